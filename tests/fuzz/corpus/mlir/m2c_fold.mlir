// Constant folding: the transpose of a constant and a hex constant feeding
// an add are evaluated by mlir2c; what is left is one fused matmul.
// Also: a returned argument and a returned constant need copies.
// OPS: 3
// INPUT 0: 1 1
// EXPECT 0: 5 19
// EXPECT 1: 1 1
// EXPECT 2: -inf 0.5 inf
func @fold(%x: tensor<1x2xf32>) -> (tensor<1x2xf32>, tensor<1x2xf32>, tensor<3xf32>) {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %h = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %k = arith.constant dense<[-inf, 5.0e-1, inf]> : tensor<3xf32>
  %t = tcf.transpose %c {permutation = [1, 0]} : (tensor<2x2xf32>) -> tensor<2x2xf32>
  %hh = tcf.add %h, %h : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %half = tcf.mul %hh, %hh : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %q = tcf.sub %half, %hh : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %m = tcf.matmul %x, %t : (tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<1x2xf32>
  %r = tcf.add %m, %q : (tensor<1x2xf32>, tensor<2xf32>) -> tensor<1x2xf32>
  return %r, %x, %k : tensor<1x2xf32>, tensor<1x2xf32>, tensor<3xf32>
}
