// reduce_max outside a softmax has no npk op
func.func @f(%x: tensor<2x3xf32>) -> tensor<2x1xf32> {
  %0 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
