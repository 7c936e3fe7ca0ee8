// linalg.matmul / batch_matmul / matvec on integers: operands sign-extended to
// the result type, products summed in it (worked by hand):
//  0: [[1, -2], [127, -128]] x [[3, 4], [5, -6]] = [[3 - 10, 4 + 12], [381 - 640, 508 + 768]]
//     = [[-7, 16], [-259, 1276]], plus the init [[100, 0], [0, -1]]: 93 16 -259 1275
//  1: matvec [[1, -2], [127, -128]] x [3, 5] = [3 - 10, 381 - 640] = [-7, -259]
//  2: batch_matmul of i32 [1,1,2] x [1,2,1]: 2147483647 * 2 + 1 * 3 = -2 + 3 = 1 (wraps)
// INPUT 0: 1 -2 127 -128
// INPUT 1: 3 4 5 -6
// INPUT 2: 2147483647 1
// EXPECT 0: 93 16 -259 1275
// EXPECT 1: -7 -259
// EXPECT 2: 1
module {
  func.func @imm(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<1x1x2xi32>) -> (tensor<2x2xi32>, tensor<2xi32>, tensor<1x1x1xi32>) {
    %init = arith.constant dense<[[100, 0], [0, -1]]> : tensor<2x2xi32>
    %0 = linalg.matmul ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%init : tensor<2x2xi32>) -> tensor<2x2xi32>
    %v = arith.constant dense<[3, 5]> : tensor<2xi8>
    %z = arith.constant dense<0> : tensor<2xi32>
    %1 = linalg.matvec ins(%a, %v : tensor<2x2xi8>, tensor<2xi8>) outs(%z : tensor<2xi32>) -> tensor<2xi32>
    %w = arith.constant dense<[[[2], [3]]]> : tensor<1x2x1xi32>
    %z3 = arith.constant dense<0> : tensor<1x1x1xi32>
    %2 = linalg.batch_matmul ins(%c, %w : tensor<1x1x2xi32>, tensor<1x2x1xi32>) outs(%z3 : tensor<1x1x1xi32>) -> tensor<1x1x1xi32>
    return %0, %1, %2 : tensor<2x2xi32>, tensor<2xi32>, tensor<1x1x1xi32>
  }
}
