// torch dialect: scalar function arguments (!torch.float, !torch.int) used as data:
// each becomes a rank-0 program input that is broadcast (add.Scalar, mul.Scalar by an
// int, clamp with runtime bounds, add.Tensor with a runtime alpha, rsub.Scalar,
// full and NumToTensor of a runtime value).
// Inputs 1..4 are the scalars a = 0.5 (f32), n = 3 (i64), lo = -1, hi = 1.
// Expected values: hand-computed from PyTorch's documented semantics.
// INPUT 0: 0.5 -1 2 -3 1.5 0.25
// INPUT 1: 0.5
// INPUT 2: 3
// INPUT 3: -1
// INPUT 4: 1
// EXPECT 0: 1 -0.5 2.5 -2.5 2 0.75
// EXPECT 1: 1.5 -3 6 -9 4.5 0.75
// EXPECT 2: 0.5 -1 1 -1 1 0.25
// EXPECT 3: 0.75 -1.5 3 -4.5 2.25 0.375
// EXPECT 4: 2.5 4 1 6 1.5 2.75
// EXPECT 5: 0.5 0.5 0.5 0.5 0.5 0.5
// EXPECT 6: 3
func.func @f(%x: !torch.vtensor<[2,3],f32>, %a: !torch.float, %n: !torch.int, %lo: !torch.float, %hi: !torch.float) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[],si64>) {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Scalar %x, %a, %int1 : !torch.vtensor<[2,3],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.mul.Scalar %x, %n : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  %2 = torch.aten.clamp %x, %lo, %hi : !torch.vtensor<[2,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3],f32>
  %3 = torch.aten.add.Tensor %x, %x, %a : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
  %4 = torch.aten.rsub.Scalar %x, %n, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %sz = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %5 = torch.aten.full %sz, %a, %none, %none, %none, %none : !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
  %6 = torch.prim.NumToTensor.Scalar %n : !torch.int -> !torch.vtensor<[],si64>
  return %0, %1, %2, %3, %4, %5, %6 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[],si64>
}
