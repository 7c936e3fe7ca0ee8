// arith.scaling_truncf / scaling_extf (OCP MX: the value divided / multiplied by an
// f8E8M0FNU scale) and arith.bitcast between 8/4-bit floats and integers in a
// linalg.generic body, as IREE's tests/e2e/linalg/fp4_f32_conversion.mlir uses them.
//  0: f32 / 2 -> f4E2M1FN -> bits (extui to i8). x/2 = 0 1 2 0.5 2.5 -1.5 6 0.0625:
//     codes 0 2 4 1, 2.5 a tie of 2 (even) and 3 -> 4, -1.5 -> 8|3 = 11, 6 -> 7, 0.0625 -> 0
//  1: i8 bits -> f4E2M1FN -> * 2 (f32): 0 1 2 0.5 -1.5 6 -6 -0 times 2
//  2: f32 -> f8E4M3FN -> bits (i8): 1.0 = 0x38 = 56, -2.0 = 0xC0 = -64, 0.5 = 0x30 = 48,
//     448 (the largest) = 0x7E = 126, then 0 1 -1 0.015625 (= 2^-6, the smallest normal: 0x08)
// INPUT 0: 0 2 4 1 5 -3 12 0.125
// INPUT 1: 0 2 4 1 11 7 15 8
// INPUT 2: 1 -2 0.5 448 0 1 -1 0.015625
// EXPECT 0: 0 2 4 1 4 11 7 0
// EXPECT 1: 0 2 4 1 -3 12 -12 -0
// EXPECT 2: 56 -64 48 126 0 56 -72 8
#map = affine_map<(d0) -> (d0)>
module {
  func.func @scaling(%x: tensor<8xf32>, %c: tensor<8xi8>, %y: tensor<8xf32>) -> (tensor<8xi8>, tensor<8xf32>, tensor<8xi8>) {
    %scale = arith.constant dense<2.0> : tensor<8xf8E8M0FNU>
    %e8 = tensor.empty() : tensor<8xi8>
    %ef = tensor.empty() : tensor<8xf32>
    %0 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
        ins(%x, %scale : tensor<8xf32>, tensor<8xf8E8M0FNU>) outs(%e8 : tensor<8xi8>) {
    ^bb0(%in: f32, %s: f8E8M0FNU, %out: i8):
      %a = arith.scaling_truncf %in, %s : f32, f8E8M0FNU to f4E2M1FN
      %b = arith.bitcast %a : f4E2M1FN to i4
      %d = arith.extui %b : i4 to i8
      linalg.yield %d : i8
    } -> tensor<8xi8>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
        ins(%c, %scale : tensor<8xi8>, tensor<8xf8E8M0FNU>) outs(%ef : tensor<8xf32>) {
    ^bb0(%in: i8, %s: f8E8M0FNU, %out: f32):
      %a = arith.trunci %in : i8 to i4
      %b = arith.bitcast %a : i4 to f4E2M1FN
      %d = arith.scaling_extf %b, %s : f4E2M1FN, f8E8M0FNU to f32
      linalg.yield %d : f32
    } -> tensor<8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
        ins(%y : tensor<8xf32>) outs(%e8 : tensor<8xi8>) {
    ^bb0(%in: f32, %out: i8):
      %a = arith.truncf %in : f32 to f8E4M3FN
      %b = arith.bitcast %a : f8E4M3FN to i8
      linalg.yield %b : i8
    } -> tensor<8xi8>
    return %0, %1, %2 : tensor<8xi8>, tensor<8xf32>, tensor<8xi8>
  }
}
