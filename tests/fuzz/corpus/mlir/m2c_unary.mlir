// exp, tanh, sigmoid in MLIR generic syntax inside a module with attributes.
// TOL: 2e-6
// INPUT 0: 0 1 -1 2
// EXPECT 0: 1 2.718281828 0.3678794412 7.389056099
// EXPECT 1: 0 0.7615941560 -0.7615941560 0.9640275801
// EXPECT 2: 0.5 0.7310585786 0.2689414214 0.8807970780
module attributes {torch.debug_module_name = "Unary"} {
  func.func @unary(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = "tcf.exp"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %1 = "tcf.tanh"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    %2 = "tcf.sigmoid"(%x) : (tensor<4xf32>) -> tensor<4xf32>
    func.return %0, %1, %2 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
