func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tcf.clamp %x {min = 6.0 : f32, max = 0.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
