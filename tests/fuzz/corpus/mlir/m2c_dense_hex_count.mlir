func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %c = arith.constant dense<"0x0000803F00000040"> : tensor<3xf32>
  %0 = tcf.add %x, %c : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
