func.func @f(%o: tensor<4xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %0 = tm_tensor.scatter unique_indices(true)
    ins(%u, %i : tensor<2xf32>, tensor<2x1xi32>) outs(%o : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    tm_tensor.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
