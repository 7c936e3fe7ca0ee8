module {
  func.func @net(%image: tensor<1x1x6x6xf32>) -> tensor<1x2x3x3xf32> {
    %w = arith.constant dense<"0x0000803F000000400000404000008040000080BF000000C0000040C0000080C00000003F"> : tensor<1x1x3x3xf32>
    %w2 = arith.constant dense<0.5> : tensor<2x1x1x1xf32>
    %0 = tcf.conv_2d_nchw %image, %w {stride = [1, 1], padding = [1, 1, 1, 1], dilation = [1, 1], groups = 1 : i64} : (tensor<1x1x6x6xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x6x6xf32>
    %1 = tcf.clamp %0 {min = 0.0 : f32, max = 6.0 : f32} : (tensor<1x1x6x6xf32>) -> tensor<1x1x6x6xf32>
    %2 = tcf.max_pool_2d %1 {kernel = [9, 9], stride = [2, 2]} : (tensor<1x1x6x6xf32>) -> tensor<1x1x3x3xf32>
    %3 = tcf.conv_2d_nchw %2, %w2 : (tensor<1x1x3x3xf32>, tensor<2x1x1x1xf32>) -> tensor<1x2x3x3xf32>
    %4 = tcf.avg_pool_2d %3 {kernel = [3, 3], stride = [1, 1], padding = [1, 1]} : (tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
    return %4 : tensor<1x2x3x3xf32>
  }
}
