// linalg.depthwise_conv_1d_nwc_wcm, stride 2: out[n, i, c, m] = sum_kw x[n, 2*i + kw, c] * w[kw, c, m]
func.func @main(%x: tensor<2x9x3xf32>, %w: tensor<3x3x2xf32>) -> tensor<2x4x3x2xf32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x3x2xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<2x4x3x2xf32>) -> tensor<2x4x3x2xf32>
  %r = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%x, %w : tensor<2x9x3xf32>, tensor<3x3x2xf32>) outs(%i : tensor<2x4x3x2xf32>) -> tensor<2x4x3x2xf32>
  return %r : tensor<2x4x3x2xf32>
}
