// RUN: osdp-opt %s -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @in_count(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op has 0 in_shardings but 1 operands}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    sdy.return %arg1 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @out_count(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op has 2 out_shardings but 1 results}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>, <@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    sdy.return %arg1 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @body_arg_count(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op body has 2 arguments but the op has 1 operands}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>, %arg2: tensor<1x4xf32>) {
    sdy.return %arg1 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @return_count(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op body returns 2 values but the op has 1 results}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    sdy.return %arg1, %arg1 : tensor<1x4xf32>, tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

// The body must see the local shard (1x4), not the global value (2x4).
func.func @global_body_arg(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op body argument 0 has type 'tensor<2x4xf32>' but the local shard of operand 0 has type 'tensor<1x4xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"a"} (%arg1: tensor<2x4xf32>) {
    sdy.return %arg1 : tensor<2x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @result_signature(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op body returns 'tensor<1x4xf32>' as result 0 but the local shard of the result has type 'tensor<2x2xf32>'}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{}, {"a"}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    sdy.return %arg1 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @manual_axis_unknown(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op manual axis "c" is not an axis of the mesh}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"c"} (%arg1: tensor<2x4xf32>) {
    sdy.return %arg1 : tensor<2x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @manual_axis_twice(%arg0: tensor<2x4xf32>) -> tensor<2x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op manual axis "a" is listed twice}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a", "a"} (%arg1: tensor<1x4xf32>) {
    sdy.return %arg1 : tensor<1x4xf32>
  } : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @not_divisible(%arg0: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op operand 0 of type 'tensor<3x4xf32>' is not divisible by the sizes of its manual axes}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"a"} (%arg1: tensor<1x4xf32>) {
    sdy.return %arg1 : tensor<1x4xf32>
  } : (tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @manual_after_free(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op in_sharding 0: manual axis "a" must come before the free axes of dimension 0}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"b", "a"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"a"} (%arg1: tensor<2x4xf32>) {
    sdy.return %arg1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>
sdy.mesh @other = <["a"=4]>

func.func @two_meshes(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op out_sharding 0 uses a different mesh than the other shardings of the manual computation}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@other, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<2x4xf32>) {
    sdy.return %arg1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @unknown_mesh(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op unknown mesh @mesh}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}, {}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<2x4xf32>) {
    sdy.return %arg1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2, "b"=2]>

func.func @bad_in_sharding(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error@+1 {{'sdy.manual_computation' op in_sharding 0: sharding has 1 dimension shardings but the value of type 'tensor<4x4xf32>' has rank 2}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}, {}]>] manual_axes={"a"} (%arg1: tensor<2x4xf32>) {
    sdy.return %arg1 : tensor<2x4xf32>
  } : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @return_outside() {
  // expected-error@+1 {{'sdy.return' op expects parent op 'sdy.manual_computation'}}
  sdy.return
}
