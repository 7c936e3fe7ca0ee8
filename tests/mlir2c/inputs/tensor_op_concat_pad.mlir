// tensor.concat of 6 i8 tensors; tensor.pad of i32 (-7) and f32 (a value from tensor.extract).
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// INPUT 0: 20 74
// INPUT 1: 27 77 -83 -21
// INPUT 2: 25 71 -94 -6 10 -57
// INPUT 3: 32 74 95 9 50 31 -78 -42
// INPUT 4: 30 68 83 32 83 -73 45 -99 -55 -63
// INPUT 5: 37 70 72 47 -85 15 -32 36 0 88 69 15
// INPUT 6: 45 58 16 -78 84 71
// INPUT 7: -0.015625 0.265625 0.5 0.828125 -0.375
// EXPECT 0: 20 27 77 25 71 -94 32 74 95 9 30 68 83 32 83 37 70 72 47 -85 15 74 -83 -21 -6 10 -57 50 31 -78 -42 -73 45 -99 -55 -63 -32 36 0 88 69 15
// EXPECT 1: -7 -7 -7 -7 -7 45 58 16 -7 -7 -78 84 71 -7 -7
// EXPECT 2: 2.5 2.5 -0.015625 0.265625 0.5 0.828125 -0.375 2.5
module {
  func.func @main(%x0: tensor<2x1xi8>, %x1: tensor<2x2xi8>, %x2: tensor<2x3xi8>, %x3: tensor<2x4xi8>, %x4: tensor<2x5xi8>, %x5: tensor<2x6xi8>, %p: tensor<2x3xi32>, %q: tensor<5xf32>) -> (tensor<2x21xi8>, tensor<3x5xi32>, tensor<8xf32>) {
    %r0 = tensor.concat dim(1) %x0, %x1, %x2, %x3, %x4, %x5 : (tensor<2x1xi8>, tensor<2x2xi8>, tensor<2x3xi8>, tensor<2x4xi8>, tensor<2x5xi8>, tensor<2x6xi8>) -> tensor<2x21xi8>
    %m7 = arith.constant -7 : i32
    %r1 = tensor.pad %p low[1, 0] high[0, 2] {
    ^bb0(%i: index, %j: index):
      tensor.yield %m7 : i32
    } : tensor<2x3xi32> to tensor<3x5xi32>
    %table = arith.constant dense<[1.0, 2.5, 4.0]> : tensor<3xf32>
    %c1 = arith.constant 1 : index
    %v = tensor.extract %table[%c1] : tensor<3xf32>
    %r2 = tensor.pad %q low[2] high[1] {
    ^bb0(%i: index):
      tensor.yield %v : f32
    } : tensor<5xf32> to tensor<8xf32>
    return %r0, %r1, %r2 : tensor<2x21xi8>, tensor<3x5xi32>, tensor<8xf32>
  }
}
