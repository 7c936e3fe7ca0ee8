func.func @f(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  return %x : tensor<4xf8E4M3FN>
}
