// A buffer read after its memref.dealloc.
func.func @after_dealloc(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%t : memref<4xf32>)
  memref.dealloc %t : memref<4xf32>
  linalg.exp ins(%t : memref<4xf32>) outs(%out : memref<4xf32>)
  return
}
