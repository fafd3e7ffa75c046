// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(convert-stablehlo-to-linalg,func.func(osdp-fuse-elementwise),canonicalize)' | FileCheck %s

// A chain with a broadcast bias: one loop nest reading x and b once.
// CHECK-LABEL: func.func @chain
// CHECK: linalg.generic
// CHECK-SAME: iterator_types = ["parallel", "parallel"]
// CHECK-SAME: ins(%arg0, %arg1 : tensor<8x16xf32>, tensor<16xf32>)
// CHECK: arith.addf
// CHECK: math.tanh
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @chain(%x: tensor<8x16xf32>, %b: tensor<16xf32>) -> tensor<8x16xf32> {
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %0 = stablehlo.add %x, %bb : tensor<8x16xf32>
  %1 = stablehlo.tanh %0 : tensor<8x16xf32>
  %2 = stablehlo.multiply %1, %1 : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// Softmax: the shift and exp fuse into one loop whose result two readers
// share (exp is not computed twice); the sum fuses nothing more; the
// division reads the stored exp.
// CHECK-LABEL: func.func @softmax
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK: arith.maximumf
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} ins(%arg0, %[[MAX]] :
// CHECK: arith.subf
// CHECK: math.exp
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%[[EXP]] :
// CHECK-NOT: math.exp
// CHECK: linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] :
// CHECK: arith.divf
// CHECK-NOT: math.exp
// CHECK: return
func.func @softmax(%s: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %max = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0] : (tensor<4xf32>) -> tensor<4x32xf32>
  %sh = stablehlo.subtract %s, %maxb : tensor<4x32xf32>
  %e = stablehlo.exponential %sh : tensor<4x32xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<4x32xf32>, tensor<f32>) -> tensor<4xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<4xf32>) -> tensor<4x32xf32>
  %p = stablehlo.divide %e, %sumb : tensor<4x32xf32>
  return %p : tensor<4x32xf32>
}

// -----

// A cheap producer with two readers is copied into both: its result is
// never stored.
// CHECK-LABEL: func.func @cheap_shared
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: arith.addf
// CHECK: arith.mulf
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 :
// CHECK: arith.addf
// CHECK: arith.subf
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @cheap_shared(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %0 = stablehlo.add %x, %y : tensor<64xf32>
  %1 = stablehlo.multiply %0, %x : tensor<64xf32>
  %2 = stablehlo.subtract %0, %y : tensor<64xf32>
  return %1, %2 : tensor<64xf32>, tensor<64xf32>
}

// -----

// A cheap producer whose two inputs would be held longer for a copy (the
// exponentials, which die at it) is not copied: each exponential is
// computed once, and the sum reaches its second reader from the first
// one's nest.
// CHECK-LABEL: func.func @cheap_shared_inputs_die
// CHECK-COUNT-2: math.exp
// CHECK-NOT: math.exp
// CHECK: arith.addf
// CHECK-NOT: arith.addf
// CHECK: return
func.func @cheap_shared_inputs_die(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %a = stablehlo.exponential %x : tensor<64xf32>
  %b = stablehlo.exponential %y : tensor<64xf32>
  %0 = stablehlo.add %a, %b : tensor<64xf32>
  %1 = stablehlo.multiply %0, %x : tensor<64xf32>
  %2 = stablehlo.subtract %0, %y : tensor<64xf32>
  return %1, %2 : tensor<64xf32>, tensor<64xf32>
}

// -----

// The same sum with one addend an argument, held by its caller: a copy
// holds only the exponential longer, as a stored sum would hold itself,
// so each reader computes the sum (two additions), and the exponential
// once.
// CHECK-LABEL: func.func @cheap_shared_one_input_held
// CHECK-COUNT-1: math.exp
// CHECK-NOT: math.exp
// CHECK-COUNT-2: arith.addf
// CHECK-NOT: arith.addf
// CHECK: return
func.func @cheap_shared_one_input_held(%x: tensor<64xf32>, %y: tensor<64xf32>) -> (tensor<64xf32>, tensor<64xf32>) {
  %a = stablehlo.exponential %x : tensor<64xf32>
  %0 = stablehlo.add %a, %y : tensor<64xf32>
  %1 = stablehlo.multiply %0, %x : tensor<64xf32>
  %2 = stablehlo.subtract %0, %y : tensor<64xf32>
  return %1, %2 : tensor<64xf32>, tensor<64xf32>
}

// -----

// A producer read by a consumer that iterates more (an outer product) is
// computed once, not once per row.
// CHECK-LABEL: func.func @no_recomputation
// CHECK: %[[E:.*]] = linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK: math.exp
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} ins(%[[E]], %arg1 :
// CHECK-NOT: math.exp
// CHECK: return
func.func @no_recomputation(%x: tensor<16xf32>, %y: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = stablehlo.exponential %x : tensor<16xf32>
  %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>
  %2 = stablehlo.multiply %1, %y : tensor<8x16xf32>
  return %2 : tensor<8x16xf32>
}

// -----

// A scalar computed from constants (a batch norm's count less its degrees
// of freedom) is a fill once folded: it is copied into each reader, not
// stored by a loop nest of its own for them to read (and the comparison
// of it folds, so that the select goes too).
// CHECK-LABEL: func.func @constant_scalar
// CHECK-NOT: linalg.generic {{.*}}iterator_types = []
// CHECK: %[[Q:.*]] = linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK-SAME: ins(%arg0 : tensor<32xf32>)
// CHECK: arith.divf
// CHECK-NOT: linalg.generic
// CHECK: return %[[Q]], %arg1
func.func @constant_scalar(%x: tensor<32xf32>, %y: tensor<32xf32>) -> (tensor<32xf32>, tensor<32xf32>) {
  %c = stablehlo.constant dense<1.638400e+04> : tensor<f32>
  %d = stablehlo.constant dense<1.000000e+00> : tensor<f32>
  %n = stablehlo.subtract %c, %d : tensor<f32>
  %nb = stablehlo.broadcast_in_dim %n, dims = [] : (tensor<f32>) -> tensor<32xf32>
  %0 = stablehlo.divide %x, %nb : tensor<32xf32>
  %m = stablehlo.compare GT, %n, %d, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %1 = stablehlo.select %m, %y, %0 : tensor<i1>, tensor<32xf32>
  return %0, %1 : tensor<32xf32>, tensor<32xf32>
}

// -----

// A causal mask computed from its indices alone is recomputed in each of
// its readers, which iterate more (the attention's scores of every batch
// and head), rather than stored once and loaded by each: it reads nothing.
// CHECK-LABEL: func.func @causal_mask
// CHECK-NOT: tensor<8x8xi1>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel"]
// CHECK-SAME: ins(%arg0 : tensor<4x8x8xf32>)
// CHECK: arith.cmpi sge
// CHECK: arith.select
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @causal_mask(%s: tensor<4x8x8xf32>) -> tensor<4x8x8xf32> {
  %i = stablehlo.iota dim = 0 : tensor<8x8xi32>
  %j = stablehlo.iota dim = 1 : tensor<8x8xi32>
  %m = stablehlo.compare GE, %i, %j, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
  %mb = stablehlo.broadcast_in_dim %m, dims = [1, 2] : (tensor<8x8xi1>) -> tensor<4x8x8xi1>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<4x8x8xf32>
  %0 = stablehlo.select %mb, %s, %ninf : tensor<4x8x8xi1>, tensor<4x8x8xf32>
  return %0 : tensor<4x8x8xf32>
}

// A gather reads its table: it is stored once, not recomputed by a reader
// that iterates more.
// CHECK-LABEL: func.func @gather_at_iota
// CHECK: %[[G:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<8x16xf32>)
// CHECK: tensor.extract %arg0
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel"]
// CHECK-SAME: ins(%[[G]], %arg1 :
// CHECK-NOT: tensor.extract %arg0
// CHECK: return
func.func @gather_at_iota(%t: tensor<32x16xf32>, %x: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %idx = stablehlo.iota dim = 0 : tensor<8x1xi32>
  %g = "stablehlo.gather"(%t, %idx) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
  %gb = stablehlo.broadcast_in_dim %g, dims = [1, 2] : (tensor<8x16xf32>) -> tensor<4x8x16xf32>
  %0 = stablehlo.multiply %gb, %x : tensor<4x8x16xf32>
  return %0 : tensor<4x8x16xf32>
}

// -----

// Sums over microbatches (osdp.microbatch_sum, as osdp-split-stages marks
// them) are never fused into a reader: the first is stored where it
// stands rather than computed in the second, which would hold p0 and p1
// to the second. A sum does absorb its other producers (the negation) and
// stays marked, so the next sum does not absorb it either. Its reader,
// the tanh, stays a loop of its own. The marks stay for
// osdp-accumulate-in-place.
// CHECK-LABEL: func.func @microbatch_sums
// CHECK:         %[[P0:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1
// CHECK:         %[[P1:.*]] = linalg.generic {{.*}} ins(%[[P0]], %arg1
// CHECK:         %[[S1:.*]] = linalg.generic {{.*}} ins(%[[P0]], %[[P1]] : {{.*}} attrs = {osdp.microbatch_sum}
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.negf
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK:         %[[P2:.*]] = linalg.generic {{.*}} ins(%[[P1]], %arg1
// CHECK:         %[[S2:.*]] = linalg.generic {{.*}} ins(%[[S1]], %[[P2]] : {{.*}} attrs = {osdp.microbatch_sum}
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.addf
// CHECK-NEXT:      linalg.yield
// CHECK:         linalg.generic {{.*}} ins(%[[S2]] :
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      math.tanh
func.func @microbatch_sums(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %p0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %p1 = stablehlo.dot_general %p0, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %n1 = stablehlo.negate %p1 : tensor<16x16xf32>
  %s1 = stablehlo.add %p0, %n1 {osdp.microbatch_sum} : tensor<16x16xf32>
  %p2 = stablehlo.dot_general %p1, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %s2 = stablehlo.add %s1, %p2 {osdp.microbatch_sum} : tensor<16x16xf32>
  %t = stablehlo.tanh %s2 : tensor<16x16xf32>
  return %t : tensor<16x16xf32>
}

// -----

// A cheap producer a sum shares with another reader is copied into both,
// as into any two readers: the negation is computed in the sum and in the
// product, and has no loop (nor buffer) of its own.
// CHECK-LABEL: func.func @microbatch_sum_shared_producer
// CHECK:         %[[P0:.*]] = linalg.generic {{.*}} ins(%arg0, %arg1
// CHECK:         %[[P1:.*]] = linalg.generic {{.*}} ins(%[[P0]], %arg1
// CHECK:         linalg.generic {{.*}} ins(%[[P0]], %[[P1]] : {{.*}} attrs = {osdp.microbatch_sum}
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.negf
// CHECK-NEXT:      arith.addf
// CHECK:         linalg.generic {{.*}} ins(%[[P1]], %[[P0]] :
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      arith.negf
// CHECK-NEXT:      arith.mulf
// CHECK-NOT:     linalg.generic
// CHECK:         return
func.func @microbatch_sum_shared_producer(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> (tensor<16x16xf32>, tensor<16x16xf32>) {
  %p0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %p1 = stablehlo.dot_general %p0, %w, contracting_dims = [1] x [0] : (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
  %n = stablehlo.negate %p1 : tensor<16x16xf32>
  %s = stablehlo.add %p0, %n {osdp.microbatch_sum} : tensor<16x16xf32>
  %m = stablehlo.multiply %n, %p0 : tensor<16x16xf32>
  return %s, %m : tensor<16x16xf32>, tensor<16x16xf32>
}

// -----

// A producer too costly to copy (an exponential), read by two nests that
// iterate as it does, all of whose inputs are held until its first reader
// (arguments here): the first reader computes it and hands it on, and the
// second takes that nest in turn. One nest yields what the function
// returns; the exponential has no buffer of its own.
// CHECK-LABEL: func.func @computed_by_first_reader
// CHECK:         %[[F:.*]]:2 = linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<8xf32>, tensor<8xf32>)
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      math.exp
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[F]]#0, %[[F]]#1
func.func @computed_by_first_reader(%x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %e = stablehlo.exponential %x : tensor<8xf32>
  %a = stablehlo.add %e, %y : tensor<8xf32>
  %m = stablehlo.multiply %e, %a : tensor<8xf32>
  return %a, %m : tensor<8xf32>, tensor<8xf32>
}

// -----

// The same, but the exponential reads a row sum nothing else reads:
// computed in its first reader's nest, it would hold the sum until there.
// It keeps its own nest and buffer, which both readers read.
// CHECK-LABEL: func.func @producer_input_not_held
// CHECK:         %[[SUM:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]
// CHECK:         %[[E:.*]] = linalg.generic {{.*}} ins(%[[SUM]] :
// CHECK-NEXT:    ^bb0
// CHECK-NEXT:      math.exp
// CHECK:         linalg.generic {{.*}} ins(%[[E]], %arg1 :
// CHECK:         linalg.generic {{.*}} ins(%[[E]], %arg1 :
// CHECK:         return
func.func @producer_input_not_held(%x: tensor<8x4xf32>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
  %e = stablehlo.exponential %r : tensor<8xf32>
  %a = stablehlo.add %e, %y : tensor<8xf32>
  %m = stablehlo.multiply %e, %a : tensor<8xf32>
  return %a, %m : tensor<8xf32>, tensor<8xf32>
}
