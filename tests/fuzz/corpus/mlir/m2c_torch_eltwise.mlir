// torch dialect elementwise ops (torch-mlir's backend contract): broadcasting
// of a rank-1 operand, alpha of add/rsub, scalar operands, rounding modes,
// comparisons giving i1, where/masked_fill, clamp with min > max (max wins),
// the float -> int cast truncating toward zero, integer ops on si32.
// Values from PyTorch's documented formulas (checked with numpy).
// INPUT 0: -1.5 -0.25 0.5 1.75 2.5 -3
// INPUT 1: 0.5 -2 1
// EXPECT 0: -0.5 -4.25 2.5 2.75 -1.5 -1
// EXPECT 1: 4 1.5 0 -2.5 -4 7
// EXPECT 2: -3 0 0 3 -2 -3
// EXPECT 3: -3 0 0 3 -1 -3
// EXPECT 4: 0 1 0 1 1 0
// EXPECT 5: 0.5 -0.25 1 1.75 2.5 1
// EXPECT 6: -0.5 -0.25 0.5 0.5 0.5 -0.5
// EXPECT 7: -1 0 0 1 2 -3
// EXPECT 8: 0.25 0.25 0.25 0.25 0.25 0.25
// EXPECT 9: 1 2 2 3 3 -1
// EXPECT 10: 1 1 0 0 0 1
module {
  func.func @eltwise(%x: !torch.vtensor<[2,3],f32>, %y: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],i1>) {
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %float2 = torch.constant.float 2.000000e+00
    %float_half = torch.constant.float 5.000000e-01
    %float_mhalf = torch.constant.float -5.000000e-01
    %floor = torch.constant.str "floor"
    %trunc = torch.constant.str "trunc"
    %none = torch.constant.none
    %false = torch.constant.bool false
    // x + 2 y
    %0 = torch.aten.add.Tensor %x, %y, %int2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    // 1 - 2 x
    %1 = torch.aten.rsub.Scalar %x, %int1, %float2 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.float -> !torch.vtensor<[2,3],f32>
    // floor(x / y) and trunc(x / y)
    %2 = torch.aten.div.Tensor_mode %x, %y, %floor : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.str -> !torch.vtensor<[2,3],f32>
    %3 = torch.aten.div.Tensor_mode %x, %y, %trunc : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.str -> !torch.vtensor<[2,3],f32>
    // x > y (broadcast), then where(x > y, x, y)
    %4 = torch.aten.gt.Tensor %x, %y : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],i1>
    %5 = torch.aten.where.self %4, %x, %y : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[2,3],f32>
    %6 = torch.aten.clamp %x, %float_mhalf, %float_half : !torch.vtensor<[2,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3],f32>
    // toward zero: -1.5 -> -1
    %7 = torch.aten.to.dtype %x, %int3, %false, %false, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3],si32>
    // min 0.5 > max 0.25: every element is 0.25
    %cmin = torch.constant.float 5.000000e-01
    %cmax = torch.constant.float 2.500000e-01
    %8 = torch.aten.clamp %x, %cmin, %cmax : !torch.vtensor<[2,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3],f32>
    // integers: trunc(x) + 2, then max with -1
    %9a = torch.aten.add.Scalar %7, %int2, %int1 : !torch.vtensor<[2,3],si32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],si32>
    %m1 = torch.constant.int -1
    %int3b = torch.constant.int 3
    %9 = torch.aten.clamp %9a, %m1, %int3b : !torch.vtensor<[2,3],si32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],si32>
    // le.Scalar x, 0  (-1.5 -0.25 0.5 1.75 2.5 -3)
    %zero = torch.constant.int 0
    %10 = torch.aten.le.Scalar %x, %zero : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],i1>
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],i1>
  }
}
