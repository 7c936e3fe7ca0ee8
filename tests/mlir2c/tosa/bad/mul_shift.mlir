func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = "tosa.mul"(%x, %x) {shift = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
