func @fc(%image: tensor<?x?xf32>, %weights: tensor<10x784xf32>) -> tensor<?x?xf32> {
  %0 = tcf.matmul %weights, %image : (tensor<10x784xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
