func @mlp(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %w = arith.constant dense<