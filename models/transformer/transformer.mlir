// transformer: transformer encoder, 2 layers, 4 heads, d=64, sequence 32
// 109066 parameters, 3408512 MACs at batch 1; made by models/transformer/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "Encoder"} {
  func.func @transformer(%tokens: tensor<1x32xi32>) -> (tensor<1x10xf32>) {
    %emb0 = "tosa.const"() <{value = dense_resource<w0_1x100x64> : tensor<1x100x64xf32>}> : () -> tensor<1x100x64xf32>
    %1 = "tosa.gather"(%emb0, %tokens) : (tensor<1x100x64xf32>, tensor<1x32xi32>) -> tensor<1x32x64xf32>
    %p2 = "tosa.const"() <{value = dense_resource<w1_1x32x64> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %3 = "tosa.add"(%1, %p2) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %w4 = "tosa.const"() <{value = dense_resource<w2_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %5 = "tosa.matmul"(%3, %w4) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b6 = "tosa.const"() <{value = dense_resource<w3_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %7 = "tosa.add"(%5, %b6) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %8 = "tosa.reshape"(%7) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm9 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %10 = "tosa.transpose"(%8, %perm9) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %11 = "tosa.reshape"(%10) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w12 = "tosa.const"() <{value = dense_resource<w4_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %13 = "tosa.matmul"(%3, %w12) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b14 = "tosa.const"() <{value = dense_resource<w5_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %15 = "tosa.add"(%13, %b14) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %16 = "tosa.reshape"(%15) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm17 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %18 = "tosa.transpose"(%16, %perm17) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %19 = "tosa.reshape"(%18) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w20 = "tosa.const"() <{value = dense_resource<w6_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %21 = "tosa.matmul"(%3, %w20) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b22 = "tosa.const"() <{value = dense_resource<w7_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %23 = "tosa.add"(%21, %b22) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %24 = "tosa.reshape"(%23) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm25 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %26 = "tosa.transpose"(%24, %perm25) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %27 = "tosa.reshape"(%26) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %perm28 = "tosa.const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %29 = "tosa.transpose"(%19, %perm28) : (tensor<4x32x16xf32>, tensor<3xi32>) -> tensor<4x16x32xf32>
    %30 = "tosa.matmul"(%11, %29) : (tensor<4x32x16xf32>, tensor<4x16x32xf32>) -> tensor<4x32x32xf32>
    %31 = "tosa.reduce_max"(%30) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %32 = "tosa.sub"(%30, %31) : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %33 = "tosa.exp"(%32) : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %34 = "tosa.reduce_sum"(%33) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %35 = "tosa.reciprocal"(%34) : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %36 = "tosa.mul"(%33, %35) <{shift = 0 : i8}> : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %37 = "tosa.matmul"(%36, %27) : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %38 = "tosa.reshape"(%37) <{new_shape = array<i64: 1, 4, 32, 16>}> : (tensor<4x32x16xf32>) -> tensor<1x4x32x16xf32>
    %perm39 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %40 = "tosa.transpose"(%38, %perm39) : (tensor<1x4x32x16xf32>, tensor<4xi32>) -> tensor<1x32x4x16xf32>
    %41 = "tosa.reshape"(%40) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %w42 = "tosa.const"() <{value = dense_resource<w8_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %43 = "tosa.matmul"(%41, %w42) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b44 = "tosa.const"() <{value = dense_resource<w9_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %45 = "tosa.add"(%43, %b44) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %46 = "tosa.add"(%3, %45) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %47 = "tosa.reduce_sum"(%46) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k48 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %49 = "tosa.mul"(%47, %k48) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %50 = "tosa.sub"(%46, %49) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %51 = "tosa.mul"(%50, %50) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %52 = "tosa.reduce_sum"(%51) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k53 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %54 = "tosa.mul"(%52, %k53) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k55 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %56 = "tosa.add"(%54, %k55) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %57 = "tosa.rsqrt"(%56) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %58 = "tosa.mul"(%50, %57) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w59 = "tosa.const"() <{value = dense_resource<w10_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %60 = "tosa.mul"(%58, %ln_w59) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b61 = "tosa.const"() <{value = dense_resource<w11_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %62 = "tosa.add"(%60, %ln_b61) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %w63 = "tosa.const"() <{value = dense_resource<w12_1x64x256> : tensor<1x64x256xf32>}> : () -> tensor<1x64x256xf32>
    %64 = "tosa.matmul"(%62, %w63) : (tensor<1x32x64xf32>, tensor<1x64x256xf32>) -> tensor<1x32x256xf32>
    %b65 = "tosa.const"() <{value = dense_resource<w13_1x1x256> : tensor<1x1x256xf32>}> : () -> tensor<1x1x256xf32>
    %66 = "tosa.add"(%64, %b65) : (tensor<1x32x256xf32>, tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %k67 = "tosa.const"() <{value = dense<7.071067691e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %68 = "tosa.mul"(%66, %k67) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %69 = "tosa.erf"(%68) : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %k70 = "tosa.const"() <{value = dense<5.000000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %71 = "tosa.mul"(%66, %k70) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %k72 = "tosa.const"() <{value = dense<1.000000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %73 = "tosa.add"(%69, %k72) : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %74 = "tosa.mul"(%71, %73) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %w75 = "tosa.const"() <{value = dense_resource<w14_1x256x64> : tensor<1x256x64xf32>}> : () -> tensor<1x256x64xf32>
    %76 = "tosa.matmul"(%74, %w75) : (tensor<1x32x256xf32>, tensor<1x256x64xf32>) -> tensor<1x32x64xf32>
    %b77 = "tosa.const"() <{value = dense_resource<w15_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %78 = "tosa.add"(%76, %b77) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %79 = "tosa.add"(%62, %78) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %80 = "tosa.reduce_sum"(%79) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k81 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %82 = "tosa.mul"(%80, %k81) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %83 = "tosa.sub"(%79, %82) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %84 = "tosa.mul"(%83, %83) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %85 = "tosa.reduce_sum"(%84) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k86 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %87 = "tosa.mul"(%85, %k86) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k88 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %89 = "tosa.add"(%87, %k88) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %90 = "tosa.rsqrt"(%89) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %91 = "tosa.mul"(%83, %90) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w92 = "tosa.const"() <{value = dense_resource<w16_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %93 = "tosa.mul"(%91, %ln_w92) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b94 = "tosa.const"() <{value = dense_resource<w17_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %95 = "tosa.add"(%93, %ln_b94) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %w96 = "tosa.const"() <{value = dense_resource<w18_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %97 = "tosa.matmul"(%95, %w96) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b98 = "tosa.const"() <{value = dense_resource<w19_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %99 = "tosa.add"(%97, %b98) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %100 = "tosa.reshape"(%99) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm101 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %102 = "tosa.transpose"(%100, %perm101) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %103 = "tosa.reshape"(%102) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w104 = "tosa.const"() <{value = dense_resource<w20_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %105 = "tosa.matmul"(%95, %w104) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b106 = "tosa.const"() <{value = dense_resource<w21_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %107 = "tosa.add"(%105, %b106) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %108 = "tosa.reshape"(%107) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm109 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %110 = "tosa.transpose"(%108, %perm109) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %111 = "tosa.reshape"(%110) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w112 = "tosa.const"() <{value = dense_resource<w22_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %113 = "tosa.matmul"(%95, %w112) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b114 = "tosa.const"() <{value = dense_resource<w23_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %115 = "tosa.add"(%113, %b114) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %116 = "tosa.reshape"(%115) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm117 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %118 = "tosa.transpose"(%116, %perm117) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %119 = "tosa.reshape"(%118) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %perm120 = "tosa.const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %121 = "tosa.transpose"(%111, %perm120) : (tensor<4x32x16xf32>, tensor<3xi32>) -> tensor<4x16x32xf32>
    %122 = "tosa.matmul"(%103, %121) : (tensor<4x32x16xf32>, tensor<4x16x32xf32>) -> tensor<4x32x32xf32>
    %123 = "tosa.reduce_max"(%122) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %124 = "tosa.sub"(%122, %123) : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %125 = "tosa.exp"(%124) : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %126 = "tosa.reduce_sum"(%125) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %127 = "tosa.reciprocal"(%126) : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %128 = "tosa.mul"(%125, %127) <{shift = 0 : i8}> : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %129 = "tosa.matmul"(%128, %119) : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %130 = "tosa.reshape"(%129) <{new_shape = array<i64: 1, 4, 32, 16>}> : (tensor<4x32x16xf32>) -> tensor<1x4x32x16xf32>
    %perm131 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %132 = "tosa.transpose"(%130, %perm131) : (tensor<1x4x32x16xf32>, tensor<4xi32>) -> tensor<1x32x4x16xf32>
    %133 = "tosa.reshape"(%132) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %w134 = "tosa.const"() <{value = dense_resource<w24_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %135 = "tosa.matmul"(%133, %w134) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %b136 = "tosa.const"() <{value = dense_resource<w25_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %137 = "tosa.add"(%135, %b136) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %138 = "tosa.add"(%95, %137) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %139 = "tosa.reduce_sum"(%138) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k140 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %141 = "tosa.mul"(%139, %k140) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %142 = "tosa.sub"(%138, %141) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %143 = "tosa.mul"(%142, %142) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %144 = "tosa.reduce_sum"(%143) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k145 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %146 = "tosa.mul"(%144, %k145) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k147 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %148 = "tosa.add"(%146, %k147) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %149 = "tosa.rsqrt"(%148) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %150 = "tosa.mul"(%142, %149) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w151 = "tosa.const"() <{value = dense_resource<w26_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %152 = "tosa.mul"(%150, %ln_w151) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b153 = "tosa.const"() <{value = dense_resource<w27_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %154 = "tosa.add"(%152, %ln_b153) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %w155 = "tosa.const"() <{value = dense_resource<w28_1x64x256> : tensor<1x64x256xf32>}> : () -> tensor<1x64x256xf32>
    %156 = "tosa.matmul"(%154, %w155) : (tensor<1x32x64xf32>, tensor<1x64x256xf32>) -> tensor<1x32x256xf32>
    %b157 = "tosa.const"() <{value = dense_resource<w29_1x1x256> : tensor<1x1x256xf32>}> : () -> tensor<1x1x256xf32>
    %158 = "tosa.add"(%156, %b157) : (tensor<1x32x256xf32>, tensor<1x1x256xf32>) -> tensor<1x32x256xf32>
    %k159 = "tosa.const"() <{value = dense<7.071067691e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %160 = "tosa.mul"(%158, %k159) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %161 = "tosa.erf"(%160) : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %k162 = "tosa.const"() <{value = dense<5.000000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %163 = "tosa.mul"(%158, %k162) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %k164 = "tosa.const"() <{value = dense<1.000000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %165 = "tosa.add"(%161, %k164) : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %166 = "tosa.mul"(%163, %165) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %w167 = "tosa.const"() <{value = dense_resource<w30_1x256x64> : tensor<1x256x64xf32>}> : () -> tensor<1x256x64xf32>
    %168 = "tosa.matmul"(%166, %w167) : (tensor<1x32x256xf32>, tensor<1x256x64xf32>) -> tensor<1x32x64xf32>
    %b169 = "tosa.const"() <{value = dense_resource<w31_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %170 = "tosa.add"(%168, %b169) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %171 = "tosa.add"(%154, %170) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %172 = "tosa.reduce_sum"(%171) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k173 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %174 = "tosa.mul"(%172, %k173) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %175 = "tosa.sub"(%171, %174) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %176 = "tosa.mul"(%175, %175) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %177 = "tosa.reduce_sum"(%176) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k178 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %179 = "tosa.mul"(%177, %k178) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k180 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %181 = "tosa.add"(%179, %k180) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %182 = "tosa.rsqrt"(%181) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %183 = "tosa.mul"(%175, %182) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w184 = "tosa.const"() <{value = dense_resource<w32_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %185 = "tosa.mul"(%183, %ln_w184) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b186 = "tosa.const"() <{value = dense_resource<w33_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %187 = "tosa.add"(%185, %ln_b186) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %188 = "tosa.reduce_sum"(%187) <{axis = 1 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %k189 = "tosa.const"() <{value = dense<3.125000000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %190 = "tosa.mul"(%188, %k189) <{shift = 0 : i8}> : (tensor<1x1x64xf32>, tensor<1x1x1xf32>) -> tensor<1x1x64xf32>
    %191 = "tosa.reshape"(%190) <{new_shape = array<i64: 1, 64>}> : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %192 = "tosa.reshape"(%191) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w193 = "tosa.const"() <{value = dense_resource<w34_1x64x10> : tensor<1x64x10xf32>}> : () -> tensor<1x64x10xf32>
    %194 = "tosa.matmul"(%192, %w193) : (tensor<1x1x64xf32>, tensor<1x64x10xf32>) -> tensor<1x1x10xf32>
    %b195 = "tosa.const"() <{value = dense_resource<w35_1x1x10> : tensor<1x1x10xf32>}> : () -> tensor<1x1x10xf32>
    %196 = "tosa.add"(%194, %b195) : (tensor<1x1x10xf32>, tensor<1x1x10xf32>) -> tensor<1x1x10xf32>
    %197 = "tosa.reshape"(%196) <{new_shape = array<i64: 1, 10>}> : (tensor<1x1x10xf32>) -> tensor<1x10xf32>
    return %197 : tensor<1x10xf32>
  }
}
// npk-weights: w0_1x100x64 25600
// npk-weights: w1_1x32x64 8192
// npk-weights: w2_1x64x64 16384
// npk-weights: w3_1x1x64 256
// npk-weights: w4_1x64x64 16384
// npk-weights: w5_1x1x64 256
// npk-weights: w6_1x64x64 16384
// npk-weights: w7_1x1x64 256
// npk-weights: w8_1x64x64 16384
// npk-weights: w9_1x1x64 256
// npk-weights: w10_1x1x64 256
// npk-weights: w11_1x1x64 256
// npk-weights: w12_1x64x256 65536
// npk-weights: w13_1x1x256 1024
// npk-weights: w14_1x256x64 65536
// npk-weights: w15_1x1x64 256
// npk-weights: w16_1x1x64 256
// npk-weights: w17_1x1x64 256
// npk-weights: w18_1x64x64 16384
// npk-weights: w19_1x1x64 256
// npk-weights: w20_1x64x64 16384
// npk-weights: w21_1x1x64 256
// npk-weights: w22_1x64x64 16384
// npk-weights: w23_1x1x64 256
// npk-weights: w24_1x64x64 16384
// npk-weights: w25_1x1x64 256
// npk-weights: w26_1x1x64 256
// npk-weights: w27_1x1x64 256
// npk-weights: w28_1x64x256 65536
// npk-weights: w29_1x1x256 1024
// npk-weights: w30_1x256x64 65536
// npk-weights: w31_1x1x64 256
// npk-weights: w32_1x1x64 256
// npk-weights: w33_1x1x64 256
// npk-weights: w34_1x64x10 2560
// npk-weights: w35_1x1x10 40
