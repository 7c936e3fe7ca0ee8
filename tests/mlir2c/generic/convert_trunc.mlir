// out = sitofp(fptosi(x * 10)) / 10 + extui(x > 0): truncation toward zero
#m = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<301xf32>) -> tensor<301xf32> {
  %0 = tensor.empty() : tensor<301xf32>
  %1 = linalg.generic {indexing_maps = [#m, #m], iterator_types = ["parallel"]}
      ins(%x : tensor<301xf32>) outs(%0 : tensor<301xf32>) {
  ^bb0(%a: f32, %o: f32):
    %c10 = arith.constant 1.000000e+01 : f32
    %zero = arith.constant 0.0 : f32
    %t = arith.mulf %a, %c10 : f32
    %i = arith.fptosi %t : f32 to i32
    %f = arith.sitofp %i : i32 to f32
    %d = arith.divf %f, %c10 : f32
    %pos = arith.cmpf ogt, %a, %zero : f32
    %pi = arith.extui %pos : i1 to i32
    %pf = arith.sitofp %pi : i32 to f32
    %r = arith.addf %d, %pf : f32
    linalg.yield %r : f32
  } -> tensor<301xf32>
  return %1 : tensor<301xf32>
}
