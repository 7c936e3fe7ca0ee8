func.func @f(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.exp %x : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
