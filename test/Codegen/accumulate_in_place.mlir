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

// -----

#id = affine_map<(d0) -> (d0)>
#row = affine_map<(d0) -> ()>

// An elementwise nest writes into the buffer of an input it reads last:
// the exponentials, already summed by an earlier nest, scaled into the
// softmax; the product osdp-contractions-to-blas wrote into an
// allocation, viewed through a reshape, with the bias added.
// CHECK-LABEL: func.func @dying_inputs
// CHECK:         %[[EXP:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<8xf32>)
// CHECK:         linalg.generic {{.*}} ins(%[[EXP]] : tensor<8xf32>) outs(%{{.*}} : tensor<f32>)
// CHECK:         %[[SOFTMAX:.*]] = linalg.generic {{.*}} ins(%[[EXP]], %{{.*}} : tensor<8xf32>, tensor<f32>) outs(%[[EXP]] : tensor<8xf32>)
// CHECK:         %[[VIEW:.*]] = tensor.collapse_shape
// CHECK:         linalg.generic {{.*}} ins(%[[VIEW]], %[[SOFTMAX]] : tensor<8xf32>, tensor<8xf32>) outs(%[[VIEW]] : tensor<8xf32>)
func.func @dying_inputs(%x: tensor<8xf32>, %product: memref<2x4xf32>) -> tensor<f32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %exp = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %z = tensor.empty() : tensor<f32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction"]} ins(%exp : tensor<8xf32>) outs(%z : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  %e1 = tensor.empty() : tensor<8xf32>
  %softmax = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel"]} ins(%exp, %sum : tensor<8xf32>, tensor<f32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %t = arith.divf %a, %s : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %alloc = memref.alloc() : memref<2x4xf32>
  memref.copy %product, %alloc : memref<2x4xf32> to memref<2x4xf32>
  %m = bufferization.to_tensor %alloc restrict writable : memref<2x4xf32> to tensor<2x4xf32>
  %view = tensor.collapse_shape %m [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %biased = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%view, %softmax : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %t = arith.addf %a, %b : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %z2 = tensor.empty() : tensor<f32>
  %total = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["reduction"]} ins(%biased : tensor<8xf32>) outs(%z2 : tensor<f32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.addf %a, %o : f32
    linalg.yield %t : f32
  } -> tensor<f32>
  return %total : tensor<f32>
}

// -----

#id = affine_map<(d0) -> (d0)>

// Each nest keeps its empty output: %a is read again after the nest; the
// argument's buffer is the caller's; %b is read by a tensor.extract, which
// is no loop nest; %c comes from outside the loop (the next iteration
// reads it again); %d's nest returns its result (a donated buffer may take
// its place) and %f's inserts it into a larger tensor (computed in its
// slice there).
// CHECK-LABEL: func.func @inputs_kept
// CHECK: %[[E:.*]] = tensor.empty() : tensor<8xf32>
// CHECK-COUNT-8: linalg.generic {{.*}} outs(%[[E]] : tensor<8xf32>)
func.func @inputs_kept(%x: tensor<8xf32>, %i: index) -> (tensor<8xf32>, f32, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %again = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %read = tensor.extract %b[%i] : tensor<8xf32>
  %c = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%b : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %loop = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %x) -> tensor<8xf32> {
    %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%c : tensor<8xf32>) outs(%e : tensor<8xf32>) {
    ^bb0(%v: f32, %o: f32):
      %t = arith.negf %v : f32
      linalg.yield %t : f32
    } -> tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  %f = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%loop : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %g = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%g : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<8xf32>
  %big = tensor.empty() : tensor<16xf32>
  %ins = tensor.insert_slice %h into %big[0] [8] [1] : tensor<8xf32> into tensor<16xf32>
  return %again, %read, %f, %loop, %ins : tensor<8xf32>, f32, tensor<8xf32>, tensor<8xf32>, tensor<16xf32>
}
