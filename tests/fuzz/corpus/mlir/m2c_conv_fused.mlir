// conv (ones 3x3, symmetric 2-element padding) + [1,F,1,1] bias add + relu
// + 2x2 max pool: fused into a single CONV2D op (bias, act, pool attrs).
// ARGS: --shape x=1x1x4x4
// OPS: 1
// INPUT 0: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
// EXPECT 0: 4 13 40 49
func @conv(%x: tensor<?x1x4x4xf32>) -> tensor<?x1x2x2xf32> {
  %w = arith.constant dense<1.0> : tensor<1x1x3x3xf32>
  %b = arith.constant dense<"0x000048C2"> : tensor<1x1x1x1xf32>
  %0 = tcf.conv_2d_nchw %x, %w {stride = [1, 1], padding = [1, 1], dilation = [1, 1], groups = 1 : i64} : (tensor<?x1x4x4xf32>, tensor<1x1x3x3xf32>) -> tensor<?x1x4x4xf32>
  %1 = tcf.add %0, %b : (tensor<?x1x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<?x1x4x4xf32>
  %2 = tcf.relu %1 : (tensor<?x1x4x4xf32>) -> tensor<?x1x4x4xf32>
  %3 = tcf.max_pool_2d %2 {kernel = [2, 2]} : (tensor<?x1x4x4xf32>) -> tensor<?x1x2x2xf32>
  return %3 : tensor<?x1x2x2xf32>
}
