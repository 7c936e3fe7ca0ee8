func.func @f(%x: tensor<2x3xf32>) -> tensor<4x2xf32> {
  %s = tosa.const_shape {values = dense<[4, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %0 = tosa.reshape %x, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
