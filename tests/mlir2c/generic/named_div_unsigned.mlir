// linalg.div_unsigned on i32: unsigned division (-7 is 4294967289)
func.func @main(%a: tensor<2x5xi32>, %b: tensor<2x5xi32>) -> tensor<2x5xi32> {
  %e = tensor.empty() : tensor<2x5xi32>
  %r = linalg.div_unsigned ins(%a, %b : tensor<2x5xi32>, tensor<2x5xi32>) outs(%e : tensor<2x5xi32>) -> tensor<2x5xi32>
  return %r : tensor<2x5xi32>
}
