// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as mlir-opt-22 prints them;
// values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: 0.001 0.168 0.022 -0.687 -0.881 -0.821 0.719 0.629 -0.916 -0.235 0.558 -0.306 -0 0.431 -0.487 -0.589 0.554 0.574 0.08 0.661 -0.003 0.081 0.01 -0.759
// INPUT 1: 0.356 -0.158 0.947 0.922 -0.844 0.335 -0.859 0.55 0.099 0.352 -0.309 0.503 0.83 -0.595 -0.426 0.705 -0.484 -0.686 -0.727 0.016 -0.872 0.469 -0.006 -0.134
// INPUT 2: -0.506 -0.673 -0.497
// EXPECT 0: 0.001 0.168 0.022 0.687 0.881 0.821 0.719 0.629 0.916 0.235 0.558 0.306 0 0.431 0.487 0.589 0.554 0.574 0.08 0.661 0.003 0.081 0.01 0.759
// EXPECT 1: -0.355 0.326 -0.925 -1.609 -0.037 -1.156 1.578 0.079 -1.015 -0.587 0.867 -0.809 -0.83 1.026 -0.061 -1.294 1.038 1.26 0.807 0.645 0.869 -0.388 0.016 -0.625
// EXPECT 2: 0.000999999667 0.166437098 0.0219964514 -0.59605129 -0.706919938 -0.675613788 0.616289498 0.557363254 -0.723999623 -0.230767513 0.506492008 -0.296793788 -0 0.406156684 -0.451832129 -0.529176016 0.503512123 0.518290838 0.0798297691 0.579028524 -0.002999991 0.0808233167 0.00999966668 -0.640487563
// EXPECT 3: -0.355 0.326 -0.925 -1.609 -0.037 -1.156 1.578 0.079 -1.015 -0.587 0.867 -0.809 -0.83 1.026 -0.061 -1.294 1.038 1.26 0.807 0.645 0.869 -0.388 0.016 -0.625
// EXPECT 4: -1.141 1.515 -1.57
// EXPECT 5: 0.001 0.168 0.719 0.629 0.554 0.574 0.08 0.661
// EXPECT 6: -0.506 -0.506 -0.506 -0.506 -0.673 -0.673 -0.673 -0.673 -0.497 -0.497 -0.497 -0.497 -0.506 -0.506 -0.506 -0.506 -0.673 -0.673 -0.673 -0.673 -0.497 -0.497 -0.497 -0.497
// EXPECT 7: 0.551368047 0.490133478 0.212004678 0.161492834 0.228241105 0.182304389 0.425646139 0.602122416 0.220390847 0.327562133 0.362349183 0.23638475 0.267579691 0.349843878 0.226924464 0.187476292 0.465642155 0.403625308 0.400061068 0.654356556 0.266778155 0.246530814 0.373014468 0.158167152
// EXPECT 8: 0.356 -0.158 0.947 0.922 -0.844 0.335 -0.859 0.55 0.099 0.352 -0.309 0.503 0.83 -0.595 -0.426 0.705 -0.484 -0.686 -0.727 0.016 -0.872 0.469 -0.006 -0.134
// EXPECT 9: 0.001 -0.881 -0.916 -0 0.554 -0.003 0.168 -0.821 -0.235 0.431 0.574 0.081 0.022 0.719 0.558 -0.487 0.08 0.01 -0.687 0.629 -0.306 -0.589 0.661 -0.759
module {
  func.func @named(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>) {
    %0 = tensor.empty() : tensor<2x3x4xf32>
    %1 = linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2 = tensor.empty() : tensor<2x3x4xf32>
    %3 = linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %4 = tensor.empty() : tensor<2x3x4xf32>
    %mapped = linalg.map { math.tanh } ins(%arg0 : tensor<2x3x4xf32>) outs(%4 : tensor<2x3x4xf32>)
    %5 = tensor.empty() : tensor<2x3x4xf32>
    %mapped_0 = linalg.map { arith.subf } ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%5 : tensor<2x3x4xf32>)
    %6 = tensor.empty() : tensor<3xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<3xf32>) -> tensor<3xf32>
    %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<2x3x4xf32>) outs(%7 : tensor<3xf32>) dimensions = [0, 2] 
    %8 = tensor.empty() : tensor<2x4xf32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %9 = linalg.fill ins(%cst_1 : f32) outs(%8 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %reduced_2 = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<2x3x4xf32>) outs(%9 : tensor<2x4xf32>) dimensions = [1] 
    %10 = tensor.empty() : tensor<2x3x4xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<3xf32>) outs(%10 : tensor<2x3x4xf32>) dimensions = [0, 2] 
    %11 = tensor.empty() : tensor<2x3x4xf32>
    %12 = linalg.softmax dimension(1) ins(%arg0 : tensor<2x3x4xf32>) outs(%11 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %13 = tensor.empty() : tensor<2x3x4xf32>
    %14 = linalg.copy ins(%arg1 : tensor<2x3x4xf32>) outs(%13 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %15 = tensor.empty() : tensor<4x2x3xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%15 : tensor<4x2x3xf32>) permutation = [2, 0, 1] 
    return %1, %3, %mapped, %mapped_0, %reduced, %reduced_2, %broadcasted, %12, %14, %transposed : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>
  }
}

