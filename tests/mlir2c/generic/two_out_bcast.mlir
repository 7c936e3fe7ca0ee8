// Two outputs of one parallel generic, a broadcast row input, and output 1
// reading output 0's init (an input to it): o0 = x + b, o1 = x * b + init0
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @main(%x: tensor<3x5xf32>, %b: tensor<5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>) {
  %c = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<3x5xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  %r:2 = linalg.generic {indexing_maps = [#id, #row, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %b : tensor<3x5xf32>, tensor<5xf32>) outs(%i, %e : tensor<3x5xf32>, tensor<3x5xf32>) {
  ^bb0(%in: f32, %bi: f32, %o0: f32, %o1: f32):
    %s = arith.addf %in, %bi : f32
    %m = arith.mulf %in, %bi : f32
    %t = arith.addf %m, %o0 : f32
    linalg.yield %s, %t : f32, f32
  } -> (tensor<3x5xf32>, tensor<3x5xf32>)
  return %r#0, %r#1 : tensor<3x5xf32>, tensor<3x5xf32>
}
