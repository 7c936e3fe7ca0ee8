// Element loads and stores are not translated.
func.func @store(%a: memref<4xf32>) {
  %v = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  memref.store %v, %a[%i] : memref<4xf32>
  return
}
