// a loop whose condition is constant true never ends: refused (unrolled up to a cap)
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %0 = tosa.while_loop (%v = %x) : (tensor<3xf32>) -> tensor<3xf32> {
    %t = arith.constant dense<true> : tensor<i1>
    tosa.yield %t : tensor<i1>
  } do {
  ^bb0(%v: tensor<3xf32>):
    %d = tosa.add %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    tosa.yield %d : tensor<3xf32>
  }
  return %0 : tensor<3xf32>
}
