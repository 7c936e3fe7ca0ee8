func.func @pad_runtime(%x: tensor<1x2xf32>, %padding: tensor<2x2xi32>) -> tensor<?x?xf32> {
  %0 = tosa.pad %x, %padding : (tensor<1x2xf32>, tensor<2x2xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
