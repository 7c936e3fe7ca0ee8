// linalg.matmul accumulates into its outs: a fresh allocation there is a read of uninitialised memory.
func.func @matmul_uninit(%a: memref<2x2xf32>, %b: memref<2x2xf32>, %out: memref<2x2xf32>) {
  %t = memref.alloc() : memref<2x2xf32>
  linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%t : memref<2x2xf32>)
  memref.copy %t, %out : memref<2x2xf32> to memref<2x2xf32>
  return
}
