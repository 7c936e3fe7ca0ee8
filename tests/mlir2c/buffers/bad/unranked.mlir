// Unranked memrefs cannot be a program tensor.
func.func @unranked(%a: memref<*xf32>) {
  return
}
