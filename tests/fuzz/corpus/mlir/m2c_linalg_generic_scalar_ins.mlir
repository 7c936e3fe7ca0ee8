// linalg.generic with scalar `ins` operands (map to ()), as mlir-opt's
// generalisation prints linalg.fill: an f32 constant and an f32 argument in
// an elementwise body (x * 2.5 + s), an i32 constant added to a linalg.index
// value, an index constant scaling linalg.index (i * 5 + j as i64).
// Expected values: hand-computed.
// INPUT 0: 0.5 -1 2 -3 1.5 0.25 4 -0.5 1 -2 3 0 -1.5 2.5 0.75
// INPUT 1: -1.25
// EXPECT 0: 0 -3.75 3.75 -8.75 2.5 -0.625 8.75 -2.5 1.25 -6.25 6.25 -1.25 -5 5 0.625
// EXPECT 1: 7 8 9 10 11 12
// EXPECT 2: 0 1 2 3 5 6 7 8
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @f(%x: tensor<3x5xf32>, %s: f32) -> (tensor<3x5xf32>, tensor<2x3xi32>, tensor<2x4xi64>) {
  %c = arith.constant 2.5 : f32
  %e0 = tensor.empty() : tensor<3x5xf32>
  %r0 = linalg.generic {indexing_maps = [#id, #sc, #sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %c, %s : tensor<3x5xf32>, f32, f32) outs(%e0 : tensor<3x5xf32>) {
  ^bb0(%a: f32, %k: f32, %t: f32, %o: f32):
    %m = arith.mulf %a, %k : f32
    %y = arith.addf %m, %t : f32
    linalg.yield %y : f32
  } -> tensor<3x5xf32>
  %seven = arith.constant 7 : i32
  %e1 = tensor.empty() : tensor<2x3xi32>
  %r1 = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%seven : i32) outs(%e1 : tensor<2x3xi32>) {
  ^bb0(%k: i32, %o: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c3 = arith.constant 3 : index
    %i3 = arith.muli %i, %c3 : index
    %l = arith.addi %i3, %j : index
    %l32 = arith.index_cast %l : index to i32
    %y = arith.addi %l32, %k : i32
    linalg.yield %y : i32
  } -> tensor<2x3xi32>
  %five = arith.constant 5 : index
  %e2 = tensor.empty() : tensor<2x4xi64>
  %r2 = linalg.generic {indexing_maps = [#sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%five : index) outs(%e2 : tensor<2x4xi64>) {
  ^bb0(%n: index, %o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %in = arith.muli %i, %n : index
    %l = arith.addi %in, %j : index
    %l64 = arith.index_cast %l : index to i64
    linalg.yield %l64 : i64
  } -> tensor<2x4xi64>
  return %r0, %r1, %r2 : tensor<3x5xf32>, tensor<2x3xi32>, tensor<2x4xi64>
}
