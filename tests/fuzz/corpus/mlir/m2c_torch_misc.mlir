// torch dialect: scalar arithmetic folded (size.int, sub.int), torch_c casts,
// expand/repeat/flip/unsqueeze/flatten, batch_norm in eval mode, gelu/log2 made of
// npk ops, hardswish/silu (one unary op each), any/prod, si8 and f16 arithmetic. Expected values
// from numpy float64 formulas of PyTorch's documented semantics (a one-off script,
// also checked against torch).
// INPUT 0: -1.25 0.5 2 -0.75 1.5 0.25
// INPUT 1: 0.75 -1.5
// EXPECT 0: 2 0.25
// EXPECT 1: 0.75 0.75 0.75 -1.5 -1.5 -1.5
// EXPECT 2: 0.75 0.75 -1.5 -1.5 0.75 0.75 -1.5 -1.5
// EXPECT 3: 0.25 1.5 -0.75 2 0.5 -1.25
// EXPECT 4: -1.25 0.5 2 -0.75 1.5 0.25
// EXPECT 5: -1.25 0.5 2 -0.75 1.5 0.25
// EXPECT 6: -3.39993 1.6999925 0.0500003125 -2.39995 3.6999825 0.487499766
// EXPECT 7: -0.132062217 0.345731231 1.95449974 -0.169970514 1.3997892 0.149676581
// EXPECT 8: -0.364583333 0.291666667 1.66666667 -0.28125 1.125 0.135416667
// EXPECT 9: 0.321928095 -1 1 -0.415037499 0.584962501 -2
// EXPECT 10: -0.278375174 0.311229666 1.76159416 -0.240615976 1.22636171 0.140544125
// EXPECT 11: 1 1
// EXPECT 12: 0.9375 0.75 0.5
// EXPECT 13: -15 6 24 -9 18 3
// EXPECT 14: -2.5 1 4 -1.5 3 0.5
module {
  func.func @misc(%xb: tensor<2x3xf32>, %y: !torch.vtensor<[2,1],f32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1,3],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],i1>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[2,3],si8>, !torch.vtensor<[2,3],f16>) {
    %x = torch_c.from_builtin_tensor %xb : tensor<2x3xf32> -> !torch.vtensor<[2,3],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int4 = torch.constant.int 4
    %int_m1 = torch.constant.int -1
    %int_m2 = torch.constant.int -2
    %int1_dtype = torch.constant.int 1
    %int5_dtype = torch.constant.int 5
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %eps = torch.constant.float 1.000000e-05
    %mom = torch.constant.float 1.000000e-01
    %one = torch.constant.float 1.000000e+00
    %n = torch.aten.size.int %x, %int1 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.int
    %last = torch.aten.sub.int %n, %int1 : !torch.int, !torch.int -> !torch.int
    %o0 = torch.aten.select.int %x, %int1, %last : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>
    %l23 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %o1 = torch.aten.expand %y, %l23, %false : !torch.vtensor<[2,1],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3],f32>
    %l22 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %o2 = torch.aten.repeat %y, %l22 : !torch.vtensor<[2,1],f32>, !torch.list<int> -> !torch.vtensor<[4,2],f32>
    %l0m1 = torch.prim.ListConstruct %int0, %int_m1 : (!torch.int, !torch.int) -> !torch.list<int>
    %o3 = torch.aten.flip %x, %l0m1 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
    %o4 = torch.aten.unsqueeze %x, %int_m2 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,1,3],f32>
    %o5 = torch.aten.flatten.using_ints %x, %int0, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[6],f32>
    %mean = torch.vtensor.literal(dense<[ 0.5 , -0.25,  1.  ]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %var = torch.vtensor.literal(dense<[0.25, 1.  , 4.  ]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %bw = torch.vtensor.literal(dense<[ 1. ,  2. , -0.5]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %bb = torch.vtensor.literal(dense<[0.1, 0.2, 0.3]> : tensor<3xf32>) : !torch.vtensor<[3],f32>
    %o6 = torch.aten.batch_norm %x, %bw, %bb, %mean, %var, %false, %mom, %eps, %false : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>
    %str_none = torch.constant.str "none"
    %o7 = torch.aten.gelu %x, %str_none : !torch.vtensor<[2,3],f32>, !torch.str -> !torch.vtensor<[2,3],f32>
    %o8 = torch.aten.hardswish %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %abs = torch.aten.abs %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o9 = torch.aten.log2 %abs : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o10 = torch.aten.silu %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %gt = torch.aten.gt.Scalar %x, %one : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],i1>
    %o11 = torch.aten.any.dim %gt, %int1, %false : !torch.vtensor<[2,3],i1>, !torch.int, !torch.bool -> !torch.vtensor<[2],i1>
    %o12 = torch.aten.prod.dim_int %x, %int0, %true, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[1,3],f32>
    %x4 = torch.aten.mul.Scalar %x, %int4 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %i8 = torch.aten.to.dtype %x4, %int1_dtype, %false, %false, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3],si8>
    %o13 = torch.aten.mul.Scalar %i8, %int3 : !torch.vtensor<[2,3],si8>, !torch.int -> !torch.vtensor<[2,3],si8>
    %h = torch.aten.to.dtype %x, %int5_dtype, %false, %false, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,3],f16>
    %o14 = torch.aten.mul.Scalar %h, %int2 : !torch.vtensor<[2,3],f16>, !torch.int -> !torch.vtensor<[2,3],f16>
    return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14 : !torch.vtensor<[2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[4,2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1,3],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],i1>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[2,3],si8>, !torch.vtensor<[2,3],f16>
  }
}
