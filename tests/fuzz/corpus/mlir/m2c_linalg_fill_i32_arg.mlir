func.func @f(%k: i32) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %f = linalg.fill ins(%k : i32) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  return %f : tensor<4xi32>
}
