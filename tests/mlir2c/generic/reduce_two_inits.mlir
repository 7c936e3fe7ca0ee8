// linalg.reduce with two inputs and two inits (generic form of the op):
// o0[i] = 1 + sum_j x[i,j], o1[i] = sum_j x[i,j] * y[i,j]
func.func @main(%x: tensor<3x6xf32>, %y: tensor<3x6xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %b0 = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = linalg.reduce ins(%x, %y : tensor<3x6xf32>, tensor<3x6xf32>) outs(%a0, %b0 : tensor<3xf32>, tensor<3xf32>) dimensions = [1]
    (%in0: f32, %in1: f32, %acc0: f32, %acc1: f32) {
      %s = arith.addf %in0, %acc0 : f32
      %p = arith.mulf %in0, %in1 : f32
      %t = arith.addf %p, %acc1 : f32
      linalg.yield %s, %t : f32, f32
    }
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xf32>
}
