// gru_kws: GRU keyword spotter, 49x10 MFCC, 12 classes
// 15372 parameters, 696960 MACs at batch 1; made by models/gru_kws/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "GruKws"} {
  func.func @gru_kws(%x: tensor<1x49x10xf32>) -> (tensor<1x12xf32>) {
    %w0 = "tosa.const"() <{value = dense_resource<w0_1x10x192> : tensor<1x10x192xf32>}> : () -> tensor<1x10x192xf32>
    %1 = "tosa.matmul"(%x, %w0) : (tensor<1x49x10xf32>, tensor<1x10x192xf32>) -> tensor<1x49x192xf32>
    %2 = "tosa.reshape"(%1) <{new_shape = array<i64: 49, 192>}> : (tensor<1x49x192xf32>) -> tensor<49x192xf32>
    %b3 = "tosa.const"() <{value = dense_resource<w1_1x192> : tensor<1x192xf32>}> : () -> tensor<1x192xf32>
    %4 = "tosa.add"(%2, %b3) : (tensor<49x192xf32>, tensor<1x192xf32>) -> tensor<49x192xf32>
    %5 = "tosa.reshape"(%4) <{new_shape = array<i64: 1, 49, 192>}> : (tensor<49x192xf32>) -> tensor<1x49x192xf32>
    %whh6 = "tosa.const"() <{value = dense_resource<w2_1x64x192> : tensor<1x64x192xf32>}> : () -> tensor<1x64x192xf32>
    %bhn7 = "tosa.const"() <{value = dense_resource<w3_1x64> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %8 = "tosa.slice"(%5) <{start = array<i64: 0, 0, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %9 = "tosa.reshape"(%8) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %10 = "tosa.slice"(%9) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %11 = "tosa.slice"(%9) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %12 = "tosa.slice"(%9) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %13 = "tosa.sigmoid"(%10) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %14 = "tosa.sigmoid"(%11) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %15 = "tosa.mul"(%13, %bhn7) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %16 = "tosa.add"(%12, %15) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %17 = "tosa.tanh"(%16) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %18 = "tosa.mul"(%14, %17) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %19 = "tosa.sub"(%17, %18) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %20 = "tosa.reshape"(%19) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %21 = "tosa.slice"(%5) <{start = array<i64: 0, 1, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %22 = "tosa.reshape"(%21) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %23 = "tosa.slice"(%22) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %24 = "tosa.slice"(%22) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %25 = "tosa.slice"(%22) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %26 = "tosa.reshape"(%19) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %27 = "tosa.matmul"(%26, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %28 = "tosa.reshape"(%27) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %29 = "tosa.slice"(%28) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %30 = "tosa.slice"(%28) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %31 = "tosa.slice"(%28) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %32 = "tosa.add"(%23, %29) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %33 = "tosa.sigmoid"(%32) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %34 = "tosa.add"(%24, %30) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %35 = "tosa.sigmoid"(%34) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %36 = "tosa.add"(%31, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %37 = "tosa.mul"(%33, %36) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %38 = "tosa.add"(%25, %37) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %39 = "tosa.tanh"(%38) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %40 = "tosa.sub"(%19, %39) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %41 = "tosa.mul"(%35, %40) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %42 = "tosa.add"(%39, %41) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %43 = "tosa.reshape"(%42) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %44 = "tosa.slice"(%5) <{start = array<i64: 0, 2, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %45 = "tosa.reshape"(%44) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %46 = "tosa.slice"(%45) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %47 = "tosa.slice"(%45) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %48 = "tosa.slice"(%45) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %49 = "tosa.reshape"(%42) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %50 = "tosa.matmul"(%49, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %51 = "tosa.reshape"(%50) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %52 = "tosa.slice"(%51) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %53 = "tosa.slice"(%51) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %54 = "tosa.slice"(%51) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %55 = "tosa.add"(%46, %52) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %56 = "tosa.sigmoid"(%55) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %57 = "tosa.add"(%47, %53) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %58 = "tosa.sigmoid"(%57) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %59 = "tosa.add"(%54, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %60 = "tosa.mul"(%56, %59) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %61 = "tosa.add"(%48, %60) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %62 = "tosa.tanh"(%61) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %63 = "tosa.sub"(%42, %62) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %64 = "tosa.mul"(%58, %63) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %65 = "tosa.add"(%62, %64) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %66 = "tosa.reshape"(%65) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %67 = "tosa.slice"(%5) <{start = array<i64: 0, 3, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %68 = "tosa.reshape"(%67) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %69 = "tosa.slice"(%68) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %70 = "tosa.slice"(%68) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %71 = "tosa.slice"(%68) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %72 = "tosa.reshape"(%65) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %73 = "tosa.matmul"(%72, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %74 = "tosa.reshape"(%73) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %75 = "tosa.slice"(%74) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %76 = "tosa.slice"(%74) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %77 = "tosa.slice"(%74) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %78 = "tosa.add"(%69, %75) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %79 = "tosa.sigmoid"(%78) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %80 = "tosa.add"(%70, %76) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %81 = "tosa.sigmoid"(%80) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %82 = "tosa.add"(%77, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %83 = "tosa.mul"(%79, %82) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %84 = "tosa.add"(%71, %83) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %85 = "tosa.tanh"(%84) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %86 = "tosa.sub"(%65, %85) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %87 = "tosa.mul"(%81, %86) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %88 = "tosa.add"(%85, %87) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %89 = "tosa.reshape"(%88) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %90 = "tosa.slice"(%5) <{start = array<i64: 0, 4, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %91 = "tosa.reshape"(%90) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %92 = "tosa.slice"(%91) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %93 = "tosa.slice"(%91) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %94 = "tosa.slice"(%91) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %95 = "tosa.reshape"(%88) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %96 = "tosa.matmul"(%95, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %97 = "tosa.reshape"(%96) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %98 = "tosa.slice"(%97) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %99 = "tosa.slice"(%97) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %100 = "tosa.slice"(%97) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %101 = "tosa.add"(%92, %98) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %102 = "tosa.sigmoid"(%101) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %103 = "tosa.add"(%93, %99) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %104 = "tosa.sigmoid"(%103) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %105 = "tosa.add"(%100, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %106 = "tosa.mul"(%102, %105) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %107 = "tosa.add"(%94, %106) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %108 = "tosa.tanh"(%107) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %109 = "tosa.sub"(%88, %108) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %110 = "tosa.mul"(%104, %109) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %111 = "tosa.add"(%108, %110) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %112 = "tosa.reshape"(%111) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %113 = "tosa.slice"(%5) <{start = array<i64: 0, 5, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %114 = "tosa.reshape"(%113) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %115 = "tosa.slice"(%114) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %116 = "tosa.slice"(%114) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %117 = "tosa.slice"(%114) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %118 = "tosa.reshape"(%111) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %119 = "tosa.matmul"(%118, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %120 = "tosa.reshape"(%119) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %121 = "tosa.slice"(%120) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %122 = "tosa.slice"(%120) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %123 = "tosa.slice"(%120) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %124 = "tosa.add"(%115, %121) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %125 = "tosa.sigmoid"(%124) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %126 = "tosa.add"(%116, %122) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %127 = "tosa.sigmoid"(%126) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %128 = "tosa.add"(%123, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %129 = "tosa.mul"(%125, %128) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %130 = "tosa.add"(%117, %129) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %131 = "tosa.tanh"(%130) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %132 = "tosa.sub"(%111, %131) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %133 = "tosa.mul"(%127, %132) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %134 = "tosa.add"(%131, %133) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %135 = "tosa.reshape"(%134) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %136 = "tosa.slice"(%5) <{start = array<i64: 0, 6, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %137 = "tosa.reshape"(%136) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %138 = "tosa.slice"(%137) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %139 = "tosa.slice"(%137) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %140 = "tosa.slice"(%137) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %141 = "tosa.reshape"(%134) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %142 = "tosa.matmul"(%141, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %143 = "tosa.reshape"(%142) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %144 = "tosa.slice"(%143) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %145 = "tosa.slice"(%143) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %146 = "tosa.slice"(%143) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %147 = "tosa.add"(%138, %144) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %148 = "tosa.sigmoid"(%147) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %149 = "tosa.add"(%139, %145) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %150 = "tosa.sigmoid"(%149) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %151 = "tosa.add"(%146, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %152 = "tosa.mul"(%148, %151) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %153 = "tosa.add"(%140, %152) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %154 = "tosa.tanh"(%153) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %155 = "tosa.sub"(%134, %154) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %156 = "tosa.mul"(%150, %155) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %157 = "tosa.add"(%154, %156) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %158 = "tosa.reshape"(%157) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %159 = "tosa.slice"(%5) <{start = array<i64: 0, 7, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %160 = "tosa.reshape"(%159) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %161 = "tosa.slice"(%160) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %162 = "tosa.slice"(%160) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %163 = "tosa.slice"(%160) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %164 = "tosa.reshape"(%157) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %165 = "tosa.matmul"(%164, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %166 = "tosa.reshape"(%165) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %167 = "tosa.slice"(%166) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %168 = "tosa.slice"(%166) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %169 = "tosa.slice"(%166) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %170 = "tosa.add"(%161, %167) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %171 = "tosa.sigmoid"(%170) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %172 = "tosa.add"(%162, %168) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %173 = "tosa.sigmoid"(%172) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %174 = "tosa.add"(%169, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %175 = "tosa.mul"(%171, %174) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %176 = "tosa.add"(%163, %175) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %177 = "tosa.tanh"(%176) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %178 = "tosa.sub"(%157, %177) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %179 = "tosa.mul"(%173, %178) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %180 = "tosa.add"(%177, %179) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %181 = "tosa.reshape"(%180) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %182 = "tosa.slice"(%5) <{start = array<i64: 0, 8, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %183 = "tosa.reshape"(%182) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %184 = "tosa.slice"(%183) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %185 = "tosa.slice"(%183) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %186 = "tosa.slice"(%183) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %187 = "tosa.reshape"(%180) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %188 = "tosa.matmul"(%187, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %189 = "tosa.reshape"(%188) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %190 = "tosa.slice"(%189) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %191 = "tosa.slice"(%189) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %192 = "tosa.slice"(%189) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %193 = "tosa.add"(%184, %190) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %194 = "tosa.sigmoid"(%193) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %195 = "tosa.add"(%185, %191) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %196 = "tosa.sigmoid"(%195) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %197 = "tosa.add"(%192, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %198 = "tosa.mul"(%194, %197) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %199 = "tosa.add"(%186, %198) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %200 = "tosa.tanh"(%199) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %201 = "tosa.sub"(%180, %200) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %202 = "tosa.mul"(%196, %201) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %203 = "tosa.add"(%200, %202) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %204 = "tosa.reshape"(%203) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %205 = "tosa.slice"(%5) <{start = array<i64: 0, 9, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %206 = "tosa.reshape"(%205) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %207 = "tosa.slice"(%206) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %208 = "tosa.slice"(%206) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %209 = "tosa.slice"(%206) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %210 = "tosa.reshape"(%203) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %211 = "tosa.matmul"(%210, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %212 = "tosa.reshape"(%211) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %213 = "tosa.slice"(%212) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %214 = "tosa.slice"(%212) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %215 = "tosa.slice"(%212) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %216 = "tosa.add"(%207, %213) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %217 = "tosa.sigmoid"(%216) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %218 = "tosa.add"(%208, %214) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %219 = "tosa.sigmoid"(%218) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %220 = "tosa.add"(%215, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %221 = "tosa.mul"(%217, %220) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %222 = "tosa.add"(%209, %221) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %223 = "tosa.tanh"(%222) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %224 = "tosa.sub"(%203, %223) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %225 = "tosa.mul"(%219, %224) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %226 = "tosa.add"(%223, %225) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %227 = "tosa.reshape"(%226) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %228 = "tosa.slice"(%5) <{start = array<i64: 0, 10, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %229 = "tosa.reshape"(%228) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %230 = "tosa.slice"(%229) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %231 = "tosa.slice"(%229) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %232 = "tosa.slice"(%229) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %233 = "tosa.reshape"(%226) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %234 = "tosa.matmul"(%233, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %235 = "tosa.reshape"(%234) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %236 = "tosa.slice"(%235) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %237 = "tosa.slice"(%235) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %238 = "tosa.slice"(%235) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %239 = "tosa.add"(%230, %236) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %240 = "tosa.sigmoid"(%239) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %241 = "tosa.add"(%231, %237) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %242 = "tosa.sigmoid"(%241) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %243 = "tosa.add"(%238, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %244 = "tosa.mul"(%240, %243) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %245 = "tosa.add"(%232, %244) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %246 = "tosa.tanh"(%245) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %247 = "tosa.sub"(%226, %246) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %248 = "tosa.mul"(%242, %247) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %249 = "tosa.add"(%246, %248) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %250 = "tosa.reshape"(%249) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %251 = "tosa.slice"(%5) <{start = array<i64: 0, 11, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %252 = "tosa.reshape"(%251) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %253 = "tosa.slice"(%252) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %254 = "tosa.slice"(%252) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %255 = "tosa.slice"(%252) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %256 = "tosa.reshape"(%249) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %257 = "tosa.matmul"(%256, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %258 = "tosa.reshape"(%257) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %259 = "tosa.slice"(%258) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %260 = "tosa.slice"(%258) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %261 = "tosa.slice"(%258) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %262 = "tosa.add"(%253, %259) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %263 = "tosa.sigmoid"(%262) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %264 = "tosa.add"(%254, %260) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %265 = "tosa.sigmoid"(%264) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %266 = "tosa.add"(%261, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %267 = "tosa.mul"(%263, %266) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %268 = "tosa.add"(%255, %267) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %269 = "tosa.tanh"(%268) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %270 = "tosa.sub"(%249, %269) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %271 = "tosa.mul"(%265, %270) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %272 = "tosa.add"(%269, %271) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %273 = "tosa.reshape"(%272) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %274 = "tosa.slice"(%5) <{start = array<i64: 0, 12, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %275 = "tosa.reshape"(%274) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %276 = "tosa.slice"(%275) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %277 = "tosa.slice"(%275) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %278 = "tosa.slice"(%275) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %279 = "tosa.reshape"(%272) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %280 = "tosa.matmul"(%279, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %281 = "tosa.reshape"(%280) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %282 = "tosa.slice"(%281) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %283 = "tosa.slice"(%281) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %284 = "tosa.slice"(%281) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %285 = "tosa.add"(%276, %282) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %286 = "tosa.sigmoid"(%285) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %287 = "tosa.add"(%277, %283) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %288 = "tosa.sigmoid"(%287) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %289 = "tosa.add"(%284, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %290 = "tosa.mul"(%286, %289) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %291 = "tosa.add"(%278, %290) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %292 = "tosa.tanh"(%291) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %293 = "tosa.sub"(%272, %292) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %294 = "tosa.mul"(%288, %293) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %295 = "tosa.add"(%292, %294) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %296 = "tosa.reshape"(%295) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %297 = "tosa.slice"(%5) <{start = array<i64: 0, 13, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %298 = "tosa.reshape"(%297) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %299 = "tosa.slice"(%298) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %300 = "tosa.slice"(%298) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %301 = "tosa.slice"(%298) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %302 = "tosa.reshape"(%295) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %303 = "tosa.matmul"(%302, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %304 = "tosa.reshape"(%303) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %305 = "tosa.slice"(%304) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %306 = "tosa.slice"(%304) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %307 = "tosa.slice"(%304) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %308 = "tosa.add"(%299, %305) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %309 = "tosa.sigmoid"(%308) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %310 = "tosa.add"(%300, %306) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %311 = "tosa.sigmoid"(%310) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %312 = "tosa.add"(%307, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %313 = "tosa.mul"(%309, %312) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %314 = "tosa.add"(%301, %313) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %315 = "tosa.tanh"(%314) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %316 = "tosa.sub"(%295, %315) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %317 = "tosa.mul"(%311, %316) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %318 = "tosa.add"(%315, %317) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %319 = "tosa.reshape"(%318) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %320 = "tosa.slice"(%5) <{start = array<i64: 0, 14, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %321 = "tosa.reshape"(%320) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %322 = "tosa.slice"(%321) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %323 = "tosa.slice"(%321) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %324 = "tosa.slice"(%321) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %325 = "tosa.reshape"(%318) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %326 = "tosa.matmul"(%325, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %327 = "tosa.reshape"(%326) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %328 = "tosa.slice"(%327) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %329 = "tosa.slice"(%327) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %330 = "tosa.slice"(%327) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %331 = "tosa.add"(%322, %328) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %332 = "tosa.sigmoid"(%331) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %333 = "tosa.add"(%323, %329) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %334 = "tosa.sigmoid"(%333) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %335 = "tosa.add"(%330, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %336 = "tosa.mul"(%332, %335) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %337 = "tosa.add"(%324, %336) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %338 = "tosa.tanh"(%337) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %339 = "tosa.sub"(%318, %338) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %340 = "tosa.mul"(%334, %339) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %341 = "tosa.add"(%338, %340) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %342 = "tosa.reshape"(%341) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %343 = "tosa.slice"(%5) <{start = array<i64: 0, 15, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %344 = "tosa.reshape"(%343) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %345 = "tosa.slice"(%344) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %346 = "tosa.slice"(%344) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %347 = "tosa.slice"(%344) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %348 = "tosa.reshape"(%341) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %349 = "tosa.matmul"(%348, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %350 = "tosa.reshape"(%349) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %351 = "tosa.slice"(%350) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %352 = "tosa.slice"(%350) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %353 = "tosa.slice"(%350) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %354 = "tosa.add"(%345, %351) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %355 = "tosa.sigmoid"(%354) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %356 = "tosa.add"(%346, %352) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %357 = "tosa.sigmoid"(%356) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %358 = "tosa.add"(%353, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %359 = "tosa.mul"(%355, %358) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %360 = "tosa.add"(%347, %359) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %361 = "tosa.tanh"(%360) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %362 = "tosa.sub"(%341, %361) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %363 = "tosa.mul"(%357, %362) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %364 = "tosa.add"(%361, %363) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %365 = "tosa.reshape"(%364) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %366 = "tosa.slice"(%5) <{start = array<i64: 0, 16, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %367 = "tosa.reshape"(%366) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %368 = "tosa.slice"(%367) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %369 = "tosa.slice"(%367) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %370 = "tosa.slice"(%367) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %371 = "tosa.reshape"(%364) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %372 = "tosa.matmul"(%371, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %373 = "tosa.reshape"(%372) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %374 = "tosa.slice"(%373) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %375 = "tosa.slice"(%373) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %376 = "tosa.slice"(%373) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %377 = "tosa.add"(%368, %374) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %378 = "tosa.sigmoid"(%377) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %379 = "tosa.add"(%369, %375) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %380 = "tosa.sigmoid"(%379) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %381 = "tosa.add"(%376, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %382 = "tosa.mul"(%378, %381) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %383 = "tosa.add"(%370, %382) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %384 = "tosa.tanh"(%383) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %385 = "tosa.sub"(%364, %384) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %386 = "tosa.mul"(%380, %385) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %387 = "tosa.add"(%384, %386) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %388 = "tosa.reshape"(%387) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %389 = "tosa.slice"(%5) <{start = array<i64: 0, 17, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %390 = "tosa.reshape"(%389) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %391 = "tosa.slice"(%390) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %392 = "tosa.slice"(%390) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %393 = "tosa.slice"(%390) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %394 = "tosa.reshape"(%387) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %395 = "tosa.matmul"(%394, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %396 = "tosa.reshape"(%395) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %397 = "tosa.slice"(%396) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %398 = "tosa.slice"(%396) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %399 = "tosa.slice"(%396) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %400 = "tosa.add"(%391, %397) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %401 = "tosa.sigmoid"(%400) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %402 = "tosa.add"(%392, %398) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %403 = "tosa.sigmoid"(%402) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %404 = "tosa.add"(%399, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %405 = "tosa.mul"(%401, %404) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %406 = "tosa.add"(%393, %405) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %407 = "tosa.tanh"(%406) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %408 = "tosa.sub"(%387, %407) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %409 = "tosa.mul"(%403, %408) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %410 = "tosa.add"(%407, %409) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %411 = "tosa.reshape"(%410) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %412 = "tosa.slice"(%5) <{start = array<i64: 0, 18, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %413 = "tosa.reshape"(%412) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %414 = "tosa.slice"(%413) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %415 = "tosa.slice"(%413) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %416 = "tosa.slice"(%413) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %417 = "tosa.reshape"(%410) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %418 = "tosa.matmul"(%417, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %419 = "tosa.reshape"(%418) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %420 = "tosa.slice"(%419) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %421 = "tosa.slice"(%419) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %422 = "tosa.slice"(%419) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %423 = "tosa.add"(%414, %420) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %424 = "tosa.sigmoid"(%423) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %425 = "tosa.add"(%415, %421) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %426 = "tosa.sigmoid"(%425) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %427 = "tosa.add"(%422, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %428 = "tosa.mul"(%424, %427) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %429 = "tosa.add"(%416, %428) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %430 = "tosa.tanh"(%429) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %431 = "tosa.sub"(%410, %430) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %432 = "tosa.mul"(%426, %431) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %433 = "tosa.add"(%430, %432) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %434 = "tosa.reshape"(%433) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %435 = "tosa.slice"(%5) <{start = array<i64: 0, 19, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %436 = "tosa.reshape"(%435) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %437 = "tosa.slice"(%436) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %438 = "tosa.slice"(%436) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %439 = "tosa.slice"(%436) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %440 = "tosa.reshape"(%433) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %441 = "tosa.matmul"(%440, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %442 = "tosa.reshape"(%441) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %443 = "tosa.slice"(%442) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %444 = "tosa.slice"(%442) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %445 = "tosa.slice"(%442) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %446 = "tosa.add"(%437, %443) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %447 = "tosa.sigmoid"(%446) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %448 = "tosa.add"(%438, %444) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %449 = "tosa.sigmoid"(%448) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %450 = "tosa.add"(%445, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %451 = "tosa.mul"(%447, %450) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %452 = "tosa.add"(%439, %451) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %453 = "tosa.tanh"(%452) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %454 = "tosa.sub"(%433, %453) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %455 = "tosa.mul"(%449, %454) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %456 = "tosa.add"(%453, %455) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %457 = "tosa.reshape"(%456) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %458 = "tosa.slice"(%5) <{start = array<i64: 0, 20, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %459 = "tosa.reshape"(%458) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %460 = "tosa.slice"(%459) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %461 = "tosa.slice"(%459) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %462 = "tosa.slice"(%459) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %463 = "tosa.reshape"(%456) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %464 = "tosa.matmul"(%463, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %465 = "tosa.reshape"(%464) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %466 = "tosa.slice"(%465) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %467 = "tosa.slice"(%465) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %468 = "tosa.slice"(%465) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %469 = "tosa.add"(%460, %466) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %470 = "tosa.sigmoid"(%469) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %471 = "tosa.add"(%461, %467) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %472 = "tosa.sigmoid"(%471) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %473 = "tosa.add"(%468, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %474 = "tosa.mul"(%470, %473) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %475 = "tosa.add"(%462, %474) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %476 = "tosa.tanh"(%475) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %477 = "tosa.sub"(%456, %476) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %478 = "tosa.mul"(%472, %477) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %479 = "tosa.add"(%476, %478) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %480 = "tosa.reshape"(%479) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %481 = "tosa.slice"(%5) <{start = array<i64: 0, 21, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %482 = "tosa.reshape"(%481) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %483 = "tosa.slice"(%482) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %484 = "tosa.slice"(%482) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %485 = "tosa.slice"(%482) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %486 = "tosa.reshape"(%479) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %487 = "tosa.matmul"(%486, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %488 = "tosa.reshape"(%487) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %489 = "tosa.slice"(%488) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %490 = "tosa.slice"(%488) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %491 = "tosa.slice"(%488) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %492 = "tosa.add"(%483, %489) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %493 = "tosa.sigmoid"(%492) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %494 = "tosa.add"(%484, %490) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %495 = "tosa.sigmoid"(%494) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %496 = "tosa.add"(%491, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %497 = "tosa.mul"(%493, %496) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %498 = "tosa.add"(%485, %497) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %499 = "tosa.tanh"(%498) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %500 = "tosa.sub"(%479, %499) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %501 = "tosa.mul"(%495, %500) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %502 = "tosa.add"(%499, %501) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %503 = "tosa.reshape"(%502) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %504 = "tosa.slice"(%5) <{start = array<i64: 0, 22, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %505 = "tosa.reshape"(%504) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %506 = "tosa.slice"(%505) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %507 = "tosa.slice"(%505) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %508 = "tosa.slice"(%505) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %509 = "tosa.reshape"(%502) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %510 = "tosa.matmul"(%509, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %511 = "tosa.reshape"(%510) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %512 = "tosa.slice"(%511) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %513 = "tosa.slice"(%511) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %514 = "tosa.slice"(%511) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %515 = "tosa.add"(%506, %512) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %516 = "tosa.sigmoid"(%515) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %517 = "tosa.add"(%507, %513) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %518 = "tosa.sigmoid"(%517) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %519 = "tosa.add"(%514, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %520 = "tosa.mul"(%516, %519) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %521 = "tosa.add"(%508, %520) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %522 = "tosa.tanh"(%521) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %523 = "tosa.sub"(%502, %522) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %524 = "tosa.mul"(%518, %523) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %525 = "tosa.add"(%522, %524) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %526 = "tosa.reshape"(%525) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %527 = "tosa.slice"(%5) <{start = array<i64: 0, 23, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %528 = "tosa.reshape"(%527) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %529 = "tosa.slice"(%528) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %530 = "tosa.slice"(%528) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %531 = "tosa.slice"(%528) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %532 = "tosa.reshape"(%525) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %533 = "tosa.matmul"(%532, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %534 = "tosa.reshape"(%533) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %535 = "tosa.slice"(%534) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %536 = "tosa.slice"(%534) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %537 = "tosa.slice"(%534) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %538 = "tosa.add"(%529, %535) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %539 = "tosa.sigmoid"(%538) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %540 = "tosa.add"(%530, %536) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %541 = "tosa.sigmoid"(%540) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %542 = "tosa.add"(%537, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %543 = "tosa.mul"(%539, %542) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %544 = "tosa.add"(%531, %543) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %545 = "tosa.tanh"(%544) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %546 = "tosa.sub"(%525, %545) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %547 = "tosa.mul"(%541, %546) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %548 = "tosa.add"(%545, %547) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %549 = "tosa.reshape"(%548) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %550 = "tosa.slice"(%5) <{start = array<i64: 0, 24, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %551 = "tosa.reshape"(%550) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %552 = "tosa.slice"(%551) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %553 = "tosa.slice"(%551) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %554 = "tosa.slice"(%551) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %555 = "tosa.reshape"(%548) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %556 = "tosa.matmul"(%555, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %557 = "tosa.reshape"(%556) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %558 = "tosa.slice"(%557) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %559 = "tosa.slice"(%557) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %560 = "tosa.slice"(%557) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %561 = "tosa.add"(%552, %558) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %562 = "tosa.sigmoid"(%561) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %563 = "tosa.add"(%553, %559) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %564 = "tosa.sigmoid"(%563) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %565 = "tosa.add"(%560, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %566 = "tosa.mul"(%562, %565) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %567 = "tosa.add"(%554, %566) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %568 = "tosa.tanh"(%567) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %569 = "tosa.sub"(%548, %568) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %570 = "tosa.mul"(%564, %569) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %571 = "tosa.add"(%568, %570) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %572 = "tosa.reshape"(%571) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %573 = "tosa.slice"(%5) <{start = array<i64: 0, 25, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %574 = "tosa.reshape"(%573) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %575 = "tosa.slice"(%574) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %576 = "tosa.slice"(%574) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %577 = "tosa.slice"(%574) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %578 = "tosa.reshape"(%571) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %579 = "tosa.matmul"(%578, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %580 = "tosa.reshape"(%579) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %581 = "tosa.slice"(%580) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %582 = "tosa.slice"(%580) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %583 = "tosa.slice"(%580) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %584 = "tosa.add"(%575, %581) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %585 = "tosa.sigmoid"(%584) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %586 = "tosa.add"(%576, %582) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %587 = "tosa.sigmoid"(%586) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %588 = "tosa.add"(%583, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %589 = "tosa.mul"(%585, %588) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %590 = "tosa.add"(%577, %589) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %591 = "tosa.tanh"(%590) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %592 = "tosa.sub"(%571, %591) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %593 = "tosa.mul"(%587, %592) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %594 = "tosa.add"(%591, %593) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %595 = "tosa.reshape"(%594) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %596 = "tosa.slice"(%5) <{start = array<i64: 0, 26, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %597 = "tosa.reshape"(%596) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %598 = "tosa.slice"(%597) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %599 = "tosa.slice"(%597) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %600 = "tosa.slice"(%597) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %601 = "tosa.reshape"(%594) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %602 = "tosa.matmul"(%601, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %603 = "tosa.reshape"(%602) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %604 = "tosa.slice"(%603) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %605 = "tosa.slice"(%603) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %606 = "tosa.slice"(%603) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %607 = "tosa.add"(%598, %604) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %608 = "tosa.sigmoid"(%607) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %609 = "tosa.add"(%599, %605) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %610 = "tosa.sigmoid"(%609) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %611 = "tosa.add"(%606, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %612 = "tosa.mul"(%608, %611) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %613 = "tosa.add"(%600, %612) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %614 = "tosa.tanh"(%613) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %615 = "tosa.sub"(%594, %614) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %616 = "tosa.mul"(%610, %615) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %617 = "tosa.add"(%614, %616) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %618 = "tosa.reshape"(%617) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %619 = "tosa.slice"(%5) <{start = array<i64: 0, 27, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %620 = "tosa.reshape"(%619) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %621 = "tosa.slice"(%620) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %622 = "tosa.slice"(%620) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %623 = "tosa.slice"(%620) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %624 = "tosa.reshape"(%617) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %625 = "tosa.matmul"(%624, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %626 = "tosa.reshape"(%625) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %627 = "tosa.slice"(%626) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %628 = "tosa.slice"(%626) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %629 = "tosa.slice"(%626) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %630 = "tosa.add"(%621, %627) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %631 = "tosa.sigmoid"(%630) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %632 = "tosa.add"(%622, %628) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %633 = "tosa.sigmoid"(%632) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %634 = "tosa.add"(%629, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %635 = "tosa.mul"(%631, %634) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %636 = "tosa.add"(%623, %635) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %637 = "tosa.tanh"(%636) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %638 = "tosa.sub"(%617, %637) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %639 = "tosa.mul"(%633, %638) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %640 = "tosa.add"(%637, %639) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %641 = "tosa.reshape"(%640) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %642 = "tosa.slice"(%5) <{start = array<i64: 0, 28, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %643 = "tosa.reshape"(%642) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %644 = "tosa.slice"(%643) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %645 = "tosa.slice"(%643) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %646 = "tosa.slice"(%643) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %647 = "tosa.reshape"(%640) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %648 = "tosa.matmul"(%647, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %649 = "tosa.reshape"(%648) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %650 = "tosa.slice"(%649) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %651 = "tosa.slice"(%649) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %652 = "tosa.slice"(%649) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %653 = "tosa.add"(%644, %650) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %654 = "tosa.sigmoid"(%653) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %655 = "tosa.add"(%645, %651) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %656 = "tosa.sigmoid"(%655) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %657 = "tosa.add"(%652, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %658 = "tosa.mul"(%654, %657) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %659 = "tosa.add"(%646, %658) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %660 = "tosa.tanh"(%659) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %661 = "tosa.sub"(%640, %660) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %662 = "tosa.mul"(%656, %661) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %663 = "tosa.add"(%660, %662) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %664 = "tosa.reshape"(%663) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %665 = "tosa.slice"(%5) <{start = array<i64: 0, 29, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %666 = "tosa.reshape"(%665) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %667 = "tosa.slice"(%666) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %668 = "tosa.slice"(%666) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %669 = "tosa.slice"(%666) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %670 = "tosa.reshape"(%663) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %671 = "tosa.matmul"(%670, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %672 = "tosa.reshape"(%671) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %673 = "tosa.slice"(%672) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %674 = "tosa.slice"(%672) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %675 = "tosa.slice"(%672) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %676 = "tosa.add"(%667, %673) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %677 = "tosa.sigmoid"(%676) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %678 = "tosa.add"(%668, %674) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %679 = "tosa.sigmoid"(%678) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %680 = "tosa.add"(%675, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %681 = "tosa.mul"(%677, %680) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %682 = "tosa.add"(%669, %681) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %683 = "tosa.tanh"(%682) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %684 = "tosa.sub"(%663, %683) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %685 = "tosa.mul"(%679, %684) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %686 = "tosa.add"(%683, %685) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %687 = "tosa.reshape"(%686) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %688 = "tosa.slice"(%5) <{start = array<i64: 0, 30, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %689 = "tosa.reshape"(%688) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %690 = "tosa.slice"(%689) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %691 = "tosa.slice"(%689) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %692 = "tosa.slice"(%689) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %693 = "tosa.reshape"(%686) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %694 = "tosa.matmul"(%693, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %695 = "tosa.reshape"(%694) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %696 = "tosa.slice"(%695) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %697 = "tosa.slice"(%695) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %698 = "tosa.slice"(%695) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %699 = "tosa.add"(%690, %696) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %700 = "tosa.sigmoid"(%699) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %701 = "tosa.add"(%691, %697) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %702 = "tosa.sigmoid"(%701) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %703 = "tosa.add"(%698, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %704 = "tosa.mul"(%700, %703) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %705 = "tosa.add"(%692, %704) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %706 = "tosa.tanh"(%705) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %707 = "tosa.sub"(%686, %706) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %708 = "tosa.mul"(%702, %707) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %709 = "tosa.add"(%706, %708) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %710 = "tosa.reshape"(%709) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %711 = "tosa.slice"(%5) <{start = array<i64: 0, 31, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %712 = "tosa.reshape"(%711) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %713 = "tosa.slice"(%712) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %714 = "tosa.slice"(%712) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %715 = "tosa.slice"(%712) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %716 = "tosa.reshape"(%709) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %717 = "tosa.matmul"(%716, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %718 = "tosa.reshape"(%717) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %719 = "tosa.slice"(%718) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %720 = "tosa.slice"(%718) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %721 = "tosa.slice"(%718) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %722 = "tosa.add"(%713, %719) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %723 = "tosa.sigmoid"(%722) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %724 = "tosa.add"(%714, %720) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %725 = "tosa.sigmoid"(%724) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %726 = "tosa.add"(%721, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %727 = "tosa.mul"(%723, %726) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %728 = "tosa.add"(%715, %727) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %729 = "tosa.tanh"(%728) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %730 = "tosa.sub"(%709, %729) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %731 = "tosa.mul"(%725, %730) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %732 = "tosa.add"(%729, %731) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %733 = "tosa.reshape"(%732) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %734 = "tosa.slice"(%5) <{start = array<i64: 0, 32, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %735 = "tosa.reshape"(%734) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %736 = "tosa.slice"(%735) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %737 = "tosa.slice"(%735) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %738 = "tosa.slice"(%735) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %739 = "tosa.reshape"(%732) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %740 = "tosa.matmul"(%739, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %741 = "tosa.reshape"(%740) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %742 = "tosa.slice"(%741) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %743 = "tosa.slice"(%741) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %744 = "tosa.slice"(%741) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %745 = "tosa.add"(%736, %742) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %746 = "tosa.sigmoid"(%745) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %747 = "tosa.add"(%737, %743) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %748 = "tosa.sigmoid"(%747) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %749 = "tosa.add"(%744, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %750 = "tosa.mul"(%746, %749) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %751 = "tosa.add"(%738, %750) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %752 = "tosa.tanh"(%751) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %753 = "tosa.sub"(%732, %752) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %754 = "tosa.mul"(%748, %753) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %755 = "tosa.add"(%752, %754) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %756 = "tosa.reshape"(%755) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %757 = "tosa.slice"(%5) <{start = array<i64: 0, 33, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %758 = "tosa.reshape"(%757) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %759 = "tosa.slice"(%758) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %760 = "tosa.slice"(%758) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %761 = "tosa.slice"(%758) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %762 = "tosa.reshape"(%755) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %763 = "tosa.matmul"(%762, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %764 = "tosa.reshape"(%763) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %765 = "tosa.slice"(%764) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %766 = "tosa.slice"(%764) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %767 = "tosa.slice"(%764) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %768 = "tosa.add"(%759, %765) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %769 = "tosa.sigmoid"(%768) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %770 = "tosa.add"(%760, %766) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %771 = "tosa.sigmoid"(%770) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %772 = "tosa.add"(%767, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %773 = "tosa.mul"(%769, %772) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %774 = "tosa.add"(%761, %773) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %775 = "tosa.tanh"(%774) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %776 = "tosa.sub"(%755, %775) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %777 = "tosa.mul"(%771, %776) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %778 = "tosa.add"(%775, %777) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %779 = "tosa.reshape"(%778) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %780 = "tosa.slice"(%5) <{start = array<i64: 0, 34, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %781 = "tosa.reshape"(%780) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %782 = "tosa.slice"(%781) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %783 = "tosa.slice"(%781) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %784 = "tosa.slice"(%781) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %785 = "tosa.reshape"(%778) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %786 = "tosa.matmul"(%785, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %787 = "tosa.reshape"(%786) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %788 = "tosa.slice"(%787) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %789 = "tosa.slice"(%787) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %790 = "tosa.slice"(%787) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %791 = "tosa.add"(%782, %788) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %792 = "tosa.sigmoid"(%791) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %793 = "tosa.add"(%783, %789) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %794 = "tosa.sigmoid"(%793) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %795 = "tosa.add"(%790, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %796 = "tosa.mul"(%792, %795) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %797 = "tosa.add"(%784, %796) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %798 = "tosa.tanh"(%797) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %799 = "tosa.sub"(%778, %798) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %800 = "tosa.mul"(%794, %799) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %801 = "tosa.add"(%798, %800) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %802 = "tosa.reshape"(%801) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %803 = "tosa.slice"(%5) <{start = array<i64: 0, 35, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %804 = "tosa.reshape"(%803) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %805 = "tosa.slice"(%804) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %806 = "tosa.slice"(%804) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %807 = "tosa.slice"(%804) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %808 = "tosa.reshape"(%801) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %809 = "tosa.matmul"(%808, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %810 = "tosa.reshape"(%809) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %811 = "tosa.slice"(%810) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %812 = "tosa.slice"(%810) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %813 = "tosa.slice"(%810) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %814 = "tosa.add"(%805, %811) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %815 = "tosa.sigmoid"(%814) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %816 = "tosa.add"(%806, %812) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %817 = "tosa.sigmoid"(%816) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %818 = "tosa.add"(%813, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %819 = "tosa.mul"(%815, %818) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %820 = "tosa.add"(%807, %819) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %821 = "tosa.tanh"(%820) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %822 = "tosa.sub"(%801, %821) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %823 = "tosa.mul"(%817, %822) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %824 = "tosa.add"(%821, %823) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %825 = "tosa.reshape"(%824) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %826 = "tosa.slice"(%5) <{start = array<i64: 0, 36, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %827 = "tosa.reshape"(%826) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %828 = "tosa.slice"(%827) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %829 = "tosa.slice"(%827) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %830 = "tosa.slice"(%827) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %831 = "tosa.reshape"(%824) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %832 = "tosa.matmul"(%831, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %833 = "tosa.reshape"(%832) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %834 = "tosa.slice"(%833) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %835 = "tosa.slice"(%833) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %836 = "tosa.slice"(%833) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %837 = "tosa.add"(%828, %834) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %838 = "tosa.sigmoid"(%837) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %839 = "tosa.add"(%829, %835) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %840 = "tosa.sigmoid"(%839) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %841 = "tosa.add"(%836, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %842 = "tosa.mul"(%838, %841) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %843 = "tosa.add"(%830, %842) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %844 = "tosa.tanh"(%843) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %845 = "tosa.sub"(%824, %844) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %846 = "tosa.mul"(%840, %845) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %847 = "tosa.add"(%844, %846) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %848 = "tosa.reshape"(%847) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %849 = "tosa.slice"(%5) <{start = array<i64: 0, 37, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %850 = "tosa.reshape"(%849) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %851 = "tosa.slice"(%850) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %852 = "tosa.slice"(%850) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %853 = "tosa.slice"(%850) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %854 = "tosa.reshape"(%847) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %855 = "tosa.matmul"(%854, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %856 = "tosa.reshape"(%855) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %857 = "tosa.slice"(%856) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %858 = "tosa.slice"(%856) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %859 = "tosa.slice"(%856) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %860 = "tosa.add"(%851, %857) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %861 = "tosa.sigmoid"(%860) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %862 = "tosa.add"(%852, %858) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %863 = "tosa.sigmoid"(%862) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %864 = "tosa.add"(%859, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %865 = "tosa.mul"(%861, %864) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %866 = "tosa.add"(%853, %865) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %867 = "tosa.tanh"(%866) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %868 = "tosa.sub"(%847, %867) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %869 = "tosa.mul"(%863, %868) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %870 = "tosa.add"(%867, %869) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %871 = "tosa.reshape"(%870) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %872 = "tosa.slice"(%5) <{start = array<i64: 0, 38, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %873 = "tosa.reshape"(%872) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %874 = "tosa.slice"(%873) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %875 = "tosa.slice"(%873) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %876 = "tosa.slice"(%873) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %877 = "tosa.reshape"(%870) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %878 = "tosa.matmul"(%877, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %879 = "tosa.reshape"(%878) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %880 = "tosa.slice"(%879) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %881 = "tosa.slice"(%879) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %882 = "tosa.slice"(%879) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %883 = "tosa.add"(%874, %880) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %884 = "tosa.sigmoid"(%883) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %885 = "tosa.add"(%875, %881) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %886 = "tosa.sigmoid"(%885) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %887 = "tosa.add"(%882, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %888 = "tosa.mul"(%884, %887) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %889 = "tosa.add"(%876, %888) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %890 = "tosa.tanh"(%889) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %891 = "tosa.sub"(%870, %890) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %892 = "tosa.mul"(%886, %891) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %893 = "tosa.add"(%890, %892) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %894 = "tosa.reshape"(%893) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %895 = "tosa.slice"(%5) <{start = array<i64: 0, 39, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %896 = "tosa.reshape"(%895) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %897 = "tosa.slice"(%896) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %898 = "tosa.slice"(%896) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %899 = "tosa.slice"(%896) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %900 = "tosa.reshape"(%893) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %901 = "tosa.matmul"(%900, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %902 = "tosa.reshape"(%901) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %903 = "tosa.slice"(%902) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %904 = "tosa.slice"(%902) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %905 = "tosa.slice"(%902) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %906 = "tosa.add"(%897, %903) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %907 = "tosa.sigmoid"(%906) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %908 = "tosa.add"(%898, %904) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %909 = "tosa.sigmoid"(%908) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %910 = "tosa.add"(%905, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %911 = "tosa.mul"(%907, %910) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %912 = "tosa.add"(%899, %911) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %913 = "tosa.tanh"(%912) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %914 = "tosa.sub"(%893, %913) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %915 = "tosa.mul"(%909, %914) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %916 = "tosa.add"(%913, %915) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %917 = "tosa.reshape"(%916) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %918 = "tosa.slice"(%5) <{start = array<i64: 0, 40, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %919 = "tosa.reshape"(%918) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %920 = "tosa.slice"(%919) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %921 = "tosa.slice"(%919) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %922 = "tosa.slice"(%919) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %923 = "tosa.reshape"(%916) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %924 = "tosa.matmul"(%923, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %925 = "tosa.reshape"(%924) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %926 = "tosa.slice"(%925) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %927 = "tosa.slice"(%925) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %928 = "tosa.slice"(%925) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %929 = "tosa.add"(%920, %926) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %930 = "tosa.sigmoid"(%929) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %931 = "tosa.add"(%921, %927) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %932 = "tosa.sigmoid"(%931) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %933 = "tosa.add"(%928, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %934 = "tosa.mul"(%930, %933) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %935 = "tosa.add"(%922, %934) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %936 = "tosa.tanh"(%935) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %937 = "tosa.sub"(%916, %936) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %938 = "tosa.mul"(%932, %937) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %939 = "tosa.add"(%936, %938) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %940 = "tosa.reshape"(%939) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %941 = "tosa.slice"(%5) <{start = array<i64: 0, 41, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %942 = "tosa.reshape"(%941) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %943 = "tosa.slice"(%942) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %944 = "tosa.slice"(%942) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %945 = "tosa.slice"(%942) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %946 = "tosa.reshape"(%939) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %947 = "tosa.matmul"(%946, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %948 = "tosa.reshape"(%947) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %949 = "tosa.slice"(%948) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %950 = "tosa.slice"(%948) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %951 = "tosa.slice"(%948) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %952 = "tosa.add"(%943, %949) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %953 = "tosa.sigmoid"(%952) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %954 = "tosa.add"(%944, %950) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %955 = "tosa.sigmoid"(%954) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %956 = "tosa.add"(%951, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %957 = "tosa.mul"(%953, %956) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %958 = "tosa.add"(%945, %957) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %959 = "tosa.tanh"(%958) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %960 = "tosa.sub"(%939, %959) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %961 = "tosa.mul"(%955, %960) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %962 = "tosa.add"(%959, %961) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %963 = "tosa.reshape"(%962) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %964 = "tosa.slice"(%5) <{start = array<i64: 0, 42, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %965 = "tosa.reshape"(%964) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %966 = "tosa.slice"(%965) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %967 = "tosa.slice"(%965) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %968 = "tosa.slice"(%965) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %969 = "tosa.reshape"(%962) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %970 = "tosa.matmul"(%969, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %971 = "tosa.reshape"(%970) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %972 = "tosa.slice"(%971) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %973 = "tosa.slice"(%971) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %974 = "tosa.slice"(%971) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %975 = "tosa.add"(%966, %972) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %976 = "tosa.sigmoid"(%975) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %977 = "tosa.add"(%967, %973) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %978 = "tosa.sigmoid"(%977) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %979 = "tosa.add"(%974, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %980 = "tosa.mul"(%976, %979) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %981 = "tosa.add"(%968, %980) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %982 = "tosa.tanh"(%981) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %983 = "tosa.sub"(%962, %982) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %984 = "tosa.mul"(%978, %983) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %985 = "tosa.add"(%982, %984) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %986 = "tosa.reshape"(%985) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %987 = "tosa.slice"(%5) <{start = array<i64: 0, 43, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %988 = "tosa.reshape"(%987) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %989 = "tosa.slice"(%988) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %990 = "tosa.slice"(%988) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %991 = "tosa.slice"(%988) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %992 = "tosa.reshape"(%985) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %993 = "tosa.matmul"(%992, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %994 = "tosa.reshape"(%993) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %995 = "tosa.slice"(%994) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %996 = "tosa.slice"(%994) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %997 = "tosa.slice"(%994) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %998 = "tosa.add"(%989, %995) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %999 = "tosa.sigmoid"(%998) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1000 = "tosa.add"(%990, %996) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1001 = "tosa.sigmoid"(%1000) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1002 = "tosa.add"(%997, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1003 = "tosa.mul"(%999, %1002) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1004 = "tosa.add"(%991, %1003) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1005 = "tosa.tanh"(%1004) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1006 = "tosa.sub"(%985, %1005) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1007 = "tosa.mul"(%1001, %1006) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1008 = "tosa.add"(%1005, %1007) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1009 = "tosa.reshape"(%1008) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1010 = "tosa.slice"(%5) <{start = array<i64: 0, 44, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %1011 = "tosa.reshape"(%1010) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1012 = "tosa.slice"(%1011) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1013 = "tosa.slice"(%1011) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1014 = "tosa.slice"(%1011) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1015 = "tosa.reshape"(%1008) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1016 = "tosa.matmul"(%1015, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %1017 = "tosa.reshape"(%1016) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1018 = "tosa.slice"(%1017) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1019 = "tosa.slice"(%1017) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1020 = "tosa.slice"(%1017) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1021 = "tosa.add"(%1012, %1018) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1022 = "tosa.sigmoid"(%1021) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1023 = "tosa.add"(%1013, %1019) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1024 = "tosa.sigmoid"(%1023) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1025 = "tosa.add"(%1020, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1026 = "tosa.mul"(%1022, %1025) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1027 = "tosa.add"(%1014, %1026) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1028 = "tosa.tanh"(%1027) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1029 = "tosa.sub"(%1008, %1028) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1030 = "tosa.mul"(%1024, %1029) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1031 = "tosa.add"(%1028, %1030) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1032 = "tosa.reshape"(%1031) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1033 = "tosa.slice"(%5) <{start = array<i64: 0, 45, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %1034 = "tosa.reshape"(%1033) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1035 = "tosa.slice"(%1034) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1036 = "tosa.slice"(%1034) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1037 = "tosa.slice"(%1034) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1038 = "tosa.reshape"(%1031) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1039 = "tosa.matmul"(%1038, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %1040 = "tosa.reshape"(%1039) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1041 = "tosa.slice"(%1040) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1042 = "tosa.slice"(%1040) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1043 = "tosa.slice"(%1040) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1044 = "tosa.add"(%1035, %1041) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1045 = "tosa.sigmoid"(%1044) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1046 = "tosa.add"(%1036, %1042) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1047 = "tosa.sigmoid"(%1046) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1048 = "tosa.add"(%1043, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1049 = "tosa.mul"(%1045, %1048) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1050 = "tosa.add"(%1037, %1049) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1051 = "tosa.tanh"(%1050) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1052 = "tosa.sub"(%1031, %1051) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1053 = "tosa.mul"(%1047, %1052) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1054 = "tosa.add"(%1051, %1053) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1055 = "tosa.reshape"(%1054) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1056 = "tosa.slice"(%5) <{start = array<i64: 0, 46, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %1057 = "tosa.reshape"(%1056) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1058 = "tosa.slice"(%1057) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1059 = "tosa.slice"(%1057) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1060 = "tosa.slice"(%1057) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1061 = "tosa.reshape"(%1054) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1062 = "tosa.matmul"(%1061, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %1063 = "tosa.reshape"(%1062) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1064 = "tosa.slice"(%1063) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1065 = "tosa.slice"(%1063) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1066 = "tosa.slice"(%1063) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1067 = "tosa.add"(%1058, %1064) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1068 = "tosa.sigmoid"(%1067) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1069 = "tosa.add"(%1059, %1065) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1070 = "tosa.sigmoid"(%1069) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1071 = "tosa.add"(%1066, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1072 = "tosa.mul"(%1068, %1071) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1073 = "tosa.add"(%1060, %1072) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1074 = "tosa.tanh"(%1073) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1075 = "tosa.sub"(%1054, %1074) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1076 = "tosa.mul"(%1070, %1075) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1077 = "tosa.add"(%1074, %1076) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1078 = "tosa.reshape"(%1077) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1079 = "tosa.slice"(%5) <{start = array<i64: 0, 47, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %1080 = "tosa.reshape"(%1079) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1081 = "tosa.slice"(%1080) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1082 = "tosa.slice"(%1080) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1083 = "tosa.slice"(%1080) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1084 = "tosa.reshape"(%1077) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1085 = "tosa.matmul"(%1084, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %1086 = "tosa.reshape"(%1085) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1087 = "tosa.slice"(%1086) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1088 = "tosa.slice"(%1086) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1089 = "tosa.slice"(%1086) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1090 = "tosa.add"(%1081, %1087) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1091 = "tosa.sigmoid"(%1090) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1092 = "tosa.add"(%1082, %1088) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1093 = "tosa.sigmoid"(%1092) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1094 = "tosa.add"(%1089, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1095 = "tosa.mul"(%1091, %1094) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1096 = "tosa.add"(%1083, %1095) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1097 = "tosa.tanh"(%1096) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1098 = "tosa.sub"(%1077, %1097) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1099 = "tosa.mul"(%1093, %1098) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1100 = "tosa.add"(%1097, %1099) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1101 = "tosa.reshape"(%1100) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1102 = "tosa.slice"(%5) <{start = array<i64: 0, 48, 0>, size = array<i64: 1, 1, 192>}> : (tensor<1x49x192xf32>) -> tensor<1x1x192xf32>
    %1103 = "tosa.reshape"(%1102) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1104 = "tosa.slice"(%1103) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1105 = "tosa.slice"(%1103) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1106 = "tosa.slice"(%1103) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1107 = "tosa.reshape"(%1100) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1108 = "tosa.matmul"(%1107, %whh6) : (tensor<1x1x64xf32>, tensor<1x64x192xf32>) -> tensor<1x1x192xf32>
    %1109 = "tosa.reshape"(%1108) <{new_shape = array<i64: 1, 192>}> : (tensor<1x1x192xf32>) -> tensor<1x192xf32>
    %1110 = "tosa.slice"(%1109) <{start = array<i64: 0, 0>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1111 = "tosa.slice"(%1109) <{start = array<i64: 0, 64>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1112 = "tosa.slice"(%1109) <{start = array<i64: 0, 128>, size = array<i64: 1, 64>}> : (tensor<1x192xf32>) -> tensor<1x64xf32>
    %1113 = "tosa.add"(%1104, %1110) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1114 = "tosa.sigmoid"(%1113) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1115 = "tosa.add"(%1105, %1111) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1116 = "tosa.sigmoid"(%1115) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1117 = "tosa.add"(%1112, %bhn7) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1118 = "tosa.mul"(%1114, %1117) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1119 = "tosa.add"(%1106, %1118) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1120 = "tosa.tanh"(%1119) : (tensor<1x64xf32>) -> tensor<1x64xf32>
    %1121 = "tosa.sub"(%1100, %1120) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1122 = "tosa.mul"(%1116, %1121) <{shift = 0 : i8}> : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1123 = "tosa.add"(%1120, %1122) : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xf32>
    %1124 = "tosa.reshape"(%1123) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1125 = "tosa.concat"(%20, %43, %66, %89, %112, %135) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1126 = "tosa.concat"(%158, %181, %204, %227, %250, %273) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1127 = "tosa.concat"(%296, %319, %342, %365, %388, %411) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1128 = "tosa.concat"(%434, %457, %480, %503, %526, %549) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1129 = "tosa.concat"(%572, %595, %618, %641, %664, %687) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1130 = "tosa.concat"(%710, %733, %756, %779, %802, %825) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1131 = "tosa.concat"(%848, %871, %894, %917, %940, %963) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1132 = "tosa.concat"(%986, %1009, %1032, %1055, %1078, %1101) <{axis = 1 : i32}> : (tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x6x64xf32>
    %1133 = "tosa.concat"(%1125, %1126, %1127, %1128, %1129, %1130) <{axis = 1 : i32}> : (tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x6x64xf32>) -> tensor<1x36x64xf32>
    %1134 = "tosa.concat"(%1131, %1132, %1124) <{axis = 1 : i32}> : (tensor<1x6x64xf32>, tensor<1x6x64xf32>, tensor<1x1x64xf32>) -> tensor<1x13x64xf32>
    %1135 = "tosa.concat"(%1133, %1134) <{axis = 1 : i32}> : (tensor<1x36x64xf32>, tensor<1x13x64xf32>) -> tensor<1x49x64xf32>
    %1136 = "tosa.reshape"(%1123) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %1137 = "tosa.reshape"(%1124) <{new_shape = array<i64: 1, 64>}> : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %1138 = "tosa.reshape"(%1137) <{new_shape = array<i64: 1, 1, 64>}> : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %w1139 = "tosa.const"() <{value = dense_resource<w4_1x64x12> : tensor<1x64x12xf32>}> : () -> tensor<1x64x12xf32>
    %1140 = "tosa.matmul"(%1138, %w1139) : (tensor<1x1x64xf32>, tensor<1x64x12xf32>) -> tensor<1x1x12xf32>
    %1141 = "tosa.reshape"(%1140) <{new_shape = array<i64: 1, 12>}> : (tensor<1x1x12xf32>) -> tensor<1x12xf32>
    %b1142 = "tosa.const"() <{value = dense_resource<w5_1x12> : tensor<1x12xf32>}> : () -> tensor<1x12xf32>
    %1143 = "tosa.add"(%1141, %b1142) : (tensor<1x12xf32>, tensor<1x12xf32>) -> tensor<1x12xf32>
    %1144 = "tosa.reduce_max"(%1143) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %1145 = "tosa.sub"(%1143, %1144) : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    %1146 = "tosa.exp"(%1145) : (tensor<1x12xf32>) -> tensor<1x12xf32>
    %1147 = "tosa.reduce_sum"(%1146) <{axis = 1 : i32}> : (tensor<1x12xf32>) -> tensor<1x1xf32>
    %1148 = "tosa.reciprocal"(%1147) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %1149 = "tosa.mul"(%1146, %1148) <{shift = 0 : i8}> : (tensor<1x12xf32>, tensor<1x1xf32>) -> tensor<1x12xf32>
    return %1149 : tensor<1x12xf32>
  }
}
// npk-weights: w0_1x10x192 7680
// npk-weights: w1_1x192 768
// npk-weights: w2_1x64x192 49152
// npk-weights: w3_1x64 256
// npk-weights: w4_1x64x12 3072
// npk-weights: w5_1x12 48
