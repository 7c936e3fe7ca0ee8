// out[j] = max over i, k of x[j, i, k] * s[j] (maxnumf: NaN-free data), init -inf
#x = affine_map<(d0, d1, d2) -> (d1, d0, d2)>
#s = affine_map<(d0, d1, d2) -> (d1)>
func.func @main(%x: tensor<7x3x5xf32>, %s: tensor<7xf32>) -> tensor<7xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %0 = tensor.empty() : tensor<7xf32>
  %1 = linalg.fill ins(%ninf : f32) outs(%0 : tensor<7xf32>) -> tensor<7xf32>
  %2 = linalg.generic {indexing_maps = [#x, #s, #s], iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%x, %s : tensor<7x3x5xf32>, tensor<7xf32>) outs(%1 : tensor<7xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %m = arith.maxnumf %p, %acc : f32
    linalg.yield %m : f32
  } -> tensor<7xf32>
  return %2 : tensor<7xf32>
}
