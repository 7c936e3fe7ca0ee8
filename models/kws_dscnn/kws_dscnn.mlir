// kws_dscnn: MLPerf Tiny KWS DS-CNN, 49x10 MFCC, 12 classes
// 23180 parameters, 2656768 MACs at batch 1; made by models/kws_dscnn/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @kws_dscnn(%input_1: tensor<1x1x49x10xf32>) -> (tensor<1x12xf32>) {
    %pads0 = "tosa.const"() <{value = dense<"0x0000000000000000000000000000000004000000050000000100000001000000"> : tensor<4x2xi32>}> : () -> tensor<4x2xi32>
    %1 = "tosa.pad"(%input_1, %pads0) : (tensor<1x1x49x10xf32>, tensor<4x2xi32>) -> tensor<1x1x58x12xf32>
    %perm2 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %3 = "tosa.transpose"(%1, %perm2) : (tensor<1x1x58x12xf32>, tensor<4xi32>) -> tensor<1x58x12x1xf32>
    %w4 = "tosa.const"() <{value = dense_resource<w0_64x10x4x1> : tensor<64x10x4x1xf32>}> : () -> tensor<64x10x4x1xf32>
    %b5 = "tosa.const"() <{value = dense_resource<w1_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %6 = "tosa.conv2d"(%3, %w4, %b5) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x58x12x1xf32>, tensor<64x10x4x1xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm7 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %8 = "tosa.transpose"(%6, %perm7) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %9 = "tosa.clamp"(%8) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm10 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %11 = "tosa.transpose"(%9, %perm10) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w12 = "tosa.const"() <{value = dense_resource<w2_3x3x64x1> : tensor<3x3x64x1xf32>}> : () -> tensor<3x3x64x1xf32>
    %b13 = "tosa.const"() <{value = dense_resource<w3_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %14 = "tosa.depthwise_conv2d"(%11, %w12, %b13) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm15 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %16 = "tosa.transpose"(%14, %perm15) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %17 = "tosa.clamp"(%16) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm18 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %19 = "tosa.transpose"(%17, %perm18) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w20 = "tosa.const"() <{value = dense_resource<w4_64x1x1x64> : tensor<64x1x1x64xf32>}> : () -> tensor<64x1x1x64xf32>
    %b21 = "tosa.const"() <{value = dense_resource<w5_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %22 = "tosa.conv2d"(%19, %w20, %b21) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm23 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %24 = "tosa.transpose"(%22, %perm23) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %25 = "tosa.clamp"(%24) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm26 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %27 = "tosa.transpose"(%25, %perm26) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w28 = "tosa.const"() <{value = dense_resource<w6_3x3x64x1> : tensor<3x3x64x1xf32>}> : () -> tensor<3x3x64x1xf32>
    %b29 = "tosa.const"() <{value = dense_resource<w7_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %30 = "tosa.depthwise_conv2d"(%27, %w28, %b29) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm31 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %32 = "tosa.transpose"(%30, %perm31) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %33 = "tosa.clamp"(%32) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm34 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %35 = "tosa.transpose"(%33, %perm34) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w36 = "tosa.const"() <{value = dense_resource<w8_64x1x1x64> : tensor<64x1x1x64xf32>}> : () -> tensor<64x1x1x64xf32>
    %b37 = "tosa.const"() <{value = dense_resource<w9_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %38 = "tosa.conv2d"(%35, %w36, %b37) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm39 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %40 = "tosa.transpose"(%38, %perm39) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %41 = "tosa.clamp"(%40) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm42 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %43 = "tosa.transpose"(%41, %perm42) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w44 = "tosa.const"() <{value = dense_resource<w10_3x3x64x1> : tensor<3x3x64x1xf32>}> : () -> tensor<3x3x64x1xf32>
    %b45 = "tosa.const"() <{value = dense_resource<w11_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %46 = "tosa.depthwise_conv2d"(%43, %w44, %b45) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm47 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %48 = "tosa.transpose"(%46, %perm47) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %49 = "tosa.clamp"(%48) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm50 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %51 = "tosa.transpose"(%49, %perm50) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w52 = "tosa.const"() <{value = dense_resource<w12_64x1x1x64> : tensor<64x1x1x64xf32>}> : () -> tensor<64x1x1x64xf32>
    %b53 = "tosa.const"() <{value = dense_resource<w13_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %54 = "tosa.conv2d"(%51, %w52, %b53) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm55 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %56 = "tosa.transpose"(%54, %perm55) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %57 = "tosa.clamp"(%56) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm58 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %59 = "tosa.transpose"(%57, %perm58) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w60 = "tosa.const"() <{value = dense_resource<w14_3x3x64x1> : tensor<3x3x64x1xf32>}> : () -> tensor<3x3x64x1xf32>
    %b61 = "tosa.const"() <{value = dense_resource<w15_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %62 = "tosa.depthwise_conv2d"(%59, %w60, %b61) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm63 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %64 = "tosa.transpose"(%62, %perm63) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %65 = "tosa.clamp"(%64) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm66 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %67 = "tosa.transpose"(%65, %perm66) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %w68 = "tosa.const"() <{value = dense_resource<w16_64x1x1x64> : tensor<64x1x1x64xf32>}> : () -> tensor<64x1x1x64xf32>
    %b69 = "tosa.const"() <{value = dense_resource<w17_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %70 = "tosa.conv2d"(%67, %w68, %b69) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x25x5x64xf32>, tensor<64x1x1x64xf32>, tensor<64xf32>) -> tensor<1x25x5x64xf32>
    %perm71 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %72 = "tosa.transpose"(%70, %perm71) : (tensor<1x25x5x64xf32>, tensor<4xi32>) -> tensor<1x64x25x5xf32>
    %73 = "tosa.clamp"(%72) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x25x5xf32>) -> tensor<1x64x25x5xf32>
    %perm74 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %75 = "tosa.transpose"(%73, %perm74) : (tensor<1x64x25x5xf32>, tensor<4xi32>) -> tensor<1x25x5x64xf32>
    %76 = "tosa.avg_pool2d"(%75) <{acc_type = f32, kernel = array<i64: 25, 5>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 25, 5>}> : (tensor<1x25x5x64xf32>) -> tensor<1x1x1x64xf32>
    %perm77 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %78 = "tosa.transpose"(%76, %perm77) : (tensor<1x1x1x64xf32>, tensor<4xi32>) -> tensor<1x64x1x1xf32>
    %79 = "tosa.reshape"(%78) <{new_shape = array<i64: 1, 64>}> : (tensor<1x64x1x1xf32>) -> tensor<1x64xf32>
    %80 = "tosa.reshape"(%79) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w81 = "tosa.const"() <{value = dense_resource<w18_1x64x12> : tensor<1x64x12xf32>}> : () -> tensor<1x64x12xf32>
    %82 = "tosa.matmul"(%80, %w81) : (tensor<1x1x64xf32>, tensor<1x64x12xf32>) -> tensor<1x1x12xf32>
    %83 = "tosa.reshape"(%82) <{new_shape = array<i64: 1, 12>}> : (tensor<1x1x12xf32>) -> tensor<1x12xf32>
    %b84 = "tosa.const"() <{value = dense_resource<w19_1x12> : tensor<1x12xf32>}> : () -> tensor<1x12xf32>
    %85 = "tosa.add"(%83, %b84) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %86 = "tosa.reduce_max"(%85) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %87 = "tosa.sub"(%85, %86) : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    %88 = "tosa.exp"(%87) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %89 = "tosa.reduce_sum"(%88) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %90 = "tosa.reciprocal"(%89) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %91 = "tosa.mul"(%88, %90) <{shift = 0 : i8}> : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    return %91 : tensor<1x12xf32>
  }
}
// npk-weights: w0_64x10x4x1 10240
// npk-weights: w1_64 256
// npk-weights: w2_3x3x64x1 2304
// npk-weights: w3_64 256
// npk-weights: w4_64x1x1x64 16384
// npk-weights: w5_64 256
// npk-weights: w6_3x3x64x1 2304
// npk-weights: w7_64 256
// npk-weights: w8_64x1x1x64 16384
// npk-weights: w9_64 256
// npk-weights: w10_3x3x64x1 2304
// npk-weights: w11_64 256
// npk-weights: w12_64x1x1x64 16384
// npk-weights: w13_64 256
// npk-weights: w14_3x3x64x1 2304
// npk-weights: w15_64 256
// npk-weights: w16_64x1x1x64 16384
// npk-weights: w17_64 256
// npk-weights: w18_1x64x12 3072
// npk-weights: w19_1x12 48
