// RUN: osdp-opt %s -split-input-file -verify-diagnostics

func.func @valid(%x: tensor<8x16xf32>, %y: tensor<1x4xf32>) {
  %0 = "stablehlo.all_reduce"(%x) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, use_global_device_ids}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
  %1 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x32xf32>
  %2 = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<4x16xf32>
  %3 = "stablehlo.all_to_all"(%x) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<4x32xf32>
  %4 = "stablehlo.collective_permute"(%y) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return
}

// -----

func.func @replica_groups_rank(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op replica_groups must be a rank-2 tensor, got rank 1}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[0, 1]> : tensor<2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @replica_groups_twice(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op replica_groups contains id 1 twice}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @all_reduce_region(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op computation region argument 0 has type 'tensor<8xf32>' but 'tensor<f32>' was expected}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<8xf32>, %b: tensor<8xf32>):
    %s = stablehlo.add %a, %b : tensor<8xf32>
    stablehlo.return %s : tensor<8xf32>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @all_reduce_result(%x: tensor<8xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.all_reduce' op result 0 has shape 4 but 8 was expected}}
  %0 = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @all_gather_dim(%x: tensor<8x16xf32>) -> tensor<8x32xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op all_gather_dim 2 is out of range [0, 2) for operand 0}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x32xf32>
  return %0 : tensor<8x32xf32>
}

// -----

func.func @all_gather_result(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{'stablehlo.all_gather' op result 0 has shape 8x16 but 8x32 was expected}}
  %0 = "stablehlo.all_gather"(%x) <{all_gather_dim = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @reduce_scatter_divisible(%x: tensor<7x16xf32>) -> tensor<3x16xf32> {
  // expected-error@+1 {{'stablehlo.reduce_scatter' op operand dimension 0 of size 7 is not divisible by the replica group size 2}}
  %0 = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<7x16xf32>) -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}

// -----

func.func @reduce_scatter_dim(%x: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'stablehlo.reduce_scatter' op scatter_dimension -1 is out of range [0, 2)}}
  %0 = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = -1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @reduce_scatter_region(%x: tensor<8x16xf32>) -> tensor<4x16xf32> {
  // expected-error@+1 {{'stablehlo.reduce_scatter' op computation region must take 2 arguments (two rank-0 tensors per operand), got 3}}
  %0 = "stablehlo.reduce_scatter"(%x) <{scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<8x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

func.func @all_to_all_split(%x: tensor<7x16xf32>) -> tensor<7x16xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op operand dimension 0 of size 7 is not divisible by split_count 2}}
  %0 = "stablehlo.all_to_all"(%x) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<7x16xf32>) -> tensor<7x16xf32>
  return %0 : tensor<7x16xf32>
}

// -----

func.func @all_to_all_count(%x: tensor<8x16xf32>) -> tensor<2x64xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op split_count 4 must equal the replica group size 2}}
  %0 = "stablehlo.all_to_all"(%x) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 4 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<2x64xf32>
  return %0 : tensor<2x64xf32>
}

// -----

func.func @all_to_all_concat_dim(%x: tensor<8x16xf32>) -> tensor<4x32xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op concat_dimension 2 is out of range [0, 2)}}
  %0 = "stablehlo.all_to_all"(%x) <{split_dimension = 0 : i64, concat_dimension = 2 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<4x32xf32>
  return %0 : tensor<4x32xf32>
}

// -----

func.func @all_to_all_result(%x: tensor<8x16xf32>) -> tensor<8x16xf32> {
  // expected-error@+1 {{'stablehlo.all_to_all' op result 0 has shape 8x16 but 4x32 was expected}}
  %0 = "stablehlo.all_to_all"(%x) <{split_dimension = 0 : i64, concat_dimension = 1 : i64, split_count = 2 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

// -----

func.func @permute_pairs_shape(%y: tensor<1x4xf32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op source_target_pairs must have shape Nx2, got 1x3}}
  %0 = "stablehlo.collective_permute"(%y) <{source_target_pairs = dense<[[0, 1, 2]]> : tensor<1x3xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @permute_target_twice(%y: tensor<1x4xf32>) -> tensor<1x4xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op target 1 appears twice}}
  %0 = "stablehlo.collective_permute"(%y) <{source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

func.func @permute_result(%y: tensor<1x4xf32>) -> tensor<4x1xf32> {
  // expected-error@+1 {{'stablehlo.collective_permute' op result must have the operand type 'tensor<1x4xf32>'}}
  %0 = "stablehlo.collective_permute"(%y) <{source_target_pairs = dense<[[0, 1], [1, 0]]> : tensor<2x2xi64>}> : (tensor<1x4xf32>) -> tensor<4x1xf32>
  return %0 : tensor<4x1xf32>
}
