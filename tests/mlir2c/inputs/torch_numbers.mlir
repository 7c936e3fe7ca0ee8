// torch dialect: Python-number ops (!torch.int int64, !torch.float double held in
// f32, !torch.bool) on scalar function arguments, computed at run time as rank-0
// tensors, and returned as numbers (rank-0 outputs); constants folded exactly;
// runtime.assert / sym_constrain_range read and dropped; Bool.float / Int.float of constants fold.
// Inputs: a = 2.5, b = -1.5 (!torch.float), n = 7, m = -2 (!torch.int), p = true,
// t = [[5]] (si64). Expected values: hand-computed from PyTorch's semantics.
// INPUT 0: 2.5
// INPUT 1: -1.5
// INPUT 2: 7
// INPUT 3: -2
// INPUT 4: 1
// INPUT 5: 5
// EXPECT 0: 1
// EXPECT 1: -3
// EXPECT 2: -3.5
// EXPECT 3: -4
// EXPECT 4: -7
// EXPECT 5: -1
// EXPECT 6: 2.6457513
// EXPECT 7: 1
// EXPECT 8: 0
// EXPECT 9: 0
// EXPECT 10: 0
// EXPECT 11: 1
// EXPECT 12: -1
// EXPECT 13: 1
// EXPECT 14: 7
// EXPECT 15: 5
// EXPECT 16: -4
// EXPECT 17: 2
// EXPECT 18: 7
// EXPECT 19: 4
// EXPECT 20: -5
// EXPECT 21: 1
// EXPECT 22: 1
// EXPECT 23: 2
func.func @f(%a: !torch.float, %b: !torch.float, %n: !torch.int, %m: !torch.int, %p: !torch.bool, %t: !torch.vtensor<[1,1],si64>) -> (!torch.float, !torch.int, !torch.float, !torch.int, !torch.int, !torch.int, !torch.float, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int, !torch.bool, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float, !torch.int, !torch.int, !torch.bool, !torch.int) {
  %0 = torch.aten.add.float %a, %b : !torch.float, !torch.float -> !torch.float
  %1 = torch.aten.mul %a, %b : !torch.float, !torch.float -> !torch.int
  %2 = torch.aten.div.int %n, %m : !torch.int, !torch.int -> !torch.float
  %3 = torch.aten.floordiv.int %n, %m : !torch.int, !torch.int -> !torch.int
  %4 = torch.aten.neg.int %n : !torch.int -> !torch.int
  %5 = torch.aten.ceil.float %b : !torch.float -> !torch.int
  %6 = torch.aten.sqrt.int %n : !torch.int -> !torch.float
  %7 = torch.aten.lt.int %m, %n : !torch.int, !torch.int -> !torch.bool
  %8 = torch.aten.eq.float %a, %b : !torch.float, !torch.float -> !torch.bool
  %9 = torch.aten.ge.float_int %a, %n : !torch.float, !torch.int -> !torch.bool
  %10 = torch.aten.ne.bool %p, %7 : !torch.bool, !torch.bool -> !torch.bool
  %11 = torch.aten.__and__.bool %p, %7 : !torch.bool, !torch.bool -> !torch.bool
  %12 = torch.aten.Int.float %b : !torch.float -> !torch.int
  %13 = torch.aten.Bool.int %m : !torch.int -> !torch.bool
  %14 = torch.aten.Float.Scalar %n : !torch.int -> !torch.float
  %15 = torch.aten.Int.Tensor %t : !torch.vtensor<[1,1],si64> -> !torch.int
  %int-7 = torch.constant.int -7
  %int2 = torch.constant.int 2
  %16 = torch.aten.floordiv.int %int-7, %int2 : !torch.int, !torch.int -> !torch.int
  %17 = torch.aten.dim %t : !torch.vtensor<[1,1],si64> -> !torch.int
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  torch.aten.sym_constrain_range %n, %int0, %none : !torch.int, !torch.int, !torch.none
  torch.runtime.assert %7, "m must be below n"
  %18 = torch.aten.add.int %int-7, %int-7 : !torch.int, !torch.int -> !torch.int
  %19 = torch.aten.sub.float %a, %b : !torch.float, !torch.float -> !torch.float
  %20 = torch.aten.sub %int-7, %m : !torch.int, !torch.int -> !torch.int
  %21 = torch.aten.Int.bool %p : !torch.bool -> !torch.int
  %c05 = torch.constant.float 5.000000e-01
  %22 = torch.aten.Bool.float %c05 : !torch.float -> !torch.bool
  %c27 = torch.constant.float 2.700000e+00
  %23 = torch.aten.Int.float %c27 : !torch.float -> !torch.int
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %n, %19, %20, %21, %22, %23 : !torch.float, !torch.int, !torch.float, !torch.int, !torch.int, !torch.int, !torch.float, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int, !torch.bool, !torch.float, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float, !torch.int, !torch.int, !torch.bool, !torch.int
}
