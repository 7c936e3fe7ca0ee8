func.func @f(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}
