// Per-axis quantization with 3 scales for an axis of extent 2.
func.func @f(%x: tensor<2x4x!quant.uniform<i8:f32:0, {0.5, 0.25:1, 1.0}>>) -> tensor<2x4x!quant.uniform<i8:f32:0, {0.5, 0.25:1, 1.0}>> {
  return %x : tensor<2x4x!quant.uniform<i8:f32:0, {0.5, 0.25:1, 1.0}>>
}
