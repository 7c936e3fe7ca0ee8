// vww_mobilenetv1: MLPerf Tiny VWW MobileNetV1 0.25, 96x96x3
// 213586 parameters, 7489664 MACs at batch 1; made by models/vww_mobilenetv1/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @vww_mobilenetv1(%input_1: tensor<1x3x96x96xf32>) -> (tensor<1x2xf32>) {
    %perm0 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "tosa.transpose"(%input_1, %perm0) : (tensor<1x3x96x96xf32>, tensor<4xi32>) -> tensor<1x96x96x3xf32>
    %w2 = "tosa.const"() <{value = dense_resource<w0_8x3x3x3> : tensor<8x3x3x3xf32>}> : () -> tensor<8x3x3x3xf32>
    %b3 = "tosa.const"() <{value = dense_resource<w1_8> : tensor<8xf32>}> : () -> tensor<8xf32>
    %4 = "tosa.conv2d"(%1, %w2, %b3) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x96x96x3xf32>, tensor<8x3x3x3xf32>, tensor<8xf32>) -> tensor<1x48x48x8xf32>
    %perm5 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %6 = "tosa.transpose"(%4, %perm5) : (tensor<1x48x48x8xf32>, tensor<4xi32>) -> tensor<1x8x48x48xf32>
    %7 = "tosa.clamp"(%6) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x8x48x48xf32>) -> tensor<1x8x48x48xf32>
    %perm8 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %9 = "tosa.transpose"(%7, %perm8) : (tensor<1x8x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x8xf32>
    %w10 = "tosa.const"() <{value = dense_resource<w2_3x3x8x1> : tensor<3x3x8x1xf32>}> : () -> tensor<3x3x8x1xf32>
    %b11 = "tosa.const"() <{value = dense_resource<w3_8> : tensor<8xf32>}> : () -> tensor<8xf32>
    %12 = "tosa.depthwise_conv2d"(%9, %w10, %b11) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x48x48x8xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>) -> tensor<1x48x48x8xf32>
    %perm13 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %14 = "tosa.transpose"(%12, %perm13) : (tensor<1x48x48x8xf32>, tensor<4xi32>) -> tensor<1x8x48x48xf32>
    %15 = "tosa.clamp"(%14) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x8x48x48xf32>) -> tensor<1x8x48x48xf32>
    %perm16 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %17 = "tosa.transpose"(%15, %perm16) : (tensor<1x8x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x8xf32>
    %w18 = "tosa.const"() <{value = dense_resource<w4_16x1x1x8> : tensor<16x1x1x8xf32>}> : () -> tensor<16x1x1x8xf32>
    %b19 = "tosa.const"() <{value = dense_resource<w5_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %20 = "tosa.conv2d"(%17, %w18, %b19) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x48x48x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>) -> tensor<1x48x48x16xf32>
    %perm21 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %22 = "tosa.transpose"(%20, %perm21) : (tensor<1x48x48x16xf32>, tensor<4xi32>) -> tensor<1x16x48x48xf32>
    %23 = "tosa.clamp"(%22) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x48x48xf32>) -> tensor<1x16x48x48xf32>
    %perm24 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %25 = "tosa.transpose"(%23, %perm24) : (tensor<1x16x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x16xf32>
    %w26 = "tosa.const"() <{value = dense_resource<w6_3x3x16x1> : tensor<3x3x16x1xf32>}> : () -> tensor<3x3x16x1xf32>
    %b27 = "tosa.const"() <{value = dense_resource<w7_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %28 = "tosa.depthwise_conv2d"(%25, %w26, %b27) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x48x48x16xf32>, tensor<3x3x16x1xf32>, tensor<16xf32>) -> tensor<1x24x24x16xf32>
    %perm29 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %30 = "tosa.transpose"(%28, %perm29) : (tensor<1x24x24x16xf32>, tensor<4xi32>) -> tensor<1x16x24x24xf32>
    %31 = "tosa.clamp"(%30) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x24x24xf32>) -> tensor<1x16x24x24xf32>
    %perm32 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %33 = "tosa.transpose"(%31, %perm32) : (tensor<1x16x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x16xf32>
    %w34 = "tosa.const"() <{value = dense_resource<w8_32x1x1x16> : tensor<32x1x1x16xf32>}> : () -> tensor<32x1x1x16xf32>
    %b35 = "tosa.const"() <{value = dense_resource<w9_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %36 = "tosa.conv2d"(%33, %w34, %b35) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x16xf32>, tensor<32x1x1x16xf32>, tensor<32xf32>) -> tensor<1x24x24x32xf32>
    %perm37 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %38 = "tosa.transpose"(%36, %perm37) : (tensor<1x24x24x32xf32>, tensor<4xi32>) -> tensor<1x32x24x24xf32>
    %39 = "tosa.clamp"(%38) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %perm40 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %41 = "tosa.transpose"(%39, %perm40) : (tensor<1x32x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x32xf32>
    %w42 = "tosa.const"() <{value = dense_resource<w10_3x3x32x1> : tensor<3x3x32x1xf32>}> : () -> tensor<3x3x32x1xf32>
    %b43 = "tosa.const"() <{value = dense_resource<w11_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %44 = "tosa.depthwise_conv2d"(%41, %w42, %b43) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x32xf32>, tensor<3x3x32x1xf32>, tensor<32xf32>) -> tensor<1x24x24x32xf32>
    %perm45 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %46 = "tosa.transpose"(%44, %perm45) : (tensor<1x24x24x32xf32>, tensor<4xi32>) -> tensor<1x32x24x24xf32>
    %47 = "tosa.clamp"(%46) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %perm48 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %49 = "tosa.transpose"(%47, %perm48) : (tensor<1x32x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x32xf32>
    %w50 = "tosa.const"() <{value = dense_resource<w12_32x1x1x32> : tensor<32x1x1x32xf32>}> : () -> tensor<32x1x1x32xf32>
    %b51 = "tosa.const"() <{value = dense_resource<w13_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %52 = "tosa.conv2d"(%49, %w50, %b51) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x32xf32>, tensor<32x1x1x32xf32>, tensor<32xf32>) -> tensor<1x24x24x32xf32>
    %perm53 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %54 = "tosa.transpose"(%52, %perm53) : (tensor<1x24x24x32xf32>, tensor<4xi32>) -> tensor<1x32x24x24xf32>
    %55 = "tosa.clamp"(%54) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x24x24xf32>) -> tensor<1x32x24x24xf32>
    %perm56 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %57 = "tosa.transpose"(%55, %perm56) : (tensor<1x32x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x32xf32>
    %w58 = "tosa.const"() <{value = dense_resource<w14_3x3x32x1> : tensor<3x3x32x1xf32>}> : () -> tensor<3x3x32x1xf32>
    %b59 = "tosa.const"() <{value = dense_resource<w15_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %60 = "tosa.depthwise_conv2d"(%57, %w58, %b59) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x24x24x32xf32>, tensor<3x3x32x1xf32>, tensor<32xf32>) -> tensor<1x12x12x32xf32>
    %perm61 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %62 = "tosa.transpose"(%60, %perm61) : (tensor<1x12x12x32xf32>, tensor<4xi32>) -> tensor<1x32x12x12xf32>
    %63 = "tosa.clamp"(%62) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x12x12xf32>) -> tensor<1x32x12x12xf32>
    %perm64 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %65 = "tosa.transpose"(%63, %perm64) : (tensor<1x32x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x32xf32>
    %w66 = "tosa.const"() <{value = dense_resource<w16_64x1x1x32> : tensor<64x1x1x32xf32>}> : () -> tensor<64x1x1x32xf32>
    %b67 = "tosa.const"() <{value = dense_resource<w17_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %68 = "tosa.conv2d"(%65, %w66, %b67) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x32xf32>, tensor<64x1x1x32xf32>, tensor<64xf32>) -> tensor<1x12x12x64xf32>
    %perm69 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %70 = "tosa.transpose"(%68, %perm69) : (tensor<1x12x12x64xf32>, tensor<4xi32>) -> tensor<1x64x12x12xf32>
    %71 = "tosa.clamp"(%70) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x12x12xf32>) -> tensor<1x64x12x12xf32>
    %perm72 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %73 = "tosa.transpose"(%71, %perm72) : (tensor<1x64x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x64xf32>
    %w74 = "tosa.const"() <{value = dense_resource<w18_3x3x64x1> : tensor<3x3x64x1xf32>}> : () -> tensor<3x3x64x1xf32>
    %b75 = "tosa.const"() <{value = dense_resource<w19_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %76 = "tosa.depthwise_conv2d"(%73, %w74, %b75) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>) -> tensor<1x12x12x64xf32>
    %perm77 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %78 = "tosa.transpose"(%76, %perm77) : (tensor<1x12x12x64xf32>, tensor<4xi32>) -> tensor<1x64x12x12xf32>
    %79 = "tosa.clamp"(%78) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x12x12xf32>) -> tensor<1x64x12x12xf32>
    %perm80 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %81 = "tosa.transpose"(%79, %perm80) : (tensor<1x64x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x64xf32>
    %w82 = "tosa.const"() <{value = dense_resource<w20_64x1x1x64> : tensor<64x1x1x64xf32>}> : () -> tensor<64x1x1x64xf32>
    %b83 = "tosa.const"() <{value = dense_resource<w21_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %84 = "tosa.conv2d"(%81, %w82, %b83) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>) -> tensor<1x12x12x64xf32>
    %perm85 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %86 = "tosa.transpose"(%84, %perm85) : (tensor<1x12x12x64xf32>, tensor<4xi32>) -> tensor<1x64x12x12xf32>
    %87 = "tosa.clamp"(%86) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x12x12xf32>) -> tensor<1x64x12x12xf32>
    %perm88 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %89 = "tosa.transpose"(%87, %perm88) : (tensor<1x64x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x64xf32>
    %w90 = "tosa.const"() <{value = dense_resource<w22_3x3x64x1> : tensor<3x3x64x1xf32>}> : () -> tensor<3x3x64x1xf32>
    %b91 = "tosa.const"() <{value = dense_resource<w23_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %92 = "tosa.depthwise_conv2d"(%89, %w90, %b91) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x12x12x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>) -> tensor<1x6x6x64xf32>
    %perm93 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %94 = "tosa.transpose"(%92, %perm93) : (tensor<1x6x6x64xf32>, tensor<4xi32>) -> tensor<1x64x6x6xf32>
    %95 = "tosa.clamp"(%94) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x6x6xf32>) -> tensor<1x64x6x6xf32>
    %perm96 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %97 = "tosa.transpose"(%95, %perm96) : (tensor<1x64x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x64xf32>
    %w98 = "tosa.const"() <{value = dense_resource<w24_128x1x1x64> : tensor<128x1x1x64xf32>}> : () -> tensor<128x1x1x64xf32>
    %b99 = "tosa.const"() <{value = dense_resource<w25_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %100 = "tosa.conv2d"(%97, %w98, %b99) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x64xf32>, tensor<128x1x1x64xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm101 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %102 = "tosa.transpose"(%100, %perm101) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %103 = "tosa.clamp"(%102) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm104 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %105 = "tosa.transpose"(%103, %perm104) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w106 = "tosa.const"() <{value = dense_resource<w26_3x3x128x1> : tensor<3x3x128x1xf32>}> : () -> tensor<3x3x128x1xf32>
    %b107 = "tosa.const"() <{value = dense_resource<w27_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %108 = "tosa.depthwise_conv2d"(%105, %w106, %b107) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<3x3x128x1xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm109 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %110 = "tosa.transpose"(%108, %perm109) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %111 = "tosa.clamp"(%110) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm112 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %113 = "tosa.transpose"(%111, %perm112) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w114 = "tosa.const"() <{value = dense_resource<w28_128x1x1x128> : tensor<128x1x1x128xf32>}> : () -> tensor<128x1x1x128xf32>
    %b115 = "tosa.const"() <{value = dense_resource<w29_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %116 = "tosa.conv2d"(%113, %w114, %b115) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<128x1x1x128xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm117 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %118 = "tosa.transpose"(%116, %perm117) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %119 = "tosa.clamp"(%118) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm120 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %121 = "tosa.transpose"(%119, %perm120) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w122 = "tosa.const"() <{value = dense_resource<w30_3x3x128x1> : tensor<3x3x128x1xf32>}> : () -> tensor<3x3x128x1xf32>
    %b123 = "tosa.const"() <{value = dense_resource<w31_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %124 = "tosa.depthwise_conv2d"(%121, %w122, %b123) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<3x3x128x1xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm125 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %126 = "tosa.transpose"(%124, %perm125) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %127 = "tosa.clamp"(%126) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm128 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %129 = "tosa.transpose"(%127, %perm128) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w130 = "tosa.const"() <{value = dense_resource<w32_128x1x1x128> : tensor<128x1x1x128xf32>}> : () -> tensor<128x1x1x128xf32>
    %b131 = "tosa.const"() <{value = dense_resource<w33_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %132 = "tosa.conv2d"(%129, %w130, %b131) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<128x1x1x128xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm133 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %134 = "tosa.transpose"(%132, %perm133) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %135 = "tosa.clamp"(%134) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm136 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %137 = "tosa.transpose"(%135, %perm136) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w138 = "tosa.const"() <{value = dense_resource<w34_3x3x128x1> : tensor<3x3x128x1xf32>}> : () -> tensor<3x3x128x1xf32>
    %b139 = "tosa.const"() <{value = dense_resource<w35_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %140 = "tosa.depthwise_conv2d"(%137, %w138, %b139) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<3x3x128x1xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm141 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %142 = "tosa.transpose"(%140, %perm141) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %143 = "tosa.clamp"(%142) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm144 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %145 = "tosa.transpose"(%143, %perm144) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w146 = "tosa.const"() <{value = dense_resource<w36_128x1x1x128> : tensor<128x1x1x128xf32>}> : () -> tensor<128x1x1x128xf32>
    %b147 = "tosa.const"() <{value = dense_resource<w37_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %148 = "tosa.conv2d"(%145, %w146, %b147) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<128x1x1x128xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm149 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %150 = "tosa.transpose"(%148, %perm149) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %151 = "tosa.clamp"(%150) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm152 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %153 = "tosa.transpose"(%151, %perm152) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w154 = "tosa.const"() <{value = dense_resource<w38_3x3x128x1> : tensor<3x3x128x1xf32>}> : () -> tensor<3x3x128x1xf32>
    %b155 = "tosa.const"() <{value = dense_resource<w39_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %156 = "tosa.depthwise_conv2d"(%153, %w154, %b155) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<3x3x128x1xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm157 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %158 = "tosa.transpose"(%156, %perm157) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %159 = "tosa.clamp"(%158) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm160 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %161 = "tosa.transpose"(%159, %perm160) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w162 = "tosa.const"() <{value = dense_resource<w40_128x1x1x128> : tensor<128x1x1x128xf32>}> : () -> tensor<128x1x1x128xf32>
    %b163 = "tosa.const"() <{value = dense_resource<w41_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %164 = "tosa.conv2d"(%161, %w162, %b163) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<128x1x1x128xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm165 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %166 = "tosa.transpose"(%164, %perm165) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %167 = "tosa.clamp"(%166) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm168 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %169 = "tosa.transpose"(%167, %perm168) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w170 = "tosa.const"() <{value = dense_resource<w42_3x3x128x1> : tensor<3x3x128x1xf32>}> : () -> tensor<3x3x128x1xf32>
    %b171 = "tosa.const"() <{value = dense_resource<w43_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %172 = "tosa.depthwise_conv2d"(%169, %w170, %b171) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<3x3x128x1xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm173 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %174 = "tosa.transpose"(%172, %perm173) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %175 = "tosa.clamp"(%174) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm176 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %177 = "tosa.transpose"(%175, %perm176) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w178 = "tosa.const"() <{value = dense_resource<w44_128x1x1x128> : tensor<128x1x1x128xf32>}> : () -> tensor<128x1x1x128xf32>
    %b179 = "tosa.const"() <{value = dense_resource<w45_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %180 = "tosa.conv2d"(%177, %w178, %b179) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x128xf32>, tensor<128x1x1x128xf32>, tensor<128xf32>) -> tensor<1x6x6x128xf32>
    %perm181 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %182 = "tosa.transpose"(%180, %perm181) : (tensor<1x6x6x128xf32>, tensor<4xi32>) -> tensor<1x128x6x6xf32>
    %183 = "tosa.clamp"(%182) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x6x6xf32>) -> tensor<1x128x6x6xf32>
    %perm184 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %185 = "tosa.transpose"(%183, %perm184) : (tensor<1x128x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x128xf32>
    %w186 = "tosa.const"() <{value = dense_resource<w46_3x3x128x1> : tensor<3x3x128x1xf32>}> : () -> tensor<3x3x128x1xf32>
    %b187 = "tosa.const"() <{value = dense_resource<w47_128> : tensor<128xf32>}> : () -> tensor<128xf32>
    %188 = "tosa.depthwise_conv2d"(%185, %w186, %b187) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x6x6x128xf32>, tensor<3x3x128x1xf32>, tensor<128xf32>) -> tensor<1x3x3x128xf32>
    %perm189 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %190 = "tosa.transpose"(%188, %perm189) : (tensor<1x3x3x128xf32>, tensor<4xi32>) -> tensor<1x128x3x3xf32>
    %191 = "tosa.clamp"(%190) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128x3x3xf32>) -> tensor<1x128x3x3xf32>
    %perm192 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %193 = "tosa.transpose"(%191, %perm192) : (tensor<1x128x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x128xf32>
    %w194 = "tosa.const"() <{value = dense_resource<w48_256x1x1x128> : tensor<256x1x1x128xf32>}> : () -> tensor<256x1x1x128xf32>
    %b195 = "tosa.const"() <{value = dense_resource<w49_256> : tensor<256xf32>}> : () -> tensor<256xf32>
    %196 = "tosa.conv2d"(%193, %w194, %b195) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x128xf32>, tensor<256x1x1x128xf32>, tensor<256xf32>) -> tensor<1x3x3x256xf32>
    %perm197 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %198 = "tosa.transpose"(%196, %perm197) : (tensor<1x3x3x256xf32>, tensor<4xi32>) -> tensor<1x256x3x3xf32>
    %199 = "tosa.clamp"(%198) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %perm200 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %201 = "tosa.transpose"(%199, %perm200) : (tensor<1x256x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x256xf32>
    %w202 = "tosa.const"() <{value = dense_resource<w50_3x3x256x1> : tensor<3x3x256x1xf32>}> : () -> tensor<3x3x256x1xf32>
    %b203 = "tosa.const"() <{value = dense_resource<w51_256> : tensor<256xf32>}> : () -> tensor<256xf32>
    %204 = "tosa.depthwise_conv2d"(%201, %w202, %b203) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x256xf32>, tensor<3x3x256x1xf32>, tensor<256xf32>) -> tensor<1x3x3x256xf32>
    %perm205 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %206 = "tosa.transpose"(%204, %perm205) : (tensor<1x3x3x256xf32>, tensor<4xi32>) -> tensor<1x256x3x3xf32>
    %207 = "tosa.clamp"(%206) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %perm208 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %209 = "tosa.transpose"(%207, %perm208) : (tensor<1x256x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x256xf32>
    %w210 = "tosa.const"() <{value = dense_resource<w52_256x1x1x256> : tensor<256x1x1x256xf32>}> : () -> tensor<256x1x1x256xf32>
    %b211 = "tosa.const"() <{value = dense_resource<w53_256> : tensor<256xf32>}> : () -> tensor<256xf32>
    %212 = "tosa.conv2d"(%209, %w210, %b211) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x256xf32>, tensor<256x1x1x256xf32>, tensor<256xf32>) -> tensor<1x3x3x256xf32>
    %perm213 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %214 = "tosa.transpose"(%212, %perm213) : (tensor<1x3x3x256xf32>, tensor<4xi32>) -> tensor<1x256x3x3xf32>
    %215 = "tosa.clamp"(%214) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x256x3x3xf32>) -> tensor<1x256x3x3xf32>
    %perm216 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %217 = "tosa.transpose"(%215, %perm216) : (tensor<1x256x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x256xf32>
    %218 = "tosa.avg_pool2d"(%217) <{acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 3, 3>}> : (tensor<1x3x3x256xf32>) -> tensor<1x1x1x256xf32>
    %perm219 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %220 = "tosa.transpose"(%218, %perm219) : (tensor<1x1x1x256xf32>, tensor<4xi32>) -> tensor<1x256x1x1xf32>
    %221 = "tosa.reshape"(%220) <{new_shape = array<i64: 1, 256>}> : (tensor<1x256x1x1xf32>) -> tensor<1x256xf32>
    %222 = "tosa.reshape"(%221) <{new_shape = array<i64: 1, 1, 256>}> : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %w223 = "tosa.const"() <{value = dense_resource<w54_1x256x2> : tensor<1x256x2xf32>}> : () -> tensor<1x256x2xf32>
    %224 = "tosa.matmul"(%222, %w223) : (tensor<1x1x256xf32>, tensor<1x256x2xf32>) -> tensor<1x1x2xf32>
    %225 = "tosa.reshape"(%224) <{new_shape = array<i64: 1, 2>}> : (tensor<1x1x2xf32>) -> tensor<1x2xf32>
    %b226 = "tosa.const"() <{value = dense_resource<w55_1x2> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    %227 = "tosa.add"(%225, %b226) : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<1x2xf32>
    %228 = "tosa.reduce_max"(%227) <{axis = 1 : i32}> : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %229 = "tosa.sub"(%227, %228) : (tensor<1x2xf32>, tensor<1x1xf32>) -> tensor<1x2xf32>
    %230 = "tosa.exp"(%229) : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %231 = "tosa.reduce_sum"(%230) <{axis = 1 : i32}> : (tensor<1x2xf32>) -> tensor<1x1xf32>
    %232 = "tosa.reciprocal"(%231) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %233 = "tosa.mul"(%230, %232) <{shift = 0 : i8}> : (tensor<1x2xf32>, tensor<1x1xf32>) -> tensor<1x2xf32>
    return %233 : tensor<1x2xf32>
  }
}
// npk-weights: w0_8x3x3x3 864
// npk-weights: w1_8 32
// npk-weights: w2_3x3x8x1 288
// npk-weights: w3_8 32
// npk-weights: w4_16x1x1x8 512
// npk-weights: w5_16 64
// npk-weights: w6_3x3x16x1 576
// npk-weights: w7_16 64
// npk-weights: w8_32x1x1x16 2048
// npk-weights: w9_32 128
// npk-weights: w10_3x3x32x1 1152
// npk-weights: w11_32 128
// npk-weights: w12_32x1x1x32 4096
// npk-weights: w13_32 128
// npk-weights: w14_3x3x32x1 1152
// npk-weights: w15_32 128
// npk-weights: w16_64x1x1x32 8192
// npk-weights: w17_64 256
// npk-weights: w18_3x3x64x1 2304
// npk-weights: w19_64 256
// npk-weights: w20_64x1x1x64 16384
// npk-weights: w21_64 256
// npk-weights: w22_3x3x64x1 2304
// npk-weights: w23_64 256
// npk-weights: w24_128x1x1x64 32768
// npk-weights: w25_128 512
// npk-weights: w26_3x3x128x1 4608
// npk-weights: w27_128 512
// npk-weights: w28_128x1x1x128 65536
// npk-weights: w29_128 512
// npk-weights: w30_3x3x128x1 4608
// npk-weights: w31_128 512
// npk-weights: w32_128x1x1x128 65536
// npk-weights: w33_128 512
// npk-weights: w34_3x3x128x1 4608
// npk-weights: w35_128 512
// npk-weights: w36_128x1x1x128 65536
// npk-weights: w37_128 512
// npk-weights: w38_3x3x128x1 4608
// npk-weights: w39_128 512
// npk-weights: w40_128x1x1x128 65536
// npk-weights: w41_128 512
// npk-weights: w42_3x3x128x1 4608
// npk-weights: w43_128 512
// npk-weights: w44_128x1x1x128 65536
// npk-weights: w45_128 512
// npk-weights: w46_3x3x128x1 4608
// npk-weights: w47_128 512
// npk-weights: w48_256x1x1x128 131072
// npk-weights: w49_256 1024
// npk-weights: w50_3x3x256x1 9216
// npk-weights: w51_256 1024
// npk-weights: w52_256x1x1x256 262144
// npk-weights: w53_256 1024
// npk-weights: w54_1x256x2 2048
// npk-weights: w55_1x2 8
