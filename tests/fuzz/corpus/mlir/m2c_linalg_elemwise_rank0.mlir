// linalg.elemwise_binary with rank-0 inputs: broadcast to the output (the
// op's map to ()): both inputs rank 0 (f32, the TCP path), one input rank 0
// (f32), and i32 operands (the loop op).
// Expected values: hand-computed (a - b everywhere, x * a, y + k).
// INPUT 0: 2.5
// INPUT 1: -1
// INPUT 2: 1 -2 0.5 4 -3 0
// INPUT 3: 1 2 3 -4 5 -6
// INPUT 4: 10
// EXPECT 0: 3.5 3.5 3.5 3.5 3.5 3.5
// EXPECT 1: 2.5 -5 1.25 10 -7.5 0
// EXPECT 2: 11 12 13 6 15 4
func.func @f(%a: tensor<f32>, %b: tensor<f32>, %x: tensor<2x3xf32>, %y: tensor<2x3xi32>, %k: tensor<i32>)
    -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>) {
  %e = tensor.empty() : tensor<2x3xf32>
  %0 = linalg.elemwise_binary {fun = #linalg.binary_fn<sub>} ins(%a, %b : tensor<f32>, tensor<f32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%x, %a : tensor<2x3xf32>, tensor<f32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %ei = tensor.empty() : tensor<2x3xi32>
  %2 = linalg.elemwise_binary {fun = #linalg.binary_fn<add>} ins(%y, %k : tensor<2x3xi32>, tensor<i32>) outs(%ei : tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xi32>
}
