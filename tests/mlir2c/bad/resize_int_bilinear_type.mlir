// Bilinear resize of i8 gives the unscaled i32 sum (TOSA); an i8 result is not that.
func.func @f(%x: tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi8> {
  %0 = tosa.resize %x {mode = "BILINEAR", scale = array<i64: 2, 1, 2, 1>, offset = array<i64: 0, 0>, border = array<i64: 0, 0>} : (tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi8>
  return %0 : tensor<1x3x3x1xi8>
}
