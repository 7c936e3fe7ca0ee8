// 1e500 does not fit a double: refused where it is written (found by fuzzing).
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %one = arith.constant 1.000000e500 : f32
  return %x : tensor<2xf32>
}
