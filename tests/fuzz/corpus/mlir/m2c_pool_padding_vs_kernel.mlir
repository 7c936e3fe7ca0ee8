func @f(%x: tensor<1x1x4x4xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tcf.avg_pool_2d %x {kernel = [2, 2], padding = [2, 2]} : (tensor<1x1x4x4xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
