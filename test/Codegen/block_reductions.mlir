// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-block-reductions))' | FileCheck %s

// A softmax's row sum of exponentials: one block of 128 threads per row
// (the row's 128 elements), each thread summing a strided share of the
// row, the block combining the shares, thread 0 adding the total to the
// init.
// CHECK-LABEL: func.func @row_sum
// CHECK-DAG: %[[ROWS:.*]] = arith.muli %{{.*}}, %c64
// CHECK-DAG: %[[K:.*]] = arith.muli %{{.*}}, %c128
// CHECK: gpu.launch blocks(%[[B:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ROWS]], %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) threads(%[[T:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c128{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: %[[PARTIAL:.*]] = scf.for %[[I:.*]] = %[[T]] to %[[K]] step %c128{{.*}} iter_args(%[[P:.*]] = %cst{{.*}}) -> (f32)
// CHECK:   %[[X:.*]] = memref.load %arg0[%[[B]], %[[I]]]
// CHECK:   %[[E:.*]] = math.exp %[[X]]
// CHECK:   %[[S:.*]] = arith.addf %[[P]], %[[E]]
// CHECK:   scf.yield %[[S]]
// CHECK: %[[TOTAL:.*]] = gpu.all_reduce add %[[PARTIAL]] uniform
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[T]], %c0
// CHECK: scf.if %[[FIRST]]
// CHECK:   %[[INIT:.*]] = memref.load %arg1[%[[B]]]
// CHECK:   %[[OUT:.*]] = arith.addf %[[INIT]], %[[TOTAL]]
// CHECK:   memref.store %[[OUT]], %arg1[%[[B]]]
// CHECK: gpu.terminator
// CHECK-NOT: linalg.generic
func.func @row_sum(%in: memref<64x128xf32>, %out: memref<64xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<64x128xf32>) outs(%out : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %e = math.exp %x : f32
    %s = arith.addf %acc, %e : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A loss's total into a buffer just filled with 0 (JAX's reduce starts from
// a constant): thread 0 adds the block's total to the fill's constant, not
// to a load of the init, and the fill, a kernel of its own, goes. A fill
// of a buffer that an op between reads stays, though its reduction also
// starts from the constant.
// CHECK-LABEL: func.func @filled_inits
// CHECK-NOT: linalg.fill
// CHECK: gpu.launch
// CHECK:   %[[TOTAL:.*]] = gpu.all_reduce add
// CHECK:   scf.if
// CHECK-NOT: memref.load
// CHECK:     %[[OUT:.*]] = arith.addf %cst{{[_0-9]*}}, %[[TOTAL]]
// CHECK:     memref.store %[[OUT]], %arg1[]
// CHECK: linalg.fill ins(%{{.*}}) outs(%arg2 : memref<f32>)
// CHECK-NEXT: linalg.copy ins(%arg2 : memref<f32>) outs(%arg3 : memref<f32>)
// CHECK: gpu.launch
// CHECK:   %[[TOTAL2:.*]] = gpu.all_reduce add
// CHECK:   scf.if
// CHECK-NOT: memref.load
// CHECK:     %[[OUT2:.*]] = arith.addf %cst{{[_0-9]*}}, %[[TOTAL2]]
// CHECK:     memref.store %[[OUT2]], %arg2[]
func.func @filled_inits(%in: memref<512xf32>, %loss: memref<f32>, %kept: memref<f32>, %copy: memref<f32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%loss : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%in : memref<512xf32>) outs(%loss : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%kept : memref<f32>)
  linalg.copy ins(%kept : memref<f32>) outs(%copy : memref<f32>)
  linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} ins(%in : memref<512xf32>) outs(%kept : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A row max over a broadcast sum: the identity is -inf, the block combines
// with maximumf; the bias is read through its own map.
// CHECK-LABEL: func.func @row_max
// CHECK: %[[NEG:.*]] = arith.constant 0xFF800000 : f32
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[NEG]])
// CHECK: memref.load %arg1[%{{.*}}]
// CHECK: arith.maximumf
// CHECK: gpu.all_reduce maximumf
func.func @row_max(%in: memref<8x64xf32>, %bias: memref<64xf32>, %out: memref<8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in, %bias : memref<8x64xf32>, memref<64xf32>) outs(%out : memref<8xf32>) {
  ^bb0(%x: f32, %b: f32, %acc: f32):
    %y = arith.addf %x, %b : f32
    %m = arith.maximumf %acc, %y : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// A bias gradient: the sum over batch and sequence (the outer dimensions)
// of each feature (the cuda pipeline splits it first,
// split_column_reductions.mlir; alone, this pass gives it a block per
// feature). The two reduction dimensions are one linear space of
// 512 elements, split back into indices; the block has 256 threads.
// CHECK-LABEL: func.func @column_sum
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %c256
// CHECK:   %[[S:.*]] = arith.remui %[[I]], %c64
// CHECK:   %[[B:.*]] = arith.divui %[[I]], %c64
// CHECK:   memref.load %arg0[%[[B]], %[[S]], %{{.*}}]
func.func @column_sum(%in: memref<8x64x32xf32>, %out: memref<32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, s, n) -> (b, s, n)>, affine_map<(b, s, n) -> (n)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%in : memref<8x64x32xf32>) outs(%out : memref<32xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A sum to a scalar, however small, is a block rather than one thread.
// CHECK-LABEL: func.func @total
// CHECK: gpu.launch {{.*}} in (%{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) threads({{.*}}) in (%{{.*}} = %c32{{.*}},
// CHECK: gpu.all_reduce add
// CHECK: memref.load %arg1[]
func.func @total(%in: memref<4x4xf32>, %out: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>], iterator_types = ["reduction", "reduction"]} ins(%in : memref<4x4xf32>) outs(%out : memref<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// A bf16 sum as convert-stablehlo-to-linalg leaves it, accumulating in f32:
// a block reduction whose threads widen what they load and combine f32.
// CHECK-LABEL: func.func @bf16_column_sum
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c64{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}})
// CHECK: %[[X:.*]] = memref.load %arg0
// CHECK: arith.extf %[[X]] : bf16 to f32
// CHECK: gpu.all_reduce add %{{.*}} uniform {
// CHECK-NEXT: } : (f32) -> f32
func.func @bf16_column_sum(%in: memref<64x512xbf16>, %out: memref<512xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, n) -> (b, n)>, affine_map<(b, n) -> (n)>], iterator_types = ["reduction", "parallel"]} ins(%in : memref<64x512xbf16>) outs(%out : memref<512xf32>) {
  ^bb0(%x: bf16, %acc: f32):
    %w = arith.extf %x : bf16 to f32
    %s = arith.addf %acc, %w : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Two inits, each folded on its own (a merged split's second pass: a sum
// and a max of each column's chunks): each thread folds its share of
// both, the block reduces each with an all-reduce of its own, and thread
// 0 stores both totals, the filled one folded into its fill's constant
// (the fill goes), the other into its init.
// CHECK-LABEL: func.func @two_inits
// CHECK-NOT: linalg.fill
// CHECK: gpu.launch
// CHECK: %[[SHARES:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %cst{{.*}}, %{{.*}} = %cst{{.*}}) -> (f32, f32)
// CHECK:   arith.addf
// CHECK:   arith.maximumf
// CHECK: %[[SUM:.*]] = gpu.all_reduce add %[[SHARES]]#0 uniform
// CHECK: %[[MAX:.*]] = gpu.all_reduce maximumf %[[SHARES]]#1 uniform
// CHECK: scf.if
// CHECK-NOT: memref.load %arg1
// CHECK:   %[[S:.*]] = arith.addf %{{.*}}, %[[SUM]]
// CHECK:   memref.store %[[S]], %arg1
// CHECK:   %[[OLD:.*]] = memref.load %arg2
// CHECK:   %[[M:.*]] = arith.maximumf %[[OLD]], %[[MAX]]
// CHECK:   memref.store %[[M]], %arg2
// CHECK-NOT: linalg
func.func @two_inits(%in: memref<64x40xf32>, %sum: memref<64xf32>,
                     %max: memref<64xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%sum : memref<64xf32>)
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<64x40xf32>) outs(%sum, %max : memref<64xf32>, memref<64xf32>) {
  ^bb0(%x: f32, %s: f32, %m: f32):
    %t = arith.addf %s, %x : f32
    %u = arith.maximumf %m, %x : f32
    linalg.yield %t, %u : f32, f32
  }
  return
}

// -----

// What stays one thread per result: a short reduction (8 elements per
// row), an argmax (two inits), a reduction whose accumulator is used
// before the fold, an f16 one, and a reduction on tensors.
// CHECK-LABEL: func.func @stays
// CHECK-NOT: gpu.launch
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT: gpu.launch
func.func @stays(%short: memref<64x8xf32>, %rows: memref<64xf32>,
                 %in: memref<8x64xf32>, %max: memref<8xf32>, %arg: memref<8xi32>,
                 %half: memref<8x64xf16>, %hout: memref<8xf16>,
                 %t: tensor<8x64xf32>, %tout: tensor<8xf32>) -> tensor<8xf32> {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%short : memref<64x8xf32>) outs(%rows : memref<64xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<8x64xf32>) outs(%max, %arg : memref<8xf32>, memref<8xi32>) {
  ^bb0(%x: f32, %m: f32, %a: i32):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i32
    %gt = arith.cmpf ogt, %x, %m : f32
    %nm = arith.select %gt, %x, %m : f32
    %na = arith.select %gt, %ji, %a : i32
    linalg.yield %nm, %na : f32, i32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%in : memref<8x64xf32>) outs(%max : memref<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.mulf %acc, %x : f32
    %s = arith.addf %acc, %y : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%half : memref<8x64xf16>) outs(%hout : memref<8xf16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %acc, %x : f16
    linalg.yield %s : f16
  }
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]} ins(%t : tensor<8x64xf32>) outs(%tout : tensor<8xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
