// linalg.matmul i16 x i32 -> f32: each operand converted to f32 (sitofp) before the product
func.func @main(%a: tensor<2x3xi16>, %b: tensor<3x4xi32>) -> tensor<2x4xf32> {
  %c = arith.constant 0.25 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xi16>, tensor<3x4xi32>) outs(%i : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
