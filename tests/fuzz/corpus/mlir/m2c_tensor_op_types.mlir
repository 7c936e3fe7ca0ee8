// Element types through collapse/expand_shape, cast, fill, copy, from_elements, bitcast (i32 to ui32);
// tensor.dim as a size.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// INPUT 0: 93 27 -10 48 -47 86
// INPUT 1: 1 0 0 1
// INPUT 2: 0.5 0.515625 -0.515625 0.546875 0.203125 -0.71875
// EXPECT 0: 93 27 -10 48 -47 86
// EXPECT 1: 1 0 0 1
// EXPECT 2: 0.5 0.515625 -0.515625 0.546875 0.203125 -0.71875
// EXPECT 3: 9 9 9 9 9 9
// EXPECT 4: 7 -3 7
// EXPECT 5: 27 -47
// EXPECT 6: 7 -3 7
module {
  func.func @main(%a: tensor<2x3xi64>, %b: tensor<4xi1>, %c: tensor<6xbf16>) -> (tensor<3x2xi64>, tensor<2x2xi1>, tensor<3x2xbf16>, tensor<2x3xi64>, tensor<3xi32>, tensor<2xi64>, tensor<3xui32>) {
    %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
    %r0 = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi64> into tensor<3x2xi64>
    %bc = tensor.cast %b : tensor<4xi1> to tensor<?xi1>
    %bs = tensor.cast %bc : tensor<?xi1> to tensor<4xi1>
    %r1 = tensor.expand_shape %bs [[0, 1]] output_shape [2, 2] : tensor<4xi1> into tensor<2x2xi1>
    %r2 = tensor.expand_shape %c [[0, 1]] output_shape [3, 2] : tensor<6xbf16> into tensor<3x2xbf16>
    %e = tensor.empty() : tensor<2x3xi64>
    %nine = arith.constant 9 : i64
    %fill = linalg.fill ins(%nine : i64) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
    %r3 = linalg.copy ins(%fill : tensor<2x3xi64>) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
    %i0 = arith.constant 7 : i32
    %i1 = arith.constant -3 : i32
    %r4 = tensor.from_elements %i0, %i1, %i0 : tensor<3xi32>
    %c1 = arith.constant 0 : index
    %n = tensor.dim %a, %c1 : tensor<2x3xi64>
    %s5 = tensor.extract_slice %a[0, 1] [%n, 1] [1, 1] : tensor<2x3xi64> to tensor<?xi64>
    %r5 = tensor.cast %s5 : tensor<?xi64> to tensor<2xi64>
    %r6 = tensor.bitcast %r4 : tensor<3xi32> to tensor<3xui32>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : tensor<3x2xi64>, tensor<2x2xi1>, tensor<3x2xbf16>, tensor<2x3xi64>, tensor<3xi32>, tensor<2xi64>, tensor<3xui32>
  }
}
