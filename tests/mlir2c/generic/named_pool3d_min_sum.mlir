// pooling_ndhwc_min (dilations [2, 1, 1]) and pooling_ndhwc_sum (strides [1, 1, 2]) on a 1x5x3x5x2 input, window 2x2x2
func.func @main(%x: tensor<1x5x3x5x2xf32>) -> (tensor<1x3x2x4x2xf32>, tensor<1x4x2x2x2xf32>) {
  %big = arith.constant 3.40282347E+38 : f32
  %z = arith.constant 0.0 : f32
  %win = tensor.empty() : tensor<2x2x2xf32>
  %e0 = tensor.empty() : tensor<1x3x2x4x2xf32>
  %i0 = linalg.fill ins(%big : f32) outs(%e0 : tensor<1x3x2x4x2xf32>) -> tensor<1x3x2x4x2xf32>
  %r0 = linalg.pooling_ndhwc_min {dilations = dense<[2, 1, 1]> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %win : tensor<1x5x3x5x2xf32>, tensor<2x2x2xf32>) outs(%i0 : tensor<1x3x2x4x2xf32>) -> tensor<1x3x2x4x2xf32>
  %e1 = tensor.empty() : tensor<1x4x2x2x2xf32>
  %i1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<1x4x2x2x2xf32>) -> tensor<1x4x2x2x2xf32>
  %r1 = linalg.pooling_ndhwc_sum {dilations = dense<1> : tensor<3xi64>, strides = dense<[1, 1, 2]> : tensor<3xi64>}
      ins(%x, %win : tensor<1x5x3x5x2xf32>, tensor<2x2x2xf32>) outs(%i1 : tensor<1x4x2x2x2xf32>) -> tensor<1x4x2x2x2xf32>
  return %r0, %r1 : tensor<1x3x2x4x2xf32>, tensor<1x4x2x2x2xf32>
}
