func.func @f(%x: tensor<i32>) -> tensor<i32> {
  %1 = tosa.while_loop (%a = %x) : (tensor<i32>) -> tensor<i32> {
    %c = "tosa.const"() <{values = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %g = tosa.greater_equal %c, %a : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %g : tensor<i1>
  } do {
  ^bb0(%a: tensor<i32>):
    %c = "tosa.const"() <{values = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %s = tosa.add %a, %c : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %s : tensor<i32>
  }
  return %1 : tensor<i32>
}
