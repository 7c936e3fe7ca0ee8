// linalg.matmul with explicit indexing_maps (B transposed): out[m, n] = 0 + sum_k a[m, k] * b[n, k]
func.func @main(%a: tensor<3x5xf32>, %b: tensor<7x5xf32>) -> tensor<3x7xf32> {
  %c = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x7xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<3x5xf32>, tensor<7x5xf32>) outs(%i : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %r : tensor<3x7xf32>
}
