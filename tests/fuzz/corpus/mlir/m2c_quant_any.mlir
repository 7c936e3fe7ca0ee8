// Only !quant.uniform of the quant dialect's types.
func.func @f(%x: tensor<4x!quant.any<i8:f32>>) -> tensor<4x!quant.any<i8:f32>> {
  return %x : tensor<4x!quant.any<i8:f32>>
}
