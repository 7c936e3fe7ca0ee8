func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tcf.clamp %x {min = 1.5e, max = 2.0} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
