// Programs whose compiled form exercises each stage of the CPU backend:
// matrix products with grouped dimensions (BLAS), elementwise chains with
// broadcasts and a producer read twice (fusion), a softmax and a layer
// norm (fused row reductions), the same computation twice (kernel
// deduplication), and loop nests large enough to run on threads.
func.func public @main(%x: tensor<4x32x64xf32>, %w: tensor<64x48xf32>,
                       %g: tensor<4x32x48xf32>, %q: tensor<2x4x32x16xf32>,
                       %k: tensor<2x4x32x16xf32>, %b: tensor<48xf32>,
                       %hq: tensor<2x32x4x16xf32>, %hv: tensor<2x32x4x16xf32>,
                       %u: tensor<512xf32>, %v: tensor<256xf32>)
    -> (tensor<4x32x48xf32>, tensor<64x48xf32>, tensor<2x4x32x32xf32>,
        tensor<4x32x48xf32>, tensor<64x48xf32>, tensor<16x16xf32>,
        tensor<4x32x48xf32>, tensor<2x4x32x16xf32>, tensor<512x256xf32>,
        tensor<512xf32>) {
  // [b, s, k] x [k, n]: one GEMM with b*s rows.
  %h = stablehlo.dot_general %x, %w, contracting_dims = [2] x [0] : (tensor<4x32x64xf32>, tensor<64x48xf32>) -> tensor<4x32x48xf32>
  // The weight gradient: b and s contracted, one GEMM with b*s as K.
  %dw = stablehlo.dot_general %x, %g, contracting_dims = [0, 1] x [0, 1] : (tensor<4x32x64xf32>, tensor<4x32x48xf32>) -> tensor<64x48xf32>
  // Attention scores: two batch dimensions, B transposed.
  %s = stablehlo.dot_general %q, %k, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3] : (tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x32xf32>
  // Softmax over the last dimension.
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %max = stablehlo.reduce(%s init: %ninf) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
  %maxb = stablehlo.broadcast_in_dim %max, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x32xf32>
  %sh = stablehlo.subtract %s, %maxb : tensor<2x4x32x32xf32>
  %e = stablehlo.exponential %sh : tensor<2x4x32x32xf32>
  %sum = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
  %sumb = stablehlo.broadcast_in_dim %sum, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x32xf32>
  %p = stablehlo.divide %e, %sumb : tensor<2x4x32x32xf32>
  // Bias, GELU-like tanh chain; %hb is read twice.
  %bb = stablehlo.broadcast_in_dim %b, dims = [2] : (tensor<48xf32>) -> tensor<4x32x48xf32>
  %hb = stablehlo.add %h, %bb : tensor<4x32x48xf32>
  %t = stablehlo.tanh %hb : tensor<4x32x48xf32>
  %act = stablehlo.multiply %hb, %t : tensor<4x32x48xf32>
  // Layer norm over the last dimension (mean and variance).
  %n = stablehlo.constant dense<4.800000e+01> : tensor<4x32xf32>
  %rs = stablehlo.reduce(%act init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x32x48xf32>, tensor<f32>) -> tensor<4x32xf32>
  %mean = stablehlo.divide %rs, %n : tensor<4x32xf32>
  %meanb = stablehlo.broadcast_in_dim %mean, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x48xf32>
  %c = stablehlo.subtract %act, %meanb : tensor<4x32x48xf32>
  %c2 = stablehlo.multiply %c, %c : tensor<4x32x48xf32>
  %vs = stablehlo.reduce(%c2 init: %zero) applies stablehlo.add across dimensions = [2] : (tensor<4x32x48xf32>, tensor<f32>) -> tensor<4x32xf32>
  %var = stablehlo.divide %vs, %n : tensor<4x32xf32>
  %eps = stablehlo.constant dense<1.000000e-05> : tensor<4x32xf32>
  %ve = stablehlo.add %var, %eps : tensor<4x32xf32>
  %r = stablehlo.rsqrt %ve : tensor<4x32xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0, 1] : (tensor<4x32xf32>) -> tensor<4x32x48xf32>
  %ln = stablehlo.multiply %c, %rb : tensor<4x32x48xf32>
  // The same update twice (one kernel after deduplication).
  %lr = stablehlo.constant dense<1.000000e-02> : tensor<64x48xf32>
  %u1 = stablehlo.multiply %dw, %lr : tensor<64x48xf32>
  %w1 = stablehlo.subtract %w, %u1 : tensor<64x48xf32>
  %u2 = stablehlo.multiply %w1, %lr : tensor<64x48xf32>
  %w2 = stablehlo.subtract %w1, %u2 : tensor<64x48xf32>
  // K read in opposite orders by A and B: B is transposed for BLAS.
  %x2 = stablehlo.slice %x [0:4, 0:16, 0:16] : (tensor<4x32x64xf32>) -> tensor<4x16x16xf32>
  %xt = stablehlo.transpose %x2, dims = [1, 0, 2] : (tensor<4x16x16xf32>) -> tensor<16x4x16xf32>
  %odd = stablehlo.dot_general %x2, %xt, contracting_dims = [0, 1] x [1, 0] : (tensor<4x16x16xf32>, tensor<16x4x16xf32>) -> tensor<16x16xf32>
  // Attention with heads inside the sequence ([b, s, h, d], as JAX lays
  // it out): the operands are transposed for BLAS.
  %hs = stablehlo.dot_general %hq, %hq, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3] : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x32xf32>
  %ho = stablehlo.dot_general %hs, %hv, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1] : (tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) -> tensor<2x4x32x16xf32>
  %big = stablehlo.add %act, %ln : tensor<4x32x48xf32>
  // Loop nests of 131072 iterations (an outer product and its row sums):
  // they run on threads.
  %ub = stablehlo.broadcast_in_dim %u, dims = [0] : (tensor<512xf32>) -> tensor<512x256xf32>
  %vb = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<256xf32>) -> tensor<512x256xf32>
  %uv = stablehlo.multiply %ub, %vb : tensor<512x256xf32>
  %uvs = stablehlo.sine %uv : tensor<512x256xf32>
  %rows = stablehlo.reduce(%uvs init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<512xf32>
  return %h, %dw, %p, %ln, %w2, %odd, %big, %ho, %uvs, %rows : tensor<4x32x48xf32>, tensor<64x48xf32>, tensor<2x4x32x32xf32>, tensor<4x32x48xf32>, tensor<64x48xf32>, tensor<16x16xf32>, tensor<4x32x48xf32>, tensor<2x4x32x16xf32>, tensor<512x256xf32>, tensor<512xf32>
}
