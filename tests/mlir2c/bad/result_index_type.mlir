// a function result of type index: npk programs output tensors and numbers of a data type
func.func @f(%x: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %x, %c0 : tensor<4xf32>
  return %d : index
}
