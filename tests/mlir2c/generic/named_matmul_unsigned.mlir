// linalg.matmul_unsigned i8 x i8 -> i32, and linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} (the same):
// both operands zero-extended (-1 counts as 255)
func.func @main(%a: tensor<3x5xi8>, %b: tensor<5x2xi8>) -> (tensor<3x2xi32>, tensor<3x2xi32>) {
  %c = arith.constant 0 : i32
  %e = tensor.empty() : tensor<3x2xi32>
  %i = linalg.fill ins(%c : i32) outs(%e : tensor<3x2xi32>) -> tensor<3x2xi32>
  %r = linalg.matmul_unsigned ins(%a, %b : tensor<3x5xi8>, tensor<5x2xi8>) outs(%i : tensor<3x2xi32>) -> tensor<3x2xi32>
  %s = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<3x5xi8>, tensor<5x2xi8>) outs(%i : tensor<3x2xi32>) -> tensor<3x2xi32>
  return %r, %s : tensor<3x2xi32>, tensor<3x2xi32>
}
