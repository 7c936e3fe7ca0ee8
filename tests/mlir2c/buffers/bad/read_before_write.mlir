// A fresh allocation read as an input before anything writes it.
func.func @read_before_write(%a: memref<4xf32>, %out: memref<4xf32>) {
  %t = memref.alloc() : memref<4xf32>
  linalg.add ins(%a, %t : memref<4xf32>, memref<4xf32>) outs(%out : memref<4xf32>)
  return
}
