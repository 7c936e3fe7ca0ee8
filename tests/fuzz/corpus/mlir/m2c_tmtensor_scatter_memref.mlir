// tm_tensor.scatter on memrefs (writes its outs buffer), 2-D indices with
// dimension_map [1, 0] and a region yielding the update. Hand-worked: update 0 goes
// to [row 2, col 0] (index [0, 2]: dim 1 = 0, dim 0 = 2), update 1 to [0, 1].
// INPUT 0: 0.5 1.5 2.5 3.5 4.5 5.5
// INPUT 1: 0 2 1 0
// INPUT 2: -1 -2
// EXPECT 0: 0.5 -2 2.5 3.5 -1 5.5
func.func @scatter_update(%original: memref<3x2xf32>, %indices: memref<2x2xi32>, %updates: memref<2xf32>) {
  tm_tensor.scatter {dimension_map = array<i64: 1, 0>} unique_indices(true)
    ins(%updates, %indices : memref<2xf32>, memref<2x2xi32>)
    outs(%original : memref<3x2xf32>) {
  ^bb0(%u: f32, %o: f32):
    tm_tensor.yield %u : f32
  }
  return
}
