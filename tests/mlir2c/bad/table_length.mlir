func.func @f(%x: tensor<4xi8>, %t: tensor<512xi8>) -> tensor<4xi8> {
  %0 = tosa.table %x, %t : (tensor<4xi8>, tensor<512xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
