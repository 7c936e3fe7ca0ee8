// linalg.reduce over dims 1 and 2 with a two-op body: out[j] = init + sum x^2
func.func @main(%x: tensor<3x5x6xf32>) -> tensor<3xf32> {
  %c = arith.constant 0.5 : f32
  %e = tensor.empty() : tensor<3xf32>
  %i = linalg.fill ins(%c : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%x : tensor<3x5x6xf32>) outs(%i : tensor<3xf32>) dimensions = [1, 2]
    (%in: f32, %acc: f32) {
      %s = arith.mulf %in, %in : f32
      %t = arith.addf %s, %acc : f32
      linalg.yield %t : f32
    }
  return %r : tensor<3xf32>
}
