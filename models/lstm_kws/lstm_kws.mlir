// lstm_kws: LSTM keyword spotter, 49x10 MFCC, 12 classes
// 20236 parameters, 929024 MACs at batch 1; made by models/lstm_kws/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "LstmKws"} {
  func.func @lstm_kws(%x: tensor<1x49x10xf32>) -> (tensor<1x12xf32>) {
    %w0 = "tosa.const"() <{value = dense_resource<w0_1x10x256> : tensor<1x10x256xf32>}> : () -> tensor<1x10x256xf32>
    %1 = "tosa.matmul"(%x, %w0) : (tensor<1x49x10xf32>, tensor<1x10x256xf32>) -> tensor<1x49x256xf32>
    %2 = "tosa.reshape"(%1) <{new_shape = array<i64: 49, 256>}> : (tensor<1x49x256xf32>) -> tensor<49x256xf32>
    %b3 = "tosa.const"() <{value = dense_resource<w1_1x256> : tensor<1x256xf32>}> : () -> tensor<1x256xf32>
    %4 = "tosa.add"(%2, %b3) : (tensor<49x256xf32>, tensor<1x256xf32>) -> tensor<49x256xf32>
    %5 = "tosa.reshape"(%4) <{new_shape = array<i64: 1, 49, 256>}> : (tensor<49x256xf32>) -> tensor<1x49x256xf32>
    %whh6 = "tosa.const"() <{value = dense_resource<w2_1x64x256> : tensor<1x64x256xf32>}> : () -> tensor<1x64x256xf32>
    %7 = "tosa.slice"(%5) <{start = array<i64: 0, 0, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %8 = "tosa.reshape"(%7) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %9 = "tosa.slice"(%8) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %10 = "tosa.slice"(%8) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %11 = "tosa.slice"(%8) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %12 = "tosa.slice"(%8) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %13 = "tosa.sigmoid"(%9) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %14 = "tosa.sigmoid"(%10) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %15 = "tosa.sigmoid"(%12) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %16 = "tosa.tanh"(%11) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %17 = "tosa.mul"(%13, %16) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %18 = "tosa.tanh"(%17) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %19 = "tosa.mul"(%15, %18) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %20 = "tosa.reshape"(%19) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %21 = "tosa.slice"(%5) <{start = array<i64: 0, 1, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %22 = "tosa.reshape"(%21) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %23 = "tosa.reshape"(%19) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %24 = "tosa.matmul"(%23, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %25 = "tosa.reshape"(%24) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %26 = "tosa.add"(%22, %25) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %27 = "tosa.slice"(%26) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %28 = "tosa.slice"(%26) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %29 = "tosa.slice"(%26) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %30 = "tosa.slice"(%26) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %31 = "tosa.sigmoid"(%27) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %32 = "tosa.sigmoid"(%28) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %33 = "tosa.sigmoid"(%30) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %34 = "tosa.tanh"(%29) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %35 = "tosa.mul"(%31, %34) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %36 = "tosa.mul"(%32, %17) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %37 = "tosa.add"(%36, %35) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %38 = "tosa.tanh"(%37) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %39 = "tosa.mul"(%33, %38) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %40 = "tosa.reshape"(%39) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %41 = "tosa.slice"(%5) <{start = array<i64: 0, 2, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %42 = "tosa.reshape"(%41) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %43 = "tosa.reshape"(%39) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %44 = "tosa.matmul"(%43, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %45 = "tosa.reshape"(%44) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %46 = "tosa.add"(%42, %45) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %47 = "tosa.slice"(%46) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %48 = "tosa.slice"(%46) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %49 = "tosa.slice"(%46) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %50 = "tosa.slice"(%46) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %51 = "tosa.sigmoid"(%47) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %52 = "tosa.sigmoid"(%48) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %53 = "tosa.sigmoid"(%50) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %54 = "tosa.tanh"(%49) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %55 = "tosa.mul"(%51, %54) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %56 = "tosa.mul"(%52, %37) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %57 = "tosa.add"(%56, %55) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %58 = "tosa.tanh"(%57) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %59 = "tosa.mul"(%53, %58) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %60 = "tosa.reshape"(%59) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %61 = "tosa.slice"(%5) <{start = array<i64: 0, 3, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %62 = "tosa.reshape"(%61) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %63 = "tosa.reshape"(%59) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %64 = "tosa.matmul"(%63, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %65 = "tosa.reshape"(%64) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %66 = "tosa.add"(%62, %65) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %67 = "tosa.slice"(%66) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %68 = "tosa.slice"(%66) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %69 = "tosa.slice"(%66) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %70 = "tosa.slice"(%66) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %71 = "tosa.sigmoid"(%67) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %72 = "tosa.sigmoid"(%68) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %73 = "tosa.sigmoid"(%70) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %74 = "tosa.tanh"(%69) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %75 = "tosa.mul"(%71, %74) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %76 = "tosa.mul"(%72, %57) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %77 = "tosa.add"(%76, %75) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %78 = "tosa.tanh"(%77) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %79 = "tosa.mul"(%73, %78) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %80 = "tosa.reshape"(%79) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %81 = "tosa.slice"(%5) <{start = array<i64: 0, 4, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %82 = "tosa.reshape"(%81) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %83 = "tosa.reshape"(%79) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %84 = "tosa.matmul"(%83, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %85 = "tosa.reshape"(%84) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %86 = "tosa.add"(%82, %85) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %87 = "tosa.slice"(%86) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %88 = "tosa.slice"(%86) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %89 = "tosa.slice"(%86) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %90 = "tosa.slice"(%86) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %91 = "tosa.sigmoid"(%87) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %92 = "tosa.sigmoid"(%88) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %93 = "tosa.sigmoid"(%90) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %94 = "tosa.tanh"(%89) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %95 = "tosa.mul"(%91, %94) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %96 = "tosa.mul"(%92, %77) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %97 = "tosa.add"(%96, %95) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %98 = "tosa.tanh"(%97) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %99 = "tosa.mul"(%93, %98) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %100 = "tosa.reshape"(%99) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %101 = "tosa.slice"(%5) <{start = array<i64: 0, 5, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %102 = "tosa.reshape"(%101) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %103 = "tosa.reshape"(%99) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %104 = "tosa.matmul"(%103, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %105 = "tosa.reshape"(%104) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %106 = "tosa.add"(%102, %105) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %107 = "tosa.slice"(%106) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %108 = "tosa.slice"(%106) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %109 = "tosa.slice"(%106) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %110 = "tosa.slice"(%106) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %111 = "tosa.sigmoid"(%107) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %112 = "tosa.sigmoid"(%108) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %113 = "tosa.sigmoid"(%110) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %114 = "tosa.tanh"(%109) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %115 = "tosa.mul"(%111, %114) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %116 = "tosa.mul"(%112, %97) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %117 = "tosa.add"(%116, %115) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %118 = "tosa.tanh"(%117) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %119 = "tosa.mul"(%113, %118) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %120 = "tosa.reshape"(%119) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %121 = "tosa.slice"(%5) <{start = array<i64: 0, 6, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %122 = "tosa.reshape"(%121) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %123 = "tosa.reshape"(%119) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %124 = "tosa.matmul"(%123, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %125 = "tosa.reshape"(%124) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %126 = "tosa.add"(%122, %125) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %127 = "tosa.slice"(%126) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %128 = "tosa.slice"(%126) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %129 = "tosa.slice"(%126) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %130 = "tosa.slice"(%126) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %131 = "tosa.sigmoid"(%127) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %132 = "tosa.sigmoid"(%128) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %133 = "tosa.sigmoid"(%130) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %134 = "tosa.tanh"(%129) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %135 = "tosa.mul"(%131, %134) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %136 = "tosa.mul"(%132, %117) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %137 = "tosa.add"(%136, %135) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %138 = "tosa.tanh"(%137) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %139 = "tosa.mul"(%133, %138) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %140 = "tosa.reshape"(%139) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %141 = "tosa.slice"(%5) <{start = array<i64: 0, 7, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %142 = "tosa.reshape"(%141) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %143 = "tosa.reshape"(%139) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %144 = "tosa.matmul"(%143, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %145 = "tosa.reshape"(%144) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %146 = "tosa.add"(%142, %145) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %147 = "tosa.slice"(%146) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %148 = "tosa.slice"(%146) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %149 = "tosa.slice"(%146) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %150 = "tosa.slice"(%146) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %151 = "tosa.sigmoid"(%147) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %152 = "tosa.sigmoid"(%148) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %153 = "tosa.sigmoid"(%150) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %154 = "tosa.tanh"(%149) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %155 = "tosa.mul"(%151, %154) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %156 = "tosa.mul"(%152, %137) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %157 = "tosa.add"(%156, %155) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %158 = "tosa.tanh"(%157) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %159 = "tosa.mul"(%153, %158) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %160 = "tosa.reshape"(%159) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %161 = "tosa.slice"(%5) <{start = array<i64: 0, 8, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %162 = "tosa.reshape"(%161) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %163 = "tosa.reshape"(%159) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %164 = "tosa.matmul"(%163, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %165 = "tosa.reshape"(%164) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %166 = "tosa.add"(%162, %165) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %167 = "tosa.slice"(%166) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %168 = "tosa.slice"(%166) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %169 = "tosa.slice"(%166) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %170 = "tosa.slice"(%166) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %171 = "tosa.sigmoid"(%167) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %172 = "tosa.sigmoid"(%168) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %173 = "tosa.sigmoid"(%170) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %174 = "tosa.tanh"(%169) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %175 = "tosa.mul"(%171, %174) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %176 = "tosa.mul"(%172, %157) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %177 = "tosa.add"(%176, %175) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %178 = "tosa.tanh"(%177) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %179 = "tosa.mul"(%173, %178) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %180 = "tosa.reshape"(%179) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %181 = "tosa.slice"(%5) <{start = array<i64: 0, 9, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %182 = "tosa.reshape"(%181) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %183 = "tosa.reshape"(%179) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %184 = "tosa.matmul"(%183, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %185 = "tosa.reshape"(%184) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %186 = "tosa.add"(%182, %185) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %187 = "tosa.slice"(%186) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %188 = "tosa.slice"(%186) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %189 = "tosa.slice"(%186) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %190 = "tosa.slice"(%186) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %191 = "tosa.sigmoid"(%187) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %192 = "tosa.sigmoid"(%188) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %193 = "tosa.sigmoid"(%190) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %194 = "tosa.tanh"(%189) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %195 = "tosa.mul"(%191, %194) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %196 = "tosa.mul"(%192, %177) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %197 = "tosa.add"(%196, %195) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %198 = "tosa.tanh"(%197) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %199 = "tosa.mul"(%193, %198) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %200 = "tosa.reshape"(%199) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %201 = "tosa.slice"(%5) <{start = array<i64: 0, 10, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %202 = "tosa.reshape"(%201) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %203 = "tosa.reshape"(%199) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %204 = "tosa.matmul"(%203, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %205 = "tosa.reshape"(%204) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %206 = "tosa.add"(%202, %205) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %207 = "tosa.slice"(%206) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %208 = "tosa.slice"(%206) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %209 = "tosa.slice"(%206) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %210 = "tosa.slice"(%206) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %211 = "tosa.sigmoid"(%207) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %212 = "tosa.sigmoid"(%208) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %213 = "tosa.sigmoid"(%210) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %214 = "tosa.tanh"(%209) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %215 = "tosa.mul"(%211, %214) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %216 = "tosa.mul"(%212, %197) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %217 = "tosa.add"(%216, %215) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %218 = "tosa.tanh"(%217) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %219 = "tosa.mul"(%213, %218) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %220 = "tosa.reshape"(%219) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %221 = "tosa.slice"(%5) <{start = array<i64: 0, 11, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %222 = "tosa.reshape"(%221) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %223 = "tosa.reshape"(%219) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %224 = "tosa.matmul"(%223, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %225 = "tosa.reshape"(%224) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %226 = "tosa.add"(%222, %225) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %227 = "tosa.slice"(%226) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %228 = "tosa.slice"(%226) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %229 = "tosa.slice"(%226) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %230 = "tosa.slice"(%226) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %231 = "tosa.sigmoid"(%227) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %232 = "tosa.sigmoid"(%228) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %233 = "tosa.sigmoid"(%230) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %234 = "tosa.tanh"(%229) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %235 = "tosa.mul"(%231, %234) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %236 = "tosa.mul"(%232, %217) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %237 = "tosa.add"(%236, %235) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %238 = "tosa.tanh"(%237) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %239 = "tosa.mul"(%233, %238) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %240 = "tosa.reshape"(%239) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %241 = "tosa.slice"(%5) <{start = array<i64: 0, 12, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %242 = "tosa.reshape"(%241) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %243 = "tosa.reshape"(%239) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %244 = "tosa.matmul"(%243, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %245 = "tosa.reshape"(%244) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %246 = "tosa.add"(%242, %245) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %247 = "tosa.slice"(%246) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %248 = "tosa.slice"(%246) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %249 = "tosa.slice"(%246) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %250 = "tosa.slice"(%246) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %251 = "tosa.sigmoid"(%247) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %252 = "tosa.sigmoid"(%248) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %253 = "tosa.sigmoid"(%250) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %254 = "tosa.tanh"(%249) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %255 = "tosa.mul"(%251, %254) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %256 = "tosa.mul"(%252, %237) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %257 = "tosa.add"(%256, %255) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %258 = "tosa.tanh"(%257) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %259 = "tosa.mul"(%253, %258) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %260 = "tosa.reshape"(%259) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %261 = "tosa.slice"(%5) <{start = array<i64: 0, 13, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %262 = "tosa.reshape"(%261) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %263 = "tosa.reshape"(%259) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %264 = "tosa.matmul"(%263, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %265 = "tosa.reshape"(%264) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %266 = "tosa.add"(%262, %265) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %267 = "tosa.slice"(%266) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %268 = "tosa.slice"(%266) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %269 = "tosa.slice"(%266) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %270 = "tosa.slice"(%266) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %271 = "tosa.sigmoid"(%267) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %272 = "tosa.sigmoid"(%268) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %273 = "tosa.sigmoid"(%270) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %274 = "tosa.tanh"(%269) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %275 = "tosa.mul"(%271, %274) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %276 = "tosa.mul"(%272, %257) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %277 = "tosa.add"(%276, %275) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %278 = "tosa.tanh"(%277) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %279 = "tosa.mul"(%273, %278) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %280 = "tosa.reshape"(%279) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %281 = "tosa.slice"(%5) <{start = array<i64: 0, 14, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %282 = "tosa.reshape"(%281) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %283 = "tosa.reshape"(%279) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %284 = "tosa.matmul"(%283, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %285 = "tosa.reshape"(%284) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %286 = "tosa.add"(%282, %285) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %287 = "tosa.slice"(%286) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %288 = "tosa.slice"(%286) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %289 = "tosa.slice"(%286) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %290 = "tosa.slice"(%286) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %291 = "tosa.sigmoid"(%287) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %292 = "tosa.sigmoid"(%288) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %293 = "tosa.sigmoid"(%290) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %294 = "tosa.tanh"(%289) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %295 = "tosa.mul"(%291, %294) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %296 = "tosa.mul"(%292, %277) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %297 = "tosa.add"(%296, %295) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %298 = "tosa.tanh"(%297) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %299 = "tosa.mul"(%293, %298) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %300 = "tosa.reshape"(%299) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %301 = "tosa.slice"(%5) <{start = array<i64: 0, 15, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %302 = "tosa.reshape"(%301) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %303 = "tosa.reshape"(%299) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %304 = "tosa.matmul"(%303, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %305 = "tosa.reshape"(%304) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %306 = "tosa.add"(%302, %305) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %307 = "tosa.slice"(%306) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %308 = "tosa.slice"(%306) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %309 = "tosa.slice"(%306) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %310 = "tosa.slice"(%306) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %311 = "tosa.sigmoid"(%307) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %312 = "tosa.sigmoid"(%308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %313 = "tosa.sigmoid"(%310) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %314 = "tosa.tanh"(%309) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %315 = "tosa.mul"(%311, %314) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %316 = "tosa.mul"(%312, %297) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %317 = "tosa.add"(%316, %315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %318 = "tosa.tanh"(%317) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %319 = "tosa.mul"(%313, %318) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %320 = "tosa.reshape"(%319) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %321 = "tosa.slice"(%5) <{start = array<i64: 0, 16, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %322 = "tosa.reshape"(%321) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %323 = "tosa.reshape"(%319) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %324 = "tosa.matmul"(%323, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %325 = "tosa.reshape"(%324) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %326 = "tosa.add"(%322, %325) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %327 = "tosa.slice"(%326) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %328 = "tosa.slice"(%326) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %329 = "tosa.slice"(%326) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %330 = "tosa.slice"(%326) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %331 = "tosa.sigmoid"(%327) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %332 = "tosa.sigmoid"(%328) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %333 = "tosa.sigmoid"(%330) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %334 = "tosa.tanh"(%329) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %335 = "tosa.mul"(%331, %334) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %336 = "tosa.mul"(%332, %317) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %337 = "tosa.add"(%336, %335) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %338 = "tosa.tanh"(%337) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %339 = "tosa.mul"(%333, %338) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %340 = "tosa.reshape"(%339) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %341 = "tosa.slice"(%5) <{start = array<i64: 0, 17, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %342 = "tosa.reshape"(%341) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %343 = "tosa.reshape"(%339) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %344 = "tosa.matmul"(%343, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %345 = "tosa.reshape"(%344) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %346 = "tosa.add"(%342, %345) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %347 = "tosa.slice"(%346) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %348 = "tosa.slice"(%346) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %349 = "tosa.slice"(%346) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %350 = "tosa.slice"(%346) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %351 = "tosa.sigmoid"(%347) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %352 = "tosa.sigmoid"(%348) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %353 = "tosa.sigmoid"(%350) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %354 = "tosa.tanh"(%349) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %355 = "tosa.mul"(%351, %354) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %356 = "tosa.mul"(%352, %337) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %357 = "tosa.add"(%356, %355) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %358 = "tosa.tanh"(%357) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %359 = "tosa.mul"(%353, %358) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %360 = "tosa.reshape"(%359) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %361 = "tosa.slice"(%5) <{start = array<i64: 0, 18, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %362 = "tosa.reshape"(%361) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %363 = "tosa.reshape"(%359) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %364 = "tosa.matmul"(%363, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %365 = "tosa.reshape"(%364) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %366 = "tosa.add"(%362, %365) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %367 = "tosa.slice"(%366) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %368 = "tosa.slice"(%366) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %369 = "tosa.slice"(%366) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %370 = "tosa.slice"(%366) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %371 = "tosa.sigmoid"(%367) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %372 = "tosa.sigmoid"(%368) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %373 = "tosa.sigmoid"(%370) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %374 = "tosa.tanh"(%369) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %375 = "tosa.mul"(%371, %374) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %376 = "tosa.mul"(%372, %357) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %377 = "tosa.add"(%376, %375) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %378 = "tosa.tanh"(%377) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %379 = "tosa.mul"(%373, %378) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %380 = "tosa.reshape"(%379) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %381 = "tosa.slice"(%5) <{start = array<i64: 0, 19, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %382 = "tosa.reshape"(%381) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %383 = "tosa.reshape"(%379) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %384 = "tosa.matmul"(%383, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %385 = "tosa.reshape"(%384) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %386 = "tosa.add"(%382, %385) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %387 = "tosa.slice"(%386) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %388 = "tosa.slice"(%386) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %389 = "tosa.slice"(%386) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %390 = "tosa.slice"(%386) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %391 = "tosa.sigmoid"(%387) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %392 = "tosa.sigmoid"(%388) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %393 = "tosa.sigmoid"(%390) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %394 = "tosa.tanh"(%389) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %395 = "tosa.mul"(%391, %394) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %396 = "tosa.mul"(%392, %377) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %397 = "tosa.add"(%396, %395) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %398 = "tosa.tanh"(%397) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %399 = "tosa.mul"(%393, %398) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %400 = "tosa.reshape"(%399) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %401 = "tosa.slice"(%5) <{start = array<i64: 0, 20, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %402 = "tosa.reshape"(%401) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %403 = "tosa.reshape"(%399) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %404 = "tosa.matmul"(%403, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %405 = "tosa.reshape"(%404) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %406 = "tosa.add"(%402, %405) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %407 = "tosa.slice"(%406) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %408 = "tosa.slice"(%406) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %409 = "tosa.slice"(%406) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %410 = "tosa.slice"(%406) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %411 = "tosa.sigmoid"(%407) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %412 = "tosa.sigmoid"(%408) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %413 = "tosa.sigmoid"(%410) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %414 = "tosa.tanh"(%409) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %415 = "tosa.mul"(%411, %414) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %416 = "tosa.mul"(%412, %397) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %417 = "tosa.add"(%416, %415) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %418 = "tosa.tanh"(%417) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %419 = "tosa.mul"(%413, %418) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %420 = "tosa.reshape"(%419) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %421 = "tosa.slice"(%5) <{start = array<i64: 0, 21, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %422 = "tosa.reshape"(%421) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %423 = "tosa.reshape"(%419) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %424 = "tosa.matmul"(%423, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %425 = "tosa.reshape"(%424) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %426 = "tosa.add"(%422, %425) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %427 = "tosa.slice"(%426) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %428 = "tosa.slice"(%426) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %429 = "tosa.slice"(%426) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %430 = "tosa.slice"(%426) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %431 = "tosa.sigmoid"(%427) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %432 = "tosa.sigmoid"(%428) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %433 = "tosa.sigmoid"(%430) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %434 = "tosa.tanh"(%429) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %435 = "tosa.mul"(%431, %434) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %436 = "tosa.mul"(%432, %417) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %437 = "tosa.add"(%436, %435) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %438 = "tosa.tanh"(%437) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %439 = "tosa.mul"(%433, %438) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %440 = "tosa.reshape"(%439) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %441 = "tosa.slice"(%5) <{start = array<i64: 0, 22, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %442 = "tosa.reshape"(%441) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %443 = "tosa.reshape"(%439) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %444 = "tosa.matmul"(%443, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %445 = "tosa.reshape"(%444) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %446 = "tosa.add"(%442, %445) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %447 = "tosa.slice"(%446) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %448 = "tosa.slice"(%446) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %449 = "tosa.slice"(%446) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %450 = "tosa.slice"(%446) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %451 = "tosa.sigmoid"(%447) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %452 = "tosa.sigmoid"(%448) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %453 = "tosa.sigmoid"(%450) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %454 = "tosa.tanh"(%449) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %455 = "tosa.mul"(%451, %454) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %456 = "tosa.mul"(%452, %437) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %457 = "tosa.add"(%456, %455) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %458 = "tosa.tanh"(%457) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %459 = "tosa.mul"(%453, %458) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %460 = "tosa.reshape"(%459) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %461 = "tosa.slice"(%5) <{start = array<i64: 0, 23, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %462 = "tosa.reshape"(%461) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %463 = "tosa.reshape"(%459) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %464 = "tosa.matmul"(%463, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %465 = "tosa.reshape"(%464) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %466 = "tosa.add"(%462, %465) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %467 = "tosa.slice"(%466) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %468 = "tosa.slice"(%466) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %469 = "tosa.slice"(%466) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %470 = "tosa.slice"(%466) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %471 = "tosa.sigmoid"(%467) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %472 = "tosa.sigmoid"(%468) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %473 = "tosa.sigmoid"(%470) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %474 = "tosa.tanh"(%469) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %475 = "tosa.mul"(%471, %474) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %476 = "tosa.mul"(%472, %457) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %477 = "tosa.add"(%476, %475) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %478 = "tosa.tanh"(%477) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %479 = "tosa.mul"(%473, %478) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %480 = "tosa.reshape"(%479) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %481 = "tosa.slice"(%5) <{start = array<i64: 0, 24, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %482 = "tosa.reshape"(%481) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %483 = "tosa.reshape"(%479) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %484 = "tosa.matmul"(%483, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %485 = "tosa.reshape"(%484) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %486 = "tosa.add"(%482, %485) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %487 = "tosa.slice"(%486) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %488 = "tosa.slice"(%486) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %489 = "tosa.slice"(%486) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %490 = "tosa.slice"(%486) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %491 = "tosa.sigmoid"(%487) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %492 = "tosa.sigmoid"(%488) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %493 = "tosa.sigmoid"(%490) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %494 = "tosa.tanh"(%489) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %495 = "tosa.mul"(%491, %494) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %496 = "tosa.mul"(%492, %477) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %497 = "tosa.add"(%496, %495) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %498 = "tosa.tanh"(%497) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %499 = "tosa.mul"(%493, %498) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %500 = "tosa.reshape"(%499) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %501 = "tosa.slice"(%5) <{start = array<i64: 0, 25, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %502 = "tosa.reshape"(%501) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %503 = "tosa.reshape"(%499) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %504 = "tosa.matmul"(%503, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %505 = "tosa.reshape"(%504) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %506 = "tosa.add"(%502, %505) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %507 = "tosa.slice"(%506) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %508 = "tosa.slice"(%506) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %509 = "tosa.slice"(%506) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %510 = "tosa.slice"(%506) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %511 = "tosa.sigmoid"(%507) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %512 = "tosa.sigmoid"(%508) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %513 = "tosa.sigmoid"(%510) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %514 = "tosa.tanh"(%509) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %515 = "tosa.mul"(%511, %514) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %516 = "tosa.mul"(%512, %497) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %517 = "tosa.add"(%516, %515) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %518 = "tosa.tanh"(%517) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %519 = "tosa.mul"(%513, %518) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %520 = "tosa.reshape"(%519) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %521 = "tosa.slice"(%5) <{start = array<i64: 0, 26, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %522 = "tosa.reshape"(%521) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %523 = "tosa.reshape"(%519) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %524 = "tosa.matmul"(%523, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %525 = "tosa.reshape"(%524) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %526 = "tosa.add"(%522, %525) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %527 = "tosa.slice"(%526) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %528 = "tosa.slice"(%526) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %529 = "tosa.slice"(%526) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %530 = "tosa.slice"(%526) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %531 = "tosa.sigmoid"(%527) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %532 = "tosa.sigmoid"(%528) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %533 = "tosa.sigmoid"(%530) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %534 = "tosa.tanh"(%529) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %535 = "tosa.mul"(%531, %534) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %536 = "tosa.mul"(%532, %517) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %537 = "tosa.add"(%536, %535) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %538 = "tosa.tanh"(%537) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %539 = "tosa.mul"(%533, %538) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %540 = "tosa.reshape"(%539) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %541 = "tosa.slice"(%5) <{start = array<i64: 0, 27, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %542 = "tosa.reshape"(%541) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %543 = "tosa.reshape"(%539) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %544 = "tosa.matmul"(%543, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %545 = "tosa.reshape"(%544) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %546 = "tosa.add"(%542, %545) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %547 = "tosa.slice"(%546) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %548 = "tosa.slice"(%546) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %549 = "tosa.slice"(%546) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %550 = "tosa.slice"(%546) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %551 = "tosa.sigmoid"(%547) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %552 = "tosa.sigmoid"(%548) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %553 = "tosa.sigmoid"(%550) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %554 = "tosa.tanh"(%549) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %555 = "tosa.mul"(%551, %554) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %556 = "tosa.mul"(%552, %537) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %557 = "tosa.add"(%556, %555) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %558 = "tosa.tanh"(%557) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %559 = "tosa.mul"(%553, %558) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %560 = "tosa.reshape"(%559) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %561 = "tosa.slice"(%5) <{start = array<i64: 0, 28, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %562 = "tosa.reshape"(%561) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %563 = "tosa.reshape"(%559) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %564 = "tosa.matmul"(%563, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %565 = "tosa.reshape"(%564) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %566 = "tosa.add"(%562, %565) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %567 = "tosa.slice"(%566) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %568 = "tosa.slice"(%566) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %569 = "tosa.slice"(%566) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %570 = "tosa.slice"(%566) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %571 = "tosa.sigmoid"(%567) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %572 = "tosa.sigmoid"(%568) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %573 = "tosa.sigmoid"(%570) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %574 = "tosa.tanh"(%569) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %575 = "tosa.mul"(%571, %574) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %576 = "tosa.mul"(%572, %557) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %577 = "tosa.add"(%576, %575) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %578 = "tosa.tanh"(%577) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %579 = "tosa.mul"(%573, %578) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %580 = "tosa.reshape"(%579) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %581 = "tosa.slice"(%5) <{start = array<i64: 0, 29, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %582 = "tosa.reshape"(%581) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %583 = "tosa.reshape"(%579) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %584 = "tosa.matmul"(%583, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %585 = "tosa.reshape"(%584) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %586 = "tosa.add"(%582, %585) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %587 = "tosa.slice"(%586) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %588 = "tosa.slice"(%586) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %589 = "tosa.slice"(%586) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %590 = "tosa.slice"(%586) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %591 = "tosa.sigmoid"(%587) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %592 = "tosa.sigmoid"(%588) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %593 = "tosa.sigmoid"(%590) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %594 = "tosa.tanh"(%589) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %595 = "tosa.mul"(%591, %594) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %596 = "tosa.mul"(%592, %577) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %597 = "tosa.add"(%596, %595) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %598 = "tosa.tanh"(%597) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %599 = "tosa.mul"(%593, %598) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %600 = "tosa.reshape"(%599) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %601 = "tosa.slice"(%5) <{start = array<i64: 0, 30, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %602 = "tosa.reshape"(%601) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %603 = "tosa.reshape"(%599) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %604 = "tosa.matmul"(%603, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %605 = "tosa.reshape"(%604) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %606 = "tosa.add"(%602, %605) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %607 = "tosa.slice"(%606) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %608 = "tosa.slice"(%606) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %609 = "tosa.slice"(%606) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %610 = "tosa.slice"(%606) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %611 = "tosa.sigmoid"(%607) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %612 = "tosa.sigmoid"(%608) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %613 = "tosa.sigmoid"(%610) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %614 = "tosa.tanh"(%609) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %615 = "tosa.mul"(%611, %614) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %616 = "tosa.mul"(%612, %597) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %617 = "tosa.add"(%616, %615) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %618 = "tosa.tanh"(%617) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %619 = "tosa.mul"(%613, %618) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %620 = "tosa.reshape"(%619) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %621 = "tosa.slice"(%5) <{start = array<i64: 0, 31, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %622 = "tosa.reshape"(%621) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %623 = "tosa.reshape"(%619) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %624 = "tosa.matmul"(%623, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %625 = "tosa.reshape"(%624) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %626 = "tosa.add"(%622, %625) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %627 = "tosa.slice"(%626) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %628 = "tosa.slice"(%626) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %629 = "tosa.slice"(%626) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %630 = "tosa.slice"(%626) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %631 = "tosa.sigmoid"(%627) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %632 = "tosa.sigmoid"(%628) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %633 = "tosa.sigmoid"(%630) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %634 = "tosa.tanh"(%629) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %635 = "tosa.mul"(%631, %634) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %636 = "tosa.mul"(%632, %617) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %637 = "tosa.add"(%636, %635) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %638 = "tosa.tanh"(%637) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %639 = "tosa.mul"(%633, %638) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %640 = "tosa.reshape"(%639) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %641 = "tosa.slice"(%5) <{start = array<i64: 0, 32, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %642 = "tosa.reshape"(%641) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %643 = "tosa.reshape"(%639) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %644 = "tosa.matmul"(%643, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %645 = "tosa.reshape"(%644) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %646 = "tosa.add"(%642, %645) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %647 = "tosa.slice"(%646) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %648 = "tosa.slice"(%646) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %649 = "tosa.slice"(%646) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %650 = "tosa.slice"(%646) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %651 = "tosa.sigmoid"(%647) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %652 = "tosa.sigmoid"(%648) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %653 = "tosa.sigmoid"(%650) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %654 = "tosa.tanh"(%649) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %655 = "tosa.mul"(%651, %654) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %656 = "tosa.mul"(%652, %637) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %657 = "tosa.add"(%656, %655) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %658 = "tosa.tanh"(%657) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %659 = "tosa.mul"(%653, %658) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %660 = "tosa.reshape"(%659) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %661 = "tosa.slice"(%5) <{start = array<i64: 0, 33, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %662 = "tosa.reshape"(%661) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %663 = "tosa.reshape"(%659) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %664 = "tosa.matmul"(%663, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %665 = "tosa.reshape"(%664) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %666 = "tosa.add"(%662, %665) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %667 = "tosa.slice"(%666) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %668 = "tosa.slice"(%666) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %669 = "tosa.slice"(%666) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %670 = "tosa.slice"(%666) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %671 = "tosa.sigmoid"(%667) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %672 = "tosa.sigmoid"(%668) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %673 = "tosa.sigmoid"(%670) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %674 = "tosa.tanh"(%669) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %675 = "tosa.mul"(%671, %674) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %676 = "tosa.mul"(%672, %657) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %677 = "tosa.add"(%676, %675) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %678 = "tosa.tanh"(%677) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %679 = "tosa.mul"(%673, %678) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %680 = "tosa.reshape"(%679) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %681 = "tosa.slice"(%5) <{start = array<i64: 0, 34, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %682 = "tosa.reshape"(%681) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %683 = "tosa.reshape"(%679) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %684 = "tosa.matmul"(%683, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %685 = "tosa.reshape"(%684) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %686 = "tosa.add"(%682, %685) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %687 = "tosa.slice"(%686) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %688 = "tosa.slice"(%686) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %689 = "tosa.slice"(%686) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %690 = "tosa.slice"(%686) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %691 = "tosa.sigmoid"(%687) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %692 = "tosa.sigmoid"(%688) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %693 = "tosa.sigmoid"(%690) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %694 = "tosa.tanh"(%689) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %695 = "tosa.mul"(%691, %694) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %696 = "tosa.mul"(%692, %677) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %697 = "tosa.add"(%696, %695) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %698 = "tosa.tanh"(%697) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %699 = "tosa.mul"(%693, %698) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %700 = "tosa.reshape"(%699) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %701 = "tosa.slice"(%5) <{start = array<i64: 0, 35, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %702 = "tosa.reshape"(%701) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %703 = "tosa.reshape"(%699) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %704 = "tosa.matmul"(%703, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %705 = "tosa.reshape"(%704) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %706 = "tosa.add"(%702, %705) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %707 = "tosa.slice"(%706) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %708 = "tosa.slice"(%706) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %709 = "tosa.slice"(%706) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %710 = "tosa.slice"(%706) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %711 = "tosa.sigmoid"(%707) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %712 = "tosa.sigmoid"(%708) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %713 = "tosa.sigmoid"(%710) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %714 = "tosa.tanh"(%709) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %715 = "tosa.mul"(%711, %714) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %716 = "tosa.mul"(%712, %697) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %717 = "tosa.add"(%716, %715) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %718 = "tosa.tanh"(%717) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %719 = "tosa.mul"(%713, %718) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %720 = "tosa.reshape"(%719) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %721 = "tosa.slice"(%5) <{start = array<i64: 0, 36, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %722 = "tosa.reshape"(%721) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %723 = "tosa.reshape"(%719) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %724 = "tosa.matmul"(%723, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %725 = "tosa.reshape"(%724) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %726 = "tosa.add"(%722, %725) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %727 = "tosa.slice"(%726) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %728 = "tosa.slice"(%726) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %729 = "tosa.slice"(%726) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %730 = "tosa.slice"(%726) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %731 = "tosa.sigmoid"(%727) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %732 = "tosa.sigmoid"(%728) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %733 = "tosa.sigmoid"(%730) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %734 = "tosa.tanh"(%729) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %735 = "tosa.mul"(%731, %734) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %736 = "tosa.mul"(%732, %717) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %737 = "tosa.add"(%736, %735) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %738 = "tosa.tanh"(%737) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %739 = "tosa.mul"(%733, %738) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %740 = "tosa.reshape"(%739) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %741 = "tosa.slice"(%5) <{start = array<i64: 0, 37, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %742 = "tosa.reshape"(%741) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %743 = "tosa.reshape"(%739) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %744 = "tosa.matmul"(%743, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %745 = "tosa.reshape"(%744) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %746 = "tosa.add"(%742, %745) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %747 = "tosa.slice"(%746) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %748 = "tosa.slice"(%746) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %749 = "tosa.slice"(%746) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %750 = "tosa.slice"(%746) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %751 = "tosa.sigmoid"(%747) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %752 = "tosa.sigmoid"(%748) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %753 = "tosa.sigmoid"(%750) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %754 = "tosa.tanh"(%749) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %755 = "tosa.mul"(%751, %754) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %756 = "tosa.mul"(%752, %737) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %757 = "tosa.add"(%756, %755) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %758 = "tosa.tanh"(%757) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %759 = "tosa.mul"(%753, %758) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %760 = "tosa.reshape"(%759) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %761 = "tosa.slice"(%5) <{start = array<i64: 0, 38, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %762 = "tosa.reshape"(%761) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %763 = "tosa.reshape"(%759) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %764 = "tosa.matmul"(%763, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %765 = "tosa.reshape"(%764) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %766 = "tosa.add"(%762, %765) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %767 = "tosa.slice"(%766) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %768 = "tosa.slice"(%766) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %769 = "tosa.slice"(%766) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %770 = "tosa.slice"(%766) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %771 = "tosa.sigmoid"(%767) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %772 = "tosa.sigmoid"(%768) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %773 = "tosa.sigmoid"(%770) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %774 = "tosa.tanh"(%769) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %775 = "tosa.mul"(%771, %774) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %776 = "tosa.mul"(%772, %757) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %777 = "tosa.add"(%776, %775) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %778 = "tosa.tanh"(%777) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %779 = "tosa.mul"(%773, %778) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %780 = "tosa.reshape"(%779) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %781 = "tosa.slice"(%5) <{start = array<i64: 0, 39, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %782 = "tosa.reshape"(%781) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %783 = "tosa.reshape"(%779) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %784 = "tosa.matmul"(%783, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %785 = "tosa.reshape"(%784) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %786 = "tosa.add"(%782, %785) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %787 = "tosa.slice"(%786) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %788 = "tosa.slice"(%786) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %789 = "tosa.slice"(%786) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %790 = "tosa.slice"(%786) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %791 = "tosa.sigmoid"(%787) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %792 = "tosa.sigmoid"(%788) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %793 = "tosa.sigmoid"(%790) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %794 = "tosa.tanh"(%789) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %795 = "tosa.mul"(%791, %794) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %796 = "tosa.mul"(%792, %777) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %797 = "tosa.add"(%796, %795) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %798 = "tosa.tanh"(%797) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %799 = "tosa.mul"(%793, %798) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %800 = "tosa.reshape"(%799) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %801 = "tosa.slice"(%5) <{start = array<i64: 0, 40, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %802 = "tosa.reshape"(%801) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %803 = "tosa.reshape"(%799) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %804 = "tosa.matmul"(%803, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %805 = "tosa.reshape"(%804) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %806 = "tosa.add"(%802, %805) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %807 = "tosa.slice"(%806) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %808 = "tosa.slice"(%806) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %809 = "tosa.slice"(%806) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %810 = "tosa.slice"(%806) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %811 = "tosa.sigmoid"(%807) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %812 = "tosa.sigmoid"(%808) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %813 = "tosa.sigmoid"(%810) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %814 = "tosa.tanh"(%809) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %815 = "tosa.mul"(%811, %814) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %816 = "tosa.mul"(%812, %797) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %817 = "tosa.add"(%816, %815) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %818 = "tosa.tanh"(%817) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %819 = "tosa.mul"(%813, %818) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %820 = "tosa.reshape"(%819) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %821 = "tosa.slice"(%5) <{start = array<i64: 0, 41, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %822 = "tosa.reshape"(%821) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %823 = "tosa.reshape"(%819) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %824 = "tosa.matmul"(%823, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %825 = "tosa.reshape"(%824) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %826 = "tosa.add"(%822, %825) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %827 = "tosa.slice"(%826) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %828 = "tosa.slice"(%826) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %829 = "tosa.slice"(%826) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %830 = "tosa.slice"(%826) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %831 = "tosa.sigmoid"(%827) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %832 = "tosa.sigmoid"(%828) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %833 = "tosa.sigmoid"(%830) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %834 = "tosa.tanh"(%829) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %835 = "tosa.mul"(%831, %834) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %836 = "tosa.mul"(%832, %817) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %837 = "tosa.add"(%836, %835) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %838 = "tosa.tanh"(%837) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %839 = "tosa.mul"(%833, %838) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %840 = "tosa.reshape"(%839) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %841 = "tosa.slice"(%5) <{start = array<i64: 0, 42, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %842 = "tosa.reshape"(%841) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %843 = "tosa.reshape"(%839) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %844 = "tosa.matmul"(%843, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %845 = "tosa.reshape"(%844) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %846 = "tosa.add"(%842, %845) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %847 = "tosa.slice"(%846) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %848 = "tosa.slice"(%846) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %849 = "tosa.slice"(%846) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %850 = "tosa.slice"(%846) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %851 = "tosa.sigmoid"(%847) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %852 = "tosa.sigmoid"(%848) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %853 = "tosa.sigmoid"(%850) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %854 = "tosa.tanh"(%849) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %855 = "tosa.mul"(%851, %854) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %856 = "tosa.mul"(%852, %837) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %857 = "tosa.add"(%856, %855) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %858 = "tosa.tanh"(%857) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %859 = "tosa.mul"(%853, %858) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %860 = "tosa.reshape"(%859) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %861 = "tosa.slice"(%5) <{start = array<i64: 0, 43, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %862 = "tosa.reshape"(%861) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %863 = "tosa.reshape"(%859) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %864 = "tosa.matmul"(%863, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %865 = "tosa.reshape"(%864) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %866 = "tosa.add"(%862, %865) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %867 = "tosa.slice"(%866) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %868 = "tosa.slice"(%866) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %869 = "tosa.slice"(%866) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %870 = "tosa.slice"(%866) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %871 = "tosa.sigmoid"(%867) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %872 = "tosa.sigmoid"(%868) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %873 = "tosa.sigmoid"(%870) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %874 = "tosa.tanh"(%869) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %875 = "tosa.mul"(%871, %874) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %876 = "tosa.mul"(%872, %857) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %877 = "tosa.add"(%876, %875) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %878 = "tosa.tanh"(%877) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %879 = "tosa.mul"(%873, %878) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %880 = "tosa.reshape"(%879) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %881 = "tosa.slice"(%5) <{start = array<i64: 0, 44, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %882 = "tosa.reshape"(%881) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %883 = "tosa.reshape"(%879) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %884 = "tosa.matmul"(%883, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %885 = "tosa.reshape"(%884) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %886 = "tosa.add"(%882, %885) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %887 = "tosa.slice"(%886) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %888 = "tosa.slice"(%886) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %889 = "tosa.slice"(%886) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %890 = "tosa.slice"(%886) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %891 = "tosa.sigmoid"(%887) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %892 = "tosa.sigmoid"(%888) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %893 = "tosa.sigmoid"(%890) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %894 = "tosa.tanh"(%889) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %895 = "tosa.mul"(%891, %894) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %896 = "tosa.mul"(%892, %877) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %897 = "tosa.add"(%896, %895) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %898 = "tosa.tanh"(%897) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %899 = "tosa.mul"(%893, %898) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %900 = "tosa.reshape"(%899) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %901 = "tosa.slice"(%5) <{start = array<i64: 0, 45, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %902 = "tosa.reshape"(%901) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %903 = "tosa.reshape"(%899) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %904 = "tosa.matmul"(%903, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %905 = "tosa.reshape"(%904) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %906 = "tosa.add"(%902, %905) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %907 = "tosa.slice"(%906) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %908 = "tosa.slice"(%906) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %909 = "tosa.slice"(%906) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %910 = "tosa.slice"(%906) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %911 = "tosa.sigmoid"(%907) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %912 = "tosa.sigmoid"(%908) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %913 = "tosa.sigmoid"(%910) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %914 = "tosa.tanh"(%909) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %915 = "tosa.mul"(%911, %914) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %916 = "tosa.mul"(%912, %897) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %917 = "tosa.add"(%916, %915) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %918 = "tosa.tanh"(%917) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %919 = "tosa.mul"(%913, %918) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %920 = "tosa.reshape"(%919) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %921 = "tosa.slice"(%5) <{start = array<i64: 0, 46, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %922 = "tosa.reshape"(%921) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %923 = "tosa.reshape"(%919) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %924 = "tosa.matmul"(%923, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %925 = "tosa.reshape"(%924) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %926 = "tosa.add"(%922, %925) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %927 = "tosa.slice"(%926) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %928 = "tosa.slice"(%926) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %929 = "tosa.slice"(%926) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %930 = "tosa.slice"(%926) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %931 = "tosa.sigmoid"(%927) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %932 = "tosa.sigmoid"(%928) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %933 = "tosa.sigmoid"(%930) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %934 = "tosa.tanh"(%929) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %935 = "tosa.mul"(%931, %934) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %936 = "tosa.mul"(%932, %917) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %937 = "tosa.add"(%936, %935) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %938 = "tosa.tanh"(%937) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %939 = "tosa.mul"(%933, %938) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %940 = "tosa.reshape"(%939) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %941 = "tosa.slice"(%5) <{start = array<i64: 0, 47, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %942 = "tosa.reshape"(%941) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %943 = "tosa.reshape"(%939) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %944 = "tosa.matmul"(%943, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %945 = "tosa.reshape"(%944) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %946 = "tosa.add"(%942, %945) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %947 = "tosa.slice"(%946) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %948 = "tosa.slice"(%946) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %949 = "tosa.slice"(%946) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %950 = "tosa.slice"(%946) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %951 = "tosa.sigmoid"(%947) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %952 = "tosa.sigmoid"(%948) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %953 = "tosa.sigmoid"(%950) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %954 = "tosa.tanh"(%949) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %955 = "tosa.mul"(%951, %954) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %956 = "tosa.mul"(%952, %937) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %957 = "tosa.add"(%956, %955) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %958 = "tosa.tanh"(%957) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %959 = "tosa.mul"(%953, %958) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %960 = "tosa.reshape"(%959) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %961 = "tosa.slice"(%5) <{start = array<i64: 0, 48, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %962 = "tosa.reshape"(%961) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %963 = "tosa.reshape"(%959) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %964 = "tosa.matmul"(%963, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %965 = "tosa.reshape"(%964) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %966 = "tosa.add"(%962, %965) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %967 = "tosa.slice"(%966) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %968 = "tosa.slice"(%966) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %969 = "tosa.slice"(%966) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %970 = "tosa.slice"(%966) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %971 = "tosa.sigmoid"(%967) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %972 = "tosa.sigmoid"(%968) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %973 = "tosa.sigmoid"(%970) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %974 = "tosa.tanh"(%969) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %975 = "tosa.mul"(%971, %974) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %976 = "tosa.mul"(%972, %957) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %977 = "tosa.add"(%976, %975) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %978 = "tosa.tanh"(%977) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %979 = "tosa.mul"(%973, %978) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %980 = "tosa.reshape"(%979) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %981 = "tosa.concat"(%20, %40, %60, %80, %100, %120) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %982 = "tosa.concat"(%140, %160, %180, %200, %220, %240) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %983 = "tosa.concat"(%260, %280, %300, %320, %340, %360) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %984 = "tosa.concat"(%380, %400, %420, %440, %460, %480) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %985 = "tosa.concat"(%500, %520, %540, %560, %580, %600) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %986 = "tosa.concat"(%620, %640, %660, %680, %700, %720) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %987 = "tosa.concat"(%740, %760, %780, %800, %820, %840) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %988 = "tosa.concat"(%860, %880, %900, %920, %940, %960) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %989 = "tosa.concat"(%981, %982, %983, %984, %985, %986) <{axis = 1 : i32}> : (tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>) -> tensor<1x36x64xf32>
    %990 = "tosa.concat"(%987, %988, %980) <{axis = 1 : i32}> : (tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x1x64xf32>) -> tensor<1x13x64xf32>
    %991 = "tosa.concat"(%989, %990) <{axis = 1 : i32}> : (tensor<1x36x64xf32>, tensor<1x13x64xf32>) -> tensor<1x49x64xf32>
    %992 = "tosa.reshape"(%979) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %993 = "tosa.reshape"(%977) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %994 = "tosa.reshape"(%980) <{new_shape = array<i64: 1, 64>}> : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %995 = "tosa.reshape"(%994) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w996 = "tosa.const"() <{value = dense_resource<w3_1x64x12> : tensor<1x64x12xf32>}> : () -> tensor<1x64x12xf32>
    %997 = "tosa.matmul"(%995, %w996) : (tensor<1x1x64xf32>, tensor<1x64x12xf32>) -> tensor<1x1x12xf32>
    %998 = "tosa.reshape"(%997) <{new_shape = array<i64: 1, 12>}> : (tensor<1x1x12xf32>) -> tensor<1x12xf32>
    %b999 = "tosa.const"() <{value = dense_resource<w4_1x12> : tensor<1x12xf32>}> : () -> tensor<1x12xf32>
    %1000 = "tosa.add"(%998, %b999) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %1001 = "tosa.reduce_max"(%1000) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %1002 = "tosa.sub"(%1000, %1001) : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    %1003 = "tosa.exp"(%1002) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %1004 = "tosa.reduce_sum"(%1003) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %1005 = "tosa.reciprocal"(%1004) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %1006 = "tosa.mul"(%1003, %1005) <{shift = 0 : i8}> : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    return %1006 : tensor<1x12xf32>
  }
}
// npk-weights: w0_1x10x256 10240
// npk-weights: w1_1x256 1024
// npk-weights: w2_1x64x256 65536
// npk-weights: w3_1x64x12 3072
// npk-weights: w4_1x12 48
