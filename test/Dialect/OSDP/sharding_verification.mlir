// RUN: osdp-opt %s -split-input-file -verify-diagnostics

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{mesh axis 'dp' is used more than once in the sharding}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}, {dp}]>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// A partial axis cannot also split a dimension.
// expected-error @+1 {{mesh axis 'tp' is used more than once in the sharding}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{tp}, {}], partial = {tp}>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{mesh axis 'dp' is used more than once in the sharding}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp, tp, dp}, {}]>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{unknown reduction kind 'mean'}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}], partial<mean> = {dp}>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{'func.func' op argument #0: mesh axis 'sp' is not an axis of mesh @mesh}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{sp}, {}]>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{'func.func' op result #0: mesh axis 'sp' is not an axis of mesh @mesh}}
func.func private @f() -> (tensor<8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{}], partial = {sp}>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{'func.func' op argument #1: sharding has 1 dimensions but the type 'tensor<8x8xf32>' has rank 2}}
func.func private @f(tensor<8xf32>, tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{'func.func' op argument #0: sharding has 1 dimensions but the type 'f32' is not a ranked tensor}}
func.func private @f(f32 {osdp.sharding = #osdp.sharding<@mesh, [{dp}]>})

// -----

// expected-error @+1 {{'func.func' op argument #0: sharding refers to '@nowhere', which is not an osdp.mesh}}
func.func private @f(tensor<8xf32> {osdp.sharding = #osdp.sharding<@nowhere, [{dp}]>})

// -----

func.func private @g()
// A symbol that is not a mesh.
// expected-error @+1 {{'func.func' op argument #0: sharding refers to '@g', which is not an osdp.mesh}}
func.func private @f(tensor<8xf32> {osdp.sharding = #osdp.sharding<@g, [{}]>})

// -----

osdp.mesh @mesh = <[dp = 4]>
// expected-error @+1 {{'func.func' op argument #0: 'osdp.sharding' must be an #osdp.sharding, got "rows"}}
func.func private @f(tensor<8xf32> {osdp.sharding = "rows"})

// -----

// expected-error @+1 {{'func.func' op argument #0: 'osdp.role' must be a role (#osdp<role parameter>, ...), got 1 : i64}}
func.func private @f(tensor<8xf32> {osdp.role = 1})

// -----

// expected-error @+2 {{expected ::osdp::Role to be one of: parameter, optimizer_state, gradient, data, other}}
// expected-error @+1 {{failed to parse OSDP_RoleAttr parameter 'value'}}
func.func private @f(tensor<8xf32> {osdp.role = #osdp<role weights>})

// -----

// expected-error @+1 {{'func.func' op result #0: unknown osdp result attribute 'osdp.shape' (expected 'osdp.sharding', 'osdp.role', 'osdp.global_type' or 'osdp.donor_argument')}}
func.func private @f() -> (tensor<8xf32> {osdp.shape = 1})

// -----

// The partitioner's record of a local argument's global type.
func.func private @f(tensor<2x8xf32> {osdp.global_type = tensor<8x8xf32>})
// expected-error @+1 {{'func.func' op argument #0: global type 'tensor<8xf32>' does not match the local type 'tensor<2x8xf32>' in rank and element type}}
func.func private @g(tensor<2x8xf32> {osdp.global_type = tensor<8xf32>})

// -----

// expected-error @+1 {{'func.func' op result #0: 'osdp.global_type' must be a ranked tensor type, got 1 : i64}}
func.func private @f() -> (tensor<8xf32> {osdp.global_type = 1})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op sharding has 1 dimensions but the type 'tensor<8x8xf32>' has rank 2}}
  %0 = osdp.shard %arg0 as <@mesh, [{dp}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op mesh axis 'x' is not an axis of mesh @mesh}}
  %0 = osdp.shard %arg0 as <@mesh, [{dp}, {x}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op '@mesh' does not name an osdp.mesh}}
  %0 = osdp.shard %arg0 as <@mesh, [{dp}, {}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op 'osdp.shardings' has 2 shardings but the op has 1 results}}
  %0 = osdp.shard %arg0 as <@mesh, [{}, {}]> {osdp.shardings = [#osdp.sharding<@mesh, [{}, {}]>, #osdp.sharding<@mesh, [{}, {}]>]} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op result #0: mesh axis 'pp' is not an axis of mesh @mesh}}
  %0 = osdp.shard %arg0 as <@mesh, [{}, {}]> {osdp.shardings = [#osdp.sharding<@mesh, [{pp}, {}]>]} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op 'osdp.sharding' is a function argument or result attribute; an operation takes its result shardings in 'osdp.shardings'}}
  %0 = osdp.shard %arg0 as <@mesh, [{}, {}]> {osdp.sharding = #osdp.sharding<@mesh, [{}, {}]>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// expected-error @+1 {{'func.func' op unknown osdp attribute 'osdp.strategy'}}
func.func private @f() attributes {osdp.strategy = 1}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error @+1 {{'osdp.shard' op sharding rule gives operand #0 1 dimensions, its type 'tensor<8x8xf32>' has 2}}
  %0 = osdp.shard %arg0 as <@mesh, [{}, {}]> {osdp.sharding_rule = #osdp.rule<([i]) -> ([i]) {i = 8}>} : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{mesh axis 'tp' is used more than once in the sharding}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {tp, ?}], replicated = {tp}>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{'?' must be the last entry of a dimension}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?, dp}, {}]>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{expected a priority 'p<N>' after the dimension, N >= 0}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{dp}q1, {}]>})

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
// expected-error @+1 {{mesh axis 'sp' is not an axis of mesh @mesh}}
func.func private @f(tensor<8x8xf32> {osdp.sharding = #osdp.sharding<@mesh, [{?}, {?}], replicated = {sp}>})

// -----

func.func @f(%arg0: tensor<8xf32>) {
  // expected-error @+1 {{'osdp.sharding_group' op attribute 'group_id' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  osdp.sharding_group %arg0 group -1 : tensor<8xf32>
  return
}
