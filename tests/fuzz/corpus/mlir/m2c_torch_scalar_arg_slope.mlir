func.func @f(%x: !torch.vtensor<[2],f32>, %s: !torch.float) -> !torch.vtensor<[2],f32> {
  %0 = torch.aten.leaky_relu %x, %s : !torch.vtensor<[2],f32>, !torch.float -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}
