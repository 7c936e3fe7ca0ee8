func.func @f(%x: tensor<4xf32>) -> tensor<4xi32> {
  %r = tensor.bitcast %x : tensor<4xf32> to tensor<4xi32>
  return %r : tensor<4xi32>
}
