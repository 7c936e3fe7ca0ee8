func @fc(%image: tensor<?x?xf32>, %weights: tensor<?x?xf32>, %biases: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tcf.matmul %weights, %image : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tcf.add %0, %biases : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
