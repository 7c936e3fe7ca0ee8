// linalg.contract with a transposed A and a broadcast B (LLVM 20+): out[m, n] = init[m, n] + sum_k a[k, m] * b[k]
func.func @main(%a: tensor<5x3xf32>, %b: tensor<5xf32>, %init: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %r = linalg.contract
      indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<5x3xf32>, tensor<5xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
