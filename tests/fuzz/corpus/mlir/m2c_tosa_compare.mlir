// Comparisons give i1 (NaN compares false), logical ops on i1, select on an
// i1 condition, argmax giving i32 (propagate: the NaN's index; IGNORE: the
// largest number's).
// INPUT 0: 1 nan 3 -2
// INPUT 1: 1 1 2 5
// EXPECT 0: 0 0 1 0
// EXPECT 1: 1 0 0 0
// EXPECT 2: 1 1 0 1
// EXPECT 3: 1 0 1 0
// EXPECT 4: 1 1 3 5
// EXPECT 5: 1
// EXPECT 6: 2
// EXPECT 7: 1 1 1 1
// EXPECT 8: 1 0 1 0
module {
  func.func @cmp(%x: tensor<4xf32>, %y: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<4xi1>, tensor<4xi1>) {
    %0 = tosa.greater %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %1 = tosa.equal %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %2 = tosa.logical_not %0 : (tensor<4xi1>) -> tensor<4xi1>
    %3 = tosa.logical_or %0, %1 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %4 = tosa.select %0, %x, %y : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = tosa.argmax %x {axis = 0 : i32} : (tensor<4xf32>) -> tensor<i32>
    %6 = tosa.argmax %x {axis = 0 : i32, nan_mode = "IGNORE"} : (tensor<4xf32>) -> tensor<i32>
    %7 = tosa.logical_xor %0, %2 : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
    %8 = tosa.greater_equal %x, %y : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    func.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xf32>, tensor<i32>, tensor<i32>, tensor<4xi1>, tensor<4xi1>
  }
}
