// torch dialect: the other Python-number ops at run time (generic aten.add/div on ints,
// mixed float/int arithmetic, every comparison form, __or__, Int.Scalar, Bool.float) and
// the number of a one-element tensor (Float.Tensor, Bool.Tensor of rank 0, item of [1]).
// Inputs: a = 2.5, b = -1.5, n = 7, m = -2, p = true, t = 0.75, tb = false, t2 = [-3].
// Expected values: hand-computed from PyTorch's semantics.
// INPUT 0: 2.5
// INPUT 1: -1.5
// INPUT 2: 7
// INPUT 3: -2
// INPUT 4: 1
// INPUT 5: 0.75
// INPUT 6: 0
// INPUT 7: -3
// EXPECT 0: 5
// EXPECT 1: 9.5
// EXPECT 2: -3.75
// EXPECT 3: -5
// EXPECT 4: -10.5
// EXPECT 5: -3.5
// EXPECT 6: -1.6666666
// EXPECT 7: 1.5
// EXPECT 8: 1
// EXPECT 9: 1
// EXPECT 10: 1
// EXPECT 11: 1
// EXPECT 12: 1
// EXPECT 13: 1
// EXPECT 14: 0
// EXPECT 15: 1
// EXPECT 16: 0
// EXPECT 17: 0
// EXPECT 18: 1
// EXPECT 19: 1
// EXPECT 20: 1
// EXPECT 21: 1
// EXPECT 22: 1
// EXPECT 23: 1
// EXPECT 24: 2
// EXPECT 25: 0.75
// EXPECT 26: 0
// EXPECT 27: -3
func.func @f(%a: !torch.float, %b: !torch.float, %n: !torch.int, %m: !torch.int, %p: !torch.bool, %t: !torch.vtensor<[],f32>, %tb: !torch.vtensor<[],i1>, %t2: !torch.vtensor<[1],si32>) -> (!torch.int, !torch.float, !torch.float, !torch.float, !torch.float, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int, !torch.float, !torch.bool, !torch.int) {
  %0 = torch.aten.add %n, %m : !torch.int, !torch.int -> !torch.int
  %1 = torch.aten.add.float_int %a, %n : !torch.float, !torch.int -> !torch.float
  %2 = torch.aten.mul.float %a, %b : !torch.float, !torch.float -> !torch.float
  %3 = torch.aten.mul.float_int %a, %m : !torch.float, !torch.int -> !torch.float
  %4 = torch.aten.mul.int_float %n, %b : !torch.int, !torch.float -> !torch.float
  %5 = torch.aten.div %n, %m : !torch.int, !torch.int -> !torch.float
  %6 = torch.aten.div.float %a, %b : !torch.float, !torch.float -> !torch.float
  %7 = torch.aten.neg.float %b : !torch.float -> !torch.float
  %8 = torch.aten.eq.int %n, %n : !torch.int, !torch.int -> !torch.bool
  %9 = torch.aten.eq.bool %p, %p : !torch.bool, !torch.bool -> !torch.bool
  %10 = torch.aten.ne.int %n, %m : !torch.int, !torch.int -> !torch.bool
  %11 = torch.aten.ne.float %a, %b : !torch.float, !torch.float -> !torch.bool
  %12 = torch.aten.ne.float_int %a, %n : !torch.float, !torch.int -> !torch.bool
  %13 = torch.aten.lt.float %b, %a : !torch.float, !torch.float -> !torch.bool
  %14 = torch.aten.lt.float_int %b, %m : !torch.float, !torch.int -> !torch.bool
  %15 = torch.aten.le.int %m, %m : !torch.int, !torch.int -> !torch.bool
  %16 = torch.aten.le.float %a, %b : !torch.float, !torch.float -> !torch.bool
  %17 = torch.aten.gt.int %m, %n : !torch.int, !torch.int -> !torch.bool
  %18 = torch.aten.gt.float %a, %b : !torch.float, !torch.float -> !torch.bool
  %19 = torch.aten.gt.float_int %b, %m : !torch.float, !torch.int -> !torch.bool
  %20 = torch.aten.ge.int %n, %m : !torch.int, !torch.int -> !torch.bool
  %21 = torch.aten.ge.float %b, %b : !torch.float, !torch.float -> !torch.bool
  %22 = torch.aten.__or__.bool %16, %p : !torch.bool, !torch.bool -> !torch.bool
  %23 = torch.aten.Bool.float %b : !torch.float -> !torch.bool
  %24 = torch.aten.Int.Scalar %a : !torch.float -> !torch.int
  %25 = torch.aten.Float.Tensor %t : !torch.vtensor<[],f32> -> !torch.float
  %26 = torch.aten.Bool.Tensor %tb : !torch.vtensor<[],i1> -> !torch.bool
  %27 = torch.aten.item %t2 : !torch.vtensor<[1],si32> -> !torch.int
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27 : !torch.int, !torch.float, !torch.float, !torch.float, !torch.float, !torch.float, !torch.float, !torch.float, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.bool, !torch.int, !torch.float, !torch.bool, !torch.int
}
