// Element types: tosa.cast by TOSA's rules (ties to even, saturation, -inf,
// bool), and reshape, transpose and pad on an i8 tensor (pad value an i8
// constant), an i32 constant becoming a program constant through a cast
// (70000 wraps to 4464 in i16). Outputs of i8, f16, i1, i16 and f32.
// INPUT 0: 2.5 -3.5 300 -1e9 0.49 -0.5
// EXPECT 0: 2 -4 127 -128 0 0
// EXPECT 1: 2.5 -3.5 300 -inf 0.489990234375 -0.5
// EXPECT 2: 1 1 1 1 1 1
// EXPECT 3: 2 -128 -4 0 127 0
// EXPECT 4: 7 2 -4 127 7 -128 0 0
// EXPECT 5: 2 -4 127 -128 0 0
// EXPECT 6: 1 -2 4464
// EXPECT 7: 2.5 -3.5 300 -inf 0.489990234375 -0.5
module {
  func.func @casts(%x: tensor<2x3xf32>) -> (tensor<2x3xi8>, tensor<2x3xf16>, tensor<2x3xi1>, tensor<3x2xi8>, tensor<2x4xi8>, tensor<3x2xi8>, tensor<3xi16>, tensor<2x3xf32>) {
    %0 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<2x3xi8>
    %1 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<2x3xf16>
    %2 = tosa.cast %x : (tensor<2x3xf32>) -> tensor<2x3xi1>
    %3 = tosa.transpose %0 {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
    %s = tosa.const_shape {values = dense<[0, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %v = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
    %4 = tosa.pad %0, %s, %v : (tensor<2x3xi8>, !tosa.shape<4>, tensor<1xi8>) -> tensor<2x4xi8>
    %r = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.reshape %0, %r : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
    %c = "tosa.const"() <{values = dense<[1, -2, 70000]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %6 = tosa.cast %c : (tensor<3xi32>) -> tensor<3xi16>
    %7 = tosa.cast %1 : (tensor<2x3xf16>) -> tensor<2x3xf32>
    func.return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<2x3xi8>, tensor<2x3xf16>, tensor<2x3xi1>, tensor<3x2xi8>, tensor<2x4xi8>, tensor<3x2xi8>, tensor<3xi16>, tensor<2x3xf32>
  }
}
