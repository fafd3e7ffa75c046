// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-merge-column-reductions))' | FileCheck %s

// A layer norm's bias and scale gradients and a dense layer's bias
// gradient beside them: three column reductions of one loop space, each
// init filled first. They become one op at the last one's place, of three
// inits, that reads the upstream gradient once; the fills stay before it.
// CHECK-LABEL: func.func @norm_gradients
// CHECK-COUNT-3: linalg.fill
// CHECK-NEXT:  linalg.generic
// CHECK-SAME:    iterator_types = ["reduction", "reduction", "parallel"]
// CHECK-SAME:    ins(%arg0, %arg1, %arg2 : memref<4x64x128xf32>, memref<4x64x128xf32>, memref<4x64x128xf32>)
// CHECK-SAME:    outs(%arg3, %arg4, %arg5 : memref<128xf32>, memref<128xf32>, memref<128xf32>)
// CHECK-NEXT:  ^bb0(%[[DY:.*]]: f32, %[[XHAT:.*]]: f32, %[[DZ:.*]]: f32, %[[B:.*]]: f32, %[[S:.*]]: f32, %[[C:.*]]: f32):
// CHECK-NEXT:    %[[NB:.*]] = arith.addf %[[B]], %[[DY]]
// CHECK-NEXT:    %[[P:.*]] = arith.mulf %[[DY]], %[[XHAT]]
// CHECK-NEXT:    %[[NS:.*]] = arith.addf %[[S]], %[[P]]
// CHECK-NEXT:    %[[NC:.*]] = arith.addf %[[C]], %[[DZ]]
// CHECK-NEXT:    linalg.yield %[[NB]], %[[NS]], %[[NC]]
// CHECK-NOT:   linalg.generic
#x = affine_map<(b, s, n) -> (b, s, n)>
#col = affine_map<(b, s, n) -> (n)>
func.func @norm_gradients(%dy: memref<4x64x128xf32>, %xhat: memref<4x64x128xf32>,
                          %dz: memref<4x64x128xf32>, %db: memref<128xf32>,
                          %ds: memref<128xf32>, %dc: memref<128xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%db : memref<128xf32>)
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%dy : memref<4x64x128xf32>) outs(%db : memref<128xf32>) {
  ^bb0(%g: f32, %acc: f32):
    %s = arith.addf %acc, %g : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%ds : memref<128xf32>)
  linalg.generic {indexing_maps = [#x, #x, #col], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%dy, %xhat : memref<4x64x128xf32>, memref<4x64x128xf32>) outs(%ds : memref<128xf32>) {
  ^bb0(%g: f32, %h: f32, %acc: f32):
    %p = arith.mulf %g, %h : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.fill ins(%zero : f32) outs(%dc : memref<128xf32>)
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "reduction", "parallel"]}
      ins(%dz : memref<4x64x128xf32>) outs(%dc : memref<128xf32>) {
  ^bb0(%g: f32, %acc: f32):
    %s = arith.addf %acc, %g : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// An op between that reads the earlier result (JAX adds a gradient to a
// zero of its own) moves down after the merged op, with the deallocation
// of what it read.
// CHECK-LABEL: func.func @copy_between
// CHECK:       %[[SUM:.*]] = memref.alloc() : memref<128xf32>
// CHECK:       linalg.generic {{.*}} outs(%[[SUM]], %arg2 : memref<128xf32>, memref<128xf32>)
// CHECK:       linalg.generic {{.*}} ins(%[[SUM]] : memref<128xf32>) outs(%arg3 : memref<128xf32>)
// CHECK:       memref.dealloc %[[SUM]]
#x = affine_map<(r, n) -> (r, n)>
#col = affine_map<(r, n) -> (n)>
func.func @copy_between(%dy: memref<256x128xf32>, %dz: memref<256x128xf32>,
                        %dc: memref<128xf32>, %db: memref<128xf32>) {
  %sum = memref.alloc() : memref<128xf32>
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%dy : memref<256x128xf32>) outs(%sum : memref<128xf32>) {
  ^bb0(%g: f32, %acc: f32):
    %s = arith.addf %acc, %g : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(n) -> (n)>, affine_map<(n) -> (n)>], iterator_types = ["parallel"]}
      ins(%sum : memref<128xf32>) outs(%db : memref<128xf32>) {
  ^bb0(%v: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %s = arith.addf %zero, %v : f32
    linalg.yield %s : f32
  }
  memref.dealloc %sum : memref<128xf32>
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%dz : memref<256x128xf32>) outs(%dc : memref<128xf32>) {
  ^bb0(%g: f32, %acc: f32):
    %s = arith.addf %acc, %g : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Not merged: a reduction that reads another's result (a variance of
// values less their mean), whose values are final only after the last
// row; reductions of other loop sizes or iterator types; a row
// reduction, which a block per row reads contiguously; a reduction of
// fewer than 32 columns; and one past a store into what it reads.
// CHECK-LABEL: func.func @apart
// CHECK-COUNT-7: linalg.generic
// CHECK-NOT:   linalg.generic
#x = affine_map<(r, n) -> (r, n)>
#col = affine_map<(r, n) -> (n)>
#row = affine_map<(n, r) -> (n)>
#t = affine_map<(n, r) -> (n, r)>
func.func @apart(%x: memref<256x128xf32>, %y: memref<128x256xf32>,
                 %w: memref<256x16xf32>, %mean: memref<128xf32>,
                 %var: memref<128xf32>, %small: memref<200x128xf32>,
                 %other: memref<128xf32>, %rows: memref<128xf32>,
                 %narrow: memref<16xf32>, %last: memref<128xf32>) {
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<256x128xf32>) outs(%mean : memref<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#x, #col, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x, %mean : memref<256x128xf32>, memref<128xf32>) outs(%var : memref<128xf32>) {
  ^bb0(%v: f32, %m: f32, %acc: f32):
    %d = arith.subf %v, %m : f32
    %q = arith.mulf %d, %d : f32
    %s = arith.addf %acc, %q : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%small : memref<200x128xf32>) outs(%other : memref<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#t, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<128x256xf32>) outs(%rows : memref<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%w : memref<256x16xf32>) outs(%narrow : memref<16xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %zero, %x[%c0, %c0] : memref<256x128xf32>
  linalg.generic {indexing_maps = [#x, #col], iterator_types = ["reduction", "parallel"]}
      ins(%x : memref<256x128xf32>) outs(%last : memref<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [#t, #row], iterator_types = ["parallel", "reduction"]}
      ins(%y : memref<128x256xf32>) outs(%rows : memref<128xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %acc, %v : f32
    linalg.yield %s : f32
  }
  return
}
