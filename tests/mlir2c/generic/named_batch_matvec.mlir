// linalg.batch_matvec: out[b, m] = init[b, m] + sum_k a[b, m, k] * v[b, k]
func.func @main(%a: tensor<2x3x5xf32>, %v: tensor<2x5xf32>, %init: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.batch_matvec ins(%a, %v : tensor<2x3x5xf32>, tensor<2x5xf32>) outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
