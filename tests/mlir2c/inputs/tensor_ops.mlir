// tensor.splat, tensor.from_elements (static scalars) and tensor.reshape, as mlir-opt-19 prints them
// (mlir-opt-19 on the hand-written source); values by hand.
// INPUT 0: 1 2 3 4 5 6
// EXPECT 0: 2.5 3.5 4.5 5.5 6.5 7.5
// EXPECT 1: 1.5 -2 1.5
// EXPECT 2: 1 2 3 4 5 6
module {
  func.func @f(%arg0: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3x2xf32>) {
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant -2.000000e+00 : f32
    %splat = tensor.splat %cst : tensor<2x3xf32>
    %from_elements = tensor.from_elements %cst, %cst_0, %cst : tensor<3xf32>
    %cst_1 = arith.constant dense<[3, 2]> : tensor<2xi64>
    %reshape = tensor.reshape %arg0(%cst_1) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
    %0 = tosa.add %arg0, %splat : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    return %0, %from_elements, %reshape : tensor<2x3xf32>, tensor<3xf32>, tensor<3x2xf32>
  }
}

