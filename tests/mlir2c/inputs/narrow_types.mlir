// Element types other than f32/f16/bf16 (.tcp 2.2): f8E4M3FN and f8E5M2FNUZ (dense
// literals, linalg.add computed in f32 and rounded back, arith.truncf/extf/bitcast on
// whole tensors), f4E2M1FN literals with their ties to even, f64 constants, and i4/i2
// arithmetic in linalg.generic, wrapping at their width. Expected values are worked by
// hand from the OCP FP8 / MX format tables (docs/tcp-format.md#element-types):
//  0: x truncf to f8E4M3FN and back: 300 lies between 288 and 320 (288 nearer), 460
//     between 448 and the NaN slot 480 (448 nearer), -0.001 rounds to -2^-9 (denormal)
//  1: the same f8E4M3FN bits as i8: 1.5 = 0 0111 100, -2 = 1 1000 000, 288 = 0 1111 001,
//     2^-4 = 0 0011 000, 448 = 0 1111 110, -2^-9 = 1 0000 001
//  2, 3: f8E5M2FNUZ sums (bias 16, no -0: 0.25 + -0.25 is +0) and their bits
//  4: i4 x + x wraps: 14 -> -2, -16 -> 0, 10 -> -6, -6
//  5: f4E2M1FN literals 2.5 and -5 are ties: to the even encodings 2 and -4
//  6: f64 constants truncf to f32
//  7: i2 x + x wraps: 2 -> -2, -4 -> 0
//  8: flow.tensor.bitcast of a constant i8 [0x21, 0xF7] to 4 x f4E2M1FN, the low 4 bits
//     first: 0b0001 = 0.5, 0b0010 = 1, 0b0111 = 6, 0b1111 = -6
// INPUT 0: 1.5 -2 300 0.0625 460 -0.001
// EXPECT 0: 1.5 -2 288 0.0625 448 -0.001953125
// EXPECT 1: 60 -64 121 24 126 -127
// EXPECT 2: 2 3.5 0 49152
// EXPECT 3: 68 71 0 126
// EXPECT 4: -2 0 -6 -6
// EXPECT 5: 0.5 1 2 -4
// EXPECT 6: 1.5 0.1
// EXPECT 7: -2 0 -2 0
// EXPECT 8: 0.5 1 6 -6
#map = affine_map<(d0) -> (d0)>
func.func @narrow(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xi8>, tensor<4xf8E5M2FNUZ>, tensor<4xi8>,
                                        tensor<4xi32>, tensor<4xf32>, tensor<2xf32>, tensor<4xi32>, tensor<4xf32>) {
  %t = arith.truncf %x : tensor<6xf32> to tensor<6xf8E4M3FN>
  %back = arith.extf %t : tensor<6xf8E4M3FN> to tensor<6xf32>
  %bits = arith.bitcast %t : tensor<6xf8E4M3FN> to tensor<6xi8>
  %a = arith.constant dense<[1.0, 3.0, 0.25, 40960.0]> : tensor<4xf8E5M2FNUZ>
  %b = arith.constant dense<[1.0, 0.5, -0.25, 0x74]> : tensor<4xf8E5M2FNUZ>
  %e = tensor.empty() : tensor<4xf8E5M2FNUZ>
  %sum = linalg.add ins(%a, %b : tensor<4xf8E5M2FNUZ>, tensor<4xf8E5M2FNUZ>) outs(%e : tensor<4xf8E5M2FNUZ>) -> tensor<4xf8E5M2FNUZ>
  %sumbits = arith.bitcast %sum : tensor<4xf8E5M2FNUZ> to tensor<4xi8>
  %q = arith.constant dense<[7, -8, 5, -3]> : tensor<4xi4>
  %e32 = tensor.empty() : tensor<4xi32>
  %q2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%q : tensor<4xi4>) outs(%e32 : tensor<4xi32>) {
  ^bb0(%in: i4, %out: i32):
    %s = arith.addi %in, %in : i4
    %w = arith.extsi %s : i4 to i32
    linalg.yield %w : i32
  } -> tensor<4xi32>
  %f4 = arith.constant dense<[0.5, 1.0, 2.5, -5.0]> : tensor<4xf4E2M1FN>
  %f4w = arith.extf %f4 : tensor<4xf4E2M1FN> to tensor<4xf32>
  %d = arith.constant dense<[1.5, 0.1]> : tensor<2xf64>
  %dn = arith.truncf %d : tensor<2xf64> to tensor<2xf32>
  %p = arith.constant dense<[1, -2, 1, 0]> : tensor<4xi2>
  %p2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%p : tensor<4xi2>) outs(%e32 : tensor<4xi32>) {
  ^bb0(%in: i2, %out: i32):
    %s = arith.addi %in, %in : i2
    %w = arith.extsi %s : i2 to i32
    linalg.yield %w : i32
  } -> tensor<4xi32>
  %packed = arith.constant dense<[33, -9]> : tensor<2xi8>
  %unpacked = flow.tensor.bitcast %packed : tensor<2xi8> -> tensor<4xf4E2M1FN>
  %u = arith.extf %unpacked : tensor<4xf4E2M1FN> to tensor<4xf32>
  return %back, %bits, %sum, %sumbits, %q2, %f4w, %dn, %p2, %u : tensor<6xf32>, tensor<6xi8>, tensor<4xf8E5M2FNUZ>, tensor<4xi8>, tensor<4xi32>, tensor<4xf32>, tensor<2xf32>, tensor<4xi32>, tensor<4xf32>
}
