// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-shared-memory-transposes),canonicalize)' | FileCheck %s
// (Executed against XLA, with the kernels emulated: transposes.test.)

// A 100 x 70 matrix transposed: a block of 32 x 8 threads per 32 x 32 tile
// (3 tiles of the 70 rows by 4 of the 100 columns, linearised on x), whose
// threads first copy the input's tile into shared memory along its
// contiguous rows (the thread's x picks the row), then, after a barrier,
// write the output along its contiguous columns (x picks the column),
// reading the tile transposed. Both halves guard the last, partial tiles.
// CHECK-LABEL: func.func @transpose
// CHECK:       gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c12, %{{.*}} = %c1, %{{.*}} = %c1) threads(%[[TX:.*]], %[[TY:.*]], %{{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c8, %{{.*}} = %c1) workgroup(%[[TILE:.*]] : memref<32x33xf32, #gpu.address_space<workgroup>>)
// CHECK-DAG:     %[[COLTILE:.*]] = arith.remui %[[BX]], %c4
// CHECK-DAG:     %[[ROWTILE:.*]] = arith.divui %[[BX]], %c4
// CHECK-DAG:     %[[ROW0:.*]] = arith.muli %[[ROWTILE]], %c32
// CHECK-DAG:     %[[COL0:.*]] = arith.muli %[[COLTILE]], %c32
// CHECK:         scf.for %[[K:.*]] = %c0 to %c4 step %c1 {
// CHECK:           %[[K8:.*]] = arith.muli %[[K]], %c8
// CHECK:           %[[I:.*]] = arith.addi %[[TY]], %[[K8]]
// CHECK-DAG:       %[[ROW:.*]] = arith.addi %[[ROW0]], %[[TX]]
// CHECK-DAG:       %[[COL:.*]] = arith.addi %[[COL0]], %[[I]]
// CHECK-DAG:       arith.cmpi ult, %[[ROW]], %c70
// CHECK-DAG:       arith.cmpi ult, %[[COL]], %c100
// CHECK:           scf.if
// CHECK-NEXT:        %[[X:.*]] = memref.load %arg0[%[[COL]], %[[ROW]]] : memref<100x70xf32>
// CHECK-NEXT:        memref.store %[[X]], %[[TILE]][%[[I]], %[[TX]]]
// CHECK:         gpu.barrier
// CHECK:         scf.for %[[K2:.*]] = %c0 to %c4 step %c1 {
// CHECK:           %[[K28:.*]] = arith.muli %[[K2]], %c8
// CHECK:           %[[J:.*]] = arith.addi %[[TY]], %[[K28]]
// CHECK-DAG:       %[[ROW2:.*]] = arith.addi %[[ROW0]], %[[J]]
// CHECK-DAG:       %[[COL2:.*]] = arith.addi %[[COL0]], %[[TX]]
// CHECK:           scf.if
// CHECK-NEXT:        %[[Y:.*]] = memref.load %[[TILE]][%[[TX]], %[[J]]]
// CHECK-NEXT:        memref.store %[[Y]], %arg1[%[[ROW2]], %[[COL2]]] : memref<70x100xf32>
// CHECK-NOT:   linalg.generic
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @transpose(%in: memref<100x70xf32>, %out: memref<70x100xf32>) {
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%in : memref<100x70xf32>) outs(%out : memref<70x100xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// An attention's keys, [batch, sequence, heads, depth] moved to
// [batch, heads, depth, sequence]: the tile spans depth (the input's
// contiguous loop, d2) and sequence (the output's, d3); the batch and the
// heads index the blocks with the tiles, 2 x 4 x 1 x 2 of them. The input
// is a strided view (a third of a fused projection).
// CHECK-LABEL: func.func @keys
// CHECK:       gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %c16, %{{.*}} = %c1, %{{.*}} = %c1) threads({{.*}}) in (%{{.*}} = %c32, %{{.*}} = %c8, %{{.*}} = %c1) workgroup(%[[TILE:.*]] : memref<32x33xf32, #gpu.address_space<workgroup>>)
// CHECK-DAG:     %[[COLTILE:.*]] = arith.remui %[[BX]], %c2
// CHECK-DAG:     %[[REST:.*]] = arith.divui %[[BX]], %c2
// CHECK-DAG:     %[[HEAD:.*]] = arith.remui %[[REST]], %c4
// CHECK-DAG:     %[[BATCH:.*]] = arith.divui %[[REST]], %c4
// CHECK:         scf.for
// CHECK:           memref.load %arg0[%[[BATCH]], %{{.*}}, %[[HEAD]], %{{.*}}] : memref<2x64x4x32xf32, strided<[24576, 384, 32, 1], offset: 128>>
// CHECK:         gpu.barrier
// CHECK:         scf.for
// CHECK:           memref.store %{{.*}}, %arg1[%[[BATCH]], %[[HEAD]], %{{.*}}, %{{.*}}] : memref<2x4x32x64xf32>
#in = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @keys(%in: memref<2x64x4x32xf32, strided<[24576, 384, 32, 1], offset: 128>>,
                %out: memref<2x4x32x64xf32>) {
  linalg.generic {indexing_maps = [#in, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%in : memref<2x64x4x32xf32, strided<[24576, 384, 32, 1], offset: 128>>)
      outs(%out : memref<2x4x32x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}

// -----

// A weight's update reading its gradient transposed, with the weight and
// a scalar step read as they are: one tile, for the gradient; the weight
// is loaded at the output's element after the barrier, and the payload
// computed there.
// CHECK-LABEL: func.func @update
// CHECK:       gpu.launch {{.*}} workgroup(%[[TILE:.*]] : memref<32x33xf32, #gpu.address_space<workgroup>>) {
// CHECK-NOT:     workgroup
// CHECK:         memref.load %arg1
// CHECK:         memref.store %{{.*}}, %[[TILE]]
// CHECK:         gpu.barrier
// CHECK:         scf.if
// CHECK-DAG:       %[[G:.*]] = memref.load %[[TILE]]
// CHECK-DAG:       %[[W:.*]] = memref.load %arg0[%[[ROW:.*]], %[[COL:.*]]] : memref<64x96xf32>
// CHECK-DAG:       %[[LR:.*]] = memref.load %arg2[] : memref<f32>
// CHECK:           %[[STEP:.*]] = arith.mulf %[[G]], %[[LR]]
// CHECK:           %[[NEW:.*]] = arith.subf %[[W]], %[[STEP]]
// CHECK:           memref.store %[[NEW]], %arg3[%[[ROW]], %[[COL]]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#s = affine_map<(d0, d1) -> ()>
func.func @update(%w: memref<64x96xf32>, %g: memref<96x64xf32>,
                  %lr: memref<f32>, %out: memref<64x96xf32>) {
  linalg.generic {indexing_maps = [#id, #t, #s, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w, %g, %lr : memref<64x96xf32>, memref<96x64xf32>, memref<f32>)
      outs(%out : memref<64x96xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %o: f32):
    %step = arith.mulf %b, %c : f32
    %new = arith.subf %a, %step : f32
    linalg.yield %new : f32
  }
  return
}

// -----

// Two inputs transposed along different loops: the first one's loop (d0)
// is the tile's, so it alone goes through shared memory; the second, an
// i32 contiguous along d1, is read from memory as it is.
// CHECK-LABEL: func.func @two_rows
// CHECK:       gpu.launch {{.*}} workgroup(%[[TILE:.*]] : memref<32x33xi32, #gpu.address_space<workgroup>>) {
// CHECK:         memref.store %{{.*}}, %[[TILE]]
// CHECK:         gpu.barrier
// CHECK:         scf.if
// CHECK-DAG:       memref.load %[[TILE]]
// CHECK-DAG:       memref.load %arg1[%{{.*}}, %{{.*}}, %{{.*}}] : memref<40x32x33xi32>
// CHECK:           arith.addi
#p = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#q = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @two_rows(%p: memref<33x40x32xi32>, %q: memref<40x32x33xi32>,
                    %out: memref<32x33x40xi32>) {
  linalg.generic {indexing_maps = [#p, #q, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%p, %q : memref<33x40x32xi32>, memref<40x32x33xi32>)
      outs(%out : memref<32x33x40xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %s = arith.addi %a, %b : i32
    linalg.yield %s : i32
  }
  return
}

// -----

// Eight inputs read transposed (updates merged by osdp-merge-elementwise):
// seven tiles of 4,224 bytes fit in the 32 KiB the tiles may take, and the
// eighth input is read from memory as it is.
// CHECK-LABEL: func.func @many_tiles
// CHECK:       gpu.launch {{.*}} workgroup(%{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x33xf32, #gpu.address_space<workgroup>>) {
// CHECK:         gpu.barrier
// CHECK:         memref.load %arg7[%[[COL:.*]], %[[ROW:.*]]] : memref<32x32xf32>
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @many_tiles(%a0: memref<32x32xf32>, %a1: memref<32x32xf32>, %a2: memref<32x32xf32>,
                      %a3: memref<32x32xf32>, %a4: memref<32x32xf32>, %a5: memref<32x32xf32>,
                      %a6: memref<32x32xf32>, %a7: memref<32x32xf32>, %out: memref<32x32xf32>) {
  linalg.generic {indexing_maps = [#t, #t, #t, #t, #t, #t, #t, #t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a0, %a1, %a2, %a3, %a4, %a5, %a6, %a7 : memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>, memref<32x32xf32>)
      outs(%out : memref<32x32xf32>) {
  ^bb0(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %x5: f32, %x6: f32, %x7: f32, %o: f32):
    %s0 = arith.addf %x0, %x1 : f32
    %s1 = arith.addf %s0, %x2 : f32
    %s2 = arith.addf %s1, %x3 : f32
    %s3 = arith.addf %s2, %x4 : f32
    %s4 = arith.addf %s3, %x5 : f32
    %s5 = arith.addf %s4, %x6 : f32
    %s6 = arith.addf %s5, %x7 : f32
    linalg.yield %s6 : f32
  }
  return
}

// -----

// Left to the parallel loops: a transpose that keeps the contiguous
// dimension (the heads moved before the sequence), one whose output rows
// are shorter than a tile, one of dynamic shape, a reduction, a payload
// reading the output, a transposed output, a transposed input also read
// as it is, and one written in place.
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT:   gpu.launch
// CHECK-COUNT-8: linalg.generic
// CHECK-NOT:   gpu.launch
#heads = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @left_alone(%h: memref<2x40x3x32xf32>, %ho: memref<2x3x40x32xf32>,
                      %s: memref<16x80xf32>, %so: memref<80x16xf32>,
                      %d: memref<?x64xf32>, %do: memref<64x?xf32>,
                      %m: memref<64x64xf32>, %mo: memref<64x64xf32>,
                      %r: memref<64xf32>) {
  linalg.generic {indexing_maps = [#heads, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%h : memref<2x40x3x32xf32>) outs(%ho : memref<2x3x40x32xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : memref<16x80xf32>) outs(%so : memref<80x16xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%d : memref<?x64xf32>) outs(%do : memref<64x?xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#t, #row], iterator_types = ["parallel", "reduction"]}
      ins(%m : memref<64x64xf32>) outs(%r : memref<64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %a = arith.addf %x, %o : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<64x64xf32>) outs(%mo : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %a = arith.addf %x, %o : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#t, #t], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<64x64xf32>) outs(%mo : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  linalg.generic {indexing_maps = [#t, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %m : memref<64x64xf32>, memref<64x64xf32>) outs(%mo : memref<64x64xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %a = arith.addf %x, %y : f32
    linalg.yield %a : f32
  }
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<64x64xf32>) outs(%m : memref<64x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  }
  return
}
