//===- RuntimeTarget.td - The runtime compiled code calls -*- tablegen -*-===//
//
// The `target` option of every pass that emits calls into a runtime
// (osdp::RuntimeTarget, osdp/Conversion/RuntimeCalls.h): the CPU runtime's
// `osdp_rt_*` functions on host buffers, or the CUDA runtime's
// `osdp_cuda_*` functions on device buffers.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CONVERSION_RUNTIMETARGET_TD
#define OSDP_CONVERSION_RUNTIMETARGET_TD

include "mlir/Pass/PassBase.td"

class RuntimeTargetOption<string cpu, string cuda>
    : Option<"target", "target", "::osdp::RuntimeTarget",
             "::osdp::RuntimeTarget::CPU", "The runtime the calls go to",
             "::llvm::cl::values(clEnumValN(::osdp::RuntimeTarget::CPU, "
             "\"cpu\", \"" # cpu # "\"), "
             "clEnumValN(::osdp::RuntimeTarget::CUDA, \"cuda\", \"" # cuda #
             "\"))">;

#endif // OSDP_CONVERSION_RUNTIMETARGET_TD
