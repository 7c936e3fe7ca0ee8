func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense_resource<__elided__> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.add %x, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
