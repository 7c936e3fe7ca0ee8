// tosa.while_loop, unrolled at translate time: an i32 counter on constants
// (0, 3, 6, 9: 8 >= 9 is false), an f32 value doubled while 10 > v (1.5, 3,
// 6, 12), and a loop that never runs (its result is the input).
// Expected values: hand-computed.
// INPUT 0: 1.5 -2 0.25
// EXPECT 0: 9
// EXPECT 1: 12
// EXPECT 2: 1.5 -2 0.25
func.func @f(%x: tensor<3xf32>) -> (tensor<i32>, tensor<f32>, tensor<3xf32>) {
  %zero = arith.constant dense<0> : tensor<i32>
  %0 = tosa.while_loop (%i = %zero) : (tensor<i32>) -> tensor<i32> {
    %eight = "tosa.const"() <{values = dense<8> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater_equal %eight, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%i: tensor<i32>):
    %three = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %n = tosa.add %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %n : tensor<i32>
  }
  %start = "tosa.const"() <{values = dense<1.5> : tensor<f32>}> : () -> tensor<f32>
  %1 = tosa.while_loop (%v = %start) : (tensor<f32>) -> tensor<f32> {
    %ten = "tosa.const"() <{values = dense<10.0> : tensor<f32>}> : () -> tensor<f32>
    %c = tosa.greater %ten, %v : (tensor<f32>, tensor<f32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%v: tensor<f32>):
    %d = tosa.add %v, %v : (tensor<f32>, tensor<f32>) -> tensor<f32>
    tosa.yield %d : tensor<f32>
  }
  %2 = tosa.while_loop (%v = %x) : (tensor<3xf32>) -> tensor<3xf32> {
    %f = arith.constant dense<false> : tensor<i1>
    tosa.yield %f : tensor<i1>
  } do {
  ^bb0(%v: tensor<3xf32>):
    %d = tosa.add %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %d : tensor<3xf32>
  }
  return %0, %1, %2 : tensor<i32>, tensor<f32>, tensor<3xf32>
}
