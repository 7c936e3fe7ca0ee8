// select.mlir - y = tanh(x @ w + b), translated with --no-fuse for
// tests/select: a matmul with M > 1 and N > 1 (the GEMM), a binary add and
// a unary tanh, so the model header selects ops, a GEMM and two functions.
func @select(%x: tensor<3x4xf32>, %w: tensor<4x5xf32>, %b: tensor<5xf32>) -> tensor<3x5xf32> {
  %0 = tcf.matmul %x, %w : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  %1 = tcf.add %0, %b : (tensor<3x5xf32>, tensor<5xf32>) -> tensor<3x5xf32>
  %2 = tcf.tanh %1 : (tensor<3x5xf32>) -> tensor<3x5xf32>
  return %2 : tensor<3x5xf32>
}
