// A call of a function the file only declares.
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @call_undefined(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @external(%a) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
