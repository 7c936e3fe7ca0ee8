func.func @f(%x: !torch.vtensor<[2,3],si64>) -> !torch.int {
  %0 = torch.aten.Int.Tensor %x : !torch.vtensor<[2,3],si64> -> !torch.int
  return %0 : !torch.int
}
