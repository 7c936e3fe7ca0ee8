func.func @f(%x: !torch.vtensor<[0,3],f32>) -> !torch.vtensor<[0,3],f32> {
  %0 = torch.aten.relu %x : !torch.vtensor<[0,3],f32> -> !torch.vtensor<[0,3],f32>
  return %0 : !torch.vtensor<[0,3],f32>
}
