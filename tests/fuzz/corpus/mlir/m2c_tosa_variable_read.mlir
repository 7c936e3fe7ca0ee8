func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = "tosa.variable_read"() <{name = "v"}> : () -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
