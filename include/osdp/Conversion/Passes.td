//===- Passes.td - Conversions out of the osdp dialect ----*- tablegen -*-===//
//
// Conversions that lower osdp ops of a partitioned program into other
// dialects.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CONVERSION_PASSES_TD
#define OSDP_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"
include "osdp/Conversion/RuntimeTarget.td"

def ConvertOSDPToStableHLOPass
    : Pass<"convert-osdp-to-stablehlo", "::mlir::ModuleOp"> {
  let summary = "Lowers the collectives of a per-device program to stablehlo";
  let description = [{
    Rewrites the program `osdp-partition` produces into plain StableHLO that
    XLA runs as one SPMD program on every device of the mesh:

    * each osdp collective becomes the stablehlo collective with explicit
      device groups (`replica_groups`, one row per group of the mesh axes,
      devices numbered row-major over the mesh): `all_reduce` and
      `reduce_scatter` with the reduction as their body, `all_gather` one
      `stablehlo.all_gather` per gathered dimension, `all_to_all`,
      `collective_permute` with the pairs of every group;
    * `all_slice`, which moves no data, becomes a `stablehlo.dynamic_slice`
      at the device's block offsets;
    * the `osdp.mesh` symbols and the `osdp.*` attributes of functions and
      the module are removed, and `mhlo.num_partitions` /
      `mhlo.num_replicas` give the number of devices.

    With `device-ids=partition` (the default) devices are partitions:
    collectives carry a channel handle and `use_global_device_ids`, as XLA's
    SPMD partitioner emits them. With `device-ids=replica` devices are
    replicas and `stablehlo.partition_id` becomes `stablehlo.replica_id`:
    the form XLA's CPU client runs as N replicas, which is how the test
    suite executes partitioned programs (python/tools/spmd_check.py).

    The module must use a single mesh.
  }];
  let options = [
    Option<"deviceIds", "device-ids", "std::string", /*default=*/"\"partition\"",
           "How devices are numbered in the output: `partition` or `replica`">,
  ];
  let dependentDialects = ["::osdp::stablehlo::StableHLODialect"];
}

def ConvertOSDPToRuntimePass
    : Pass<"convert-osdp-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Lowers the collectives of a per-device program to runtime "
                "calls";
  let description = [{
    The first step of compiling a per-device program for the osdp runtime
    (`runtime/include/osdp/Runtime/Runtime.h`), on tensors, before the
    StableHLO ops are lowered:

    * each osdp collective becomes a call of the runtime's entry point for
      its kind and element type (`osdp_rt_all_reduce_f32`, ...), on the
      operand's buffer (`bufferization.to_buffer`) and a new result buffer,
      both passed as unranked memrefs (the C interface, `llvm.emit_c_interface`);
      the device group is the axes code of its mesh axes, the reduction its
      kind; an `all_gather` over several dimensions gathers one dimension
      after the other; `collective_permute` pairs are a constant global;
    * `all_slice`, which moves no data, becomes a `stablehlo.dynamic_slice`
      at the device's block offsets (from `stablehlo.partition_id`, which
      `convert-stablehlo-to-linalg` turns into a call of
      `osdp_rt_partition_id`);
    * the `osdp.mesh` symbols and `osdp.*` attributes are removed (the mesh
      lives on in the calls' axes codes and the artifact's manifest); any
      other osdp op (a constraint: the program is not partitioned) is an
      error.

    Device groups use the mesh's axes in the order the runtime is told at
    start-up (the artifact's manifest). The module must use a single mesh.

    With `target=cuda` the calls go to the CUDA runtime's entry points of
    the same arguments (`osdp_cuda_all_reduce_f32`, ...,
    `osdp_cuda_all_gather_start_f32` and `osdp_cuda_wait_f32` for one in
    flight), which take device buffers and queue NCCL's work on the
    communication stream, ordered against the compute stream by events
    (runtime/include/osdp/Runtime/CudaRuntime.h).
  }];
  let options = [RuntimeTargetOption<"osdp_rt_* over MPI",
                                     "osdp_cuda_* over NCCL">];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect",
                           "::osdp::stablehlo::StableHLODialect"];
}

def ConvertStableHLOToLinalgPass
    : Pass<"convert-stablehlo-to-linalg", "::mlir::ModuleOp"> {
  let summary = "Lowers a per-device StableHLO program to linalg on tensors";
  let description = [{
    Rewrites the stablehlo and chlo ops of a per-device (already
    partitioned) or single-device program into upstream MLIR's linalg,
    tensor, arith, math and scf dialects on tensors, ready for one-shot
    bufferization and a CPU or GPU backend:

    * elementwise ops (and `compare`, `select`, `clamp`, `convert`) become
      `linalg.generic`s with arith/math bodies, with XLA's semantics (float
      maximum/minimum propagate NaN, integer division by zero gives -1,
      float to integer conversions saturate, shifts past the bit width give
      0);
    * constants, iota, broadcasts, reshapes, transposes, slices,
      concatenation, padding, reversal and dynamic (update) slices become
      arith constants, linalg generics and tensor slicing ops; dynamic start
      indices are clamped into bounds;
    * `dot_general` becomes `linalg.matmul`/`linalg.batch_matmul` in their
      layouts and a contraction `linalg.generic` otherwise; `reduce`
      becomes `linalg.reduce`, its body emitted on scalars;
    * `while` becomes `scf.for` when it counts by one from a constant to a
      constant (`counted-loops`; its carried buffers are then updated in
      place, where `scf.while`'s are copied every iteration), else
      `scf.while`; `if` and `case` become `scf.if` and `scf.index_switch`;
    * `gather` and `scatter` become a `linalg.generic` reading through
      `tensor.extract` and a loop nest of in-bounds updates;
    * `convolution` (ungrouped) and `reduce_window` become `linalg.generic`s
      over padded inputs, `select_and_scatter` a loop nest, `sort` a merge
      sort of scf loops.

    Unsigned integers become signless (the ops keep their unsigned
    semantics). `custom_call @Sharding` is an identity; `partition_id` becomes
    the target-neutral `osdp.partition_id`, which each target's codegen
    asks its runtime for (`osdp-partition-id-to-runtime`). Shapes must be
    static. Any other stablehlo or chlo op (grouped convolutions,
    rng_bit_generator, fft, ...) is an error naming the op. Ops of other dialects,
    the osdp collectives among them, are left as they are.
  }];
  let options = [
    Option<"countedLoops", "counted-loops", "bool", "true",
           "Lower a while that counts from one constant to another to "
           "scf.for">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::osdp::OSDPDialect",
  ];
}

#endif // OSDP_CONVERSION_PASSES_TD
