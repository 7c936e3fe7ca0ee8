// !quant.uniform element types: each tensor is held as its storage integer (u8 as the i8
// of the same bits), scale and zero point are tags; the ops keep TOSA's integer semantics
// with the zero points the ops give (operands or attributes), as MLIR's lowering does.
// Worked by hand:
//  0: rescale (older attribute form) of u8 x (bits -128 -1 0 127 = 128 255 0 127) with
//     input_zp 128, multiplier 2^30, shift 30 (times 1), output_zp -1, to i8:
//     0 - 1 = -1, 127 - 1 = 126, -128 - 1 -> saturated -128, -1 - 1 = -2
//  1: conv2d 1x1 of d [[1, 2, 3], [-4, 5, -6]] (input_zp -1: d + 1 = [[2, 3, 4], [-3, 6, -5]])
//     with per-axis weights [1, 0, -1] and [2, 2, 2] (storage range -127..127), bias 0:
//     pixel 0: 2 - 4 = -2, 2 * 9 = 18; pixel 1: -3 + 5 = 2, 2 * (-2) = -4
//  2: reshape and transpose of the u8 x keep its bits: [[128, 255], [0, 127]]^T
// INPUT 0: -128 -1 0 127
// INPUT 1: 1 2 3 -4 5 -6
// EXPECT 0: -1 126 -128 -2
// EXPECT 1: -2 18 2 -4
// EXPECT 2: -128 0 -1 127
!qx = !quant.uniform<u8:f32, 5.000000e-01:128>
module {
  func.func @quant_types(%x: tensor<4x!qx>, %d: tensor<1x1x2x3x!quant.uniform<i8:f32, 1.0E-1:-1>>) -> (tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x1x2x2x!quant.uniform<i32:f32, 2.5e-02>>, tensor<2x2x!qx>) {
    %0 = tosa.rescale %x {double_round = false, input_zp = 128 : i32, multiplier = array<i32: 1073741824>, output_zp = -1 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<4x!qx>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-1>>
    %w = "tosa.const"() <{values = dense<[[[[1, 0, -1]]], [[[2, 2, 2]]]]> : tensor<2x1x1x3xi8>}> : () -> tensor<2x1x1x3x!quant.uniform<i8<-127:127>:f32:0, {2.5E-1, 5.0e-1:0}>>
    %b = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
    %izp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %wzp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.conv2d %d, %w, %b, %izp, %wzp {acc_type = i32, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>, dilation = array<i64: 1, 1>} : (tensor<1x1x2x3x!quant.uniform<i8:f32, 1.0E-1:-1>>, tensor<2x1x1x3x!quant.uniform<i8<-127:127>:f32:0, {2.5E-1, 5.0e-1:0}>>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x2x!quant.uniform<i32:f32, 2.5e-02>>
    %r = tosa.reshape %x {new_shape = array<i64: 2, 2>} : (tensor<4x!qx>) -> tensor<2x2x!qx>
    %p = "tosa.const"() <{values = dense<[1, 0]> : tensor<2xi32>}> : () -> tensor<2xi32>
    %2 = tosa.transpose %r, %p : (tensor<2x2x!qx>, tensor<2xi32>) -> tensor<2x2x!qx>
    return %0, %1, %2 : tensor<4x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x1x2x2x!quant.uniform<i32:f32, 2.5e-02>>, tensor<2x2x!qx>
  }
}
