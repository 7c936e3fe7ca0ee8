func.func @f(%x: !torch.tensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.copy.to_vtensor %x : !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
