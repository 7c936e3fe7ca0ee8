func.func @f(%x: tensor<4xf8E3M4>) -> tensor<4xf8E3M4> {
  return %x : tensor<4xf8E3M4>
}
