// RUN: osdp-opt %s --split-input-file --osdp-free-buffers-at-last-use | FileCheck %s

// Each buffer is freed right after its last use, through a view: %a after
// the copy out of its collapsed view, %b after the call that reads its cast.
// CHECK-LABEL: func.func @straight_line
// CHECK: %[[A:.*]] = memref.alloc() : memref<4x4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<16xf32>
// CHECK: linalg.fill {{.*}} outs(%[[A]]
// CHECK: %[[VIEW:.*]] = memref.collapse_shape %[[A]]
// CHECK-NEXT: memref.copy %[[VIEW]], %[[B]]
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: %[[CAST:.*]] = memref.cast %[[B]]
// CHECK-NEXT: call @consume(%[[CAST]])
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: call @other()
// CHECK-NEXT: return
func.func private @consume(memref<*xf32>)
func.func private @other()
func.func @straight_line(%x: f32) {
  %a = memref.alloc() : memref<4x4xf32>
  %b = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4x4xf32>)
  %view = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  memref.copy %view, %b : memref<16xf32> to memref<16xf32>
  %cast = memref.cast %b : memref<16xf32> to memref<*xf32>
  call @consume(%cast) : (memref<*xf32>) -> ()
  call @other() : () -> ()
  memref.dealloc %a : memref<4x4xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

// -----

// A use inside a loop keeps the buffer until the loop ends; a scalar read
// out of it does not extend its life to the scalar's users.
// CHECK-LABEL: func.func @regions_and_loads
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[V:.*]] = memref.load %[[A]]
// CHECK: scf.for
// CHECK: memref.store %[[V]], %[[A]]
// CHECK: }
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: memref.store %[[V]], %{{.*}}
// CHECK-NEXT: return
func.func @regions_and_loads(%out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %a = memref.alloc() : memref<8xf32>
  %v = memref.load %a[%c0] : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    memref.store %v, %a[%i] : memref<8xf32>
  }
  memref.store %v, %out[%c0] : memref<8xf32>
  memref.dealloc %a : memref<8xf32>
  return
}

// -----

// A region that yields the buffer makes its op's result an alias: the
// buffer lives until that result's last use.
// CHECK-LABEL: func.func @yielded
// CHECK: %[[A:.*]] = memref.alloc()
// CHECK: %[[R:.*]] = scf.if
// CHECK: memref.copy %[[R]], %{{.*}}
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: call @other()
func.func private @other()
func.func @yielded(%c: i1, %b: memref<8xf32>, %out: memref<8xf32>) {
  %a = memref.alloc() : memref<8xf32>
  %r = scf.if %c -> memref<8xf32> {
    scf.yield %a : memref<8xf32>
  } else {
    scf.yield %b : memref<8xf32>
  }
  memref.copy %r, %out : memref<8xf32> to memref<8xf32>
  call @other() : () -> ()
  memref.dealloc %a : memref<8xf32>
  return
}

// -----

// What the analysis cannot follow keeps its deallocation: a buffer passed
// to another block, and one freed in a block other than its allocation's.
// CHECK-LABEL: func.func @unmoved
// CHECK: cf.br ^bb1(%{{.*}} : memref<8xf32>)
// CHECK: call @other()
// CHECK-NEXT: memref.dealloc
// CHECK-LABEL: func.func @nested_dealloc
// CHECK: scf.if
// CHECK-NEXT: func.call @other()
// CHECK-NEXT: memref.dealloc
func.func private @other()
func.func @unmoved() {
  %a = memref.alloc() : memref<8xf32>
  cf.br ^bb1(%a : memref<8xf32>)
^bb1(%b: memref<8xf32>):
  call @other() : () -> ()
  memref.dealloc %b : memref<8xf32>
  return
}
func.func @nested_dealloc(%c: i1) {
  %a = memref.alloc() : memref<8xf32>
  scf.if %c {
    func.call @other() : () -> ()
    memref.dealloc %a : memref<8xf32>
  }
  return
}

// -----

// A loop's carried buffer and its result, as the deallocation pipeline
// leaves them when the loop copies what it carries: both freed
// unconditionally at the end, the result through its metadata's base
// buffer. Those two frees prove the result is a buffer of its own, so the
// initial buffer is freed right after the loop, and the result (with its
// metadata) after its last reader.
// CHECK-LABEL: func.func @loop_result
// CHECK: %[[INIT:.*]] = memref.alloc() : memref<16xi32>
// CHECK: %[[R:.*]] = scf.while
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[INIT]]
// CHECK-NEXT: call @consume_i32(%[[R]])
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[R]]
// CHECK-NEXT: memref.dealloc %[[BASE]]
// CHECK-NEXT: call @other()
// CHECK-NEXT: return
func.func private @consume_i32(memref<16xi32>)
func.func private @other()
func.func @loop_result(%go: i1) {
  %init = memref.alloc() : memref<16xi32>
  %r = scf.while (%carried = %init) : (memref<16xi32>) -> memref<16xi32> {
    %copy = memref.alloc() : memref<16xi32>
    memref.copy %carried, %copy : memref<16xi32> to memref<16xi32>
    scf.condition(%go) %copy : memref<16xi32>
  } do {
  ^bb0(%next: memref<16xi32>):
    scf.yield %next : memref<16xi32>
  }
  call @consume_i32(%r) : (memref<16xi32>) -> ()
  call @other() : () -> ()
  memref.dealloc %init : memref<16xi32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r : memref<16xi32> -> memref<i32>, index, index, index
  memref.dealloc %base : memref<i32>
  return
}

// -----

// Freed under a condition, the result may be the initial buffer itself:
// the initial buffer's deallocation stays where it is.
// CHECK-LABEL: func.func @conditional_result
// CHECK: call @other()
// CHECK-NEXT: memref.dealloc %{{.*}} : memref<16xi32>
// CHECK: scf.if
func.func private @consume_i32(memref<16xi32>)
func.func private @other()
func.func @conditional_result(%go: i1, %owned: i1) {
  %init = memref.alloc() : memref<16xi32>
  %r = scf.while (%carried = %init) : (memref<16xi32>) -> memref<16xi32> {
    scf.condition(%go) %carried : memref<16xi32>
  } do {
  ^bb0(%next: memref<16xi32>):
    scf.yield %next : memref<16xi32>
  }
  call @consume_i32(%r) : (memref<16xi32>) -> ()
  call @other() : () -> ()
  memref.dealloc %init : memref<16xi32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %r : memref<16xi32> -> memref<i32>, index, index, index
  scf.if %owned {
    memref.dealloc %base : memref<i32>
  }
  return
}
