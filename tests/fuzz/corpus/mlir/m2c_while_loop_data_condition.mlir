// a loop whose condition depends on an input: its trip count is not known at translate time
func.func @f(%x: tensor<i32>) -> tensor<i32> {
  %0 = tosa.while_loop (%v = %x) : (tensor<i32>) -> tensor<i32> {
    %ten = "tosa.const"() <{values = dense<10> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater %ten, %v : (tensor<i32>, tensor<i32>) -> tensor<i1>
    tosa.yield %c : tensor<i1>
  } do {
  ^bb0(%v: tensor<i32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %n = tosa.add %v, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    tosa.yield %n : tensor<i32>
  }
  return %0 : tensor<i32>
}
