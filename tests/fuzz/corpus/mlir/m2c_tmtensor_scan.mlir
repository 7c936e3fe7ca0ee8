// tm_tensor.scan, exclusive, along dim 1 with an accumulator; both results.
// Hand-worked: row 0 = [10, 10 + 1, 10 + 1 + 2] = [10, 11, 13], row 1 = [20, 24, 29];
// the accumulator result is the last column, [13, 29].
// INPUT 0: 1 2 3 4 5 6
// INPUT 1: 0 0 0 0 0 0
// INPUT 2: 10 20
// EXPECT 0: 10 11 13 20 24 29
// EXPECT 1: 13 29
func.func @scan_exclusive(%in: tensor<2x3xf32>, %out: tensor<2x3xf32>, %acc: tensor<2xf32>) -> (tensor<2x3xf32>, tensor<2xf32>) {
  %r, %a = tm_tensor.scan dimension(1) inclusive(false)
    ins(%in : tensor<2x3xf32>) outs(%out, %acc : tensor<2x3xf32>, tensor<2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<2x3xf32>, tensor<2xf32>
  return %r, %a : tensor<2x3xf32>, tensor<2xf32>
}
