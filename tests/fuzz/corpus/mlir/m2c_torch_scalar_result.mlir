func.func @f(%x: !torch.vtensor<[],si64>) -> !torch.int {
  %0 = torch.aten.Int.Tensor %x : !torch.vtensor<[],si64> -> !torch.int
  return %0 : !torch.int
}
