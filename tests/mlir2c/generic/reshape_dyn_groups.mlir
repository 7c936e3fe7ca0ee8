// collapse_shape / expand_shape whose results have several `?` dims: mlir2c derives them from the operand's
// static dims and the reassociation groups (2x?x?x?, [[0], [1, 2], [3]] -> 2x12x5; back to 2x3x4x5)
func.func @main(%x: tensor<2x3x4x5xf32>) -> tensor<2x3x4x5xf32> {
  %d = tensor.cast %x : tensor<2x3x4x5xf32> to tensor<2x?x?x?xf32>
  %c = tensor.collapse_shape %d [[0], [1, 2], [3]] : tensor<2x?x?x?xf32> into tensor<2x?x?xf32>
  %n = tensor.cast %c : tensor<2x?x?xf32> to tensor<2x12x5xf32>
  %e = tensor.empty() : tensor<2x12x5xf32>
  %m = linalg.negf ins(%n : tensor<2x12x5xf32>) outs(%e : tensor<2x12x5xf32>) -> tensor<2x12x5xf32>
  %u = tensor.cast %m : tensor<2x12x5xf32> to tensor<2x?x?xf32>
  %x2 = tensor.expand_shape %u [[0], [1, 2], [3]] : tensor<2x?x?xf32> into tensor<2x3x?x?xf32>
  %r = tensor.cast %x2 : tensor<2x3x?x?xf32> to tensor<2x3x4x5xf32>
  return %r : tensor<2x3x4x5xf32>
}
