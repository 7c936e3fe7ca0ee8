func.func @f(%x: tensor<2xf32>, %c: tensor<i1>) -> tensor<2xf32> {
  %0 = tosa.cond_if %c : tensor<i1> -> (tensor<2xf32>, tensor<2xf32>) {
    tosa.yield %x, %x : tensor<2xf32>, tensor<2xf32>
  } else {
    tosa.yield %x, %x : tensor<2xf32>, tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}
