func.func @f(%x: tensor<4xui8>) -> tensor<4xui8> {
  %0 = tosa.clamp %x {min_int = 200 : i64, max_int = 130 : i64, min_fp = 0.0 : f32, max_fp = 0.0 : f32} : (tensor<4xui8>) -> tensor<4xui8>
  return %0 : tensor<4xui8>
}
