// torch dialect shape, reduction and nn ops (dims negative and positive, keepdim,
// broadcasting, literals, grouped convolution with padding, pools with
// count_include_pad = false): expected values from numpy float64 formulas of
// PyTorch's documented semantics (tools: a one-off script, also checked against torch).
// INPUT 0: -1.2 -0.83 -0.46 -0.09 0.28 0.65 1.02 1.39 -1.14 -0.77 -0.4 -0.03 0.34 0.71 1.08 1.45 -1.08 -0.71 -0.34 0.03 0.4 0.77 1.14 1.51
// EXPECT 0: -2.58 3.34 -2.34 3.58 -2.1 3.82
// EXPECT 1: 0.125 0.155 0.185
// EXPECT 2: 0.28 0.65 1.02 1.39 0.4 0.77 1.14 1.51
// EXPECT 3: 1 1 1 1 2 2 2 2
// EXPECT 4: -1.2 0.28 -1.14 0.34 -1.08 0.4 -0.83 0.65 -0.77 0.71 -0.71 0.77 -0.46 1.02 -0.4 1.08 -0.34 1.14 -0.09 1.39 -0.03 1.45 0.03 1.51
// EXPECT 5: -1.2 -0.83 -0.46 -0.09 0.28 0.65 1.02 1.39 -1.14 -0.77 -0.4 -0.03 0.34 0.71 1.08 1.45 -1.08 -0.71 -0.34 0.03 0.4 0.77 1.14 1.51
// EXPECT 6: -0.83 -0.46 0.65 1.02 -0.77 -0.4 0.71 1.08 -0.71 -0.34 0.77 1.14
// EXPECT 7: -1.2 -0.83 -0.46 -0.09 0.28 0.65 1.02 1.39 -1.14 -0.77 -0.4 -0.03 -1.2 -0.83 -0.46 -0.09 0.34 0.71 1.08 1.45 -1.08 -0.71 -0.34 0.03 0.4 0.77 1.14 1.51 0.34 0.71 1.08 1.45
// EXPECT 8: 0.131960443 0.191043701 0.276580579 0.400415278 0.131960443 0.191043701 0.276580579 0.400415278 0.131960443 0.191043701 0.276580579 0.400415278 0.131960443 0.191043701 0.276580579 0.400415278 0.131960443 0.191043701 0.276580579 0.400415278 0.131960443 0.191043701 0.276580579 0.400415278
// EXPECT 9: -0.2075 -0.85 0.1625 2.48 -0.1925 -0.715 0.1775 2.615 -0.1775 -0.58 0.1925 2.75
// EXPECT 10: 1.816 -1.391 1.242 -1.399 0.668 -0.848 -0.059 0.354 -1.399 1.556 1.708 -1.337 1.206 -1.399 0.704 -0.956 -0.005 0.318 -1.399 1.592 1.6 -1.283 1.17 -1.399 0.74 -1.064 0.049 0.282 -1.399 1.628
// EXPECT 11: -1.34160159 -0.447200529 0.447200529 1.34160159 -1.34160159 -0.447200529 0.447200529 1.34160159 -1.34160159 -0.447200529 0.447200529 1.34160159 -1.34160159 -0.447200529 0.447200529 1.34160159 -1.34160159 -0.447200529 0.447200529 1.34160159 -1.34160159 -0.447200529 0.447200529 1.34160159
// EXPECT 12: -1.14 -0.77 -0.4 -0.03 -1.2 -0.83 -0.46 -0.09 0.4 0.77 1.14 1.51 0.34 0.71 1.08 1.45
// EXPECT 13: 9 -1.2 -0.83 -0.46 -0.09 9 0.28 0.65 1.02 1.39 9 -1.14 -0.77 -0.4 -0.03 9 0.34 0.71 1.08 1.45 9 -1.08 -0.71 -0.34 0.03 9 0.4 0.77 1.14 1.51
// EXPECT 14: -1.9 -1.46 -0.6275 0.205 0.4775 1.66 1.085 2.1025 3.12 0.7575 -1.92 -1.37 -0.3525 0.665 1.8825 1.07 -0.255 -0.07 0.115 0.47 -0.505 -0.2725 0.005 0.2825 1.925 0.73 -1.3225 -1.23 -1.1375 -1.655 -1.09 0.4975 0.59 0.6825 1.985 -0.05 -0.265 -0.45 -0.635 -1.76
// EXPECT 15: 0.65 1.02 1.39 0.65 1.02 1.39 0.71 1.08 1.45 0.77 1.14 1.51
// EXPECT 16: -1.2 -0.645 -0.09 -0.43 0.125 0.68 0.34 0.895 1.45 -0.34 0.215 0.77
// EXPECT 17: 0.6 0.9 -0.9 -0.6 -0.9 -0.6 -0.3 -1.11022302e-16 -0.3 -1.11022302e-16 0.3 0.6 0.6 0.9 -0.9 -0.6
module {
  func.func @nn(%x: !torch.vtensor<[2,3,4],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[1,3,1],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],si64>, !torch.vtensor<[4,2,3],f32>, !torch.vtensor<[4,6],f32>, !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[2,4,4],f32>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[2,3,5],f32>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,2,4],f32>, !torch.vtensor<[2,3,5],f32>, !torch.vtensor<[1,2,4,5],f32>, !torch.vtensor<[1,2,2,3],f32>, !torch.vtensor<[1,2,2,3],f32>, !torch.vtensor<[2,2,4],f32>) {
    %int3 = torch.constant.int 3
    %int_4 = torch.constant.int 4
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int_m1 = torch.constant.int -1
    %int_m2 = torch.constant.int -2
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %none = torch.constant.none
    %eps = torch.constant.float 1.000000e-05
    %nine = torch.constant.float 9.000000e+00
    %l_m1 = torch.prim.ListConstruct %int_m1 : (!torch.int) -> !torch.list<int>
    %l_02 = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %l_1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %o0 = torch.aten.sum.dim_IntList %x, %l_m1, %false, %none : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3],f32>
    %o1 = torch.aten.mean.dim %x, %l_02, %true, %none : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,3,1],f32>
    %o2 = torch.aten.amax %x, %l_1, %false : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,4],f32>
    %o3 = torch.aten.argmax %x, %int_m2, %false : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,4],si64>
    %l_201 = torch.prim.ListConstruct %int2, %int0, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %o4 = torch.aten.permute %x, %l_201 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,2,3],f32>
    %l_v = torch.prim.ListConstruct %int_m1, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
    %o5 = torch.aten.view %x, %l_v : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[4,6],f32>
    %o6 = torch.aten.slice.Tensor %x, %int_m1, %int1, %int_m1, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,3,2],f32>
    %sl1 = torch.aten.slice.Tensor %x, %int1, %none, %int1, %int1 : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.none, !torch.int, !torch.int -> !torch.vtensor<[2,1,4],f32>
    %l_cat = torch.prim.ListConstruct %x, %sl1 : (!torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,1,4],f32>) -> !torch.list<vtensor>
    %o7 = torch.aten.cat %l_cat, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[2,4,4],f32>
    %o8 = torch.aten.softmax.int %x, %int_m1, %none : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3,4],f32>
    %w = torch.vtensor.literal(dense<[[ 0.5 , -1.  ], [ 0.25,  2.  ], [-1.5 ,  0.75], [ 1.  ,  0.5 ]]> : tensor<4x2xf32>) : !torch.vtensor<[4,2],f32>
    %o9 = torch.aten.matmul %x, %w : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[4,2],f32> -> !torch.vtensor<[2,3,2],f32>
    %w2 = torch.vtensor.literal(dense<[[-9.0000000000000002e-01, -6.0000000000000009e-01,  -3.0000000000000004e-01, -1.1102230246251565e-16], [ 2.9999999999999993e-01,  5.9999999999999998e-01,   8.9999999999999980e-01, -9.0000000000000002e-01], [-6.0000000000000009e-01, -3.0000000000000004e-01,  -1.1102230246251565e-16,  2.9999999999999993e-01], [ 5.9999999999999998e-01,  8.9999999999999980e-01,  -9.0000000000000002e-01, -6.0000000000000009e-01], [-3.0000000000000004e-01, -1.1102230246251565e-16,   2.9999999999999993e-01,  5.9999999999999998e-01]]> : tensor<5x4xf32>) : !torch.vtensor<[5,4],f32>
    %b2 = torch.vtensor.literal(dense<[ 0.1, -0.2,  0.3, -0.4,  0.5]> : tensor<5xf32>) : !torch.vtensor<[5],f32>
    %o10 = torch.aten.linear %x, %w2, %b2 : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[5,4],f32>, !torch.vtensor<[5],f32> -> !torch.vtensor<[2,3,5],f32>
    %l_4 = torch.prim.ListConstruct %int_4 : (!torch.int) -> !torch.list<int>
    %o11 = torch.aten.layer_norm %x, %l_4, %none, %none, %eps, %false : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,3,4],f32>
    %idx = torch.vtensor.literal(dense<[2, 0]> : tensor<2xi64>) : !torch.vtensor<[2],si64>
    %o12 = torch.aten.index_select %x, %int1, %idx : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.vtensor<[2],si64> -> !torch.vtensor<[2,2,4],f32>
    %l_pad = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %o13 = torch.aten.constant_pad_nd %x, %l_pad, %nine : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.float -> !torch.vtensor<[2,3,5],f32>
    %l_4d = torch.prim.ListConstruct %int1, %int2, %int3, %int_4 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %x4 = torch.aten.reshape %x, %l_4d : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,3,4],f32>
    %cw = torch.vtensor.literal(dense<[[[[ 1.  , -0.5 ],   [ 0.25,  2.  ]]], [[[-1.  ,  0.5 ],   [ 1.5 , -0.75]]]]> : tensor<2x1x2x2xf32>) : !torch.vtensor<[2,1,2,2],f32>
    %cb = torch.vtensor.literal(dense<[ 0.5 , -0.25]> : tensor<2xf32>) : !torch.vtensor<[2],f32>
    %l_11 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %l_00 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %l_22 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %o14 = torch.aten.convolution %x4, %cw, %cb, %l_11, %l_11, %l_11, %false, %l_00, %int2 : !torch.vtensor<[1,2,3,4],f32>, !torch.vtensor<[2,1,2,2],f32>, !torch.vtensor<[2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,2,4,5],f32>
    %o15 = torch.aten.max_pool2d %x4, %l_22, %l_11, %l_00, %l_11, %false : !torch.vtensor<[1,2,3,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,2,3],f32>
    %o16 = torch.aten.avg_pool2d %x4, %l_22, %l_22, %l_11, %false, %false, %none : !torch.vtensor<[1,2,3,4],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,2,3],f32>
    %eidx = torch.vtensor.literal(dense<[[3, 0], [4, 3]]> : tensor<2x2xi64>) : !torch.vtensor<[2,2],si64>
    %o17 = torch.aten.embedding %w2, %eidx, %int_m1, %false, %false : !torch.vtensor<[5,4],f32>, !torch.vtensor<[2,2],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,2,4],f32>
    return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[1,3,1],f32>, !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],si64>, !torch.vtensor<[4,2,3],f32>, !torch.vtensor<[4,6],f32>, !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[2,4,4],f32>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,2],f32>, !torch.vtensor<[2,3,5],f32>, !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,2,4],f32>, !torch.vtensor<[2,3,5],f32>, !torch.vtensor<[1,2,4,5],f32>, !torch.vtensor<[1,2,2,3],f32>, !torch.vtensor<[1,2,2,3],f32>, !torch.vtensor<[2,2,4],f32>
  }
}
