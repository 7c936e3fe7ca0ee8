func.func @f(%x: tensor<1x2x3x4x4xf32>, %w: tensor<3x2x3x5x2xf32>) -> tensor<1x2x3x1x3xf32> {
  %e = tensor.empty() : tensor<1x2x3x1x3xf32>
  %0 = linalg.conv_2d_ngchw_fgchw ins(%x, %w : tensor<1x2x3x4x4xf32>, tensor<3x2x3x5x2xf32>) outs(%e : tensor<1x2x3x1x3xf32>) -> tensor<1x2x3x1x3xf32>
  return %0 : tensor<1x2x3x1x3xf32>
}
