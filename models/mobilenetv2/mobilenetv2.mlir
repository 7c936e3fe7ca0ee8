// mobilenetv2: MobileNetV2 alpha 0.35, 96x96x3, 10 classes
// 408938 parameters, 10666928 MACs at batch 1; made by models/mobilenetv2/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @mobilenetv2(%input_1: tensor<1x3x96x96xf32>) -> (tensor<1x10xf32>) {
    %perm0 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "tosa.transpose"(%input_1, %perm0) : (tensor<1x3x96x96xf32>, tensor<4xi32>) -> tensor<1x96x96x3xf32>
    %w2 = "tosa.const"() <{value = dense_resource<w0_16x3x3x3> : tensor<16x3x3x3xf32>}> : () -> tensor<16x3x3x3xf32>
    %b3 = "tosa.const"() <{value = dense_resource<w1_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %4 = "tosa.conv2d"(%1, %w2, %b3) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x96x96x3xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>) -> tensor<1x48x48x16xf32>
    %perm5 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %6 = "tosa.transpose"(%4, %perm5) : (tensor<1x48x48x16xf32>, tensor<4xi32>) -> tensor<1x16x48x48xf32>
    %7 = "tosa.clamp"(%6) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x48x48xf32>) -> tensor<1x16x48x48xf32>
    %perm8 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %9 = "tosa.transpose"(%7, %perm8) : (tensor<1x16x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x16xf32>
    %w10 = "tosa.const"() <{value = dense_resource<w2_3x3x16x1> : tensor<3x3x16x1xf32>}> : () -> tensor<3x3x16x1xf32>
    %b11 = "tosa.const"() <{value = dense_resource<w3_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %12 = "tosa.depthwise_conv2d"(%9, %w10, %b11) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x48x48x16xf32>, tensor<3x3x16x1xf32>, tensor<16xf32>) -> tensor<1x48x48x16xf32>
    %perm13 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %14 = "tosa.transpose"(%12, %perm13) : (tensor<1x48x48x16xf32>, tensor<4xi32>) -> tensor<1x16x48x48xf32>
    %15 = "tosa.clamp"(%14) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x48x48xf32>) -> tensor<1x16x48x48xf32>
    %perm16 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %17 = "tosa.transpose"(%15, %perm16) : (tensor<1x16x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x16xf32>
    %w18 = "tosa.const"() <{value = dense_resource<w4_8x1x1x16> : tensor<8x1x1x16xf32>}> : () -> tensor<8x1x1x16xf32>
    %b19 = "tosa.const"() <{value = dense_resource<w5_8> : tensor<8xf32>}> : () -> tensor<8xf32>
    %20 = "tosa.conv2d"(%17, %w18, %b19) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x48x48x16xf32>, tensor<8x1x1x16xf32>, tensor<8xf32>) -> tensor<1x48x48x8xf32>
    %perm21 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %22 = "tosa.transpose"(%20, %perm21) : (tensor<1x48x48x8xf32>, tensor<4xi32>) -> tensor<1x8x48x48xf32>
    %perm23 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %24 = "tosa.transpose"(%22, %perm23) : (tensor<1x8x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x8xf32>
    %w25 = "tosa.const"() <{value = dense_resource<w6_48x1x1x8> : tensor<48x1x1x8xf32>}> : () -> tensor<48x1x1x8xf32>
    %b26 = "tosa.const"() <{value = dense_resource<w7_48> : tensor<48xf32>}> : () -> tensor<48xf32>
    %27 = "tosa.conv2d"(%24, %w25, %b26) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x48x48x8xf32>, tensor<48x1x1x8xf32>, tensor<48xf32>) -> tensor<1x48x48x48xf32>
    %perm28 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %29 = "tosa.transpose"(%27, %perm28) : (tensor<1x48x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x48xf32>
    %30 = "tosa.clamp"(%29) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x48x48x48xf32>) -> tensor<1x48x48x48xf32>
    %perm31 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %32 = "tosa.transpose"(%30, %perm31) : (tensor<1x48x48x48xf32>, tensor<4xi32>) -> tensor<1x48x48x48xf32>
    %w33 = "tosa.const"() <{value = dense_resource<w8_3x3x48x1> : tensor<3x3x48x1xf32>}> : () -> tensor<3x3x48x1xf32>
    %b34 = "tosa.const"() <{value = dense_resource<w9_48> : tensor<48xf32>}> : () -> tensor<48xf32>
    %35 = "tosa.depthwise_conv2d"(%32, %w33, %b34) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x48x48x48xf32>, tensor<3x3x48x1xf32>, tensor<48xf32>) -> tensor<1x24x24x48xf32>
    %perm36 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %37 = "tosa.transpose"(%35, %perm36) : (tensor<1x24x24x48xf32>, tensor<4xi32>) -> tensor<1x48x24x24xf32>
    %38 = "tosa.clamp"(%37) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x48x24x24xf32>) -> tensor<1x48x24x24xf32>
    %perm39 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %40 = "tosa.transpose"(%38, %perm39) : (tensor<1x48x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x48xf32>
    %w41 = "tosa.const"() <{value = dense_resource<w10_8x1x1x48> : tensor<8x1x1x48xf32>}> : () -> tensor<8x1x1x48xf32>
    %b42 = "tosa.const"() <{value = dense_resource<w11_8> : tensor<8xf32>}> : () -> tensor<8xf32>
    %43 = "tosa.conv2d"(%40, %w41, %b42) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x48xf32>, tensor<8x1x1x48xf32>, tensor<8xf32>) -> tensor<1x24x24x8xf32>
    %perm44 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %45 = "tosa.transpose"(%43, %perm44) : (tensor<1x24x24x8xf32>, tensor<4xi32>) -> tensor<1x8x24x24xf32>
    %perm46 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %47 = "tosa.transpose"(%45, %perm46) : (tensor<1x8x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x8xf32>
    %w48 = "tosa.const"() <{value = dense_resource<w12_48x1x1x8> : tensor<48x1x1x8xf32>}> : () -> tensor<48x1x1x8xf32>
    %b49 = "tosa.const"() <{value = dense_resource<w13_48> : tensor<48xf32>}> : () -> tensor<48xf32>
    %50 = "tosa.conv2d"(%47, %w48, %b49) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x8xf32>, tensor<48x1x1x8xf32>, tensor<48xf32>) -> tensor<1x24x24x48xf32>
    %perm51 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %52 = "tosa.transpose"(%50, %perm51) : (tensor<1x24x24x48xf32>, tensor<4xi32>) -> tensor<1x48x24x24xf32>
    %53 = "tosa.clamp"(%52) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x48x24x24xf32>) -> tensor<1x48x24x24xf32>
    %perm54 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %55 = "tosa.transpose"(%53, %perm54) : (tensor<1x48x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x48xf32>
    %w56 = "tosa.const"() <{value = dense_resource<w14_3x3x48x1> : tensor<3x3x48x1xf32>}> : () -> tensor<3x3x48x1xf32>
    %b57 = "tosa.const"() <{value = dense_resource<w15_48> : tensor<48xf32>}> : () -> tensor<48xf32>
    %58 = "tosa.depthwise_conv2d"(%55, %w56, %b57) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x48xf32>, tensor<3x3x48x1xf32>, tensor<48xf32>) -> tensor<1x24x24x48xf32>
    %perm59 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %60 = "tosa.transpose"(%58, %perm59) : (tensor<1x24x24x48xf32>, tensor<4xi32>) -> tensor<1x48x24x24xf32>
    %61 = "tosa.clamp"(%60) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x48x24x24xf32>) -> tensor<1x48x24x24xf32>
    %perm62 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %63 = "tosa.transpose"(%61, %perm62) : (tensor<1x48x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x48xf32>
    %w64 = "tosa.const"() <{value = dense_resource<w16_8x1x1x48> : tensor<8x1x1x48xf32>}> : () -> tensor<8x1x1x48xf32>
    %b65 = "tosa.const"() <{value = dense_resource<w17_8> : tensor<8xf32>}> : () -> tensor<8xf32>
    %66 = "tosa.conv2d"(%63, %w64, %b65) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x48xf32>, tensor<8x1x1x48xf32>, tensor<8xf32>) -> tensor<1x24x24x8xf32>
    %perm67 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %68 = "tosa.transpose"(%66, %perm67) : (tensor<1x24x24x8xf32>, tensor<4xi32>) -> tensor<1x8x24x24xf32>
    %69 = "tosa.add"(%45, %68) : (tensor<1x8x24x24xf32>, tensor<1x8x24x24xf32>) -> tensor<1x8x24x24xf32>
    %perm70 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %71 = "tosa.transpose"(%69, %perm70) : (tensor<1x8x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x8xf32>
    %w72 = "tosa.const"() <{value = dense_resource<w18_48x1x1x8> : tensor<48x1x1x8xf32>}> : () -> tensor<48x1x1x8xf32>
    %b73 = "tosa.const"() <{value = dense_resource<w19_48> : tensor<48xf32>}> : () -> tensor<48xf32>
    %74 = "tosa.conv2d"(%71, %w72, %b73) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x24x24x8xf32>, tensor<48x1x1x8xf32>, tensor<48xf32>) -> tensor<1x24x24x48xf32>
    %perm75 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %76 = "tosa.transpose"(%74, %perm75) : (tensor<1x24x24x48xf32>, tensor<4xi32>) -> tensor<1x48x24x24xf32>
    %77 = "tosa.clamp"(%76) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x48x24x24xf32>) -> tensor<1x48x24x24xf32>
    %perm78 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %79 = "tosa.transpose"(%77, %perm78) : (tensor<1x48x24x24xf32>, tensor<4xi32>) -> tensor<1x24x24x48xf32>
    %w80 = "tosa.const"() <{value = dense_resource<w20_3x3x48x1> : tensor<3x3x48x1xf32>}> : () -> tensor<3x3x48x1xf32>
    %b81 = "tosa.const"() <{value = dense_resource<w21_48> : tensor<48xf32>}> : () -> tensor<48xf32>
    %82 = "tosa.depthwise_conv2d"(%79, %w80, %b81) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x24x24x48xf32>, tensor<3x3x48x1xf32>, tensor<48xf32>) -> tensor<1x12x12x48xf32>
    %perm83 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %84 = "tosa.transpose"(%82, %perm83) : (tensor<1x12x12x48xf32>, tensor<4xi32>) -> tensor<1x48x12x12xf32>
    %85 = "tosa.clamp"(%84) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x48x12x12xf32>) -> tensor<1x48x12x12xf32>
    %perm86 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %87 = "tosa.transpose"(%85, %perm86) : (tensor<1x48x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x48xf32>
    %w88 = "tosa.const"() <{value = dense_resource<w22_16x1x1x48> : tensor<16x1x1x48xf32>}> : () -> tensor<16x1x1x48xf32>
    %b89 = "tosa.const"() <{value = dense_resource<w23_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %90 = "tosa.conv2d"(%87, %w88, %b89) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x48xf32>, tensor<16x1x1x48xf32>, tensor<16xf32>) -> tensor<1x12x12x16xf32>
    %perm91 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %92 = "tosa.transpose"(%90, %perm91) : (tensor<1x12x12x16xf32>, tensor<4xi32>) -> tensor<1x16x12x12xf32>
    %perm93 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %94 = "tosa.transpose"(%92, %perm93) : (tensor<1x16x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x16xf32>
    %w95 = "tosa.const"() <{value = dense_resource<w24_96x1x1x16> : tensor<96x1x1x16xf32>}> : () -> tensor<96x1x1x16xf32>
    %b96 = "tosa.const"() <{value = dense_resource<w25_96> : tensor<96xf32>}> : () -> tensor<96xf32>
    %97 = "tosa.conv2d"(%94, %w95, %b96) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x16xf32>, tensor<96x1x1x16xf32>, tensor<96xf32>) -> tensor<1x12x12x96xf32>
    %perm98 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %99 = "tosa.transpose"(%97, %perm98) : (tensor<1x12x12x96xf32>, tensor<4xi32>) -> tensor<1x96x12x12xf32>
    %100 = "tosa.clamp"(%99) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x96x12x12xf32>) -> tensor<1x96x12x12xf32>
    %perm101 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %102 = "tosa.transpose"(%100, %perm101) : (tensor<1x96x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x96xf32>
    %w103 = "tosa.const"() <{value = dense_resource<w26_3x3x96x1> : tensor<3x3x96x1xf32>}> : () -> tensor<3x3x96x1xf32>
    %b104 = "tosa.const"() <{value = dense_resource<w27_96> : tensor<96xf32>}> : () -> tensor<96xf32>
    %105 = "tosa.depthwise_conv2d"(%102, %w103, %b104) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x96xf32>, tensor<3x3x96x1xf32>, tensor<96xf32>) -> tensor<1x12x12x96xf32>
    %perm106 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %107 = "tosa.transpose"(%105, %perm106) : (tensor<1x12x12x96xf32>, tensor<4xi32>) -> tensor<1x96x12x12xf32>
    %108 = "tosa.clamp"(%107) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x96x12x12xf32>) -> tensor<1x96x12x12xf32>
    %perm109 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %110 = "tosa.transpose"(%108, %perm109) : (tensor<1x96x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x96xf32>
    %w111 = "tosa.const"() <{value = dense_resource<w28_16x1x1x96> : tensor<16x1x1x96xf32>}> : () -> tensor<16x1x1x96xf32>
    %b112 = "tosa.const"() <{value = dense_resource<w29_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %113 = "tosa.conv2d"(%110, %w111, %b112) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x96xf32>, tensor<16x1x1x96xf32>, tensor<16xf32>) -> tensor<1x12x12x16xf32>
    %perm114 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %115 = "tosa.transpose"(%113, %perm114) : (tensor<1x12x12x16xf32>, tensor<4xi32>) -> tensor<1x16x12x12xf32>
    %116 = "tosa.add"(%92, %115) : (tensor<1x16x12x12xf32>, tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %perm117 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %118 = "tosa.transpose"(%116, %perm117) : (tensor<1x16x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x16xf32>
    %w119 = "tosa.const"() <{value = dense_resource<w30_96x1x1x16> : tensor<96x1x1x16xf32>}> : () -> tensor<96x1x1x16xf32>
    %b120 = "tosa.const"() <{value = dense_resource<w31_96> : tensor<96xf32>}> : () -> tensor<96xf32>
    %121 = "tosa.conv2d"(%118, %w119, %b120) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x16xf32>, tensor<96x1x1x16xf32>, tensor<96xf32>) -> tensor<1x12x12x96xf32>
    %perm122 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %123 = "tosa.transpose"(%121, %perm122) : (tensor<1x12x12x96xf32>, tensor<4xi32>) -> tensor<1x96x12x12xf32>
    %124 = "tosa.clamp"(%123) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x96x12x12xf32>) -> tensor<1x96x12x12xf32>
    %perm125 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %126 = "tosa.transpose"(%124, %perm125) : (tensor<1x96x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x96xf32>
    %w127 = "tosa.const"() <{value = dense_resource<w32_3x3x96x1> : tensor<3x3x96x1xf32>}> : () -> tensor<3x3x96x1xf32>
    %b128 = "tosa.const"() <{value = dense_resource<w33_96> : tensor<96xf32>}> : () -> tensor<96xf32>
    %129 = "tosa.depthwise_conv2d"(%126, %w127, %b128) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x96xf32>, tensor<3x3x96x1xf32>, tensor<96xf32>) -> tensor<1x12x12x96xf32>
    %perm130 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %131 = "tosa.transpose"(%129, %perm130) : (tensor<1x12x12x96xf32>, tensor<4xi32>) -> tensor<1x96x12x12xf32>
    %132 = "tosa.clamp"(%131) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x96x12x12xf32>) -> tensor<1x96x12x12xf32>
    %perm133 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %134 = "tosa.transpose"(%132, %perm133) : (tensor<1x96x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x96xf32>
    %w135 = "tosa.const"() <{value = dense_resource<w34_16x1x1x96> : tensor<16x1x1x96xf32>}> : () -> tensor<16x1x1x96xf32>
    %b136 = "tosa.const"() <{value = dense_resource<w35_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %137 = "tosa.conv2d"(%134, %w135, %b136) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x96xf32>, tensor<16x1x1x96xf32>, tensor<16xf32>) -> tensor<1x12x12x16xf32>
    %perm138 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %139 = "tosa.transpose"(%137, %perm138) : (tensor<1x12x12x16xf32>, tensor<4xi32>) -> tensor<1x16x12x12xf32>
    %140 = "tosa.add"(%116, %139) : (tensor<1x16x12x12xf32>, tensor<1x16x12x12xf32>) -> tensor<1x16x12x12xf32>
    %perm141 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %142 = "tosa.transpose"(%140, %perm141) : (tensor<1x16x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x16xf32>
    %w143 = "tosa.const"() <{value = dense_resource<w36_96x1x1x16> : tensor<96x1x1x16xf32>}> : () -> tensor<96x1x1x16xf32>
    %b144 = "tosa.const"() <{value = dense_resource<w37_96> : tensor<96xf32>}> : () -> tensor<96xf32>
    %145 = "tosa.conv2d"(%142, %w143, %b144) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x12x12x16xf32>, tensor<96x1x1x16xf32>, tensor<96xf32>) -> tensor<1x12x12x96xf32>
    %perm146 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %147 = "tosa.transpose"(%145, %perm146) : (tensor<1x12x12x96xf32>, tensor<4xi32>) -> tensor<1x96x12x12xf32>
    %148 = "tosa.clamp"(%147) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x96x12x12xf32>) -> tensor<1x96x12x12xf32>
    %perm149 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %150 = "tosa.transpose"(%148, %perm149) : (tensor<1x96x12x12xf32>, tensor<4xi32>) -> tensor<1x12x12x96xf32>
    %w151 = "tosa.const"() <{value = dense_resource<w38_3x3x96x1> : tensor<3x3x96x1xf32>}> : () -> tensor<3x3x96x1xf32>
    %b152 = "tosa.const"() <{value = dense_resource<w39_96> : tensor<96xf32>}> : () -> tensor<96xf32>
    %153 = "tosa.depthwise_conv2d"(%150, %w151, %b152) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x12x12x96xf32>, tensor<3x3x96x1xf32>, tensor<96xf32>) -> tensor<1x6x6x96xf32>
    %perm154 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %155 = "tosa.transpose"(%153, %perm154) : (tensor<1x6x6x96xf32>, tensor<4xi32>) -> tensor<1x96x6x6xf32>
    %156 = "tosa.clamp"(%155) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x96x6x6xf32>) -> tensor<1x96x6x6xf32>
    %perm157 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %158 = "tosa.transpose"(%156, %perm157) : (tensor<1x96x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x96xf32>
    %w159 = "tosa.const"() <{value = dense_resource<w40_24x1x1x96> : tensor<24x1x1x96xf32>}> : () -> tensor<24x1x1x96xf32>
    %b160 = "tosa.const"() <{value = dense_resource<w41_24> : tensor<24xf32>}> : () -> tensor<24xf32>
    %161 = "tosa.conv2d"(%158, %w159, %b160) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x96xf32>, tensor<24x1x1x96xf32>, tensor<24xf32>) -> tensor<1x6x6x24xf32>
    %perm162 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %163 = "tosa.transpose"(%161, %perm162) : (tensor<1x6x6x24xf32>, tensor<4xi32>) -> tensor<1x24x6x6xf32>
    %perm164 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %165 = "tosa.transpose"(%163, %perm164) : (tensor<1x24x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x24xf32>
    %w166 = "tosa.const"() <{value = dense_resource<w42_144x1x1x24> : tensor<144x1x1x24xf32>}> : () -> tensor<144x1x1x24xf32>
    %b167 = "tosa.const"() <{value = dense_resource<w43_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %168 = "tosa.conv2d"(%165, %w166, %b167) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x24xf32>, tensor<144x1x1x24xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm169 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %170 = "tosa.transpose"(%168, %perm169) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %171 = "tosa.clamp"(%170) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm172 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %173 = "tosa.transpose"(%171, %perm172) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w174 = "tosa.const"() <{value = dense_resource<w44_3x3x144x1> : tensor<3x3x144x1xf32>}> : () -> tensor<3x3x144x1xf32>
    %b175 = "tosa.const"() <{value = dense_resource<w45_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %176 = "tosa.depthwise_conv2d"(%173, %w174, %b175) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<3x3x144x1xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm177 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %178 = "tosa.transpose"(%176, %perm177) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %179 = "tosa.clamp"(%178) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm180 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %181 = "tosa.transpose"(%179, %perm180) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w182 = "tosa.const"() <{value = dense_resource<w46_24x1x1x144> : tensor<24x1x1x144xf32>}> : () -> tensor<24x1x1x144xf32>
    %b183 = "tosa.const"() <{value = dense_resource<w47_24> : tensor<24xf32>}> : () -> tensor<24xf32>
    %184 = "tosa.conv2d"(%181, %w182, %b183) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<24x1x1x144xf32>, tensor<24xf32>) -> tensor<1x6x6x24xf32>
    %perm185 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %186 = "tosa.transpose"(%184, %perm185) : (tensor<1x6x6x24xf32>, tensor<4xi32>) -> tensor<1x24x6x6xf32>
    %187 = "tosa.add"(%163, %186) : (tensor<1x24x6x6xf32>, tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32>
    %perm188 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %189 = "tosa.transpose"(%187, %perm188) : (tensor<1x24x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x24xf32>
    %w190 = "tosa.const"() <{value = dense_resource<w48_144x1x1x24> : tensor<144x1x1x24xf32>}> : () -> tensor<144x1x1x24xf32>
    %b191 = "tosa.const"() <{value = dense_resource<w49_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %192 = "tosa.conv2d"(%189, %w190, %b191) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x24xf32>, tensor<144x1x1x24xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm193 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %194 = "tosa.transpose"(%192, %perm193) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %195 = "tosa.clamp"(%194) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm196 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %197 = "tosa.transpose"(%195, %perm196) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w198 = "tosa.const"() <{value = dense_resource<w50_3x3x144x1> : tensor<3x3x144x1xf32>}> : () -> tensor<3x3x144x1xf32>
    %b199 = "tosa.const"() <{value = dense_resource<w51_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %200 = "tosa.depthwise_conv2d"(%197, %w198, %b199) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<3x3x144x1xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm201 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %202 = "tosa.transpose"(%200, %perm201) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %203 = "tosa.clamp"(%202) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm204 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %205 = "tosa.transpose"(%203, %perm204) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w206 = "tosa.const"() <{value = dense_resource<w52_24x1x1x144> : tensor<24x1x1x144xf32>}> : () -> tensor<24x1x1x144xf32>
    %b207 = "tosa.const"() <{value = dense_resource<w53_24> : tensor<24xf32>}> : () -> tensor<24xf32>
    %208 = "tosa.conv2d"(%205, %w206, %b207) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<24x1x1x144xf32>, tensor<24xf32>) -> tensor<1x6x6x24xf32>
    %perm209 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %210 = "tosa.transpose"(%208, %perm209) : (tensor<1x6x6x24xf32>, tensor<4xi32>) -> tensor<1x24x6x6xf32>
    %211 = "tosa.add"(%187, %210) : (tensor<1x24x6x6xf32>, tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32>
    %perm212 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %213 = "tosa.transpose"(%211, %perm212) : (tensor<1x24x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x24xf32>
    %w214 = "tosa.const"() <{value = dense_resource<w54_144x1x1x24> : tensor<144x1x1x24xf32>}> : () -> tensor<144x1x1x24xf32>
    %b215 = "tosa.const"() <{value = dense_resource<w55_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %216 = "tosa.conv2d"(%213, %w214, %b215) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x24xf32>, tensor<144x1x1x24xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm217 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %218 = "tosa.transpose"(%216, %perm217) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %219 = "tosa.clamp"(%218) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm220 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %221 = "tosa.transpose"(%219, %perm220) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w222 = "tosa.const"() <{value = dense_resource<w56_3x3x144x1> : tensor<3x3x144x1xf32>}> : () -> tensor<3x3x144x1xf32>
    %b223 = "tosa.const"() <{value = dense_resource<w57_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %224 = "tosa.depthwise_conv2d"(%221, %w222, %b223) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<3x3x144x1xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm225 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %226 = "tosa.transpose"(%224, %perm225) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %227 = "tosa.clamp"(%226) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm228 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %229 = "tosa.transpose"(%227, %perm228) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w230 = "tosa.const"() <{value = dense_resource<w58_24x1x1x144> : tensor<24x1x1x144xf32>}> : () -> tensor<24x1x1x144xf32>
    %b231 = "tosa.const"() <{value = dense_resource<w59_24> : tensor<24xf32>}> : () -> tensor<24xf32>
    %232 = "tosa.conv2d"(%229, %w230, %b231) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<24x1x1x144xf32>, tensor<24xf32>) -> tensor<1x6x6x24xf32>
    %perm233 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %234 = "tosa.transpose"(%232, %perm233) : (tensor<1x6x6x24xf32>, tensor<4xi32>) -> tensor<1x24x6x6xf32>
    %235 = "tosa.add"(%211, %234) : (tensor<1x24x6x6xf32>, tensor<1x24x6x6xf32>) -> tensor<1x24x6x6xf32>
    %perm236 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %237 = "tosa.transpose"(%235, %perm236) : (tensor<1x24x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x24xf32>
    %w238 = "tosa.const"() <{value = dense_resource<w60_144x1x1x24> : tensor<144x1x1x24xf32>}> : () -> tensor<144x1x1x24xf32>
    %b239 = "tosa.const"() <{value = dense_resource<w61_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %240 = "tosa.conv2d"(%237, %w238, %b239) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x24xf32>, tensor<144x1x1x24xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm241 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %242 = "tosa.transpose"(%240, %perm241) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %243 = "tosa.clamp"(%242) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm244 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %245 = "tosa.transpose"(%243, %perm244) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w246 = "tosa.const"() <{value = dense_resource<w62_3x3x144x1> : tensor<3x3x144x1xf32>}> : () -> tensor<3x3x144x1xf32>
    %b247 = "tosa.const"() <{value = dense_resource<w63_144> : tensor<144xf32>}> : () -> tensor<144xf32>
    %248 = "tosa.depthwise_conv2d"(%245, %w246, %b247) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<3x3x144x1xf32>, tensor<144xf32>) -> tensor<1x6x6x144xf32>
    %perm249 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %250 = "tosa.transpose"(%248, %perm249) : (tensor<1x6x6x144xf32>, tensor<4xi32>) -> tensor<1x144x6x6xf32>
    %251 = "tosa.clamp"(%250) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x144x6x6xf32>) -> tensor<1x144x6x6xf32>
    %perm252 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %253 = "tosa.transpose"(%251, %perm252) : (tensor<1x144x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x144xf32>
    %w254 = "tosa.const"() <{value = dense_resource<w64_32x1x1x144> : tensor<32x1x1x144xf32>}> : () -> tensor<32x1x1x144xf32>
    %b255 = "tosa.const"() <{value = dense_resource<w65_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %256 = "tosa.conv2d"(%253, %w254, %b255) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x144xf32>, tensor<32x1x1x144xf32>, tensor<32xf32>) -> tensor<1x6x6x32xf32>
    %perm257 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %258 = "tosa.transpose"(%256, %perm257) : (tensor<1x6x6x32xf32>, tensor<4xi32>) -> tensor<1x32x6x6xf32>
    %perm259 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %260 = "tosa.transpose"(%258, %perm259) : (tensor<1x32x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x32xf32>
    %w261 = "tosa.const"() <{value = dense_resource<w66_192x1x1x32> : tensor<192x1x1x32xf32>}> : () -> tensor<192x1x1x32xf32>
    %b262 = "tosa.const"() <{value = dense_resource<w67_192> : tensor<192xf32>}> : () -> tensor<192xf32>
    %263 = "tosa.conv2d"(%260, %w261, %b262) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x32xf32>, tensor<192x1x1x32xf32>, tensor<192xf32>) -> tensor<1x6x6x192xf32>
    %perm264 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %265 = "tosa.transpose"(%263, %perm264) : (tensor<1x6x6x192xf32>, tensor<4xi32>) -> tensor<1x192x6x6xf32>
    %266 = "tosa.clamp"(%265) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x192x6x6xf32>) -> tensor<1x192x6x6xf32>
    %perm267 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %268 = "tosa.transpose"(%266, %perm267) : (tensor<1x192x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x192xf32>
    %w269 = "tosa.const"() <{value = dense_resource<w68_3x3x192x1> : tensor<3x3x192x1xf32>}> : () -> tensor<3x3x192x1xf32>
    %b270 = "tosa.const"() <{value = dense_resource<w69_192> : tensor<192xf32>}> : () -> tensor<192xf32>
    %271 = "tosa.depthwise_conv2d"(%268, %w269, %b270) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x192xf32>, tensor<3x3x192x1xf32>, tensor<192xf32>) -> tensor<1x6x6x192xf32>
    %perm272 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %273 = "tosa.transpose"(%271, %perm272) : (tensor<1x6x6x192xf32>, tensor<4xi32>) -> tensor<1x192x6x6xf32>
    %274 = "tosa.clamp"(%273) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x192x6x6xf32>) -> tensor<1x192x6x6xf32>
    %perm275 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %276 = "tosa.transpose"(%274, %perm275) : (tensor<1x192x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x192xf32>
    %w277 = "tosa.const"() <{value = dense_resource<w70_32x1x1x192> : tensor<32x1x1x192xf32>}> : () -> tensor<32x1x1x192xf32>
    %b278 = "tosa.const"() <{value = dense_resource<w71_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %279 = "tosa.conv2d"(%276, %w277, %b278) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x192xf32>, tensor<32x1x1x192xf32>, tensor<32xf32>) -> tensor<1x6x6x32xf32>
    %perm280 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %281 = "tosa.transpose"(%279, %perm280) : (tensor<1x6x6x32xf32>, tensor<4xi32>) -> tensor<1x32x6x6xf32>
    %282 = "tosa.add"(%258, %281) : (tensor<1x32x6x6xf32>, tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
    %perm283 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %284 = "tosa.transpose"(%282, %perm283) : (tensor<1x32x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x32xf32>
    %w285 = "tosa.const"() <{value = dense_resource<w72_192x1x1x32> : tensor<192x1x1x32xf32>}> : () -> tensor<192x1x1x32xf32>
    %b286 = "tosa.const"() <{value = dense_resource<w73_192> : tensor<192xf32>}> : () -> tensor<192xf32>
    %287 = "tosa.conv2d"(%284, %w285, %b286) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x32xf32>, tensor<192x1x1x32xf32>, tensor<192xf32>) -> tensor<1x6x6x192xf32>
    %perm288 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %289 = "tosa.transpose"(%287, %perm288) : (tensor<1x6x6x192xf32>, tensor<4xi32>) -> tensor<1x192x6x6xf32>
    %290 = "tosa.clamp"(%289) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x192x6x6xf32>) -> tensor<1x192x6x6xf32>
    %perm291 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %292 = "tosa.transpose"(%290, %perm291) : (tensor<1x192x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x192xf32>
    %w293 = "tosa.const"() <{value = dense_resource<w74_3x3x192x1> : tensor<3x3x192x1xf32>}> : () -> tensor<3x3x192x1xf32>
    %b294 = "tosa.const"() <{value = dense_resource<w75_192> : tensor<192xf32>}> : () -> tensor<192xf32>
    %295 = "tosa.depthwise_conv2d"(%292, %w293, %b294) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x192xf32>, tensor<3x3x192x1xf32>, tensor<192xf32>) -> tensor<1x6x6x192xf32>
    %perm296 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %297 = "tosa.transpose"(%295, %perm296) : (tensor<1x6x6x192xf32>, tensor<4xi32>) -> tensor<1x192x6x6xf32>
    %298 = "tosa.clamp"(%297) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x192x6x6xf32>) -> tensor<1x192x6x6xf32>
    %perm299 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %300 = "tosa.transpose"(%298, %perm299) : (tensor<1x192x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x192xf32>
    %w301 = "tosa.const"() <{value = dense_resource<w76_32x1x1x192> : tensor<32x1x1x192xf32>}> : () -> tensor<32x1x1x192xf32>
    %b302 = "tosa.const"() <{value = dense_resource<w77_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %303 = "tosa.conv2d"(%300, %w301, %b302) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x192xf32>, tensor<32x1x1x192xf32>, tensor<32xf32>) -> tensor<1x6x6x32xf32>
    %perm304 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %305 = "tosa.transpose"(%303, %perm304) : (tensor<1x6x6x32xf32>, tensor<4xi32>) -> tensor<1x32x6x6xf32>
    %306 = "tosa.add"(%282, %305) : (tensor<1x32x6x6xf32>, tensor<1x32x6x6xf32>) -> tensor<1x32x6x6xf32>
    %perm307 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %308 = "tosa.transpose"(%306, %perm307) : (tensor<1x32x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x32xf32>
    %w309 = "tosa.const"() <{value = dense_resource<w78_192x1x1x32> : tensor<192x1x1x32xf32>}> : () -> tensor<192x1x1x32xf32>
    %b310 = "tosa.const"() <{value = dense_resource<w79_192> : tensor<192xf32>}> : () -> tensor<192xf32>
    %311 = "tosa.conv2d"(%308, %w309, %b310) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x6x6x32xf32>, tensor<192x1x1x32xf32>, tensor<192xf32>) -> tensor<1x6x6x192xf32>
    %perm312 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %313 = "tosa.transpose"(%311, %perm312) : (tensor<1x6x6x192xf32>, tensor<4xi32>) -> tensor<1x192x6x6xf32>
    %314 = "tosa.clamp"(%313) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x192x6x6xf32>) -> tensor<1x192x6x6xf32>
    %perm315 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %316 = "tosa.transpose"(%314, %perm315) : (tensor<1x192x6x6xf32>, tensor<4xi32>) -> tensor<1x6x6x192xf32>
    %w317 = "tosa.const"() <{value = dense_resource<w80_3x3x192x1> : tensor<3x3x192x1xf32>}> : () -> tensor<3x3x192x1xf32>
    %b318 = "tosa.const"() <{value = dense_resource<w81_192> : tensor<192xf32>}> : () -> tensor<192xf32>
    %319 = "tosa.depthwise_conv2d"(%316, %w317, %b318) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x6x6x192xf32>, tensor<3x3x192x1xf32>, tensor<192xf32>) -> tensor<1x3x3x192xf32>
    %perm320 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %321 = "tosa.transpose"(%319, %perm320) : (tensor<1x3x3x192xf32>, tensor<4xi32>) -> tensor<1x192x3x3xf32>
    %322 = "tosa.clamp"(%321) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x192x3x3xf32>) -> tensor<1x192x3x3xf32>
    %perm323 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %324 = "tosa.transpose"(%322, %perm323) : (tensor<1x192x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x192xf32>
    %w325 = "tosa.const"() <{value = dense_resource<w82_56x1x1x192> : tensor<56x1x1x192xf32>}> : () -> tensor<56x1x1x192xf32>
    %b326 = "tosa.const"() <{value = dense_resource<w83_56> : tensor<56xf32>}> : () -> tensor<56xf32>
    %327 = "tosa.conv2d"(%324, %w325, %b326) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x192xf32>, tensor<56x1x1x192xf32>, tensor<56xf32>) -> tensor<1x3x3x56xf32>
    %perm328 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %329 = "tosa.transpose"(%327, %perm328) : (tensor<1x3x3x56xf32>, tensor<4xi32>) -> tensor<1x56x3x3xf32>
    %perm330 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %331 = "tosa.transpose"(%329, %perm330) : (tensor<1x56x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x56xf32>
    %w332 = "tosa.const"() <{value = dense_resource<w84_336x1x1x56> : tensor<336x1x1x56xf32>}> : () -> tensor<336x1x1x56xf32>
    %b333 = "tosa.const"() <{value = dense_resource<w85_336> : tensor<336xf32>}> : () -> tensor<336xf32>
    %334 = "tosa.conv2d"(%331, %w332, %b333) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x56xf32>, tensor<336x1x1x56xf32>, tensor<336xf32>) -> tensor<1x3x3x336xf32>
    %perm335 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %336 = "tosa.transpose"(%334, %perm335) : (tensor<1x3x3x336xf32>, tensor<4xi32>) -> tensor<1x336x3x3xf32>
    %337 = "tosa.clamp"(%336) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x336x3x3xf32>) -> tensor<1x336x3x3xf32>
    %perm338 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %339 = "tosa.transpose"(%337, %perm338) : (tensor<1x336x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x336xf32>
    %w340 = "tosa.const"() <{value = dense_resource<w86_3x3x336x1> : tensor<3x3x336x1xf32>}> : () -> tensor<3x3x336x1xf32>
    %b341 = "tosa.const"() <{value = dense_resource<w87_336> : tensor<336xf32>}> : () -> tensor<336xf32>
    %342 = "tosa.depthwise_conv2d"(%339, %w340, %b341) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x336xf32>, tensor<3x3x336x1xf32>, tensor<336xf32>) -> tensor<1x3x3x336xf32>
    %perm343 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %344 = "tosa.transpose"(%342, %perm343) : (tensor<1x3x3x336xf32>, tensor<4xi32>) -> tensor<1x336x3x3xf32>
    %345 = "tosa.clamp"(%344) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x336x3x3xf32>) -> tensor<1x336x3x3xf32>
    %perm346 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %347 = "tosa.transpose"(%345, %perm346) : (tensor<1x336x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x336xf32>
    %w348 = "tosa.const"() <{value = dense_resource<w88_56x1x1x336> : tensor<56x1x1x336xf32>}> : () -> tensor<56x1x1x336xf32>
    %b349 = "tosa.const"() <{value = dense_resource<w89_56> : tensor<56xf32>}> : () -> tensor<56xf32>
    %350 = "tosa.conv2d"(%347, %w348, %b349) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x336xf32>, tensor<56x1x1x336xf32>, tensor<56xf32>) -> tensor<1x3x3x56xf32>
    %perm351 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %352 = "tosa.transpose"(%350, %perm351) : (tensor<1x3x3x56xf32>, tensor<4xi32>) -> tensor<1x56x3x3xf32>
    %353 = "tosa.add"(%329, %352) : (tensor<1x56x3x3xf32>, tensor<1x56x3x3xf32>) -> tensor<1x56x3x3xf32>
    %perm354 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %355 = "tosa.transpose"(%353, %perm354) : (tensor<1x56x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x56xf32>
    %w356 = "tosa.const"() <{value = dense_resource<w90_336x1x1x56> : tensor<336x1x1x56xf32>}> : () -> tensor<336x1x1x56xf32>
    %b357 = "tosa.const"() <{value = dense_resource<w91_336> : tensor<336xf32>}> : () -> tensor<336xf32>
    %358 = "tosa.conv2d"(%355, %w356, %b357) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x56xf32>, tensor<336x1x1x56xf32>, tensor<336xf32>) -> tensor<1x3x3x336xf32>
    %perm359 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %360 = "tosa.transpose"(%358, %perm359) : (tensor<1x3x3x336xf32>, tensor<4xi32>) -> tensor<1x336x3x3xf32>
    %361 = "tosa.clamp"(%360) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x336x3x3xf32>) -> tensor<1x336x3x3xf32>
    %perm362 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %363 = "tosa.transpose"(%361, %perm362) : (tensor<1x336x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x336xf32>
    %w364 = "tosa.const"() <{value = dense_resource<w92_3x3x336x1> : tensor<3x3x336x1xf32>}> : () -> tensor<3x3x336x1xf32>
    %b365 = "tosa.const"() <{value = dense_resource<w93_336> : tensor<336xf32>}> : () -> tensor<336xf32>
    %366 = "tosa.depthwise_conv2d"(%363, %w364, %b365) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x336xf32>, tensor<3x3x336x1xf32>, tensor<336xf32>) -> tensor<1x3x3x336xf32>
    %perm367 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %368 = "tosa.transpose"(%366, %perm367) : (tensor<1x3x3x336xf32>, tensor<4xi32>) -> tensor<1x336x3x3xf32>
    %369 = "tosa.clamp"(%368) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x336x3x3xf32>) -> tensor<1x336x3x3xf32>
    %perm370 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %371 = "tosa.transpose"(%369, %perm370) : (tensor<1x336x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x336xf32>
    %w372 = "tosa.const"() <{value = dense_resource<w94_56x1x1x336> : tensor<56x1x1x336xf32>}> : () -> tensor<56x1x1x336xf32>
    %b373 = "tosa.const"() <{value = dense_resource<w95_56> : tensor<56xf32>}> : () -> tensor<56xf32>
    %374 = "tosa.conv2d"(%371, %w372, %b373) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x336xf32>, tensor<56x1x1x336xf32>, tensor<56xf32>) -> tensor<1x3x3x56xf32>
    %perm375 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %376 = "tosa.transpose"(%374, %perm375) : (tensor<1x3x3x56xf32>, tensor<4xi32>) -> tensor<1x56x3x3xf32>
    %377 = "tosa.add"(%353, %376) : (tensor<1x56x3x3xf32>, tensor<1x56x3x3xf32>) -> tensor<1x56x3x3xf32>
    %perm378 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %379 = "tosa.transpose"(%377, %perm378) : (tensor<1x56x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x56xf32>
    %w380 = "tosa.const"() <{value = dense_resource<w96_336x1x1x56> : tensor<336x1x1x56xf32>}> : () -> tensor<336x1x1x56xf32>
    %b381 = "tosa.const"() <{value = dense_resource<w97_336> : tensor<336xf32>}> : () -> tensor<336xf32>
    %382 = "tosa.conv2d"(%379, %w380, %b381) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x56xf32>, tensor<336x1x1x56xf32>, tensor<336xf32>) -> tensor<1x3x3x336xf32>
    %perm383 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %384 = "tosa.transpose"(%382, %perm383) : (tensor<1x3x3x336xf32>, tensor<4xi32>) -> tensor<1x336x3x3xf32>
    %385 = "tosa.clamp"(%384) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x336x3x3xf32>) -> tensor<1x336x3x3xf32>
    %perm386 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %387 = "tosa.transpose"(%385, %perm386) : (tensor<1x336x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x336xf32>
    %w388 = "tosa.const"() <{value = dense_resource<w98_3x3x336x1> : tensor<3x3x336x1xf32>}> : () -> tensor<3x3x336x1xf32>
    %b389 = "tosa.const"() <{value = dense_resource<w99_336> : tensor<336xf32>}> : () -> tensor<336xf32>
    %390 = "tosa.depthwise_conv2d"(%387, %w388, %b389) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x336xf32>, tensor<3x3x336x1xf32>, tensor<336xf32>) -> tensor<1x3x3x336xf32>
    %perm391 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %392 = "tosa.transpose"(%390, %perm391) : (tensor<1x3x3x336xf32>, tensor<4xi32>) -> tensor<1x336x3x3xf32>
    %393 = "tosa.clamp"(%392) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x336x3x3xf32>) -> tensor<1x336x3x3xf32>
    %perm394 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %395 = "tosa.transpose"(%393, %perm394) : (tensor<1x336x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x336xf32>
    %w396 = "tosa.const"() <{value = dense_resource<w100_112x1x1x336> : tensor<112x1x1x336xf32>}> : () -> tensor<112x1x1x336xf32>
    %b397 = "tosa.const"() <{value = dense_resource<w101_112> : tensor<112xf32>}> : () -> tensor<112xf32>
    %398 = "tosa.conv2d"(%395, %w396, %b397) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x336xf32>, tensor<112x1x1x336xf32>, tensor<112xf32>) -> tensor<1x3x3x112xf32>
    %perm399 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %400 = "tosa.transpose"(%398, %perm399) : (tensor<1x3x3x112xf32>, tensor<4xi32>) -> tensor<1x112x3x3xf32>
    %perm401 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %402 = "tosa.transpose"(%400, %perm401) : (tensor<1x112x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x112xf32>
    %w403 = "tosa.const"() <{value = dense_resource<w102_1280x1x1x112> : tensor<1280x1x1x112xf32>}> : () -> tensor<1280x1x1x112xf32>
    %b404 = "tosa.const"() <{value = dense_resource<w103_1280> : tensor<1280xf32>}> : () -> tensor<1280xf32>
    %405 = "tosa.conv2d"(%402, %w403, %b404) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x3x3x112xf32>, tensor<1280x1x1x112xf32>, tensor<1280xf32>) -> tensor<1x3x3x1280xf32>
    %perm406 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %407 = "tosa.transpose"(%405, %perm406) : (tensor<1x3x3x1280xf32>, tensor<4xi32>) -> tensor<1x1280x3x3xf32>
    %408 = "tosa.clamp"(%407) <{max_fp = 6.000000000e+00 : f32, max_int = 6 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x1280x3x3xf32>) -> tensor<1x1280x3x3xf32>
    %perm409 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %410 = "tosa.transpose"(%408, %perm409) : (tensor<1x1280x3x3xf32>, tensor<4xi32>) -> tensor<1x3x3x1280xf32>
    %411 = "tosa.avg_pool2d"(%410) <{acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 3, 3>}> : (tensor<1x3x3x1280xf32>) -> tensor<1x1x1x1280xf32>
    %perm412 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %413 = "tosa.transpose"(%411, %perm412) : (tensor<1x1x1x1280xf32>, tensor<4xi32>) -> tensor<1x1280x1x1xf32>
    %414 = "tosa.reshape"(%413) <{new_shape = array<i64: 1, 1280>}> : (tensor<1x1280x1x1xf32>) -> tensor<1x1280xf32>
    %415 = "tosa.reshape"(%414) <{new_shape = array<i64: 1, 1, 1280>}> : (tensor<1x1280xf32>) -> tensor<1x1x1280xf32>
    %w416 = "tosa.const"() <{value = dense_resource<w104_1x1280x10> : tensor<1x1280x10xf32>}> : () -> tensor<1x1280x10xf32>
    %417 = "tosa.matmul"(%415, %w416) : (tensor<1x1x1280xf32>, tensor<1x1280x10xf32>) -> tensor<1x1x10xf32>
    %418 = "tosa.reshape"(%417) <{new_shape = array<i64: 1, 10>}> : (tensor<1x1x10xf32>) -> tensor<1x10xf32>
    %b419 = "tosa.const"() <{value = dense_resource<w105_1x10> : tensor<1x10xf32>}> : () -> tensor<1x10xf32>
    %420 = "tosa.add"(%418, %b419) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %421 = "tosa.reduce_max"(%420) <{axis = 1 : i32}> : (tensor<1x10xf32>) -> tensor<1x1xf32>
    %422 = "tosa.sub"(%420, %421) : (tensor<1x10xf32>, tensor<1x1xf32>) -> tensor<1x10xf32>
    %423 = "tosa.exp"(%422) : (tensor<1x10xf32>) -> tensor<1x10xf32>
    %424 = "tosa.reduce_sum"(%423) <{axis = 1 : i32}> : (tensor<1x10xf32>) -> tensor<1x1xf32>
    %425 = "tosa.reciprocal"(%424) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %426 = "tosa.mul"(%423, %425) <{shift = 0 : i8}> : (tensor<1x10xf32>, tensor<1x1xf32>) -> tensor<1x10xf32>
    return %426 : tensor<1x10xf32>
  }
}
// npk-weights: w0_16x3x3x3 1728
// npk-weights: w1_16 64
// npk-weights: w2_3x3x16x1 576
// npk-weights: w3_16 64
// npk-weights: w4_8x1x1x16 512
// npk-weights: w5_8 32
// npk-weights: w6_48x1x1x8 1536
// npk-weights: w7_48 192
// npk-weights: w8_3x3x48x1 1728
// npk-weights: w9_48 192
// npk-weights: w10_8x1x1x48 1536
// npk-weights: w11_8 32
// npk-weights: w12_48x1x1x8 1536
// npk-weights: w13_48 192
// npk-weights: w14_3x3x48x1 1728
// npk-weights: w15_48 192
// npk-weights: w16_8x1x1x48 1536
// npk-weights: w17_8 32
// npk-weights: w18_48x1x1x8 1536
// npk-weights: w19_48 192
// npk-weights: w20_3x3x48x1 1728
// npk-weights: w21_48 192
// npk-weights: w22_16x1x1x48 3072
// npk-weights: w23_16 64
// npk-weights: w24_96x1x1x16 6144
// npk-weights: w25_96 384
// npk-weights: w26_3x3x96x1 3456
// npk-weights: w27_96 384
// npk-weights: w28_16x1x1x96 6144
// npk-weights: w29_16 64
// npk-weights: w30_96x1x1x16 6144
// npk-weights: w31_96 384
// npk-weights: w32_3x3x96x1 3456
// npk-weights: w33_96 384
// npk-weights: w34_16x1x1x96 6144
// npk-weights: w35_16 64
// npk-weights: w36_96x1x1x16 6144
// npk-weights: w37_96 384
// npk-weights: w38_3x3x96x1 3456
// npk-weights: w39_96 384
// npk-weights: w40_24x1x1x96 9216
// npk-weights: w41_24 96
// npk-weights: w42_144x1x1x24 13824
// npk-weights: w43_144 576
// npk-weights: w44_3x3x144x1 5184
// npk-weights: w45_144 576
// npk-weights: w46_24x1x1x144 13824
// npk-weights: w47_24 96
// npk-weights: w48_144x1x1x24 13824
// npk-weights: w49_144 576
// npk-weights: w50_3x3x144x1 5184
// npk-weights: w51_144 576
// npk-weights: w52_24x1x1x144 13824
// npk-weights: w53_24 96
// npk-weights: w54_144x1x1x24 13824
// npk-weights: w55_144 576
// npk-weights: w56_3x3x144x1 5184
// npk-weights: w57_144 576
// npk-weights: w58_24x1x1x144 13824
// npk-weights: w59_24 96
// npk-weights: w60_144x1x1x24 13824
// npk-weights: w61_144 576
// npk-weights: w62_3x3x144x1 5184
// npk-weights: w63_144 576
// npk-weights: w64_32x1x1x144 18432
// npk-weights: w65_32 128
// npk-weights: w66_192x1x1x32 24576
// npk-weights: w67_192 768
// npk-weights: w68_3x3x192x1 6912
// npk-weights: w69_192 768
// npk-weights: w70_32x1x1x192 24576
// npk-weights: w71_32 128
// npk-weights: w72_192x1x1x32 24576
// npk-weights: w73_192 768
// npk-weights: w74_3x3x192x1 6912
// npk-weights: w75_192 768
// npk-weights: w76_32x1x1x192 24576
// npk-weights: w77_32 128
// npk-weights: w78_192x1x1x32 24576
// npk-weights: w79_192 768
// npk-weights: w80_3x3x192x1 6912
// npk-weights: w81_192 768
// npk-weights: w82_56x1x1x192 43008
// npk-weights: w83_56 224
// npk-weights: w84_336x1x1x56 75264
// npk-weights: w85_336 1344
// npk-weights: w86_3x3x336x1 12096
// npk-weights: w87_336 1344
// npk-weights: w88_56x1x1x336 75264
// npk-weights: w89_56 224
// npk-weights: w90_336x1x1x56 75264
// npk-weights: w91_336 1344
// npk-weights: w92_3x3x336x1 12096
// npk-weights: w93_336 1344
// npk-weights: w94_56x1x1x336 75264
// npk-weights: w95_56 224
// npk-weights: w96_336x1x1x56 75264
// npk-weights: w97_336 1344
// npk-weights: w98_3x3x336x1 12096
// npk-weights: w99_336 1344
// npk-weights: w100_112x1x1x336 150528
// npk-weights: w101_112 448
// npk-weights: w102_1280x1x1x112 573440
// npk-weights: w103_1280 5120
// npk-weights: w104_1x1280x10 51200
// npk-weights: w105_1x10 40
