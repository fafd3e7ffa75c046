// RUN: osdp-opt %s --osdp-shard | FileCheck %s
// RUN: %spmd_check %s -- --osdp-shard | FileCheck %s --check-prefix=EXEC

// Mesh axes of size 1 (a Megatron plan on a 1x2 mesh): a scatter-add of
// updates split over "data"=1 into a broadcast zero. The accumulator is
// kept on the first device of its "data" group, and every device is the
// first of a group of one: no mask at all, and no crash building one.
// CHECK-LABEL: func.func public @main
// CHECK-NOT: stablehlo.select
// CHECK-NOT: partition_id
// CHECK: stablehlo.scatter
// CHECK-NOT: stablehlo.select
// CHECK: return
// EXEC: ok
module @size_one_axis {
  sdy.mesh @mesh = <["data"=1, "model"=2]>
  func.func public @main(%arg0: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x4xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %2 = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<16x4xf32>, tensor<8x1xi32>, tensor<8x4xf32>) -> tensor<16x4xf32>
    return %1 : tensor<16x4xf32>
  }
}
