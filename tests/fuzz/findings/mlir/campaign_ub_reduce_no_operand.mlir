// Index arithmetic on constants (signed and unsigned); flow.tensor.dynamic_constant, tensor.dim and ceildivui sizing a pack.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// EXPECT 0: -5 -9 -14 -3 -3 -4 -1 -7 2 5
// EXPECT 1: 0 1 4 5 2 3 6 7 8 9 0 0 10 11 0 0
// EXPECT 2: 4 1 2 9 9
module {
  func.func @main() -> (tensor<10xi64>, tensor<2x2x2x2xi32>, tensor<5xi64>) {
    %a = arith.constant -7 : index
    %b = arith.constant 2 : index
    %c = tosa.reduce_prod : index
    %v0 = arith.addi %a, %b : index
    %v1 = arith.subi %a, %b : index
    %v2 = arith.muli %a, %b : index
    %v3 = arith.divsi %a, %b : index
    %v4 = arith.ceildivsi %a, %b : index
    %v5 = arith.floordivsi %a, %b : index
    %v6 = arith.remsi %a, %b : index
    %v7 = arith.minsi %a, %b : index
    %v8 = arith.maxsi %a, %b : index
    %v9 = arith.ceildivui %c, %b : index
    %i0 = arith.index_cast %v0 : index to i64
    %i1 = arith.index_cast %v1 : index to i64
    %i2 = arith.index_cast %v2 : index to i64
    %i3 = arith.index_cast %v3 : index to i64
    %i4 = arith.index_cast %v4 : index to i64
    %i5 = arith.index_cast %v5 : index to i64
    %i6 = arith.index_cast %v6 : index to i64
    %i7 = arith.index_cast %v7 : index to i64
    %i8 = arith.index_cast %v8 : index to i64
    %i9 = arith.index_cast %v9 : index to i64
    %h0 = tensor.from_elements %i0, %i1, %i2, %i3, %i4 : tensor<5xi64>
    %h1 = tensor.from_elements %i5, %i6, %i7, %i8, %i9 : tensor<5xi64>
    %r0 = tensor.concat dim(0) %h0, %h1 : (tensor<5xi64>, tensor<5xi64>) -> tensor<10xi64>
    %x = flow.tensor.dynamic_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32> -> tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
    %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
    %o0 = arith.ceildivui %d0, %b : index
    %o1 = arith.ceildivui %d1, %b : index
    %e = tensor.empty(%o0, %o1) : tensor<?x?x2x2xi32>
    %zero = arith.constant 0 : i32
    %p = linalg.pack %x padding_value(%zero : i32) inner_dims_pos = [0, 1] inner_tiles = [4, 2] into %e : tensor<?x?xi32> -> tensor<?x?x2x2xi32>
    %r1 = tensor.cast %p : tensor<?x?x2x2xi32> to tensor<2x2x2x2xi32>
    %u0 = arith.divui %c, %b : index
    %u1 = arith.remui %c, %b : index
    %u2 = arith.minui %c, %b : index
    %u3 = arith.maxui %c, %b : index
    %j0 = arith.index_castui %u0 : index to i64
    %j1 = arith.index_castui %u1 : index to i64
    %j2 = arith.index_castui %u2 : index to i64
    %j3 = arith.index_castui %u3 : index to i64
    %j4 = arith.index_castui %c : index to i64
    %r2 = tensor.from_elements %j0, %j1, %j2, %j3, %j4 : tensor<5xi64>
    return %r0, %r1, %r2 : tensor<10xi64>, tensor<2x2x2x2xi32>, tensor<5xi64>
  }
}
