// torch.aten._scaled_mm on f8E4M3FN matrices: (a @ b) * scale_a * scale_b + bias, summed
// in f32 and rounded to the result type (f32 here), with per-tensor scales (rank 0).
// Hand-worked: a = [[1, 2, 0.5], [-1, 0, 3]], b = [[1, 0], [0.5, 1], [2, -2]]
// a @ b = [[1 + 1 + 1, 2 - 1], [-1 + 6, -6]] = [[3, 1], [5, -6]]; x 0.5 x 4 = x 2;
// + bias [0.25, -1] per column: [[6.25, 1], [10.25, -13]].
// INPUT 0: 1 2 0.5 -1 0 3
// INPUT 1: 1 0 0.5 1 2 -2
// INPUT 2: 0.5
// INPUT 3: 4
// INPUT 4: 0.25 -1
// EXPECT 0: 6.25 1 10.25 -13
func.func @scaled(%a: !torch.vtensor<[2,3],f8E4M3FN>, %b: !torch.vtensor<[3,2],f8E4M3FN>, %sa: !torch.vtensor<[],f32>, %sb: !torch.vtensor<[],f32>, %bias: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,2],f32> {
  %false = torch.constant.bool false
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %0 = torch.aten._scaled_mm %a, %b, %sa, %sb, %bias, %none, %int6, %false : !torch.vtensor<[2,3],f8E4M3FN>, !torch.vtensor<[3,2],f8E4M3FN>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[2],f32>, !torch.none, !torch.int, !torch.bool -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}
