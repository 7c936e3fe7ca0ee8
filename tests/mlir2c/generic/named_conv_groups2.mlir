// grouped convs in the two other layouts, stride 1:
// gfchw: o0[n, g, f, i, j] = sum_{c, kh, kw} x[n, g, c, i + kh, j + kw] * w[g, f, c, kh, kw]
// nhwgc_gfhwc: o1[n, i, j, g, f] = sum_{kh, kw, c} y[n, i + kh, j + kw, g, c] * v[g, f, kh, kw, c]
func.func @main(%x: tensor<1x2x3x5x4xf32>, %w: tensor<2x3x3x2x3xf32>, %y: tensor<2x4x5x2x3xf32>, %v: tensor<2x3x2x2x3xf32>) -> (tensor<1x2x3x4x2xf32>, tensor<2x3x4x2x3xf32>) {
  %c = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1x2x3x4x2xf32>
  %i0 = linalg.fill ins(%c : f32) outs(%e0 : tensor<1x2x3x4x2xf32>) -> tensor<1x2x3x4x2xf32>
  %r0 = linalg.conv_2d_ngchw_gfchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x2x3x5x4xf32>, tensor<2x3x3x2x3xf32>) outs(%i0 : tensor<1x2x3x4x2xf32>) -> tensor<1x2x3x4x2xf32>
  %e1 = tensor.empty() : tensor<2x3x4x2x3xf32>
  %i1 = linalg.fill ins(%c : f32) outs(%e1 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  %r1 = linalg.conv_2d_nhwgc_gfhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%y, %v : tensor<2x4x5x2x3xf32>, tensor<2x3x2x2x3xf32>) outs(%i1 : tensor<2x3x4x2x3xf32>) -> tensor<2x3x4x2x3xf32>
  return %r0, %r1 : tensor<1x2x3x4x2xf32>, tensor<2x3x4x2x3xf32>
}
