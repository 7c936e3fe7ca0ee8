func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %0 = tosa.add %x, %c : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
