// torch.onnx.rotary_embedding (ONNX com.microsoft RotaryEmbedding): each pair (x1, x2)
// of a head becomes (x1 c - x2 s, x2 c + x1 s) with c = cos_cache[pos], s = sin_cache[pos].
// cos_cache rows [1, 1], [0, 0], [0.5, 1]; sin_cache rows [0, 0], [1, 1], [0.25, 0].
// out 0: rank 3 [1, 1, 8] = 2 heads of 4 (halves), pos 2, scale 2:
//   head 0: x1 [1, 2], x2 [3, 4] -> [0.5 - 0.75, 2 - 0, 1.5 + 0.25, 4 + 0] = [-0.25, 2, 1.75, 4]
//   head 1: x1 [5, 6], x2 [7, 8] -> [2.5 - 1.75, 6, 3.5 + 1.25, 8] = [0.75, 6, 4.75, 8]; x 2.
// out 1: rank 4 [1, 1, 2, 4] interleaved (pairs of neighbours), pos [1, 2], scale 1:
//   s 0 (c 0, s 1): (1, 2) -> (-2, 1), (3, 4) -> (-4, 3)
//   s 1 (c [0.5, 1], s [0.25, 0]): (5, 6) -> (2.5 - 1.5, 3 + 1.25) = (1, 4.25), (7, 8) -> (7, 8)
// INPUT 0: 1 2 3 4 5 6 7 8
// INPUT 1: 2
// INPUT 2: 1 1 0 0 0.5 1
// INPUT 3: 0 0 1 1 0.25 0
// INPUT 4: 1 2 3 4 5 6 7 8
// INPUT 5: 1 2
// EXPECT 0: -0.5 4 3.5 8 1.5 12 9.5 16
// EXPECT 1: -2 1 -4 3 1 4.25 7 8
func.func @rotary(%x: !torch.vtensor<[1,1,8],f32>, %p: !torch.vtensor<[1,1],si64>, %cos: !torch.vtensor<[3,2],f32>, %sin: !torch.vtensor<[3,2],f32>, %x4: !torch.vtensor<[1,1,2,4],f32>, %p4: !torch.vtensor<[1,2],si64>) -> (!torch.vtensor<[1,1,8],f32>, !torch.vtensor<[1,1,2,4],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %f2 = torch.constant.float 2.000000e+00
  %f1 = torch.constant.float 1.000000e+00
  %0 = torch.onnx.rotary_embedding %x, %p, %cos, %sin, %int0, %int0, %int2, %int0, %f2 : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[1,1],si64>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],f32>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[1,1,8],f32>
  %1 = torch.onnx.rotary_embedding %x4, %p4, %cos, %sin, %int1, %int0, %int0, %int0, %f1 : !torch.vtensor<[1,1,2,4],f32>, !torch.vtensor<[1,2],si64>, !torch.vtensor<[3,2],f32>, !torch.vtensor<[3,2],f32>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[1,1,2,4],f32>
  return %0, %1 : !torch.vtensor<[1,1,8],f32>, !torch.vtensor<[1,1,2,4],f32>
}
