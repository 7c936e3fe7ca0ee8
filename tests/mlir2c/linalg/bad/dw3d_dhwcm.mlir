func.func @f(%x: tensor<1x3x3x3x2xf32>, %w: tensor<2x2x2x3x3xf32>) -> tensor<1x2x2x2x2x3xf32> {
  %e = tensor.empty() : tensor<1x2x2x2x2x3xf32>
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%x, %w : tensor<1x3x3x3x2xf32>, tensor<2x2x2x3x3xf32>) outs(%e : tensor<1x2x2x2x2x3xf32>) -> tensor<1x2x2x2x2x3xf32>
  return %0 : tensor<1x2x2x2x2x3xf32>
}
