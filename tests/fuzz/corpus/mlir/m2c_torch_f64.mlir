func.func @f(%x: !torch.vtensor<[2],f64>) -> !torch.vtensor<[2],f64> {
  return %x : !torch.vtensor<[2],f64>
}
