// TOSA's FFT2D REQUIREs H and W to be powers of two
func.func @f(%x: tensor<1x3x4xf32>) -> (tensor<1x3x3xf32>, tensor<1x3x3xf32>) {
  %0, %1 = tosa.rfft2d %x : (tensor<1x3x4xf32>) -> (tensor<1x3x3xf32>, tensor<1x3x3xf32>)
  return %0, %1 : tensor<1x3x3xf32>, tensor<1x3x3xf32>
}
