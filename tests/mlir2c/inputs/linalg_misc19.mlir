// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as mlir-opt-19 prints them;
// values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: 0.87 -0.256 -0.803 0.782 -0.256 -0.393 0.476 -0.11 -0.772 -0.425 0.28 0.239 -0.001 0.519 0.871 0.882 0.714 -0.893 0.4 0.688 0.896 -0.918 0.692 0.45
// INPUT 1: 0.273 0.711 -0.548 0.775 0.407 0.579 -0.002 0.764 0.18 -0.758 -0.578 -0.312 -0.143 -0.936 0.084 0.499 0.56 -0.261 -0.203 0.7 -0.362 -0.636 -0.159 -0.97
// INPUT 2: -0.046 0.034 0.151
// EXPECT 0: 2.38691085 0.774141969 0.447982997 2.18583958 0.774141969 0.675028748 1.60962302 0.895834135 0.462087968 0.653769785 1.32312981 1.26997854 0.9990005 1.68034646 2.38929896 2.41572633 2.04214352 0.409425632 1.4918247 1.98973209 2.44978435 0.399316877 1.99770695 1.56831219
// EXPECT 1: 0.23751 -0.182016 0.440044 0.60605 -0.104192 -0.227547 -0.000952 -0.08404 -0.13896 0.32215 -0.16184 -0.074568 0.000143 -0.485784 0.073164 0.440118 0.39984 0.233073 -0.0812 0.4816 -0.324352 0.583848 -0.110028 -0.4365
// EXPECT 2: 0.87 0.711 -0.548 0.782 0.407 0.579 0.476 0.764 0.18 -0.425 0.28 0.239 -0.001 0.519 0.871 0.882 0.714 -0.261 0.4 0.7 0.896 -0.636 0.692 0.45
// EXPECT 3: 0.701374131 -0.250550408 -0.665710596 0.653853156 -0.250550408 -0.373943617 0.443034433 -0.10955847 -0.648090911 -0.401134285 0.272905081 0.234550986 -0.000999999667 0.476927841 0.701881849 0.707419849 0.613179003 -0.712872329 0.379948962 0.596695629 0.714344615 -0.724949895 0.599265299 0.421899005
// EXPECT 4: 0.597 -0.967 -0.255 0.007 -0.663 -0.972 0.478 -0.874 -0.952 0.333 0.858 0.551 0.142 1.455 0.787 0.383 0.154 -0.632 0.603 -0.012 1.258 -0.282 0.851 1.42
// EXPECT 5: 2.864 0.626 0.442
// EXPECT 6: 0.87 -0.256 0.476 0.782 0.896 0.519 0.871 0.882
// EXPECT 7: -0.046 -0.046 -0.046 -0.046 0.034 0.034 0.034 0.034 0.151 0.151 0.151 0.151 -0.046 -0.046 -0.046 -0.046 0.034 0.034 0.034 0.034 0.151 0.151 0.151 0.151
// EXPECT 8: 0.658796053 0.368123572 0.132510501 0.502301069 0.213665991 0.320992794 0.476116177 0.20586069 0.127537955 0.310883634 0.391373322 0.291838241 0.181936538 0.675084934 0.406424188 0.404388868 0.371912249 0.164488147 0.25376215 0.333078087 0.446151213 0.16042692 0.339813661 0.262533045
// EXPECT 9: 0.273 0.711 -0.548 0.775 0.407 0.579 -0.002 0.764 0.18 -0.758 -0.578 -0.312 -0.143 -0.936 0.084 0.499 0.56 -0.261 -0.203 0.7 -0.362 -0.636 -0.159 -0.97
// EXPECT 10: 0.87 -0.256 -0.772 -0.001 0.714 0.896 -0.256 -0.393 -0.425 0.519 -0.893 -0.918 -0.803 0.476 0.28 0.871 0.4 0.692 0.782 -0.11 0.239 0.882 0.688 0.45
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

