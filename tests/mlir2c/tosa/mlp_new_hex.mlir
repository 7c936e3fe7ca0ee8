// Exported by tools/export/torch_export.py (tosa dialect)
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @forward(%input_1: tensor<2x1x4x4xf32>) -> tensor<2x4xf32> {
    %0 = tosa.const_shape {values = dense<[2, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.reshape %input_1, %0 : (tensor<2x1x4x4xf32>, !tosa.shape<2>) -> tensor<2x16xf32>
    %w_2 = "tosa.const"() <{values = dense<"0xC616293E646E3FBEDE9F503E7ACD233ECC17573E144744BEE0D42BBE24A1F33DF0F76EBEC8057D3E38F7593DF03D043DCAEC5ABEC029A33D782ADC3D8076223D0E3C763E30C3993DE20063BEE218573ED4D6AD3D6440F4BD60276BBE36F0113E5848733E66BE51BE60D95F3C04B1B73D44C9F1BD100F60BD58F02ABEA80EF2BD066369BE80DBBDBBFCC9173EE405F93D127D703E2CD560BE70FDFBBCD23F793EF0AD273DFC6190BD5C8E66BE9C41EE3D2059423E9C474D3E0A50563ED079483D0076363EC0E080BD08E74F3E2039AFBCE02A53BD5C82FEBD664D083E6C28CF3D3ED6223EFC9923BE781D08BE4C42723E2E170EBE5A0012BEB4FD88BDB87BA5BD1E192EBEEAE14E3E7048E43C906DE93DD8E23D3E26E325BE3C6D433E843E00BEA80723BDD6BB413E86066C3EF8BA603E823B133E6EF16D3EF479B8BD505A82BCC81EAFBD508696BC3006F9BC42C6083EB2F52F3E565938BEF25C0DBEC0779DBDF0E2083DC8BFC6BD4C381FBE08073BBDDCDBF9BD8089E13BA2813DBE80FB7FBDECE9BCBDF0720DBD5A25493E76DD273EA039A5BDE6B46ABE141D37BE2A6644BE8051C2BC845FE3BDC0E732BE600A633DC0CA833CD88319BDC899B9BD5E315A3E449F76BE802BC3BB00AEED3DCEBF343EF2B65EBE505920BDF67F553E8090283D00D19A3DE03BE2BDB4AB313E50FFBFBD04DB09BE4A35683E78A1873D0035E2BA"> : tensor<8x16xf32>}> : () -> tensor<8x16xf32>
    %3 = tosa.transpose %w_2 {perms = array<i32: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %4 = tosa.const_shape {values = dense<[1, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.reshape %3, %4 : (tensor<16x8xf32>, !tosa.shape<3>) -> tensor<1x16x8xf32>
    %6 = tosa.const_shape {values = dense<[1, 2, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.reshape %1, %6 : (tensor<2x16xf32>, !tosa.shape<3>) -> tensor<1x2x16xf32>
    %zp_9 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.matmul %7, %5, %zp_9, %zp_9 : (tensor<1x2x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8xf32>
    %10 = tosa.const_shape {values = dense<[2, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<1x2x8xf32>, !tosa.shape<2>) -> tensor<2x8xf32>
    %b_14 = "tosa.const"() <{values = dense<"0xF66832BEB8A862BDD4A844BE983E2CBED8A512BD90F6453D88C251BEB6CE783E"> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %13 = tosa.add %11, %b_14 : (tensor<2x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
    %14 = tosa.clamp %13 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %w_18 = "tosa.const"() <{values = dense<"0xB522853EAA76A8BE2B4D623EB43F59BE878293BEAC96A93E699511BE3B31F0BDC776343D85A14C3EBCCCDE3C4896C2BD5491F53C44933BBE09AC83BE9188BC3DA598183D65E4333EA17E06BEBEEAB2BEBBAAB3BD0528AFBECA08E4BC46DB303E2DFD053D8ABA4F3E3B0E873D3F3F1B3E65F1A23E267A573DD4FD703DDCE512BE"> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %16 = tosa.transpose %w_18 {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %17 = tosa.const_shape {values = dense<[1, 8, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.reshape %16, %17 : (tensor<8x4xf32>, !tosa.shape<3>) -> tensor<1x8x4xf32>
    %19 = tosa.const_shape {values = dense<[1, 2, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.reshape %14, %19 : (tensor<2x8xf32>, !tosa.shape<3>) -> tensor<1x2x8xf32>
    %zp_25 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %22 = tosa.matmul %20, %18, %zp_25, %zp_25 : (tensor<1x2x8xf32>, tensor<1x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
    %23 = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %24 = tosa.reshape %22, %23 : (tensor<1x2x4xf32>, !tosa.shape<2>) -> tensor<2x4xf32>
    %b_30 = "tosa.const"() <{values = dense<"0x1BC1613E1ADA973E22757BBE2CB3AF3E"> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %26 = tosa.add %24, %b_30 : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
    %27 = tosa.reduce_max %26 {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %28 = tosa.sub %26, %27 : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
    %29 = tosa.exp %28 : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %30 = tosa.reduce_sum %29 {axis = 1 : i32} : (tensor<2x4xf32>) -> tensor<2x1xf32>
    %31 = tosa.reciprocal %30 : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %32 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %33 = tosa.mul %29, %31, %32 : (tensor<2x4xf32>, tensor<2x1xf32>, tensor<1xi8>) -> tensor<2x4xf32>
    return %33 : tensor<2x4xf32>
  }
}
