//===- Passes.td - Passes of object emission ---===//
//
// What turns lowered code into artifacts: the GPU kernels' fatbin.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TARGET_PASSES_TD
#define OSDP_TARGET_PASSES_TD

include "mlir/Pass/PassBase.td"

def GPUFatbinPass : Pass<"osdp-gpu-fatbin", "::mlir::ModuleOp"> {
  let summary = "Builds each GPU binary's fatbin: a cubin per architecture "
                "and the PTX";
  let description = [{
    Takes every `gpu.binary` whose object is PTX (`gpu-module-to-binary
    format=isa`, for the oldest architecture asked for) and replaces it by
    one fatbin object made with the CUDA toolkit: `ptxas` compiles the PTX
    for each architecture of `archs`, and `fatbinary` packs the cubins with
    the PTX, which the driver compiles for GPUs newer than any of them.
    `ptx-file` also writes every kernel's PTX to a file (for inspection and
    for checking it with `ptxas` elsewhere). A ptxas or fatbinary failure
    is reported at the binary with the tool's message.
  }];
  let options = [
    ListOption<"archs", "archs", "std::string",
               "GPU architectures to compile cubins for (sm_90, sm_80, ...)">,
    Option<"toolkit", "toolkit", "std::string", "\"/usr/local/cuda\"",
           "The CUDA toolkit whose bin/ holds ptxas and fatbinary">,
    Option<"ptxFile", "ptx-file", "std::string", "\"\"",
           "Also write every kernel's PTX to this file">,
  ];
}

#endif // OSDP_TARGET_PASSES_TD
