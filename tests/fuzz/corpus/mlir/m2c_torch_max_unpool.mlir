// max_unpool2d: zeros of [N, C, 4, 4] with each value at its index into its 4x4 plane.
// Hand-worked: plane 0 takes 1, 2, 3, 4 at 0, 3, 8, 15; plane 1 takes 5, 6, 7, 8 at
// 5, 6, 9, 10 (the centre).
// INPUT 0: 1 2 3 4 5 6 7 8
// INPUT 1: 0 3 8 15 5 6 9 10
// EXPECT 0: 1 0 0 2 0 0 0 0 3 0 0 0 0 0 0 4 0 0 0 0 0 5 6 0 0 7 8 0 0 0 0 0
func.func @unpool(%x: !torch.vtensor<[1,2,2,2],f32>, %i: !torch.vtensor<[1,2,2,2],si64>) -> !torch.vtensor<[1,2,4,4],f32> {
  %int4 = torch.constant.int 4
  %0 = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.max_unpool2d %x, %i, %0 : !torch.vtensor<[1,2,2,2],f32>, !torch.vtensor<[1,2,2,2],si64>, !torch.list<int> -> !torch.vtensor<[1,2,4,4],f32>
  return %1 : !torch.vtensor<[1,2,4,4],f32>
}
