func.func @f(%x: tensor<1x4x4x1xf32>) -> tensor<1x3x3x1xf32> {
  %w = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x3x3x1xf32>
  %0 = linalg.pooling_nhwc_max_unsigned ins(%x, %w : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%e : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %0 : tensor<1x3x3x1xf32>
}
