func.func @f(%x: !torch.vtensor<[2],f32>, %a: !torch.float) -> !torch.vtensor<[2],f32> {
  return %x : !torch.vtensor<[2],f32>
}
