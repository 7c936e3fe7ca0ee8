// Three outputs of one reduction over d1: the row sum, the row max and
// (an i32 output) how many elements of the row are positive.
#id = affine_map<(d0, d1) -> (d0, d1)>
#red = affine_map<(d0, d1) -> (d0)>
func.func @main(%x: tensor<4x7xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant -3.0e38 : f32
  %zi = arith.constant 0 : i32
  %e = tensor.empty() : tensor<4xf32>
  %ei = tensor.empty() : tensor<4xi32>
  %s0 = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %n0 = linalg.fill ins(%zi : i32) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %sum, %max, %cnt = linalg.generic {indexing_maps = [#id, #red, #red, #red], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x7xf32>) outs(%s0, %m0, %n0 : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>) {
  ^bb0(%in: f32, %acc: f32, %mx: f32, %n: i32):
    %a = arith.addf %in, %acc : f32
    %m = arith.maximumf %in, %mx : f32
    %zero = arith.constant 0.0 : f32
    %one = arith.constant 1 : i32
    %nil = arith.constant 0 : i32
    %pos = arith.cmpf ogt, %in, %zero : f32
    %inc = arith.select %pos, %one, %nil : i32
    %n2 = arith.addi %n, %inc : i32
    linalg.yield %a, %m, %n2 : f32, f32, i32
  } -> (tensor<4xf32>, tensor<4xf32>, tensor<4xi32>)
  return %sum, %max, %cnt : tensor<4xf32>, tensor<4xf32>, tensor<4xi32>
}
