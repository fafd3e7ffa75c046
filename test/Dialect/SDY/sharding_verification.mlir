// RUN: osdp-opt %s -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @unknown_mesh(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'sdy.sharding_constraint' op unknown mesh @nowhere}}
  %0 = sdy.sharding_constraint %arg0 <@nowhere, [{"a"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// expected-error@+1 {{'func.func' op sharding of argument 0: unknown mesh @nowhere}}
func.func @unknown_mesh_arg(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@nowhere, [{}]>}) {
  return
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @unknown_axis(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'sdy.sharding_constraint' op axis "c" is not an axis of the mesh}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"c"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @axis_twice_same_dim(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{axis "a" is used more than once in the sharding}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a", "a"}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @axis_twice_two_dims(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{axis "b" is used more than once in the sharding}}
  %0 = sdy.reshard %arg0 <@mesh, [{"b"}, {"a", "b"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @replicated_and_sharded(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{axis "a" is used more than once in the sharding}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}], replicated={"a"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @unreduced_and_replicated(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{axis "b" is used more than once in the sharding}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}], replicated={"b"}, unreduced={"b"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

func.func @sub_axis_overlaps_full(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{axis "a":(1)2 overlaps "a" in the sharding}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}, {"a":(1)2}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

func.func @overlapping_sub_axes(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{axis "a":(2)2 overlaps "a":(1)4 in the sharding}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a":(1)4}, {"a":(2)2}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

// Disjoint sub-axes of one axis may shard two dimensions.
func.func @disjoint_sub_axes(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a":(1)2}, {"a":(2)4}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

func.func @sub_axis_not_dividing(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{sub-axis "a":(2)3 does not divide axis "a" of size 8}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a":(2)3}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

func.func @sub_axis_whole(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{sub-axis "a":(1)8 covers the whole axis; write "a"}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a":(1)8}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=8]>

func.func @sub_axis_size_one(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{sub-axis "a":(1)1 must have pre-size >= 1 and size >= 2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a":(1)1}]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @rank_mismatch(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{sharding has 1 dimension shardings but the value of type 'tensor<8x8xf32>' has rank 2}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}]> : tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

// expected-error@+1 {{'func.func' op sharding of result 0: sharding has 2 dimension shardings but the value of type 'tensor<8xf32>' has rank 1}}
func.func @result_rank_mismatch(%arg0: tensor<8xf32>) -> (tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"a"}, {}]>}) {
  return %arg0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

// expected-error@+1 {{'func.func' op sharding of argument 0: axis "z" is not an axis of the mesh}}
func.func private @declaration(tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"z"}]>})

// -----

// expected-error@+1 {{'sdy.sharding' of argument 0 must be a #sdy.sharding}}
func.func @not_a_sharding(%arg0: tensor<8xf32> {sdy.sharding = "{replicated}"}) {
  return
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func private @two_results(tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)

func.func @per_value_count(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{'func.call' op has 1 result shardings but 2 results}}
  %0:2 = call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func private @two_results(tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)

func.func @per_value_axis(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{'func.call' op sharding of result 1: axis "q" is not an axis of the mesh}}
  %0:2 = call @two_results(%arg0) {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"a"}]>, <@mesh, [{"q"}]>]>} : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func private @one_result(tensor<8xf32>) -> tensor<8xf32>

func.func @op_sharding_not_per_value(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{'sdy.sharding' on an op must be a #sdy.sharding_per_value (one sharding per result)}}
  %0 = call @one_result(%arg0) {sdy.sharding = #sdy.sharding<@mesh, [{"a"}]>} : (tensor<8xf32>) -> tensor<8xf32>
  return
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @bad_priority(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected a dimension priority of the form p<N>}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}q1]> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @bad_keyword(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{expected `replicated` or `unreduced` (once each), got `partial`}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{"a"}], partial={"b"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @negative_group(%arg0: tensor<8xf32>) {
  // expected-error@+1 {{'sdy.sharding_group' op group_id must be non-negative, got -1}}
  sdy.sharding_group %arg0 group_id=-1 : tensor<8xf32>
  return
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=4]>

func.func @type_changes(%arg0: tensor<8xf32>) -> tensor<8xf64> {
  // expected-error@+1 {{'sdy.sharding_constraint' op requires the same type for all operands and results}}
  %0 = "sdy.sharding_constraint"(%arg0) <{sharding = #sdy.sharding<@mesh, [{}]>}> : (tensor<8xf32>) -> tensor<8xf64>
  return %0 : tensor<8xf64>
}
