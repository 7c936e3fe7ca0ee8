// rnn_last: LSTM (hidden 11): last h and c_n; GRU (hidden 7): h_n; 3 sequences of 6 steps
// 1086 parameters, 5736 MACs at batch 1; made by models/rnn_last/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "RnnLast"} {
  func.func @rnn_last(%x: tensor<1x3x6x5xf32>) -> (tensor<3x29xf32>) {
    %0 = "tosa.reshape"(%x) <{new_shape = array<i64: 3, 6, 5>}> : (tensor<1x3x6x5xf32>) -> tensor<3x6x5xf32>
    %1 = "tosa.reshape"(%0) <{new_shape = array<i64: 1, 18, 5>}> : (tensor<3x6x5xf32>) -> tensor<1x18x5xf32>
    %w2 = "tosa.const"() <{value = dense_resource<w0_1x5x44> : tensor<1x5x44xf32>}> : () -> tensor<1x5x44xf32>
    %3 = "tosa.matmul"(%1, %w2) : (tensor<1x18x5xf32>, tensor<1x5x44xf32>) -> tensor<1x18x44xf32>
    %4 = "tosa.reshape"(%3) <{new_shape = array<i64: 18, 44>}> : (tensor<1x18x44xf32>) -> tensor<18x44xf32>
    %b5 = "tosa.const"() <{value = dense_resource<w1_1x44> : tensor<1x44xf32>}> : () -> tensor<1x44xf32>
    %6 = "tosa.add"(%4, %b5) : (tensor<18x44xf32>, tensor<1x44xf32>) -> tensor<18x44xf32>
    %7 = "tosa.reshape"(%6) <{new_shape = array<i64: 3, 6, 44>}> : (tensor<18x44xf32>) -> tensor<3x6x44xf32>
    %whh8 = "tosa.const"() <{value = dense_resource<w2_1x11x44> : tensor<1x11x44xf32>}> : () -> tensor<1x11x44xf32>
    %9 = "tosa.slice"(%7) <{start = array<i64: 0, 0, 0>, size = array<i64: 3, 1, 44>}> : (tensor<3x6x44xf32>) -> tensor<3x1x44xf32>
    %10 = "tosa.reshape"(%9) <{new_shape = array<i64: 3, 44>}> : (tensor<3x1x44xf32>) -> tensor<3x44xf32>
    %11 = "tosa.slice"(%10) <{start = array<i64: 0, 0>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %12 = "tosa.slice"(%10) <{start = array<i64: 0, 11>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %13 = "tosa.slice"(%10) <{start = array<i64: 0, 22>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %14 = "tosa.slice"(%10) <{start = array<i64: 0, 33>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %15 = "tosa.sigmoid"(%11) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %16 = "tosa.sigmoid"(%12) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %17 = "tosa.sigmoid"(%14) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %18 = "tosa.tanh"(%13) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %19 = "tosa.mul"(%15, %18) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %20 = "tosa.tanh"(%19) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %21 = "tosa.mul"(%17, %20) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %22 = "tosa.reshape"(%21) <{new_shape = array<i64: 3, 1, 11>}> : (tensor<3x11xf32>) -> tensor<3x1x11xf32>
    %23 = "tosa.slice"(%7) <{start = array<i64: 0, 1, 0>, size = array<i64: 3, 1, 44>}> : (tensor<3x6x44xf32>) -> tensor<3x1x44xf32>
    %24 = "tosa.reshape"(%23) <{new_shape = array<i64: 3, 44>}> : (tensor<3x1x44xf32>) -> tensor<3x44xf32>
    %25 = "tosa.reshape"(%21) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %26 = "tosa.matmul"(%25, %whh8) : (tensor<1x3x11xf32>, tensor<1x11x44xf32>) -> tensor<1x3x44xf32>
    %27 = "tosa.reshape"(%26) <{new_shape = array<i64: 3, 44>}> : (tensor<1x3x44xf32>) -> tensor<3x44xf32>
    %28 = "tosa.add"(%24, %27) : (tensor<3x44xf32>, tensor<3x44xf32>) -> tensor<3x44xf32>
    %29 = "tosa.slice"(%28) <{start = array<i64: 0, 0>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %30 = "tosa.slice"(%28) <{start = array<i64: 0, 11>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %31 = "tosa.slice"(%28) <{start = array<i64: 0, 22>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %32 = "tosa.slice"(%28) <{start = array<i64: 0, 33>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %33 = "tosa.sigmoid"(%29) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %34 = "tosa.sigmoid"(%30) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %35 = "tosa.sigmoid"(%32) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %36 = "tosa.tanh"(%31) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %37 = "tosa.mul"(%33, %36) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %38 = "tosa.mul"(%34, %19) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %39 = "tosa.add"(%38, %37) : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %40 = "tosa.tanh"(%39) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %41 = "tosa.mul"(%35, %40) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %42 = "tosa.reshape"(%41) <{new_shape = array<i64: 3, 1, 11>}> : (tensor<3x11xf32>) -> tensor<3x1x11xf32>
    %43 = "tosa.slice"(%7) <{start = array<i64: 0, 2, 0>, size = array<i64: 3, 1, 44>}> : (tensor<3x6x44xf32>) -> tensor<3x1x44xf32>
    %44 = "tosa.reshape"(%43) <{new_shape = array<i64: 3, 44>}> : (tensor<3x1x44xf32>) -> tensor<3x44xf32>
    %45 = "tosa.reshape"(%41) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %46 = "tosa.matmul"(%45, %whh8) : (tensor<1x3x11xf32>, tensor<1x11x44xf32>) -> tensor<1x3x44xf32>
    %47 = "tosa.reshape"(%46) <{new_shape = array<i64: 3, 44>}> : (tensor<1x3x44xf32>) -> tensor<3x44xf32>
    %48 = "tosa.add"(%44, %47) : (tensor<3x44xf32>, tensor<3x44xf32>) -> tensor<3x44xf32>
    %49 = "tosa.slice"(%48) <{start = array<i64: 0, 0>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %50 = "tosa.slice"(%48) <{start = array<i64: 0, 11>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %51 = "tosa.slice"(%48) <{start = array<i64: 0, 22>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %52 = "tosa.slice"(%48) <{start = array<i64: 0, 33>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %53 = "tosa.sigmoid"(%49) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %54 = "tosa.sigmoid"(%50) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %55 = "tosa.sigmoid"(%52) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %56 = "tosa.tanh"(%51) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %57 = "tosa.mul"(%53, %56) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %58 = "tosa.mul"(%54, %39) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %59 = "tosa.add"(%58, %57) : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %60 = "tosa.tanh"(%59) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %61 = "tosa.mul"(%55, %60) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %62 = "tosa.reshape"(%61) <{new_shape = array<i64: 3, 1, 11>}> : (tensor<3x11xf32>) -> tensor<3x1x11xf32>
    %63 = "tosa.slice"(%7) <{start = array<i64: 0, 3, 0>, size = array<i64: 3, 1, 44>}> : (tensor<3x6x44xf32>) -> tensor<3x1x44xf32>
    %64 = "tosa.reshape"(%63) <{new_shape = array<i64: 3, 44>}> : (tensor<3x1x44xf32>) -> tensor<3x44xf32>
    %65 = "tosa.reshape"(%61) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %66 = "tosa.matmul"(%65, %whh8) : (tensor<1x3x11xf32>, tensor<1x11x44xf32>) -> tensor<1x3x44xf32>
    %67 = "tosa.reshape"(%66) <{new_shape = array<i64: 3, 44>}> : (tensor<1x3x44xf32>) -> tensor<3x44xf32>
    %68 = "tosa.add"(%64, %67) : (tensor<3x44xf32>, tensor<3x44xf32>) -> tensor<3x44xf32>
    %69 = "tosa.slice"(%68) <{start = array<i64: 0, 0>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %70 = "tosa.slice"(%68) <{start = array<i64: 0, 11>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %71 = "tosa.slice"(%68) <{start = array<i64: 0, 22>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %72 = "tosa.slice"(%68) <{start = array<i64: 0, 33>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %73 = "tosa.sigmoid"(%69) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %74 = "tosa.sigmoid"(%70) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %75 = "tosa.sigmoid"(%72) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %76 = "tosa.tanh"(%71) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %77 = "tosa.mul"(%73, %76) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %78 = "tosa.mul"(%74, %59) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %79 = "tosa.add"(%78, %77) : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %80 = "tosa.tanh"(%79) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %81 = "tosa.mul"(%75, %80) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %82 = "tosa.reshape"(%81) <{new_shape = array<i64: 3, 1, 11>}> : (tensor<3x11xf32>) -> tensor<3x1x11xf32>
    %83 = "tosa.slice"(%7) <{start = array<i64: 0, 4, 0>, size = array<i64: 3, 1, 44>}> : (tensor<3x6x44xf32>) -> tensor<3x1x44xf32>
    %84 = "tosa.reshape"(%83) <{new_shape = array<i64: 3, 44>}> : (tensor<3x1x44xf32>) -> tensor<3x44xf32>
    %85 = "tosa.reshape"(%81) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %86 = "tosa.matmul"(%85, %whh8) : (tensor<1x3x11xf32>, tensor<1x11x44xf32>) -> tensor<1x3x44xf32>
    %87 = "tosa.reshape"(%86) <{new_shape = array<i64: 3, 44>}> : (tensor<1x3x44xf32>) -> tensor<3x44xf32>
    %88 = "tosa.add"(%84, %87) : (tensor<3x44xf32>, tensor<3x44xf32>) -> tensor<3x44xf32>
    %89 = "tosa.slice"(%88) <{start = array<i64: 0, 0>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %90 = "tosa.slice"(%88) <{start = array<i64: 0, 11>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %91 = "tosa.slice"(%88) <{start = array<i64: 0, 22>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %92 = "tosa.slice"(%88) <{start = array<i64: 0, 33>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %93 = "tosa.sigmoid"(%89) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %94 = "tosa.sigmoid"(%90) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %95 = "tosa.sigmoid"(%92) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %96 = "tosa.tanh"(%91) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %97 = "tosa.mul"(%93, %96) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %98 = "tosa.mul"(%94, %79) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %99 = "tosa.add"(%98, %97) : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %100 = "tosa.tanh"(%99) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %101 = "tosa.mul"(%95, %100) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %102 = "tosa.reshape"(%101) <{new_shape = array<i64: 3, 1, 11>}> : (tensor<3x11xf32>) -> tensor<3x1x11xf32>
    %103 = "tosa.slice"(%7) <{start = array<i64: 0, 5, 0>, size = array<i64: 3, 1, 44>}> : (tensor<3x6x44xf32>) -> tensor<3x1x44xf32>
    %104 = "tosa.reshape"(%103) <{new_shape = array<i64: 3, 44>}> : (tensor<3x1x44xf32>) -> tensor<3x44xf32>
    %105 = "tosa.reshape"(%101) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %106 = "tosa.matmul"(%105, %whh8) : (tensor<1x3x11xf32>, tensor<1x11x44xf32>) -> tensor<1x3x44xf32>
    %107 = "tosa.reshape"(%106) <{new_shape = array<i64: 3, 44>}> : (tensor<1x3x44xf32>) -> tensor<3x44xf32>
    %108 = "tosa.add"(%104, %107) : (tensor<3x44xf32>, tensor<3x44xf32>) -> tensor<3x44xf32>
    %109 = "tosa.slice"(%108) <{start = array<i64: 0, 0>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %110 = "tosa.slice"(%108) <{start = array<i64: 0, 11>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %111 = "tosa.slice"(%108) <{start = array<i64: 0, 22>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %112 = "tosa.slice"(%108) <{start = array<i64: 0, 33>, size = array<i64: 3, 11>}> : (tensor<3x44xf32>) -> tensor<3x11xf32>
    %113 = "tosa.sigmoid"(%109) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %114 = "tosa.sigmoid"(%110) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %115 = "tosa.sigmoid"(%112) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %116 = "tosa.tanh"(%111) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %117 = "tosa.mul"(%113, %116) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %118 = "tosa.mul"(%114, %99) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %119 = "tosa.add"(%118, %117) : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %120 = "tosa.tanh"(%119) : (tensor<3x11xf32>) -> tensor<3x11xf32>
    %121 = "tosa.mul"(%115, %120) <{shift = 0 : i8}> : (tensor<3x11xf32>, tensor<3x11xf32>) -> tensor<3x11xf32>
    %122 = "tosa.reshape"(%121) <{new_shape = array<i64: 3, 1, 11>}> : (tensor<3x11xf32>) -> tensor<3x1x11xf32>
    %123 = "tosa.concat"(%22, %42, %62, %82, %102, %122) <{axis = 1 : i32}> : (tensor<3x1x11xf32>, tensor<3x1x11xf32>, tensor<3x1x11xf32>, tensor<3x1x11xf32>, tensor<3x1x11xf32>, tensor<3x1x11xf32>) -> tensor<3x6x11xf32>
    %124 = "tosa.reshape"(%121) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %125 = "tosa.reshape"(%119) <{new_shape = array<i64: 1, 3, 11>}> : (tensor<3x11xf32>) -> tensor<1x3x11xf32>
    %126 = "tosa.reshape"(%0) <{new_shape = array<i64: 1, 18, 5>}> : (tensor<3x6x5xf32>) -> tensor<1x18x5xf32>
    %w127 = "tosa.const"() <{value = dense_resource<w3_1x5x21> : tensor<1x5x21xf32>}> : () -> tensor<1x5x21xf32>
    %128 = "tosa.matmul"(%126, %w127) : (tensor<1x18x5xf32>, tensor<1x5x21xf32>) -> tensor<1x18x21xf32>
    %129 = "tosa.reshape"(%128) <{new_shape = array<i64: 18, 21>}> : (tensor<1x18x21xf32>) -> tensor<18x21xf32>
    %b130 = "tosa.const"() <{value = dense_resource<w4_1x21> : tensor<1x21xf32>}> : () -> tensor<1x21xf32>
    %131 = "tosa.add"(%129, %b130) : (tensor<18x21xf32>, tensor<1x21xf32>) -> tensor<18x21xf32>
    %132 = "tosa.reshape"(%131) <{new_shape = array<i64: 3, 6, 21>}> : (tensor<18x21xf32>) -> tensor<3x6x21xf32>
    %whh133 = "tosa.const"() <{value = dense_resource<w5_1x7x21> : tensor<1x7x21xf32>}> : () -> tensor<1x7x21xf32>
    %bhn134 = "tosa.const"() <{value = dense_resource<w6_1x7> : tensor<1x7xf32>}> : () -> tensor<1x7xf32>
    %135 = "tosa.slice"(%132) <{start = array<i64: 0, 0, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x6x21xf32>) -> tensor<3x1x21xf32>
    %136 = "tosa.reshape"(%135) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %137 = "tosa.slice"(%136) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %138 = "tosa.slice"(%136) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %139 = "tosa.slice"(%136) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %140 = "tosa.sigmoid"(%137) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %141 = "tosa.sigmoid"(%138) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %142 = "tosa.mul"(%140, %bhn134) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %143 = "tosa.add"(%139, %142) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %144 = "tosa.tanh"(%143) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %145 = "tosa.mul"(%141, %144) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %146 = "tosa.sub"(%144, %145) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %147 = "tosa.reshape"(%146) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %148 = "tosa.slice"(%132) <{start = array<i64: 0, 1, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x6x21xf32>) -> tensor<3x1x21xf32>
    %149 = "tosa.reshape"(%148) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %150 = "tosa.slice"(%149) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %151 = "tosa.slice"(%149) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %152 = "tosa.slice"(%149) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %153 = "tosa.reshape"(%146) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %154 = "tosa.matmul"(%153, %whh133) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %155 = "tosa.reshape"(%154) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %156 = "tosa.slice"(%155) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %157 = "tosa.slice"(%155) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %158 = "tosa.slice"(%155) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %159 = "tosa.add"(%150, %156) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %160 = "tosa.sigmoid"(%159) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %161 = "tosa.add"(%151, %157) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %162 = "tosa.sigmoid"(%161) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %163 = "tosa.add"(%158, %bhn134) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %164 = "tosa.mul"(%160, %163) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %165 = "tosa.add"(%152, %164) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %166 = "tosa.tanh"(%165) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %167 = "tosa.sub"(%146, %166) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %168 = "tosa.mul"(%162, %167) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %169 = "tosa.add"(%166, %168) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %170 = "tosa.reshape"(%169) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %171 = "tosa.slice"(%132) <{start = array<i64: 0, 2, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x6x21xf32>) -> tensor<3x1x21xf32>
    %172 = "tosa.reshape"(%171) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %173 = "tosa.slice"(%172) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %174 = "tosa.slice"(%172) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %175 = "tosa.slice"(%172) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %176 = "tosa.reshape"(%169) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %177 = "tosa.matmul"(%176, %whh133) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %178 = "tosa.reshape"(%177) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %179 = "tosa.slice"(%178) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %180 = "tosa.slice"(%178) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %181 = "tosa.slice"(%178) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %182 = "tosa.add"(%173, %179) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %183 = "tosa.sigmoid"(%182) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %184 = "tosa.add"(%174, %180) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %185 = "tosa.sigmoid"(%184) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %186 = "tosa.add"(%181, %bhn134) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %187 = "tosa.mul"(%183, %186) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %188 = "tosa.add"(%175, %187) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %189 = "tosa.tanh"(%188) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %190 = "tosa.sub"(%169, %189) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %191 = "tosa.mul"(%185, %190) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %192 = "tosa.add"(%189, %191) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %193 = "tosa.reshape"(%192) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %194 = "tosa.slice"(%132) <{start = array<i64: 0, 3, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x6x21xf32>) -> tensor<3x1x21xf32>
    %195 = "tosa.reshape"(%194) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %196 = "tosa.slice"(%195) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %197 = "tosa.slice"(%195) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %198 = "tosa.slice"(%195) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %199 = "tosa.reshape"(%192) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %200 = "tosa.matmul"(%199, %whh133) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %201 = "tosa.reshape"(%200) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %202 = "tosa.slice"(%201) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %203 = "tosa.slice"(%201) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %204 = "tosa.slice"(%201) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %205 = "tosa.add"(%196, %202) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %206 = "tosa.sigmoid"(%205) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %207 = "tosa.add"(%197, %203) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %208 = "tosa.sigmoid"(%207) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %209 = "tosa.add"(%204, %bhn134) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %210 = "tosa.mul"(%206, %209) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %211 = "tosa.add"(%198, %210) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %212 = "tosa.tanh"(%211) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %213 = "tosa.sub"(%192, %212) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %214 = "tosa.mul"(%208, %213) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %215 = "tosa.add"(%212, %214) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %216 = "tosa.reshape"(%215) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %217 = "tosa.slice"(%132) <{start = array<i64: 0, 4, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x6x21xf32>) -> tensor<3x1x21xf32>
    %218 = "tosa.reshape"(%217) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %219 = "tosa.slice"(%218) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %220 = "tosa.slice"(%218) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %221 = "tosa.slice"(%218) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %222 = "tosa.reshape"(%215) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %223 = "tosa.matmul"(%222, %whh133) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %224 = "tosa.reshape"(%223) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %225 = "tosa.slice"(%224) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %226 = "tosa.slice"(%224) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %227 = "tosa.slice"(%224) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %228 = "tosa.add"(%219, %225) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %229 = "tosa.sigmoid"(%228) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %230 = "tosa.add"(%220, %226) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %231 = "tosa.sigmoid"(%230) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %232 = "tosa.add"(%227, %bhn134) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %233 = "tosa.mul"(%229, %232) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %234 = "tosa.add"(%221, %233) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %235 = "tosa.tanh"(%234) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %236 = "tosa.sub"(%215, %235) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %237 = "tosa.mul"(%231, %236) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %238 = "tosa.add"(%235, %237) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %239 = "tosa.reshape"(%238) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %240 = "tosa.slice"(%132) <{start = array<i64: 0, 5, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x6x21xf32>) -> tensor<3x1x21xf32>
    %241 = "tosa.reshape"(%240) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %242 = "tosa.slice"(%241) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %243 = "tosa.slice"(%241) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %244 = "tosa.slice"(%241) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %245 = "tosa.reshape"(%238) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %246 = "tosa.matmul"(%245, %whh133) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %247 = "tosa.reshape"(%246) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %248 = "tosa.slice"(%247) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %249 = "tosa.slice"(%247) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %250 = "tosa.slice"(%247) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %251 = "tosa.add"(%242, %248) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %252 = "tosa.sigmoid"(%251) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %253 = "tosa.add"(%243, %249) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %254 = "tosa.sigmoid"(%253) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %255 = "tosa.add"(%250, %bhn134) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %256 = "tosa.mul"(%252, %255) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %257 = "tosa.add"(%244, %256) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %258 = "tosa.tanh"(%257) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %259 = "tosa.sub"(%238, %258) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %260 = "tosa.mul"(%254, %259) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %261 = "tosa.add"(%258, %260) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %262 = "tosa.reshape"(%261) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %263 = "tosa.concat"(%147, %170, %193, %216, %239, %262) <{axis = 1 : i32}> : (tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>) -> tensor<3x6x7xf32>
    %264 = "tosa.reshape"(%261) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %265 = "tosa.reshape"(%122) <{new_shape = array<i64: 3, 11>}> : (tensor<3x1x11xf32>) -> tensor<3x11xf32>
    %266 = "tosa.reshape"(%125) <{new_shape = array<i64: 3, 11>}> : (tensor<1x3x11xf32>) -> tensor<3x11xf32>
    %267 = "tosa.reshape"(%264) <{new_shape = array<i64: 3, 7>}> : (tensor<1x3x7xf32>) -> tensor<3x7xf32>
    %268 = "tosa.concat"(%265, %266, %267) <{axis = 1 : i32}> : (tensor<3x11xf32>, tensor<3x11xf32>, tensor<3x7xf32>) -> tensor<3x29xf32>
    return %268 : tensor<3x29xf32>
  }
}
// npk-weights: w0_1x5x44 880
// npk-weights: w1_1x44 176
// npk-weights: w2_1x11x44 1936
// npk-weights: w3_1x5x21 420
// npk-weights: w4_1x21 84
// npk-weights: w5_1x7x21 588
// npk-weights: w6_1x7 28
