// the blob holds 2 floats but the type needs 3
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c = "tosa.const"() <{values = dense_resource<bias> : tensor<3xf32>}> : () -> tensor<3xf32>
  %0 = tosa.add %x, %c : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
{-#
  dialect_resources: {
    builtin: {
      bias: "0x040000000000803F00000040"
    }
  }
#-}
