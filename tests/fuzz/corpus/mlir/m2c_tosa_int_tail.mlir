// TOSA integer ops in their less common forms. Worked by hand:
//  0: mul of i32 by a shift that is a value (2): (a * b + 2) >> 2, the product exact in 64 bits:
//     21 + 2 >> 2 = 5; -21 + 2 = -19 >> 2 = -5 (floor); 100000 * 30000 = 3e9 (past i32) + 2 >> 2 = 750000000;
//     -3 + 2 = -1 >> 2 = -1
//  1: mul of i16 operands gives i32 (the spec's out_t): 60000 -60000 32767^2 = 1073676289
//  2, 3: argmax with #tosa.nan_mode<...>: IGNORE skips the NaN (3 at index 2), PROPAGATE takes the first NaN
//     (its operand type is written with spaces before the closing >, which MLIR accepts)
//  4: tosa.div (LLVM <= 17's name of intdiv) truncates toward zero: 7/3 = 2, -7/3 = -2, 100000/30000 = 3, -3/1 = -3
// INPUT 0: 7 -7 100000 -3
// INPUT 1: 3 3 30000 1
// INPUT 2: 2
// INPUT 3: 300 -300 32767
// INPUT 4: 200 200 32767
// INPUT 5: 1 nan 3 2
// EXPECT 0: 5 -5 750000000 -1
// EXPECT 1: 60000 -60000 1073676289
// EXPECT 2: 2
// EXPECT 3: 1
// EXPECT 4: 2 -2 3 -3
module {
  func.func @int_tail(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>, %p: tensor<3xi16>, %q: tensor<3xi16>, %f: tensor<4xf32>) -> (tensor<4xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>) {
    %0 = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
    %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %p, %q, %z : (tensor<3xi16>, tensor<3xi16>, tensor<1xi8>) -> tensor<3xi32>
    %2 = tosa.argmax %f {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<i32>
    %3 = tosa.argmax %f {axis = 0 : i32, nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<4xf32   >) -> tensor<i32>
    %4 = tosa.div %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<3xi32>, tensor<i32>, tensor<i32>, tensor<4xi32>
  }
}
