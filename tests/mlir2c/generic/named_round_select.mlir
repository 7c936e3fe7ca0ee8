// linalg.round (halves away from zero) then linalg.select(c, round(x), y)
func.func @main(%x: tensor<3x7xf32>, %c: tensor<3x7xi1>, %y: tensor<3x7xf32>) -> tensor<3x7xf32> {
  %e = tensor.empty() : tensor<3x7xf32>
  %r = linalg.round ins(%x : tensor<3x7xf32>) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  %s = linalg.select ins(%c, %r, %y : tensor<3x7xi1>, tensor<3x7xf32>, tensor<3x7xf32>) outs(%e : tensor<3x7xf32>) -> tensor<3x7xf32>
  return %s : tensor<3x7xf32>
}
