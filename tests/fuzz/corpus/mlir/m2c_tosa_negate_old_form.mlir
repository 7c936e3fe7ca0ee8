// tosa.negate in the older form: zero points in quantization_info, not
// operands. 5 + (-2) - x, clipped to i8 (hand-worked): 1 -> 2, -128 -> 131
// -> 127, 127 -> -124. mlir-opt-15 parses this form; mlir-opt-22 does not.
// INPUT 0: 1 -128 127
// EXPECT 0: 2 127 -124
func.func @negate_old(%x: tensor<3xi8>) -> tensor<3xi8> {
  %0 = "tosa.negate"(%x) {quantization_info = #tosa.unary_quant<input_zp = 5, output_zp = -2>} : (tensor<3xi8>) -> tensor<3xi8>
  return %0 : tensor<3xi8>
}
