//===- TestKernels.cu - The kernel of the CUDA runtime's test -------------===//
//
// Compiled to PTX at build time and launched through mgpuLaunchKernel, the
// way compiled programs launch theirs.
//
//===----------------------------------------------------------------------===//

/// y[i] = a * x[i] + y[i] for i < n.
extern "C" __global__ void osdp_test_axpy(const float *x, float *y, float a,
                                          int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

/// Stops with an illegal-instruction error: the kernel whose failure the
/// runtime must name (CudaRuntimeTest.cpp, testKernelFault).
extern "C" __global__ void osdp_test_trap() { __trap(); }
