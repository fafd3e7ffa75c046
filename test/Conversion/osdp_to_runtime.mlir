// RUN: osdp-opt %s --convert-osdp-to-runtime --split-input-file --verify-diagnostics | FileCheck %s
// RUN: osdp-opt %s --convert-osdp-to-runtime=target=cuda --split-input-file --verify-diagnostics | FileCheck %s --check-prefix=CUDA

// Each collective becomes a call of the runtime's entry point for its kind
// and element type, on the operand's buffer and a fresh result buffer. The
// device group is the axes code (axis indices plus one, hexadecimal, major
// first): {tp} on <[dp, tp]> is 0x2 and {tp, dp} is 0x21 = 33.

osdp.mesh @mesh = <[dp = 2, tp = 2]>

// CHECK-NOT: osdp.mesh
// CHECK-DAG: func.func private @osdp_rt_all_reduce_f32(memref<*xf32>, memref<*xf32>, i32, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @osdp_rt_all_gather_f32(memref<*xf32>, memref<*xf32>, i64, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @osdp_rt_reduce_scatter_bf16(memref<*xbf16>, memref<*xbf16>, i32, i64, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @osdp_rt_all_to_all_i32(memref<*xi32>, memref<*xi32>, i64, i64, i64) attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @osdp_rt_collective_permute_f64(memref<*xf64>, memref<*xf64>, i64, memref<*xi64>) attributes {llvm.emit_c_interface}
// CHECK-DAG: memref.global "private" constant @__osdp_permute_pairs_0 : memref<4xi64> = dense<[0, 1, 1, 0]>

// For the cuda target, the same calls go to the CUDA runtime's entry points
// of the same arguments, and nothing to the CPU runtime's.
// CUDA-NOT: osdp_rt_
// CUDA-DAG: func.func private @osdp_cuda_all_reduce_f32(memref<*xf32>, memref<*xf32>, i32, i64) attributes {llvm.emit_c_interface}
// CUDA-DAG: func.func private @osdp_cuda_all_gather_f32(memref<*xf32>, memref<*xf32>, i64, i64) attributes {llvm.emit_c_interface}
// CUDA-DAG: func.func private @osdp_cuda_reduce_scatter_bf16(memref<*xbf16>, memref<*xbf16>, i32, i64, i64) attributes {llvm.emit_c_interface}
// CUDA-DAG: func.func private @osdp_cuda_all_to_all_i32(memref<*xi32>, memref<*xi32>, i64, i64, i64) attributes {llvm.emit_c_interface}
// CUDA-DAG: func.func private @osdp_cuda_collective_permute_f64(memref<*xf64>, memref<*xf64>, i64, memref<*xi64>) attributes {llvm.emit_c_interface}
// CUDA-LABEL: func.func @all_reduce
// CUDA: call @osdp_cuda_all_reduce_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<*xf32>, memref<*xf32>, i32, i64) -> ()
// CUDA-LABEL: func.func @permute
// CUDA: %[[P:.*]] = memref.get_global @__osdp_permute_pairs_0 : memref<4xi64>
// CUDA: call @osdp_cuda_collective_permute_f64(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}})
// CUDA-NOT: osdp_rt_

// CHECK-LABEL: func.func @all_reduce
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>)
// CHECK: %[[KIND:.*]] = arith.constant 3 : i32
// CHECK: %[[AXES:.*]] = arith.constant 33 : i64
// CHECK: %[[IN:.*]] = bufferization.to_buffer %[[X]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK: %[[INU:.*]] = memref.cast %[[IN]] : memref<4xf32> to memref<*xf32>
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[OUTU:.*]] = memref.cast %[[OUT]] : memref<4xf32> to memref<*xf32>
// CHECK: call @osdp_rt_all_reduce_f32(%[[INU]], %[[OUTU]], %[[KIND]], %[[AXES]])
// CHECK: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK: return %[[R]]
func.func @all_reduce(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = osdp.all_reduce max %x on @mesh over {tp, dp} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// A gather over two dimensions gathers one after the other.
// CHECK-LABEL: func.func @all_gather
// CHECK: memref.alloc() : memref<4x3xf32>
// CHECK: call @osdp_rt_all_gather_f32(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (memref<*xf32>, memref<*xf32>, i64, i64) -> ()
// CHECK: memref.alloc() : memref<4x6xf32>
// CHECK: call @osdp_rt_all_gather_f32
func.func @all_gather(%x: tensor<2x3xf32>) -> tensor<4x6xf32> {
  %0 = osdp.all_gather %x on @mesh along [{dp}, {tp}] : tensor<2x3xf32> -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}

// CHECK-LABEL: func.func @reduce_scatter
// CHECK: call @osdp_rt_reduce_scatter_bf16
func.func @reduce_scatter(%x: tensor<4x2xbf16>) -> tensor<2x2xbf16> {
  %0 = osdp.reduce_scatter sum %x on @mesh over {dp} scatter 0 : tensor<4x2xbf16> -> tensor<2x2xbf16>
  return %0 : tensor<2x2xbf16>
}

// CHECK-LABEL: func.func @all_to_all
// CHECK: call @osdp_rt_all_to_all_i32
func.func @all_to_all(%x: tensor<4x2xi32>) -> tensor<2x4xi32> {
  %0 = osdp.all_to_all %x on @mesh over {tp} split 0 concat 1 : tensor<4x2xi32> -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// A ring shift becomes its pairs of positions.
// CHECK-LABEL: func.func @permute
// CHECK: %[[P:.*]] = memref.get_global @__osdp_permute_pairs_0 : memref<4xi64>
// CHECK: %[[PU:.*]] = memref.cast %[[P]] : memref<4xi64> to memref<*xi64>
// CHECK: call @osdp_rt_collective_permute_f64(%{{.*}}, %{{.*}}, %{{.*}}, %[[PU]])
func.func @permute(%x: tensor<3xf64>) -> tensor<3xf64> {
  %0 = osdp.collective_permute %x on @mesh over {dp} shift 1 : tensor<3xf64>
  return %0 : tensor<3xf64>
}

// all_slice moves no data: the device's block, at an offset computed from
// its id (which convert-stablehlo-to-linalg then asks the runtime for).
// CHECK-LABEL: func.func @all_slice
// CHECK: stablehlo.partition_id
// CHECK: stablehlo.dynamic_slice
func.func @all_slice(%x: tensor<4xf32>) -> tensor<2xf32> {
  %0 = osdp.all_slice %x on @mesh along [{tp}] : tensor<4xf32> -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

osdp.mesh @mesh = <[dp = 2]>

func.func @complex(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{the runtime has no collectives on 'complex<f32>'}}
  %0 = osdp.all_reduce sum %x on @mesh over {dp} : tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

osdp.mesh @mesh = <[dp = 2]>

func.func @unpartitioned(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot be compiled; run osdp-partition first}}
  %0 = osdp.shard %x as <@mesh, [{dp}]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

osdp.mesh @a = <[dp = 2]>
// expected-error @+1 {{convert-osdp-to-runtime supports one mesh per module}}
osdp.mesh @b = <[dp = 2]>

// -----

// The axes code has one hexadecimal digit per axis (ABI.h): a mesh of 15
// axes is the most it names; axis 15 is digit 0xf.
osdp.mesh @mesh = <[a = 1, b = 1, c = 1, d = 1, e = 1, f = 1, g = 1, h = 1, i = 1, j = 1, k = 1, l = 1, m = 1, n = 1, o = 2]>

// CHECK-LABEL: func.func @fifteen_axes
// CHECK: arith.constant 15 : i64
// CHECK: call @osdp_rt_all_reduce_f32
func.func @fifteen_axes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {o} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{the runtime names the axes of a collective's groups with one digit each: a mesh may have at most 15 axes, this one has 16}}
osdp.mesh @mesh = <[a = 1, b = 1, c = 1, d = 1, e = 1, f = 1, g = 1, h = 1, i = 1, j = 1, k = 1, l = 1, m = 1, n = 1, o = 1, p = 2]>

func.func @sixteen_axes(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = osdp.all_reduce sum %x on @mesh over {p} : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// A collective in flight: the start call, on the input's buffer and a
// fresh result buffer, returns a handle where osdp.async_start stood; the
// wait call takes the handle and both buffers where osdp.async_wait stood
// (the input read again there, so bufferization leaves its buffer alone
// until then), and the result buffer becomes the tensor after it. The CUDA
// runtime's entry points take the same arguments (its collectives run on a
// communication stream, which the compute stream waits for at the wait).
osdp.mesh @mesh = <[dp = 2, tp = 2]>

// CHECK-DAG: func.func private @osdp_rt_all_gather_start_f32(memref<*xf32>, memref<*xf32>, i64, i64) -> i64 attributes {llvm.emit_c_interface}
// CHECK-DAG: func.func private @osdp_rt_wait_f32(i64, memref<*xf32>, memref<*xf32>) attributes {llvm.emit_c_interface}
// CHECK-LABEL: func.func @in_flight
// CHECK-SAME: (%[[X:.*]]: tensor<2x3xf32>, %[[Y:.*]]: tensor<4xf32>)
// CHECK:      %[[IN:.*]] = bufferization.to_buffer %[[X]] read_only
// CHECK:      %[[INU:.*]] = memref.cast %[[IN]]
// CHECK:      %[[OUT:.*]] = memref.alloc() : memref<2x6xf32>
// CHECK:      %[[OUTU:.*]] = memref.cast %[[OUT]]
// CHECK:      %[[H:.*]] = call @osdp_rt_all_gather_start_f32(%[[INU]], %[[OUTU]], %{{.*}}, %{{.*}}) : (memref<*xf32>, memref<*xf32>, i64, i64) -> i64
// CHECK-NEXT: %[[N:.*]] = stablehlo.negate %[[Y]]
// CHECK-NEXT: %[[IN2:.*]] = bufferization.to_buffer %[[X]] read_only
// CHECK-NEXT: %[[IN2U:.*]] = memref.cast %[[IN2]]
// CHECK-NEXT: call @osdp_rt_wait_f32(%[[H]], %[[IN2U]], %[[OUTU]]) : (i64, memref<*xf32>, memref<*xf32>) -> ()
// CHECK-NEXT: %[[R:.*]] = bufferization.to_tensor %[[OUT]] restrict writable
// CHECK-NEXT: return %[[R]], %[[N]]
// CUDA-DAG: func.func private @osdp_cuda_all_gather_start_f32(memref<*xf32>, memref<*xf32>, i64, i64) -> i64 attributes {llvm.emit_c_interface}
// CUDA-DAG: func.func private @osdp_cuda_wait_f32(i64, memref<*xf32>, memref<*xf32>) attributes {llvm.emit_c_interface}
// CUDA-LABEL: func.func @in_flight
// CUDA:      %[[H:.*]] = call @osdp_cuda_all_gather_start_f32(%{{.*}}, %[[OUTU:.*]], %{{.*}}, %{{.*}}) : (memref<*xf32>, memref<*xf32>, i64, i64) -> i64
// CUDA-NEXT: %[[N:.*]] = stablehlo.negate
// CUDA:      call @osdp_cuda_wait_f32(%[[H]], %{{.*}}, %[[OUTU]])
// CUDA-NEXT: %[[R:.*]] = bufferization.to_tensor
// CUDA-NEXT: return %[[R]], %[[N]]
func.func @in_flight(%x: tensor<2x3xf32>, %y: tensor<4xf32>) -> (tensor<2x6xf32>, tensor<4xf32>) {
  %f = osdp.async_start {
    %g = osdp.all_gather %x on @mesh along [{}, {tp}] : tensor<2x3xf32> -> tensor<2x6xf32>
    osdp.yield %g : tensor<2x6xf32>
  } : !osdp.future<tensor<2x6xf32>>
  %n = stablehlo.negate %y : tensor<4xf32>
  %w = osdp.async_wait %f : !osdp.future<tensor<2x6xf32>>
  return %w, %n : tensor<2x6xf32>, tensor<4xf32>
}

// -----

// The marks the code generator reads outlive the conversion: a bucket
// assembled late and a sum over microbatches. Others do not (an op marked
// for recomputation).
// CHECK-LABEL: func.func @marks
// CHECK-NEXT:  stablehlo.concatenate {{.*}} {osdp.assemble_late}
// CHECK-NEXT:  stablehlo.add {{.*}} {osdp.microbatch_sum}
// CHECK-NEXT:  stablehlo.negate
// CHECK-NOT:   osdp.
// CHECK:       return
func.func @marks(%x: tensor<2xf32>, %y: tensor<2xf32>) -> (tensor<4xf32>, tensor<2xf32>) {
  %c = stablehlo.concatenate %x, %y, dim = 0 {osdp.assemble_late} : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %s = stablehlo.add %x, %y {osdp.microbatch_sum} : tensor<2xf32>
  %n = stablehlo.negate %s {osdp.recompute} : tensor<2xf32>
  return %c, %n : tensor<4xf32>, tensor<2xf32>
}
