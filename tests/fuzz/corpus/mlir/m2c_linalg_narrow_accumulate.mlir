// linalg's contractions on f16/bf16 results accumulate in the result type,
// rounding after every multiply and every add (the named op's generic body is
// out = out + a * b in that type). Worked by hand: from an init of 2048 in f16
// (spacing 2 there) each + 1 * 0.5 gives 2048.5, which rounds back to 2048, so
// eight steps leave 2048 (accumulating in f32 and rounding once would give 2052);
// from 256 in bf16 (spacing 2) each + 1 * 0.75 rounds back to 256 (f32: 259 ->
// 260). batch_matmul follows the same rule per batch. The f16 lhs is the
// input truncated to f16, so the numbers come through it: all ones keep all of
// the above, and the second column of output 2 adds 1 * 1 eight times from 0: 8.
// INPUT 0: 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1
// EXPECT 0: 2048 2048 2048 2048 2048 2048
// EXPECT 1: 256 256 256 256
// EXPECT 2: 2048 8 2048 8
func.func @narrow_acc(%x: tensor<16xf32>) -> (tensor<2x3xf16>, tensor<2x2xbf16>, tensor<2x1x2xf16>) {
  %xh = arith.truncf %x : tensor<16xf32> to tensor<16xf16>
  %lhs = tensor.expand_shape %xh [[0, 1]] output_shape [2, 8] : tensor<16xf16> into tensor<2x8xf16>
  %rhs = arith.constant dense<0.5> : tensor<8x3xf16>
  %i0 = arith.constant 2048.0 : f16
  %e0 = tensor.empty() : tensor<2x3xf16>
  %init0 = linalg.fill ins(%i0 : f16) outs(%e0 : tensor<2x3xf16>) -> tensor<2x3xf16>
  %mm = linalg.matmul ins(%lhs, %rhs : tensor<2x8xf16>, tensor<8x3xf16>) outs(%init0 : tensor<2x3xf16>) -> tensor<2x3xf16>
  %a1 = arith.constant dense<1.0> : tensor<2x4xbf16>
  %b1 = arith.constant dense<0.75> : tensor<4x2xbf16>
  %i1 = arith.constant 256.0 : bf16
  %e1 = tensor.empty() : tensor<2x2xbf16>
  %init1 = linalg.fill ins(%i1 : bf16) outs(%e1 : tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %mb = linalg.matmul ins(%a1, %b1 : tensor<2x4xbf16>, tensor<4x2xbf16>) outs(%init1 : tensor<2x2xbf16>) -> tensor<2x2xbf16>
  %lb = tensor.expand_shape %xh [[0, 1, 2]] output_shape [2, 1, 8] : tensor<16xf16> into tensor<2x1x8xf16>
  %rb = arith.constant dense<[[[0.5, 1.0]], [[0.5, 1.0]], [[0.5, 1.0]], [[0.5, 1.0]], [[0.5, 1.0]], [[0.5, 1.0]], [[0.5, 1.0]], [[0.5, 1.0]]]> : tensor<8x1x2xf16>
  %rbt = tensor.collapse_shape %rb [[0, 1], [2]] : tensor<8x1x2xf16> into tensor<8x2xf16>
  %rb2 = tensor.expand_shape %rbt [[0, 1], [2]] output_shape [1, 8, 2] : tensor<8x2xf16> into tensor<1x8x2xf16>
  %rbb = tensor.concat dim(0) %rb2, %rb2 : (tensor<1x8x2xf16>, tensor<1x8x2xf16>) -> tensor<2x8x2xf16>
  %e2 = tensor.empty() : tensor<2x1x2xf16>
  %z = arith.constant dense<[[[2048.0, 0.0]], [[2048.0, 0.0]]]> : tensor<2x1x2xf16>
  %bm = linalg.batch_matmul ins(%lb, %rbb : tensor<2x1x8xf16>, tensor<2x8x2xf16>) outs(%z : tensor<2x1x2xf16>) -> tensor<2x1x2xf16>
  return %mm, %mb, %bm : tensor<2x3xf16>, tensor<2x2xbf16>, tensor<2x1x2xf16>
}
