func.func @f(%x: tensor<1x3x4x2xf32>) -> tensor<1x4x7x2xf32> {
  %0 = tosa.resize %x {mode = "BILINEAR", scale = array<i64: 3, 4, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x3x4x2xf32>) -> tensor<1x4x7x2xf32>
  return %0 : tensor<1x4x7x2xf32>
}
