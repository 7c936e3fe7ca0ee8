// linalg.elementwise through indexing_maps (LLVM 21+): o0[i, j, k] = tanh(a[k, j]) (a projection), and on i32:
// o1[i, j] = x[j, i] * y[i, j] (a transposed operand, integer multiply)
func.func @main(%a: tensor<3x5xf32>, %x: tensor<4x2xi32>, %y: tensor<2x4xi32>) -> (tensor<2x5x3xf32>, tensor<2x4xi32>) {
  %e0 = tensor.empty() : tensor<2x5x3xf32>
  %r0 = linalg.elementwise kind=#linalg.elementwise_kind<tanh>
      indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>]
      ins(%a : tensor<3x5xf32>) outs(%e0 : tensor<2x5x3xf32>) -> tensor<2x5x3xf32>
  %e1 = tensor.empty() : tensor<2x4xi32>
  %r1 = linalg.elementwise kind=#linalg.elementwise_kind<mul>
      indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%x, %y : tensor<4x2xi32>, tensor<2x4xi32>) outs(%e1 : tensor<2x4xi32>) -> tensor<2x4xi32>
  return %r0, %r1 : tensor<2x5x3xf32>, tensor<2x4xi32>
}
