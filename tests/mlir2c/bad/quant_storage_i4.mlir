// 4-bit storage is not held by any .tcp type.
func.func @f(%x: tensor<4x!quant.uniform<i4:f32, 0.5>>) -> tensor<4x!quant.uniform<i4:f32, 0.5>> {
  return %x : tensor<4x!quant.uniform<i4:f32, 0.5>>
}
