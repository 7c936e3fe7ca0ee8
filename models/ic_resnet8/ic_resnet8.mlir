// ic_resnet8: MLPerf Tiny IC ResNet-8, 32x32x3, 10 classes
// 78186 parameters, 12501632 MACs at batch 1; made by models/ic_resnet8/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "ResNet8"} {
  func.func @ic_resnet8(%x: tensor<1x3x32x32xf32>) -> (tensor<1x10xf32>) {
    %perm0 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %1 = "tosa.transpose"(%x, %perm0) : (tensor<1x3x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x3xf32>
    %w2 = "tosa.const"() <{value = dense_resource<w0_16x3x3x3> : tensor<16x3x3x3xf32>}> : () -> tensor<16x3x3x3xf32>
    %b3 = "tosa.const"() <{value = dense_resource<w1_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %4 = "tosa.conv2d"(%1, %w2, %b3) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x3xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>) -> tensor<1x32x32x16xf32>
    %perm5 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %6 = "tosa.transpose"(%4, %perm5) : (tensor<1x32x32x16xf32>, tensor<4xi32>) -> tensor<1x16x32x32xf32>
    %7 = "tosa.clamp"(%6) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %perm8 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %9 = "tosa.transpose"(%7, %perm8) : (tensor<1x16x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x16xf32>
    %w10 = "tosa.const"() <{value = dense_resource<w2_16x3x3x16> : tensor<16x3x3x16xf32>}> : () -> tensor<16x3x3x16xf32>
    %b11 = "tosa.const"() <{value = dense_resource<w3_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %12 = "tosa.conv2d"(%9, %w10, %b11) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>) -> tensor<1x32x32x16xf32>
    %perm13 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %14 = "tosa.transpose"(%12, %perm13) : (tensor<1x32x32x16xf32>, tensor<4xi32>) -> tensor<1x16x32x32xf32>
    %15 = "tosa.clamp"(%14) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %perm16 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %17 = "tosa.transpose"(%15, %perm16) : (tensor<1x16x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x16xf32>
    %w18 = "tosa.const"() <{value = dense_resource<w4_16x3x3x16> : tensor<16x3x3x16xf32>}> : () -> tensor<16x3x3x16xf32>
    %b19 = "tosa.const"() <{value = dense_resource<w5_16> : tensor<16xf32>}> : () -> tensor<16xf32>
    %20 = "tosa.conv2d"(%17, %w18, %b19) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x32x32x16xf32>, tensor<16x3x3x16xf32>, tensor<16xf32>) -> tensor<1x32x32x16xf32>
    %perm21 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %22 = "tosa.transpose"(%20, %perm21) : (tensor<1x32x32x16xf32>, tensor<4xi32>) -> tensor<1x16x32x32xf32>
    %23 = "tosa.add"(%22, %7) : (tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %24 = "tosa.clamp"(%23) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %perm25 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %26 = "tosa.transpose"(%24, %perm25) : (tensor<1x16x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x16xf32>
    %w27 = "tosa.const"() <{value = dense_resource<w6_32x3x3x16> : tensor<32x3x3x16xf32>}> : () -> tensor<32x3x3x16xf32>
    %b28 = "tosa.const"() <{value = dense_resource<w7_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %29 = "tosa.conv2d"(%26, %w27, %b28) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x32x32x16xf32>, tensor<32x3x3x16xf32>, tensor<32xf32>) -> tensor<1x16x16x32xf32>
    %perm30 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %31 = "tosa.transpose"(%29, %perm30) : (tensor<1x16x16x32xf32>, tensor<4xi32>) -> tensor<1x32x16x16xf32>
    %32 = "tosa.clamp"(%31) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %perm33 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %34 = "tosa.transpose"(%32, %perm33) : (tensor<1x32x16x16xf32>, tensor<4xi32>) -> tensor<1x16x16x32xf32>
    %w35 = "tosa.const"() <{value = dense_resource<w8_32x3x3x32> : tensor<32x3x3x32xf32>}> : () -> tensor<32x3x3x32xf32>
    %b36 = "tosa.const"() <{value = dense_resource<w9_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %37 = "tosa.conv2d"(%34, %w35, %b36) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x16x16x32xf32>, tensor<32x3x3x32xf32>, tensor<32xf32>) -> tensor<1x16x16x32xf32>
    %perm38 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %39 = "tosa.transpose"(%37, %perm38) : (tensor<1x16x16x32xf32>, tensor<4xi32>) -> tensor<1x32x16x16xf32>
    %perm40 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %41 = "tosa.transpose"(%24, %perm40) : (tensor<1x16x32x32xf32>, tensor<4xi32>) -> tensor<1x32x32x16xf32>
    %w42 = "tosa.const"() <{value = dense_resource<w10_32x1x1x16> : tensor<32x1x1x16xf32>}> : () -> tensor<32x1x1x16xf32>
    %b43 = "tosa.const"() <{value = dense_resource<w11_32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %44 = "tosa.conv2d"(%41, %w42, %b43) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x32x32x16xf32>, tensor<32x1x1x16xf32>, tensor<32xf32>) -> tensor<1x16x16x32xf32>
    %perm45 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %46 = "tosa.transpose"(%44, %perm45) : (tensor<1x16x16x32xf32>, tensor<4xi32>) -> tensor<1x32x16x16xf32>
    %47 = "tosa.add"(%39, %46) : (tensor<1x32x16x16xf32>, tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %48 = "tosa.clamp"(%47) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x32x16x16xf32>) -> tensor<1x32x16x16xf32>
    %perm49 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %50 = "tosa.transpose"(%48, %perm49) : (tensor<1x32x16x16xf32>, tensor<4xi32>) -> tensor<1x16x16x32xf32>
    %w51 = "tosa.const"() <{value = dense_resource<w12_64x3x3x32> : tensor<64x3x3x32xf32>}> : () -> tensor<64x3x3x32xf32>
    %b52 = "tosa.const"() <{value = dense_resource<w13_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %53 = "tosa.conv2d"(%50, %w51, %b52) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 2, 2>}> : (tensor<1x16x16x32xf32>, tensor<64x3x3x32xf32>, tensor<64xf32>) -> tensor<1x8x8x64xf32>
    %perm54 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %55 = "tosa.transpose"(%53, %perm54) : (tensor<1x8x8x64xf32>, tensor<4xi32>) -> tensor<1x64x8x8xf32>
    %56 = "tosa.clamp"(%55) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %perm57 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %58 = "tosa.transpose"(%56, %perm57) : (tensor<1x64x8x8xf32>, tensor<4xi32>) -> tensor<1x8x8x64xf32>
    %w59 = "tosa.const"() <{value = dense_resource<w14_64x3x3x64> : tensor<64x3x3x64xf32>}> : () -> tensor<64x3x3x64xf32>
    %b60 = "tosa.const"() <{value = dense_resource<w15_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %61 = "tosa.conv2d"(%58, %w59, %b60) <{dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}> : (tensor<1x8x8x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>) -> tensor<1x8x8x64xf32>
    %perm62 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %63 = "tosa.transpose"(%61, %perm62) : (tensor<1x8x8x64xf32>, tensor<4xi32>) -> tensor<1x64x8x8xf32>
    %perm64 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %65 = "tosa.transpose"(%48, %perm64) : (tensor<1x32x16x16xf32>, tensor<4xi32>) -> tensor<1x16x16x32xf32>
    %w66 = "tosa.const"() <{value = dense_resource<w16_64x1x1x32> : tensor<64x1x1x32xf32>}> : () -> tensor<64x1x1x32xf32>
    %b67 = "tosa.const"() <{value = dense_resource<w17_64> : tensor<64xf32>}> : () -> tensor<64xf32>
    %68 = "tosa.conv2d"(%65, %w66, %b67) <{dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}> : (tensor<1x16x16x32xf32>, tensor<64x1x1x32xf32>, tensor<64xf32>) -> tensor<1x8x8x64xf32>
    %perm69 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %70 = "tosa.transpose"(%68, %perm69) : (tensor<1x8x8x64xf32>, tensor<4xi32>) -> tensor<1x64x8x8xf32>
    %71 = "tosa.add"(%63, %70) : (tensor<1x64x8x8xf32>, tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %72 = "tosa.clamp"(%71) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x64x8x8xf32>) -> tensor<1x64x8x8xf32>
    %perm73 = "tosa.const"() <{value = dense<[0, 2, 3, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %74 = "tosa.transpose"(%72, %perm73) : (tensor<1x64x8x8xf32>, tensor<4xi32>) -> tensor<1x8x8x64xf32>
    %75 = "tosa.avg_pool2d"(%74) <{acc_type = f32, kernel = array<i64: 8, 8>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 8, 8>}> : (tensor<1x8x8x64xf32>) -> tensor<1x1x1x64xf32>
    %perm76 = "tosa.const"() <{value = dense<[0, 3, 1, 2]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %77 = "tosa.transpose"(%75, %perm76) : (tensor<1x1x1x64xf32>, tensor<4xi32>) -> tensor<1x64x1x1xf32>
    %78 = "tosa.reshape"(%77) <{new_shape = array<i64: 1, 64>}> : (tensor<1x64x1x1xf32>) -> tensor<1x64xf32>
    %79 = "tosa.reshape"(%78) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w80 = "tosa.const"() <{value = dense_resource<w18_1x64x10> : tensor<1x64x10xf32>}> : () -> tensor<1x64x10xf32>
    %81 = "tosa.matmul"(%79, %w80) : (tensor<1x1x64xf32>, tensor<1x64x10xf32>) -> tensor<1x1x10xf32>
    %82 = "tosa.reshape"(%81) <{new_shape = array<i64: 1, 10>}> : (tensor<1x1x10xf32>) -> tensor<1x10xf32>
    %b83 = "tosa.const"() <{value = dense_resource<w19_1x10> : tensor<1x10xf32>}> : () -> tensor<1x10xf32>
    %84 = "tosa.add"(%82, %b83) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    %85 = "tosa.reduce_max"(%84) <{axis = 1 : i32}> : (tensor<1x10xf32>) -> tensor<1x1xf32>
    %86 = "tosa.sub"(%84, %85) : (tensor<1x10xf32>, tensor<1x1xf32>) -> tensor<1x10xf32>
    %87 = "tosa.exp"(%86) : (tensor<1x10xf32>) -> tensor<1x10xf32>
    %88 = "tosa.reduce_sum"(%87) <{axis = 1 : i32}> : (tensor<1x10xf32>) -> tensor<1x1xf32>
    %89 = "tosa.reciprocal"(%88) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %90 = "tosa.mul"(%87, %89) <{shift = 0 : i8}> : (tensor<1x10xf32>, tensor<1x1xf32>) -> tensor<1x10xf32>
    return %90 : tensor<1x10xf32>
  }
}
// npk-weights: w0_16x3x3x3 1728
// npk-weights: w1_16 64
// npk-weights: w2_16x3x3x16 9216
// npk-weights: w3_16 64
// npk-weights: w4_16x3x3x16 9216
// npk-weights: w5_16 64
// npk-weights: w6_32x3x3x16 18432
// npk-weights: w7_32 128
// npk-weights: w8_32x3x3x32 36864
// npk-weights: w9_32 128
// npk-weights: w10_32x1x1x16 2048
// npk-weights: w11_32 128
// npk-weights: w12_64x3x3x32 73728
// npk-weights: w13_64 256
// npk-weights: w14_64x3x3x64 147456
// npk-weights: w15_64 256
// npk-weights: w16_64x1x1x32 8192
// npk-weights: w17_64 256
// npk-weights: w18_1x64x10 2560
// npk-weights: w19_1x10 40
