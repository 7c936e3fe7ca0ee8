module {
  func.func @net(%image: tensor<2x1x6x6xf32>) -> tensor<1x2x3x3xf32> {
    %w = arith.constant dense<"0x0000803F"> : tensor<00000002006924x1x3x3xf32>
