#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  func.func @forward(%arg0: tensor<2x1x8x8xf32>) -> tensor<2x5xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense_resource<torch_tensor_0_torch.float32> : tensor<3x1x3x3xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_torch.float32> : tensor<3xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<4x3x3x3xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<4xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<5x16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_5_torch.float32> : tensor<5xf32>
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<2x1x8x8xf32> to tensor<2x1x10x10xf32>
    %0 = tensor.empty() : tensor<2x3x8x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<3xf32>) outs(%0 : tensor<2x3x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x3x8x8xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_1 : tensor<2x1x10x10xf32>, tensor<3x1x3x3xf32>) outs(%1 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %3 = tensor.empty() : tensor<2x3x8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x3x8x8xf32>) outs(%3 : tensor<2x3x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.maximumf %in, %cst : f32
      linalg.yield %33 : f32
    } -> tensor<2x3x8x8xf32>
    %5 = tensor.empty() : tensor<2x3x4x4xf32>
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
    %7 = tensor.empty() : tensor<2x2xf32>
    %8 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%4, %7 : tensor<2x3x8x8xf32>, tensor<2x2xf32>) outs(%6 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
    %9 = tensor.empty() : tensor<2x4x2x2xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<4xf32>) outs(%9 : tensor<2x4x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x2x2xf32>
    %11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%8, %cst_3 : tensor<2x3x4x4xf32>, tensor<4x3x3x3xf32>) outs(%10 : tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %12 = tensor.empty() : tensor<2x4x2x2xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x4x2x2xf32>) outs(%12 : tensor<2x4x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.maximumf %in, %cst : f32
      linalg.yield %33 : f32
    } -> tensor<2x4x2x2xf32>
    %collapsed = tensor.collapse_shape %13 [[0], [1, 2, 3]] : tensor<2x4x2x2xf32> into tensor<2x16xf32>
    %14 = tensor.empty() : tensor<16x5xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<5x16xf32>) outs(%14 : tensor<16x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x5xf32>
    %16 = tensor.empty() : tensor<2x5xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %18 = linalg.matmul ins(%collapsed, %15 : tensor<2x16xf32>, tensor<16x5xf32>) outs(%17 : tensor<2x5xf32>) -> tensor<2x5xf32>
    %19 = tensor.empty() : tensor<2x5xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_6 : tensor<2x5xf32>, tensor<5xf32>) outs(%19 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %33 = arith.addf %in, %in_7 : f32
      linalg.yield %33 : f32
    } -> tensor<2x5xf32>
    %21 = tensor.empty() : tensor<2x1xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<2x5xf32>) outs(%22 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.maximumf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<2x1xf32>
    %24 = tensor.empty() : tensor<2x5xf32>
    %25 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%20, %23 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%24 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %33 = arith.subf %in, %in_7 : f32
      linalg.yield %33 : f32
    } -> tensor<2x5xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<2x5xf32>) outs(%24 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.exp %in : f32
      linalg.yield %33 : f32
    } -> tensor<2x5xf32>
    %27 = tensor.empty() : tensor<2x1xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x1xf32>) -> tensor<2x1xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<2x5xf32>) outs(%28 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = arith.addf %in, %out : f32
      linalg.yield %33 : f32
    } -> tensor<2x1xf32>
    %30 = tensor.empty() : tensor<2x1xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<2x1xf32>) outs(%30 : tensor<2x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %33 = math.log %in : f32
      linalg.yield %33 : f32
    } -> tensor<2x1xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %31 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%24 : tensor<2x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %33 = arith.subf %in, %in_7 : f32
      linalg.yield %33 : f32
    } -> tensor<2x5xf32>
    return %32 : tensor<2x5xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_0_torch.float32: "0x0400000000EECD3D408A3EBD82329CBE978EAABEB01086BE8EC28EBE469F63BE26CDC6BD57AA8DBED8AC8EBEC0F417BDFE968FBE80E0F6BCB697683DBB8D813DAB34563E16503A3EEB733FBEC6EAE5BD5628FA3BB407903E20A8253ECB033FBEE03220BD56C8763D8B19ED3D8BABFDBD",
      torch_tensor_1_torch.float32: "0x040000005BC595BE403350BE56C53B3C",
      torch_tensor_2_torch.float32: "0x04000000B17B06BE48675B3DAFC0F73DDCBD09BBC2C5CE3DDE0B0A3EF4A2FB3D42AF3BBE9A9C323E886F503D265D43BE4227443DC6B307BE4069363EF2421C3EA3FB01BE4A1012BE92CC5D3C77D150BD56C3A83D569537BE2D1B123E605D8D3C27B8773B2967FBBD71F1433C08E3053E73FD3F3EC945FFBD1034A5BDDCED233D1AA0DD3D2D6825BE191693BDC9901CBED116353E328086BDFF0DED3D21D9D63D8183913CB0C0193DA732003E422CC7BCC86CCF3DB3C9D1BC6F71463B8BBA863D93CC31BEC6A8BBBD224A1DBEBEB56FBD814E46BC4E549D3D06B81DBE84ED24BECDC8083E9AC9BBBC8340C7BD20E735BD822A283CC11D10BE71873DBEB86901BE36311C3E3EA3643D0D2B44BE2352D4BD2C78153EA9033D3EC9BC1C3DE62BDB3D16D9013D6268E53D27161ABE3676043D2DB72EBEDAD341BE2FAA253EA976983C27FFA43DACF4D2BC3CC922BE94A8153EBC6033BEFB4701BE95057E3D045A92BDA27B543D60A435BEF1E7933D8E3302BE73C9DA3D8F91AEBC87BA1FBEE1173CBDBD9703BDC103F53D4ED1AEBD1BE78B3CC6E9B0BDE06EDA3BD1ED2C3E3D97A93D8B13293D6BB933BEF194E63DF4B43D3E7D67483D",
      torch_tensor_3_torch.float32: "0x04000000C6ED233E4820AD3D9EF7383E6ACECABC",
      torch_tensor_4_torch.float32: "0x0400000074C1B4BDF822053E246A89BDB01DC1BCF85F00BD8809BBBDD8623D3D080B4CBD462B26BE0CAF6A3E0ACE73BEF29507BE46626A3E64F91DBE06225CBE1243143E0E22793EB26B373E4C2031BE326479BE945365BE20CC05BC30A3753D80FCABBB10A88A3D5846E4BD00AA153A94C9653EF0E2A6BD40913FBEE0F05E3EA2252B3EF8226D3ECAA1543E8021343B9E4D093E8880163D5CF7A33D00DE4E3C162C0E3E888D96BD60C6C5BCF2DF0C3E209EC03D66424C3E181E7CBD60B552BD980630BED85EDEBD04106FBE32B8603EEEC638BE48CCACBDD81B9F3D3ED53D3E4E741D3ED2FC623EA09842BCA853D7BD60877BBED0C9403DB0F6AE3D80C055BC1E1F143E90B1EFBCF0E09D3C424362BE688A673D44D3973D749CB0BDE4C29F3DA4D372BE2620433EA62D6EBEB870263EB43E97BD9AFC7ABE58E90FBDE2900E3E001E19BC",
      torch_tensor_5_torch.float32: "0x0400000040812CBECC4C2CBEBC58433EC47267BE460603BE"
    }
  }
#-}

