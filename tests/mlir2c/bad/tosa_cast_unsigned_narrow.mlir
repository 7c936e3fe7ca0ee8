// a cast of ui16 to i8 keeps neither the unsigned value nor a TOSA rule: refused
func.func @f(%x: tensor<4xui16>) -> tensor<4xi8> {
  %0 = tosa.cast %x : (tensor<4xui16>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}
