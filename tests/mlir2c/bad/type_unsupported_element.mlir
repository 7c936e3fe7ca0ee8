func @f(%x: tensor<2xf80>) -> tensor<2xf80> {
  return %x : tensor<2xf80>
}
