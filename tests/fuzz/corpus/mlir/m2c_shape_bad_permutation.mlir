func @f(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %0 = tcf.transpose %a {permutation = [1, 1]} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
