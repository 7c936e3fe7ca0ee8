// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as mlir-opt-22 prints them;
// values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: -0.315 0.902 0.303 0.084 -0.275 0.448 -0.633 0.544 0.882 0.379 -0.678 0.399 0.922 0.767 0.874 0.647 -0.313 0.184 0.061 -0.79 0.83 -0.015 0.271 0.642
// INPUT 1: -0.151 0.578 -0.878 -0.177 0.964 0.95 0.675 -0.172 0.4 0.888 0.32 0.206 -0.342 0.058 -0.777 -0.63 0.607 -0.427 0.554 0.693 0.399 0.602 0.444 0.719
// INPUT 2: -0.846 -0.452 0.898
// EXPECT 0: 0.315 0.902 0.303 0.084 0.275 0.448 0.633 0.544 0.882 0.379 0.678 0.399 0.922 0.767 0.874 0.647 0.313 0.184 0.061 0.79 0.83 0.015 0.271 0.642
// EXPECT 1: -0.164 0.324 1.181 0.261 -1.239 -0.502 -1.308 0.716 0.482 -0.509 -0.998 0.193 1.264 0.709 1.651 1.277 -0.92 0.611 -0.493 -1.483 0.431 -0.617 -0.173 -0.077
// EXPECT 2: -0.304978924 0.717270311 0.294055618 0.083802988 -0.268271182 0.420253617 -0.56011449 0.496009843 0.707419849 0.361838709 -0.590217648 0.379092999 0.726842188 0.645181617 0.703400732 0.569646922 -0.303163844 0.181951239 0.0609244521 -0.658409036 0.680476006 -0.0149988751 0.264555092 0.566259791
// EXPECT 3: -0.164 0.324 1.181 0.261 -1.239 -0.502 -1.308 0.716 0.482 -0.509 -0.998 0.193 1.264 0.709 1.651 1.277 -0.92 0.611 -0.493 -1.483 0.431 -0.617 -0.173 -0.077
// EXPECT 4: 4.184 -0.774 2.71
// EXPECT 5: 0.882 0.902 0.303 0.544 0.922 0.767 0.874 0.647
// EXPECT 6: -0.846 -0.846 -0.846 -0.846 -0.452 -0.452 -0.452 -0.452 0.898 0.898 0.898 0.898 -0.846 -0.846 -0.846 -0.846 -0.452 -0.452 -0.452 -0.452 0.898 0.898 0.898 0.898
// EXPECT 7: 0.186881576 0.448868816 0.565889499 0.25288713 0.194508358 0.285068835 0.22193817 0.400591924 0.618610066 0.266062349 0.212172331 0.346520945 0.453938845 0.496102789 0.502337588 0.447897819 0.132021196 0.276935089 0.222799526 0.106438263 0.414039958 0.226962122 0.274862887 0.445663919
// EXPECT 8: -0.151 0.578 -0.878 -0.177 0.964 0.95 0.675 -0.172 0.4 0.888 0.32 0.206 -0.342 0.058 -0.777 -0.63 0.607 -0.427 0.554 0.693 0.399 0.602 0.444 0.719
// EXPECT 9: -0.315 -0.275 0.882 0.922 -0.313 0.83 0.902 0.448 0.379 0.767 0.184 -0.015 0.303 -0.633 -0.678 0.874 0.061 0.271 0.084 0.544 0.399 0.647 -0.79 0.642
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

