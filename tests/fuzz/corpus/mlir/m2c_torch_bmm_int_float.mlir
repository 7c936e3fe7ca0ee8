// bmm of an si4 and an f16 operand into f16: the integer operand converted to the
// result type first (torch-mlir's sitofp). Hand-worked: [3, -7] . [0.5, 1.5] = 1.5 - 10.5
// = -9; [3, -7] . [-2, 0.25] = -6 - 1.75 = -7.75.
// INPUT 0: 3 -7
// INPUT 1: 0.5 -2 1.5 0.25
// EXPECT 0: -9 -7.75
func.func @bmm(%a: !torch.vtensor<[1,1,2],si4>, %b: !torch.vtensor<[1,2,2],f16>) -> !torch.vtensor<[1,1,2],f16> {
  %0 = torch.aten.bmm %a, %b : !torch.vtensor<[1,1,2],si4>, !torch.vtensor<[1,2,2],f16> -> !torch.vtensor<[1,1,2],f16>
  return %0 : !torch.vtensor<[1,1,2],f16>
}
