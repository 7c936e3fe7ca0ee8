// tosa.reduce_sum/max/min/product along every axis, with NaN, inf and -inf in the input
// (max/min propagate NaN: the default nan_mode PROPAGATE).
// Written by tests/mlir2c/make_tosa_op_cases.py (expected values: float64 reference there).
// INPUT 0: -0.578125 0.578125 0.453125 -0.609375 0.734375 -0.4375 0.4375 nan 0.40625 -0.71875 -0.28125 0.328125 -0.875 inf 0.53125 0.734375 0.5625 -0.265625 0.03125 -0.625 -0.578125 -0.6875 0.421875 0.65625 -0.609375 -0.59375 -inf 0.03125 -0.84375 0.921875
// EXPECT 0: -1.4375 0.21875 0 inf 0.65625 -0.296875 -inf nan -0.40625 -0.421875
// EXPECT 1: -1.015625 1.015625 nan -0.203125 0.015625 0.453125 0.890625 -1.140625 inf -0.09375 -1.171875 -inf 0.453125 -0.1875 0.3125
// EXPECT 2: 0.578125 nan inf 0.4375 -0.796875 -inf
// EXPECT 3: -0.28125 0.578125 0.453125 inf 0.734375 0.734375 0.5625 nan 0.40625 0.921875
// EXPECT 4: -0.4375 0.578125 nan 0.40625 0.734375 0.734375 0.5625 -0.265625 inf 0.53125 -0.578125 -0.6875 0.421875 0.65625 0.921875
// EXPECT 5: 0.734375 nan inf 0.734375 0.65625 0.921875
// EXPECT 6: -0.578125 -0.6875 -0.875 -0.609375 -0.609375 -0.59375 -inf nan -0.84375 -0.71875
// EXPECT 7: -0.578125 0.4375 nan -0.609375 -0.71875 -0.28125 0.328125 -0.875 0.03125 -0.625 -0.59375 -inf 0.03125 -0.84375 -0.609375
// EXPECT 8: -0.609375 nan -0.875 -0.625 -0.6875 -inf
// EXPECT 9: -0.09400177001953125 -0.1304168701171875 -0.167266845703125 -inf -0.23773956298828125 0.190765380859375 -inf nan -0.010711669921875 0.41412353515625
// EXPECT 10: 0.2529296875 0.2529296875 nan -0.24755859375 -0.52783203125 -0.20654296875 0.1845703125 0.232421875 inf -0.33203125 0.34326171875 inf 0.01318359375 -0.5537109375 -0.561767578125
// EXPECT 11: 0.0677741440013051 nan inf 0.00214308500289917 -0.06705515831708908 -inf
module {
  func.func @main(%a0: tensor<3x2x5xf32>) -> (tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>, tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>, tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>, tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>) {
    %r0 = tosa.reduce_sum %a0 {axis = 0 : i32} : (tensor<3x2x5xf32>) -> tensor<1x2x5xf32>
    %r1 = tosa.reduce_sum %a0 {axis = 1 : i32} : (tensor<3x2x5xf32>) -> tensor<3x1x5xf32>
    %r2 = tosa.reduce_sum %a0 {axis = 2 : i32} : (tensor<3x2x5xf32>) -> tensor<3x2x1xf32>
    %r3 = tosa.reduce_max %a0 {axis = 0 : i32} : (tensor<3x2x5xf32>) -> tensor<1x2x5xf32>
    %r4 = tosa.reduce_max %a0 {axis = 1 : i32} : (tensor<3x2x5xf32>) -> tensor<3x1x5xf32>
    %r5 = tosa.reduce_max %a0 {axis = 2 : i32} : (tensor<3x2x5xf32>) -> tensor<3x2x1xf32>
    %r6 = tosa.reduce_min %a0 {axis = 0 : i32} : (tensor<3x2x5xf32>) -> tensor<1x2x5xf32>
    %r7 = tosa.reduce_min %a0 {axis = 1 : i32} : (tensor<3x2x5xf32>) -> tensor<3x1x5xf32>
    %r8 = tosa.reduce_min %a0 {axis = 2 : i32} : (tensor<3x2x5xf32>) -> tensor<3x2x1xf32>
    %r9 = tosa.reduce_product %a0 {axis = 0 : i32} : (tensor<3x2x5xf32>) -> tensor<1x2x5xf32>
    %r10 = tosa.reduce_product %a0 {axis = 1 : i32} : (tensor<3x2x5xf32>) -> tensor<3x1x5xf32>
    %r11 = tosa.reduce_product %a0 {axis = 2 : i32} : (tensor<3x2x5xf32>) -> tensor<3x2x1xf32>
    func.return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11 : tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>, tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>, tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>, tensor<1x2x5xf32>, tensor<3x1x5xf32>, tensor<3x2x1xf32>
  }
}
