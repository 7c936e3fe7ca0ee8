func @mlp(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[0.5, -1.0, 0.25, 2.0], [1.5, 0.0, -0.5, 1.0], [-2.0, 0.75, 1.0, -1.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[0.1, -0.2, 0.3, 0.0]> : tensor<1x1x1x1x1x1x1x1x4xf32>
  %0 = tcf.matmul %x, %w : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %1 = tcf.add %0, %b : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
  %2 = tcf.relu %1 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  %3 = tcf.softmax %2 {axis = 1 : i64} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  return %3 : tensor<2x4xf32>
}
