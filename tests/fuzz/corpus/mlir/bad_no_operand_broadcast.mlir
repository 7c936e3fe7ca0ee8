func @f(%a: tensor<2x3xf32>)-> tensor<2x3xf32> {
  %0 = tcf.broadcast  :  tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
