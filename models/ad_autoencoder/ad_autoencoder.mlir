// ad_autoencoder: MLPerf Tiny AD FC autoencoder, 640 inputs
// 267928 parameters, 264192 MACs at batch 1; made by models/ad_autoencoder/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "Sequential"} {
  func.func @ad_autoencoder(%input_1: tensor<1x640xf32>) -> (tensor<1x640xf32>) {
    %0 = "tosa.reshape"(%input_1) <{new_shape = array<i64: 1, 1, 640>}> : (tensor<1x640xf32>) -> tensor<1x1x640xf32>
    %w1 = "tosa.const"() <{value = dense_resource<w0_1x640x128> : tensor<1x640x128xf32>}> : () -> tensor<1x640x128xf32>
    %2 = "tosa.matmul"(%0, %w1) : (tensor<1x1x640xf32>, tensor<1x640x128xf32>) -> tensor<1x1x128xf32>
    %3 = "tosa.reshape"(%2) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b4 = "tosa.const"() <{value = dense_resource<w1_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %5 = "tosa.add"(%3, %b4) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %6 = "tosa.clamp"(%5) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %7 = "tosa.reshape"(%6) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w8 = "tosa.const"() <{value = dense_resource<w2_1x128x128> : tensor<1x128x128xf32>}> : () -> tensor<1x128x128xf32>
    %9 = "tosa.matmul"(%7, %w8) : (tensor<1x1x128xf32>, tensor<1x128x128xf32>) -> tensor<1x1x128xf32>
    %10 = "tosa.reshape"(%9) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b11 = "tosa.const"() <{value = dense_resource<w3_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %12 = "tosa.add"(%10, %b11) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %13 = "tosa.clamp"(%12) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %14 = "tosa.reshape"(%13) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w15 = "tosa.const"() <{value = dense_resource<w4_1x128x128> : tensor<1x128x128xf32>}> : () -> tensor<1x128x128xf32>
    %16 = "tosa.matmul"(%14, %w15) : (tensor<1x1x128xf32>, tensor<1x128x128xf32>) -> tensor<1x1x128xf32>
    %17 = "tosa.reshape"(%16) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b18 = "tosa.const"() <{value = dense_resource<w5_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %19 = "tosa.add"(%17, %b18) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %20 = "tosa.clamp"(%19) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %21 = "tosa.reshape"(%20) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w22 = "tosa.const"() <{value = dense_resource<w6_1x128x128> : tensor<1x128x128xf32>}> : () -> tensor<1x128x128xf32>
    %23 = "tosa.matmul"(%21, %w22) : (tensor<1x1x128xf32>, tensor<1x128x128xf32>) -> tensor<1x1x128xf32>
    %24 = "tosa.reshape"(%23) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b25 = "tosa.const"() <{value = dense_resource<w7_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %26 = "tosa.add"(%24, %b25) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %27 = "tosa.clamp"(%26) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %28 = "tosa.reshape"(%27) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w29 = "tosa.const"() <{value = dense_resource<w8_1x128x8> : tensor<1x128x8xf32>}> : () -> tensor<1x128x8xf32>
    %30 = "tosa.matmul"(%28, %w29) : (tensor<1x1x128xf32>, tensor<1x128x8xf32>) -> tensor<1x1x8xf32>
    %31 = "tosa.reshape"(%30) <{new_shape = array<i64: 1, 8>}> : (tensor<1x1x8xf32>) -> tensor<1x8xf32>
    %b32 = "tosa.const"() <{value = dense_resource<w9_1x8> : tensor<1x8xf32>}> : () -> tensor<1x8xf32>
    %33 = "tosa.add"(%31, %b32) : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xf32>
    %34 = "tosa.clamp"(%33) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x8xf32>) -> tensor<1x8xf32>
    %35 = "tosa.reshape"(%34) <{new_shape = array<i64: 1, 1, 8>}> : (tensor<1x8xf32>) -> tensor<1x1x8xf32>
    %w36 = "tosa.const"() <{value = dense_resource<w10_1x8x128> : tensor<1x8x128xf32>}> : () -> tensor<1x8x128xf32>
    %37 = "tosa.matmul"(%35, %w36) : (tensor<1x1x8xf32>, tensor<1x8x128xf32>) -> tensor<1x1x128xf32>
    %38 = "tosa.reshape"(%37) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b39 = "tosa.const"() <{value = dense_resource<w11_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %40 = "tosa.add"(%38, %b39) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %41 = "tosa.clamp"(%40) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %42 = "tosa.reshape"(%41) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w43 = "tosa.const"() <{value = dense_resource<w12_1x128x128> : tensor<1x128x128xf32>}> : () -> tensor<1x128x128xf32>
    %44 = "tosa.matmul"(%42, %w43) : (tensor<1x1x128xf32>, tensor<1x128x128xf32>) -> tensor<1x1x128xf32>
    %45 = "tosa.reshape"(%44) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b46 = "tosa.const"() <{value = dense_resource<w13_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %47 = "tosa.add"(%45, %b46) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %48 = "tosa.clamp"(%47) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %49 = "tosa.reshape"(%48) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w50 = "tosa.const"() <{value = dense_resource<w14_1x128x128> : tensor<1x128x128xf32>}> : () -> tensor<1x128x128xf32>
    %51 = "tosa.matmul"(%49, %w50) : (tensor<1x1x128xf32>, tensor<1x128x128xf32>) -> tensor<1x1x128xf32>
    %52 = "tosa.reshape"(%51) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b53 = "tosa.const"() <{value = dense_resource<w15_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %54 = "tosa.add"(%52, %b53) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %55 = "tosa.clamp"(%54) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %56 = "tosa.reshape"(%55) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w57 = "tosa.const"() <{value = dense_resource<w16_1x128x128> : tensor<1x128x128xf32>}> : () -> tensor<1x128x128xf32>
    %58 = "tosa.matmul"(%56, %w57) : (tensor<1x1x128xf32>, tensor<1x128x128xf32>) -> tensor<1x1x128xf32>
    %59 = "tosa.reshape"(%58) <{new_shape = array<i64: 1, 128>}> : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %b60 = "tosa.const"() <{value = dense_resource<w17_1x128> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %61 = "tosa.add"(%59, %b60) : (tensor<1x128xf32>, tensor<1x128xf32>) -> tensor<1x128xf32>
    %62 = "tosa.clamp"(%61) <{max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000000e+00 : f32, min_int = 0 : i64}> : (tensor<1x128xf32>) -> tensor<1x128xf32>
    %63 = "tosa.reshape"(%62) <{new_shape = array<i64: 1, 1, 128>}> : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %w64 = "tosa.const"() <{value = dense_resource<w18_1x128x640> : tensor<1x128x640xf32>}> : () -> tensor<1x128x640xf32>
    %65 = "tosa.matmul"(%63, %w64) : (tensor<1x1x128xf32>, tensor<1x128x640xf32>) -> tensor<1x1x640xf32>
    %66 = "tosa.reshape"(%65) <{new_shape = array<i64: 1, 640>}> : (tensor<1x1x640xf32>) -> tensor<1x640xf32>
    %b67 = "tosa.const"() <{value = dense_resource<w19_1x640> : tensor<1x640xf32>}> : () -> tensor<1x640xf32>
    %68 = "tosa.add"(%66, %b67) : (tensor<1x640xf32>, tensor<1x640xf32>) -> tensor<1x640xf32>
    return %68 : tensor<1x640xf32>
  }
}
// npk-weights: w0_1x640x128 327680
// npk-weights: w1_1x128 512
// npk-weights: w2_1x128x128 65536
// npk-weights: w3_1x128 512
// npk-weights: w4_1x128x128 65536
// npk-weights: w5_1x128 512
// npk-weights: w6_1x128x128 65536
// npk-weights: w7_1x128 512
// npk-weights: w8_1x128x8 4096
// npk-weights: w9_1x8 32
// npk-weights: w10_1x8x128 4096
// npk-weights: w11_1x128 512
// npk-weights: w12_1x128x128 65536
// npk-weights: w13_1x128 512
// npk-weights: w14_1x128x128 65536
// npk-weights: w15_1x128 512
// npk-weights: w16_1x128x128 65536
// npk-weights: w17_1x128 512
// npk-weights: w18_1x128x640 327680
// npk-weights: w19_1x640 2560
