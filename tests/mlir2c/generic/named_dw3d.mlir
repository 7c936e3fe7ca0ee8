// 3-D depthwise convs, strides [2, 1, 1]: ndhwc_dhwc o0[n, d, h, w, c] = sum x[n, 2d + kd, h + kh, w + kw, c] * k[kd, kh, kw, c];
// ncdhw_cdhw o1[n, c, d, h, w] = sum y[n, c, 2d + kd, h + kh, w + kw] * q[c, kd, kh, kw]
func.func @main(%x: tensor<1x5x3x4x2xf32>, %k: tensor<2x2x3x2xf32>, %y: tensor<1x2x5x3x4xf32>, %q: tensor<2x2x2x3xf32>) -> (tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>) {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x2x2xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %r0 = linalg.depthwise_conv_3d_ndhwc_dhwc {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>}
      ins(%x, %k : tensor<1x5x3x4x2xf32>, tensor<2x2x3x2xf32>) outs(%i : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  %r1 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<[2, 1, 1]> : tensor<3xi64>}
      ins(%y, %q : tensor<1x2x5x3x4xf32>, tensor<2x2x2x3xf32>) outs(%i : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  return %r0, %r1 : tensor<1x2x2x2x2xf32>, tensor<1x2x2x2x2xf32>
}
