// Elementwise ops reading inputs transposed, which the cuda target reads
// through tiles of shared memory: a matrix whose sides are not whole tiles
// (100 x 70), a rank-4 transpose that moves the contiguous dimension (an
// attention's keys), a sum of an input read as it is and one read
// transposed, a transposed input times a broadcast row, integers, two
// inputs transposed along different loops (one tiled, one read as it is),
// and beside them a transpose that keeps the contiguous dimension and one
// too small for a tile, which are not tiled.
func.func public @main(%a: tensor<100x70xf32>, %k: tensor<3x40x4x33xf32>,
                       %x: tensor<64x48xf32>, %y: tensor<48x64xf32>,
                       %r: tensor<64xf32>, %n: tensor<40x96xi32>,
                       %p: tensor<36x34x35xf32>, %q: tensor<35x36x34xf32>,
                       %h: tensor<2x40x3x8xf32>, %s: tensor<16x80xf32>)
    -> (tensor<70x100xf32>, tensor<3x4x33x40xf32>, tensor<48x64xf32>,
        tensor<64x48xf32>, tensor<96x40xi32>, tensor<34x35x36xf32>,
        tensor<2x3x40x8xf32>, tensor<80x16xf32>) {
  %at = stablehlo.transpose %a, dims = [1, 0] : (tensor<100x70xf32>) -> tensor<70x100xf32>
  %kt = stablehlo.transpose %k, dims = [0, 2, 3, 1] : (tensor<3x40x4x33xf32>) -> tensor<3x4x33x40xf32>
  %yt = stablehlo.transpose %y, dims = [1, 0] : (tensor<48x64xf32>) -> tensor<64x48xf32>
  %xt = stablehlo.transpose %x, dims = [1, 0] : (tensor<64x48xf32>) -> tensor<48x64xf32>
  %sum = stablehlo.add %xt, %y : tensor<48x64xf32>
  %rb = stablehlo.broadcast_in_dim %r, dims = [0] : (tensor<64xf32>) -> tensor<64x48xf32>
  %scaled = stablehlo.multiply %yt, %rb : tensor<64x48xf32>
  %nt = stablehlo.transpose %n, dims = [1, 0] : (tensor<40x96xi32>) -> tensor<96x40xi32>
  %two = stablehlo.constant dense<2> : tensor<96x40xi32>
  %nt2 = stablehlo.multiply %nt, %two : tensor<96x40xi32>
  %pt = stablehlo.transpose %p, dims = [1, 2, 0] : (tensor<36x34x35xf32>) -> tensor<34x35x36xf32>
  %qt = stablehlo.transpose %q, dims = [2, 0, 1] : (tensor<35x36x34xf32>) -> tensor<34x35x36xf32>
  %pq = stablehlo.subtract %pt, %qt : tensor<34x35x36xf32>
  %ht = stablehlo.transpose %h, dims = [0, 2, 1, 3] : (tensor<2x40x3x8xf32>) -> tensor<2x3x40x8xf32>
  %st = stablehlo.transpose %s, dims = [1, 0] : (tensor<16x80xf32>) -> tensor<80x16xf32>
  return %at, %kt, %sum, %scaled, %nt2, %pq, %ht, %st
      : tensor<70x100xf32>, tensor<3x4x33x40xf32>, tensor<48x64xf32>,
        tensor<64x48xf32>, tensor<96x40xi32>, tensor<34x35x36xf32>,
        tensor<2x3x40x8xf32>, tensor<80x16xf32>
}
