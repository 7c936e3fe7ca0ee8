#loc3 = loc("<stdin>":10:20)
#loc13 = loc("<stdin>":20:14)
#loc14 = loc("<stdin>":20:28)
#loc15 = loc("<stdin>":20:42)
#loc16 = loc("<stdin>":20:56)
#loc20 = loc("<stdin>":25:14)
#loc21 = loc("<stdin>":25:24)
#loc26 = loc("<stdin>":31:14)
#loc27 = loc("<stdin>":31:24)
#loc36 = loc("<stdin>":41:14)
#loc37 = loc("<stdin>":41:24)
#loc42 = loc("<stdin>":47:14)
#loc43 = loc("<stdin>":47:24)
#loc49 = loc("<stdin>":54:14)
#loc50 = loc("<stdin>":54:24)
#loc57 = loc("<stdin>":62:14)
#loc58 = loc("<stdin>":62:24)
#loc59 = loc("<stdin>":62:36)
#loc65 = loc("<stdin>":69:14)
#loc66 = loc("<stdin>":69:24)
#loc71 = loc("<stdin>":75:14)
#loc72 = loc("<stdin>":75:24)
#loc73 = loc("<stdin>":75:36)
#loc77 = loc("<stdin>":80:14)
#loc78 = loc("<stdin>":80:24)
#loc84 = loc("<stdin>":87:14)
#loc85 = loc("<stdin>":87:24)
#loc90 = loc("<stdin>":93:14)
#loc91 = loc("<stdin>":93:24)
#loc95 = loc("<stdin>":98:14)
#loc96 = loc("<stdin>":98:24)
#loc97 = loc("<stdin>":98:36)
#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
module {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64> loc(#loc1)
  func.func @forward(%arg0: tensor<2x1x8x8xf32> loc("<stdin>":10:20)) -> tensor<2x5xf32> {
    %cst = arith.constant 0.000000e+00 : f32 loc(#loc4)
    %cst_0 = arith.constant 0xFF800000 : f32 loc(#loc5)
    %cst_1 = arith.constant dense_resource<torch_tensor_0_torch.float32> : tensor<3x1x3x3xf32> loc(#loc6)
    %cst_2 = arith.constant dense_resource<torch_tensor_1_torch.float32> : tensor<3xf32> loc(#loc7)
    %cst_3 = arith.constant dense_resource<torch_tensor_2_torch.float32> : tensor<4x3x3x3xf32> loc(#loc8)
    %cst_4 = arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<4xf32> loc(#loc9)
    %cst_5 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<5x16xf32> loc(#loc10)
    %cst_6 = arith.constant dense_resource<torch_tensor_5_torch.float32> : tensor<5xf32> loc(#loc11)
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index loc("<stdin>":20:14), %arg2: index loc("<stdin>":20:28), %arg3: index loc("<stdin>":20:42), %arg4: index loc("<stdin>":20:56)):
      tensor.yield %cst : f32 loc(#loc17)
    } : tensor<2x1x8x8xf32> to tensor<2x1x10x10xf32> loc(#loc12)
    %0 = tensor.empty() : tensor<2x3x8x8xf32> loc(#loc18)
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<3xf32>) outs(%0 : tensor<2x3x8x8xf32>) {
    ^bb0(%in: f32 loc("<stdin>":25:14), %out: f32 loc("<stdin>":25:24)):
      linalg.yield %in : f32 loc(#loc22)
    } -> tensor<2x3x8x8xf32> loc(#loc19)
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_1 : tensor<2x1x10x10xf32>, tensor<3x1x3x3xf32>) outs(%1 : tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32> loc(#loc23)
    %3 = tensor.empty() : tensor<2x3x8x8xf32> loc(#loc24)
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x3x8x8xf32>) outs(%3 : tensor<2x3x8x8xf32>) {
    ^bb0(%in: f32 loc("<stdin>":31:14), %out: f32 loc("<stdin>":31:24)):
      %33 = arith.maximumf %in, %cst : f32 loc(#loc28)
      linalg.yield %33 : f32 loc(#loc29)
    } -> tensor<2x3x8x8xf32> loc(#loc25)
    %5 = tensor.empty() : tensor<2x3x4x4xf32> loc(#loc30)
    %6 = linalg.fill ins(%cst_0 : f32) outs(%5 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> loc(#loc31)
    %7 = tensor.empty() : tensor<2x2xf32> loc(#loc32)
    %8 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%4, %7 : tensor<2x3x8x8xf32>, tensor<2x2xf32>) outs(%6 : tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32> loc(#loc33)
    %9 = tensor.empty() : tensor<2x4x2x2xf32> loc(#loc34)
    %10 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<4xf32>) outs(%9 : tensor<2x4x2x2xf32>) {
    ^bb0(%in: f32 loc("<stdin>":41:14), %out: f32 loc("<stdin>":41:24)):
      linalg.yield %in : f32 loc(#loc38)
    } -> tensor<2x4x2x2xf32> loc(#loc35)
    %11 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%8, %cst_3 : tensor<2x3x4x4xf32>, tensor<4x3x3x3xf32>) outs(%10 : tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32> loc(#loc39)
    %12 = tensor.empty() : tensor<2x4x2x2xf32> loc(#loc40)
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x4x2x2xf32>) outs(%12 : tensor<2x4x2x2xf32>) {
    ^bb0(%in: f32 loc("<stdin>":47:14), %out: f32 loc("<stdin>":47:24)):
      %33 = arith.maximumf %in, %cst : f32 loc(#loc44)
      linalg.yield %33 : f32 loc(#loc45)
    } -> tensor<2x4x2x2xf32> loc(#loc41)
    %collapsed = tensor.collapse_shape %13 [[0], [1, 2, 3]] : tensor<2x4x2x2xf32> into tensor<2x16xf32> loc(#loc46)
    %14 = tensor.empty() : tensor<16x5xf32> loc(#loc47)
    %15 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<5x16xf32>) outs(%14 : tensor<16x5xf32>) {
    ^bb0(%in: f32 loc("<stdin>":54:14), %out: f32 loc("<stdin>":54:24)):
      linalg.yield %in : f32 loc(#loc51)
    } -> tensor<16x5xf32> loc(#loc48)
    %16 = tensor.empty() : tensor<2x5xf32> loc(#loc52)
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x5xf32>) -> tensor<2x5xf32> loc(#loc53)
    %18 = linalg.matmul ins(%collapsed, %15 : tensor<2x16xf32>, tensor<16x5xf32>) outs(%17 : tensor<2x5xf32>) -> tensor<2x5xf32> loc(#loc54)
    %19 = tensor.empty() : tensor<2x5xf32> loc(#loc55)
    %20 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel"]} ins(%18, %cst_6 : tensor<2x5xf32>, tensor<5xf32>) outs(%19 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc("<stdin>":62:14), %in_7: f32 loc("<stdin>":62:24), %out: f32 loc("<stdin>":62:36)):
      %33 = arith.addf %in, %in_7 : f32 loc(#loc60)
      linalg.yield %33 : f32 loc(#loc61)
    } -> tensor<2x5xf32> loc(#loc56)
    %21 = tensor.empty() : tensor<2x1xf32> loc(#loc62)
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc63)
    %23 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%20 : tensor<2x5xf32>) outs(%22 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc("<stdin>":69:14), %out: f32 loc("<stdin>":69:24)):
      %33 = arith.maximumf %in, %out : f32 loc(#loc67)
      linalg.yield %33 : f32 loc(#loc68)
    } -> tensor<2x1xf32> loc(#loc64)
    %24 = tensor.empty() : tensor<2x5xf32> loc(#loc69)
    %25 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%20, %23 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%24 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc("<stdin>":75:14), %in_7: f32 loc("<stdin>":75:24), %out: f32 loc("<stdin>":75:36)):
      %33 = arith.subf %in, %in_7 : f32 loc(#loc74)
      linalg.yield %33 : f32 loc(#loc75)
    } -> tensor<2x5xf32> loc(#loc70)
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%25 : tensor<2x5xf32>) outs(%24 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc("<stdin>":80:14), %out: f32 loc("<stdin>":80:24)):
      %33 = math.exp %in : f32 loc(#loc79)
      linalg.yield %33 : f32 loc(#loc80)
    } -> tensor<2x5xf32> loc(#loc76)
    %27 = tensor.empty() : tensor<2x1xf32> loc(#loc81)
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x1xf32>) -> tensor<2x1xf32> loc(#loc82)
    %29 = linalg.generic {indexing_maps = [#map2, #map5], iterator_types = ["parallel", "reduction"]} ins(%26 : tensor<2x5xf32>) outs(%28 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc("<stdin>":87:14), %out: f32 loc("<stdin>":87:24)):
      %33 = arith.addf %in, %out : f32 loc(#loc86)
      linalg.yield %33 : f32 loc(#loc87)
    } -> tensor<2x1xf32> loc(#loc83)
    %30 = tensor.empty() : tensor<2x1xf32> loc(#loc88)
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%29 : tensor<2x1xf32>) outs(%30 : tensor<2x1xf32>) {
    ^bb0(%in: f32 loc("<stdin>":93:14), %out: f32 loc("<stdin>":93:24)):
      %33 = math.log %in : f32 loc(#loc92)
      linalg.yield %33 : f32 loc(#loc93)
    } -> tensor<2x1xf32> loc(#loc89)
    %32 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%25, %31 : tensor<2x5xf32>, tensor<2x1xf32>) outs(%24 : tensor<2x5xf32>) {
    ^bb0(%in: f32 loc("<stdin>":98:14), %in_7: f32 loc("<stdin>":98:24), %out: f32 loc("<stdin>":98:36)):
      %33 = arith.subf %in, %in_7 : f32 loc(#loc98)
      linalg.yield %33 : f32 loc(#loc99)
    } -> tensor<2x5xf32> loc(#loc94)
    return %32 : tensor<2x5xf32> loc(#loc100)
  } loc(#loc2)
} loc(#loc)
#loc = loc("<stdin>":8:1)
#loc1 = loc("<stdin>":9:3)
#loc2 = loc("<stdin>":10:1)
#loc4 = loc("<stdin>":11:12)
#loc5 = loc("<stdin>":12:14)
#loc6 = loc("<stdin>":13:14)
#loc7 = loc("<stdin>":14:14)
#loc8 = loc("<stdin>":15:14)
#loc9 = loc("<stdin>":16:14)
#loc10 = loc("<stdin>":17:14)
#loc11 = loc("<stdin>":18:14)
#loc12 = loc("<stdin>":19:10)
#loc17 = loc("<stdin>":21:11)
#loc18 = loc("<stdin>":23:10)
#loc19 = loc("<stdin>":24:10)
#loc22 = loc("<stdin>":26:11)
#loc23 = loc("<stdin>":28:10)
#loc24 = loc("<stdin>":29:10)
#loc25 = loc("<stdin>":30:10)
#loc28 = loc("<stdin>":32:16)
#loc29 = loc("<stdin>":33:11)
#loc30 = loc("<stdin>":35:10)
#loc31 = loc("<stdin>":36:10)
#loc32 = loc("<stdin>":37:10)
#loc33 = loc("<stdin>":38:10)
#loc34 = loc("<stdin>":39:11)
#loc35 = loc("<stdin>":40:11)
#loc38 = loc("<stdin>":42:11)
#loc39 = loc("<stdin>":44:11)
#loc40 = loc("<stdin>":45:11)
#loc41 = loc("<stdin>":46:11)
#loc44 = loc("<stdin>":48:16)
#loc45 = loc("<stdin>":49:11)
#loc46 = loc("<stdin>":51:11)
#loc47 = loc("<stdin>":52:11)
#loc48 = loc("<stdin>":53:11)
#loc51 = loc("<stdin>":55:11)
#loc52 = loc("<stdin>":57:11)
#loc53 = loc("<stdin>":58:11)
#loc54 = loc("<stdin>":59:11)
#loc55 = loc("<stdin>":60:11)
#loc56 = loc("<stdin>":61:11)
#loc60 = loc("<stdin>":63:16)
#loc61 = loc("<stdin>":64:11)
#loc62 = loc("<stdin>":66:11)
#loc63 = loc("<stdin>":67:11)
#loc64 = loc("<stdin>":68:11)
#loc67 = loc("<stdin>":70:16)
#loc68 = loc("<stdin>":71:11)
#loc69 = loc("<stdin>":73:11)
#loc70 = loc("<stdin>":74:11)
#loc74 = loc("<stdin>":76:16)
#loc75 = loc("<stdin>":77:11)
#loc76 = loc("<stdin>":79:11)
#loc79 = loc("<stdin>":81:16)
#loc80 = loc("<stdin>":82:11)
#loc81 = loc("<stdin>":84:11)
#loc82 = loc("<stdin>":85:11)
#loc83 = loc("<stdin>":86:11)
#loc86 = loc("<stdin>":88:16)
#loc87 = loc("<stdin>":89:11)
#loc88 = loc("<stdin>":91:11)
#loc89 = loc("<stdin>":92:11)
#loc92 = loc("<stdin>":94:16)
#loc93 = loc("<stdin>":95:11)
#loc94 = loc("<stdin>":97:11)
#loc98 = loc("<stdin>":99:16)
#loc99 = loc("<stdin>":100:11)
#loc100 = loc("<stdin>":102:5)

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

