// ARGS: --shape image=100x784
func @fc(%image: tensor<784x?xf32>, %weights: tensor<10x784xf32>) -> tensor<10x?xf32> {
  %0 = tcf.matmul %weights, %image : (tensor<10x784xf32>, tensor<784x?xf32>) -> tensor<10x?xf32>
  return %0 : tensor<10x?xf32>
}
