func.func @f(%x: !torch.vtensor<[2],f32>, %s: !torch.str) -> !torch.vtensor<[2],f32> {
  return %x : !torch.vtensor<[2],f32>
}
