func.func @f(%x: !torch.vtensor<[2,0],f32>) -> !torch.vtensor<[2],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.sum.dim_IntList %x, %none, %false, %none : !torch.vtensor<[2,0],f32>, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
