// linalg.mmt4d: acc[m, n, m0, n0] += sum_{k, k0} lhs[m, k, m0, k0] * rhs[n, k, n0, k0]
func.func @main(%lhs: tensor<2x3x2x4xf32>, %rhs: tensor<3x3x5x4xf32>, %acc: tensor<2x3x2x5xf32>) -> tensor<2x3x2x5xf32> {
  %r = linalg.mmt4d ins(%lhs, %rhs : tensor<2x3x2x4xf32>, tensor<3x3x5x4xf32>) outs(%acc : tensor<2x3x2x5xf32>) -> tensor<2x3x2x5xf32>
  return %r : tensor<2x3x2x5xf32>
}
