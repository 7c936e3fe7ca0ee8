// out = x < y (ordered), an i1 tensor; y broadcast along d0, x transposed
#xt = affine_map<(d0, d1) -> (d1, d0)>
#y = affine_map<(d0, d1) -> (d1)>
#o = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%x: tensor<5x5xf32>, %y: tensor<5xf32>) -> tensor<5x5xi1> {
  %0 = tensor.empty() : tensor<5x5xi1>
  %1 = linalg.generic {indexing_maps = [#xt, #y, #o], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<5x5xf32>, tensor<5xf32>) outs(%0 : tensor<5x5xi1>) {
  ^bb0(%a: f32, %b: f32, %o: i1):
    %c = arith.cmpf olt, %a, %b : f32
    linalg.yield %c : i1
  } -> tensor<5x5xi1>
  return %1 : tensor<5x5xi1>
}
