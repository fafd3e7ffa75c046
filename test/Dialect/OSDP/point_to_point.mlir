// RUN: osdp-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// A send and a receive print as they parse.
// CHECK-LABEL: func.func @main_stage0
// CHECK:         osdp.send %arg0 to 1 tag 7 on @mesh over {pipe} : tensor<4x8xf32>
// CHECK:         %[[R:.*]] = osdp.recv from 1 tag 0 on @mesh over {pipe} : tensor<4x8xf32>
// CHECK:         return %[[R]]
osdp.mesh @mesh = <[pipe = 2, dp = 2]>
func.func @main_stage0(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> attributes {osdp.stage = 0 : i64} {
  osdp.send %arg0 to 1 tag 7 on @mesh over {pipe} : tensor<4x8xf32>
  %0 = osdp.recv from 1 tag 0 on @mesh over {pipe} : tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// -----

osdp.mesh @mesh = <[pipe = 2, dp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.send' op peer 2 is out of range for a group of 2}}
  osdp.send %arg0 to 2 tag 0 on @mesh over {pipe} : tensor<4x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[pipe = 2]>
func.func @main_stage1() -> tensor<4xf32> attributes {osdp.stage = 1 : i64} {
  // expected-error @+1 {{'osdp.recv' op stage 1 cannot receive from itself}}
  %0 = osdp.recv from 1 tag 0 on @mesh over {pipe} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[pipe = 2]>
func.func @f(%arg0: tensor<4xf32>) {
  // expected-error @+1 {{'osdp.send' op mesh axis 'stage' is not an axis of mesh @mesh}}
  osdp.send %arg0 to 1 tag 0 on @mesh over {stage} : tensor<4xf32>
  return
}

// -----

func.func @f() -> tensor<4xf32> {
  // expected-error @+1 {{'osdp.recv' op '@nowhere' does not name an osdp.mesh}}
  %0 = osdp.recv from 0 tag 0 on @nowhere over {pipe} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{'func.func' op 'osdp.stage' is a non-negative integer on a function (a pipeline stage)}}
func.func @f() attributes {osdp.stage = -1 : i64} {
  return
}

// -----

// expected-error @+1 {{'builtin.module' op 'osdp.stages' is {axis = "...", functions = [{function = @f, inputs = array<i64: ...>, outputs = array<i64: ...>}, ...], microbatches = K, schedule = "..."} on a module}}
module attributes {osdp.stages = {axis = "pipe"}} {
}
