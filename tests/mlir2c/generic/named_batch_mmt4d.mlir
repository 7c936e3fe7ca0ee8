// linalg.batch_mmt4d: acc[b, m, n, m0, n0] += sum_{k, k0} lhs[b, m, k, m0, k0] * rhs[b, n, k, n0, k0]
func.func @main(%lhs: tensor<2x2x3x1x2xf32>, %rhs: tensor<2x3x3x2x2xf32>, %acc: tensor<2x2x3x1x2xf32>) -> tensor<2x2x3x1x2xf32> {
  %r = linalg.batch_mmt4d ins(%lhs, %rhs : tensor<2x2x3x1x2xf32>, tensor<2x3x3x2x2xf32>) outs(%acc : tensor<2x2x3x1x2xf32>) -> tensor<2x2x3x1x2xf32>
  return %r : tensor<2x2x3x1x2xf32>
}
