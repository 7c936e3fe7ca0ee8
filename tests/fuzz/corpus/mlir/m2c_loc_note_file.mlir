// An op with a source location (mlir-opt --mlir-print-debuginfo): the error
// points at the op in this file and a note names model.py:12:4.
func.func @f(%a: tensor<2x3xf32> loc("model.py":10:1), %b: tensor<4xf32> loc("model.py":10:9)) -> tensor<2x3xf32> {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32> loc("model.py":12:4)
  return %0 : tensor<2x3xf32> loc("model.py":13:4)
} loc("model.py":9:1)
