func.func @f() -> !torch.int {
  %int7 = torch.constant.int 7
  %int0 = torch.constant.int 0
  %0 = torch.aten.floordiv.int %int7, %int0 : !torch.int, !torch.int -> !torch.int
  return %0 : !torch.int
}
