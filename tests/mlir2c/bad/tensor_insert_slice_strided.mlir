func.func @f(%x: tensor<8xi32>, %s: tensor<2xi32>) -> tensor<8xi32> {
  %r = tensor.insert_slice %s into %x[1] [2] [3] : tensor<2xi32> into tensor<8xi32>
  return %r : tensor<8xi32>
}
