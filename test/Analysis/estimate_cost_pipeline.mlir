// RUN: osdp-opt %s --split-input-file --verify-diagnostics --osdp-estimate-cost="hardware=%S/Inputs/round.json" -o /dev/null | FileCheck %s
// RUN: osdp-opt %s --split-input-file --verify-diagnostics --osdp-estimate-cost="hardware=%S/Inputs/round.json report=%t.json" -o /dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json

// Two microbatches through two stages, worked out by hand on the profile
// of round numbers (Inputs/round.json: 1e12 FLOP/s for f32 products, a
// link of 1e10 B/s and 1 us between two devices of a node). In
// microseconds: each product of 128x256 by 256x64 takes 4.194304; each
// 32768-byte activation crosses the link in 1 + 3.2768 = 4.2768; each
// exponential of 8192 elements takes 0.8192 (a tenth of the vector rate).
//   stage 0: products [0, 4.194304] and [4.194304, 8.388608]; the first
//     send arrives at 8.471104; the second waits for the link, leaves at
//     8.471104 and arrives at 12.747904;
//   stage 1: waits until 8.471104, computes until 9.290304, waits until
//     12.747904, ends at 13.567104: the step.
// The bubble: stage 0 idles 13.567104 - 8.388608 = 5.178496 and stage 1
// 11.928704 of 2 x 13.567104, 63.0%, where equal stages and a free link
// would idle 1 / 3. Stage 1 holds its two results throughout and a
// received activation until its exponential: 98304 bytes at the peak.
// CHECK-LABEL: cost of @main_stage0 on round
// CHECK:       cost of @main_stage1 on round
// CHECK:       pipeline of 2 stages, 2 microbatch(es), 1f1b: step 0.013567 ms, bubble 63.0% (ideal 33.3%)
// CHECK-NEXT:    stage 0: busy 0.008389 ms, waits 0.000000 ms, ends at 0.008389 ms, peak 229376 bytes
// CHECK-NEXT:    stage 1: busy 0.001638 ms, waits 0.011929 ms, ends at 0.013567 ms, peak 98304 bytes
// CHECK-NEXT:    stage 0  |########################################                        |
// CHECK-NEXT:    stage 1  |........................................####................####|

// JSON:      "pipeline": {
// JSON-DAG:    "bubble_fraction": 0.6304
// JSON-DAG:    "microbatches": 2,
// JSON-DAG:    "peak_stage": 0,
// JSON-DAG:    "schedule": "1f1b",
// JSON-DAG:    "step_seconds": 1.3567

module attributes {osdp.stages = {axis = "pipe", functions = [{function = @main_stage0, inputs = array<i64: 0, 1>, outputs = array<i64>}, {function = @main_stage1, inputs = array<i64>, outputs = array<i64: 0, 1>}], microbatches = 2 : i64, schedule = "1f1b"}} {
  osdp.mesh @mesh = <[pipe = 2]>
  func.func @main_stage0(%a: tensor<128x256xf32>, %b: tensor<256x64xf32>) attributes {osdp.stage = 0 : i64} {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x64xf32>) -> tensor<128x64xf32>
    osdp.send %0 to 1 tag 0 on @mesh over {pipe} : tensor<128x64xf32>
    %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x64xf32>) -> tensor<128x64xf32>
    osdp.send %1 to 1 tag 1 on @mesh over {pipe} : tensor<128x64xf32>
    return
  }
  func.func @main_stage1() -> (tensor<128x64xf32>, tensor<128x64xf32>) attributes {osdp.stage = 1 : i64} {
    %0 = osdp.recv from 0 tag 0 on @mesh over {pipe} : tensor<128x64xf32>
    %1 = stablehlo.exponential %0 : tensor<128x64xf32>
    %2 = osdp.recv from 0 tag 1 on @mesh over {pipe} : tensor<128x64xf32>
    %3 = stablehlo.exponential %2 : tensor<128x64xf32>
    return %1, %3 : tensor<128x64xf32>, tensor<128x64xf32>
  }
}

// -----

// A receive no stage sends: the stages would wait forever.
module attributes {osdp.stages = {axis = "pipe", functions = [{function = @main_stage0, inputs = array<i64>, outputs = array<i64>}, {function = @main_stage1, inputs = array<i64>, outputs = array<i64: 0>}], microbatches = 1 : i64, schedule = "1f1b"}} {
  osdp.mesh @mesh = <[pipe = 2]>
  func.func @main_stage0() attributes {osdp.stage = 0 : i64} {
    return
  }
  func.func @main_stage1() -> tensor<4xf32> attributes {osdp.stage = 1 : i64} {
    // expected-error @+1 {{no pipeline stage sends this message before the stage waiting for it needs it}}
    %0 = osdp.recv from 0 tag 3 on @mesh over {pipe} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// Each stage receives before it sends: neither can go on.
module attributes {osdp.stages = {axis = "pipe", functions = [{function = @main_stage0, inputs = array<i64>, outputs = array<i64: 0>}, {function = @main_stage1, inputs = array<i64>, outputs = array<i64: 1>}], microbatches = 1 : i64, schedule = "1f1b"}} {
  osdp.mesh @mesh = <[pipe = 2]>
  func.func @main_stage0() -> tensor<4xf32> attributes {osdp.stage = 0 : i64} {
    // expected-error @+1 {{no pipeline stage sends this message}}
    %0 = osdp.recv from 1 tag 0 on @mesh over {pipe} : tensor<4xf32>
    osdp.send %0 to 1 tag 1 on @mesh over {pipe} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
  func.func @main_stage1() -> tensor<4xf32> attributes {osdp.stage = 1 : i64} {
    %0 = osdp.recv from 0 tag 1 on @mesh over {pipe} : tensor<4xf32>
    osdp.send %0 to 0 tag 0 on @mesh over {pipe} : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// expected-error @+1 {{pipeline stage @gone is not a function with a body in this module}}
module attributes {osdp.stages = {axis = "pipe", functions = [{function = @gone, inputs = array<i64>, outputs = array<i64>}], microbatches = 1 : i64, schedule = "1f1b"}} {
  osdp.mesh @mesh = <[pipe = 1]>
}
