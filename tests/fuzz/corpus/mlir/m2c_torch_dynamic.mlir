// torch dialect: `?` and -1 sizes fixed with --shape; torch_c.to_builtin_tensor;
// tensor_static_info_cast (`to` syntax); a bool constant written 0;
// sigmoid, sum over all dims (rank-0 result), a cast to si64 (toward zero).
// ARGS: --shape x=2x3
// INPUT 0: 0 1 -1 2 -2 0.5
// EXPECT 0: 0.5 0.731058578 0.268941421 0.880797078 0.119202922 0.622459331
// EXPECT 1: 0.5
// EXPECT 2: 0 1 -1 2 -2 0
// EXPECT 3: 0 1 -1 2 -2 0.5
module {
  func.func @dyn(%x: !torch.vtensor<[?,3],f32>) -> (tensor<?x3xf32>, !torch.vtensor<[],f32>, !torch.vtensor<[-1,3],si64>, !torch.vtensor<[2,3],f32>) {
    %none = torch.constant.none
    %false = torch.constant.bool 0
    %int4 = torch.constant.int 4
    %0 = torch.aten.sigmoid %x : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[?,3],f32>
    %1 = torch_c.to_builtin_tensor %0 : !torch.vtensor<[?,3],f32> -> tensor<?x3xf32>
    %2 = torch.aten.sum %x, %none : !torch.vtensor<[?,3],f32>, !torch.none -> !torch.vtensor<[],f32>
    %3 = torch.aten.to.dtype %x, %int4, %false, %false, %none : !torch.vtensor<[?,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[-1,3],si64>
    %4 = torch.tensor_static_info_cast %x : !torch.vtensor<[?,3],f32> to !torch.vtensor<[2,3],f32>
    return %1, %2, %3, %4 : tensor<?x3xf32>, !torch.vtensor<[],f32>, !torch.vtensor<[-1,3],si64>, !torch.vtensor<[2,3],f32>
  }
}
