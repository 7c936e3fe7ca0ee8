// __interpolate with the ONNX Resize modes torch-mlir's importer writes into the mode
// string, as torch-mlir's linalg lowering defines them. x = [10, 20, 30, 40] (1-D).
// out 0 "nearest_half_pixel,ceil" to 6: scale 6/4 = 1.5, p = (o + 0.5) / 1.5 - 0.5 =
//   -1/6, 0.5, 7/6, 11/6, 2.5, 19/6 -> ceil, clamped to [0, 3]: 0 1 2 2 3 3.
// out 1 "nearest_half_pixel,round_prefer_floor" to 6: the same p rounded, a half down:
//   0 0 1 2 2 3.
// out 2 "nearest,floor" (asymmetric) to 3: scale 0.75, p = o / 0.75 = 0, 4/3, 8/3: 0 1 2.
// out 3 "bilinear_half_pixel_symmetric" with scale factor 1.6: out = floor(6.4) = 6,
//   p = (o + 0.5) / 1.6 - 0.5 + 4/2 (1 - 6/6.4) = -0.0625, 0.5625, 1.1875, 1.8125,
//   2.4375, 3.0625, clamped to [0, 3], blended: 10 15.625 21.875 28.125 34.375 40.
// INPUT 0: 10 20 30 40
// EXPECT 0: 10 20 30 30 40 40
// EXPECT 1: 10 10 20 30 30 40
// EXPECT 2: 10 20 30
// EXPECT 3: 10 15.625 21.875 28.125 34.375 40
func.func @resize(%x: !torch.vtensor<[1,1,4],f32>) -> (!torch.vtensor<[1,1,6],f32>, !torch.vtensor<[1,1,6],f32>, !torch.vtensor<[1,1,3],f32>, !torch.vtensor<[1,1,6],f32>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int6 = torch.constant.int 6
  %int3 = torch.constant.int 3
  %f = torch.constant.float 1.600000e+00
  %ceil = torch.constant.str "nearest_half_pixel,ceil"
  %rpf = torch.constant.str "nearest_half_pixel,round_prefer_floor"
  %floor = torch.constant.str "nearest,floor"
  %sym = torch.constant.str "bilinear_half_pixel_symmetric"
  %s6 = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
  %s3 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %sf = torch.prim.ListConstruct %f : (!torch.float) -> !torch.list<float>
  %0 = torch.aten.__interpolate.size_list_scale_list %x, %s6, %none, %ceil, %false, %none, %false : !torch.vtensor<[1,1,4],f32>, !torch.list<int>, !torch.none, !torch.str, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,1,6],f32>
  %1 = torch.aten.__interpolate.size_list_scale_list %x, %s6, %none, %rpf, %false, %none, %false : !torch.vtensor<[1,1,4],f32>, !torch.list<int>, !torch.none, !torch.str, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,1,6],f32>
  %2 = torch.aten.__interpolate.size_list_scale_list %x, %s3, %none, %floor, %false, %none, %false : !torch.vtensor<[1,1,4],f32>, !torch.list<int>, !torch.none, !torch.str, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,1,3],f32>
  %3 = torch.aten.__interpolate.size_list_scale_list %x, %none, %sf, %sym, %false, %none, %false : !torch.vtensor<[1,1,4],f32>, !torch.none, !torch.list<float>, !torch.str, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,1,6],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[1,1,6],f32>, !torch.vtensor<[1,1,6],f32>, !torch.vtensor<[1,1,3],f32>, !torch.vtensor<[1,1,6],f32>
}
