// A function that calls itself cannot be inlined.
func.func @call_recursive(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @call_recursive(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
