module {
  func.func @fns(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %1 = tosa.abs %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    %2 = tosa.negate %arg0, %0, %0 : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
    %3 = tosa.rsqrt %arg1 : (tensor<4xf32>) -> tensor<4xf32>
    %4 = tosa.floor %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    %5 = tosa.ceil %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    %6 = tosa.erf %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    %7 = tosa.sin %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    %8 = tosa.cos %arg0 : (tensor<4xf32>) -> tensor<4xf32>
    %9 = tosa.pow %arg1, %arg0 : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    return %1, %2, %3, %4, %5, %6, %7, %8, %9 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

