func.func @f(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,3],f32> {
  %0 = torch.aten.tanh %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}
