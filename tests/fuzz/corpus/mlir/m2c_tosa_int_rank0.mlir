// Integer ops on 0-d tensors keep the 0-d shape: the constants of a clamp's
// max/min (and of negate's clip) are shaped like the operand. A [1] constant
// once made the clamp's result [1] and refused it ("inferred result shape 1").
// INPUT 0: 9
// INPUT 1: -7
// EXPECT 0: 5
// EXPECT 1: -3
// EXPECT 2: 7
func.func @rank0(%x: tensor<i32>, %y: tensor<i32>) -> (tensor<i32>, tensor<i32>, tensor<i32>) {
  %0 = tosa.clamp %x {min_val = -3 : i32, max_val = 5 : i32} : (tensor<i32>) -> tensor<i32>
  %1 = tosa.clamp %y {min_val = -3 : i32, max_val = 5 : i32} : (tensor<i32>) -> tensor<i32>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %2 = tosa.negate %y, %z, %z : (tensor<i32>, tensor<1xi32>, tensor<1xi32>) -> tensor<i32>
  return %0, %1, %2 : tensor<i32>, tensor<i32>, tensor<i32>
}
