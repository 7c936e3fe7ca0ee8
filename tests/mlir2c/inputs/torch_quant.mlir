// torch-mlir's per-tensor quantization, worked by hand from PyTorch's definitions
// (quantize: clamp(round_half_even(x * (1 / scale)) + zp, qmin, qmax); dequantize: (q - zp) * scale):
//  0: quantized_decomposed.quantize_per_tensor, scale 0.5, zp -3, [-128, 127]:
//     1.25 * 2 = 2.5 -> 2 (ties to even) - 3 = -1; -0.5 -> 0 - 3 = -3; 200 - 3 -> 127; 1.5 -> 2 - 3 = -1;
//     -1.5 -> -2 - 3 = -5
//  1: quantized_decomposed.dequantize_per_tensor of [-1, 5, -128], scale 0.25, zp 3: -1, 0.5, -32.75
//     (its out_dtype a torch.derefine of none, as torch-mlir prints it)
//  2: aten.quantize_per_tensor (qint8, scale 0.5, zp 1) then int_repr: 3 1 127 3 -1
//  3: its aten.dequantize.self: (q - 1) * 0.5: 1 0 63 1 -1
//  4: _make_per_tensor_quantized_tensor([10, -10], 0.125, -2) then dequantize.tensor: 1.5 -1
// INPUT 0: 1.25 -0.25 100 0.75 -0.75
// INPUT 1: -1 5 -128
// INPUT 2: 10 -10
// EXPECT 0: -1 -3 127 -1 -5
// EXPECT 1: -1 0.5 -32.75
// EXPECT 2: 3 1 127 3 -1
// EXPECT 3: 1 0 63 1 -1
// EXPECT 4: 1.5 -1
module {
  func.func @torch_quant(%x: !torch.vtensor<[5],f32>, %q: !torch.vtensor<[3],si8>, %r: !torch.vtensor<[2],si8>) -> (!torch.vtensor<[5],si8>, !torch.vtensor<[3],f32>, !torch.vtensor<[5],si8>, !torch.vtensor<[5],f32>, !torch.vtensor<[2],f32>) {
    %half = torch.constant.float 5.000000e-01
    %quarter = torch.constant.float 2.500000e-01
    %eighth = torch.constant.float 1.250000e-01
    %m3 = torch.constant.int -3
    %p3 = torch.constant.int 3
    %p1 = torch.constant.int 1
    %m2 = torch.constant.int -2
    %qmin = torch.constant.int -128
    %qmax = torch.constant.int 127
    %i8 = torch.constant.int 1
    %qi8 = torch.constant.int 12
    %none = torch.constant.none
    %0 = torch.quantized_decomposed.quantize_per_tensor %x, %half, %m3, %qmin, %qmax, %i8 : !torch.vtensor<[5],f32>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[5],si8>
    %od = torch.derefine %none : !torch.none to !torch.optional<int>
    %1 = torch.quantized_decomposed.dequantize_per_tensor %q, %quarter, %p3, %qmin, %qmax, %i8, %od : !torch.vtensor<[3],si8>, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.optional<int> -> !torch.vtensor<[3],f32>
    %2 = torch.aten.quantize_per_tensor %x, %half, %p1, %qi8 : !torch.vtensor<[5],f32>, !torch.float, !torch.int, !torch.int -> !torch.vtensor<[5],!torch.qint8>
    %3 = torch.aten.int_repr %2 : !torch.vtensor<[5],!torch.qint8> -> !torch.vtensor<[5],si8>
    %4 = torch.aten.dequantize.self %2 : !torch.vtensor<[5],!torch.qint8> -> !torch.vtensor<[5],f32>
    %5 = torch.aten._make_per_tensor_quantized_tensor %r, %eighth, %m2 : !torch.vtensor<[2],si8>, !torch.float, !torch.int -> !torch.vtensor<[2],!torch.qint8>
    %6 = torch.aten.dequantize.tensor %5 : !torch.vtensor<[2],!torch.qint8> -> !torch.vtensor<[2],f32>
    return %0, %1, %3, %4, %6 : !torch.vtensor<[5],si8>, !torch.vtensor<[3],f32>, !torch.vtensor<[5],si8>, !torch.vtensor<[5],f32>, !torch.vtensor<[2],f32>
  }
}
