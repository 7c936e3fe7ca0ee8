func.func @f(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int0 = torch.constant.int 0
  %int4 = torch.constant.int 4
  %int-1 = torch.constant.int -1
  %0 = torch.aten.slice.Tensor %x, %int0, %int0, %int4, %int-1 : !torch.vtensor<[4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  return %0 : !torch.vtensor<[4],f32>
}
