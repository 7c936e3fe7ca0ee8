// flow.tensor.bitcast (IREE) of 4-bit values computed at run time to i8: two
// elements a byte in flat order, the first in the low 4 bits (as the constant
// unpacking of narrow_types.mlir reads them). Worked by hand:
//  0: x truncf to f4E2M1FN codes 0.5 = 0x1, -1 = 0xA, 3 = 0x5, 6 = 0x7,
//     -0.1 = -0 = 0x8, 7 saturates to 6 = 0x7; bytes 0xA1, 0x75, 0x78 as i8
//  1: i32 y trunci to i4 codes 1 = 0x1, -2 = 0xE, 7 = 0x7, -8 = 0x8, 0, 5;
//     bytes 0xE1, 0x87, 0x50 as i8 (a 3x2 tensor packs to 3 bytes)
// INPUT 0: 0.5 -1 3 6 -0.1 7
// INPUT 1: 1 -2 7 -8 0 5
// EXPECT 0: -95 117 120
// EXPECT 1: -31 -121 80
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @pack(%x: tensor<6xf32>, %y: tensor<3x2xi32>) -> (tensor<3xi8>, tensor<3xi8>) {
  %f4 = arith.truncf %x : tensor<6xf32> to tensor<6xf4E2M1FN>
  %pf = flow.tensor.bitcast %f4 : tensor<6xf4E2M1FN> -> tensor<3xi8>
  %e = tensor.empty() : tensor<3x2xi4>
  %i4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<3x2xi32>) outs(%e : tensor<3x2xi4>) {
  ^bb0(%in: i32, %out: i4):
    %t = arith.trunci %in : i32 to i4
    linalg.yield %t : i4
  } -> tensor<3x2xi4>
  %pi = flow.tensor.bitcast %i4 : tensor<3x2xi4> -> tensor<3xi8>
  return %pf, %pi : tensor<3xi8>, tensor<3xi8>
}
