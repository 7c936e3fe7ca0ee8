// Memref arguments with a layout (strided<...>) and a memory space: the
// layout only says where the caller's elements sit; mlir2c has no op that
// addresses a buffer through it (no subview/view), so the values are read
// as the elements of the memref: C += A * B, then D = fill(s) on a 3-D one.
// Expected values: hand-computed.
// INPUT 0: 1 2 3 4 5 6
// INPUT 1: 0.5 -1 2 0.25 1 -2
// INPUT 2: 1 1 -1 0
// INPUT 3: 0 0 0 0 0 0 0 0 0 0 0 0
// INPUT 4: 2.5
// EXPECT 0: 8.5 -5.5 17 -14.75
// EXPECT 1: 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5 2.5
func.func @layout_args(%A: memref<2x3xf32, strided<[3, 1], offset: ?>>, %B: memref<3x2xf32, strided<[?, 1]>>,
                       %C: memref<2x2xf32, strided<[2, 1], offset: 4>, 1>, %D: memref<2x3x2xf32, affine_map<(d0, d1, d2) -> (d0 * 6 + d1 * 2 + d2)>>, %s: f32) {
  linalg.matmul ins(%A, %B : memref<2x3xf32, strided<[3, 1], offset: ?>>, memref<3x2xf32, strided<[?, 1]>>)
                outs(%C : memref<2x2xf32, strided<[2, 1], offset: 4>, 1>)
  linalg.fill ins(%s : f32) outs(%D : memref<2x3x2xf32, affine_map<(d0, d1, d2) -> (d0 * 6 + d1 * 2 + d2)>>)
  return
}
