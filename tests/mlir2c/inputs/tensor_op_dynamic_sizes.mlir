// Sizes from index values: tensor.empty(%h), extract_slice/insert_slice with index-constant sizes.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// INPUT 0: -82 3 77 14 91 -10 10 70 86 -12 -29 22 44 73 19
// EXPECT 0: 7 7 7 7 7 -82 3 77 14 91 -10 10 70 86 -12 7 7 7 7 7
module {
  func.func @main(%x: tensor<3x5xi32>) -> tensor<4x5xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %d = tensor.dim %x, %c0 : tensor<3x5xi32>
    %h = arith.constant 4 : index
    %e = tensor.empty(%h) : tensor<?x5xi32>
    %seven = arith.constant 7 : i32
    %f = linalg.fill ins(%seven : i32) outs(%e : tensor<?x5xi32>) -> tensor<?x5xi32>
    %s = tensor.extract_slice %x[0, 0] [%c2, 5] [%c1, 1] : tensor<3x5xi32> to tensor<?x5xi32>
    %r = tensor.insert_slice %s into %f[%c1, 0] [%c2, 5] [1, 1] : tensor<?x5xi32> into tensor<?x5xi32>
    %out = tensor.cast %r : tensor<?x5xi32> to tensor<4x5xi32>
    return %out : tensor<4x5xi32>
  }
}
