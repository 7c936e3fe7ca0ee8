// tosa.cast of unsigned integers (ui<N> is held as the i<N> of the same bits) to a
// float or a wider integer: the unsigned value, zero-extended. llvm-project
// Conversion/TosaToLinalg/tosa-to-linalg.mlir's test_simple_ui8 (cast ui8 -> f32).
//  x = bytes 0 1 127 128 200 255 (as i8: 0 1 127 -128 -56 -1)
//  0: ui8 -> f32: 0 1 127 128 200 255
//  1: ui8 -> i32: 0 1 127 128 200 255
//  2: ui16 -> f32 of 0 65535 32768 7 (as i16: 0 -1 -32768 7): 0 65535 32768 7
//  3: ui32 -> f32 of 4294967295 (as i32: -1) and 3: 4294967296 (f32 rounds) 3
// INPUT 0: 0 1 127 -128 -56 -1
// INPUT 1: 0 -1 -32768 7
// INPUT 2: -1 3
// EXPECT 0: 0 1 127 128 200 255
// EXPECT 1: 0 1 127 128 200 255
// EXPECT 2: 0 65535 32768 7
// EXPECT 3: 4294967296 3
module {
  func.func @cast_u(%x: tensor<6xui8>, %y: tensor<4xui16>, %z: tensor<2xui32>) -> (tensor<6xf32>, tensor<6xi32>, tensor<4xf32>, tensor<2xf32>) {
    %0 = tosa.cast %x : (tensor<6xui8>) -> tensor<6xf32>
    %1 = tosa.cast %x : (tensor<6xui8>) -> tensor<6xi32>
    %2 = tosa.cast %y : (tensor<4xui16>) -> tensor<4xf32>
    %3 = tosa.cast %z : (tensor<2xui32>) -> tensor<2xf32>
    return %0, %1, %2, %3 : tensor<6xf32>, tensor<6xi32>, tensor<4xf32>, tensor<2xf32>
  }
}
