// torch dialect: every other torch op mlir2c lowers, once each (unary, binary with
// scalars and alpha, comparisons, logical/bitwise, where/masked_fill/clamp forms, constants,
// shapes, mm/bmm/addmm, 1-D convolution and pools, avg pools with ceil_mode and torch-mlir's
// [strides, dilations] list, reflection/replication pads, a -inf pad written as f64 bits,
// softmax forms, reductions to rank 0).
// Expected values: numpy float64 formulas of PyTorch's documented semantics (a one-off
// script, also checked against torch where it has the op).
// INPUT 0: 0.25 0.5 0.75 1.25 1.5 0.125
// INPUT 1: -1.75 0.5 -0.25 2.25 -3 1
// INPUT 2: 5 -3 7 2 -8 1
// INPUT 3: 1 0 1 0 0 1
// EXPECT 0: 1.28402542 1.64872127 2.11700002 3.49034296 4.48168907 1.13314845
// EXPECT 1: -1.38629436 -0.693147181 -0.287682072 0.223143551 0.405465108 -2.07944154
// EXPECT 2: 0.5 0.707106781 0.866025404 1.11803399 1.22474487 0.353553391
// EXPECT 3: 2 1.41421356 1.15470054 0.894427191 0.816496581 2.82842712
// EXPECT 4: 4 2 1.33333333 0.8 0.666666667 8
// EXPECT 5: -0.602059991 -0.301029996 -0.124938737 0.096910013 0.176091259 -0.903089987
// EXPECT 6: 0.223143551 0.405465108 0.559615788 0.810930216 0.916290732 0.117783036
// EXPECT 7: 0.0625 0.25 0.5625 1.5625 2.25 0.015625
// EXPECT 8: 1.75 -0.5 0.25 -2.25 3 -1
// EXPECT 9: -2 0 -1 2 -3 1
// EXPECT 10: -1 1 -0 3 -3 1
// EXPECT 11: -0.986671671 0.520499878 -0.27632639 0.998537283 -0.99997791 0.842700793
// EXPECT 12: -0.983985947 0.479425539 -0.247403959 0.778073197 -0.141120008 0.841470985
// EXPECT 13: -0.178246056 0.877582562 0.968912422 -0.628173623 -0.989992497 0.540302306
// EXPECT 14: 0 0.5 0 2.25 0 1
// EXPECT 15: -0.826226057 0.648721271 -0.221199217 8.48773584 -0.950212932 1.71828183
// EXPECT 16: 5.52037992 0.54630249 -0.255341921 -1.23862762 0.142546543 1.55740772
// EXPECT 17: 0.208333333 0.583333333 0.458333333 0.875 0 0.666666667
// EXPECT 18: 0 0.5 0 2.25 0 1
// EXPECT 19: -1 0 -0 2 -3 1
// EXPECT 20: -1 1 -1 1 -1 1
// EXPECT 21: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 22: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 23: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 24: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 25: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 26: 0.16022415 0.974076984 0.57593942 2.35020656 0.0485873516 1.31326169
// EXPECT 27: -0.278017259 0.375245211 -0.129926964 2.20945676 -0.145647461 0.865098388
// EXPECT 28: -0.826226057 0.5 -0.221199217 2.25 -0.950212932 1
// EXPECT 29: -1.94591015 -1.09861229 -0.510825624 0.510825624 1.09861229 -2.7080502
// EXPECT 30: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 31: 5 -3 7 2 -8 1
// EXPECT 32: -1 0 -0 2 -3 1
// EXPECT 33: -2.25 -0.5 -1.75 -0.25 -6 0.75
// EXPECT 34: 3 -5 5 0 -10 -1
// EXPECT 35: -0.4375 0.25 -0.1875 2.8125 -4.5 0.125
// EXPECT 36: -7 1 -0.333333333 1.8 -2 8
// EXPECT 37: 2.5 -1.5 3.5 1 -4 0.5
// EXPECT 38: -0.875 0.25 -0.125 1.125 -1.5 0.5
// EXPECT 39: 2 -1 3 1 -4 0
// EXPECT 40: 0.25 0.5 0.75 2.25 1.5 1
// EXPECT 41: -5 -3 -7 -2 -8 -1
// EXPECT 42: 0.015625 0.125 0.421875 1.953125 3.375 0.001953125
// EXPECT 43: 11.3137085 0.707106781 1.07456993 1.6521426 0.296296296 0.125
// EXPECT 44: 3.36358566 0.707106781 1.18920712 0.210224104 8 0.5
// EXPECT 45: 0 1 0 0 0 0
// EXPECT 46: 1 0 1 1 1 1
// EXPECT 47: 0 1 0 1 0 1
// EXPECT 48: 1 0 1 0 1 0
// EXPECT 49: 1 1 1 0 1 0
// EXPECT 50: 0 0 0 1 0 0
// EXPECT 51: 1 1 1 0 1 1
// EXPECT 52: 1 0 1 1 0 0
// EXPECT 53: 0 1 0 0 1 1
// EXPECT 54: 1 0 1 0 0 1
// EXPECT 55: 1 1 1 1 1 1
// EXPECT 56: 0 1 0 1 1 0
// EXPECT 57: 0 0 0 0 0 0
// EXPECT 58: 1 1 1 2 8 1
// EXPECT 59: 4 4 6 2 0 0
// EXPECT 60: -1 -1 -1 -2 -8 -1
// EXPECT 61: 0 0 0 0 0 0
// EXPECT 62: 20 -12 28 8 -32 4
// EXPECT 63: 1 -1 1 0 -2 0
// EXPECT 64: 2 -2 3 1 -4 0
// EXPECT 65: 40 -24 56 16 -64 8
// EXPECT 66: -2
// EXPECT 67: -6 2 -8 -3 7 -2
// EXPECT 68: 0.5 2 0.5 2 2 0.5
// EXPECT 69: 0.5 0.5 0.5 2.25 -3 0.5
// EXPECT 70: -1.75 2 -0.25 2 2 1
// EXPECT 71: 3 -3 3 2 -8 3
// EXPECT 72: 7.5 0.5 7.5 2.25 -3 7.5
// EXPECT 73: 0.25 0.5 0.75 2.25 1.5 1
// EXPECT 74: 0.5 0.5 0.5 2.25 0.5 1
// EXPECT 75: 2 -3 2 2 -8 1
// EXPECT 76: -1 0.5 -0.25 1 -1 1
// EXPECT 77: -0.875 0.5 -0.125 2.25 -1.5 1
// EXPECT 78: 3 3 3 2.25 3 1
// EXPECT 79: 0.5 0.5 0.5 0.5 0.5 0.5
// EXPECT 80: 0 0 0 0 0 0
// EXPECT 81: 1 1 1 1 1 1
// EXPECT 82: 0.5 0.5 0.5 0.5 0.5 0.5
// EXPECT 83: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 84: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 85: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 86: -1.75 0.5 -0.25 2.25 -3 1
// EXPECT 87: -1.75 2.25 0.5 -3 -0.25 1
// EXPECT 88: -1.75 2.25 0.5 -3 -0.25 1
// EXPECT 89: -1.75 0.5 -0.25 -1.75 0.5 -0.25
// EXPECT 90: 0 1.375 -3.875 -1
// EXPECT 91: 0 1.375 -3.875 -1
// EXPECT 92: 0.125 3 -7.125 -1.25
// EXPECT 93: 0.875 -0.75 -0.375 0 -0.25 1.375 -1.25 0.125 -2.5 -0.625 1.25 1.25 0.625 -2.75 0.125 0 -0.25 1.375 -0.75 -0.375 0.25 0.375 1.25 1.25 0.625 -2.5 -0.625 0.75
// EXPECT 94: 1.75 -0.125 2.125 -0.625
// EXPECT 95: 0 1 0.5 1 1 1 1 0
// EXPECT 96: -0.75 0.25 0 -0.25 0.75 -0.75 0.25 0 -0.25 0.75 -0.75 0.25
// EXPECT 97: 0.125 0.208333333 -0.125 0.458333333 0.25 -0.0833333333 0.875 0.0833333333 -0.25 0.1875 0.125 0.375 0.0833333333 0.166666667 0.416666667 -0.375 0 0.25
// EXPECT 98: 0.0555555556 0.138888889 -0.0416666667 0.305555556 0.25 -0.0416666667 0.291666667 0.0416666667 -0.0625 0.0833333333 0.0833333333 0.125 0.0555555556 0.166666667 0.208333333 -0.125 0 0.0625
// EXPECT 99: -1.75 -0.25 2.25 1
// EXPECT 100: -1 0.5 -0.5 1 0 -1 0.5 -0.5
// EXPECT 101: 2 -2 -3 -1 -3 -1
// EXPECT 102: 0 -0.5 -1 -0.5 0 0.5 1 -1 1 0.5 0 -0.5 0 0.5 1 -1 -0.5 -1 1 0.5 0 0.5 1 -1 -0.5 0 -0.5 -1 1 0.5 1 -1 -0.5 0 0.5 0
// EXPECT 103: 0 -0.25 0 0.25 0.5 0.25 0 0.75 0.5 0.75 1 -0.5 1 0.75 -0.25 -0.5 -0.25 0 0.25 0 -0.25 0.75 0.5 0.75 1 -0.5 1 0.75 0 -0.25 0 0.25 0.5 0.25 0 1 0.75 1 -0.5 -0.25 -0.5 1 0 -0.25 0 0.25 0.5 0.25 0 0.5 0.25 0.5 0.75 1 0.75 0.5 -0.5 1 -0.5 -0.25 0 -0.25 -0.5 0.25 0 0.25 0.5 0.75 0.5 0.25 -0.5 1 -0.5 -0.25 0 -0.25 -0.5 0.5 0.25 0.5 0.75 1 0.75 0.5 -0.25 -0.5 -0.25 0 0.25 0 -0.25 0.5 0.25 0.5 0.75 1 0.75 0.5
// EXPECT 104: -0.5 -0.5 -0.25 0 0.25 0.25 0.25 -0.5 -0.5 -0.25 0 0.25 0.25 0.25 -0.5 -0.5 -0.25 0 0.25 0.25 0.25 0.5 0.5 0.75 1 -0.5 -0.5 -0.5 -0.25 -0.25 0 0.25 0.5 0.5 0.5 0.75 0.75 1 -0.5 -0.25 -0.25 -0.25 0.75 0.75 1 -0.5 -0.25 -0.25 -0.25 0 0 0.25 0.5 0.75 0.75 0.75 0 0 0.25 0.5 0.75 0.75 0.75 0 0 0.25 0.5 0.75 0.75 0.75 1 1 -0.5 -0.25 0 0 0 0.25 0.25 0.5 0.75 1 1 1 -0.5 -0.5 -0.25 0 0.25 0.25 0.25 -0.5 -0.5 -0.25 0 0.25 0.25 0.25
// EXPECT 105: -1 -1 -1 -0.5 0 0.5 1 -1 -1 -0.5 -0.5 -0.5 0 0.5 1 -1 -0.5 -0.5 0 0 0 0.5 1 -1 -0.5 0 0 0.5 0.5 0.5 1 -1 -0.5 0 0.5 0.5
// EXPECT 106: 0.25 0 0.25 0.5 0.75 -0.5 1 -0.5 -0.25 0 0.5 0.25 0.5 0.75 1 -0.25 -0.5 -0.25 0 0.25 0.5 0.25 0.5 0.75 1 -0.25 -0.5 -0.25 0 0.25 0.75 0.5 0.75 1 -0.5 0 -0.25 0 0.25 0.5 1 0.75 1 -0.5 -0.25 0 -0.25 0 0.25 0.5 0.25 0 0.25 0.5 0.75 -0.5 1 -0.5 -0.25 0 0.5 0.25 0.5 0.75 1 -0.25 -0.5 -0.25 0 0.25 0.5 0.25 0.5 0.75 1 -0.25 -0.5 -0.25 0 0.25 0.75 0.5 0.75 1 -0.5 0 -0.25 0 0.25 0.5 1 0.75 1 -0.5 -0.25 0 -0.25 0 0.25 0.5
// EXPECT 107: -0.5 -0.5 -0.25 0 0.25 0.5 0.5 0.75 1 -0.5 -0.25 -0.25 0 0.25 0.5 0.75 0.75 1 -0.5 -0.25 0.75 0.75 1 -0.5 -0.25 -0.5 -0.5 -0.25 0 0.25 0.5 0.5 0.75 1 -0.5 -0.25 -0.25 0 0.25 0.5 0.75 0.75 1 -0.5 -0.25 0.75 0.75 1 -0.5 -0.25 0 0 0.25 0.5 0.75 1 1 -0.5 -0.25 0 0.25 0.25 0.5 0.75 1 -0.5 -0.5 -0.25 0 0.25 -0.5 -0.5 -0.25 0 0.25 0 0 0.25 0.5 0.75 1 1 -0.5 -0.25 0 0.25 0.25 0.5 0.75 1 -0.5 -0.5 -0.25 0 0.25 -0.5 -0.5 -0.25 0 0.25
// EXPECT 108: -inf -1.75 0.5 -0.25 -inf 2.25 -3 1
// EXPECT 109: 0.171875 0.234375
// EXPECT 110: 0.01798621 0.970687769 0.222700139 0.98201379 0.0293122308 0.777299861
// EXPECT 111: -2.70600978 -0.456009781 -1.20600978 -0.255999681 -5.50599968 -1.50599968
// EXPECT 112: -2.70600978 -0.456009781 -1.20600978 -0.255999681 -5.50599968 -1.50599968
// EXPECT 113: -3 -8
// EXPECT 114: 2.25
// EXPECT 115: -8
// EXPECT 116: 0
// EXPECT 117: 1
// EXPECT 118: -0.941375538 0.462117157 -0.244918662 0.978026115 -0.995054754 0.761594156
// EXPECT 119: 1 1
// EXPECT 120: -0.208333333
// EXPECT 121: 1680
// EXPECT 122: 4
module {
  func.func @ops(%p: !torch.vtensor<[2,3],f32>, %s: !torch.vtensor<[2,3],f32>, %k: !torch.vtensor<[2,3],si32>, %b: !torch.vtensor<[2,3],i1>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[],si64>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2,7],f32>, !torch.vtensor<[1,1,2,2],f32>, !torch.vtensor<[2,2,2],f32>, !torch.vtensor<[2,2,3],f32>, !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2,2],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,2,9],f32>, !torch.vtensor<[1,2,7,7],f32>, !torch.vtensor<[1,2,7,7],f32>, !torch.vtensor<[2,2,9],f32>, !torch.vtensor<[1,4,5,5],f32>, !torch.vtensor<[1,4,5,5],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[1,2,1,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],si32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si32>, !torch.vtensor<[],i1>, !torch.vtensor<[],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[],si64>) {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int6 = torch.constant.int 6
    %int_m1 = torch.constant.int -1
    %none = torch.constant.none
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %half = torch.constant.float 5.000000e-01
    %one = torch.constant.float 1.000000e+00
    %mone = torch.constant.float -1.000000e+00
    %twenty = torch.constant.float 2.000000e+01
    %trunc = torch.constant.str "trunc"
    %floor = torch.constant.str "floor"
    %ninf = torch.constant.float 0xFFF0000000000000
    %l21 = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %l10 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %l100111 = torch.prim.ListConstruct %int1, %int0, %int0, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %l1221 = torch.prim.ListConstruct %int1, %int2, %int2, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %kdiv = torch.vtensor.literal(dense<[[2, 2, -3], [-3, 3, -1]]> : tensor<2x3xsi32>) : !torch.vtensor<[2,3],si32>
    %half_p = torch.aten.mul.Scalar %p, %half : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %k2 = torch.aten.neg %k : !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %sh = torch.vtensor.literal(dense<2> : tensor<2x3xsi32>) : !torch.vtensor<[2,3],si32>
    %r0 = torch.vtensor.literal(dense<7.5> : tensor<f32>) : !torch.vtensor<[],f32>
    %l23 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %l32 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %l31 = torch.prim.ListConstruct %int3, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %l2131 = torch.prim.ListConstruct %int2, %int1, %int3, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %s131 = torch.aten.view %s, %l2131 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,1,3,1],f32>
    %row = torch.aten.select.int %s, %int0, %int0 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3],f32>
    %m = torch.vtensor.literal(dense<[[ 0.5 , -1.  ], [ 1.5 ,  0.25], [-0.5 ,  2.  ]]> : tensor<3x2xf32>) : !torch.vtensor<[3,2],f32>
    %l123 = torch.prim.ListConstruct %int1, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %l132 = torch.prim.ListConstruct %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %s3 = torch.aten.view %s, %l123 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[1,2,3],f32>
    %m3 = torch.aten.view %m, %l132 : !torch.vtensor<[3,2],f32>, !torch.list<int> -> !torch.vtensor<[1,3,2],f32>
    %p22 = torch.aten.slice.Tensor %p, %int1, %int0, %int2, %int1 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2],f32>
    %img = torch.vtensor.literal(dense<[[[-1. , -0.5,  0. ,  0.5,  1. , -1. ],  [-0.5,  0. ,  0.5,  1. , -1. , -0.5]], [[ 0. ,  0.5,  1. , -1. , -0.5,  0. ],  [ 0.5,  1. , -1. , -0.5,  0. ,  0.5]]]> : tensor<2x2x6xf32>) : !torch.vtensor<[2,2,6],f32>
    %img4 = torch.vtensor.literal(dense<[[[[-0.5 , -0.25,  0.  ,  0.25],   [ 0.5 ,  0.75,  1.  , -0.5 ],   [-0.25,  0.  ,  0.25,  0.5 ],   [ 0.75,  1.  , -0.5 , -0.25]],  [[ 0.  ,  0.25,  0.5 ,  0.75],   [ 1.  , -0.5 , -0.25,  0.  ],   [ 0.25,  0.5 ,  0.75,  1.  ],   [-0.5 , -0.25,  0.  ,  0.25]]]]> : tensor<1x2x4x4xf32>) : !torch.vtensor<[1,2,4,4],f32>
    %cw = torch.vtensor.literal(dense<[[[ 1.  , -1.  ],  [ 0.5 ,  0.25]], [[ 2.  , -0.5 ],  [ 1.5 ,  0.75]]]> : tensor<2x2x2xf32>) : !torch.vtensor<[2,2,2],f32>
    %cw2 = torch.vtensor.literal(dense<[[[[ 0.5 , -0.25],   [ 1.  ,  2.  ]],  [[-1.  ,  0.75],   [ 0.5 ,  1.5 ]]]]> : tensor<1x2x2x2xf32>) : !torch.vtensor<[1,2,2,2],f32>
    %l0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
    %l1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %l2 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %l3 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %l00 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %l11 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %l22 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %l33 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %l2211 = torch.prim.ListConstruct %int2, %int2, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %n = torch.aten.numel %s : !torch.vtensor<[2,3],f32> -> !torch.int
    %n2 = torch.aten.mul.int %n, %int2 : !torch.int, !torch.int -> !torch.int
    %n3 = torch.aten.floordiv.int %n2, %int6 : !torch.int, !torch.int -> !torch.int
    %n4 = torch.aten.add.int %n3, %int0 : !torch.int, !torch.int -> !torch.int
    %n5 = torch.aten.neg.int %n4 : !torch.int -> !torch.int
    %o0 = torch.aten.exp %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o1 = torch.aten.log %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o2 = torch.aten.sqrt %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o3 = torch.aten.rsqrt %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o4 = torch.aten.reciprocal %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o5 = torch.aten.log10 %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o6 = torch.aten.log1p %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o7 = torch.aten.square %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o8 = torch.aten.neg %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o9 = torch.aten.floor %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o10 = torch.aten.ceil %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o11 = torch.aten.erf %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o12 = torch.aten.sin %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o13 = torch.aten.cos %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o14 = torch.aten.relu %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o15 = torch.aten.expm1 %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o16 = torch.aten.tan %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o17 = torch.aten.hardsigmoid %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o18 = torch.aten.relu6 %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o19 = torch.aten.trunc %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o20 = torch.aten.sign %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o21 = torch.aten.contiguous %s, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o22 = torch.aten.clone %s, %int0 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o23 = torch.aten.detach %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o24 = torch.aten.alias %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o25 = torch.aten.lift_fresh_copy %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o26 = torch.aten.softplus %s, %one, %twenty : !torch.vtensor<[2,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3],f32>
    %o27 = torch.aten.mish %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o28 = torch.aten.elu %s, %one, %one, %one : !torch.vtensor<[2,3],f32>, !torch.float, !torch.float, !torch.float -> !torch.vtensor<[2,3],f32>
    %o29 = torch.aten.logit %half_p, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
    %o30 = torch.aten.dropout %s, %half, %false : !torch.vtensor<[2,3],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>
    %o31 = torch.aten._to_copy %k, %int6, %none, %none, %none, %false, %none : !torch.vtensor<[2,3],si32>, !torch.int, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[2,3],f32>
    %o32 = torch.aten.type_as %s, %k : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o33 = torch.aten.sub.Tensor %s, %p, %int2 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o34 = torch.aten.sub.Scalar %k, %int2, %int1 : !torch.vtensor<[2,3],si32>, !torch.int, !torch.int -> !torch.vtensor<[2,3],si32>
    %o35 = torch.aten.mul.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o36 = torch.aten.div.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o37 = torch.aten.div.Tensor %k, %int2 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o38 = torch.aten.div.Scalar %s, %int2 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o39 = torch.aten.div.Scalar_mode %k, %int2, %trunc : !torch.vtensor<[2,3],si32>, !torch.int, !torch.str -> !torch.vtensor<[2,3],si32>
    %o40 = torch.aten.maximum %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o41 = torch.aten.minimum %k, %k2 : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o42 = torch.aten.pow.Tensor_Scalar %p, %int3 : !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o43 = torch.aten.pow.Tensor_Tensor %p, %s : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o44 = torch.aten.pow.Scalar %half, %s : !torch.float, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o45 = torch.aten.eq.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o46 = torch.aten.ne.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o47 = torch.aten.ge.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o48 = torch.aten.lt.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o49 = torch.aten.le.Tensor %s, %p : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o50 = torch.aten.eq.Scalar %k, %int2 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],i1>
    %o51 = torch.aten.ne.Scalar %k, %int2 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],i1>
    %o52 = torch.aten.ge.Scalar %k, %int2 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],i1>
    %o53 = torch.aten.lt.Scalar %k, %int2 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],i1>
    %o54 = torch.aten.logical_and %b, %s : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o55 = torch.aten.logical_or %b, %s : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o56 = torch.aten.logical_xor %b, %s : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],i1>
    %o57 = torch.aten.logical_not %k : !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],i1>
    %o58 = torch.aten.bitwise_and.Tensor %k, %k2 : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o59 = torch.aten.bitwise_and.Scalar %k, %int6 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],si32>
    %o60 = torch.aten.bitwise_or.Tensor %k, %k2 : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o61 = torch.aten.bitwise_xor.Tensor %b, %b : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1> -> !torch.vtensor<[2,3],i1>
    %o62 = torch.aten.bitwise_left_shift.Tensor %k, %sh : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o63 = torch.aten.bitwise_right_shift.Tensor %k, %sh : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o64 = torch.aten.__rshift__.Scalar %k, %int1 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],si32>
    %o65 = torch.aten.__lshift__.Scalar %k, %int3 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],si32>
    %o66 = torch.prim.NumToTensor.Scalar %n5 : !torch.int -> !torch.vtensor<[],si64>
    %o67 = torch.aten.bitwise_not %k : !torch.vtensor<[2,3],si32> -> !torch.vtensor<[2,3],si32>
    %o68 = torch.aten.where.Scalar %b, %half, %int2 : !torch.vtensor<[2,3],i1>, !torch.float, !torch.int -> !torch.vtensor<[2,3],f32>
    %o69 = torch.aten.where.ScalarSelf %b, %half, %s : !torch.vtensor<[2,3],i1>, !torch.float, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o70 = torch.aten.where.ScalarOther %b, %s, %int2 : !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
    %o71 = torch.aten.masked_fill.Scalar %k, %b, %int3 : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],i1>, !torch.int -> !torch.vtensor<[2,3],si32>
    %o72 = torch.aten.masked_fill.Tensor %s, %b, %r0 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[],f32> -> !torch.vtensor<[2,3],f32>
    %o73 = torch.aten.clamp.Tensor %s, %p, %none : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
    %o74 = torch.aten.clamp_min %s, %half : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %o75 = torch.aten.clamp_max %k, %int2 : !torch.vtensor<[2,3],si32>, !torch.int -> !torch.vtensor<[2,3],si32>
    %o76 = torch.aten.hardtanh %s, %mone, %one : !torch.vtensor<[2,3],f32>, !torch.float, !torch.float -> !torch.vtensor<[2,3],f32>
    %o77 = torch.aten.leaky_relu %s, %half : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %o78 = torch.aten.threshold %s, %half, %int3 : !torch.vtensor<[2,3],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3],f32>
    %o79 = torch.aten.fill.Scalar %s, %half : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
    %o80 = torch.aten.zeros %l23, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    %o81 = torch.aten.ones %l23, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],si32>
    %o82 = torch.aten.full %l23, %half, %none, %none, %none, %none : !torch.list<int>, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3],f32>
    %o83 = torch.aten._unsafe_view %s, %l32 : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
    %o84 = torch.aten.unflatten.int %s, %int_m1, %l31 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.list<int> -> !torch.vtensor<[2,3,1],f32>
    %o85 = torch.aten.squeeze %s131 : !torch.vtensor<[2,1,3,1],f32> -> !torch.vtensor<[2,3],f32>
    %o86 = torch.aten.squeeze.dim %s131, %int_m1 : !torch.vtensor<[2,1,3,1],f32>, !torch.int -> !torch.vtensor<[2,1,3],f32>
    %o87 = torch.aten.transpose.int %s, %int_m1, %n5 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int -> !torch.vtensor<[3,2],f32>
    %o88 = torch.aten.t %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,2],f32>
    %o89 = torch.aten.broadcast_to %row, %l23 : !torch.vtensor<[3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
    %o90 = torch.aten.mm %s, %m : !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32> -> !torch.vtensor<[2,2],f32>
    %o91 = torch.aten.bmm %s3, %m3 : !torch.vtensor<[1,2,3],f32>, !torch.vtensor<[1,3,2],f32> -> !torch.vtensor<[1,2,2],f32>
    %o92 = torch.aten.addmm %p22, %s, %m, %half, %int2 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,2],f32>
    %o93 = torch.aten.convolution %img, %cw, %none, %l1, %l1, %l1, %false, %l0, %int1 : !torch.vtensor<[2,2,6],f32>, !torch.vtensor<[2,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,2,7],f32>
    %o94 = torch.aten.conv2d %img4, %cw2, %none, %l22, %l00, %l11, %int1 : !torch.vtensor<[1,2,4,4],f32>, !torch.vtensor<[1,2,2,2],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[1,1,2,2],f32>
    %o95 = torch.aten.max_pool1d %img, %l3, %l2, %l0, %l1, %false : !torch.vtensor<[2,2,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,2,2],f32>
    %o96 = torch.aten.avg_pool1d %img, %l2, %l2, %l0, %false, %true : !torch.vtensor<[2,2,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2,2,3],f32>
    %o97 = torch.aten.avg_pool2d %img4, %l33, %l2211, %l11, %true, %false, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,3,3],f32>
    %o98 = torch.aten.avg_pool2d %img4, %l33, %l22, %l11, %true, %true, %none : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,3,3],f32>
    %o99 = torch.aten.slice.Tensor %s, %int1, %int0, %none, %int2 : !torch.vtensor<[2,3],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[2,2],f32>
    %o100 = torch.aten.slice.Tensor %img, %int_m1, %int0, %int6, %int3 : !torch.vtensor<[2,2,6],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,2,2],f32>
    %o101 = torch.aten.div.Tensor_mode %k, %kdiv, %floor : !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.str -> !torch.vtensor<[2,3],si32>
    %o102 = torch.aten.reflection_pad1d %img, %l21 : !torch.vtensor<[2,2,6],f32>, !torch.list<int> -> !torch.vtensor<[2,2,9],f32>
    %o103 = torch.aten.reflection_pad2d %img4, %l1221 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,7,7],f32>
    %o104 = torch.aten.replication_pad2d %img4, %l1221 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,7,7],f32>
    %o105 = torch.aten.replication_pad1d %img, %l21 : !torch.vtensor<[2,2,6],f32>, !torch.list<int> -> !torch.vtensor<[2,2,9],f32>
    %o106 = torch.aten.reflection_pad3d %img4, %l100111 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int> -> !torch.vtensor<[1,4,5,5],f32>
    %o107 = torch.aten.replication_pad3d %img4, %l100111 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int> -> !torch.vtensor<[1,4,5,5],f32>
    %o108 = torch.aten.constant_pad_nd %s, %l10, %ninf : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,4],f32>
    %o109 = torch.aten.adaptive_avg_pool2d %img4, %l11 : !torch.vtensor<[1,2,4,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,1,1],f32>
    %o110 = torch.aten._softmax %s, %int0, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>
    %o111 = torch.aten.log_softmax.int %s, %int_m1, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>
    %o112 = torch.aten._log_softmax %s, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,3],f32>
    %o113 = torch.aten.amin %k, %l1, %true : !torch.vtensor<[2,3],si32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,1],si32>
    %o114 = torch.aten.max %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[],f32>
    %o115 = torch.aten.min %k : !torch.vtensor<[2,3],si32> -> !torch.vtensor<[],si32>
    %o116 = torch.aten.all %b : !torch.vtensor<[2,3],i1> -> !torch.vtensor<[],i1>
    %o117 = torch.aten.any %b : !torch.vtensor<[2,3],i1> -> !torch.vtensor<[],i1>
    %o118 = torch.aten.tanh %s : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
    %o119 = torch.aten.all.dim %p, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],i1>
    %o120 = torch.aten.mean %s, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[],f32>
    %o121 = torch.aten.prod %k, %none : !torch.vtensor<[2,3],si32>, !torch.none -> !torch.vtensor<[],si64>
    %o122 = torch.aten.sum %k, %none : !torch.vtensor<[2,3],si32>, !torch.none -> !torch.vtensor<[],si64>
    return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17, %o18, %o19, %o20, %o21, %o22, %o23, %o24, %o25, %o26, %o27, %o28, %o29, %o30, %o31, %o32, %o33, %o34, %o35, %o36, %o37, %o38, %o39, %o40, %o41, %o42, %o43, %o44, %o45, %o46, %o47, %o48, %o49, %o50, %o51, %o52, %o53, %o54, %o55, %o56, %o57, %o58, %o59, %o60, %o61, %o62, %o63, %o64, %o65, %o66, %o67, %o68, %o69, %o70, %o71, %o72, %o73, %o74, %o75, %o76, %o77, %o78, %o79, %o80, %o81, %o82, %o83, %o84, %o85, %o86, %o87, %o88, %o89, %o90, %o91, %o92, %o93, %o94, %o95, %o96, %o97, %o98, %o99, %o100, %o101, %o102, %o103, %o104, %o105, %o106, %o107, %o108, %o109, %o110, %o111, %o112, %o113, %o114, %o115, %o116, %o117, %o118, %o119, %o120, %o121, %o122 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],i1>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[],si64>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1,3],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2,7],f32>, !torch.vtensor<[1,1,2,2],f32>, !torch.vtensor<[2,2,2],f32>, !torch.vtensor<[2,2,3],f32>, !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2,2],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2,2,9],f32>, !torch.vtensor<[1,2,7,7],f32>, !torch.vtensor<[1,2,7,7],f32>, !torch.vtensor<[2,2,9],f32>, !torch.vtensor<[1,4,5,5],f32>, !torch.vtensor<[1,4,5,5],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[1,2,1,1],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],si32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si32>, !torch.vtensor<[],i1>, !torch.vtensor<[],i1>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>, !torch.vtensor<[],si64>
  }
}
