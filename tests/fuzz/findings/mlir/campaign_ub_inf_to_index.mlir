// linalg map/reduce/broadcast/softmax/copy/transpose and named elementwise ops as mlir-opt-22 prints them;
// values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: -0.693 0.146 0.22 0.361 -0.241 0.065 -0.797 -0.438 0.104 -0.287 -0.365 0.478 -0.462 0.823 -0.42 0.051 -0.173 -0.733 0.709 0.777 -0.403 0.589 0.167 0.102
// INPUT 1: 0.577 0.223 0.032 -0.72 -0.608 -0.59 -0.58 -0.373 -0.951 0.148 0.881 -0.472 0.21 0.318 -0.437 0.787 0.991 -0.261 -0.017 -0.783 -0.541 -0.058 0.676 -0.726
// INPUT 2: -0.939 0.652 0.134
// EXPECT 0: 0.693 0.146 0.22 0.361 0.241 0.065 0.797 0.438 0.104 0.287 0.365 0.478 0.462 0.823 0.42 0.051 0.173 0.733 0.709 0.777 0.403 0.589 0.167 0.102
// EXPECT 1: -1.27 -0.077 0.188 1.081 0.367 0.655 -0.217 -0.065 1.055 -0.435 -1.246 0.95 -0.672 0.505 0.017 -0.736 -1.164 -0.472 0.726 1.56 0.138 0.647 -0.509 0.828
// EXPECT 2: -0.599905796 0.144971391 0.216518061 0.346094557 -0.236440069 0.0649086128 -0.662356262 -0.411985275 0.10362666 -0.279371282 -0.349610545 0.444640448 -0.431712863 0.676699412 -0.396930432 0.050955829 -0.171294509 -0.624897289 0.610049376 0.650981411 -0.382512948 0.529176016 0.165464638 0.10164773
// EXPECT 3: -1.27 -0.077 0.188 1.081 0.367 0.655 -0.217 -0.065 1.055 -0.435 -1.246 0.95 -0.672 0.505 0.017 -0.736 -1.164 -0.472 0.726 1.56 0.138 0.647 -0.509 0.828
// EXPECT 4: 0.026 -0.831 0.385
// EXPECT 5: 0.104 0.146 0.22 0.478 -0.173 0.823 0.709 0.777
// EXPECT 6: -0.939 -0.939 -0.939 -0.939 0.652 0.652 0.652 0.652 0.134 0.134 0.134 0.134 -0.939 -0.939 -0.939 -0.939 0.652 0.652 0.652 0.652 0.134 0.134 0.134 0.134
// EXPECT 7: 0.208754048 0.388990906 0.521163346 0.388515792 0.328046956 0.35872496 0.188493499 0.174746057 0.463198995 0.252284134 0.290343155 0.436738151 0.294475611 0.499415655 0.169746232 0.242770315 0.393151952 0.105365865 0.524950815 0.501756925 0.312372437 0.39521848 0.305302953 0.25547276
// EXPECT 8: 0.577 0.223 0.032 -0.72 -0.608 -0.59 -0.58 -0.373 -0.951 0.148 0.881 -0.472 0.21 0.318 -0.437 0.787 0.991 -0.261 -0.017 -0.783 -0.541 -0.058 0.676 -0.726
// EXPECT 9: -0.693 -0.241 0.104 -0.462 -0.173 -0.403 0.146 0.065 -0.287 0.823 -0.733 0.589 0.22 -0.797 -0.365 -0.42 0.709 0.167 0.361 -0.438 0.478 0.051 0.777 0.102
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

