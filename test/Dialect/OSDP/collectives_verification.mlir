// RUN: osdp-opt %s -split-input-file -verify-diagnostics

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op result dimension 1 should be 16 (8 gathered over a group of 2), got 12}}
  %0 = osdp.all_gather %arg0 on @mesh along [{}, {tp}] : tensor<4x8xf32> -> tensor<4x12xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op result dimension 0 should be 32 (4 gathered over a group of 8), got 16}}
  %0 = osdp.all_gather %arg0 on @mesh along [{dp, tp}, {}] : tensor<4x8xf32> -> tensor<16x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op has 1 axis lists but the operand has rank 2}}
  %0 = osdp.all_gather %arg0 on @mesh along [{tp}] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op mesh axis 'tp' is used more than once}}
  %0 = osdp.all_gather %arg0 on @mesh along [{tp}, {tp}] : tensor<4x8xf32> -> tensor<8x16xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op mesh axis 'sp' is not an axis of mesh @mesh}}
  %0 = osdp.all_gather %arg0 on @mesh along [{sp}, {}] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op '@nomesh' does not name an osdp.mesh}}
  %0 = osdp.all_gather %arg0 on @nomesh along [{tp}, {}] : tensor<4x8xf32> -> tensor<8x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op operand and result element types differ ('f32' vs 'f16')}}
  %0 = osdp.all_gather %arg0 on @mesh along [{tp}, {}] : tensor<4x8xf32> -> tensor<8x8xf16>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_gather' op operand and result ranks differ (2 vs 1)}}
  %0 = osdp.all_gather %arg0 on @mesh along [{tp}, {}] : tensor<4x8xf32> -> tensor<8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x6xf32>) {
  // expected-error @+1 {{'osdp.all_slice' op sliced dimension 1 of size 6 is not a multiple of the group size 4}}
  %0 = osdp.all_slice %arg0 on @mesh along [{}, {dp}] : tensor<4x6xf32> -> tensor<4x1xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_slice' op result dimension 1 should be 4 (8 sliced over a group of 2), got 8}}
  %0 = osdp.all_slice %arg0 on @mesh along [{}, {tp}] : tensor<4x8xf32> -> tensor<4x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_reduce' op mesh axis 'dp' is used more than once}}
  %0 = osdp.all_reduce sum %arg0 on @mesh over {dp, dp} : tensor<4x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_reduce' op mesh axis 'pp' is not an axis of mesh @mesh}}
  %0 = osdp.all_reduce sum %arg0 on @mesh over {pp} : tensor<4x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{'osdp.all_reduce' op reduction 'xor' needs an integer element type, got 'f32'}}
  %0 = osdp.all_reduce xor %arg0 on @mesh over {dp} : tensor<4x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x8xf32>) {
  // expected-error @+1 {{unknown reduction kind 'mean'}}
  %0 = osdp.all_reduce mean %arg0 on @mesh over {dp} : tensor<4x8xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<4x6xf32>) {
  // expected-error @+1 {{'osdp.reduce_scatter' op scattered dimension 1 of size 6 is not a multiple of the group size 4}}
  %0 = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 1 : tensor<4x6xf32> -> tensor<4x1xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x6xf32>) {
  // expected-error @+1 {{'osdp.reduce_scatter' op result dimension 0 should be 2 (8 scattered over a group of 4), got 4}}
  %0 = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 0 : tensor<8x6xf32> -> tensor<4x6xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x6xf32>) {
  // expected-error @+1 {{'osdp.reduce_scatter' op scatter dimension 2 is out of range for rank 2}}
  %0 = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 2 : tensor<8x6xf32> -> tensor<8x6xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x6xf32>) {
  // expected-error @+1 {{'osdp.reduce_scatter' op result dimension 1 should be 6 (not scattered), got 3}}
  %0 = osdp.reduce_scatter sum %arg0 on @mesh over {dp} scatter 0 : tensor<8x6xf32> -> tensor<2x3xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.all_to_all' op result dimension 1 should be 8 (4 concatenated over a group of 2), got 4}}
  %0 = osdp.all_to_all %arg0 on @mesh over {tp} split 0 concat 1 : tensor<8x4xf32> -> tensor<4x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<6x4xf32>) {
  // expected-error @+1 {{'osdp.all_to_all' op split dimension 0 of size 6 is not a multiple of the group size 4}}
  %0 = osdp.all_to_all %arg0 on @mesh over {dp} split 0 concat 1 : tensor<6x4xf32> -> tensor<1x16xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.all_to_all' op split dimension 3 is out of range for rank 2}}
  %0 = osdp.all_to_all %arg0 on @mesh over {tp} split 3 concat 1 : tensor<8x4xf32> -> tensor<8x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.collective_permute' op group position 2 is out of range for a group of 2}}
  %0 = osdp.collective_permute %arg0 on @mesh over {tp} pairs [0 -> 2] : tensor<8x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.collective_permute' op group position 0 is the source of more than one pair}}
  %0 = osdp.collective_permute %arg0 on @mesh over {dp} pairs [0 -> 1, 0 -> 2] : tensor<8x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.collective_permute' op group position 1 is the target of more than one pair}}
  %0 = osdp.collective_permute %arg0 on @mesh over {dp} pairs [0 -> 1, 2 -> 1] : tensor<8x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{expected 'pairs' or 'shift'}}
  %0 = osdp.collective_permute %arg0 on @mesh over {dp} : tensor<8x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.collective_permute' op needs exactly one of a shift and source-target pairs}}
  %0 = "osdp.collective_permute"(%arg0) {mesh = @mesh, axes = #osdp.axes<{dp}>, shift = 1, source_target_pairs = array<i64: 0, 1>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return
}

// -----

osdp.mesh @mesh = <[dp = 4, tp = 2]>
func.func @f(%arg0: tensor<8x4xf32>) {
  // expected-error @+1 {{'osdp.collective_permute' op source-target pairs must have an even number of entries}}
  %0 = "osdp.collective_permute"(%arg0) {mesh = @mesh, axes = #osdp.axes<{dp}>, source_target_pairs = array<i64: 0, 1, 2>} : (tensor<8x4xf32>) -> tensor<8x4xf32>
  return
}

// -----

func.func @partition_id_i32() -> i32 {
  // expected-error @+1 {{result #0 must be 64-bit signless integer, but got 'i32'}}
  %0 = osdp.partition_id : i32
  return %0 : i32
}
