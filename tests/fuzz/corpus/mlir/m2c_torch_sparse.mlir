#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @f(%x: !torch.vtensor<[4,4],f32,#CSR>) -> !torch.vtensor<[4,4],f32> {
  return %x : !torch.vtensor<[4,4],f32>
}
