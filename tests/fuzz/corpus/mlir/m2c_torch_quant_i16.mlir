// !torch.qint16: _make_per_tensor_quantized_tensor of si16 (scale 0.5, zero point 2),
// then dequantize: (q - 2) * 0.5. Hand-worked: [300, -2, 2] -> [149, -2, 0].
// INPUT 0: 300 -2 2
// EXPECT 0: 149 -2 0
func.func @q16(%q: !torch.vtensor<[3],si16>) -> !torch.vtensor<[3],f32> {
  %int2 = torch.constant.int 2
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten._make_per_tensor_quantized_tensor %q, %half, %int2 : !torch.vtensor<[3],si16>, !torch.float, !torch.int -> !torch.vtensor<[3],!torch.qint16>
  %1 = torch.aten.dequantize.self %0 : !torch.vtensor<[3],!torch.qint16> -> !torch.vtensor<[3],f32>
  return %1 : !torch.vtensor<[3],f32>
}
