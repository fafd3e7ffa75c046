// RUN: osdp-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(osdp-merge-elementwise),canonicalize)' | FileCheck %s
// (Run, with the rest of the cuda target's kernels, as loops on the CPU
// against XLA: test/Runtime/gpu_emulation.test, through every corpus
// step's optimiser update.)

// Adam's update of one parameter: the two moments, then the parameter
// from them. One op: the moments are computed once in its body and the
// parameter's update takes them from there, not from memory; all three
// results are stored, as the function returns them. The gradient, read by
// both moments through the same map, is one input.
// CHECK-LABEL: func.func @adam
// CHECK:       linalg.generic
// CHECK-SAME:    ins(%arg0, %arg1, %arg2, %arg3 : memref<64xf32>, memref<64xf32>, memref<64xf32>, memref<64xf32>)
// CHECK-SAME:    outs(%arg4, %arg5, %arg6 : memref<64xf32>, memref<64xf32>, memref<64xf32>)
// CHECK-NEXT:  ^bb0(%[[G:[a-z0-9_]+]]: f32, %[[M:[a-z0-9_]+]]: f32, %[[V:[a-z0-9_]+]]: f32, %[[P:[a-z0-9_]+]]: f32,
// CHECK:         %[[M2:.*]] = arith.addf
// CHECK:         %[[GG:.*]] = arith.mulf %[[G]], %[[G]]
// CHECK:         %[[V2:.*]] = arith.addf
// CHECK:         %[[R:.*]] = math.sqrt %[[V2]]
// CHECK:         %[[Q:.*]] = arith.divf %[[M2]], %[[R]]
// CHECK:         %[[P2:.*]] = arith.subf %[[P]], %[[Q]]
// CHECK:         linalg.yield %[[M2]], %[[V2]], %[[P2]]
// CHECK-NOT:   linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @adam(%g: memref<64xf32>, %m: memref<64xf32>, %v: memref<64xf32>, %p: memref<64xf32>,
                %m_out: memref<64xf32>, %v_out: memref<64xf32>, %p_out: memref<64xf32>) {
  %b1 = arith.constant 0.9 : f32
  %b2 = arith.constant 0.999 : f32
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %m : memref<64xf32>, memref<64xf32>) outs(%m_out : memref<64xf32>) {
  ^bb0(%x: f32, %a: f32, %o: f32):
    %s = arith.mulf %a, %b1 : f32
    %t = arith.addf %s, %x : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%g, %v : memref<64xf32>, memref<64xf32>) outs(%v_out : memref<64xf32>) {
  ^bb0(%x: f32, %a: f32, %o: f32):
    %xx = arith.mulf %x, %x : f32
    %s = arith.mulf %a, %b2 : f32
    %t = arith.addf %s, %xx : f32
    linalg.yield %t : f32
  }
  linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
      ins(%p, %m_out, %v_out : memref<64xf32>, memref<64xf32>, memref<64xf32>) outs(%p_out : memref<64xf32>) {
  ^bb0(%w: f32, %mm: f32, %vv: f32, %o: f32):
    %r = math.sqrt %vv : f32
    %q = arith.divf %mm, %r : f32
    %n = arith.subf %w, %q : f32
    linalg.yield %n : f32
  }
  return
}

// -----

// An intermediate buffer nothing but the later op reads: no longer stored,
// and its allocation goes. Its deallocation between the two and the
// deallocation of the first op's input move after the merged op.
// CHECK-LABEL: func.func @intermediate
// CHECK-NOT:   memref.alloc
// CHECK:       linalg.generic {{.*}} ins(%arg0 : memref<8x32xf32>) outs(%arg1 : memref<8x32xf32>)
// CHECK:         math.exp
// CHECK:         arith.addf
// CHECK:         linalg.yield %{{.*}} : f32
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.dealloc %arg0
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @intermediate(%x: memref<8x32xf32>, %out: memref<8x32xf32>) {
  %one = arith.constant 1.0 : f32
  %e = memref.alloc() : memref<8x32xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x32xf32>) outs(%e : memref<8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  memref.dealloc %x : memref<8x32xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%e : memref<8x32xf32>) outs(%out : memref<8x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %one : f32
    linalg.yield %r : f32
  }
  memref.dealloc %e : memref<8x32xf32>
  return
}

// -----

// Two updates of parameters of one shape, apart: the first moves down past
// a product (a call that uses neither's buffers) and a view, and they are
// one op.
// CHECK-LABEL: func.func @apart
// CHECK:       call @gemm
// CHECK:       linalg.generic {{.*}} ins(%arg0, %arg1, %arg2, %arg3 : {{.*}}) outs(%arg4, %arg5 :
// CHECK-NOT:   linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func private @gemm(memref<*xf32>, memref<*xf32>)
func.func @apart(%p: memref<16xf32>, %g: memref<16xf32>, %q: memref<16xf32>, %h: memref<16xf32>,
                 %p_out: memref<16xf32>, %q_out: memref<16xf32>,
                 %a: memref<4x4xf32>, %c: memref<4x4xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%p, %g : memref<16xf32>, memref<16xf32>) outs(%p_out : memref<16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  }
  %ua = memref.cast %a : memref<4x4xf32> to memref<*xf32>
  %uc = memref.cast %c : memref<4x4xf32> to memref<*xf32>
  func.call @gemm(%ua, %uc) : (memref<*xf32>, memref<*xf32>) -> ()
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
      ins(%q, %h : memref<16xf32>, memref<16xf32>) outs(%q_out : memref<16xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// Left apart: a later op reading the earlier one's result transposed (one
// thread would read another's element), an op between that reads the
// earlier one's result (the copy), one between that may write what it
// reads (the call), a later op that writes what the earlier one reads, and
// ops of different sizes.
// CHECK-LABEL: func.func @apart_kept
// CHECK-COUNT-2: linalg.generic
// CHECK:       memref.copy
// CHECK-NEXT:  linalg.generic
// CHECK:       call @touch
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT:   linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#id1 = affine_map<(d0) -> (d0)>
func.func private @touch(memref<*xf32>)
func.func @apart_kept(%x: memref<32x32xf32>, %y: memref<32x32xf32>, %z: memref<32x32xf32>,
                      %w: memref<32x32xf32>, %u: memref<32xf32>, %v: memref<32xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<32x32xf32>) outs(%y : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#t, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y : memref<32x32xf32>) outs(%z : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  }
  memref.copy %z, %w : memref<32x32xf32> to memref<32x32xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : memref<32x32xf32>) outs(%x : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  %ux = memref.cast %w : memref<32x32xf32> to memref<*xf32>
  func.call @touch(%ux) : (memref<*xf32>) -> ()
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%z : memref<32x32xf32>) outs(%y : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%w : memref<32x32xf32>) outs(%z : memref<32x32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%u : memref<32xf32>) outs(%v : memref<32xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// A concatenation's three parts, copies into disjoint subviews of one
// buffer: one op writing the three parts.
// CHECK-LABEL: func.func @concatenation
// CHECK:       linalg.generic
// CHECK-SAME:    ins(%arg0, %arg1, %arg2 :
// CHECK-SAME:    outs(%{{.*}}, %{{.*}}, %{{.*}} : memref<8x16xf32, strided<[48, 1]>>, memref<8x16xf32, strided<[48, 1], offset: 16>>, memref<8x16xf32, strided<[48, 1], offset: 32>>)
// CHECK-NOT:   linalg.generic
// CHECK-NOT:   linalg.copy
func.func @concatenation(%q: memref<8x16xf32>, %k: memref<8x16xf32>, %v: memref<8x16xf32>,
                         %qkv: memref<8x48xf32>) {
  %a = memref.subview %qkv[0, 0] [8, 16] [1, 1] : memref<8x48xf32> to memref<8x16xf32, strided<[48, 1]>>
  linalg.copy ins(%q : memref<8x16xf32>) outs(%a : memref<8x16xf32, strided<[48, 1]>>)
  %b = memref.subview %qkv[0, 16] [8, 16] [1, 1] : memref<8x48xf32> to memref<8x16xf32, strided<[48, 1], offset: 16>>
  linalg.copy ins(%k : memref<8x16xf32>) outs(%b : memref<8x16xf32, strided<[48, 1], offset: 16>>)
  %c = memref.subview %qkv[0, 32] [8, 16] [1, 1] : memref<8x48xf32> to memref<8x16xf32, strided<[48, 1], offset: 32>>
  linalg.copy ins(%v : memref<8x16xf32>) outs(%c : memref<8x16xf32, strided<[48, 1], offset: 32>>)
  return
}

// -----

// Overlapping parts of one buffer are not merged: the later copy's part
// overlaps the earlier one's.
// CHECK-LABEL: func.func @overlap
// CHECK-COUNT-2: linalg.generic
func.func @overlap(%q: memref<8x16xf32>, %k: memref<8x16xf32>, %qkv: memref<8x48xf32>) {
  %a = memref.subview %qkv[0, 0] [8, 16] [1, 1] : memref<8x48xf32> to memref<8x16xf32, strided<[48, 1]>>
  linalg.copy ins(%q : memref<8x16xf32>) outs(%a : memref<8x16xf32, strided<[48, 1]>>)
  %b = memref.subview %qkv[0, 8] [8, 16] [1, 1] : memref<8x48xf32> to memref<8x16xf32, strided<[48, 1], offset: 8>>
  linalg.copy ins(%k : memref<8x16xf32>) outs(%b : memref<8x16xf32, strided<[48, 1], offset: 8>>)
  return
}

// -----

// A gather, whose payload loads a table from outside it: it may not move
// down past a store into the table, nor may a later op whose payload loads
// from what an earlier one writes merge with it (another iteration wrote
// the element it loads).
// CHECK-LABEL: func.func @payload_loads
// CHECK:       linalg.generic {{.*}} outs(%arg2 : memref<8x16xf32>)
// CHECK:       memref.store {{.*}}, %arg0
// CHECK:       linalg.generic {{.*}} outs(%arg3 : memref<8x16xf32>)
// CHECK:       linalg.generic {{.*}} outs(%arg4 : memref<8x16xf32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @payload_loads(%table: memref<32x16xf32>, %tokens: memref<8xindex>,
                         %rows: memref<8x16xf32>, %other: memref<8x16xf32>,
                         %shifted: memref<8x16xf32>, %x: memref<8x16xf32>) {
  linalg.generic {indexing_maps = [#row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%tokens : memref<8xindex>) outs(%rows : memref<8x16xf32>) {
  ^bb0(%t: index, %o: f32):
    %j = linalg.index 1 : index
    %v = memref.load %table[%t, %j] : memref<32x16xf32>
    linalg.yield %v : f32
  }
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  memref.store %zero, %table[%c0, %c0] : memref<32x16xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%other : memref<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %e = math.exp %a : f32
    linalg.yield %e : f32
  }
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
      outs(%shifted : memref<8x16xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %c7 = arith.constant 7 : index
    %n = arith.addi %i, %c1 : index
    %k = arith.minui %n, %c7 : index
    %v = memref.load %other[%k, %j] : memref<8x16xf32>
    linalg.yield %v : f32
  }
  return
}

// -----

// An op between that reads what the earlier op writes moves down with it,
// after the merged op, with what uses its results and the deallocations
// of what they use (here a row sum of the earlier result and its copy);
// one that writes what the later op reads may not.
// CHECK-LABEL: func.func @moves_along
// CHECK:       linalg.generic {{.*}} outs(%arg1, %arg2 : memref<8x16xf32>, memref<8x16xf32>)
// CHECK-NEXT:  ^bb0
// CHECK-NEXT:    math.exp
// CHECK-NEXT:    math.log
// CHECK:       linalg.generic {{.*}} ins(%arg1 : memref<8x16xf32>) outs(%[[SUM:.*]] : memref<8xf32>)
// CHECK:       linalg.generic {{.*}} ins(%[[SUM]] : memref<8xf32>) outs(%arg3 : memref<8xf32>)
// CHECK:       memref.dealloc %[[SUM]]
// CHECK-NEXT:  return
// CHECK-LABEL: func.func @stays
// CHECK-COUNT-3: linalg.generic
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @moves_along(%x: memref<8x16xf32>, %e: memref<8x16xf32>,
                       %l: memref<8x16xf32>, %s: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%e : memref<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  }
  %sum = memref.alloc() : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : memref<8x16xf32>) outs(%sum : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  }
  linalg.copy ins(%sum : memref<8xf32>) outs(%s : memref<8xf32>)
  memref.dealloc %sum : memref<8xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%l : memref<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.log %a : f32
    linalg.yield %v : f32
  }
  return
}

func.func @stays(%x: memref<8x16xf32>, %e: memref<8x16xf32>,
                 %l: memref<8x16xf32>, %s: memref<8xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<8x16xf32>) outs(%e : memref<8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e : memref<8x16xf32>) outs(%s : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %o : f32
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : memref<8x16xf32>, memref<8xf32>) outs(%l : memref<8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = math.log %a : f32
    %w = arith.addf %v, %b : f32
    linalg.yield %w : f32
  }
  return
}

// -----

// Scalar updates merge too (Adam's step count and its two bias
// corrections, all reading the count): one op of no loops, one kernel of
// one thread where there were three; the update between stays apart.
// CHECK-LABEL: func.func @scalars
// CHECK:       linalg.generic {{.*}} ins(%arg0 : memref<8xf32>) outs(%arg4 : memref<8xf32>)
// CHECK:       linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}], iterator_types = []}
// CHECK-SAME:    ins(%arg1 : memref<i32>) outs(%arg2, %arg3, %arg5 : memref<i32>, memref<f32>, memref<f32>)
// CHECK:         arith.addi
// CHECK:         math.powf
// CHECK:         math.powf
// CHECK-NOT:   linalg.generic
#s = affine_map<() -> ()>
#v = affine_map<(d0) -> (d0)>
func.func @scalars(%x: memref<8xf32>, %count: memref<i32>, %next: memref<i32>,
                   %c1: memref<f32>, %y: memref<8xf32>, %c2: memref<f32>) {
  linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%count : memref<i32>) outs(%next : memref<i32>) {
  ^bb0(%n: i32, %o: i32):
    %one = arith.constant 1 : i32
    %t = arith.addi %n, %one : i32
    linalg.yield %t : i32
  }
  linalg.generic {indexing_maps = [#v, #v], iterator_types = ["parallel"]}
      ins(%x : memref<8xf32>) outs(%y : memref<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.negf %a : f32
    linalg.yield %v : f32
  }
  linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%count : memref<i32>) outs(%c1 : memref<f32>) {
  ^bb0(%n: i32, %o: f32):
    %b = arith.constant 0.9 : f32
    %f = arith.sitofp %n : i32 to f32
    %p = math.powf %b, %f : f32
    linalg.yield %p : f32
  }
  linalg.generic {indexing_maps = [#s, #s], iterator_types = []}
      ins(%count : memref<i32>) outs(%c2 : memref<f32>) {
  ^bb0(%n: i32, %o: f32):
    %b = arith.constant 0.999 : f32
    %f = arith.sitofp %n : i32 to f32
    %p = math.powf %b, %f : f32
    linalg.yield %p : f32
  }
  return
}
