// tensor.extract of a computed tensor is a rank-0 tensor; from_elements of one is refused
func.func @f(%x: tensor<8xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %x[%c0] : tensor<8xf32>
  %r = tensor.from_elements %v : tensor<1xf32>
  return %r : tensor<1xf32>
}
