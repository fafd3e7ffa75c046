// RUN: osdp-opt %s | FileCheck %s
// RUN: osdp-opt %s | osdp-opt | FileCheck %s
// RUN: cat %s | osdp-opt - -o - | FileCheck %s
// RUN: osdp-opt --inline %s | FileCheck %s --check-prefix=INLINE

// CHECK-LABEL: func.func public @main
// INLINE-LABEL: func.func public @main
func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: call @helper
  // INLINE-NOT: call
  // INLINE: return %arg0
  %0 = call @helper(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
func.func private @helper(%arg0: tensor<4xf32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}
