// 3.40282347E+38 (FLT_MAX as mlir-opt prints it) is fine; 3.5E+38 is not an f32.
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.clamp %a {max_fp = 3.40282347E+38 : f32, min_fp = -3.40282347E+38 : f32, max_int = 0 : i64, min_int = 0 : i64} : (tensor<2xf32>) -> tensor<2xf32>
  %c = arith.constant dense<[3.40282347E+38, 3.5E+38]> : tensor<2xf32>
  return %0 : tensor<2xf32>
}
