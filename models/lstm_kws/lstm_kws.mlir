// lstm_kws: LSTM keyword spotter, 49x10 MFCC, 12 classes
// 20236 parameters, 929024 MACs at batch 1; made by models/lstm_kws/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "LstmKws"} {
  func.func @lstm_kws(%x: tensor<1x49x10xf32>) -> (tensor<1x12xf32>) {
    %w0 = "tosa.const"() <{value = dense_resource<w0_1x10x256> : tensor<1x10x256xf32>}> : () -> tensor<1x10x256xf32>
    %1 = "tosa.matmul"(%x, %w0) : (tensor<1x49x10xf32>, tensor<1x10x256xf32>) -> tensor<1x49x256xf32>
    %b2 = "tosa.const"() <{value = dense_resource<w1_1x1x256> : tensor<1x1x256xf32>}> : () -> tensor<1x1x256xf32>
    %3 = "tosa.add"(%1, %b2) : (tensor<1x49x256xf32>, tensor<1x1x256xf32>) -> tensor<1x49x256xf32>
    %whh4 = "tosa.const"() <{value = dense_resource<w2_1x64x256> : tensor<1x64x256xf32>}> : () -> tensor<1x64x256xf32>
    %5 = "tosa.slice"(%3) <{start = array<i64: 0, 0, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %6 = "tosa.reshape"(%5) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %7 = "tosa.slice"(%6) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %8 = "tosa.slice"(%6) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %9 = "tosa.slice"(%6) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %10 = "tosa.slice"(%6) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %11 = "tosa.sigmoid"(%7) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %12 = "tosa.sigmoid"(%8) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %13 = "tosa.sigmoid"(%10) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %14 = "tosa.tanh"(%9) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %15 = "tosa.mul"(%11, %14) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %16 = "tosa.tanh"(%15) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %17 = "tosa.mul"(%13, %16) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %18 = "tosa.reshape"(%17) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %19 = "tosa.slice"(%3) <{start = array<i64: 0, 1, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %20 = "tosa.reshape"(%19) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %21 = "tosa.reshape"(%17) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %22 = "tosa.matmul"(%21, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %23 = "tosa.reshape"(%22) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %24 = "tosa.add"(%20, %23) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %25 = "tosa.slice"(%24) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %26 = "tosa.slice"(%24) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %27 = "tosa.slice"(%24) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %28 = "tosa.slice"(%24) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %29 = "tosa.sigmoid"(%25) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %30 = "tosa.sigmoid"(%26) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %31 = "tosa.sigmoid"(%28) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %32 = "tosa.tanh"(%27) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %33 = "tosa.mul"(%29, %32) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %34 = "tosa.mul"(%30, %15) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %35 = "tosa.add"(%34, %33) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %36 = "tosa.tanh"(%35) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %37 = "tosa.mul"(%31, %36) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %38 = "tosa.reshape"(%37) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %39 = "tosa.slice"(%3) <{start = array<i64: 0, 2, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %40 = "tosa.reshape"(%39) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %41 = "tosa.reshape"(%37) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %42 = "tosa.matmul"(%41, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %43 = "tosa.reshape"(%42) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %44 = "tosa.add"(%40, %43) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %45 = "tosa.slice"(%44) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %46 = "tosa.slice"(%44) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %47 = "tosa.slice"(%44) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %48 = "tosa.slice"(%44) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %49 = "tosa.sigmoid"(%45) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %50 = "tosa.sigmoid"(%46) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %51 = "tosa.sigmoid"(%48) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %52 = "tosa.tanh"(%47) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %53 = "tosa.mul"(%49, %52) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %54 = "tosa.mul"(%50, %35) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %55 = "tosa.add"(%54, %53) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %56 = "tosa.tanh"(%55) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %57 = "tosa.mul"(%51, %56) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %58 = "tosa.reshape"(%57) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %59 = "tosa.slice"(%3) <{start = array<i64: 0, 3, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %60 = "tosa.reshape"(%59) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %61 = "tosa.reshape"(%57) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %62 = "tosa.matmul"(%61, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %63 = "tosa.reshape"(%62) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %64 = "tosa.add"(%60, %63) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %65 = "tosa.slice"(%64) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %66 = "tosa.slice"(%64) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %67 = "tosa.slice"(%64) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %68 = "tosa.slice"(%64) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %69 = "tosa.sigmoid"(%65) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %70 = "tosa.sigmoid"(%66) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %71 = "tosa.sigmoid"(%68) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %72 = "tosa.tanh"(%67) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %73 = "tosa.mul"(%69, %72) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %74 = "tosa.mul"(%70, %55) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %75 = "tosa.add"(%74, %73) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %76 = "tosa.tanh"(%75) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %77 = "tosa.mul"(%71, %76) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %78 = "tosa.reshape"(%77) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %79 = "tosa.slice"(%3) <{start = array<i64: 0, 4, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %80 = "tosa.reshape"(%79) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %81 = "tosa.reshape"(%77) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %82 = "tosa.matmul"(%81, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %83 = "tosa.reshape"(%82) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %84 = "tosa.add"(%80, %83) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %85 = "tosa.slice"(%84) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %86 = "tosa.slice"(%84) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %87 = "tosa.slice"(%84) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %88 = "tosa.slice"(%84) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %89 = "tosa.sigmoid"(%85) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %90 = "tosa.sigmoid"(%86) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %91 = "tosa.sigmoid"(%88) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %92 = "tosa.tanh"(%87) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %93 = "tosa.mul"(%89, %92) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %94 = "tosa.mul"(%90, %75) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %95 = "tosa.add"(%94, %93) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %96 = "tosa.tanh"(%95) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %97 = "tosa.mul"(%91, %96) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %98 = "tosa.reshape"(%97) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %99 = "tosa.slice"(%3) <{start = array<i64: 0, 5, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %100 = "tosa.reshape"(%99) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %101 = "tosa.reshape"(%97) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %102 = "tosa.matmul"(%101, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %103 = "tosa.reshape"(%102) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %104 = "tosa.add"(%100, %103) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %105 = "tosa.slice"(%104) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %106 = "tosa.slice"(%104) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %107 = "tosa.slice"(%104) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %108 = "tosa.slice"(%104) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %109 = "tosa.sigmoid"(%105) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %110 = "tosa.sigmoid"(%106) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %111 = "tosa.sigmoid"(%108) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %112 = "tosa.tanh"(%107) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %113 = "tosa.mul"(%109, %112) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %114 = "tosa.mul"(%110, %95) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %115 = "tosa.add"(%114, %113) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %116 = "tosa.tanh"(%115) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %117 = "tosa.mul"(%111, %116) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %118 = "tosa.reshape"(%117) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %119 = "tosa.slice"(%3) <{start = array<i64: 0, 6, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %120 = "tosa.reshape"(%119) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %121 = "tosa.reshape"(%117) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %122 = "tosa.matmul"(%121, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %123 = "tosa.reshape"(%122) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %124 = "tosa.add"(%120, %123) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %125 = "tosa.slice"(%124) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %126 = "tosa.slice"(%124) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %127 = "tosa.slice"(%124) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %128 = "tosa.slice"(%124) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %129 = "tosa.sigmoid"(%125) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %130 = "tosa.sigmoid"(%126) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %131 = "tosa.sigmoid"(%128) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %132 = "tosa.tanh"(%127) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %133 = "tosa.mul"(%129, %132) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %134 = "tosa.mul"(%130, %115) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %135 = "tosa.add"(%134, %133) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %136 = "tosa.tanh"(%135) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %137 = "tosa.mul"(%131, %136) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %138 = "tosa.reshape"(%137) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %139 = "tosa.slice"(%3) <{start = array<i64: 0, 7, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %140 = "tosa.reshape"(%139) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %141 = "tosa.reshape"(%137) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %142 = "tosa.matmul"(%141, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %143 = "tosa.reshape"(%142) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %144 = "tosa.add"(%140, %143) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %145 = "tosa.slice"(%144) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %146 = "tosa.slice"(%144) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %147 = "tosa.slice"(%144) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %148 = "tosa.slice"(%144) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %149 = "tosa.sigmoid"(%145) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %150 = "tosa.sigmoid"(%146) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %151 = "tosa.sigmoid"(%148) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %152 = "tosa.tanh"(%147) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %153 = "tosa.mul"(%149, %152) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %154 = "tosa.mul"(%150, %135) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %155 = "tosa.add"(%154, %153) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %156 = "tosa.tanh"(%155) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %157 = "tosa.mul"(%151, %156) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %158 = "tosa.reshape"(%157) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %159 = "tosa.slice"(%3) <{start = array<i64: 0, 8, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %160 = "tosa.reshape"(%159) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %161 = "tosa.reshape"(%157) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %162 = "tosa.matmul"(%161, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %163 = "tosa.reshape"(%162) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %164 = "tosa.add"(%160, %163) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %165 = "tosa.slice"(%164) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %166 = "tosa.slice"(%164) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %167 = "tosa.slice"(%164) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %168 = "tosa.slice"(%164) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %169 = "tosa.sigmoid"(%165) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %170 = "tosa.sigmoid"(%166) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %171 = "tosa.sigmoid"(%168) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %172 = "tosa.tanh"(%167) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %173 = "tosa.mul"(%169, %172) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %174 = "tosa.mul"(%170, %155) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %175 = "tosa.add"(%174, %173) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %176 = "tosa.tanh"(%175) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %177 = "tosa.mul"(%171, %176) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %178 = "tosa.reshape"(%177) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %179 = "tosa.slice"(%3) <{start = array<i64: 0, 9, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %180 = "tosa.reshape"(%179) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %181 = "tosa.reshape"(%177) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %182 = "tosa.matmul"(%181, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %183 = "tosa.reshape"(%182) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %184 = "tosa.add"(%180, %183) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %185 = "tosa.slice"(%184) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %186 = "tosa.slice"(%184) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %187 = "tosa.slice"(%184) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %188 = "tosa.slice"(%184) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %189 = "tosa.sigmoid"(%185) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %190 = "tosa.sigmoid"(%186) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %191 = "tosa.sigmoid"(%188) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %192 = "tosa.tanh"(%187) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %193 = "tosa.mul"(%189, %192) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %194 = "tosa.mul"(%190, %175) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %195 = "tosa.add"(%194, %193) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %196 = "tosa.tanh"(%195) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %197 = "tosa.mul"(%191, %196) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %198 = "tosa.reshape"(%197) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %199 = "tosa.slice"(%3) <{start = array<i64: 0, 10, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %200 = "tosa.reshape"(%199) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %201 = "tosa.reshape"(%197) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %202 = "tosa.matmul"(%201, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %203 = "tosa.reshape"(%202) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %204 = "tosa.add"(%200, %203) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %205 = "tosa.slice"(%204) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %206 = "tosa.slice"(%204) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %207 = "tosa.slice"(%204) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %208 = "tosa.slice"(%204) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %209 = "tosa.sigmoid"(%205) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %210 = "tosa.sigmoid"(%206) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %211 = "tosa.sigmoid"(%208) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %212 = "tosa.tanh"(%207) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %213 = "tosa.mul"(%209, %212) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %214 = "tosa.mul"(%210, %195) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %215 = "tosa.add"(%214, %213) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %216 = "tosa.tanh"(%215) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %217 = "tosa.mul"(%211, %216) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %218 = "tosa.reshape"(%217) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %219 = "tosa.slice"(%3) <{start = array<i64: 0, 11, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %220 = "tosa.reshape"(%219) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %221 = "tosa.reshape"(%217) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %222 = "tosa.matmul"(%221, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %223 = "tosa.reshape"(%222) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %224 = "tosa.add"(%220, %223) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %225 = "tosa.slice"(%224) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %226 = "tosa.slice"(%224) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %227 = "tosa.slice"(%224) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %228 = "tosa.slice"(%224) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %229 = "tosa.sigmoid"(%225) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %230 = "tosa.sigmoid"(%226) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %231 = "tosa.sigmoid"(%228) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %232 = "tosa.tanh"(%227) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %233 = "tosa.mul"(%229, %232) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %234 = "tosa.mul"(%230, %215) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %235 = "tosa.add"(%234, %233) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %236 = "tosa.tanh"(%235) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %237 = "tosa.mul"(%231, %236) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %238 = "tosa.reshape"(%237) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %239 = "tosa.slice"(%3) <{start = array<i64: 0, 12, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %240 = "tosa.reshape"(%239) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %241 = "tosa.reshape"(%237) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %242 = "tosa.matmul"(%241, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %243 = "tosa.reshape"(%242) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %244 = "tosa.add"(%240, %243) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %245 = "tosa.slice"(%244) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %246 = "tosa.slice"(%244) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %247 = "tosa.slice"(%244) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %248 = "tosa.slice"(%244) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %249 = "tosa.sigmoid"(%245) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %250 = "tosa.sigmoid"(%246) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %251 = "tosa.sigmoid"(%248) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %252 = "tosa.tanh"(%247) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %253 = "tosa.mul"(%249, %252) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %254 = "tosa.mul"(%250, %235) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %255 = "tosa.add"(%254, %253) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %256 = "tosa.tanh"(%255) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %257 = "tosa.mul"(%251, %256) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %258 = "tosa.reshape"(%257) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %259 = "tosa.slice"(%3) <{start = array<i64: 0, 13, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %260 = "tosa.reshape"(%259) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %261 = "tosa.reshape"(%257) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %262 = "tosa.matmul"(%261, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %263 = "tosa.reshape"(%262) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %264 = "tosa.add"(%260, %263) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %265 = "tosa.slice"(%264) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %266 = "tosa.slice"(%264) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %267 = "tosa.slice"(%264) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %268 = "tosa.slice"(%264) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %269 = "tosa.sigmoid"(%265) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %270 = "tosa.sigmoid"(%266) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %271 = "tosa.sigmoid"(%268) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %272 = "tosa.tanh"(%267) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %273 = "tosa.mul"(%269, %272) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %274 = "tosa.mul"(%270, %255) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %275 = "tosa.add"(%274, %273) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %276 = "tosa.tanh"(%275) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %277 = "tosa.mul"(%271, %276) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %278 = "tosa.reshape"(%277) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %279 = "tosa.slice"(%3) <{start = array<i64: 0, 14, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %280 = "tosa.reshape"(%279) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %281 = "tosa.reshape"(%277) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %282 = "tosa.matmul"(%281, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %283 = "tosa.reshape"(%282) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %284 = "tosa.add"(%280, %283) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %285 = "tosa.slice"(%284) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %286 = "tosa.slice"(%284) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %287 = "tosa.slice"(%284) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %288 = "tosa.slice"(%284) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %289 = "tosa.sigmoid"(%285) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %290 = "tosa.sigmoid"(%286) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %291 = "tosa.sigmoid"(%288) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %292 = "tosa.tanh"(%287) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %293 = "tosa.mul"(%289, %292) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %294 = "tosa.mul"(%290, %275) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %295 = "tosa.add"(%294, %293) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %296 = "tosa.tanh"(%295) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %297 = "tosa.mul"(%291, %296) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %298 = "tosa.reshape"(%297) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %299 = "tosa.slice"(%3) <{start = array<i64: 0, 15, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %300 = "tosa.reshape"(%299) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %301 = "tosa.reshape"(%297) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %302 = "tosa.matmul"(%301, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %303 = "tosa.reshape"(%302) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %304 = "tosa.add"(%300, %303) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %305 = "tosa.slice"(%304) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %306 = "tosa.slice"(%304) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %307 = "tosa.slice"(%304) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %308 = "tosa.slice"(%304) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %309 = "tosa.sigmoid"(%305) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %310 = "tosa.sigmoid"(%306) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %311 = "tosa.sigmoid"(%308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %312 = "tosa.tanh"(%307) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %313 = "tosa.mul"(%309, %312) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %314 = "tosa.mul"(%310, %295) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %315 = "tosa.add"(%314, %313) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %316 = "tosa.tanh"(%315) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %317 = "tosa.mul"(%311, %316) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %318 = "tosa.reshape"(%317) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %319 = "tosa.slice"(%3) <{start = array<i64: 0, 16, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %320 = "tosa.reshape"(%319) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %321 = "tosa.reshape"(%317) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %322 = "tosa.matmul"(%321, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %323 = "tosa.reshape"(%322) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %324 = "tosa.add"(%320, %323) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %325 = "tosa.slice"(%324) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %326 = "tosa.slice"(%324) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %327 = "tosa.slice"(%324) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %328 = "tosa.slice"(%324) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %329 = "tosa.sigmoid"(%325) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %330 = "tosa.sigmoid"(%326) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %331 = "tosa.sigmoid"(%328) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %332 = "tosa.tanh"(%327) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %333 = "tosa.mul"(%329, %332) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %334 = "tosa.mul"(%330, %315) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %335 = "tosa.add"(%334, %333) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %336 = "tosa.tanh"(%335) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %337 = "tosa.mul"(%331, %336) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %338 = "tosa.reshape"(%337) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %339 = "tosa.slice"(%3) <{start = array<i64: 0, 17, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %340 = "tosa.reshape"(%339) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %341 = "tosa.reshape"(%337) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %342 = "tosa.matmul"(%341, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %343 = "tosa.reshape"(%342) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %344 = "tosa.add"(%340, %343) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %345 = "tosa.slice"(%344) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %346 = "tosa.slice"(%344) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %347 = "tosa.slice"(%344) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %348 = "tosa.slice"(%344) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %349 = "tosa.sigmoid"(%345) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %350 = "tosa.sigmoid"(%346) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %351 = "tosa.sigmoid"(%348) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %352 = "tosa.tanh"(%347) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %353 = "tosa.mul"(%349, %352) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %354 = "tosa.mul"(%350, %335) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %355 = "tosa.add"(%354, %353) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %356 = "tosa.tanh"(%355) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %357 = "tosa.mul"(%351, %356) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %358 = "tosa.reshape"(%357) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %359 = "tosa.slice"(%3) <{start = array<i64: 0, 18, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %360 = "tosa.reshape"(%359) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %361 = "tosa.reshape"(%357) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %362 = "tosa.matmul"(%361, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %363 = "tosa.reshape"(%362) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %364 = "tosa.add"(%360, %363) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %365 = "tosa.slice"(%364) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %366 = "tosa.slice"(%364) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %367 = "tosa.slice"(%364) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %368 = "tosa.slice"(%364) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %369 = "tosa.sigmoid"(%365) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %370 = "tosa.sigmoid"(%366) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %371 = "tosa.sigmoid"(%368) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %372 = "tosa.tanh"(%367) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %373 = "tosa.mul"(%369, %372) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %374 = "tosa.mul"(%370, %355) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %375 = "tosa.add"(%374, %373) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %376 = "tosa.tanh"(%375) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %377 = "tosa.mul"(%371, %376) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %378 = "tosa.reshape"(%377) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %379 = "tosa.slice"(%3) <{start = array<i64: 0, 19, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %380 = "tosa.reshape"(%379) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %381 = "tosa.reshape"(%377) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %382 = "tosa.matmul"(%381, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %383 = "tosa.reshape"(%382) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %384 = "tosa.add"(%380, %383) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %385 = "tosa.slice"(%384) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %386 = "tosa.slice"(%384) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %387 = "tosa.slice"(%384) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %388 = "tosa.slice"(%384) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %389 = "tosa.sigmoid"(%385) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %390 = "tosa.sigmoid"(%386) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %391 = "tosa.sigmoid"(%388) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %392 = "tosa.tanh"(%387) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %393 = "tosa.mul"(%389, %392) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %394 = "tosa.mul"(%390, %375) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %395 = "tosa.add"(%394, %393) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %396 = "tosa.tanh"(%395) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %397 = "tosa.mul"(%391, %396) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %398 = "tosa.reshape"(%397) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %399 = "tosa.slice"(%3) <{start = array<i64: 0, 20, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %400 = "tosa.reshape"(%399) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %401 = "tosa.reshape"(%397) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %402 = "tosa.matmul"(%401, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %403 = "tosa.reshape"(%402) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %404 = "tosa.add"(%400, %403) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %405 = "tosa.slice"(%404) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %406 = "tosa.slice"(%404) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %407 = "tosa.slice"(%404) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %408 = "tosa.slice"(%404) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %409 = "tosa.sigmoid"(%405) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %410 = "tosa.sigmoid"(%406) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %411 = "tosa.sigmoid"(%408) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %412 = "tosa.tanh"(%407) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %413 = "tosa.mul"(%409, %412) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %414 = "tosa.mul"(%410, %395) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %415 = "tosa.add"(%414, %413) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %416 = "tosa.tanh"(%415) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %417 = "tosa.mul"(%411, %416) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %418 = "tosa.reshape"(%417) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %419 = "tosa.slice"(%3) <{start = array<i64: 0, 21, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %420 = "tosa.reshape"(%419) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %421 = "tosa.reshape"(%417) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %422 = "tosa.matmul"(%421, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %423 = "tosa.reshape"(%422) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %424 = "tosa.add"(%420, %423) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %425 = "tosa.slice"(%424) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %426 = "tosa.slice"(%424) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %427 = "tosa.slice"(%424) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %428 = "tosa.slice"(%424) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %429 = "tosa.sigmoid"(%425) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %430 = "tosa.sigmoid"(%426) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %431 = "tosa.sigmoid"(%428) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %432 = "tosa.tanh"(%427) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %433 = "tosa.mul"(%429, %432) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %434 = "tosa.mul"(%430, %415) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %435 = "tosa.add"(%434, %433) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %436 = "tosa.tanh"(%435) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %437 = "tosa.mul"(%431, %436) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %438 = "tosa.reshape"(%437) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %439 = "tosa.slice"(%3) <{start = array<i64: 0, 22, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %440 = "tosa.reshape"(%439) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %441 = "tosa.reshape"(%437) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %442 = "tosa.matmul"(%441, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %443 = "tosa.reshape"(%442) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %444 = "tosa.add"(%440, %443) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %445 = "tosa.slice"(%444) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %446 = "tosa.slice"(%444) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %447 = "tosa.slice"(%444) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %448 = "tosa.slice"(%444) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %449 = "tosa.sigmoid"(%445) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %450 = "tosa.sigmoid"(%446) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %451 = "tosa.sigmoid"(%448) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %452 = "tosa.tanh"(%447) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %453 = "tosa.mul"(%449, %452) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %454 = "tosa.mul"(%450, %435) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %455 = "tosa.add"(%454, %453) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %456 = "tosa.tanh"(%455) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %457 = "tosa.mul"(%451, %456) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %458 = "tosa.reshape"(%457) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %459 = "tosa.slice"(%3) <{start = array<i64: 0, 23, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %460 = "tosa.reshape"(%459) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %461 = "tosa.reshape"(%457) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %462 = "tosa.matmul"(%461, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %463 = "tosa.reshape"(%462) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %464 = "tosa.add"(%460, %463) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %465 = "tosa.slice"(%464) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %466 = "tosa.slice"(%464) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %467 = "tosa.slice"(%464) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %468 = "tosa.slice"(%464) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %469 = "tosa.sigmoid"(%465) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %470 = "tosa.sigmoid"(%466) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %471 = "tosa.sigmoid"(%468) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %472 = "tosa.tanh"(%467) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %473 = "tosa.mul"(%469, %472) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %474 = "tosa.mul"(%470, %455) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %475 = "tosa.add"(%474, %473) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %476 = "tosa.tanh"(%475) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %477 = "tosa.mul"(%471, %476) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %478 = "tosa.reshape"(%477) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %479 = "tosa.slice"(%3) <{start = array<i64: 0, 24, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %480 = "tosa.reshape"(%479) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %481 = "tosa.reshape"(%477) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %482 = "tosa.matmul"(%481, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %483 = "tosa.reshape"(%482) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %484 = "tosa.add"(%480, %483) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %485 = "tosa.slice"(%484) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %486 = "tosa.slice"(%484) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %487 = "tosa.slice"(%484) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %488 = "tosa.slice"(%484) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %489 = "tosa.sigmoid"(%485) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %490 = "tosa.sigmoid"(%486) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %491 = "tosa.sigmoid"(%488) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %492 = "tosa.tanh"(%487) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %493 = "tosa.mul"(%489, %492) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %494 = "tosa.mul"(%490, %475) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %495 = "tosa.add"(%494, %493) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %496 = "tosa.tanh"(%495) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %497 = "tosa.mul"(%491, %496) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %498 = "tosa.reshape"(%497) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %499 = "tosa.slice"(%3) <{start = array<i64: 0, 25, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %500 = "tosa.reshape"(%499) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %501 = "tosa.reshape"(%497) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %502 = "tosa.matmul"(%501, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %503 = "tosa.reshape"(%502) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %504 = "tosa.add"(%500, %503) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %505 = "tosa.slice"(%504) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %506 = "tosa.slice"(%504) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %507 = "tosa.slice"(%504) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %508 = "tosa.slice"(%504) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %509 = "tosa.sigmoid"(%505) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %510 = "tosa.sigmoid"(%506) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %511 = "tosa.sigmoid"(%508) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %512 = "tosa.tanh"(%507) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %513 = "tosa.mul"(%509, %512) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %514 = "tosa.mul"(%510, %495) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %515 = "tosa.add"(%514, %513) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %516 = "tosa.tanh"(%515) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %517 = "tosa.mul"(%511, %516) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %518 = "tosa.reshape"(%517) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %519 = "tosa.slice"(%3) <{start = array<i64: 0, 26, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %520 = "tosa.reshape"(%519) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %521 = "tosa.reshape"(%517) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %522 = "tosa.matmul"(%521, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %523 = "tosa.reshape"(%522) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %524 = "tosa.add"(%520, %523) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %525 = "tosa.slice"(%524) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %526 = "tosa.slice"(%524) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %527 = "tosa.slice"(%524) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %528 = "tosa.slice"(%524) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %529 = "tosa.sigmoid"(%525) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %530 = "tosa.sigmoid"(%526) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %531 = "tosa.sigmoid"(%528) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %532 = "tosa.tanh"(%527) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %533 = "tosa.mul"(%529, %532) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %534 = "tosa.mul"(%530, %515) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %535 = "tosa.add"(%534, %533) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %536 = "tosa.tanh"(%535) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %537 = "tosa.mul"(%531, %536) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %538 = "tosa.reshape"(%537) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %539 = "tosa.slice"(%3) <{start = array<i64: 0, 27, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %540 = "tosa.reshape"(%539) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %541 = "tosa.reshape"(%537) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %542 = "tosa.matmul"(%541, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %543 = "tosa.reshape"(%542) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %544 = "tosa.add"(%540, %543) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %545 = "tosa.slice"(%544) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %546 = "tosa.slice"(%544) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %547 = "tosa.slice"(%544) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %548 = "tosa.slice"(%544) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %549 = "tosa.sigmoid"(%545) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %550 = "tosa.sigmoid"(%546) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %551 = "tosa.sigmoid"(%548) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %552 = "tosa.tanh"(%547) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %553 = "tosa.mul"(%549, %552) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %554 = "tosa.mul"(%550, %535) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %555 = "tosa.add"(%554, %553) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %556 = "tosa.tanh"(%555) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %557 = "tosa.mul"(%551, %556) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %558 = "tosa.reshape"(%557) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %559 = "tosa.slice"(%3) <{start = array<i64: 0, 28, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %560 = "tosa.reshape"(%559) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %561 = "tosa.reshape"(%557) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %562 = "tosa.matmul"(%561, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %563 = "tosa.reshape"(%562) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %564 = "tosa.add"(%560, %563) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %565 = "tosa.slice"(%564) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %566 = "tosa.slice"(%564) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %567 = "tosa.slice"(%564) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %568 = "tosa.slice"(%564) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %569 = "tosa.sigmoid"(%565) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %570 = "tosa.sigmoid"(%566) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %571 = "tosa.sigmoid"(%568) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %572 = "tosa.tanh"(%567) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %573 = "tosa.mul"(%569, %572) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %574 = "tosa.mul"(%570, %555) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %575 = "tosa.add"(%574, %573) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %576 = "tosa.tanh"(%575) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %577 = "tosa.mul"(%571, %576) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %578 = "tosa.reshape"(%577) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %579 = "tosa.slice"(%3) <{start = array<i64: 0, 29, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %580 = "tosa.reshape"(%579) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %581 = "tosa.reshape"(%577) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %582 = "tosa.matmul"(%581, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %583 = "tosa.reshape"(%582) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %584 = "tosa.add"(%580, %583) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %585 = "tosa.slice"(%584) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %586 = "tosa.slice"(%584) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %587 = "tosa.slice"(%584) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %588 = "tosa.slice"(%584) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %589 = "tosa.sigmoid"(%585) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %590 = "tosa.sigmoid"(%586) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %591 = "tosa.sigmoid"(%588) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %592 = "tosa.tanh"(%587) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %593 = "tosa.mul"(%589, %592) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %594 = "tosa.mul"(%590, %575) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %595 = "tosa.add"(%594, %593) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %596 = "tosa.tanh"(%595) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %597 = "tosa.mul"(%591, %596) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %598 = "tosa.reshape"(%597) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %599 = "tosa.slice"(%3) <{start = array<i64: 0, 30, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %600 = "tosa.reshape"(%599) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %601 = "tosa.reshape"(%597) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %602 = "tosa.matmul"(%601, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %603 = "tosa.reshape"(%602) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %604 = "tosa.add"(%600, %603) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %605 = "tosa.slice"(%604) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %606 = "tosa.slice"(%604) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %607 = "tosa.slice"(%604) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %608 = "tosa.slice"(%604) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %609 = "tosa.sigmoid"(%605) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %610 = "tosa.sigmoid"(%606) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %611 = "tosa.sigmoid"(%608) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %612 = "tosa.tanh"(%607) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %613 = "tosa.mul"(%609, %612) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %614 = "tosa.mul"(%610, %595) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %615 = "tosa.add"(%614, %613) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %616 = "tosa.tanh"(%615) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %617 = "tosa.mul"(%611, %616) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %618 = "tosa.reshape"(%617) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %619 = "tosa.slice"(%3) <{start = array<i64: 0, 31, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %620 = "tosa.reshape"(%619) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %621 = "tosa.reshape"(%617) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %622 = "tosa.matmul"(%621, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %623 = "tosa.reshape"(%622) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %624 = "tosa.add"(%620, %623) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %625 = "tosa.slice"(%624) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %626 = "tosa.slice"(%624) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %627 = "tosa.slice"(%624) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %628 = "tosa.slice"(%624) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %629 = "tosa.sigmoid"(%625) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %630 = "tosa.sigmoid"(%626) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %631 = "tosa.sigmoid"(%628) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %632 = "tosa.tanh"(%627) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %633 = "tosa.mul"(%629, %632) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %634 = "tosa.mul"(%630, %615) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %635 = "tosa.add"(%634, %633) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %636 = "tosa.tanh"(%635) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %637 = "tosa.mul"(%631, %636) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %638 = "tosa.reshape"(%637) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %639 = "tosa.slice"(%3) <{start = array<i64: 0, 32, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %640 = "tosa.reshape"(%639) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %641 = "tosa.reshape"(%637) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %642 = "tosa.matmul"(%641, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %643 = "tosa.reshape"(%642) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %644 = "tosa.add"(%640, %643) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %645 = "tosa.slice"(%644) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %646 = "tosa.slice"(%644) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %647 = "tosa.slice"(%644) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %648 = "tosa.slice"(%644) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %649 = "tosa.sigmoid"(%645) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %650 = "tosa.sigmoid"(%646) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %651 = "tosa.sigmoid"(%648) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %652 = "tosa.tanh"(%647) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %653 = "tosa.mul"(%649, %652) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %654 = "tosa.mul"(%650, %635) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %655 = "tosa.add"(%654, %653) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %656 = "tosa.tanh"(%655) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %657 = "tosa.mul"(%651, %656) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %658 = "tosa.reshape"(%657) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %659 = "tosa.slice"(%3) <{start = array<i64: 0, 33, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %660 = "tosa.reshape"(%659) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %661 = "tosa.reshape"(%657) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %662 = "tosa.matmul"(%661, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %663 = "tosa.reshape"(%662) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %664 = "tosa.add"(%660, %663) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %665 = "tosa.slice"(%664) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %666 = "tosa.slice"(%664) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %667 = "tosa.slice"(%664) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %668 = "tosa.slice"(%664) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %669 = "tosa.sigmoid"(%665) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %670 = "tosa.sigmoid"(%666) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %671 = "tosa.sigmoid"(%668) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %672 = "tosa.tanh"(%667) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %673 = "tosa.mul"(%669, %672) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %674 = "tosa.mul"(%670, %655) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %675 = "tosa.add"(%674, %673) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %676 = "tosa.tanh"(%675) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %677 = "tosa.mul"(%671, %676) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %678 = "tosa.reshape"(%677) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %679 = "tosa.slice"(%3) <{start = array<i64: 0, 34, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %680 = "tosa.reshape"(%679) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %681 = "tosa.reshape"(%677) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %682 = "tosa.matmul"(%681, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %683 = "tosa.reshape"(%682) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %684 = "tosa.add"(%680, %683) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %685 = "tosa.slice"(%684) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %686 = "tosa.slice"(%684) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %687 = "tosa.slice"(%684) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %688 = "tosa.slice"(%684) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %689 = "tosa.sigmoid"(%685) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %690 = "tosa.sigmoid"(%686) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %691 = "tosa.sigmoid"(%688) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %692 = "tosa.tanh"(%687) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %693 = "tosa.mul"(%689, %692) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %694 = "tosa.mul"(%690, %675) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %695 = "tosa.add"(%694, %693) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %696 = "tosa.tanh"(%695) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %697 = "tosa.mul"(%691, %696) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %698 = "tosa.reshape"(%697) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %699 = "tosa.slice"(%3) <{start = array<i64: 0, 35, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %700 = "tosa.reshape"(%699) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %701 = "tosa.reshape"(%697) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %702 = "tosa.matmul"(%701, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %703 = "tosa.reshape"(%702) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %704 = "tosa.add"(%700, %703) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %705 = "tosa.slice"(%704) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %706 = "tosa.slice"(%704) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %707 = "tosa.slice"(%704) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %708 = "tosa.slice"(%704) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %709 = "tosa.sigmoid"(%705) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %710 = "tosa.sigmoid"(%706) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %711 = "tosa.sigmoid"(%708) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %712 = "tosa.tanh"(%707) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %713 = "tosa.mul"(%709, %712) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %714 = "tosa.mul"(%710, %695) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %715 = "tosa.add"(%714, %713) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %716 = "tosa.tanh"(%715) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %717 = "tosa.mul"(%711, %716) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %718 = "tosa.reshape"(%717) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %719 = "tosa.slice"(%3) <{start = array<i64: 0, 36, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %720 = "tosa.reshape"(%719) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %721 = "tosa.reshape"(%717) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %722 = "tosa.matmul"(%721, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %723 = "tosa.reshape"(%722) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %724 = "tosa.add"(%720, %723) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %725 = "tosa.slice"(%724) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %726 = "tosa.slice"(%724) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %727 = "tosa.slice"(%724) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %728 = "tosa.slice"(%724) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %729 = "tosa.sigmoid"(%725) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %730 = "tosa.sigmoid"(%726) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %731 = "tosa.sigmoid"(%728) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %732 = "tosa.tanh"(%727) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %733 = "tosa.mul"(%729, %732) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %734 = "tosa.mul"(%730, %715) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %735 = "tosa.add"(%734, %733) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %736 = "tosa.tanh"(%735) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %737 = "tosa.mul"(%731, %736) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %738 = "tosa.reshape"(%737) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %739 = "tosa.slice"(%3) <{start = array<i64: 0, 37, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %740 = "tosa.reshape"(%739) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %741 = "tosa.reshape"(%737) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %742 = "tosa.matmul"(%741, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %743 = "tosa.reshape"(%742) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %744 = "tosa.add"(%740, %743) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %745 = "tosa.slice"(%744) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %746 = "tosa.slice"(%744) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %747 = "tosa.slice"(%744) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %748 = "tosa.slice"(%744) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %749 = "tosa.sigmoid"(%745) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %750 = "tosa.sigmoid"(%746) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %751 = "tosa.sigmoid"(%748) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %752 = "tosa.tanh"(%747) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %753 = "tosa.mul"(%749, %752) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %754 = "tosa.mul"(%750, %735) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %755 = "tosa.add"(%754, %753) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %756 = "tosa.tanh"(%755) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %757 = "tosa.mul"(%751, %756) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %758 = "tosa.reshape"(%757) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %759 = "tosa.slice"(%3) <{start = array<i64: 0, 38, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %760 = "tosa.reshape"(%759) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %761 = "tosa.reshape"(%757) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %762 = "tosa.matmul"(%761, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %763 = "tosa.reshape"(%762) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %764 = "tosa.add"(%760, %763) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %765 = "tosa.slice"(%764) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %766 = "tosa.slice"(%764) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %767 = "tosa.slice"(%764) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %768 = "tosa.slice"(%764) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %769 = "tosa.sigmoid"(%765) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %770 = "tosa.sigmoid"(%766) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %771 = "tosa.sigmoid"(%768) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %772 = "tosa.tanh"(%767) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %773 = "tosa.mul"(%769, %772) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %774 = "tosa.mul"(%770, %755) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %775 = "tosa.add"(%774, %773) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %776 = "tosa.tanh"(%775) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %777 = "tosa.mul"(%771, %776) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %778 = "tosa.reshape"(%777) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %779 = "tosa.slice"(%3) <{start = array<i64: 0, 39, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %780 = "tosa.reshape"(%779) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %781 = "tosa.reshape"(%777) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %782 = "tosa.matmul"(%781, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %783 = "tosa.reshape"(%782) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %784 = "tosa.add"(%780, %783) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %785 = "tosa.slice"(%784) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %786 = "tosa.slice"(%784) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %787 = "tosa.slice"(%784) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %788 = "tosa.slice"(%784) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %789 = "tosa.sigmoid"(%785) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %790 = "tosa.sigmoid"(%786) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %791 = "tosa.sigmoid"(%788) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %792 = "tosa.tanh"(%787) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %793 = "tosa.mul"(%789, %792) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %794 = "tosa.mul"(%790, %775) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %795 = "tosa.add"(%794, %793) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %796 = "tosa.tanh"(%795) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %797 = "tosa.mul"(%791, %796) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %798 = "tosa.reshape"(%797) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %799 = "tosa.slice"(%3) <{start = array<i64: 0, 40, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %800 = "tosa.reshape"(%799) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %801 = "tosa.reshape"(%797) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %802 = "tosa.matmul"(%801, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %803 = "tosa.reshape"(%802) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %804 = "tosa.add"(%800, %803) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %805 = "tosa.slice"(%804) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %806 = "tosa.slice"(%804) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %807 = "tosa.slice"(%804) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %808 = "tosa.slice"(%804) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %809 = "tosa.sigmoid"(%805) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %810 = "tosa.sigmoid"(%806) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %811 = "tosa.sigmoid"(%808) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %812 = "tosa.tanh"(%807) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %813 = "tosa.mul"(%809, %812) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %814 = "tosa.mul"(%810, %795) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %815 = "tosa.add"(%814, %813) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %816 = "tosa.tanh"(%815) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %817 = "tosa.mul"(%811, %816) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %818 = "tosa.reshape"(%817) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %819 = "tosa.slice"(%3) <{start = array<i64: 0, 41, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %820 = "tosa.reshape"(%819) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %821 = "tosa.reshape"(%817) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %822 = "tosa.matmul"(%821, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %823 = "tosa.reshape"(%822) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %824 = "tosa.add"(%820, %823) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %825 = "tosa.slice"(%824) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %826 = "tosa.slice"(%824) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %827 = "tosa.slice"(%824) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %828 = "tosa.slice"(%824) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %829 = "tosa.sigmoid"(%825) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %830 = "tosa.sigmoid"(%826) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %831 = "tosa.sigmoid"(%828) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %832 = "tosa.tanh"(%827) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %833 = "tosa.mul"(%829, %832) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %834 = "tosa.mul"(%830, %815) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %835 = "tosa.add"(%834, %833) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %836 = "tosa.tanh"(%835) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %837 = "tosa.mul"(%831, %836) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %838 = "tosa.reshape"(%837) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %839 = "tosa.slice"(%3) <{start = array<i64: 0, 42, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %840 = "tosa.reshape"(%839) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %841 = "tosa.reshape"(%837) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %842 = "tosa.matmul"(%841, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %843 = "tosa.reshape"(%842) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %844 = "tosa.add"(%840, %843) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %845 = "tosa.slice"(%844) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %846 = "tosa.slice"(%844) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %847 = "tosa.slice"(%844) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %848 = "tosa.slice"(%844) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %849 = "tosa.sigmoid"(%845) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %850 = "tosa.sigmoid"(%846) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %851 = "tosa.sigmoid"(%848) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %852 = "tosa.tanh"(%847) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %853 = "tosa.mul"(%849, %852) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %854 = "tosa.mul"(%850, %835) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %855 = "tosa.add"(%854, %853) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %856 = "tosa.tanh"(%855) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %857 = "tosa.mul"(%851, %856) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %858 = "tosa.reshape"(%857) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %859 = "tosa.slice"(%3) <{start = array<i64: 0, 43, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %860 = "tosa.reshape"(%859) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %861 = "tosa.reshape"(%857) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %862 = "tosa.matmul"(%861, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %863 = "tosa.reshape"(%862) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %864 = "tosa.add"(%860, %863) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %865 = "tosa.slice"(%864) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %866 = "tosa.slice"(%864) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %867 = "tosa.slice"(%864) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %868 = "tosa.slice"(%864) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %869 = "tosa.sigmoid"(%865) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %870 = "tosa.sigmoid"(%866) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %871 = "tosa.sigmoid"(%868) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %872 = "tosa.tanh"(%867) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %873 = "tosa.mul"(%869, %872) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %874 = "tosa.mul"(%870, %855) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %875 = "tosa.add"(%874, %873) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %876 = "tosa.tanh"(%875) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %877 = "tosa.mul"(%871, %876) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %878 = "tosa.reshape"(%877) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %879 = "tosa.slice"(%3) <{start = array<i64: 0, 44, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %880 = "tosa.reshape"(%879) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %881 = "tosa.reshape"(%877) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %882 = "tosa.matmul"(%881, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %883 = "tosa.reshape"(%882) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %884 = "tosa.add"(%880, %883) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %885 = "tosa.slice"(%884) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %886 = "tosa.slice"(%884) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %887 = "tosa.slice"(%884) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %888 = "tosa.slice"(%884) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %889 = "tosa.sigmoid"(%885) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %890 = "tosa.sigmoid"(%886) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %891 = "tosa.sigmoid"(%888) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %892 = "tosa.tanh"(%887) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %893 = "tosa.mul"(%889, %892) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %894 = "tosa.mul"(%890, %875) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %895 = "tosa.add"(%894, %893) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %896 = "tosa.tanh"(%895) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %897 = "tosa.mul"(%891, %896) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %898 = "tosa.reshape"(%897) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %899 = "tosa.slice"(%3) <{start = array<i64: 0, 45, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %900 = "tosa.reshape"(%899) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %901 = "tosa.reshape"(%897) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %902 = "tosa.matmul"(%901, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %903 = "tosa.reshape"(%902) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %904 = "tosa.add"(%900, %903) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %905 = "tosa.slice"(%904) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %906 = "tosa.slice"(%904) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %907 = "tosa.slice"(%904) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %908 = "tosa.slice"(%904) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %909 = "tosa.sigmoid"(%905) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %910 = "tosa.sigmoid"(%906) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %911 = "tosa.sigmoid"(%908) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %912 = "tosa.tanh"(%907) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %913 = "tosa.mul"(%909, %912) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %914 = "tosa.mul"(%910, %895) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %915 = "tosa.add"(%914, %913) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %916 = "tosa.tanh"(%915) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %917 = "tosa.mul"(%911, %916) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %918 = "tosa.reshape"(%917) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %919 = "tosa.slice"(%3) <{start = array<i64: 0, 46, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %920 = "tosa.reshape"(%919) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %921 = "tosa.reshape"(%917) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %922 = "tosa.matmul"(%921, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %923 = "tosa.reshape"(%922) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %924 = "tosa.add"(%920, %923) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %925 = "tosa.slice"(%924) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %926 = "tosa.slice"(%924) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %927 = "tosa.slice"(%924) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %928 = "tosa.slice"(%924) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %929 = "tosa.sigmoid"(%925) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %930 = "tosa.sigmoid"(%926) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %931 = "tosa.sigmoid"(%928) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %932 = "tosa.tanh"(%927) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %933 = "tosa.mul"(%929, %932) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %934 = "tosa.mul"(%930, %915) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %935 = "tosa.add"(%934, %933) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %936 = "tosa.tanh"(%935) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %937 = "tosa.mul"(%931, %936) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %938 = "tosa.reshape"(%937) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %939 = "tosa.slice"(%3) <{start = array<i64: 0, 47, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %940 = "tosa.reshape"(%939) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %941 = "tosa.reshape"(%937) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %942 = "tosa.matmul"(%941, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %943 = "tosa.reshape"(%942) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %944 = "tosa.add"(%940, %943) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %945 = "tosa.slice"(%944) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %946 = "tosa.slice"(%944) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %947 = "tosa.slice"(%944) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %948 = "tosa.slice"(%944) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %949 = "tosa.sigmoid"(%945) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %950 = "tosa.sigmoid"(%946) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %951 = "tosa.sigmoid"(%948) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %952 = "tosa.tanh"(%947) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %953 = "tosa.mul"(%949, %952) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %954 = "tosa.mul"(%950, %935) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %955 = "tosa.add"(%954, %953) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %956 = "tosa.tanh"(%955) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %957 = "tosa.mul"(%951, %956) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %958 = "tosa.reshape"(%957) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %959 = "tosa.slice"(%3) <{start = array<i64: 0, 48, 0>, size = array<i64: 1, 1, 256>}> : (tensor<1x49x256xf32>) -> tensor<1x1x256xf32>
    %960 = "tosa.reshape"(%959) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %961 = "tosa.reshape"(%957) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %962 = "tosa.matmul"(%961, %whh4) : (tensor<1x1x64xf32>, tensor<1x64x256xf32>) -> tensor<1x1x256xf32>
    %963 = "tosa.reshape"(%962) <{new_shape = array<i64: 1, 256>}> : (tensor<1x1x256xf32>) -> tensor<1x256xf32>
    %964 = "tosa.add"(%960, %963) : (tensor<1x256xf32>, tensor<1x256xf32>) -> tensor<1x256xf32>
    %965 = "tosa.slice"(%964) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %966 = "tosa.slice"(%964) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %967 = "tosa.slice"(%964) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %968 = "tosa.slice"(%964) <{start = array<i64: 0, 192>, size = array<i64: 1, 64>}> : (tensor<1x256xf32>) -> tensor<1x64xf32>
    %969 = "tosa.sigmoid"(%965) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %970 = "tosa.sigmoid"(%966) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %971 = "tosa.sigmoid"(%968) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %972 = "tosa.tanh"(%967) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %973 = "tosa.mul"(%969, %972) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %974 = "tosa.mul"(%970, %955) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %975 = "tosa.add"(%974, %973) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %976 = "tosa.tanh"(%975) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %977 = "tosa.mul"(%971, %976) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %978 = "tosa.reshape"(%977) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %979 = "tosa.concat"(%18, %38, %58, %78, %98, %118) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %980 = "tosa.concat"(%138, %158, %178, %198, %218, %238) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %981 = "tosa.concat"(%258, %278, %298, %318, %338, %358) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %982 = "tosa.concat"(%378, %398, %418, %438, %458, %478) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %983 = "tosa.concat"(%498, %518, %538, %558, %578, %598) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %984 = "tosa.concat"(%618, %638, %658, %678, %698, %718) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %985 = "tosa.concat"(%738, %758, %778, %798, %818, %838) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %986 = "tosa.concat"(%858, %878, %898, %918, %938, %958) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %987 = "tosa.concat"(%979, %980, %981, %982, %983, %984) <{axis = 1 : i32}> : (tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>) -> tensor<1x36x64xf32>
    %988 = "tosa.concat"(%985, %986, %978) <{axis = 1 : i32}> : (tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x1x64xf32>) -> tensor<1x13x64xf32>
    %989 = "tosa.concat"(%987, %988) <{axis = 1 : i32}> : (tensor<1x36x64xf32>, tensor<1x13x64xf32>) -> tensor<1x49x64xf32>
    %990 = "tosa.reshape"(%977) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %991 = "tosa.reshape"(%975) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %992 = "tosa.slice"(%989) <{start = array<i64: 0, 48, 0>, size = array<i64: 1, 1, 64>}> : (tensor<1x49x64xf32>) -> tensor<1x1x64xf32>
    %993 = "tosa.reshape"(%992) <{new_shape = array<i64: 1, 64>}> : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %994 = "tosa.reshape"(%993) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w995 = "tosa.const"() <{value = dense_resource<w3_1x64x12> : tensor<1x64x12xf32>}> : () -> tensor<1x64x12xf32>
    %996 = "tosa.matmul"(%994, %w995) : (tensor<1x1x64xf32>, tensor<1x64x12xf32>) -> tensor<1x1x12xf32>
    %b997 = "tosa.const"() <{value = dense_resource<w4_1x1x12> : tensor<1x1x12xf32>}> : () -> tensor<1x1x12xf32>
    %998 = "tosa.add"(%996, %b997) : (tensor<1x1x12xf32>, tensor<1x1x12xf32>) -> tensor<1x1x12xf32>
    %999 = "tosa.reshape"(%998) <{new_shape = array<i64: 1, 12>}> : (tensor<1x1x12xf32>) -> tensor<1x12xf32>
    %1000 = "tosa.reduce_max"(%999) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %1001 = "tosa.sub"(%999, %1000) : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    %1002 = "tosa.exp"(%1001) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %1003 = "tosa.reduce_sum"(%1002) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %1004 = "tosa.reciprocal"(%1003) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %1005 = "tosa.mul"(%1002, %1004) <{shift = 0 : i8}> : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    return %1005 : tensor<1x12xf32>
  }
}
// npk-weights: w0_1x10x256 10240
// npk-weights: w1_1x1x256 1024
// npk-weights: w2_1x64x256 65536
// npk-weights: w3_1x64x12 3072
// npk-weights: w4_1x1x12 48
