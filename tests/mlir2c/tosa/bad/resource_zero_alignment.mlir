func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = "tosa.const"() <{values = dense_resource<bias> : tensor<2xf32>}> : () -> tensor<2xf32>
  %0 = tosa.add %x, %c : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
{-#
  dialect_resources: {
    builtin: {
      bias: "0x000000000000803F00000040"
    }
  }
#-}
