// Exported by tools/export/torch_export.py (tosa dialect)
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @forward(%input_1: tensor<2x1x8x8xf32>) -> tensor<2x5xf32> {
    %0 = tosa.transpose %input_1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<2x1x8x8xf32>) -> tensor<2x8x8x1xf32>
    %w_1 = "tosa.const"() <{values = dense<"0x00EECD3D408A3EBD82329CBE978EAABEB01086BE8EC28EBE469F63BE26CDC6BD57AA8DBED8AC8EBEC0F417BDFE968FBE80E0F6BCB697683DBB8D813DAB34563E16503A3EEB733FBEC6EAE5BD5628FA3BB407903E20A8253ECB033FBEE03220BD56C8763D8B19ED3D8BABFDBD"> : tensor<3x1x3x3xf32>}> : () -> tensor<3x1x3x3xf32>
    %2 = tosa.transpose %w_1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<3x1x3x3xf32>) -> tensor<3x3x3x1xf32>
    %b_4 = "tosa.const"() <{values = dense<"0x5BC595BE403350BE56C53B3C"> : tensor<3xf32>}> : () -> tensor<3xf32>
    %zp_6 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = tosa.conv2d %0, %2, %b_4, %zp_6, %zp_6 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<2x8x8x1xf32>, tensor<3x3x3x1xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8x3xf32>
    %6 = tosa.transpose %5 {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x8x8x3xf32>) -> tensor<2x3x8x8xf32>
    %7 = tosa.clamp %6 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %8 = tosa.transpose %7 {perms = array<i32: 0, 2, 3, 1>} : (tensor<2x3x8x8xf32>) -> tensor<2x8x8x3xf32>
    %9 = tosa.max_pool2d %8 {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<2x8x8x3xf32>) -> tensor<2x4x4x3xf32>
    %10 = tosa.transpose %9 {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x4x4x3xf32>) -> tensor<2x3x4x4xf32>
    %11 = tosa.transpose %10 {perms = array<i32: 0, 2, 3, 1>} : (tensor<2x3x4x4xf32>) -> tensor<2x4x4x3xf32>
    %w_15 = "tosa.const"() <{values = dense<"0xB17B06BE48675B3DAFC0F73DDCBD09BBC2C5CE3DDE0B0A3EF4A2FB3D42AF3BBE9A9C323E886F503D265D43BE4227443DC6B307BE4069363EF2421C3EA3FB01BE4A1012BE92CC5D3C77D150BD56C3A83D569537BE2D1B123E605D8D3C27B8773B2967FBBD71F1433C08E3053E73FD3F3EC945FFBD1034A5BDDCED233D1AA0DD3D2D6825BE191693BDC9901CBED116353E328086BDFF0DED3D21D9D63D8183913CB0C0193DA732003E422CC7BCC86CCF3DB3C9D1BC6F71463B8BBA863D93CC31BEC6A8BBBD224A1DBEBEB56FBD814E46BC4E549D3D06B81DBE84ED24BECDC8083E9AC9BBBC8340C7BD20E735BD822A283CC11D10BE71873DBEB86901BE36311C3E3EA3643D0D2B44BE2352D4BD2C78153EA9033D3EC9BC1C3DE62BDB3D16D9013D6268E53D27161ABE3676043D2DB72EBEDAD341BE2FAA253EA976983C27FFA43DACF4D2BC3CC922BE94A8153EBC6033BEFB4701BE95057E3D045A92BDA27B543D60A435BEF1E7933D8E3302BE73C9DA3D8F91AEBC87BA1FBEE1173CBDBD9703BDC103F53D4ED1AEBD1BE78B3CC6E9B0BDE06EDA3BD1ED2C3E3D97A93D8B13293D6BB933BEF194E63DF4B43D3E7D67483D"> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
    %13 = tosa.transpose %w_15 {perms = array<i32: 0, 2, 3, 1>} : (tensor<4x3x3x3xf32>) -> tensor<4x3x3x3xf32>
    %b_18 = "tosa.const"() <{values = dense<"0xC6ED233E4820AD3D9EF7383E6ACECABC"> : tensor<4xf32>}> : () -> tensor<4xf32>
    %zp_20 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %16 = tosa.conv2d %11, %13, %b_18, %zp_20, %zp_20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<2x4x4x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x2x2x4xf32>
    %17 = tosa.transpose %16 {perms = array<i32: 0, 3, 1, 2>} : (tensor<2x2x2x4xf32>) -> tensor<2x4x2x2xf32>
    %18 = tosa.clamp %17 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %19 = tosa.const_shape {values = dense<[2, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %20 = tosa.reshape %18, %19 : (tensor<2x4x2x2xf32>, !tosa.shape<2>) -> tensor<2x16xf32>
    %w_27 = "tosa.const"() <{values = dense<"0x74C1B4BDF822053E246A89BDB01DC1BCF85F00BD8809BBBDD8623D3D080B4CBD462B26BE0CAF6A3E0ACE73BEF29507BE46626A3E64F91DBE06225CBE1243143E0E22793EB26B373E4C2031BE326479BE945365BE20CC05BC30A3753D80FCABBB10A88A3D5846E4BD00AA153A94C9653EF0E2A6BD40913FBEE0F05E3EA2252B3EF8226D3ECAA1543E8021343B9E4D093E8880163D5CF7A33D00DE4E3C162C0E3E888D96BD60C6C5BCF2DF0C3E209EC03D66424C3E181E7CBD60B552BD980630BED85EDEBD04106FBE32B8603EEEC638BE48CCACBDD81B9F3D3ED53D3E4E741D3ED2FC623EA09842BCA853D7BD60877BBED0C9403DB0F6AE3D80C055BC1E1F143E90B1EFBCF0E09D3C424362BE688A673D44D3973D749CB0BDE4C29F3DA4D372BE2620433EA62D6EBEB870263EB43E97BD9AFC7ABE58E90FBDE2900E3E001E19BC"> : tensor<5x16xf32>}> : () -> tensor<5x16xf32>
    %22 = tosa.transpose %w_27 {perms = array<i32: 1, 0>} : (tensor<5x16xf32>) -> tensor<16x5xf32>
    %23 = tosa.const_shape {values = dense<[1, 16, 5]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.reshape %22, %23 : (tensor<16x5xf32>, !tosa.shape<3>) -> tensor<1x16x5xf32>
    %25 = tosa.const_shape {values = dense<[1, 2, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.reshape %20, %25 : (tensor<2x16xf32>, !tosa.shape<3>) -> tensor<1x2x16xf32>
    %zp_34 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %28 = tosa.matmul %26, %24, %zp_34, %zp_34 : (tensor<1x2x16xf32>, tensor<1x16x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x5xf32>
    %29 = tosa.const_shape {values = dense<[2, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %30 = tosa.reshape %28, %29 : (tensor<1x2x5xf32>, !tosa.shape<2>) -> tensor<2x5xf32>
    %b_39 = "tosa.const"() <{values = dense<"0x40812CBECC4C2CBEBC58433EC47267BE460603BE"> : tensor<1x5xf32>}> : () -> tensor<1x5xf32>
    %32 = tosa.add %30, %b_39 : (tensor<2x5xf32>, tensor<1x5xf32>) -> tensor<2x5xf32>
    %33 = tosa.reduce_max %32 {axis = 1 : i32} : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %34 = tosa.sub %32, %33 : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    %35 = tosa.exp %34 : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %36 = tosa.reduce_sum %35 {axis = 1 : i32} : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %37 = tosa.log %36 : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %38 = tosa.sub %34, %37 : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    return %38 : tensor<2x5xf32>
  }
}
