// ARGS: --const weights=w2x3.npy
func @fc(%image: tensor<3x4xf32>, %weights: tensor<3x3xf32>) -> tensor<3x4xf32> {
  %0 = tcf.matmul %weights, %image : (tensor<3x3xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
