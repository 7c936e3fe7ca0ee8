// tosa.clamp of ui8 over its whole range [0, 255] (LLVM 19's min_int/max_int form) is the
// identity: a ui8 is held as the i8 of the same bits, so 166 (stored -90) must stay, not be
// clamped at 0 as a signed i8 would be (llvm-project Dialect/Tosa/canonicalize.mlir's
// clamp_uint8_is_noop, found wrong by the corpus). Other bounds are refused (tosa/bad).
//  bytes 49 166 183 196 255 0 128 127 = i8 49 -90 -73 -60 -1 0 -128 127, returned unchanged
// INPUT 0: 49 -90 -73 -60 -1 0 -128 127
// EXPECT 0: 49 -90 -73 -60 -1 0 -128 127
module {
  func.func @clamp_u8(%x: tensor<8xui8>) -> tensor<8xui8> {
    %0 = tosa.clamp %x {min_int = 0 : i64, max_int = 255 : i64, min_fp = -3.40282347E+38 : f32, max_fp = 3.40282347E+38 : f32} : (tensor<8xui8>) -> tensor<8xui8>
    return %0 : tensor<8xui8>
  }
}
