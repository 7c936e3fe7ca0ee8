// linalg.batch_reduce_matmul: out[m, n] = init[m, n] + sum_{b, k} a[b, m, k] * w[b, k, n]
func.func @main(%a: tensor<3x2x5xf32>, %w: tensor<3x5x4xf32>, %init: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.batch_reduce_matmul ins(%a, %w : tensor<3x2x5xf32>, tensor<3x5x4xf32>) outs(%init : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
