//===- Passes.td - Conversions out of the osdp dialect ----*- tablegen -*-===//
//
// Conversions that lower osdp ops of a partitioned program into other
// dialects.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_CONVERSION_PASSES_TD
#define OSDP_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

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
    suite executes partitioned programs (test/lib/spmd_check.py).

    The module must use a single mesh.
  }];
  let options = [
    Option<"deviceIds", "device-ids", "std::string", /*default=*/"\"partition\"",
           "How devices are numbered in the output: `partition` or `replica`">,
  ];
  let dependentDialects = ["::osdp::stablehlo::StableHLODialect"];
}

#endif // OSDP_CONVERSION_PASSES_TD
