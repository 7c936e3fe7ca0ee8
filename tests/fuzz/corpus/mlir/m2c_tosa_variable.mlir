func.func @f(%x: tensor<2x3xi32>) -> tensor<2x3xi32> {
  tosa.variable @v = dense<-1> : tensor<2x3xi32>
  %0 = tosa.variable.read @v : tensor<2x3xi32>
  %1 = tosa.add %x, %0 : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  tosa.variable.write @v, %1 : tensor<2x3xi32>
  return %1 : tensor<2x3xi32>
}
