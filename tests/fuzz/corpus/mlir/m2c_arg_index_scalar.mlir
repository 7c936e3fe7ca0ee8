func.func @f(%x: tensor<8xf32>, %n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %c = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  return %c : tensor<?xf32>
}
