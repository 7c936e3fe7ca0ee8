#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1) -> (d0)>
module attributes {torch.debug_module_name = "MLP"} {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @forward(%arg0: tensor<2x1x4x4xf32>) -> tensor<2x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<"0xC616293E646E3FBEDE9F503E7ACD233ECC17573E144744BEE0D42BBE24A1F33DF0F76EBEC8057D3E38F7593DF03D043DCAEC5ABEC029A33D782ADC3D8076223D0E3C763E30C3993DE20063BEE218573ED4D6AD3D6440F4BD60276BBE36F0113E5848733E66BE51BE60D95F3C04B1B73D44C9F1BD100F60BD58F02ABEA80EF2BD066369BE80DBBDBBFCC9173EE405F93D127D703E2CD560BE70FDFBBCD23F793EF0AD273DFC6190BD5C8E66BE9C41EE3D2059423E9C474D3E0A50563ED079483D0076363EC0E080BD08E74F3E2039AFBCE02A53BD5C82FEBD664D083E6C28CF3D3ED6223EFC9923BE781D08BE4C42723E2E170EBE5A0012BEB4FD88BDB87BA5BD1E192EBEEAE14E3E7048E43C906DE93DD8E23D3E26E325BE3C6D433E843E00BEA80723BDD6BB413E86066C3EF8BA603E823B133E6EF16D3EF479B8BD505A82BCC81EAFBD508696BC3006F9BC42C6083EB2F52F3E565938BEF25C0DBEC0779DBDF0E2083DC8BFC6BD4C381FBE08073BBDDCDBF9BD8089E13BA2813DBE80FB7FBDECE9BCBDF0720DBD5A25493E76DD273EA039A5BDE6B46ABE141D37BE2A6644BE8051C2BC845FE3BDC0E732BE600A633DC0CA833CD88319BDC899B9BD5E315A3E449F76BE802BC3BB00AEED3DCEBF343EF2B65EBE505920BDF67F553E8090283D00D19A3DE03BE2BDB4AB313E50FFBFBD04DB09BE4A35683E78A1873D0035E2BA"> : tensor<8x16xf32>
    %cst_2 = arith.constant dense<"0xF66832BEB8A862BDD4A844BE983E2CBED8A512BD90F6453D88C251BEB6CE783E"> : tensor<8xf32>
    %cst_3 = arith.constant dense<"0xB522853EAA76A8BE2B4D623EB43F59BE878293BEAC96A93E699511BE3B31F0BDC776343D85A14C3EBCCCDE3C4896C2BD5491F53C44933BBE09AC83BE9188BC3DA598183D65E4333EA17E06BEBEEAB2BEBBAAB3BD0528AFBECA08E4BC46DB303E2DFD053D8ABA4F3E3B0E873D3F3F1B3E65F1A23E267A573DD4FD703DDCE512BE"> : tensor<4x8xf32>
    %cst_4 = arith.constant dense<"0x1BC1613E1ADA973E22757BBE2CB3AF3E"> : tensor<4xf32>
    %0 = tensor.collapse_shape %arg0 [[0], [1, 2, 3]] : tensor<2x1x4x4xf32> into tensor<2x16xf32>
    %1 = tensor.empty() : tensor<16x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8x16xf32>) outs(%1 : tensor<16x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<16x8xf32>
    %3 = tensor.empty() : tensor<2x8xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %5 = linalg.matmul ins(%0, %2 : tensor<2x16xf32>, tensor<16x8xf32>) outs(%4 : tensor<2x8xf32>) -> tensor<2x8xf32>
    %6 = tensor.empty() : tensor<2x8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %cst_2 : tensor<2x8xf32>, tensor<8xf32>) outs(%6 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %a = arith.addf %in, %in_1 : f32
          linalg.yield %a : f32
        } -> tensor<2x8xf32>
    %8 = tensor.empty() : tensor<2x8xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<2x8xf32>) outs(%8 : tensor<2x8xf32>) {
        ^bb0(%in: f32, %out: f32):
          %c = arith.cmpf ugt, %in, %cst : f32
          %s = arith.select %c, %in, %cst : f32
          linalg.yield %s : f32
        } -> tensor<2x8xf32>
    %10 = tensor.empty() : tensor<8x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<4x8xf32>) outs(%10 : tensor<8x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          linalg.yield %in : f32
        } -> tensor<8x4xf32>
    %12 = tensor.empty() : tensor<2x4xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %14 = linalg.matmul ins(%9, %11 : tensor<2x8xf32>, tensor<8x4xf32>) outs(%13 : tensor<2x4xf32>) -> tensor<2x4xf32>
    %15 = tensor.empty() : tensor<2x4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %cst_4 : tensor<2x4xf32>, tensor<4xf32>) outs(%15 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %a = arith.addf %in, %in_1 : f32
          linalg.yield %a : f32
        } -> tensor<2x4xf32>
    %17 = tensor.empty() : tensor<2xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<2xf32>) -> tensor<2xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction"]} ins(%16 : tensor<2x4xf32>) outs(%18 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %m = arith.maximumf %in, %out : f32
          linalg.yield %m : f32
        } -> tensor<2xf32>
    %20 = tensor.expand_shape %19 [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
    %21 = tensor.empty() : tensor<2x4xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %20 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%21 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %s = arith.subf %in, %in_1 : f32
          linalg.yield %s : f32
        } -> tensor<2x4xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<2x4xf32>) outs(%21 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %out: f32):
          %x = math.exp %in : f32
          linalg.yield %x : f32
        } -> tensor<2x4xf32>
    %24 = tensor.empty() : tensor<2xf32>
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<2xf32>) -> tensor<2xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map6], iterator_types = ["parallel", "reduction"]} ins(%23 : tensor<2x4xf32>) outs(%25 : tensor<2xf32>) {
        ^bb0(%in: f32, %out: f32):
          %a = arith.addf %in, %out : f32
          linalg.yield %a : f32
        } -> tensor<2xf32>
    %27 = tensor.expand_shape %26 [[0, 1]] : tensor<2xf32> into tensor<2x1xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %27 : tensor<2x4xf32>, tensor<2x1xf32>) outs(%21 : tensor<2x4xf32>) {
        ^bb0(%in: f32, %in_1: f32, %out: f32):
          %q = arith.divf %in, %in_1 : f32
          linalg.yield %q : f32
        } -> tensor<2x4xf32>
    return %28 : tensor<2x4xf32>
  }
}
