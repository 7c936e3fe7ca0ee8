// --shape gives an argument's dims only: an i32 argument with a '?' stays an i32 input
// (it became f32, so the program's input type differed from the function's).
// ARGS: --shape arg0=3x4
// INPUT 0: 1 5 2 0 -3 -7 -1 -2 4 4 9 2147483647
// EXPECT 0: 1 2 3
// EXPECT 1: 2 10 4 0 -6 -14 -2 -4 8 8 18 -2
func.func @shape_int_arg(%arg0 : tensor<3x?xi32>) -> (tensor<3xi32>, tensor<3x?xi32>) {
  %0 = tosa.argmax %arg0 { axis = 1 : i32} : (tensor<3x?xi32>)  -> tensor<3xi32>
  %1 = tosa.add %arg0, %arg0 : (tensor<3x?xi32>, tensor<3x?xi32>) -> tensor<3x?xi32>
  return %0, %1 : tensor<3xi32>, tensor<3x?xi32>
}
