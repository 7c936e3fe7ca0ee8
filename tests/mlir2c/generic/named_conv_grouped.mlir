// linalg.conv_2d_ngchw_fgchw (a grouped conv: the loop op of its generic form), strides [2, 1], dilations [1, 2]:
// out[n, g, f, i, j] = 0.5 + sum_{c, kh, kw} x[n, g, c, 2*i + kh, j + 2*kw] * w[f, g, c, kh, kw]
func.func @main(%x: tensor<1x2x3x7x8xf32>, %w: tensor<3x2x3x2x2xf32>) -> tensor<1x2x3x3x6xf32> {
  %c = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<1x2x3x3x6xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<1x2x3x3x6xf32>) -> tensor<1x2x3x3x6xf32>
  %r = linalg.conv_2d_ngchw_fgchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%x, %w : tensor<1x2x3x7x8xf32>, tensor<3x2x3x2x2xf32>) outs(%i : tensor<1x2x3x3x6xf32>) -> tensor<1x2x3x3x6xf32>
  return %r : tensor<1x2x3x3x6xf32>
}
