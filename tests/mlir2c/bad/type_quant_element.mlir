func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<2x3x!quant.uniform<i8:f32>>
  return %x : tensor<2x3xf32>
}
