// linalg.pack with padding, outer_dims_perm and permuted tiles; linalg.unpack dropping the padding.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// INPUT 0: -0.984375 -0.015625 -0.953125 0.703125 -0.21875 0.171875 -0.609375 0.546875 -0.546875 0.71875 0.5 -0.28125 -0.53125 0.296875 -0.71875 0.390625 0.265625 0.625 -0.3125 -0.21875 -0.734375 0.359375 0.65625 0.046875 0.921875 -0.796875 0.109375 0.390625 0.671875 -0.171875 -0.984375 0.984375 0.953125 -0.046875 -0.71875
// INPUT 1: 67 37 91 -96 55 71 -96 46 65 -88 -70 82 -59 -19 -35 -40 -23 -94 4 -29 -89 51 -76 96 -12 68 9 67 19 0 7 -88 -54 -100 -31 -54 -69 20 36 -26 -53 91 -52 48 -34 -2 -4 -68
// EXPECT 0: -0.984375 0.546875 -0.015625 -0.546875 -0.953125 0.71875 -0.71875 0.359375 0.390625 0.65625 0.265625 0.046875 0.671875 0.5 -0.171875 0.5 -0.984375 0.5 0.703125 0.5 -0.21875 -0.28125 0.171875 -0.53125 0.625 0.921875 -0.3125 -0.796875 -0.21875 0.109375 0.984375 0.5 0.953125 0.5 -0.046875 0.5 -0.609375 0.296875 0.5 0.5 0.5 0.5 -0.734375 0.390625 0.5 0.5 0.5 0.5 -0.71875 0.5 0.5 0.5 0.5 0.5
// EXPECT 1: 67 91 55 -96 -12 9 19 37 -96 71 46 68 67 0 65 -70 -59 -35 -54 -31 -69 -88 82 -19 -40 -100 -54 20 -23 4 -89 -76 -53 -52 -34 -94 -29 51 96 91 48 -2
module {
  func.func @main(%x: tensor<5x7xf32>, %y: tensor<2x3x4x2xi32>) -> (tensor<3x3x3x2xf32>, tensor<6x7xi32>) {
    %pad = arith.constant 0.5 : f32
    %e = tensor.empty() : tensor<3x3x3x2xf32>
    %r0 = linalg.pack %x padding_value(%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %e : tensor<5x7xf32> -> tensor<3x3x3x2xf32>
    %u = tensor.empty() : tensor<6x7xi32>
    %r1 = linalg.unpack %y outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %u : tensor<2x3x4x2xi32> -> tensor<6x7xi32>
    return %r0, %r1 : tensor<3x3x3x2xf32>, tensor<6x7xi32>
  }
}
