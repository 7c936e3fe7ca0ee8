// Integer transpose_conv2d and conv3d (TOSA 1.0: i8 data -> i32, i16 data -> i48
// held as i64; x - input_zp and w - weight_zp multiplied, the bias first):
//  0: transpose_conv2d i8, zero points -3 and 2 (operands), stride 2x1, out_pad
//     1, 0, 0, -1 (a negative one crops), bias 1000 -70000
//  1: transpose_conv2d i16 data, weight_zp -5, stride 1x2, out_pad 0, 1, 1, 0, i48 bias 2^40
//  2: conv3d i8, the older quantization_info (input_zp -128, weight_zp 42), stride 1x2x1,
//     dilation 2x1x1, pad 1, 0, 0, 1, 1, 0
// Expected values: tests/mlir_corpus/ref_window.py (float64 numpy, the spec's loops) on
// these inputs (random integers, seed 7); compared exactly (as floats: output 1 to 2^-24 relative).
// TOL: 0
// INPUT 0: 47 68 -103 118 -61 83 23 -25 -36 57 14 -105
// INPUT 1: -56 -39 -18 -86 90 8 39 102 -60 48 -1 7 44 -128 -53 -73
// INPUT 2: 26874 31750 -24813 -29252
// INPUT 3: -59 -72 24 55 53 -16 123 61 64 -94 -72 73 78 -90 -124 110 9 -41 99 67 -56 -45 48 -127 64 16 -10 31 -35 44 -36 124 -57 -105 -118 105 -93 64 -67 7 23 -36 119 96 21 -28 35 97 -61 -5 91 97 -109 27
// INPUT 4: -124 -109 -95 -5 -98 57 101 -55 93 81 -1 31 2 -45 50 18 -107 -9 -61 75 58 -81 -112 -116 -35 -21 105 9 -52 -61 -18 14
// EXPECT 0: 1000 -70000 1000 -70000 1000 -70000 -4811 -69834 -5409 -58029 -7810 -61543 5826 -77130 1876 -98005 4812 -87191 394 -72624 1870 -65382 -424 -75347 3156 -66048 -2782 -78966 6663 -58711
// EXPECT 1: 1099511627776 1099510955926 1099513213342 1099510834026 1099513501026 1099511627776 1099512248101 1099510163809 1099512359076 1099509901908 1099511627776 1099511627776 1099511627776 1099511627776 1099511627776
// EXPECT 2: -13821 -7695 -7902 -72388 -22602 -37592 -6723 -2529 11219 -19255 1530 -13984 -22621 -99007 -99016 -150367 -143369 -135540 -34237 -19811 -55341 -31735 -42033 -58939
func.func @f(%x: tensor<1x2x3x2xi8>, %w: tensor<2x2x2x2xi8>, %x16: tensor<1x2x2x1xi16>,
             %x3: tensor<1x3x3x3x2xi8>, %w3: tensor<2x2x2x2x2xi8>)
    -> (tensor<1x5x3x2xi32>, tensor<1x3x5x1xi48>, tensor<1x2x2x3x2xi32>) {
  %b = "tosa.const"() <{values = dense<[1000, -70000]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %izp = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.transpose_conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, out_pad = array<i64: 1, 0, 0, -1>, stride = array<i64: 2, 1>}
     : (tensor<1x2x3x2xi8>, tensor<2x2x2x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x3x2xi32>
  %w16 = "tosa.const"() <{values = dense<[[[[-30], [54]]]]> : tensor<1x1x2x1xi8>}> : () -> tensor<1x1x2x1xi8>
  %b16 = "tosa.const"() <{values = dense<1099511627776> : tensor<1xi48>}> : () -> tensor<1xi48>
  %izp16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %wzp16 = "tosa.const"() <{values = dense<-5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %1 = tosa.transpose_conv2d %x16, %w16, %b16, %izp16, %wzp16 {acc_type = i48, out_pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 1, 2>}
     : (tensor<1x2x2x1xi16>, tensor<1x1x2x1xi8>, tensor<1xi48>, tensor<1xi16>, tensor<1xi8>) -> tensor<1x3x5x1xi48>
  %b3 = "tosa.const"() <{values = dense<[5, -9]> : tensor<2xi32>}> : () -> tensor<2xi32>
  %2 = tosa.conv3d %x3, %w3, %b3 {pad = array<i64: 1, 0, 0, 1, 1, 0>, quantization_info = #tosa.conv_quant<input_zp = -128, weight_zp = 42>,
     stride = array<i64: 1, 2, 1>, dilation = array<i64: 2, 1, 1>} : (tensor<1x3x3x3x2xi8>, tensor<2x2x2x2x2xi8>, tensor<2xi32>) -> tensor<1x2x2x3x2xi32>
  return %0, %1, %2 : tensor<1x5x3x2xi32>, tensor<1x3x5x1xi48>, tensor<1x2x2x3x2xi32>
}
