// TOSA 1.0's NaN rules (hand-worked from the spec's apply_max_s/apply_min_s/
// apply_clip_s and the reduce/pool pseudo-code): maximum, minimum, clamp,
// reduce_max/min with nan_mode PROPAGATE (the default: NaN wins) and IGNORE
// (a number wins; NaN only if all are NaN; clamp maps NaN to min). Older
// spelling nan_mode = "IGNORE" (mlir-opt-19 verifies this file).
// INPUT 0: nan 1 nan -inf 2 -0.5
// INPUT 1: 3 nan nan 1 inf 0.5
// INPUT 2: nan 1 nan 2 nan nan
// INPUT 3: 4 nan -1 2
// EXPECT 0: nan nan nan 1 inf 0.5
// EXPECT 1: 3 1 nan 1 inf 0.5
// EXPECT 2: nan nan nan -inf 2 -0.5
// EXPECT 3: 3 1 nan -inf 2 -0.5
// EXPECT 4: nan 1 nan -1 1.5 -0.5
// EXPECT 5: -1 1 -1 -1 1.5 -0.5
// EXPECT 6: 1 2
// EXPECT 7: 2 1 nan
// EXPECT 8: nan nan
// EXPECT 9: nan
module {
  func.func @main(%a: tensor<6xf32>, %b: tensor<6xf32>, %x: tensor<2x3xf32>, %p: tensor<1x2x2x1xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<2x1xf32>, tensor<1x3xf32>, tensor<2x1xf32>, tensor<1x1x1x1xf32>) {
    %0 = tosa.maximum %a, %b : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %1 = tosa.maximum %a, %b {nan_mode = "IGNORE"} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %2 = tosa.minimum %a, %b {nan_mode = "PROPAGATE"} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %3 = tosa.minimum %a, %b {nan_mode = "IGNORE"} : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %4 = tosa.clamp %a {min_fp = -1.0 : f32, max_fp = 1.5 : f32, min_int = -1 : i64, max_int = 1 : i64} : (tensor<6xf32>) -> tensor<6xf32>
    %5 = tosa.clamp %a {min_fp = -1.0 : f32, max_fp = 1.5 : f32, min_int = -1 : i64, max_int = 1 : i64, nan_mode = "IGNORE"} : (tensor<6xf32>) -> tensor<6xf32>
    %6 = tosa.reduce_max %x {axis = 1 : i32, nan_mode = "IGNORE"} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %7 = tosa.reduce_min %x {axis = 0 : i32, nan_mode = "IGNORE"} : (tensor<2x3xf32>) -> tensor<1x3xf32>
    %8 = tosa.reduce_max %x {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
    %9 = tosa.max_pool2d %p {kernel = array<i64: 2, 2>, stride = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>} : (tensor<1x2x2x1xf32>) -> tensor<1x1x1x1xf32>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<6xf32>, tensor<2x1xf32>, tensor<1x3xf32>, tensor<2x1xf32>, tensor<1x1x1x1xf32>
  }
}
