func.func @f(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tosa.transpose %x {perms = array<i32: 1, 0, 2>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
