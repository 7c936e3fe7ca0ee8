func @f(%x: tensor<1x1x4x4xf32>, %w: tensor<1x1x3x3xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tcf.conv_2d_nchw %x, %w {dilation = [2, 2]} : (tensor<1x1x4x4xf32>, tensor<1x1x3x3xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
