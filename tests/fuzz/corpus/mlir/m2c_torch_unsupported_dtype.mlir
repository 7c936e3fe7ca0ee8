func.func @f(%x: !torch.vtensor<[2],f8E3M4>) -> !torch.vtensor<[2],f8E3M4> {
  return %x : !torch.vtensor<[2],f8E3M4>
}
