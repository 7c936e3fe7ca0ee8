#map = affine_map<(d0) -> (d0)>
module {
  func.func @fns(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %0 = tensor.empty() : tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%0 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.absf %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %2 = tensor.empty() : tensor<4xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%2 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = arith.negf %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %4 = tensor.empty() : tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<4xf32>) outs(%4 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.rsqrt %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %6 = tensor.empty() : tensor<4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%6 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.floor %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %8 = tensor.empty() : tensor<4xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%8 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.ceil %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %10 = tensor.empty() : tensor<4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%10 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.erf %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %12 = tensor.empty() : tensor<4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%12 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.sin %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %14 = tensor.empty() : tensor<4xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<4xf32>) outs(%14 : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %18 = math.cos %in : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    %16 = tensor.empty() : tensor<4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg1, %arg0 : tensor<4xf32>, tensor<4xf32>) outs(%16 : tensor<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %18 = math.powf %in, %in_0 : f32
      linalg.yield %18 : f32
    } -> tensor<4xf32>
    return %1, %3, %5, %7, %9, %11, %13, %15, %17 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}

