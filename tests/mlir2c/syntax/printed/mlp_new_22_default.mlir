// PRINTED: mlir-opt-22  tosa/mlp_new_hex.mlir (LLVM 22, Debian package)
// SAME-AS: tosa/mlp_new_hex.mlir
// INPUT: tosa/mlp.input.npy
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @forward(%arg0: tensor<2x1x4x4xf32>) -> tensor<2x4xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %1 = tosa.reshape %arg0, %0 : (tensor<2x1x4x4xf32>, !tosa.shape<2>) -> tensor<2x16xf32>
    %2 = "tosa.const"() <{values = dense<"0xC616293E646E3FBEDE9F503E7ACD233ECC17573E144744BEE0D42BBE24A1F33DF0F76EBEC8057D3E38F7593DF03D043DCAEC5ABEC029A33D782ADC3D8076223D0E3C763E30C3993DE20063BEE218573ED4D6AD3D6440F4BD60276BBE36F0113E5848733E66BE51BE60D95F3C04B1B73D44C9F1BD100F60BD58F02ABEA80EF2BD066369BE80DBBDBBFCC9173EE405F93D127D703E2CD560BE70FDFBBCD23F793EF0AD273DFC6190BD5C8E66BE9C41EE3D2059423E9C474D3E0A50563ED079483D0076363EC0E080BD08E74F3E2039AFBCE02A53BD5C82FEBD664D083E6C28CF3D3ED6223EFC9923BE781D08BE4C42723E2E170EBE5A0012BEB4FD88BDB87BA5BD1E192EBEEAE14E3E7048E43C906DE93DD8E23D3E26E325BE3C6D433E843E00BEA80723BDD6BB413E86066C3EF8BA603E823B133E6EF16D3EF479B8BD505A82BCC81EAFBD508696BC3006F9BC42C6083EB2F52F3E565938BEF25C0DBEC0779DBDF0E2083DC8BFC6BD4C381FBE08073BBDDCDBF9BD8089E13BA2813DBE80FB7FBDECE9BCBDF0720DBD5A25493E76DD273EA039A5BDE6B46ABE141D37BE2A6644BE8051C2BC845FE3BDC0E732BE600A633DC0CA833CD88319BDC899B9BD5E315A3E449F76BE802BC3BB00AEED3DCEBF343EF2B65EBE505920BDF67F553E8090283D00D19A3DE03BE2BDB4AB313E50FFBFBD04DB09BE4A35683E78A1873D0035E2BA"> : tensor<8x16xf32>}> : () -> tensor<8x16xf32>
    %3 = tosa.transpose %2 {perms = array<i32: 1, 0>} : (tensor<8x16xf32>) -> tensor<16x8xf32>
    %4 = tosa.const_shape  {values = dense<[1, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = tosa.reshape %3, %4 : (tensor<16x8xf32>, !tosa.shape<3>) -> tensor<1x16x8xf32>
    %6 = tosa.const_shape  {values = dense<[1, 2, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.reshape %1, %6 : (tensor<2x16xf32>, !tosa.shape<3>) -> tensor<1x2x16xf32>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.matmul %7, %5, %8, %8 : (tensor<1x2x16xf32>, tensor<1x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8xf32>
    %10 = tosa.const_shape  {values = dense<[2, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %11 = tosa.reshape %9, %10 : (tensor<1x2x8xf32>, !tosa.shape<2>) -> tensor<2x8xf32>
    %12 = "tosa.const"() <{values = dense<[[-0.174228519, -0.055336684, -0.192050278, -0.168207526, -0.0358026922, 0.0483308434, -0.20484364, 0.24297604]]> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %13 = tosa.add %11, %12 : (tensor<2x8xf32>, tensor<1x8xf32>) -> tensor<2x8xf32>
    %14 = tosa.clamp %13 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<2x8xf32>) -> tensor<2x8xf32>
    %15 = "tosa.const"() <{values = dense<[[0.260030419, -0.329030335, 0.220997497, -0.212157071, -0.28810522, 0.33122766, -0.142171517, -0.1172814], [0.0440585874, 0.199834898, 0.0271972343, -9.501320e-02, 0.0299765244, -0.183178961, -0.257171899, 0.0920573547], [0.0372549482, 0.175675943, -0.131342426, -0.349447191, -0.0877279862, -0.3421022, -0.0278362222, 0.172711462], [0.0327121504, 0.202860028, 0.0659451112, 0.151608452, 0.318247944, 0.0526067242, 0.0588358194, -0.143454969]]> : tensor<4x8xf32>}> : () -> tensor<4x8xf32>
    %16 = tosa.transpose %15 {perms = array<i32: 1, 0>} : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %17 = tosa.const_shape  {values = dense<[1, 8, 4]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.reshape %16, %17 : (tensor<8x4xf32>, !tosa.shape<3>) -> tensor<1x8x4xf32>
    %19 = tosa.const_shape  {values = dense<[1, 2, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.reshape %14, %19 : (tensor<2x8xf32>, !tosa.shape<3>) -> tensor<1x2x8xf32>
    %21 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %22 = tosa.matmul %20, %18, %21, %21 : (tensor<1x2x8xf32>, tensor<1x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x4xf32>
    %23 = tosa.const_shape  {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %24 = tosa.reshape %22, %23 : (tensor<1x2x4xf32>, !tosa.shape<2>) -> tensor<2x4xf32>
    %25 = "tosa.const"() <{values = dense<[[0.220463201, 0.296585858, -0.245564014, 0.343163848]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
    %26 = tosa.add %24, %25 : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
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

