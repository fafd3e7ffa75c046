// RUN: osdp-opt %s | FileCheck %s
// RUN: osdp-opt %s -o %t && osdp-opt %t | FileCheck %s

sdy.mesh @mesh = <["data"=4, "model"=2]>
sdy.mesh @mesh_xy = <["x"=8, "y"=4]>

// CHECK-LABEL: func.func @arg_and_result
// CHECK-SAME: (%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
// CHECK-SAME: -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", ?}, {?}], replicated={"model"}>})
func.func @arg_and_result(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>})
    -> (tensor<8x16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data", ?}, {?}], replicated={"model"}>}) {
  return %arg0 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @constraints
func.func @constraints(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // Multi-axis dimension.
  // CHECK: %[[C0:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"data", "model"}, {}]> : tensor<8x16xf32>
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data", "model"}, {}]> : tensor<8x16xf32>
  // Sub-axes, open dimensions and priorities.
  // CHECK: %[[C1:.*]] = sdy.sharding_constraint %[[C0]] <@mesh_xy, [{"x":(1)2}p0, {"x":(2)4, ?}p1]> : tensor<8x16xf32>
  %1 = sdy.sharding_constraint %0 <@mesh_xy, [{"x":(1)2}p0, {"x":(2)4, ?}p1]> : tensor<8x16xf32>
  // An inline mesh; an empty unreduced list is not printed.
  // CHECK: %[[C2:.*]] = sdy.sharding_constraint %[[C1]] <mesh<["q"=2]>, [{"q"}, {}]> : tensor<8x16xf32>
  %2 = sdy.sharding_constraint %1 <mesh<["q"=2]>, [{"q"}, {}], unreduced={}> : tensor<8x16xf32>
  // CHECK: %[[R:.*]] = sdy.reshard %[[C2]] <@mesh, [{}, {"model"}], unreduced={"data"}> : tensor<8x16xf32>
  %3 = sdy.reshard %2 <@mesh, [{}, {"model"}], unreduced={"data"}> : tensor<8x16xf32>
  // CHECK: %[[C4:.*]] = sdy.sharding_constraint %[[R]] <@mesh, [{}, {}], replicated={"data"}, unreduced={"model"}> : tensor<8x16xf32>
  %4 = sdy.sharding_constraint %3 <@mesh, [{}, {}], replicated={"data"}, unreduced={"model"}> : tensor<8x16xf32>
  // Spaces around `=` are accepted and not printed.
  // CHECK: sdy.sharding_group %[[C4]] group_id=3 : tensor<8x16xf32>
  sdy.sharding_group %4 group_id = 3 : tensor<8x16xf32>
  return %4 : tensor<8x16xf32>
}

// CHECK-LABEL: func.func @scalar
// CHECK-SAME: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}
func.func @scalar(%arg0: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

// One sharding per op result, as Shardy attaches it to any op.
// CHECK-LABEL: func.func @per_value
// CHECK: call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{?}]>]>}
func.func private @two_results(tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
func.func @per_value(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0:2 = call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data"}]>, <@mesh, [{?}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8xf32>
}

// The long spelling of per-value entries is accepted and printed short.
// CHECK-LABEL: func.func @per_value_long
// CHECK: {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}]>, <@mesh, [{"model"}]>]>}
func.func @per_value_long(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0:2 = call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[#sdy.sharding<@mesh, [{}]>, #sdy.sharding<@mesh, [{"model"}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0 : tensor<8xf32>
}
