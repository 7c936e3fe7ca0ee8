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
    %6 = "tosa.reshape"(%5) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b7 = "tosa.const"() <{value = dense_resource<w3_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %8 = "tosa.add"(%6, %b7) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %9 = "tosa.reshape"(%8) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %10 = "tosa.reshape"(%9) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm11 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %12 = "tosa.transpose"(%10, %perm11) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %13 = "tosa.reshape"(%12) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w14 = "tosa.const"() <{value = dense_resource<w4_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %15 = "tosa.matmul"(%3, %w14) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %16 = "tosa.reshape"(%15) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b17 = "tosa.const"() <{value = dense_resource<w5_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %18 = "tosa.add"(%16, %b17) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %19 = "tosa.reshape"(%18) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %20 = "tosa.reshape"(%19) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm21 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %22 = "tosa.transpose"(%20, %perm21) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %23 = "tosa.reshape"(%22) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w24 = "tosa.const"() <{value = dense_resource<w6_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %25 = "tosa.matmul"(%3, %w24) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %26 = "tosa.reshape"(%25) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b27 = "tosa.const"() <{value = dense_resource<w7_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %28 = "tosa.add"(%26, %b27) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %29 = "tosa.reshape"(%28) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %30 = "tosa.reshape"(%29) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm31 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %32 = "tosa.transpose"(%30, %perm31) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %33 = "tosa.reshape"(%32) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %perm34 = "tosa.const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %35 = "tosa.transpose"(%23, %perm34) : (tensor<4x32x16xf32>, tensor<3xi32>) -> tensor<4x16x32xf32>
    %36 = "tosa.matmul"(%13, %35) : (tensor<4x32x16xf32>, tensor<4x16x32xf32>) -> tensor<4x32x32xf32>
    %37 = "tosa.reduce_max"(%36) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %38 = "tosa.sub"(%36, %37) : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %39 = "tosa.exp"(%38) : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %40 = "tosa.reduce_sum"(%39) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %41 = "tosa.reciprocal"(%40) : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %42 = "tosa.mul"(%39, %41) <{shift = 0 : i8}> : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %43 = "tosa.matmul"(%42, %33) : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %44 = "tosa.reshape"(%43) <{new_shape = array<i64: 1, 4, 32, 16>}> : (tensor<4x32x16xf32>) -> tensor<1x4x32x16xf32>
    %perm45 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %46 = "tosa.transpose"(%44, %perm45) : (tensor<1x4x32x16xf32>, tensor<4xi32>) -> tensor<1x32x4x16xf32>
    %47 = "tosa.reshape"(%46) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %w48 = "tosa.const"() <{value = dense_resource<w8_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %49 = "tosa.matmul"(%47, %w48) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %50 = "tosa.reshape"(%49) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b51 = "tosa.const"() <{value = dense_resource<w9_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %52 = "tosa.add"(%50, %b51) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %53 = "tosa.reshape"(%52) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %54 = "tosa.add"(%3, %53) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %55 = "tosa.reduce_sum"(%54) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k56 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %57 = "tosa.mul"(%55, %k56) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %58 = "tosa.sub"(%54, %57) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %59 = "tosa.mul"(%58, %58) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %60 = "tosa.reduce_sum"(%59) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k61 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %62 = "tosa.mul"(%60, %k61) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k63 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %64 = "tosa.add"(%62, %k63) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %65 = "tosa.rsqrt"(%64) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %66 = "tosa.mul"(%58, %65) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w67 = "tosa.const"() <{value = dense_resource<w10_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %68 = "tosa.mul"(%66, %ln_w67) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b69 = "tosa.const"() <{value = dense_resource<w11_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %70 = "tosa.add"(%68, %ln_b69) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %w71 = "tosa.const"() <{value = dense_resource<w12_1x64x256> : tensor<1x64x256xf32>}> : () -> tensor<1x64x256xf32>
    %72 = "tosa.matmul"(%70, %w71) : (tensor<1x32x64xf32>, tensor<1x64x256xf32>) -> tensor<1x32x256xf32>
    %73 = "tosa.reshape"(%72) <{new_shape = array<i64: 32, 256>}> : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
    %b74 = "tosa.const"() <{value = dense_resource<w13_1x256> : tensor<1x256xf32>}> : () -> tensor<1x256xf32>
    %75 = "tosa.add"(%73, %b74) : (tensor<32x256xf32>, tensor<1x256xf32>) -> tensor<32x256xf32>
    %76 = "tosa.reshape"(%75) <{new_shape = array<i64: 1, 32, 256>}> : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
    %k77 = "tosa.const"() <{value = dense<7.071067691e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %78 = "tosa.mul"(%76, %k77) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %79 = "tosa.erf"(%78) : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %k80 = "tosa.const"() <{value = dense<5.000000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %81 = "tosa.mul"(%76, %k80) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %k82 = "tosa.const"() <{value = dense<1.000000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %83 = "tosa.add"(%79, %k82) : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %84 = "tosa.mul"(%81, %83) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %w85 = "tosa.const"() <{value = dense_resource<w14_1x256x64> : tensor<1x256x64xf32>}> : () -> tensor<1x256x64xf32>
    %86 = "tosa.matmul"(%84, %w85) : (tensor<1x32x256xf32>, tensor<1x256x64xf32>) -> tensor<1x32x64xf32>
    %87 = "tosa.reshape"(%86) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b88 = "tosa.const"() <{value = dense_resource<w15_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %89 = "tosa.add"(%87, %b88) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %90 = "tosa.reshape"(%89) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %91 = "tosa.add"(%70, %90) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %92 = "tosa.reduce_sum"(%91) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k93 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %94 = "tosa.mul"(%92, %k93) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %95 = "tosa.sub"(%91, %94) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %96 = "tosa.mul"(%95, %95) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %97 = "tosa.reduce_sum"(%96) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k98 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %99 = "tosa.mul"(%97, %k98) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k100 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %101 = "tosa.add"(%99, %k100) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %102 = "tosa.rsqrt"(%101) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %103 = "tosa.mul"(%95, %102) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w104 = "tosa.const"() <{value = dense_resource<w16_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %105 = "tosa.mul"(%103, %ln_w104) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b106 = "tosa.const"() <{value = dense_resource<w17_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %107 = "tosa.add"(%105, %ln_b106) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %w108 = "tosa.const"() <{value = dense_resource<w18_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %109 = "tosa.matmul"(%107, %w108) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %110 = "tosa.reshape"(%109) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b111 = "tosa.const"() <{value = dense_resource<w19_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %112 = "tosa.add"(%110, %b111) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %113 = "tosa.reshape"(%112) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %114 = "tosa.reshape"(%113) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm115 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %116 = "tosa.transpose"(%114, %perm115) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %117 = "tosa.reshape"(%116) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w118 = "tosa.const"() <{value = dense_resource<w20_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %119 = "tosa.matmul"(%107, %w118) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %120 = "tosa.reshape"(%119) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b121 = "tosa.const"() <{value = dense_resource<w21_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %122 = "tosa.add"(%120, %b121) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %123 = "tosa.reshape"(%122) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %124 = "tosa.reshape"(%123) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm125 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %126 = "tosa.transpose"(%124, %perm125) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %127 = "tosa.reshape"(%126) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %w128 = "tosa.const"() <{value = dense_resource<w22_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %129 = "tosa.matmul"(%107, %w128) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %130 = "tosa.reshape"(%129) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b131 = "tosa.const"() <{value = dense_resource<w23_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %132 = "tosa.add"(%130, %b131) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %133 = "tosa.reshape"(%132) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %134 = "tosa.reshape"(%133) <{new_shape = array<i64: 1, 32, 4, 16>}> : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %perm135 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %136 = "tosa.transpose"(%134, %perm135) : (tensor<1x32x4x16xf32>, tensor<4xi32>) -> tensor<1x4x32x16xf32>
    %137 = "tosa.reshape"(%136) <{new_shape = array<i64: 4, 32, 16>}> : (tensor<1x4x32x16xf32>) -> tensor<4x32x16xf32>
    %perm138 = "tosa.const"() <{value = dense<[0, 2, 1]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %139 = "tosa.transpose"(%127, %perm138) : (tensor<4x32x16xf32>, tensor<3xi32>) -> tensor<4x16x32xf32>
    %140 = "tosa.matmul"(%117, %139) : (tensor<4x32x16xf32>, tensor<4x16x32xf32>) -> tensor<4x32x32xf32>
    %141 = "tosa.reduce_max"(%140) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %142 = "tosa.sub"(%140, %141) : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %143 = "tosa.exp"(%142) : (tensor<4x32x32xf32>) -> tensor<4x32x32xf32>
    %144 = "tosa.reduce_sum"(%143) <{axis = 2 : i32}> : (tensor<4x32x32xf32>) -> tensor<4x32x1xf32>
    %145 = "tosa.reciprocal"(%144) : (tensor<4x32x1xf32>) -> tensor<4x32x1xf32>
    %146 = "tosa.mul"(%143, %145) <{shift = 0 : i8}> : (tensor<4x32x32xf32>, tensor<4x32x1xf32>) -> tensor<4x32x32xf32>
    %147 = "tosa.matmul"(%146, %137) : (tensor<4x32x32xf32>, tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %148 = "tosa.reshape"(%147) <{new_shape = array<i64: 1, 4, 32, 16>}> : (tensor<4x32x16xf32>) -> tensor<1x4x32x16xf32>
    %perm149 = "tosa.const"() <{value = dense<[0, 2, 1, 3]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %150 = "tosa.transpose"(%148, %perm149) : (tensor<1x4x32x16xf32>, tensor<4xi32>) -> tensor<1x32x4x16xf32>
    %151 = "tosa.reshape"(%150) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %w152 = "tosa.const"() <{value = dense_resource<w24_1x64x64> : tensor<1x64x64xf32>}> : () -> tensor<1x64x64xf32>
    %153 = "tosa.matmul"(%151, %w152) : (tensor<1x32x64xf32>, tensor<1x64x64xf32>) -> tensor<1x32x64xf32>
    %154 = "tosa.reshape"(%153) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b155 = "tosa.const"() <{value = dense_resource<w25_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %156 = "tosa.add"(%154, %b155) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %157 = "tosa.reshape"(%156) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %158 = "tosa.add"(%107, %157) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %159 = "tosa.reduce_sum"(%158) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k160 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %161 = "tosa.mul"(%159, %k160) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %162 = "tosa.sub"(%158, %161) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %163 = "tosa.mul"(%162, %162) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %164 = "tosa.reduce_sum"(%163) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k165 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %166 = "tosa.mul"(%164, %k165) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k167 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %168 = "tosa.add"(%166, %k167) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %169 = "tosa.rsqrt"(%168) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %170 = "tosa.mul"(%162, %169) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w171 = "tosa.const"() <{value = dense_resource<w26_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %172 = "tosa.mul"(%170, %ln_w171) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b173 = "tosa.const"() <{value = dense_resource<w27_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %174 = "tosa.add"(%172, %ln_b173) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %w175 = "tosa.const"() <{value = dense_resource<w28_1x64x256> : tensor<1x64x256xf32>}> : () -> tensor<1x64x256xf32>
    %176 = "tosa.matmul"(%174, %w175) : (tensor<1x32x64xf32>, tensor<1x64x256xf32>) -> tensor<1x32x256xf32>
    %177 = "tosa.reshape"(%176) <{new_shape = array<i64: 32, 256>}> : (tensor<1x32x256xf32>) -> tensor<32x256xf32>
    %b178 = "tosa.const"() <{value = dense_resource<w29_1x256> : tensor<1x256xf32>}> : () -> tensor<1x256xf32>
    %179 = "tosa.add"(%177, %b178) : (tensor<32x256xf32>, tensor<1x256xf32>) -> tensor<32x256xf32>
    %180 = "tosa.reshape"(%179) <{new_shape = array<i64: 1, 32, 256>}> : (tensor<32x256xf32>) -> tensor<1x32x256xf32>
    %k181 = "tosa.const"() <{value = dense<7.071067691e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %182 = "tosa.mul"(%180, %k181) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %183 = "tosa.erf"(%182) : (tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %k184 = "tosa.const"() <{value = dense<5.000000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %185 = "tosa.mul"(%180, %k184) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %k186 = "tosa.const"() <{value = dense<1.000000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %187 = "tosa.add"(%183, %k186) : (tensor<1x32x256xf32>, tensor<1x1x1xf32>) -> tensor<1x32x256xf32>
    %188 = "tosa.mul"(%185, %187) <{shift = 0 : i8}> : (tensor<1x32x256xf32>, tensor<1x32x256xf32>) -> tensor<1x32x256xf32>
    %w189 = "tosa.const"() <{value = dense_resource<w30_1x256x64> : tensor<1x256x64xf32>}> : () -> tensor<1x256x64xf32>
    %190 = "tosa.matmul"(%188, %w189) : (tensor<1x32x256xf32>, tensor<1x256x64xf32>) -> tensor<1x32x64xf32>
    %191 = "tosa.reshape"(%190) <{new_shape = array<i64: 32, 64>}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %b192 = "tosa.const"() <{value = dense_resource<w31_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %193 = "tosa.add"(%191, %b192) : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x64xf32>
    %194 = "tosa.reshape"(%193) <{new_shape = array<i64: 1, 32, 64>}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %195 = "tosa.add"(%174, %194) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %196 = "tosa.reduce_sum"(%195) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k197 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %198 = "tosa.mul"(%196, %k197) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %199 = "tosa.sub"(%195, %198) : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %200 = "tosa.mul"(%199, %199) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %201 = "tosa.reduce_sum"(%200) <{axis = 2 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
    %k202 = "tosa.const"() <{value = dense<1.562500000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %203 = "tosa.mul"(%201, %k202) <{shift = 0 : i8}> : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %k204 = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %205 = "tosa.add"(%203, %k204) : (tensor<1x32x1xf32>, tensor<1x1x1xf32>) -> tensor<1x32x1xf32>
    %206 = "tosa.rsqrt"(%205) : (tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %207 = "tosa.mul"(%199, %206) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x32x1xf32>) -> tensor<1x32x64xf32>
    %ln_w208 = "tosa.const"() <{value = dense_resource<w32_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %209 = "tosa.mul"(%207, %ln_w208) <{shift = 0 : i8}> : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %ln_b210 = "tosa.const"() <{value = dense_resource<w33_1x1x64> : tensor<1x1x64xf32>}> : () -> tensor<1x1x64xf32>
    %211 = "tosa.add"(%209, %ln_b210) : (tensor<1x32x64xf32>, tensor<1x1x64xf32>) -> tensor<1x32x64xf32>
    %212 = "tosa.reduce_sum"(%211) <{axis = 1 : i32}> : (tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %k213 = "tosa.const"() <{value = dense<3.125000000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %214 = "tosa.mul"(%212, %k213) <{shift = 0 : i8}> : (tensor<1x1x64xf32>, tensor<1x1x1xf32>) -> tensor<1x1x64xf32>
    %215 = "tosa.reshape"(%214) <{new_shape = array<i64: 1, 64>}> : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %216 = "tosa.reshape"(%215) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w217 = "tosa.const"() <{value = dense_resource<w34_1x64x10> : tensor<1x64x10xf32>}> : () -> tensor<1x64x10xf32>
    %218 = "tosa.matmul"(%216, %w217) : (tensor<1x1x64xf32>, tensor<1x64x10xf32>) -> tensor<1x1x10xf32>
    %219 = "tosa.reshape"(%218) <{new_shape = array<i64: 1, 10>}> : (tensor<1x1x10xf32>) -> tensor<1x10xf32>
    %b220 = "tosa.const"() <{value = dense_resource<w35_1x10> : tensor<1x10xf32>}> : () -> tensor<1x10xf32>
    %221 = "tosa.add"(%219, %b220) : (tensor<1x10xf32>, tensor<1x10xf32>) -> tensor<1x10xf32>
    return %221 : tensor<1x10xf32>
  }
}
// npk-weights: w0_1x100x64 25600
// npk-weights: w1_1x32x64 8192
// npk-weights: w2_1x64x64 16384
// npk-weights: w3_1x64 256
// npk-weights: w4_1x64x64 16384
// npk-weights: w5_1x64 256
// npk-weights: w6_1x64x64 16384
// npk-weights: w7_1x64 256
// npk-weights: w8_1x64x64 16384
// npk-weights: w9_1x64 256
// npk-weights: w10_1x1x64 256
// npk-weights: w11_1x1x64 256
// npk-weights: w12_1x64x256 65536
// npk-weights: w13_1x256 1024
// npk-weights: w14_1x256x64 65536
// npk-weights: w15_1x64 256
// npk-weights: w16_1x1x64 256
// npk-weights: w17_1x1x64 256
// npk-weights: w18_1x64x64 16384
// npk-weights: w19_1x64 256
// npk-weights: w20_1x64x64 16384
// npk-weights: w21_1x64 256
// npk-weights: w22_1x64x64 16384
// npk-weights: w23_1x64 256
// npk-weights: w24_1x64x64 16384
// npk-weights: w25_1x64 256
// npk-weights: w26_1x1x64 256
// npk-weights: w27_1x1x64 256
// npk-weights: w28_1x64x256 65536
// npk-weights: w29_1x256 1024
// npk-weights: w30_1x256x64 65536
// npk-weights: w31_1x64 256
// npk-weights: w32_1x1x64 256
// npk-weights: w33_1x1x64 256
// npk-weights: w34_1x64x10 2560
// npk-weights: w35_1x10 40
