func.func @f(%x: tensor<1x4x4x4x2xf32>, %w: tensor<2x2x2x2x3xf32>) -> tensor<1x3x4x3x3xf32> {
  %e = tensor.empty() : tensor<1x3x4x3x3xf32>
  %0 = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>} ins(%x, %w : tensor<1x4x4x4x2xf32>, tensor<2x2x2x2x3xf32>) outs(%e : tensor<1x3x4x3x3xf32>) -> tensor<1x3x4x3x3xf32>
  return %0 : tensor<1x3x4x3x3xf32>
}
