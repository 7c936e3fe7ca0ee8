// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as mlir-opt-19 prints them;
// values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: -0.244 0.533 0.087 0.927 0.874 0.079 -0.343 -0.281 0.025 0.159 0.628 0.032 0.187 -0.071 -0.242 -0.113 0.843 0.339 -0.804 -0.917 0.872 0.004 0.174 -0.316
// INPUT 1: -0.644 -0.044 0.169 0.988 -0.677 -0.506 0.673 0.875 -0.017 0.585 0.73 -0.397 0.193 0.033 -0.509 -0.426 0.17 0.076 0.891 0.115 -0.507 0.217 0.081 0.846
// INPUT 2: -0.546 0.994 0.248
// EXPECT 0: 0.783487634 1.70403676 1.09089668 2.52691704 2.39647762 1.08220432 0.709638212 0.755028335 1.02531512 1.17233795 1.87385911 1.03251751 1.20562729 0.931461892 0.785056178 0.89315066 2.32332651 1.40354335 0.447535238 0.399716393 2.39168945 1.00400801 1.19005557 0.72905945
// EXPECT 1: 0.157136 -0.023452 0.014703 0.915876 -0.591698 -0.039974 -0.230839 -0.245875 -0.000425 0.093015 0.45844 -0.012704 0.036091 -0.002343 0.123178 0.048138 0.14331 0.025764 -0.716364 -0.105455 -0.442104 0.000868 0.014094 -0.267336
// EXPECT 2: -0.244 0.533 0.169 0.988 0.874 0.079 0.673 0.875 0.025 0.585 0.73 0.032 0.193 0.033 -0.242 -0.113 0.843 0.339 0.891 0.115 0.872 0.217 0.174 0.846
// EXPECT 3: -0.239270341 0.487670965 0.0867811615 0.72919213 0.703400732 0.0788360629 -0.330153034 -0.273830351 0.024994793 0.157673519 0.556673523 0.0319890818 0.184850329 -0.0708809364 -0.237383941 -0.112521478 0.687394793 0.326584344 -0.666267055 -0.724475103 0.702388855 0.00399997867 0.172265001 -0.305885635
// EXPECT 4: 0.4 0.577 -0.082 -0.061 1.551 0.585 -1.016 -1.156 0.042 -0.426 -0.102 0.429 -0.006 -0.104 0.267 0.313 0.673 0.263 -1.695 -1.032 1.379 -0.213 0.093 -1.162
// EXPECT 5: 1.064 -0.21 1.578
// EXPECT 6: 0.874 0.533 0.628 0.927 0.872 0.339 0.174 -0.113
// EXPECT 7: -0.546 -0.546 -0.546 -0.546 0.994 0.994 0.994 0.994 0.248 0.248 0.248 0.248 -0.546 -0.546 -0.546 -0.546 0.994 0.994 0.994 0.994 0.248 0.248 0.248 0.248
// EXPECT 8: 0.186310439 0.430466778 0.296891591 0.585685197 0.569873446 0.273382018 0.19313068 0.174999381 0.243816114 0.296151204 0.50997773 0.239315422 0.203631132 0.278963221 0.324048936 0.441732505 0.392411164 0.420346743 0.18472986 0.197690862 0.403957704 0.300690035 0.491221203 0.360576633
// EXPECT 9: -0.644 -0.044 0.169 0.988 -0.677 -0.506 0.673 0.875 -0.017 0.585 0.73 -0.397 0.193 0.033 -0.509 -0.426 0.17 0.076 0.891 0.115 -0.507 0.217 0.081 0.846
// EXPECT 10: -0.244 0.874 0.025 0.187 0.843 0.872 0.533 0.079 0.159 -0.071 0.339 0.004 0.087 -0.343 0.628 -0.242 -0.804 0.174 0.927 -0.281 0.032 -0.113 -0.917 -0.316
module {
  func.func @named(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x3x4xf32>, %arg2: tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>) {
    %0 = tensor.empty() : tensor<2x3x4xf32>
    %1 = linalg.elemwise_unary {fun = #linalg.unary_fn<exp>} ins(%arg0 : tensor<2x3x4xf32>) outs(%0 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %2 = tensor.empty() : tensor<2x3x4xf32>
    %3 = linalg.elemwise_binary {fun = #linalg.binary_fn<mul>} ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%2 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %4 = tensor.empty() : tensor<2x3x4xf32>
    %5 = linalg.elemwise_binary {fun = #linalg.binary_fn<max_signed>} ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%4 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %6 = tensor.empty() : tensor<2x3x4xf32>
    %mapped = linalg.map { math.tanh } ins(%arg0 : tensor<2x3x4xf32>) outs(%6 : tensor<2x3x4xf32>)
    %7 = tensor.empty() : tensor<2x3x4xf32>
    %mapped_0 = linalg.map { arith.subf } ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x3x4xf32>) outs(%7 : tensor<2x3x4xf32>)
    %8 = tensor.empty() : tensor<3xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<3xf32>) -> tensor<3xf32>
    %reduced = linalg.reduce { arith.addf } ins(%arg0 : tensor<2x3x4xf32>) outs(%9 : tensor<3xf32>) dimensions = [0, 2] 
    %10 = tensor.empty() : tensor<2x4xf32>
    %cst_1 = arith.constant 0xFF800000 : f32
    %11 = linalg.fill ins(%cst_1 : f32) outs(%10 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %reduced_2 = linalg.reduce { arith.maximumf } ins(%arg0 : tensor<2x3x4xf32>) outs(%11 : tensor<2x4xf32>) dimensions = [1] 
    %12 = tensor.empty() : tensor<2x3x4xf32>
    %broadcasted = linalg.broadcast ins(%arg2 : tensor<3xf32>) outs(%12 : tensor<2x3x4xf32>) dimensions = [0, 2] 
    %13 = tensor.empty() : tensor<2x3x4xf32>
    %14 = linalg.softmax dimension(1) ins(%arg0 : tensor<2x3x4xf32>) outs(%13 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %15 = tensor.empty() : tensor<2x3x4xf32>
    %16 = linalg.copy ins(%arg1 : tensor<2x3x4xf32>) outs(%15 : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
    %17 = tensor.empty() : tensor<4x2x3xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<2x3x4xf32>) outs(%17 : tensor<4x2x3xf32>) permutation = [2, 0, 1] 
    return %1, %3, %5, %mapped, %mapped_0, %reduced, %reduced_2, %broadcasted, %14, %16, %transposed : tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<3xf32>, tensor<2x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<2x3x4xf32>, tensor<4x2x3xf32>
  }
}

