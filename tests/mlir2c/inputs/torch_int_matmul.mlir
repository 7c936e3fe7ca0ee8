// torch.aten.mm / bmm of integer tensors: the exact sum of products, wrapped to the declared
// result type (PyTorch's integer arithmetic is modular). Worked by hand:
//  0: mm si8 [[100, 100], [3, 4]] x [[2, 1], [1, 2]] -> si8: 300 -> 300 - 256 = 44, 300 -> 44, 10, 11
//  1: bmm si8 [2,1,2] x [2,2,1] -> si32: 100*100 + 100*100 = 20000; (-128)(-128) + 127(-128) = 128
// INPUT 0: 100 100 3 4
// INPUT 1: 2 1 1 2
// INPUT 2: 100 100 -128 127
// INPUT 3: 100 100 -128 -128
// EXPECT 0: 44 44 10 11
// EXPECT 1: 20000 128
module {
  func.func @int_mm(%a: !torch.vtensor<[2,2],si8>, %b: !torch.vtensor<[2,2],si8>, %c: !torch.vtensor<[2,1,2],si8>, %d: !torch.vtensor<[2,2,1],si8>) -> (!torch.vtensor<[2,2],si8>, !torch.vtensor<[2,1,1],si32>) {
    %0 = torch.aten.mm %a, %b : !torch.vtensor<[2,2],si8>, !torch.vtensor<[2,2],si8> -> !torch.vtensor<[2,2],si8>
    %1 = torch.aten.bmm %c, %d : !torch.vtensor<[2,1,2],si8>, !torch.vtensor<[2,2,1],si8> -> !torch.vtensor<[2,1,1],si32>
    return %0, %1 : !torch.vtensor<[2,2],si8>, !torch.vtensor<[2,1,1],si32>
  }
}
