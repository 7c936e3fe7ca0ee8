// ui8 operands with a wider signed result are zero-extended first (npk holds ui8 as
// i8: 200 and 255 are stored as -56 and -1). Hand-worked:
// add.Tensor si32 [1, -1] + ui8 [200, 255] = [201, 254];
// mm ui8 [[200, 1]] @ si8 [[2], [-3]] = [[400 - 3]] = [[397]].
// INPUT 0: 1 -1
// INPUT 1: -56 -1
// INPUT 2: -56 1
// INPUT 3: 2 -3
// EXPECT 0: 201 254
// EXPECT 1: 397
func.func @ext(%a: !torch.vtensor<[2],si32>, %b: !torch.vtensor<[2],ui8>, %m: !torch.vtensor<[1,2],ui8>, %n: !torch.vtensor<[2,1],si8>) -> (!torch.vtensor<[2],si32>, !torch.vtensor<[1,1],si32>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[2],si32>, !torch.vtensor<[2],ui8>, !torch.int -> !torch.vtensor<[2],si32>
  %1 = torch.aten.mm %m, %n : !torch.vtensor<[1,2],ui8>, !torch.vtensor<[2,1],si8> -> !torch.vtensor<[1,1],si32>
  return %0, %1 : !torch.vtensor<[2],si32>, !torch.vtensor<[1,1],si32>
}
