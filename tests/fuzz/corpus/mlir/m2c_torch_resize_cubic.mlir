// __interpolate mode "cubic" (torch-mlir's ONNX Resize cubic: half-pixel source
// p = (o + 0.5) / scale - 0.5, taps ceil(p) - 2 .. ceil(p) + 1 clamped into the input,
// Keys' weights with a = -0.75: (a+2)t^3 - (a+3)t^2 + 1 for t <= 1, else
// a t^3 - 5a t^2 + 8a t - 4a). [0, 1, 2, 3] to 8 (scale 2). Hand-worked:
// o = 3: p = 1.25, taps 0..3 at distances 1.25, 0.25, 0.75, 1.75, weights -0.10546875,
//   0.87890625, 0.26171875, -0.03515625: 0.87890625 + 0.5234375 - 0.10546875 = 1.296875.
// o = 0: p = -0.25, taps -2..1 clamped to 0, 0, 0, 1: only tap 1 (distance 1.25) is
//   nonzero: -0.10546875. The rest by the same formula.
// INPUT 0: 0 1 2 3
// EXPECT 0: -0.10546875 0.19140625 0.66796875 1.296875 1.703125 2.33203125 2.80859375 3.10546875
func.func @cubic(%x: !torch.vtensor<[1,1,4],f32>) -> !torch.vtensor<[1,1,8],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int8 = torch.constant.int 8
  %str = torch.constant.str "cubic"
  %s = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.__interpolate.size_list_scale_list %x, %s, %none, %str, %false, %none, %false : !torch.vtensor<[1,1,4],f32>, !torch.list<int>, !torch.none, !torch.str, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,1,8],f32>
  return %0 : !torch.vtensor<[1,1,8],f32>
}
