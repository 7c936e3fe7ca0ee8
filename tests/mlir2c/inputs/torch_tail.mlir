// torch dialect: the less common aten ops made of a few TCP ops (lower_torch_tail.c):
// atan, sinh, round (half to even), remainder/fmod (float and si32, negative divisor),
// isclose, lerp, outer, threshold_backward, triu/tril (negative and positive diagonal),
// arange, cumsum (si32 on dim -1, f32 on dim 0; odd length), prims.collapse/split_dim,
// copy (f32 into si32: toward zero), fill.Tensor, diagonal (offset 1, swapped dims),
// diag_embed (offset -1, swapped dims), linalg_vector_norm (ord 1.5, keepdim),
// slice_scatter, native_layer_norm (all three results), empty tensors (a K = 0 mm and
// addmm, a cat with an empty [0] input), min of everything declared [1], select.int.
// Expected values: tests/mlir_corpus/ref_torch.py (numpy float64 from PyTorch's
// documented semantics), checked once against PyTorch 1.13 (all 31 outputs agree).
// TOL: 1e-4
// INPUT 0: -2.5 -1.5 -0.5 0.5 1.5 2.5 0.30000001 -0.69999999 3 0.5
// INPUT 1: 1 -1.5 2 0.5 -3 2.5 0.30000001 1 -2 0.25
// INPUT 2: -5 -3 0 4 7 1 -2 3 -8 6
// INPUT 3: 1 -2 0.5
// EXPECT 0: -1.1902899 -0.98279372 -0.46364761 0.46364761 0.98279372 1.1902899 0.29145681 -0.61072596 1.2490458 0.46364761
// EXPECT 1: -6.0502045 -2.1292795 -0.52109531 0.52109531 2.1292795 6.0502045 0.30452031 -0.75858369 10.017875 0.52109531
// EXPECT 2: -2 -2 -0 0 2 2 0 -1 3 0
// EXPECT 3: 0.5 0 1 0.5 0 1 0.30000001 0.80000001 0 0.5
// EXPECT 4: -1 -1 0 0 -1 -1 0 -1 0 0
// EXPECT 5: -0.5 -0 -0.5 0 1.5 0 0 -0.69999999 1 0
// EXPECT 6: -1 -1 0 0 1 1 0 1 0 0
// EXPECT 7: 0 1 0 1 0 1 1 0 0 0
// EXPECT 8: -11.25 -1.5 -1.75 0.5 -5.25 2.5 0.30000001 -1.89 -12 0.375
// EXPECT 9: 1 -1.5 2 0.5 -3 -2 3 -4 -1 6 0.5 -0.75 1 0.25 -1.5
// EXPECT 10: 0 0 0 0 -3 2.5 0 0 -2 0
// EXPECT 11: -5 -3 0 4 7 1 -2 3 -8 6
// EXPECT 12: -2.5 -1.5 0 0 0 2.5 0.30000001 -0.69999999 0 0
// EXPECT 13: -1 0 1
// EXPECT 14: -5 -8 -8 -4 3 1 -1 2 -6 0
// EXPECT 15: -2.5 -1.5 -0.5 0.5 1.5 0 -1.2 -1.2 3.5 2
// EXPECT 16: -2.5 -1.5 -0.5 0.5 1.5 2.5 0.30000001 -0.69999999 3 0.5
// EXPECT 17: -2 -1 0 0 1 2 0 0 3 0
// EXPECT 18: 1 1 1 1 1 1 1 1 1 1
// EXPECT 19: 2.5
// EXPECT 20: 0 -1.5 0 0 0 0 2 0 0 0 0 0.5 0 0 0 0 0 0.30000001 0 0 0 0 1 0 0 0 0 -2 0 0 0 0
// EXPECT 21: 4.1106346 4.7194068
// EXPECT 22: -2.5 -1.5 2 0.5 1.5 2.5 0.30000001 1 -2 0.5
// EXPECT 23: -1.41421 -0.70710501 0 0.70710501 1.41421 0.98530969 -0.58547387 -1.2994664 1.342306 -0.44267537
// EXPECT 24: -0.5 1.12
// EXPECT 25: 0.70710501 0.71399253
// EXPECT 26: 0 0 0 0 0 0
// EXPECT 27: 2 -4 1 2 -4 1
// EXPECT 28: 1 -2 0.5
// EXPECT 29: -2.5
// EXPECT 30: -2.5 -1.5 -0.5 0.5 1.5 2.5 0.30000001 -0.69999999 3 0.5
func.func @f(%x: !torch.vtensor<[2,5],f32>, %y: !torch.vtensor<[2,5],f32>, %i: !torch.vtensor<[2,5],si32>, %v: !torch.vtensor<[3],f32>, %e0: !torch.vtensor<[2,0],f32>, %e1: !torch.vtensor<[0,3],f32>, %z: !torch.vtensor<[0],f32>) -> (!torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],i1>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[3,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[10],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,4,4],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,1,5],f32>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  %float0.5 = torch.constant.float 5.000000e-01
  %float1.5 = torch.constant.float 1.500000e+00
  %float2 = torch.constant.float 2.000000e+00
  %float1e-5 = torch.constant.float 1.000000e-05
  %float1e-8 = torch.constant.float 1.000000e-08
  %int5 = torch.constant.int 5
  %y_row = torch.aten.select.int %y, %int0, %int0 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[5],f32>
  %v1 = torch.aten.slice.Tensor %v, %int0, %int0, %int1, %int1 : !torch.vtensor<[3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1],f32>
  %dims = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %y_mid = torch.aten.slice.Tensor %y, %int1, %int1, %int-1, %int1 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  %ns = torch.prim.ListConstruct %int5 : (!torch.int) -> !torch.list<int>
  %cl = torch.prim.ListConstruct %z, %v : (!torch.vtensor<[0],f32>, !torch.vtensor<[3],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.atan %x : !torch.vtensor<[2,5],f32> -> !torch.vtensor<[2,5],f32>
  %1 = torch.aten.sinh %x : !torch.vtensor<[2,5],f32> -> !torch.vtensor<[2,5],f32>
  %2 = torch.aten.round %x : !torch.vtensor<[2,5],f32> -> !torch.vtensor<[2,5],f32>
  %3 = torch.aten.remainder.Scalar %x, %float1.5 : !torch.vtensor<[2,5],f32>, !torch.float -> !torch.vtensor<[2,5],f32>
  %4 = torch.aten.remainder.Scalar %i, %int-2 : !torch.vtensor<[2,5],si32>, !torch.int -> !torch.vtensor<[2,5],si32>
  %5 = torch.aten.fmod.Tensor %x, %y : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32> -> !torch.vtensor<[2,5],f32>
  %6 = torch.aten.fmod.Scalar %i, %int2 : !torch.vtensor<[2,5],si32>, !torch.int -> !torch.vtensor<[2,5],si32>
  %7 = torch.aten.isclose %x, %y, %float1e-5, %float1e-8, %false : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,5],i1>
  %8 = torch.aten.lerp.Tensor %x, %y, %x : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32> -> !torch.vtensor<[2,5],f32>
  %9 = torch.aten.outer %v, %y_row : !torch.vtensor<[3],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[3,5],f32>
  %10 = torch.aten.threshold_backward %y, %x, %float0.5 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.float -> !torch.vtensor<[2,5],f32>
  %11 = torch.aten.triu %i, %int-1 : !torch.vtensor<[2,5],si32>, !torch.int -> !torch.vtensor<[2,5],si32>
  %12 = torch.aten.tril %x, %int1 : !torch.vtensor<[2,5],f32>, !torch.int -> !torch.vtensor<[2,5],f32>
  %13 = torch.aten.arange.start_step %int-1, %int2, %int1, %none, %none, %none, %none : !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],si64>
  %14 = torch.aten.cumsum %i, %int-1, %none : !torch.vtensor<[2,5],si32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],si32>
  %15 = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[2,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,5],f32>
  %16 = torch.prims.collapse %x, %int0, %int1 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[10],f32>
  %17 = torch.aten.copy %i, %x, %false : !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.bool -> !torch.vtensor<[2,5],si32>
  %18 = torch.aten.fill.Tensor %x, %v1 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[1],f32> -> !torch.vtensor<[2,5],f32>
  %19 = torch.aten.diagonal %x, %int1, %int-1, %int0 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1],f32>
  %20 = torch.aten.diag_embed %y_mid, %int-1, %int-1, %int-2 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,4,4],f32>
  %21 = torch.aten.linalg_vector_norm %x, %float1.5, %dims, %true, %none : !torch.vtensor<[2,5],f32>, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1],f32>
  %22 = torch.aten.slice_scatter %x, %y_mid, %int1, %int1, %int-1, %int1 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,5],f32>
  %23, %23m, %23r = torch.aten.native_layer_norm %x, %ns, %none, %none, %float1e-5 : !torch.vtensor<[2,5],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>
  %24 = torch.aten.mm %e0, %e1 : !torch.vtensor<[2,0],f32>, !torch.vtensor<[0,3],f32> -> !torch.vtensor<[2,3],f32>
  %25 = torch.aten.addmm %v, %e0, %e1, %float2, %int1 : !torch.vtensor<[3],f32>, !torch.vtensor<[2,0],f32>, !torch.vtensor<[0,3],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3],f32>
  %26 = torch.aten.cat %cl, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[3],f32>
  %27 = torch.aten.min %x : !torch.vtensor<[2,5],f32> -> !torch.vtensor<[1],f32>
  %28 = torch.prims.split_dim %x, %int0, %int2 : !torch.vtensor<[2,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[2,1,5],f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %23m, %23r, %24, %25, %26, %27, %28 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],i1>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[3,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[10],f32>, !torch.vtensor<[2,5],si32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,4,4],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[2,1,5],f32>
}
