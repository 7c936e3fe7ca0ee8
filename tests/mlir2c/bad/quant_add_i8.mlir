// An add of quantized i8 values without its rescales: TOSA adds i32.
func.func @f(%a: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, %b: tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>> {
  %0 = tosa.add %a, %b : (tensor<4x!quant.uniform<i8:f32, 0.5:-3>>, tensor<4x!quant.uniform<i8:f32, 0.5:-3>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
  return %0 : tensor<4x!quant.uniform<i8:f32, 0.5:-3>>
}
