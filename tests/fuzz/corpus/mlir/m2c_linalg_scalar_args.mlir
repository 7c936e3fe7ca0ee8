// Scalar function arguments used as data in linalg: linalg.fill with an f32
// argument, a linalg.generic whose operand is the f32 argument (map to ()),
// an i32 argument in an integer generic; the index argument %n fixed with
// --const sizes a tensor.empty; bodies that read %s from outside (an
// elementwise one, and one with linalg.index that needs the loop op).
// Expected values: hand-computed (x + s, x * s, k - y, x copied, x * s, x * s + i).
// ARGS: --const n=2
// INPUT 0: 0.5 -1 2 -3 1.5 0.25
// INPUT 1: 1.5
// INPUT 2: 1 -2 3 -4 5 -6
// INPUT 3: 7
// EXPECT 0: 2 0.5 3.5 -1.5 3 1.75
// EXPECT 1: 0.75 -1.5 3 -4.5 2.25 0.375
// EXPECT 2: 6 9 4 11 2 13
// EXPECT 3: 0.5 -1 2 -3 1.5 0.25
// EXPECT 4: 0.75 -1.5 3 -4.5 2.25 0.375
// EXPECT 5: 0.75 -1.5 3 -3.5 3.25 1.375
#id = affine_map<(d0, d1) -> (d0, d1)>
#sc = affine_map<(d0, d1) -> ()>
func.func @f(%x: tensor<2x3xf32>, %s: f32, %y: tensor<2x3xi32>, %k: i32, %n: index)
    -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %ei = tensor.empty() : tensor<2x3xi32>
  %f = linalg.fill ins(%s : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r0 = linalg.add ins(%x, %f : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r1 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %s : tensor<2x3xf32>, f32) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %m = arith.mulf %a, %b : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  %r2 = linalg.generic {indexing_maps = [#id, #sc, #id], iterator_types = ["parallel", "parallel"]}
      ins(%y, %k : tensor<2x3xi32>, i32) outs(%ei : tensor<2x3xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %m = arith.subi %b, %a : i32
    linalg.yield %m : i32
  } -> tensor<2x3xi32>
  %en = tensor.empty(%n) : tensor<?x3xf32>
  %r3 = linalg.copy ins(%x : tensor<2x3xf32>) outs(%en : tensor<?x3xf32>) -> tensor<?x3xf32>
  %r4 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  %r5 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %ii = arith.index_cast %i : index to i64
    %fi = arith.sitofp %ii : i64 to f32
    %m = arith.mulf %a, %s : f32
    %y = arith.addf %m, %fi : f32
    linalg.yield %y : f32
  } -> tensor<2x3xf32>
  return %r0, %r1, %r2, %r3, %r4, %r5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>, tensor<?x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
