func @f(%a: tensor<2x3xf32>) -> tensor<4x2xf32> {
  %0 = tcf.reshape %a : (tensor<2x3xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
