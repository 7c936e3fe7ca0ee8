// TOSA variables keep state between runs: refused by name, not as a syntax error.
func.func @f(%x: tensor<f32>) -> tensor<f32> {
  tosa.variable @stored = dense<3.0> : tensor<f32>
  %0 = tosa.variable.read @stored : tensor<f32>
  %1 = tosa.add %x, %0 : (tensor<f32>, tensor<f32>) -> tensor<f32>
  tosa.variable.write @stored, %1 : tensor<f32>
  return %1 : tensor<f32>
}
