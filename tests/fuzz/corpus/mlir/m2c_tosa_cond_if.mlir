// tosa.cond_if: a condition from the inputs (both branches computed, the
// result selected) taken true (%t) and false (%f), in the three spellings
// (': tensor<i1> -> T', '-> (T)', block arguments bound to inputs); a
// constant condition takes its branch only, here on i32 values.
// Expected values: hand-computed (x + y, x - y, x * y, 10 + 10).
// INPUT 0: 1.5 -2 0.25 4 -1 3
// INPUT 1: 0.5 1 -2 2 -3 0.5
// INPUT 2: 1
// INPUT 3: 0
// EXPECT 0: 2 -1 -1.75 6 -4 3.5
// EXPECT 1: 1 -3 2.25 2 2 2.5
// EXPECT 2: 0.75 -2 -0.5 8 3 1.5
// EXPECT 3: 1 -3 2.25 2 2 2.5
// EXPECT 4: 20
func.func @f(%x: tensor<2x3xf32>, %y: tensor<2x3xf32>, %t: tensor<i1>, %f: tensor<i1>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>) {
  %0 = tosa.cond_if %t : tensor<i1> -> tensor<2x3xf32> {
    %1 = tosa.add %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  %2 = tosa.cond_if %f -> (tensor<2x3xf32>) {
    %1 = tosa.add %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %x, %y : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  %3 = tosa.cond_if %t (%a = %x, %b = %y) : tensor<i1> (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
    %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %a, %b, %sh : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  } else {
  ^bb0(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>):
    tosa.yield %a : tensor<2x3xf32>
  }
  %4 = tosa.cond_if %f (%a = %x, %b = %y) : tensor<i1> (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32> {
    tosa.yield %a : tensor<2x3xf32>
  } else {
    %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    tosa.yield %1 : tensor<2x3xf32>
  }
  %c = arith.constant dense<true> : tensor<i1>
  %ten = arith.constant dense<10> : tensor<i32>
  %5 = tosa.cond_if %c : tensor<i1> -> tensor<i32> {
    %1 = tosa.add %ten, %ten : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %1 : tensor<i32>
  } else {
    tosa.yield %ten : tensor<i32>
  }
  return %0, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<i32>
}
