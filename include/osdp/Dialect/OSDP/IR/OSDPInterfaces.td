//===- OSDPInterfaces.td - the sharding rule interface ----*- tablegen -*-===//
//
// One interface describes how every op may be sharded; every osdp pass that
// reasons about shardings reads it.
//
//===----------------------------------------------------------------------===//

#ifndef OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_TD
#define OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_TD

include "mlir/IR/OpBase.td"

def OSDP_ShardingRuleOpInterface : OpInterface<"ShardingRuleOpInterface"> {
  let cppNamespace = "::osdp";
  let description = [{
    The sharding rule of an op, in factor form (as in Shardy's
    `OpShardingRuleAttr` and einsum notation).

    The iteration space of the op is a set of *factors*, each with a size.
    Every dimension of every operand and result is the product of an ordered
    list of factors (major to minor; usually one, several where a reshape
    merges dimensions). A factor is:

    * **pass-through**: sharding it over some axes shards, in the same way,
      every dimension it appears in, operands and results alike, and each
      device computes its part with no communication (the batch dimension of
      a matmul, any dimension of an elementwise op);
    * **reduction**: it appears in operands only, and sharding it leaves each
      result *partial* over those axes, to be combined with the rule's
      reduction kind (the contracting dimension of a matmul, the reduced
      dimensions of a reduce);
    * **whole**: it must be replicated, because each output element needs the
      whole extent (the sorted dimension of a sort, a sliced or padded
      dimension, a convolution window).

    Propagation projects the shardings it knows onto factors and builds the
    others back from them; the auto-sharding search enumerates one strategy
    per assignment of mesh axes to non-whole factors; the cost model derives
    local shapes and the collectives a strategy needs; the partitioner reads
    which results become partial. The rule is computed from the op (its
    types and attributes) every time it is asked for, and is cheap.

    Ops of dialects osdp does not own (`stablehlo`) get the interface as an
    external model, attached by `osdp::registerShardingRuleModels`.
  }];

  let methods = [
    InterfaceMethod<
      /*desc=*/[{
        Returns the sharding rule of this op: one factor list per dimension of
        each operand and each result, the size and kind of every factor, and
        the reduction kind of the reduction factors.
      }],
      /*retTy=*/"::osdp::OpShardingRule",
      /*methodName=*/"getShardingRule",
      /*args=*/(ins)>
  ];
}

#endif // OSDP_DIALECT_OSDP_IR_OSDPINTERFACES_TD
