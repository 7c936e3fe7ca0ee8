// an op mlir2c does not lower: the diagnostic names it
func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = tosa.argmin %x {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
