// matmul + column bias + relu in generic syntax: fused into one MATMUL op.
// ARGS: --shape a=2x3
// OPS: 1
// INPUT 0: 1 2 3 4 5 6
// EXPECT 0: 4.5 0 10.5 0
func.func @mm(%a: tensor<?x3xf32>) -> tensor<?x2xf32> {
  %b = "tcf.constant"() {value = dense<[[1.0, 0.0], [0, 1], [1.0, -1.0]]> : tensor<3x2xf32>} : () -> tensor<3x2xf32>
  %c = arith.constant dense<[0.5, -2.0]> : tensor<2xf32>
  %0 = "tcf.matmul"(%a, %b) : (tensor<?x3xf32>, tensor<3x2xf32>) -> tensor<?x2xf32>
  %1 = "tcf.add"(%0, %c) : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<?x2xf32>
  %2 = "tcf.relu"(%1) : (tensor<?x2xf32>) -> tensor<?x2xf32>
  return %2 : tensor<?x2xf32>
}
