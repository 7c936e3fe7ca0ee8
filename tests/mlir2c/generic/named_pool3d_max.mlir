// linalg.pooling_ndhwc_max, strides [1, 2, 1]: out[n, d, h, w, c] = max(init, max_{kd, kh, kw} x[n, d + kd, 2*h + kh, w + kw, c])
func.func @main(%x: tensor<1x4x5x3x2xf32>) -> tensor<1x3x2x2x2xf32> {
  %c = arith.constant -3.40282347E+38 : f32
  %win = tensor.empty() : tensor<2x2x2xf32>
  %e = tensor.empty() : tensor<1x3x2x2x2xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<1x3x2x2x2xf32>) -> tensor<1x3x2x2x2xf32>
  %r = linalg.pooling_ndhwc_max {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 2, 1]> : tensor<3xi64>}
      ins(%x, %win : tensor<1x4x5x3x2xf32>, tensor<2x2x2xf32>) outs(%i : tensor<1x3x2x2x2xf32>) -> tensor<1x3x2x2x2xf32>
  return %r : tensor<1x3x2x2x2xf32>
}
