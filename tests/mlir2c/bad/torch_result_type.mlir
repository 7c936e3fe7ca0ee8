func.func @f(%x: !torch.int) -> !torch.str {
  %0 = torch.constant.str "a"
  return %0 : !torch.str
}
