// torch ops with several results: max.dim / min.dim (values, indices) named as
// `%a, %b =` and as `%r:2 =` with `%r#k` uses; the index is the first extreme
// (PyTorch's documented tie rule; checked by hand: row 1 of x has 2.0 twice);
// the max of a bool tensor (x > 1).
// INPUT 0: 0.5 -1 2 2 -3 0.25
// INPUT 1: 3 -2 7 7 0 -5
// EXPECT 0: 2 2
// EXPECT 1: 2 0
// EXPECT 2: 0.5 -3 0.25
// EXPECT 3: 0 1 1
// EXPECT 4: 7 7
// EXPECT 5: 2 0
// EXPECT 6: 1 1
// EXPECT 7: 2 0
module {
  func.func @multi(%x: !torch.vtensor<[2,3],f32>, %k: !torch.vtensor<[2,3],si32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[1,3],si64>, !torch.vtensor<[2,1],si32>, !torch.vtensor<[2,1],si64>, !torch.vtensor<[2],i1>, !torch.vtensor<[2],si64>) {
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %int_m1 = torch.constant.int -1
    %false = torch.constant.bool false
    %true = torch.constant.bool true
    %values, %indices = torch.aten.max.dim %x, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
    %0:2 = torch.aten.min.dim %x, %int0, %true : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,3],f32>, !torch.vtensor<[1,3],si64>
    %1:2 = torch.aten.max.dim %k, %int_m1, %true : !torch.vtensor<[2,3],si32>, !torch.int, !torch.bool -> !torch.vtensor<[2,1],si32>, !torch.vtensor<[2,1],si64>
    %one = torch.constant.float 1.000000e+00
    %gt = torch.aten.gt.Scalar %x, %one : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],i1>
    %2:2 = torch.aten.max.dim %gt, %int1, %false : !torch.vtensor<[2,3],i1>, !torch.int, !torch.bool -> !torch.vtensor<[2],i1>, !torch.vtensor<[2],si64>
    return %values, %indices, %0#0, %0#1, %1#0, %1#1, %2#0, %2#1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[1,3],si64>, !torch.vtensor<[2,1],si32>, !torch.vtensor<[2,1],si64>, !torch.vtensor<[2],i1>, !torch.vtensor<[2],si64>
  }
}
