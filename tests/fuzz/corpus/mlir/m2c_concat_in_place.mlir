// Concats whose operands their producers write in place (tools/mlir2c/plan.c,
// concat_in_place): r's operands x+x and x+y are op results and the dims
// before the axis are 1 and a's 64 bytes keep b's block aligned, so they are planned at their blocks of the result and
// the concat copies nothing; f joins one value twice and g has batch 2 (a
// block per image), so both copy. check_concat_in_place.py checks the offsets.
// INPUT 0: 0.25 0.796875 0.546875 -0.546875 -0.40625 0.75 -0.984375 0.640625 0.59375 -0.0625 -0.390625 -0.4375 -0.484375 -0.109375 0.015625 0.109375
// INPUT 1: 0.984375 0.578125 0.25 0.984375 -0.5625 -0.671875 0.21875 -0.90625 -0.921875 0.03125 -0.0625 0.828125 0.265625 0.03125 0 -0.5
// INPUT 2: -0.96875 -0.609375 0.390625 -0.59375 -0.265625 -1 0.65625 -0.6875 -0.46875 0.765625 0.015625 0.6875
// EXPECT 0: 0.5 1.5 1.09375 0 0 1.5 0 1.28125 1.1875 0 0 0 0 0 0.03125 0.21875 1.234375 1.375 0.796875 0.4375 0 0.078125 0 0 0 0 0 0.390625 0 0 0.015625 0
// EXPECT 1: -1.9375 -1.21875 0.78125 -1.1875 -0.53125 -2 -1.9375 -1.21875 0.78125 -1.1875 -0.53125 -2 1.3125 -1.375 -0.9375 1.53125 0.03125 1.375 1.3125 -1.375 -0.9375 1.53125 0.03125 1.375
// EXPECT 2: -1.9375 -1.21875 0.78125 -0.96875 -0.609375 0.390625 -1.1875 -0.53125 -2 -0.59375 -0.265625 -1 1.3125 -1.375 -0.9375 0.65625 -0.6875 -0.46875 1.53125 0.03125 1.375 0.765625 0.015625 0.6875
module {
  func.func @main(%x: tensor<1x4x4xf32>, %y: tensor<1x4x4xf32>, %z: tensor<2x2x3xf32>) -> (tensor<1x8x4xf32>, tensor<2x4x3xf32>, tensor<2x2x6xf32>) {
    %a = tosa.add %x, %x : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %b = tosa.add %x, %y : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x4x4xf32>
    %c = tosa.concat %a, %b {axis = 1 : i32} : (tensor<1x4x4xf32>, tensor<1x4x4xf32>) -> tensor<1x8x4xf32>
    %r = tosa.clamp %c {min_int = 0 : i64, max_int = 0 : i64, min_fp = 0.0 : f32, max_fp = 1.5 : f32} : (tensor<1x8x4xf32>) -> tensor<1x8x4xf32>
    %d = tosa.add %z, %z : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
    %f = tosa.concat %d, %d {axis = 1 : i32} : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x4x3xf32>
    %g = tosa.concat %d, %z {axis = 2 : i32} : (tensor<2x2x3xf32>, tensor<2x2x3xf32>) -> tensor<2x2x6xf32>
    func.return %r, %f, %g : tensor<1x8x4xf32>, tensor<2x4x3xf32>, tensor<2x2x6xf32>
  }
}
