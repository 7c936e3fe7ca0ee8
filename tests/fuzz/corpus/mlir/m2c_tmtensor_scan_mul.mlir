func.func @f(%in: tensor<4xf32>, %out: tensor<4xf32>, %acc: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %r, %a = tm_tensor.scan dimension(0) inclusive(true)
    ins(%in : tensor<4xf32>) outs(%out, %acc : tensor<4xf32>, tensor<f32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.mulf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>, tensor<f32>
  return %r, %a : tensor<4xf32>, tensor<f32>
}
