func @mlp(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<[[0.5, -1.0, 0.25, 2.0], [1.5, 0.0, -0.5, 1.0], [-2.0, 0