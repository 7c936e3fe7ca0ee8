func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a, %b = tosa.abs %x : (tensor<4xf32>) -> tensor<4xf32>
  return %a : tensor<4xf32>
}
