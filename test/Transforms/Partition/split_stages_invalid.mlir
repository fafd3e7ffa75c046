// RUN: osdp-opt %s --osdp-split-stages=stages=2 --split-input-file --verify-diagnostics
// A hardware profile that cannot be read: the cut has no times to balance.
// RUN: echo 'func.func @main(%%a: tensor<4xf32>) -> tensor<4xf32> { return %%a : tensor<4xf32> }' | not osdp-opt --osdp-split-stages="stages=2 hardware=%t.nonesuch.json" 2>&1 | FileCheck %s --check-prefix=PROFILE
// PROFILE: error: osdp-split-stages: {{.*}}nonesuch
// A count of stages that is neither a number nor auto.
// RUN: echo 'func.func @main(%%a: tensor<4xf32>) -> tensor<4xf32> { return %%a : tensor<4xf32> }' | not osdp-opt --osdp-split-stages="stages=many" 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: osdp-split-stages: stages takes a count or auto, not 'many'

// A tensor split along the stage axis: every stage holds whole tensors.
osdp.mesh @mesh = <[pipe = 2]>
// expected-error @below {{argument #0 is split along the stage axis 'pipe'; stages hold whole tensors of their own}}
func.func @main(%x: tensor<4xf32> {osdp.sharding = #osdp.sharding<@mesh, [{pipe}]>}) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

osdp.mesh @mesh = <[pipe = 2]>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{moves data along the stage axis 'pipe'}}
  %0 = osdp.all_reduce sum %x on @mesh over {pipe} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @below {{osdp-split-stages: 2 stages, but the stage axis 'pipe' has 4 positions}}
osdp.mesh @mesh = <[pipe = 4]>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

osdp.mesh @a = <[data = 2]>
// expected-error @below {{osdp-split-stages: a pipeline runs on one mesh; this module has several}}
osdp.mesh @b = <[model = 2]>
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

// -----

// expected-error @below {{osdp-split-stages: the module has no @main to split}}
module {
  func.func @step(%x: tensor<4xf32>) -> tensor<4xf32> {
    return %x : tensor<4xf32>
  }
}

// -----

// The planner's choice of stages is a count of at least one.
// expected-error @+1 {{'builtin.module' op 'osdp.stage_count' is an integer of at least 1 on a module (a number of pipeline stages)}}
module attributes {osdp.stage_count = 0 : i64} {
}

// -----

// The mark on a sum over microbatches is a unit attribute on an op with one
// result.
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'stablehlo.add' op 'osdp.microbatch_sum' is a unit attribute on an op with one result (a sum over microbatches)}}
  %0 = stablehlo.add %x, %x {osdp.microbatch_sum = 1 : i64} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @below {{'func.return' op 'osdp.microbatch_sum' is a unit attribute on an op with one result (a sum over microbatches)}}
  return {osdp.microbatch_sum} %x : tensor<4xf32>
}
