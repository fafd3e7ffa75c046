// RUN: osdp-opt %s --osdp-accumulate-in-place --split-input-file | FileCheck %s

#id = affine_map<(d0) -> (d0)>

// The loop's accumulator is updated in its own buffer: the sum's output
// is the carried value.
// CHECK-LABEL: func.func @accumulate
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK: linalg.generic {{.*}} ins(%[[ACC]], %{{.*}} : tensor<8xf32>, tensor<8xf32>) outs(%[[ACC]] : tensor<8xf32>)
func.func @accumulate(%init: tensor<8xf32>, %x: tensor<8xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> tensor<8xf32> {
    %e = tensor.empty() : tensor<8xf32>
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%acc, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>
#rev = affine_map<(d0) -> (7 - d0)>

// Left alone: the accumulator is read again after the sum (writing it in
// place would change what that read sees), and a sum that reads it
// reversed (element i would read what element 7 - i already wrote).
// CHECK-LABEL: func.func @left_alone
// CHECK: %[[E1:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E1]] : tensor<8xf32>)
// CHECK: %[[E2:.*]] = tensor.empty() : tensor<8xf32>
// CHECK: linalg.generic {{.*}} outs(%[[E2]] : tensor<8xf32>)
func.func @left_alone(%init: tensor<8xf32>, %x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init, %rev = %init) -> (tensor<8xf32>, tensor<8xf32>) {
    %e = tensor.empty() : tensor<8xf32>
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%acc, %x : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    %again = tensor.extract %acc[%c0] : tensor<8xf32>
    %e2 = tensor.empty() : tensor<8xf32>
    %v = linalg.generic {indexing_maps = [#rev, #id, #id], iterator_types = ["parallel"]} ins(%rev, %x : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %t = arith.addf %a, %b : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    scf.yield %s, %v : tensor<8xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// Sums over microbatches (osdp.microbatch_sum, an unrolled loop's): each
// is computed in the buffer of the sum before it, which it alone reads;
// the first, whose operands are no sum, gets its own. The marks are gone
// after the pass.
// CHECK-LABEL: func.func @microbatch_sums
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         %[[S0:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8xf32>)
// CHECK:         %[[S1:.*]] = linalg.generic {{.*}} ins(%[[S0]], %arg2 : tensor<8xf32>, tensor<8xf32>) outs(%[[S0]] : tensor<8xf32>)
// CHECK:         linalg.generic {{.*}} ins(%arg3, %[[S1]] : tensor<8xf32>, tensor<8xf32>) outs(%[[S1]] : tensor<8xf32>)
// CHECK-NOT:     osdp.microbatch_sum
func.func @microbatch_sums(%g0: tensor<8xf32>, %g1: tensor<8xf32>, %g2: tensor<8xf32>, %g3: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %s0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%g0, %g1 : tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) attrs = {osdp.microbatch_sum} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s0, %g2 : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) attrs = {osdp.microbatch_sum} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%g3, %s1 : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) attrs = {osdp.microbatch_sum} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %s2 : tensor<8xf32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// Left alone: an earlier sum read again after the next (writing over it
// would change what that read sees).
// CHECK-LABEL: func.func @sum_read_again
// CHECK:         %[[S0:.*]] = linalg.generic
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK:         linalg.generic {{.*}} ins(%[[S0]], %arg2 : tensor<8xf32>, tensor<8xf32>) outs(%[[E]] : tensor<8xf32>)
func.func @sum_read_again(%g0: tensor<8xf32>, %g1: tensor<8xf32>, %g2: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e0 = tensor.empty() : tensor<8xf32>
  %s0 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%g0, %g1 : tensor<8xf32>, tensor<8xf32>) outs(%e0 : tensor<8xf32>) attrs = {osdp.microbatch_sum} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%s0, %g2 : tensor<8xf32>, tensor<8xf32>) outs(%e1 : tensor<8xf32>) attrs = {osdp.microbatch_sum} {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  return %s0, %s1 : tensor<8xf32>, tensor<8xf32>
}
