// PRINTED: mlir-opt-15 --pass-pipeline=func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor) tosa/cnn_old_hex.mlir (LLVM 15, Debian package)
// SAME-AS: tosa/cnn_old_hex.mlir
// INPUT: tosa/cnn.input.npy
// TOL: 1e-6
#map0 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d3, d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @forward(%arg0: tensor<2x1x8x8xf32>) -> tensor<2x5xf32> {
    %cst = arith.constant dense<[0, 2, 3, 1]> : tensor<4xi32>
    %0 = linalg.init_tensor [2, 8, 8, 1] : tensor<2x8x8x1xf32>
    %1 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1x8x8xf32>) outs(%0 : tensor<2x8x8x1xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<2x8x8x1xf32>
    %cst_0 = arith.constant dense<[[[[0.100551605, -0.0465185642, -0.305072844], [-0.333119124, -0.261846066, -0.278828084], [-0.222287267, -0.097070977, -0.276690215]]], [[[-0.278662443, -0.0370986462, -0.280448854], [-0.0301363468, 0.0567853078, 0.0632586107], [0.209185287, 0.181946129, -0.186965629]]], [[[-0.112264201, 0.00763420295, 0.28130877], [0.161774158, -0.186537907, -0.0391110182], [0.060249649, 0.115771376, -0.123862348]]]]> : tensor<3x1x3x3xf32>
    %cst_1 = arith.constant dense<[0, 2, 3, 1]> : tensor<4xi32>
    %2 = linalg.init_tensor [3, 3, 3, 1] : tensor<3x3x3x1xf32>
    %3 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_0 : tensor<3x1x3x3xf32>) outs(%2 : tensor<3x3x3x1xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<3x3x3x1xf32>
    %cst_2 = arith.constant dense<[-0.292521328, -0.203320503, 0.0114606228]> : tensor<3xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %4 = tensor.pad %1 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_3 : f32
    } : tensor<2x8x8x1xf32> to tensor<2x10x10x1xf32>
    %cst_4 = arith.constant dense<[1, 2, 3, 0]> : tensor<4xi64>
    %5 = linalg.init_tensor [3, 3, 1, 3] : tensor<3x3x1x3xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<3x3x3x1xf32>) outs(%5 : tensor<3x3x1x3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<3x3x1x3xf32>
    %7 = linalg.init_tensor [2, 8, 8, 3] : tensor<2x8x8x3xf32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %8 = linalg.fill ins(%cst_5 : f32) outs(%7 : tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %9 = linalg.init_tensor [2, 8, 8, 3] : tensor<2x8x8x3xf32>
    %10 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%4, %6 : tensor<2x10x10x1xf32>, tensor<3x3x1x3xf32>) outs(%8 : tensor<2x8x8x3xf32>) -> tensor<2x8x8x3xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2, %10 : tensor<3xf32>, tensor<2x8x8x3xf32>) outs(%9 : tensor<2x8x8x3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %64 = arith.addf %arg1, %arg2 : f32
      linalg.yield %64 : f32
    } -> tensor<2x8x8x3xf32>
    %cst_6 = arith.constant dense<[0, 3, 1, 2]> : tensor<4xi32>
    %12 = linalg.init_tensor [2, 3, 8, 8] : tensor<2x3x8x8xf32>
    %13 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x8x8x3xf32>) outs(%12 : tensor<2x3x8x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<2x3x8x8xf32>
    %14 = linalg.init_tensor [2, 3, 8, 8] : tensor<2x3x8x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x3x8x8xf32>) outs(%14 : tensor<2x3x8x8xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %cst_23 = arith.constant 0.000000e+00 : f32
      %cst_24 = arith.constant 3.40282347E+38 : f32
      %64 = arith.cmpf olt, %arg1, %cst_23 : f32
      %65 = arith.select %64, %cst_23, %arg1 : f32
      %66 = arith.cmpf olt, %cst_24, %arg1 : f32
      %67 = arith.select %66, %cst_24, %65 : f32
      linalg.yield %67 : f32
    } -> tensor<2x3x8x8xf32>
    %cst_7 = arith.constant dense<[0, 2, 3, 1]> : tensor<4xi32>
    %16 = linalg.init_tensor [2, 8, 8, 3] : tensor<2x8x8x3xf32>
    %17 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x3x8x8xf32>) outs(%16 : tensor<2x8x8x3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<2x8x8x3xf32>
    %cst_8 = arith.constant -3.40282347E+38 : f32
    %18 = linalg.init_tensor [2, 4, 4, 3] : tensor<2x4x4x3xf32>
    %19 = linalg.fill ins(%cst_8 : f32) outs(%18 : tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %20 = linalg.init_tensor [2, 2] : tensor<2x2xf32>
    %21 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%17, %20 : tensor<2x8x8x3xf32>, tensor<2x2xf32>) outs(%19 : tensor<2x4x4x3xf32>) -> tensor<2x4x4x3xf32>
    %cst_9 = arith.constant dense<[0, 3, 1, 2]> : tensor<4xi32>
    %22 = linalg.init_tensor [2, 3, 4, 4] : tensor<2x3x4x4xf32>
    %23 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<2x4x4x3xf32>) outs(%22 : tensor<2x3x4x4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<2x3x4x4xf32>
    %cst_10 = arith.constant dense<[0, 2, 3, 1]> : tensor<4xi32>
    %24 = linalg.init_tensor [2, 4, 4, 3] : tensor<2x4x4x3xf32>
    %25 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x3x4x4xf32>) outs(%24 : tensor<2x4x4x3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<2x4x4x3xf32>
    %cst_11 = arith.constant dense<"0xB17B06BE48675B3DAFC0F73DDCBD09BBC2C5CE3DDE0B0A3EF4A2FB3D42AF3BBE9A9C323E886F503D265D43BE4227443DC6B307BE4069363EF2421C3EA3FB01BE4A1012BE92CC5D3C77D150BD56C3A83D569537BE2D1B123E605D8D3C27B8773B2967FBBD71F1433C08E3053E73FD3F3EC945FFBD1034A5BDDCED233D1AA0DD3D2D6825BE191693BDC9901CBED116353E328086BDFF0DED3D21D9D63D8183913CB0C0193DA732003E422CC7BCC86CCF3DB3C9D1BC6F71463B8BBA863D93CC31BEC6A8BBBD224A1DBEBEB56FBD814E46BC4E549D3D06B81DBE84ED24BECDC8083E9AC9BBBC8340C7BD20E735BD822A283CC11D10BE71873DBEB86901BE36311C3E3EA3643D0D2B44BE2352D4BD2C78153EA9033D3EC9BC1C3DE62BDB3D16D9013D6268E53D27161ABE3676043D2DB72EBEDAD341BE2FAA253EA976983C27FFA43DACF4D2BC3CC922BE94A8153EBC6033BEFB4701BE95057E3D045A92BDA27B543D60A435BEF1E7933D8E3302BE73C9DA3D8F91AEBC87BA1FBEE1173CBDBD9703BDC103F53D4ED1AEBD1BE78B3CC6E9B0BDE06EDA3BD1ED2C3E3D97A93D8B13293D6BB933BEF194E63DF4B43D3E7D67483D"> : tensor<4x3x3x3xf32>
    %cst_12 = arith.constant dense<[0, 2, 3, 1]> : tensor<4xi32>
    %26 = linalg.init_tensor [4, 3, 3, 3] : tensor<4x3x3x3xf32>
    %27 = linalg.generic {indexing_maps = [#map0, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_11 : tensor<4x3x3x3xf32>) outs(%26 : tensor<4x3x3x3xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<4x3x3x3xf32>
    %cst_13 = arith.constant dense<[0.160086721, 0.0845342278, 0.180632085, -0.024756629]> : tensor<4xf32>
    %cst_14 = arith.constant dense<[1, 2, 3, 0]> : tensor<4xi64>
    %28 = linalg.init_tensor [3, 3, 3, 4] : tensor<3x3x3x4xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<4x3x3x3xf32>) outs(%28 : tensor<3x3x3x4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<3x3x3x4xf32>
    %30 = linalg.init_tensor [2, 2, 2, 4] : tensor<2x2x2x4xf32>
    %cst_15 = arith.constant 0.000000e+00 : f32
    %31 = linalg.fill ins(%cst_15 : f32) outs(%30 : tensor<2x2x2x4xf32>) -> tensor<2x2x2x4xf32>
    %32 = linalg.init_tensor [2, 2, 2, 4] : tensor<2x2x2x4xf32>
    %33 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%25, %29 : tensor<2x4x4x3xf32>, tensor<3x3x3x4xf32>) outs(%31 : tensor<2x2x2x4xf32>) -> tensor<2x2x2x4xf32>
    %34 = linalg.generic {indexing_maps = [#map3, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_13, %33 : tensor<4xf32>, tensor<2x2x2x4xf32>) outs(%32 : tensor<2x2x2x4xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %64 = arith.addf %arg1, %arg2 : f32
      linalg.yield %64 : f32
    } -> tensor<2x2x2x4xf32>
    %cst_16 = arith.constant dense<[0, 3, 1, 2]> : tensor<4xi32>
    %35 = linalg.init_tensor [2, 4, 2, 2] : tensor<2x4x2x2xf32>
    %36 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<2x2x2x4xf32>) outs(%35 : tensor<2x4x2x2xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<2x4x2x2xf32>
    %37 = linalg.init_tensor [2, 4, 2, 2] : tensor<2x4x2x2xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x4x2x2xf32>) outs(%37 : tensor<2x4x2x2xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %cst_23 = arith.constant 0.000000e+00 : f32
      %cst_24 = arith.constant 3.40282347E+38 : f32
      %64 = arith.cmpf olt, %arg1, %cst_23 : f32
      %65 = arith.select %64, %cst_23, %arg1 : f32
      %66 = arith.cmpf olt, %cst_24, %arg1 : f32
      %67 = arith.select %66, %cst_24, %65 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x2x2xf32>
    %39 = tensor.collapse_shape %38 [[0], [1, 2, 3]] : tensor<2x4x2x2xf32> into tensor<2x16xf32>
    %cst_17 = arith.constant dense<[[-0.0882596075, 0.130016208, -0.0670969784, -0.0235737264, -0.0313415229, -0.0913267731, 0.0462368429, -0.0498152077, -0.16227445, 0.229183376, -0.238090664, -0.132407933, 0.228890508, -0.154271662, -0.214973539, 0.144787103], [0.243293971, 0.179121763, -0.172974765, -0.243546277, -0.223951638, -0.00816634297, 0.0599700809, -0.0052486062, 0.0677033663, -0.111462295, 5.7092309E-4, 0.224401772, -0.0814875364, -0.187077522, 0.21771574, 0.167135745], [0.231578708, 0.207648426, 0.00274857879, 0.134085149, 0.0367436707, 0.0800616443, 0.0126261711, 0.13884005, -0.0735121369, -0.0241424441, 0.137573034, 0.0940515995, 0.19947204, -0.0615521371, -0.0514425039, -0.171900153], [-0.108579338, -0.233459532, 0.219452649, -0.180446357, -0.0843740105, 0.0776898264, 0.185383767, 0.15376398, 0.221667558, -0.0118772089, -0.10514003, -0.245633602, 0.0470674634, 0.0854314566, -0.0130463839, 0.144649953], [-0.0292594731, 0.0192722976, -0.220959693, 0.0565284789, 0.0741334259, -0.0862359106, 0.0780084431, -0.23713547, 0.190552324, -0.23259601, 0.162539363, -0.0738500654, -0.245104223, -0.0351346433, 0.139224559, -0.00934553146]]> : tensor<5x16xf32>
    %cst_18 = arith.constant dense<[-0.1684618, -0.168261707, 0.190768182, -0.226023734, -0.127953619]> : tensor<5xf32>
    %40 = linalg.init_tensor [2, 5] : tensor<2x5xf32>
    %cst_19 = arith.constant 0.000000e+00 : f32
    %41 = linalg.fill ins(%cst_19 : f32) outs(%40 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %cst_20 = arith.constant dense<[1, 0]> : tensor<2xi64>
    %42 = linalg.init_tensor [16, 5] : tensor<16x5xf32>
    %43 = linalg.generic {indexing_maps = [#map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<5x16xf32>) outs(%42 : tensor<16x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      linalg.yield %arg1 : f32
    } -> tensor<16x5xf32>
    %44 = linalg.init_tensor [2, 5] : tensor<2x5xf32>
    %45 = linalg.matmul ins(%39, %43 : tensor<2x16xf32>, tensor<16x5xf32>) outs(%41 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %46 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%cst_18, %45 : tensor<5xf32>, tensor<2x5xf32>) outs(%44 : tensor<2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %64 = arith.addf %arg1, %arg2 : f32
      linalg.yield %64 : f32
    } -> tensor<2x5xf32>
    %47 = linalg.init_tensor [2] : tensor<2xf32>
    %cst_21 = arith.constant -3.40282347E+38 : f32
    %48 = linalg.fill ins(%cst_21 : f32) outs(%47 : tensor<2xf32>) -> tensor<2xf32>
    %49 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%46 : tensor<2x5xf32>) outs(%48 : tensor<2xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %64 = arith.cmpf ogt, %arg1, %arg2 : f32
      %65 = arith.select %64, %arg1, %arg2 : f32
      linalg.yield %65 : f32
    } -> tensor<2xf32>
    %50 = tensor.expand_shape %49 [[0, 1]] : tensor<2xf32> into tensor<2x1xf32>
    %51 = linalg.init_tensor [2, 5] : tensor<2x5xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%46, %49 : tensor<2x5xf32>, tensor<2xf32>) outs(%51 : tensor<2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %64 = arith.subf %arg1, %arg2 : f32
      linalg.yield %64 : f32
    } -> tensor<2x5xf32>
    %53 = linalg.init_tensor [2, 5] : tensor<2x5xf32>
    %54 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<2x5xf32>) outs(%53 : tensor<2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %64 = math.exp %arg1 : f32
      linalg.yield %64 : f32
    } -> tensor<2x5xf32>
    %55 = linalg.init_tensor [2] : tensor<2xf32>
    %cst_22 = arith.constant 0.000000e+00 : f32
    %56 = linalg.fill ins(%cst_22 : f32) outs(%55 : tensor<2xf32>) -> tensor<2xf32>
    %57 = linalg.generic {indexing_maps = [#map6, #map8], iterator_types = ["parallel", "reduction"]} ins(%54 : tensor<2x5xf32>) outs(%56 : tensor<2xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %64 = arith.addf %arg1, %arg2 : f32
      linalg.yield %64 : f32
    } -> tensor<2xf32>
    %58 = tensor.expand_shape %57 [[0, 1]] : tensor<2xf32> into tensor<2x1xf32>
    %59 = linalg.init_tensor [2, 1] : tensor<2x1xf32>
    %60 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%58 : tensor<2x1xf32>) outs(%59 : tensor<2x1xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %64 = math.log %arg1 : f32
      linalg.yield %64 : f32
    } -> tensor<2x1xf32>
    %61 = linalg.init_tensor [2, 5] : tensor<2x5xf32>
    %62 = tensor.collapse_shape %60 [[0, 1]] : tensor<2x1xf32> into tensor<2xf32>
    %63 = linalg.generic {indexing_maps = [#map6, #map8, #map6], iterator_types = ["parallel", "parallel"]} ins(%52, %62 : tensor<2x5xf32>, tensor<2xf32>) outs(%61 : tensor<2x5xf32>) {
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %64 = arith.subf %arg1, %arg2 : f32
      linalg.yield %64 : f32
    } -> tensor<2x5xf32>
    return %63 : tensor<2x5xf32>
  }
}

