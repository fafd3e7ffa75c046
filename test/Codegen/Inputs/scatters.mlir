// Scatters that the cuda target runs as parallel loops of atomic updates
// (osdp-parallel-scatters): an embedding gradient whose tokens repeat (the
// same table rows updated by several threads), a max and a product (a
// combine other than a sum), an update whose index is out of bounds (which
// the bounds check drops), an overwrite of rows at distinct indices, one
// of them out of bounds (plain stores in parallel), and a scatter of two
// operands, which stays serial.
func.func public @main(%table: tensor<10x40xf32>, %grads: tensor<4x6x40xf32>,
                       %u: tensor<6x3xf32>, %v: tensor<6x3xi32>)
    -> (tensor<10x40xf32>, tensor<8x3xf32>, tensor<8x3xf32>,
        tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>) {
  %ids = stablehlo.constant dense<[[[3], [1], [3], [9], [0], [3]], [[1], [1], [2], [3], [4], [5]], [[9], [8], [7], [6], [5], [4]], [[3], [3], [3], [3], [0], [0]]]> : tensor<4x6x1xi32>
  %rows = stablehlo.constant dense<[[2], [5], [2], [7], [11], [2]]> : tensor<6x1xi32>
  %ones = stablehlo.constant dense<1.000000e+00> : tensor<8x3xf32>
  %zeros = stablehlo.constant dense<0.000000e+00> : tensor<8x3xf32>
  %izeros = stablehlo.constant dense<0> : tensor<8x3xi32>
  %dt = "stablehlo.scatter"(%table, %ids, %grads) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<10x40xf32>, tensor<4x6x1xi32>, tensor<4x6x40xf32>) -> tensor<10x40xf32>
  %mx = "stablehlo.scatter"(%zeros, %rows, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %m = stablehlo.maximum %a, %b : tensor<f32>
    stablehlo.return %m : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<6x1xi32>, tensor<6x3xf32>) -> tensor<8x3xf32>
  %pr = "stablehlo.scatter"(%ones, %rows, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %p = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %p : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<6x1xi32>, tensor<6x3xf32>) -> tensor<8x3xf32>
  %distinct = stablehlo.constant dense<[[6], [0], [3], [9], [5], [1]]> : tensor<6x1xi32>
  %set = "stablehlo.scatter"(%ones, %distinct, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = true}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %b : tensor<f32>
  }) : (tensor<8x3xf32>, tensor<6x1xi32>, tensor<6x3xf32>) -> tensor<8x3xf32>
  %two:2 = "stablehlo.scatter"(%zeros, %izeros, %rows, %u, %v) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    %s = stablehlo.add %a, %c : tensor<f32>
    %t = stablehlo.add %b, %d : tensor<i32>
    stablehlo.return %s, %t : tensor<f32>, tensor<i32>
  }) : (tensor<8x3xf32>, tensor<8x3xi32>, tensor<6x1xi32>, tensor<6x3xf32>, tensor<6x3xi32>) -> (tensor<8x3xf32>, tensor<8x3xi32>)
  return %dt, %mx, %pr, %two#0, %two#1, %set : tensor<10x40xf32>, tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x3xf32>
}
