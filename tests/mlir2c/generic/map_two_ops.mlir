// linalg.map with a body of two ops: out = exp(a * b) - 1 (long form)
func.func @main(%a: tensor<4x7xf32>, %b: tensor<4x7xf32>) -> tensor<4x7xf32> {
  %e = tensor.empty() : tensor<4x7xf32>
  %r = linalg.map ins(%a, %b : tensor<4x7xf32>, tensor<4x7xf32>) outs(%e : tensor<4x7xf32>)
    (%x: f32, %y: f32) {
      %m = arith.mulf %x, %y : f32
      %one = arith.constant 1.0 : f32
      %v = math.exp %m : f32
      %w = arith.subf %v, %one : f32
      linalg.yield %w : f32
    }
  return %r : tensor<4x7xf32>
}
