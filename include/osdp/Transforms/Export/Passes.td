//===- Passes.td - Export passes of osdp -------------------*- tablegen -*-===//
//
// The way out of the osdp dialect to what JAX and XLA read: shardings
// written back as Shardy annotations.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_EXPORT_PASSES_TD
#define OSDP_TRANSFORMS_EXPORT_PASSES_TD

include "mlir/Pass/PassBase.td"

def ExportSdyPass : Pass<"osdp-export-sdy", "::mlir::ModuleOp"> {
  let summary = "Writes the osdp shardings back as Shardy annotations";
  let description = [{
    The way back from osdp to JAX: a global program annotated with osdp
    shardings (what `osdp-propagate` or the auto-sharding search leave)
    becomes the same program annotated the way JAX writes it with Shardy,
    for a user to inspect or to feed back to JAX or XLA:

    * `osdp.mesh` symbols become `sdy.mesh` symbols of the same name, axes
      and device order; axes the importer split for sub-axes are merged
      back, and their uses become sub-axes again;
    * `osdp.sharding` on function arguments and results becomes
      `sdy.sharding`, and `osdp.shardings` on ops `sdy.sharding` (one
      sharding per result); decisions have every dimension closed, and a
      user constraint not yet completed by propagation keeps its open
      dimensions, priorities and replicated axes;
    * `partial` (sum) axes become `unreduced` axes;
    * `osdp.shard` constraints become `sdy.sharding_constraint`,
      `osdp.sharding_group` becomes `sdy.sharding_group`;
    * every other `osdp.*` attribute is removed.

    Partial axes of another reduction than a sum have no Shardy form: such
    a value is exported as the reduced value it stands for (its partial axes
    dropped), which leaves the reduction to the partitioner. A manual
    computation becomes `sdy.manual_computation`, its body's osdp
    collectives StableHLO collectives over partition ids with channel
    handles, as JAX writes shard_map. A partitioned program (its values are
    per-device) is rejected.
    `osdp-import-shardings` reads the output back to the same shardings.
  }];
  let dependentDialects = ["::osdp::sdy::SdyDialect"];
}

#endif // OSDP_TRANSFORMS_EXPORT_PASSES_TD
