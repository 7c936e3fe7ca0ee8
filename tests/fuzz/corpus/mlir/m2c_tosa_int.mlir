// Integer tensors: tosa elementwise ops on i32 lower to the integer ops
// (wrapping add/sub/mul, truncating intdiv, shifts, abs at MIN, negate saturating (TOSA clips its i64 result, as mlir-opt-22 lowers it), clz,
// bitwise not); a shift count past the width gives the sign fill.
// INPUT 0: 7 -7 100 -2147483648
// INPUT 1: 2 2 -3 1
// EXPECT 0: 9 -5 97 -2147483647
// EXPECT 1: 5 -9 103 2147483647
// EXPECT 2: 14 -14 -300 -2147483648
// EXPECT 3: 3 -3 -33 -2147483648
// EXPECT 4: 7 2 100 1
// EXPECT 5: 2 0 100 0
// EXPECT 6: 28 -28 0 0
// EXPECT 7: 1 -2 0 -1073741824
// EXPECT 8: 7 7 100 -2147483648
// EXPECT 9: -7 7 -100 2147483647
// EXPECT 10: 29 0 25 0
// EXPECT 11: -8 6 -101 2147483647
module {
  func.func @ints(%x: tensor<4xi32>, %y: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {
    %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
    %0 = tosa.add %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %1 = tosa.sub %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %2 = tosa.mul %x, %y, %sh : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
    %3 = tosa.intdiv %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %4 = tosa.maximum %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %5 = tosa.bitwise_and %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %6 = tosa.logical_left_shift %x, %y : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %7 = tosa.arithmetic_right_shift %x, %y {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %8 = tosa.abs %x : (tensor<4xi32>) -> tensor<4xi32>
    %9 = tosa.negate %x, %zp, %zp : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
    %10 = tosa.clz %x : (tensor<4xi32>) -> tensor<4xi32>
    %11 = tosa.bitwise_not %x : (tensor<4xi32>) -> tensor<4xi32>
    func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
  }
}
