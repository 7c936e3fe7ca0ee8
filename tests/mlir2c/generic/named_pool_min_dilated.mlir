// linalg.pooling_nhwc_min with strides [2, 1] and dilations [1, 2] (the TCP pools have no dilation: the loop op):
// out[n, i, j, c] = min(0.75, min_{kh, kw} x[n, 2*i + kh, j + 2*kw, c])
func.func @main(%x: tensor<1x5x7x2xf32>) -> tensor<1x2x3x2xf32> {
  %c = arith.constant 0.75 : f32
  %win = tensor.empty() : tensor<2x3xf32>
  %e = tensor.empty() : tensor<1x2x3x2xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<1x2x3x2xf32>) -> tensor<1x2x3x2xf32>
  %r = linalg.pooling_nhwc_min {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%x, %win : tensor<1x5x7x2xf32>, tensor<2x3xf32>) outs(%i : tensor<1x2x3x2xf32>) -> tensor<1x2x3x2xf32>
  return %r : tensor<1x2x3x2xf32>
}
