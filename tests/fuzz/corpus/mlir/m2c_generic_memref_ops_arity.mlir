// The generic form lets memref.cast, memref.dealloc and memref.copy come with
// any operand count (the fuzzer found a memref.copy with none, read as a null
// operand); each is refused with its count.
func.func @f(%x: tensor<2xf32>) -> tensor<2xf32> {
  "memref.dealloc"() : () -> ()
  return %x : tensor<2xf32>
}
