// PRINTED: mlir-opt-22 --pass-pipeline=builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)) tosa/mlp_new_hex.mlir (LLVM 22, Debian package)
// SAME-AS: tosa/mlp_new_hex.mlir
// TOL: 1e-6
// INPUT: tosa/mlp.input.npy
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @forward(%arg0: tensor<2x1x4x4xf32>) -> tensor<2x4xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<2x1x4x4xf32> into tensor<2x16xf32>
    %cst = arith.constant dense<"0xC616293E646E3FBEDE9F503E7ACD233ECC17573E144744BEE0D42BBE24A1F33DF0F76EBEC8057D3E38F7593DF03D043DCAEC5ABEC029A33D782ADC3D8076223D0E3C763E30C3993DE20063BEE218573ED4D6AD3D6440F4BD60276BBE36F0113E5848733E66BE51BE60D95F3C04B1B73D44C9F1BD100F60BD58F02ABEA80EF2BD066369BE80DBBDBBFCC9173EE405F93D127D703E2CD560BE70FDFBBCD23F793EF0AD273DFC6190BD5C8E66BE9C41EE3D2059423E9C474D3E0A50563ED079483D0076363EC0E080BD08E74F3E2039AFBCE02A53BD5C82FEBD664D083E6C28CF3D3ED6223EFC9923BE781D08BE4C42723E2E170EBE5A0012BEB4FD88BDB87BA5BD1E192EBEEAE14E3E7048E43C906DE93DD8E23D3E26E325BE3C6D433E843E00BEA80723BDD6BB413E86066C3EF8BA603E823B133E6EF16D3EF479B8BD505A82BCC81EAFBD508696BC3006F9BC42C6083EB2F52F3E565938BEF25C0DBEC0779DBDF0E2083DC8BFC6BD4C381FBE08073BBDDCDBF9BD8089E13BA2813DBE80FB7FBDECE9BCBDF0720DBD5A25493E76DD273EA039A5BDE6B46ABE141D37BE2A6644BE8051C2BC845FE3BDC0E732BE600A633DC0CA833CD88319BDC899B9BD5E315A3E449F76BE802BC3BB00AEED3DCEBF343EF2B65EBE505920BDF67F553E8090283D00D19A3DE03BE2BDB4AB313E50FFBFBD04DB09BE4A35683E78A1873D0035E2BA"> : tensor<8x16xf32>
    %1 = tensor.empty() : tensor<16x8xf32>
    %transposed = linalg.transpose ins(%cst : tensor<8x16xf32>) outs(%1 : tensor<16x8xf32>) permutation = [1, 0] 
    %2 = tosa.const_shape  {values = dense<[1, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %expanded = tensor.expand_shape %transposed [[0, 1], [2]] output_shape [1, 16, 8] : tensor<16x8xf32> into tensor<1x16x8xf32>
    %3 = tosa.const_shape  {values = dense<[1, 2, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %collapsed_0 = tensor.collapse_shape %arg0 [[0, 1], [2, 3]] : tensor<2x1x4x4xf32> into tensor<2x16xf32>
    %expanded_1 = tensor.expand_shape %collapsed_0 [[0, 1], [2]] output_shape [1, 2, 16] : tensor<2x16xf32> into tensor<1x2x16xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_3 = arith.constant 0.000000e+00 : f32
    %4 = tensor.empty() : tensor<1x2x8xf32>
    %5 = linalg.fill ins(%cst_3 : f32) outs(%4 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %6 = linalg.batch_matmul ins(%expanded_1, %expanded : tensor<1x2x16xf32>, tensor<1x16x8xf32>) outs(%5 : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
    %7 = tosa.const_shape  {values = dense<[2, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %collapsed_4 = tensor.collapse_shape %6 [[0, 1], [2]] : tensor<1x2x8xf32> into tensor<2x8xf32>
    %cst_5 = arith.constant dense<[[-0.174228519, -0.055336684, -0.192050278, -0.168207526, -0.0358026922, 0.0483308434, -0.20484364, 0.24297604]]> : tensor<1x8xf32>
    %8 = tensor.empty() : tensor<2x8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_4, %cst_5 : tensor<2x8xf32>, tensor<1x8xf32>) outs(%8 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %33 = arith.addf %in, %in_20 : f32
      linalg.yield %33 : f32
    } -> tensor<2x8xf32>
    %10 = tensor.empty() : tensor<2x8xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<2x8xf32>) outs(%10 : tensor<2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_20 = arith.constant 0.000000e+00 : f32
      %cst_21 = arith.constant 3.40282347E+38 : f32
      %33 = arith.minimumf %in, %cst_21 : f32
      %34 = arith.maximumf %33, %cst_20 : f32
      linalg.yield %34 : f32
    } -> tensor<2x8xf32>
    %cst_6 = arith.constant dense<[[0.260030419, -0.329030335, 0.220997497, -0.212157071, -0.28810522, 0.33122766, -0.142171517, -0.1172814], [0.0440585874, 0.199834898, 0.0271972343, -9.501320e-02, 0.0299765244, -0.183178961, -0.257171899, 0.0920573547], [0.0372549482, 0.175675943, -0.131342426, -0.349447191, -0.0877279862, -0.3421022, -0.0278362222, 0.172711462], [0.0327121504, 0.202860028, 0.0659451112, 0.151608452, 0.318247944, 0.0526067242, 0.0588358194, -0.143454969]]> : tensor<4x8xf32>
    %12 = tensor.empty() : tensor<8x4xf32>
    %transposed_7 = linalg.transpose ins(%cst_6 : tensor<4x8xf32>) outs(%12 : tensor<8x4xf32>) permutation = [1, 0] 
    %13 = tosa.const_shape  {values = dense<[1, 8, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %expanded_8 = tensor.expand_shape %transposed_7 [[0, 1], [2]] output_shape [1, 8, 4] : tensor<8x4xf32> into tensor<1x8x4xf32>
    %14 = tosa.const_shape  {values = dense<[1, 2, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %expanded_9 = tensor.expand_shape %11 [[0, 1], [2]] output_shape [1, 2, 8] : tensor<2x8xf32> into tensor<1x2x8xf32>
    %cst_10 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %cst_11 = arith.constant 0.000000e+00 : f32
    %15 = tensor.empty() : tensor<1x2x4xf32>
    %16 = linalg.fill ins(%cst_11 : f32) outs(%15 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %17 = linalg.batch_matmul ins(%expanded_9, %expanded_8 : tensor<1x2x8xf32>, tensor<1x8x4xf32>) outs(%16 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
    %18 = tosa.const_shape  {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %collapsed_12 = tensor.collapse_shape %17 [[0, 1], [2]] : tensor<1x2x4xf32> into tensor<2x4xf32>
    %cst_13 = arith.constant dense<[[0.220463201, 0.296585858, -0.245564014, 0.343163848]]> : tensor<1x4xf32>
    %19 = tensor.empty() : tensor<2x4xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed_12, %cst_13 : tensor<2x4xf32>, tensor<1x4xf32>) outs(%19 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %33 = arith.addf %in, %in_20 : f32
      linalg.yield %33 : f32
    } -> tensor<2x4xf32>
    %21 = tensor.empty() : tensor<2xf32>
    %cst_14 = arith.constant -3.40282347E+38 : f32
    %22 = linalg.fill ins(%cst_14 : f32) outs(%21 : tensor<2xf32>) -> tensor<2xf32>
    %reduced = linalg.reduce ins(%20 : tensor<2x4xf32>) outs(%22 : tensor<2xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %33 = arith.maximumf %in, %init : f32
        linalg.yield %33 : f32
      }
    %expanded_15 = tensor.expand_shape %reduced [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %23 = tensor.empty() : tensor<2x4xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %expanded_15 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%23 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %33 = arith.subf %in, %in_20 : f32
      linalg.yield %33 : f32
    } -> tensor<2x4xf32>
    %25 = tensor.empty() : tensor<2x4xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<2x4xf32>) outs(%25 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.exp %in : f32
      linalg.yield %33 : f32
    } -> tensor<2x4xf32>
    %27 = tensor.empty() : tensor<2xf32>
    %cst_16 = arith.constant 0.000000e+00 : f32
    %28 = linalg.fill ins(%cst_16 : f32) outs(%27 : tensor<2xf32>) -> tensor<2xf32>
    %reduced_17 = linalg.reduce ins(%26 : tensor<2x4xf32>) outs(%28 : tensor<2xf32>) dimensions = [1] 
      (%in: f32, %init: f32) {
        %33 = arith.addf %in, %init : f32
        linalg.yield %33 : f32
      }
    %expanded_18 = tensor.expand_shape %reduced_17 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %29 = tensor.empty() : tensor<2x1xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded_18 : tensor<2x1xf32>) outs(%29 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %cst_20 = arith.constant 1.000000e+00 : f32
      %33 = arith.divf %cst_20, %in : f32
      linalg.yield %33 : f32
    } -> tensor<2x1xf32>
    %cst_19 = arith.constant dense<0> : tensor<1xi8>
    %31 = tensor.empty() : tensor<2x4xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%26, %30 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%31 : tensor<2x4xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %33 = arith.mulf %in, %in_20 : f32
      linalg.yield %33 : f32
    } -> tensor<2x4xf32>
    return %32 : tensor<2x4xf32>
  }
}

