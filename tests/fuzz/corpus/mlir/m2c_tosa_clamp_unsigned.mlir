// tosa.clamp of unsigned integers (ui<N> is held as the i<N> of the same bits): the
// bounds apply in unsigned order. llvm-project Dialect/Tosa/canonicalize.mlir's
// clamp_uint8_is_noop (found wrong by the corpus: 166, stored -90, was clamped to 0).
//  x = bytes 49 166 183 196 255 0 128 127 (as i8: 49 -90 -73 -60 -1 0 -128 127)
//  0: [0, 255] (LLVM 19's min_int/max_int): unchanged
//  1: [100, 200]: 100 166 183 196 200 100 128 127 = i8 100 -90 -73 -60 -56 100 -128 127
//  2: ui32 [4, 32] (TOSA 1.0's min_val/max_val) of 3 40 4294967295 10: 4 32 32 10
// INPUT 0: 49 -90 -73 -60 -1 0 -128 127
// INPUT 1: 3 40 -1 10
// EXPECT 0: 49 -90 -73 -60 -1 0 -128 127
// EXPECT 1: 100 -90 -73 -60 -56 100 -128 127
// EXPECT 2: 4 32 32 10
module {
  func.func @clamp_u(%x: tensor<8xui8>, %y: tensor<4xui32>) -> (tensor<8xui8>, tensor<8xui8>, tensor<4xui32>) {
    %0 = tosa.clamp %x {min_int = 0 : i64, max_int = 255 : i64, min_fp = -3.40282347E+38 : f32, max_fp = 3.40282347E+38 : f32} : (tensor<8xui8>) -> tensor<8xui8>
    %1 = tosa.clamp %x {min_int = 100 : i64, max_int = 200 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32} : (tensor<8xui8>) -> tensor<8xui8>
    %2 = tosa.clamp %y {min_val = 4 : ui32, max_val = 32 : ui32} : (tensor<4xui32>) -> tensor<4xui32>
    return %0, %1, %2 : tensor<8xui8>, tensor<8xui8>, tensor<4xui32>
  }
}
