// unsigned pools on i32 (-1 is the largest value): pooling_nhwc_min_unsigned, pooling_nwc_max_unsigned, pooling_nwc_min_unsigned
func.func @main(%x: tensor<1x3x4x1xi32>, %y: tensor<1x5x2xi32>) -> (tensor<1x2x3x1xi32>, tensor<1x3x2xi32>, tensor<1x3x2xi32>) {
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %w2 = tensor.empty() : tensor<2x2xi32>
  %w1 = tensor.empty() : tensor<3xi32>
  %e0 = tensor.empty() : tensor<1x2x3x1xi32>
  %i0 = linalg.fill ins(%m1 : i32) outs(%e0 : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
  %r0 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w2 : tensor<1x3x4x1xi32>, tensor<2x2xi32>) outs(%i0 : tensor<1x2x3x1xi32>) -> tensor<1x2x3x1xi32>
  %e1 = tensor.empty() : tensor<1x3x2xi32>
  %i1 = linalg.fill ins(%z : i32) outs(%e1 : tensor<1x3x2xi32>) -> tensor<1x3x2xi32>
  %r1 = linalg.pooling_nwc_max_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%y, %w1 : tensor<1x5x2xi32>, tensor<3xi32>) outs(%i1 : tensor<1x3x2xi32>) -> tensor<1x3x2xi32>
  %i2 = linalg.fill ins(%m1 : i32) outs(%e1 : tensor<1x3x2xi32>) -> tensor<1x3x2xi32>
  %r2 = linalg.pooling_nwc_min_unsigned {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%y, %w1 : tensor<1x5x2xi32>, tensor<3xi32>) outs(%i2 : tensor<1x3x2xi32>) -> tensor<1x3x2xi32>
  return %r0, %r1, %r2 : tensor<1x2x3x1xi32>, tensor<1x3x2xi32>, tensor<1x3x2xi32>
}
