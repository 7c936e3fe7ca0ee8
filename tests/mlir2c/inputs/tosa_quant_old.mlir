// tosa.rescale in its older forms: multiplier/shift/zero points as attributes,
// double_round as a bool, per_channel, and unsigned data as ui8 types (the
// input read 0..255, the result clipped to 0..255 and stored as its i8 pattern).
//  0: (x - 128) from ui8 (x as bytes 0x80 0xFF 0x00 0x64 = 128 255 0 100): 0, 127, -128, -28,
//     scaled by 2^30 >> 30 = 1, + out_zp -1: -1, 126, -129 -> -128 (clip), -29
//  1: per channel over [2,2]: multipliers 2^30, 3 * 2^29, shift 30 (x1, x1.5), double_round
//     (shift <= 31: single): a = 5 6 -5 -6 as [[5,6],[-5,-6]]: 5, 9, -5, -9
//     (6 * 1.5 = 9; -6 * 1.5 = -9 exactly)
//  2: ui8 result: a + 200 clipped to 0..255: 205, 206, 195, 194 stored as i8: -51 -50 -61 -62
// INPUT 0: -128 -1 0 100
// INPUT 1: 5 6 -5 -6
// EXPECT 0: -1 126 -128 -29
// EXPECT 1: 5 9 -5 -9
// EXPECT 2: -51 -50 -61 -62
module {
  func.func @old(%x: tensor<4xui8>, %a: tensor<2x2xi32>) -> (tensor<4xi8>, tensor<2x2xi32>, tensor<2x2xui8>) {
    %0 = tosa.rescale %x {double_round = false, input_zp = 128 : i32, multiplier = array<i32: 1073741824>, output_zp = -1 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<4xui8>) -> tensor<4xi8>
    %1 = tosa.rescale %a {double_round = true, input_zp = 0 : i32, multiplier = array<i32: 1073741824, 1610612736>, output_zp = 0 : i32, per_channel = true, scale32 = true, shift = array<i8: 30, 30>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
    %2 = tosa.rescale %a {double_round = false, input_zp = 0 : i32, multiplier = array<i32: 1073741824>, output_zp = 200 : i32, per_channel = false, scale32 = true, shift = array<i8: 30>} : (tensor<2x2xi32>) -> tensor<2x2xui8>
    func.return %0, %1, %2 : tensor<4xi8>, tensor<2x2xi32>, tensor<2x2xui8>
  }
}
