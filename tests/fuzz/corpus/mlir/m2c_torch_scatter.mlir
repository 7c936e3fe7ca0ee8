// torch.aten.scatter.src along dim 1 with a src larger than the index (its [:, :2]
// is used) and a repeated target (row 1 writes column 1 twice: the last write, 50,
// stays), and scatter.value along dim 0 with an index of one row.
// Hand-worked: out0 row 0: x[0][2] = 10, x[0][0] = 20 -> [20, 2, 10];
//              row 1: x[1][1] = 40 then 50 -> [4, 50, 6].
// out1: index [[1, 0, 1]] -> x[1][0], x[0][1], x[1][2] = 7.5.
// INPUT 0: 1 2 3 4 5 6
// INPUT 1: 2 0 1 1
// INPUT 2: 10 20 30 40 50 60
// INPUT 3: 1 0 1
// EXPECT 0: 20 2 10 4 50 6
// EXPECT 1: 1 7.5 3 7.5 5 7.5
func.func @scatter(%x: !torch.vtensor<[2,3],f32>, %i: !torch.vtensor<[2,2],si64>, %src: !torch.vtensor<[2,3],f32>, %j: !torch.vtensor<[1,3],si32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %v = torch.constant.float 7.500000e+00
  %0 = torch.aten.scatter.src %x, %int1, %i, %src : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.scatter.value %x, %int0, %j, %v : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[1,3],si32>, !torch.float -> !torch.vtensor<[2,3],f32>
  return %0, %1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}
