func @f(%x: tensor<2xf32> -> tensor<2xf32> {
  return %x : tensor<2xf32>
}
