func.func @f(%x: tensor<2x3xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %0 = linalg.reduce { arith.divf } ins(%x : tensor<2x3xf32>) outs(%e : tensor<2xf32>) dimensions = [1]
  return %0 : tensor<2xf32>
}
