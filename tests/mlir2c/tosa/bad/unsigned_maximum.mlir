func.func @f(%x: tensor<2xui8>, %y: tensor<2xui8>) -> tensor<2xui8> {
  %0 = tosa.maximum %x, %y : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xui8>
  return %0 : tensor<2xui8>
}
