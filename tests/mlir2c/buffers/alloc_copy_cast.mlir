// memref.alloc, a write through memref.cast (same buffer), memref.copy into an argument,
// memref.dealloc. Outputs: the written arguments in argument order (%b, then %out).
// INPUT 0: 0 1 0 1 0 0.5
// INPUT 1: 0 0 1 0 -1 0.5
// INPUT 2: 7 7 7 7 7 7
// EXPECT 0: 1 2.71828183 2.71828183 2.71828183 0.367879441 2.71828183
// EXPECT 1: 0 1 0 1 -0 0.5
func.func @alloc_copy_cast(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %out: memref<2x3xf32>) {
  %t = memref.alloc() : memref<2x3xf32>
  linalg.add ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%t : memref<2x3xf32>)
  linalg.mul ins(%t, %a : memref<2x3xf32>, memref<2x3xf32>) outs(%out : memref<2x3xf32>)
  %c = memref.cast %t : memref<2x3xf32> to memref<?x3xf32>
  linalg.exp ins(%c : memref<?x3xf32>) outs(%c : memref<?x3xf32>)
  memref.copy %t, %b : memref<2x3xf32> to memref<2x3xf32>
  memref.dealloc %t : memref<2x3xf32>
  return
}
