// several loop values (several results) are not supported
func.func @f(%x: tensor<i32>) -> tensor<i32> {
  %0:2 = tosa.while_loop (%a = %x, %b = %x) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %f = arith.constant dense<false> : tensor<i1>
    tosa.yield %f : tensor<i1>
  } do {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    tosa.yield %a, %b : tensor<i32>, tensor<i32>
  }
  return %0#0 : tensor<i32>
}
