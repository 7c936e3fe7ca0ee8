func @f(%x: tensor<2xf16>) -> tensor<2xf16> {
  return %x : tensor<2xf16>
}
