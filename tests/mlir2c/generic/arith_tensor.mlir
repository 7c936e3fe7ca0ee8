// arith ops on whole tensors, outside any linalg body: maximumf(a - b, a) * b / 2 + a, each an elementwise loop
func.func @main(%a: tensor<3x5xf32>, %b: tensor<3x5xf32>) -> tensor<3x5xf32> {
  %h = arith.constant dense<2.0> : tensor<3x5xf32>
  %s = arith.subf %a, %b : tensor<3x5xf32>
  %m = arith.maximumf %s, %a : tensor<3x5xf32>
  %p = arith.mulf %m, %b : tensor<3x5xf32>
  %q = arith.divf %p, %h : tensor<3x5xf32>
  %r = arith.addf %q, %a : tensor<3x5xf32>
  %n = arith.minimumf %r, %h : tensor<3x5xf32>
  return %n : tensor<3x5xf32>
}
