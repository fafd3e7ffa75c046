// RUN: osdp-opt %s --split-input-file --verify-diagnostics --osdp-alias-donated-buffers | FileCheck %s

// A donated parameter: writable, and its result materialised in it. A
// buffer donor without a result becomes writable only.
// CHECK-LABEL: func.func @step
// CHECK-SAME: %[[P:.*]]: tensor<16xf32> {bufferization.writable = true, tf.aliasing_output = 0 : i32}
// CHECK-SAME: %[[G:.*]]: tensor<16xf32> {bufferization.writable = true, jax.buffer_donor = true}
// CHECK-SAME: -> (tensor<16xf32> {osdp.donor_argument = 0 : i64}, tensor<16xf32>)
// CHECK: %[[U:.*]] = linalg.generic {{.*}} ins(%[[P]], %[[G]] :
// CHECK: %[[M:.*]] = bufferization.materialize_in_destination %[[U]] in %[[P]]
// CHECK: return %[[M]], %[[G]]
#id = affine_map<(d0) -> (d0)>
func.func @step(%p: tensor<16xf32> {tf.aliasing_output = 0 : i32},
                %g: tensor<16xf32> {jax.buffer_donor = true})
    -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %u = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%p, %g : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16xf32>
  return %u, %g : tensor<16xf32>, tensor<16xf32>
}

// -----

// expected-error @below {{argument #0 aliases result #1, but the function has 1 results}}
func.func @out_of_range(%p: tensor<4xf32> {tf.aliasing_output = 1 : i32}) -> tensor<4xf32> {
  return %p : tensor<4xf32>
}

// -----

// expected-error @below {{argument #0 of type 'tensor<4xf32>' aliases result #0 of type 'tensor<4xf64>'}}
func.func @wrong_type(%p: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %q: tensor<4xf64>) -> tensor<4xf64> {
  return %q : tensor<4xf64>
}

// -----

// expected-error @below {{arguments #0 and #1 both alias result #0}}
func.func @twice(%p: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %q: tensor<4xf32> {tf.aliasing_output = 0 : i32}) -> tensor<4xf32> {
  return %p : tensor<4xf32>
}
