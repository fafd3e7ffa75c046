// RUN: osdp-opt %s --inline | FileCheck %s

// JAX keeps shard_map bodies and helpers as private functions; --inline must
// be able to inline them into manual computations and around constraints.

sdy.mesh @mesh = <["a"=2]>

func.func private @shmap_body(%arg0: tensor<1x4xf32>) -> tensor<1x4xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}, {}]> : tensor<1x4xf32>
  %1 = chlo.erf %0 : tensor<1x4xf32> -> tensor<1x4xf32>
  return %1 : tensor<1x4xf32>
}

// CHECK-LABEL: func.func @main
// CHECK-NOT: call
// CHECK: %[[C:.*]] = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]>
// CHECK: sdy.manual_computation(%[[C]])
// CHECK-NEXT: %[[I:.*]] = sdy.sharding_constraint %{{.*}} <@mesh, [{}, {}]> : tensor<1x4xf32>
// CHECK-NEXT: %[[E:.*]] = chlo.erf %[[I]]
// CHECK-NEXT: sdy.return %[[E]]
// CHECK-NOT: func.func private @shmap_body
func.func @main(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {}]> : tensor<2x4xf32>
  %1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    %2 = func.call @shmap_body(%arg1) : (tensor<1x4xf32>) -> tensor<1x4xf32>
    sdy.return %2 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %1 : tensor<2x4xf32>
}
