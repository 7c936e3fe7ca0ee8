// torch pools the pool kernels do not take (lower_torch_window.c: a loop op): max_pool1d
// with dilation and ceil_mode, avg_pool1d with padding larger than the window (the
// padding counted), avg_pool2d with torch-mlir's [strides.., dilations..] list
// and ceil_mode, avg_pool3d with divisor_override, max_pool3d with dilation and ceil_mode;
// a 1-D convolution whose weight is an elided dense_resource (--resource-inputs: input 3);
// unfold (windows of dim 2, size 3, step 2) and cumsum along the last dim (loop ops too).
// Expected values: tests/mlir_corpus/ref_torch.py (numpy float64, tap by tap; checked
// against torch.nn.functional on random shapes in a one-off script).
// ARGS: --resource-inputs
// INPUT 0: -1.375 0.375 -0.75 1 -0.125 -1.25 0.5 -0.625 1.125 0 -1.125 0.625 -0.5 1.25 0.125 -1 0.75 -0.375 1.375 0.25 -0.875 0.875 -0.25 -1.375 0.375 -0.75 1 -0.125 -1.25 0.5 -0.625 1.125 0 -1.125 0.625 -0.5 1.25 0.125 -1 0.75 -0.375 1.375 0.25 -0.875 0.875 -0.25 -1.375 0.375 -0.75 1 -0.125 -1.25 0.5 -0.625
// INPUT 1: -0.75 -1.125 1.375 1 0.625 0.25 -0.125 -0.5 -0.875 -1.25 1.25 0.875 0.5 0.125 -0.25 -0.625 -1 -1.375 1.125 0.75 0.375 0 -0.375 -0.75 -1.125 1.375 1 0.625 0.25 -0.125 -0.5 -0.875 -1.25 1.25 0.875 0.5 0.125 -0.25 -0.625 -1 -1.375 1.125 0.75 0.375 0 -0.375 -0.75 -1.125 1.375 1 0.625 0.25 -0.125 -0.5 -0.875 -1.25 1.25 0.875 0.5 0.125 -0.25 -0.625 -1 -1.375 1.125 0.75 0.375 0 -0.375 -0.75 -1.125 1.375 1 0.625 0.25 -0.125 -0.5 -0.875 -1.25 1.25 0.875 0.5 0.125 -0.25
// INPUT 2: -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125 -0.75 -0.375 0 0.375 0.75 1.125 -1.375 -1 -0.625 -0.25 0.125 0.5 0.875 1.25 -1.25 -0.875 -0.5 -0.125 0.25 0.625 1 1.375 -1.125
// INPUT 3: 0.5 -1.25 -0.125 1 -0.75 0.375 -1.375 -0.25 0.875 -0.875 0.25 1.375 -0.375 0.75 -1 0.125 1.25 -0.5 0.625 -1.125 0 1.125 -0.625 0.5 -1.25 -0.125 1 -0.75 0.375 -1.375 -0.25 0.875 -0.875 0.25 1.375 -0.375
// EXPECT 0: 1 1 1 -0.625 -0.5 0.125 0.75 0.75 0.875 0.875 0.875 -0.75 -0.625 0 0.625 0.625 0.75 1.375 1.375 1.375 -0.75 -0.125 0.5 0.5
// EXPECT 1: 0 0 -1.375 0.375 -0.75 1 -0.125 -1.25 0.5 -0.625 1.125 0 0 0 0 0 -1.125 0.625 -0.5 1.25 0.125 -1 0.75 -0.375 0 0 0 0 1.375 0.25 -0.875 0.875 -0.25 -1.375 0.375 -0.75 1 0 0 0 0 -0.125 -1.25 0.5 -0.625 1.125 0 -1.125 0.625 -0.5 0 0 0 0 1.25 0.125 -1 0.75 -0.375 1.375 0.25 -0.875 0.875 0 0 0 0 -0.25 -1.375 0.375 -0.75 1 -0.125 -1.25 0.5 -0.625 0 0
// EXPECT 2: -0.0625 0.0416666667 0.625 0.0625 -0.3125 -0.6875 -0.21875 0.125 0.46875 0 -0.375 -0.75 -0.59375 -0.25 0.09375 0.5625 0.1875 -0.1875
// EXPECT 3: 0.35 -0.1 -0.6 0.075 -0.475 -0.075 -0.525 0.625 0.45 0.25 -0.3 -0.225 -0.075 -0.2 0.2 -0.1 0.325 0.15 0.1 -0.6 0.05 -0.3 -0.075 0.325 0.25 0.45 -0.3 0 -0.225 0.425 -0.45 0.2 0.6 0.1 0.15 -0.6
// EXPECT 4: 1.375 1.25 1 1.375 1.25 1 0.875 1.25 1 1.25 1.125 1.375 1.25 1.375 1.375 0.75 1.375 0.875 -0.25 0.875 1.25 -0.25 0.875 1.25 -0.75 0.375 0.75 1.125 1 1.125 1.125 1.25 1.125 0.625 1.25 0.625 1 1.375 1 1.375 1.375 1 1.375 1.125 0.5 0.875 1.25 -0.5 0.875 1.25 1.375 0.375 1 1.375
// EXPECT 5: -2.703125 -0.140625 0.625 -2.921875 3.234375 1.125 -0.265625 -0.28125 0.75 -0.015625 -1.140625 -0.828125 -0.515625 0.875 -2.890625 -0.15625 0.78125 -2.953125 3.015625 0.71875 -0.140625 1.6875 -2.140625 0.5 2.421875 -2.484375 0.875 -2.234375 3.234375 1.125 -0.265625 0.5 -3.046875 3.109375 1 -0.828125 -0.515625 0.875 0.109375 -1.015625 -0.703125 -0.390625 3.015625 0.71875 -0.140625 0.796875 -2.9375 3.03125 0.734375 -2.484375 0.875 -2.234375 0.40625 2.328125 -2.578125 0.78125
// EXPECT 6: -0.75 -0.125 0.5 -1.125 -0.5 0.125 1.375 -0.875 -0.25 1 -1.25 -0.625 0.625 1.25 -1 0.25 0.875 -1.375 0.5 1.125 -1.125 0.125 0.75 1.375 -0.25 0.375 1 -0.625 0 0.625 -1 -0.375 0.25 -1.375 -0.75 -0.125 -1.125 -0.5 0.125 1.375 -0.875 -0.25 1 -1.25 -0.625 0.625 1.25 -1 0.25 0.875 -1.375 -0.125 0.5 1.125 0.75 1.375 -0.875 0.375 1 -1.25 0 0.625 1.25 -0.375 0.25 0.875 -0.75 -0.125 0.5 -1.125 -0.5 0.125 -0.875 -0.25 0.375 -1.25 -0.625 0 1.25 -1 -0.375 0.875 -1.375 -0.75 0.5 1.125 -1.125 0.125 0.75 1.375 0.375 1 -1.25 0 0.625 1.25 -0.375 0.25 0.875 -0.75 -0.125 0.5 -1.125 -0.5 0.125 1.375 -0.875 -0.25
// EXPECT 7: -1.375 -1 -1.75 -0.75 -0.875 -2.125 -1.625 -2.25 -1.125 0 -1.125 -0.5 -1 0.25 0.375 -0.625 0.125 -0.25 1.375 1.625 0.75 1.625 1.375 0 0.375 -0.375 0.625 -0.125 -1.375 -0.875 -1.5 -0.375 -0.375 -1.5 -0.875 -1.375 1.25 1.375 0.375 1.125 0.75 2.125 2.375 1.5 2.375 -0.25 -1.625 -1.25 -2 -1 -1.125 -2.375 -1.875 -2.5
module {
  func.func @window(%a: !torch.vtensor<[2,3,9],f32>, %b: !torch.vtensor<[1,2,7,6],f32>, %c: !torch.vtensor<[1,2,5,6,7],f32>) -> (!torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,13],f32>, !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,2,3,3],f32>, !torch.vtensor<[1,2,3,3,3],f32>, !torch.vtensor<[2,4,7],f32>, !torch.vtensor<[1,2,3,6,3],f32>, !torch.vtensor<[2,3,9],f32>) {
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %int2 = torch.constant.int 2
    %int3 = torch.constant.int 3
    %int5 = torch.constant.int 5
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %none = torch.constant.none
    %int_7 = torch.constant.int 7
    %l1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
    %l2 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %l3 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
    %o0 = torch.aten.max_pool1d %a, %l3, %l2, %l1, %l2, %true : !torch.vtensor<[2,3,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2,3,4],f32>
    %o1 = torch.aten.avg_pool1d %a, %l1, %l1, %l2, %false, %true : !torch.vtensor<[2,3,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,13],f32>
    %k23 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
    %sd = torch.prim.ListConstruct %int3, %int2, %int1, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %p11 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %o2 = torch.aten.avg_pool2d %b, %k23, %sd, %p11, %true, %false, %none : !torch.vtensor<[1,2,7,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,2,3,3],f32>
    %k3 = torch.prim.ListConstruct %int2, %int3, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %s3 = torch.prim.ListConstruct %int2, %int2, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %p3 = torch.prim.ListConstruct %int0, %int1, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %o3 = torch.aten.avg_pool3d %c, %k3, %s3, %p3, %false, %true, %int5 : !torch.vtensor<[1,2,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[1,2,2,3,3],f32>
    %d3 = torch.prim.ListConstruct %int1, %int2, %int2 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %o4 = torch.aten.max_pool3d %c, %k3, %s3, %p3, %d3, %true : !torch.vtensor<[1,2,5,6,7],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,2,3,3,3],f32>
    %w = torch.vtensor.literal(dense_resource<elided_weight> : tensor<4x3x3xf32>) : !torch.vtensor<[4,3,3],f32>
    %e = torch.prim.ListConstruct : () -> !torch.list<int>
    %o5 = torch.aten.convolution %a, %w, %none, %l1, %l1, %l1, %false, %e, %int1 : !torch.vtensor<[2,3,9],f32>, !torch.vtensor<[4,3,3],f32>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[2,4,9],f32>
    %o5s = torch.aten.slice.Tensor %o5, %int2, %int1, %none, %int1 : !torch.vtensor<[2,4,9],f32>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[2,4,8],f32>
    %o5t = torch.aten.slice.Tensor %o5s, %int2, %int0, %int_7, %int1 : !torch.vtensor<[2,4,8],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,4,7],f32>
    %o6 = torch.aten.unfold %b, %int2, %int3, %int2 : !torch.vtensor<[1,2,7,6],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,2,3,6,3],f32>
    %int_m1 = torch.constant.int -1
    %o7 = torch.aten.cumsum %a, %int_m1, %none : !torch.vtensor<[2,3,9],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3,9],f32>
    return %o0, %o1, %o2, %o3, %o4, %o5t, %o6, %o7 : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3,13],f32>, !torch.vtensor<[1,2,3,3],f32>, !torch.vtensor<[1,2,2,3,3],f32>, !torch.vtensor<[1,2,3,3,3],f32>, !torch.vtensor<[2,4,7],f32>, !torch.vtensor<[1,2,3,6,3],f32>, !torch.vtensor<[2,3,9],f32>
  }
}
