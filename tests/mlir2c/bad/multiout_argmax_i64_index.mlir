// argmax with an i64 index: the index output's update reads the value output's
// accumulator, and the two (32 + 64 bits) do not fit one packed accumulator
#id = affine_map<(d0) -> (d0)>
#s = affine_map<(d0) -> ()>
func.func @main(%x: tensor<8xf32>, %v0: tensor<f32>, %i0: tensor<i64>) -> tensor<i64> {
  %r:2 = linalg.generic {indexing_maps = [#id, #s, #s], iterator_types = ["reduction"]}
      ins(%x : tensor<8xf32>) outs(%v0, %i0 : tensor<f32>, tensor<i64>) {
  ^bb0(%in: f32, %val: f32, %idx: i64):
    %i = linalg.index 0 : index
    %ic = arith.index_cast %i : index to i64
    %m = arith.maximumf %in, %val : f32
    %c = arith.cmpf ogt, %in, %val : f32
    %s = arith.select %c, %ic, %idx : i64
    linalg.yield %m, %s : f32, i64
  } -> (tensor<f32>, tensor<i64>)
  return %r#1 : tensor<i64>
}
