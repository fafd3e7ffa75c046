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

// Adam after elementwise fusion: the parameter's update recomputes the
// new moment from the old one, so the moment's own update is moved below
// it. Written in place, the moment then overwrites the old value after its
// last read instead of before (bufferization would otherwise copy it
// back, holding every moment twice).
// CHECK-LABEL: func.func @moment_read_after_update
// CHECK-SAME: %[[W:[^:]*]]: tensor<16xf32>
// CHECK-SAME: %[[M:[^:]*]]: tensor<16xf32>
// CHECK: %[[NW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[M]], %{{.*}} :
// CHECK: %[[NM:.*]] = linalg.generic {{.*}} ins(%[[M]], %{{.*}} :
// CHECK: bufferization.materialize_in_destination %[[NW]] in %[[W]]
// CHECK: bufferization.materialize_in_destination %[[NM]] in %[[M]]
#id = affine_map<(d0) -> (d0)>
func.func @moment_read_after_update(%w: tensor<16xf32> {tf.aliasing_output = 0 : i32},
                                    %m: tensor<16xf32> {tf.aliasing_output = 1 : i32},
                                    %g: tensor<16xf32>)
    -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %m1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.addf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %m, %g : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %n = arith.addf %b, %c : f32
    %d = arith.subf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<16xf32>
  return %w1, %m1 : tensor<16xf32>, tensor<16xf32>
}

// -----

// The new moment is read by the parameter's update, which also reads the
// old one: nothing can move, and bufferization copies (the values of both
// are needed at once).
// CHECK-LABEL: func.func @both_read
// CHECK-SAME: %[[W:[^:]*]]: tensor<16xf32>
// CHECK-SAME: %[[M:[^:]*]]: tensor<16xf32>
// CHECK: %[[NM:.*]] = linalg.generic {{.*}} ins(%[[M]], %{{.*}} :
// CHECK: %[[NW:.*]] = linalg.generic {{.*}} ins(%[[W]], %[[M]], %[[NM]] :
#id = affine_map<(d0) -> (d0)>
func.func @both_read(%w: tensor<16xf32> {tf.aliasing_output = 0 : i32},
                     %m: tensor<16xf32> {tf.aliasing_output = 1 : i32},
                     %g: tensor<16xf32>)
    -> (tensor<16xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<16xf32>
  %m1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%m, %g : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.addf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<16xf32>
  %w1 = linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%w, %m, %m1 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %n = arith.addf %b, %c : f32
    %d = arith.subf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<16xf32>
  return %w1, %m1 : tensor<16xf32>, tensor<16xf32>
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
