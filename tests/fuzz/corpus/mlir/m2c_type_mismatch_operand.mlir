func @f(%x: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %0 = tcf.relu %x : (tensor<3x4xf32>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
