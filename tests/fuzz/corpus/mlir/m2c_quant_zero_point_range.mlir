// A zero point outside the storage type's range (u8: 0..255).
func.func @f(%x: tensor<4x!quant.uniform<u8:f32, 0.5:256>>) -> tensor<4x!quant.uniform<u8:f32, 0.5:256>> {
  return %x : tensor<4x!quant.uniform<u8:f32, 0.5:256>>
}
