// _shape_as_tensor: the input's dims as an si64 vector (a constant: the shapes are static).
// INPUT 0: 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2 2
// EXPECT 0: 2 3 4
func.func @shape(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[3],si64> {
  %0 = torch.aten._shape_as_tensor %x : !torch.vtensor<[2,3,4],f32> -> !torch.vtensor<[3],si64>
  return %0 : !torch.vtensor<[3],si64>
}
