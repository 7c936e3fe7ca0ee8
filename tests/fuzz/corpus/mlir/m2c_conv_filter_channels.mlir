func @f(%x: tensor<1x2x8x8xf32>, %w: tensor<1x3x3x3xf32>) -> tensor<1x1x6x6xf32> {
  %0 = tcf.conv_2d_nchw %x, %w : (tensor<1x2x8x8xf32>, tensor<1x3x3x3xf32>) -> tensor<1x1x6x6xf32>
  return %0 : tensor<1x1x6x6xf32>
}
