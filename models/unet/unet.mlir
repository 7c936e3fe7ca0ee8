// unet: small U-Net, 64x64x3, one output map
// 118353 parameters, 107741184 MACs at batch 1; made by models/unet/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "UNet"} {
  func.func @unet(%x: tensor<1x3x64x64xf32>) -> (tensor<1x1x64x64xf32>) {
    %perm0 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "tosa.transpose"(%x, %perm0) : (tensor<1x3x64x64xf32>, tensor<4xi32>) -> tensor<1x64x64x3xf32>
    %w2 = "tosa.const"() <{value = dense_resource<w0_16x3x3x3> : tensor<16x3x3x3xf32>}> : () -> tensor<16x3x3x3xf32>
    %b3 = "tosa.const"() <{value = dense_resource<w1_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %4 = "tosa.conv2d"(%1, %w2, %b3) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x64x64x3xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>) -> tensor<1x64x64x16xf32>
    %perm5 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %6 = "tosa.transpose"(%4, %perm5) : (tensor<1x64x64x16xf32>, tensor<4xi32>) -> tensor<1x16x64x64xf32>
    %7 = "tosa.clamp"(%6) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %perm8 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %9 = "tosa.transpose"(%7, %perm8) : (tensor<1x16x64x64xf32>, tensor<4xi32>) -> tensor<1x64x64x16xf32>
    %w10 = "tosa.const"() <{value = dense_resource<w2_16x3x3x16> : tensor<16x3x3x16xf32>}> : () -> tensor<16x3x3x16xf32>
    %b11 = "tosa.const"() <{value = dense_resource<w3_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %12 = "tosa.conv2d"(%9, %w10, %b11) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x64x64x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>) -> tensor<1x64x64x16xf32>
    %perm13 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %14 = "tosa.transpose"(%12, %perm13) : (tensor<1x64x64x16xf32>, tensor<4xi32>) -> tensor<1x16x64x64xf32>
    %15 = "tosa.clamp"(%14) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %perm16 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %17 = "tosa.transpose"(%15, %perm16) : (tensor<1x16x64x64xf32>, tensor<4xi32>) -> tensor<1x64x64x16xf32>
    %18 = "tosa.max_pool2d"(%17) <{kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x64x64x16xf32>) -> tensor<1x32x32x16xf32>
    %perm19 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %20 = "tosa.transpose"(%18, %perm19) : (tensor<1x32x32x16xf32>, tensor<4xi32>) -> tensor<1x16x32x32xf32>
    %perm21 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %22 = "tosa.transpose"(%20, %perm21) : (tensor<1x16x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x16xf32>
    %w23 = "tosa.const"() <{value = dense_resource<w4_32x3x3x16> : tensor<32x3x3x16xf32>}> : () -> tensor<32x3x3x16xf32>
    %b24 = "tosa.const"() <{value = dense_resource<w5_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %25 = "tosa.conv2d"(%22, %w23, %b24) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x16xf32>, tensor<32x3x3x16xf32>, tensor<32xf32>) -> tensor<1x32x32x32xf32>
    %perm26 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %27 = "tosa.transpose"(%25, %perm26) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %28 = "tosa.clamp"(%27) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %perm29 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %30 = "tosa.transpose"(%28, %perm29) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %w31 = "tosa.const"() <{value = dense_resource<w6_32x3x3x32> : tensor<32x3x3x32xf32>}> : () -> tensor<32x3x3x32xf32>
    %b32 = "tosa.const"() <{value = dense_resource<w7_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %33 = "tosa.conv2d"(%30, %w31, %b32) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>) -> tensor<1x32x32x32xf32>
    %perm34 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %35 = "tosa.transpose"(%33, %perm34) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %36 = "tosa.clamp"(%35) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %perm37 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %38 = "tosa.transpose"(%36, %perm37) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %39 = "tosa.max_pool2d"(%38) <{kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x32x32x32xf32>) -> tensor<1x16x16x32xf32>
    %perm40 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %41 = "tosa.transpose"(%39, %perm40) : (tensor<1x16x16x32xf32>, tensor<4xi32>) -> tensor<1x32x16x16xf32>
    %perm42 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %43 = "tosa.transpose"(%41, %perm42) : (tensor<1x32x16x16xf32>, tensor<4xi32>) -> tensor<1x16x16x32xf32>
    %w44 = "tosa.const"() <{value = dense_resource<w8_64x3x3x32> : tensor<64x3x3x32xf32>}> : () -> tensor<64x3x3x32xf32>
    %b45 = "tosa.const"() <{value = dense_resource<w9_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %46 = "tosa.conv2d"(%43, %w44, %b45) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x16x16x32xf32>, tensor<64x3x3x32xf32>, tensor<64xf32>) -> tensor<1x16x16x64xf32>
    %perm47 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %48 = "tosa.transpose"(%46, %perm47) : (tensor<1x16x16x64xf32>, tensor<4xi32>) -> tensor<1x64x16x16xf32>
    %49 = "tosa.clamp"(%48) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %perm50 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %51 = "tosa.transpose"(%49, %perm50) : (tensor<1x64x16x16xf32>, tensor<4xi32>) -> tensor<1x16x16x64xf32>
    %w52 = "tosa.const"() <{value = dense_resource<w10_64x3x3x64> : tensor<64x3x3x64xf32>}> : () -> tensor<64x3x3x64xf32>
    %b53 = "tosa.const"() <{value = dense_resource<w11_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %54 = "tosa.conv2d"(%51, %w52, %b53) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x16x16x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>) -> tensor<1x16x16x64xf32>
    %perm55 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %56 = "tosa.transpose"(%54, %perm55) : (tensor<1x16x16x64xf32>, tensor<4xi32>) -> tensor<1x64x16x16xf32>
    %57 = "tosa.clamp"(%56) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %perm58 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %59 = "tosa.transpose"(%57, %perm58) : (tensor<1x64x16x16xf32>, tensor<4xi32>) -> tensor<1x16x16x64xf32>
    %60 = "tosa.resize"(%59) <{border = array<i64: 1, 1>, mode = "BILINEAR", offset = array<i64: -1, -1>, scale = array<i64: 4, 2, 4, 2>}> : (tensor<1x16x16x64xf32>) -> tensor<1x32x32x64xf32>
    %perm61 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %62 = "tosa.transpose"(%60, %perm61) : (tensor<1x32x32x64xf32>, tensor<4xi32>) -> tensor<1x64x32x32xf32>
    %63 = "tosa.concat"(%62, %36) <{axis = 1 : i32}> : (tensor<1x64x32x32xf32>, tensor<1x32x32x32xf32>) -> tensor<1x96x32x32xf32>
    %perm64 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %65 = "tosa.transpose"(%63, %perm64) : (tensor<1x96x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x96xf32>
    %w66 = "tosa.const"() <{value = dense_resource<w12_32x3x3x96> : tensor<32x3x3x96xf32>}> : () -> tensor<32x3x3x96xf32>
    %b67 = "tosa.const"() <{value = dense_resource<w13_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %68 = "tosa.conv2d"(%65, %w66, %b67) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x96xf32>, tensor<32x3x3x96xf32>, tensor<32xf32>) -> tensor<1x32x32x32xf32>
    %perm69 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %70 = "tosa.transpose"(%68, %perm69) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %71 = "tosa.clamp"(%70) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %perm72 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %73 = "tosa.transpose"(%71, %perm72) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %w74 = "tosa.const"() <{value = dense_resource<w14_32x3x3x32> : tensor<32x3x3x32xf32>}> : () -> tensor<32x3x3x32xf32>
    %b75 = "tosa.const"() <{value = dense_resource<w15_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %76 = "tosa.conv2d"(%73, %w74, %b75) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>) -> tensor<1x32x32x32xf32>
    %perm77 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %78 = "tosa.transpose"(%76, %perm77) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %79 = "tosa.clamp"(%78) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    %perm80 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %81 = "tosa.transpose"(%79, %perm80) : (tensor<1x32x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x32xf32>
    %w82 = "tosa.const"() <{value = dense_resource<w16_16x2x2x32> : tensor<16x2x2x32xf32>}> : () -> tensor<16x2x2x32xf32>
    %b83 = "tosa.const"() <{value = dense_resource<w17_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %84 = "tosa.transpose_conv2d"(%81, %w82, %b83) <{out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>, out_shape = array<i64: 1, 64, 64, 16>}> : (tensor<1x32x32x32xf32>, tensor<16x2x2x32xf32>, tensor<16xf32>) -> tensor<1x64x64x16xf32>
    %perm85 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %86 = "tosa.transpose"(%84, %perm85) : (tensor<1x64x64x16xf32>, tensor<4xi32>) -> tensor<1x16x64x64xf32>
    %87 = "tosa.concat"(%86, %15) <{axis = 1 : i32}> : (tensor<1x16x64x64xf32>, tensor<1x16x64x64xf32>) -> tensor<1x32x64x64xf32>
    %perm88 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %89 = "tosa.transpose"(%87, %perm88) : (tensor<1x32x64x64xf32>, tensor<4xi32>) -> tensor<1x64x64x32xf32>
    %w90 = "tosa.const"() <{value = dense_resource<w18_16x3x3x32> : tensor<16x3x3x32xf32>}> : () -> tensor<16x3x3x32xf32>
    %b91 = "tosa.const"() <{value = dense_resource<w19_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %92 = "tosa.conv2d"(%89, %w90, %b91) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x64x64x32xf32>, tensor<16x3x3x32xf32>, tensor<16xf32>) -> tensor<1x64x64x16xf32>
    %perm93 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %94 = "tosa.transpose"(%92, %perm93) : (tensor<1x64x64x16xf32>, tensor<4xi32>) -> tensor<1x16x64x64xf32>
    %95 = "tosa.clamp"(%94) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %perm96 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %97 = "tosa.transpose"(%95, %perm96) : (tensor<1x16x64x64xf32>, tensor<4xi32>) -> tensor<1x64x64x16xf32>
    %w98 = "tosa.const"() <{value = dense_resource<w20_16x3x3x16> : tensor<16x3x3x16xf32>}> : () -> tensor<16x3x3x16xf32>
    %b99 = "tosa.const"() <{value = dense_resource<w21_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %100 = "tosa.conv2d"(%97, %w98, %b99) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x64x64x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>) -> tensor<1x64x64x16xf32>
    %perm101 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %102 = "tosa.transpose"(%100, %perm101) : (tensor<1x64x64x16xf32>, tensor<4xi32>) -> tensor<1x16x64x64xf32>
    %103 = "tosa.clamp"(%102) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x64x64xf32>) -> tensor<1x16x64x64xf32>
    %perm104 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %105 = "tosa.transpose"(%103, %perm104) : (tensor<1x16x64x64xf32>, tensor<4xi32>) -> tensor<1x64x64x16xf32>
    %w106 = "tosa.const"() <{value = dense_resource<w22_1x1x1x16> : tensor<1x1x1x16xf32>}> : () -> tensor<1x1x1x16xf32>
    %b107 = "tosa.const"() <{value = dense<-2.144347131e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %108 = "tosa.conv2d"(%105, %w106, %b107) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x64x64x16xf32>, tensor<1x1x1x16xf32>, tensor<1xf32>) -> tensor<1x64x64x1xf32>
    %perm109 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %110 = "tosa.transpose"(%108, %perm109) : (tensor<1x64x64x1xf32>, tensor<4xi32>) -> tensor<1x1x64x64xf32>
    return %110 : tensor<1x1x64x64xf32>
  }
}
// npk-weights: w0_16x3x3x3 1728
// npk-weights: w1_16 64
// npk-weights: w2_16x3x3x16 9216
// npk-weights: w3_16 64
// npk-weights: w4_32x3x3x16 18432
// npk-weights: w5_32 128
// npk-weights: w6_32x3x3x32 36864
// npk-weights: w7_32 128
// npk-weights: w8_64x3x3x32 73728
// npk-weights: w9_64 256
// npk-weights: w10_64x3x3x64 147456
// npk-weights: w11_64 256
// npk-weights: w12_32x3x3x96 110592
// npk-weights: w13_32 128
// npk-weights: w14_32x3x3x32 36864
// npk-weights: w15_32 128
// npk-weights: w16_16x2x2x32 8192
// npk-weights: w17_16 64
// npk-weights: w18_16x3x3x32 18432
// npk-weights: w19_16 64
// npk-weights: w20_16x3x3x16 9216
// npk-weights: w21_16 64
// npk-weights: w22_1x1x1x16 64
