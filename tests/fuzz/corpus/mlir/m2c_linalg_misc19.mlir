// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as mlir-opt-19 prints them;
// values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: 0.8 0.755 -0.127 -0.94 0.079 0.543 -0.6 0.709 -0.41 0.664 0.327 -0.517 0.249 0.095 -0.686 0.375 -0.902 0.595 -0.804 0.145 0.762 -0.8 -0.907 -0.547
// INPUT 1: -0.944 -0.183 0.355 -0.341 -0.31 0.644 -0.697 -0.074 -0.302 -0.295 0.414 0.563 -0.756 -0.075 -0.467 -0.966 -0.072 0.03 -0.12 0.922 0.957 0.109 0.481 -0.529
// INPUT 2: 0.953 -0.448 -0.379
// EXPECT 0: 2.22554093 2.12761152 0.880733673 0.390627835 1.08220432 1.72116261 0.548811636 2.03195828 0.66365025 1.942547 1.38680148 0.596306788 1.28274203 1.09965886 0.503586391 1.45499141 0.405757333 1.81303094 0.447535238 1.15603957 2.14255705 0.449328964 0.40373361 0.578683259
// EXPECT 1: -0.7552 -0.138165 -0.045085 0.32054 -0.02449 0.349692 0.4182 -0.052466 0.12382 -0.19588 0.135378 -0.291071 -0.188244 -0.007125 0.320362 -0.36225 0.064944 0.01785 0.09648 0.13369 0.729234 -0.0872 -0.436267 0.289363
// EXPECT 2: 0.8 0.755 0.355 -0.341 0.079 0.644 -0.6 0.709 -0.302 0.664 0.414 0.563 0.249 0.095 -0.467 0.375 -0.072 0.595 -0.12 0.922 0.957 0.109 0.481 -0.529
// EXPECT 3: 0.66403677 0.638122414 -0.126321582 -0.735222253 0.0788360629 0.495255495 -0.537049567 0.610049376 -0.38847268 0.581019238 0.315822573 -0.475381288 0.243978418 0.0947152363 -0.595406183 0.358357398 -0.717270311 0.533482128 -0.666267055 0.143992266 0.642253492 -0.66403677 -0.719689232 -0.498268398
// EXPECT 4: 1.744 0.938 -0.482 -0.599 0.389 -0.101 0.097 0.783 -0.108 0.959 -0.087 -1.08 1.005 0.17 -0.219 1.341 -0.83 0.565 -0.684 -0.777 -0.195 -0.909 -1.388 -0.018
// EXPECT 5: 0.521 -0.235 -1.428
// EXPECT 6: 0.8 0.755 0.327 0.709 0.762 0.595 -0.686 0.375
// EXPECT 7: 0.953 0.953 0.953 0.953 -0.448 -0.448 -0.448 -0.448 -0.379 -0.379 -0.379 -0.379 0.953 0.953 0.953 0.953 -0.448 -0.448 -0.448 -0.448 -0.379 -0.379 -0.379 -0.379
// EXPECT 8: 0.56039267 0.367379303 0.312722026 0.1293944 0.27249976 0.297196887 0.194866498 0.673080612 0.16710757 0.33542381 0.492411476 0.197524989 0.334827236 0.327082902 0.371690183 0.456151023 0.105912649 0.539268538 0.330319598 0.362427315 0.559260115 0.133648559 0.297990219 0.181421662
// EXPECT 9: -0.944 -0.183 0.355 -0.341 -0.31 0.644 -0.697 -0.074 -0.302 -0.295 0.414 0.563 -0.756 -0.075 -0.467 -0.966 -0.072 0.03 -0.12 0.922 0.957 0.109 0.481 -0.529
// EXPECT 10: 0.8 0.079 -0.41 0.249 -0.902 0.762 0.755 0.543 0.664 0.095 0.595 -0.8 -0.127 -0.6 0.327 -0.686 -0.804 -0.907 -0.94 0.709 -0.517 0.375 0.145 -0.547
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

