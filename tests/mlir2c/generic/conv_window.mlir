// a generalized 1-D convolution with stride 2: out[n, i, f] = init + sum_{k, c} x[n, 2*i + k, c] * w[k, c, f]
#x = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>
#w = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#o = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
func.func @main(%x: tensor<2x11x3xf32>, %w: tensor<3x3x4xf32>) -> tensor<2x5x4xf32> {
  %c = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<2x5x4xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<2x5x4xf32>) -> tensor<2x5x4xf32>
  %r = linalg.generic {indexing_maps = [#x, #w, #o], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %w : tensor<2x11x3xf32>, tensor<3x3x4xf32>) outs(%i : tensor<2x5x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x5x4xf32>
  return %r : tensor<2x5x4xf32>
}
