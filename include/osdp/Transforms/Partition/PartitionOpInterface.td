//===- PartitionOpInterface.td - per-op partitioning hooks -*- tablegen -*-===//
//
// What an op needs from the partitioner beyond its sharding rule, in one
// place per op.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_TRANSFORMS_PARTITION_PARTITIONOPINTERFACE_TD
#define OSDP_TRANSFORMS_PARTITION_PARTITIONOPINTERFACE_TD

include "mlir/IR/OpBase.td"

def PartitionOpInterface : OpInterface<"PartitionOpInterface"> {
  let cppNamespace = "::osdp";
  let description = [{
    The sharding rule says how an op's dimensions follow each other; it does
    not say how attributes that spell global shapes or positions (slice
    limits, paddings, slice sizes, iota positions, constant values) become
    local, nor whether an op can do better than its rule allows (a gather
    that reads rows of a split table). Ops that need either implement this
    interface; the partitioner asks every op through it and knows no op by
    name. The StableHLO models are in
    lib/Transforms/Partition/StableHLOPartitionModels.cpp.
  }];
  let methods = [
    InterfaceMethod<[{
        Adjusts the plan the rule gave: the sharding each operand must have
        and each result gets (both on global types, before any change).
      }], "void", "adjustPlan",
      (ins "::osdp::PartitionContext &":$context, "::osdp::MeshAttr":$mesh,
           "::llvm::SmallVectorImpl<::osdp::ShardingAttr> &":$operands,
           "::llvm::SmallVectorImpl<::osdp::ShardingAttr> &":$results),
      /*methodBody=*/"", /*defaultImplementation=*/"return;">,
    InterfaceMethod<[{
        Rewrites what still describes the global tensors once the operands
        and results are local (their shardings through `context`): shape
        attributes, and device-dependent values, which get their offsets
        from the device's position.
      }], "::mlir::LogicalResult", "partitionLocal",
      (ins "::osdp::PartitionContext &":$context, "::osdp::MeshAttr":$mesh),
      /*methodBody=*/"", /*defaultImplementation=*/"return ::mlir::success();">,
  ];
}

#endif // OSDP_TRANSFORMS_PARTITION_PARTITIONOPINTERFACE_TD
