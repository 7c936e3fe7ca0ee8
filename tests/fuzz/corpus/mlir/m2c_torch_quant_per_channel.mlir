// _make_per_channel_quantized_tensor along dim 1, then dequantize.self:
// (q - zp[c]) * scale[c]. Hand-worked, scales [0.5, 2, 0.25], zero points [1, 0, -4]:
// row 0 [1, 2, 3] -> [0 * 0.5, 2 * 2, 7 * 0.25] = [0, 4, 1.75];
// row 1 [-1, 0, 4] -> [-2 * 0.5, 0, 8 * 0.25] = [-1, 0, 2].
// INPUT 0: 1 2 3 -1 0 4
// INPUT 1: 0.5 2 0.25
// INPUT 2: 1 0 -4
// EXPECT 0: 0 4 1.75 -1 0 2
func.func @per_channel(%q: !torch.vtensor<[2,3],si8>, %s: !torch.vtensor<[3],f32>, %z: !torch.vtensor<[3],si8>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten._make_per_channel_quantized_tensor %q, %s, %z, %int1 : !torch.vtensor<[2,3],si8>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],si8>, !torch.int -> !torch.vtensor<[2,3],!torch.qint8>
  %1 = torch.aten.dequantize.self %0 : !torch.vtensor<[2,3],!torch.qint8> -> !torch.vtensor<[2,3],f32>
  return %1 : !torch.vtensor<[2,3],f32>
}
