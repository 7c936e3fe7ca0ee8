func.func @f(%x: memref<4xf32>, %n: index, %y: memref<4xf32>) {
  %t = memref.alloc(%n) : memref<?xf32>
  linalg.copy ins(%x : memref<4xf32>) outs(%t : memref<?xf32>)
  linalg.copy ins(%t : memref<?xf32>) outs(%y : memref<4xf32>)
  memref.dealloc %t : memref<?xf32>
  return
}
