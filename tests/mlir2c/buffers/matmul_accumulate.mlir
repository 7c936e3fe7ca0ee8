// linalg.matmul on memrefs (destination-passing style): C += A * B; the function
// returns nothing, so its output is the memref argument it writes (C).
// INPUT 0: 1 2 3 4
// INPUT 1: 0.5 -1 2 0.25
// INPUT 2: 1 1 -1 0
// EXPECT 0: 5.5 0.5 8.5 -2
func.func @matmul_accumulate(%A: memref<2x2xf32>, %B: memref<2x2xf32>, %C: memref<2x2xf32>) {
  linalg.matmul ins(%A, %B : memref<2x2xf32>, memref<2x2xf32>) outs(%C : memref<2x2xf32>)
  return
}
