// upsample_nearest2d given both a size and a NaN scale (the scale maps the indices).
module {
  func.func @resize(%x: !torch.vtensor<[1,2,3,5],f32>) -> !torch.vtensor<[1,2,7,4],f32> {
    %int7 = torch.constant.int 7
    %int4 = torch.constant.int 4
    %f = torch.constant.float 0x7FF8000000000000
    %false = torch.constant.bool false
    %sz = torch.prim.ListConstruct %int7, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %o0 = torch.aten.upsample_bilinear2d %x, %sz, %false, %f, %f : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[1,2,7,4],f32>
    %o1 = torch.aten.upsample_nearest2d %x, %sz, %f, %f : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.float, !torch.float -> !torch.vtensor<[1,2,7,4],f32>
    return %o0 : !torch.vtensor<[1,2,7,4],f32>
  }
}
