func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.reciprocal %x : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
