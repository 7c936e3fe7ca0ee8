func.func @f(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %none = torch.constant.none
  %0 = torch.aten.bernoulli %x, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
