// a block scale of neither MX layout: a 2x64 needs 128x4, 512 or the swizzled 32x16
func.func @mx_bad(%a: !torch.vtensor<[2,64],f8E4M3FN>, %b: !torch.vtensor<[64,3],f8E4M3FN>, %sa: !torch.vtensor<[2,2],f8E8M0FNU>, %sb: !torch.vtensor<[512],f8E8M0FNU>) -> !torch.vtensor<[2,3],f32> {
  %false = torch.constant.bool false
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %0 = torch.aten._scaled_mm %a, %b, %sa, %sb, %none, %none, %int6, %false : !torch.vtensor<[2,64],f8E4M3FN>, !torch.vtensor<[64,3],f8E4M3FN>, !torch.vtensor<[2,2],f8E8M0FNU>, !torch.vtensor<[512],f8E8M0FNU>, !torch.none, !torch.none, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}
