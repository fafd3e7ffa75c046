// RUN: osdp-opt %s --osdp-elide-donated-copies | FileCheck %s

// After bufferization, result 0 (donated by argument 0) lives in argument
// 0's buffer and the caller passes that buffer as its out-parameter too:
// the copy into it goes. The copy of another argument into it, and the
// copy into the out-parameter of a result that was not donated, stay. The
// donor mark is gone afterwards (LLVM's translation would warn on it).
// CHECK-LABEL: func.func @step
// CHECK-SAME: (%[[P:.*]]: memref<16xf32> {{.*}}, %[[G:.*]]: memref<16xf32>, %[[OUT0:.*]]: memref<16xf32>, %[[OUT1:.*]]: memref<16xf32>)
// CHECK-NOT: memref.copy %[[P]], %[[OUT0]]
// CHECK: memref.copy %[[G]], %[[OUT0]]
// CHECK: memref.copy %[[G]], %[[OUT1]]
// CHECK-NOT: memref.copy
// CHECK: return
func.func @step(%p: memref<16xf32> {bufferization.writable = true, tf.aliasing_output = 0 : i32},
                %g: memref<16xf32>,
                %out0: memref<16xf32> {osdp.donor_argument = 0 : i64},
                %out1: memref<16xf32>) {
  memref.copy %p, %out0 : memref<16xf32> to memref<16xf32>
  memref.copy %g, %out0 : memref<16xf32> to memref<16xf32>
  memref.copy %g, %out1 : memref<16xf32> to memref<16xf32>
  return
}
