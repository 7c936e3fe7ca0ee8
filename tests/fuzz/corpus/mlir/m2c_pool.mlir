// avg pool (plain, and padded with count_include_pad = false), padded max
// pool, global average pool.
// INPUT 0: 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16
// EXPECT 0: 3.5 5.5 11.5 13.5
// EXPECT 1: 1 2.5 4 7 8.5 10 13 14.5 16
// EXPECT 2: 6 7 8 8 10 11 12 12 14 15 16 16 14 15 16 16
// EXPECT 3: 8.5
func @pool(%x: tensor<1x1x4x4xf32>) -> (tensor<1x1x2x2xf32>, tensor<1x1x3x3xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>) {
  %0 = tcf.avg_pool_2d %x {kernel = [2, 2], stride = [2, 2]} : (tensor<1x1x4x4xf32>) -> tensor<1x1x2x2xf32>
  %1 = tcf.avg_pool_2d %x {kernel = [2, 2], stride = [2, 2], padding = [1, 1, 1, 1], count_include_pad = false} : (tensor<1x1x4x4xf32>) -> tensor<1x1x3x3xf32>
  %2 = "tcf.max_pool_2d"(%x) <{kernel = array<i64: 3, 3>, stride = array<i64: 1, 1>}> {padding = dense<[1, 1]> : tensor<2xi64>, ceil_mode = false} : (tensor<1x1x4x4xf32>) -> tensor<1x1x4x4xf32>
  %3 = tcf.global_avg_pool_2d %x : (tensor<1x1x4x4xf32>) -> tensor<1x1x1x1xf32>
  return %0, %1, %2, %3 : tensor<1x1x2x2xf32>, tensor<1x1x3x3xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>
}
