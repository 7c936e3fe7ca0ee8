// tensor.insert_slice (i16 block, rank-reduced f32 row) and tensor.insert at an index_cast index.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// INPUT 0: 3 93 30 20 47 -57 70 -96 45 -36 68 -68 -1 -26 -35 -52 10 27 -3 28 -86 -60 -48 39 -13 -32 18 -78 24 73
// INPUT 1: 1 87 19 35 80 39 -15 39 92
// INPUT 2: -0.0625 0.828125 -0.5625 -0.90625 -0.6875 -0.953125 0.375 0.421875 -0.890625 0.828125 -0.796875 -0.609375
// INPUT 3: -0.84375 -0.75 0.375 -0.921875
// INPUT 4: 12 86 -15 80 -24 -89 -46
// EXPECT 0: 3 93 30 20 47 -57 70 -96 45 -36 68 1 87 19 -35 -52 35 80 39 28 -86 -15 39 92 -13 -32 18 -78 24 73
// EXPECT 1: -0.0625 0.828125 -0.5625 -0.90625 -0.84375 -0.75 0.375 -0.921875 -0.890625 0.828125 -0.796875 -0.609375
// EXPECT 2: 12 86 -15 80 -24 42 -46
module {
  func.func @main(%d: tensor<6x5xi16>, %s: tensor<3x3xi16>, %fd: tensor<3x4xf32>, %fs: tensor<4xf32>, %v: tensor<7xi32>) -> (tensor<6x5xi16>, tensor<3x4xf32>, tensor<7xi32>) {
    %r0 = tensor.insert_slice %s into %d[2, 1] [3, 3] [1, 1] : tensor<3x3xi16> into tensor<6x5xi16>
    %r1 = tensor.insert_slice %fs into %fd[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    %x = arith.constant 42 : i32
    %five = arith.constant 5 : i64
    %i = arith.index_cast %five : i64 to index
    %r2 = tensor.insert %x into %v[%i] : tensor<7xi32>
    return %r0, %r1, %r2 : tensor<6x5xi16>, tensor<3x4xf32>, tensor<7xi32>
  }
}
