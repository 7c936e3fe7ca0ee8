// upsample_bilinear2d and upsample_nearest2d given a size and a scale of 1e-300: the
// scale maps indices (1/scale = 1e300), so every source index clamps to the last row.
module {
  func.func @resize(%x: !torch.vtensor<[1,2,3,5],f32>) -> !torch.vtensor<[1,2,7,4],f32> {
    %int7 = torch.constant.int 7
    %int4 = torch.constant.int 4
    %f = torch.constant.float 1.000000e-300
    %false = torch.constant.bool false
    %sz = torch.prim.ListConstruct %int7, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %o0 = torch.aten.upsample_bilinear2d %x, %sz, %false, %f, %f : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[1,2,7,4],f32>
    %o1 = torch.aten.upsample_nearest2d %x, %sz, %f, %f : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.float, !torch.float -> !torch.vtensor<[1,2,7,4],f32>
    return %o0 : !torch.vtensor<[1,2,7,4],f32>
  }
}
