// reduce_two_inits with linalg.reduce in the generic form: no operand
// segments, the inputs and inits split in halves
func.func @main(%x: tensor<3x6xf32>, %y: tensor<3x6xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %one = arith.constant 1.0 : f32
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %a0 = linalg.fill ins(%one : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %b0 = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r:2 = "linalg.reduce"(%x, %y, %a0, %b0) <{dimensions = array<i64: 1>}> ({
  ^bb0(%in0: f32, %in1: f32, %acc0: f32, %acc1: f32):
    %s = "arith.addf"(%in0, %acc0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %p = "arith.mulf"(%in0, %in1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %t = "arith.addf"(%p, %acc1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%s, %t) : (f32, f32) -> ()
  }) : (tensor<3x6xf32>, tensor<3x6xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  return %r#0, %r#1 : tensor<3xf32>, tensor<3xf32>
}
