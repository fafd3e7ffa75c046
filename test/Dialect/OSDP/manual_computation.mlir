// RUN: osdp-opt %s --split-input-file --verify-diagnostics | FileCheck %s
// RUN: osdp-opt %s --split-input-file --verify-diagnostics | osdp-opt --split-input-file | FileCheck %s

// A manual computation over both axes of a 4x2 mesh: the body sees the
// local shards and reduces over tp itself.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @matmul_psum
// CHECK: osdp.manual_computation(%arg0, %arg1)
// CHECK-SAME: in [#osdp.sharding<@mesh, [{dp}, {tp}]>, #osdp.sharding<@mesh, [{tp}, {}]>]
// CHECK-SAME: out [#osdp.sharding<@mesh, [{dp}, {}]>] manual {dp, tp}
// CHECK: ^bb0(%[[X:.*]]: tensor<2x8xf32>, %[[W:.*]]: tensor<8x4xf32>):
// CHECK: osdp.all_reduce sum
// CHECK: osdp.yield %{{.*}} : tensor<2x4xf32>
// CHECK: } : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
func.func @matmul_psum(%x: tensor<8x16xf32>, %w: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %0 = osdp.manual_computation(%x, %w)
      in [#osdp.sharding<@mesh, [{dp}, {tp}]>, #osdp.sharding<@mesh, [{tp}, {}]>]
      out [#osdp.sharding<@mesh, [{dp}, {}]>] manual {dp, tp} {
  ^bb0(%a: tensor<2x8xf32>, %b: tensor<8x4xf32>):
    %1 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x8xf32>, tensor<8x4xf32>) -> tensor<2x4xf32>
    %2 = osdp.all_reduce sum %1 on @mesh over {tp} : tensor<2x4xf32>
    osdp.yield %2 : tensor<2x4xf32>
  } : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// Only manual axes divide the body's types: tp is free here, so the body
// sees dimension 1 whole.

osdp.mesh @mesh = <[dp = 4, tp = 2]>

// CHECK-LABEL: func.func @partial_manual
// CHECK: out [#osdp.sharding<@mesh, [{dp}, {}], partial = {tp}>] manual {dp}
// CHECK: ^bb0(%{{.*}}: tensor<2x16xf32>):
func.func @partial_manual(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = osdp.manual_computation(%x)
      in [#osdp.sharding<@mesh, [{dp}, {}]>]
      out [#osdp.sharding<@mesh, [{dp}, {}], partial = {tp}>] manual {dp} {
  ^bb0(%a: tensor<2x16xf32>):
    osdp.yield %a : tensor<2x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @wrong_body_type(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error @+1 {{in sharding #0: the body sees 'tensor<8x16xf32>' but the local shard of 'tensor<8x16xf32>' is 'tensor<2x16xf32>'}}
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{dp}, {}]>]
      out [#osdp.sharding<@mesh, [{}, {}]>] manual {dp} {
  ^bb0(%a: tensor<8x16xf32>):
    osdp.yield %a : tensor<8x16xf32>
  } : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @not_divisible(%x: tensor<6x16xf32>) -> tensor<6x16xf32> {
  // expected-error @+1 {{in sharding #0: the manual axes do not divide 'tensor<6x16xf32>'}}
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{dp}, {}]>]
      out [#osdp.sharding<@mesh, [{}, {}]>] manual {dp} {
  ^bb0(%a: tensor<2x16xf32>):
    %b = stablehlo.concatenate %a, %a, %a, dim = 0 : (tensor<2x16xf32>, tensor<2x16xf32>, tensor<2x16xf32>) -> tensor<6x16xf32>
    osdp.yield %b : tensor<6x16xf32>
  } : (tensor<6x16xf32>) -> tensor<6x16xf32>
  return %0 : tensor<6x16xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @unknown_axis(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{manual axis 'tp' is not an axis of mesh @mesh}}
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{dp}]>]
      out [#osdp.sharding<@mesh, [{dp}]>] manual {tp} {
  ^bb0(%a: tensor<8xf32>):
    osdp.yield %a : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @partial_input(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{in sharding #0 is partial; the body reads whole values}}
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{}], partial = {dp}>]
      out [#osdp.sharding<@mesh, [{}]>] manual {dp} {
  ^bb0(%a: tensor<8xf32>):
    osdp.yield %a : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>

func.func @count_mismatch(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{has 0 in shardings for 1 operands}}
  %0 = osdp.manual_computation(%x) in [] out [#osdp.sharding<@mesh, [{}]>] manual {dp} {
  ^bb0(%a: tensor<8xf32>):
    osdp.yield %a : tensor<8xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4]>
osdp.mesh @other = <[dp = 4]>

func.func @two_meshes(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{out sharding #0: names @other, not @mesh like the first sharding}}
  %0 = osdp.manual_computation(%x) in [#osdp.sharding<@mesh, [{dp}]>]
      out [#osdp.sharding<@other, [{dp}]>] manual {dp} {
  ^bb0(%a: tensor<2xf32>):
    osdp.yield %a : tensor<2xf32>
  } : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
