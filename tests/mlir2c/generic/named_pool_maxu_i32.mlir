// linalg.pooling_nhwc_max_unsigned on i32: the max compares as unsigned (a negative value is larger than any positive one)
func.func @main(%x: tensor<1x3x4x1xi32>) -> tensor<1x2x3x1xi32> {
  %c = arith.constant 0 : i32
  %win = tensor.empty() : tensor<2x2xi32>
  %e = tensor.empty() : tensor<1x2x3x1xi32>
  %i = linalg.fill ins(%c : i32) outs(%e : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %win : tensor<1x3x4x1xi32>, tensor<2x2xi32>) outs(%i : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
  return %r : tensor<1x2x3x1xi32>
}
