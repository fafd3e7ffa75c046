// RUN: osdp-opt %s --osdp-partition-id-to-runtime --split-input-file | FileCheck %s
// RUN: osdp-opt %s --osdp-partition-id-to-runtime=target=cuda --split-input-file | FileCheck %s --check-prefix=CUDA

// Every osdp.partition_id becomes a call of the target's runtime, whose
// function is declared once.
// CHECK: func.func private @osdp_rt_partition_id() -> i64
// CHECK-NOT: func.func private @osdp_rt_partition_id
// CHECK-LABEL: func.func @two_ids
// CHECK: %[[A:.*]] = call @osdp_rt_partition_id() : () -> i64
// CHECK: %[[B:.*]] = call @osdp_rt_partition_id() : () -> i64
// CHECK: arith.addi %[[A]], %[[B]] : i64
// CHECK-NOT: osdp.partition_id
// CUDA: func.func private @osdp_cuda_partition_id() -> i64
// CUDA-LABEL: func.func @two_ids
// CUDA-COUNT-2: call @osdp_cuda_partition_id() : () -> i64
// CUDA-NOT: osdp.partition_id
func.func @two_ids() -> i64 {
  %a = osdp.partition_id : i64
  %b = osdp.partition_id : i64
  %s = arith.addi %a, %b : i64
  return %s : i64
}

// -----

// A module that already declares the function keeps its declaration.
// CHECK: func.func private @osdp_rt_partition_id() -> i64
// CHECK-NOT: func.func private @osdp_rt_partition_id
// CHECK-LABEL: func.func @declared
// CHECK: call @osdp_rt_partition_id() : () -> i64
func.func private @osdp_rt_partition_id() -> i64
func.func @declared() -> i64 {
  %a = osdp.partition_id : i64
  return %a : i64
}

// -----

// Without a partition id nothing is declared.
// CHECK-LABEL: func.func @none
// CHECK-NOT: partition_id
func.func @none(%a: i64) -> i64 {
  return %a : i64
}
