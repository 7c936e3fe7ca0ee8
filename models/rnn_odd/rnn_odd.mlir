// rnn_odd: LSTM (hidden 13) then GRU (hidden 7) over 3 sequences of 7 steps, and the LSTM c_n
// 1502 parameters, 9492 MACs at batch 1; made by models/rnn_odd/make.py
// Exported by tools/export/torch_export.py (TOSA, llvm19 syntax)
module attributes {torch.debug_module_name = "RnnOdd"} {
  func.func @rnn_odd(%x: tensor<1x3x7x5xf32>) -> (tensor<1x186xf32>) {
    %0 = "tosa.reshape"(%x) <{new_shape = array<i64: 3, 7, 5>}> : (tensor<1x3x7x5xf32>) -> tensor<3x7x5xf32>
    %1 = "tosa.reshape"(%0) <{new_shape = array<i64: 1, 21, 5>}> : (tensor<3x7x5xf32>) -> tensor<1x21x5xf32>
    %w2 = "tosa.const"() <{value = dense_resource<w0_1x5x52> : tensor<1x5x52xf32>}> : () -> tensor<1x5x52xf32>
    %3 = "tosa.matmul"(%1, %w2) : (tensor<1x21x5xf32>, tensor<1x5x52xf32>) -> tensor<1x21x52xf32>
    %4 = "tosa.reshape"(%3) <{new_shape = array<i64: 21, 52>}> : (tensor<1x21x52xf32>) -> tensor<21x52xf32>
    %b5 = "tosa.const"() <{value = dense_resource<w1_1x52> : tensor<1x52xf32>}> : () -> tensor<1x52xf32>
    %6 = "tosa.add"(%4, %b5) : (tensor<21x52xf32>, tensor<1x52xf32>) -> tensor<21x52xf32>
    %7 = "tosa.reshape"(%6) <{new_shape = array<i64: 3, 7, 52>}> : (tensor<21x52xf32>) -> tensor<3x7x52xf32>
    %whh8 = "tosa.const"() <{value = dense_resource<w2_1x13x52> : tensor<1x13x52xf32>}> : () -> tensor<1x13x52xf32>
    %9 = "tosa.slice"(%7) <{start = array<i64: 0, 0, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %10 = "tosa.reshape"(%9) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %11 = "tosa.slice"(%10) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %12 = "tosa.slice"(%10) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %13 = "tosa.slice"(%10) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %14 = "tosa.slice"(%10) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %15 = "tosa.sigmoid"(%11) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %16 = "tosa.sigmoid"(%12) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %17 = "tosa.sigmoid"(%14) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %18 = "tosa.tanh"(%13) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %19 = "tosa.mul"(%15, %18) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %20 = "tosa.tanh"(%19) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %21 = "tosa.mul"(%17, %20) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %22 = "tosa.reshape"(%21) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %23 = "tosa.slice"(%7) <{start = array<i64: 0, 1, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %24 = "tosa.reshape"(%23) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %25 = "tosa.reshape"(%21) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %26 = "tosa.matmul"(%25, %whh8) : (tensor<1x3x13xf32>, tensor<1x13x52xf32>) -> tensor<1x3x52xf32>
    %27 = "tosa.reshape"(%26) <{new_shape = array<i64: 3, 52>}> : (tensor<1x3x52xf32>) -> tensor<3x52xf32>
    %28 = "tosa.add"(%24, %27) : (tensor<3x52xf32>, tensor<3x52xf32>) -> tensor<3x52xf32>
    %29 = "tosa.slice"(%28) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %30 = "tosa.slice"(%28) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %31 = "tosa.slice"(%28) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %32 = "tosa.slice"(%28) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %33 = "tosa.sigmoid"(%29) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %34 = "tosa.sigmoid"(%30) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %35 = "tosa.sigmoid"(%32) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %36 = "tosa.tanh"(%31) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %37 = "tosa.mul"(%33, %36) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %38 = "tosa.mul"(%34, %19) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %39 = "tosa.add"(%38, %37) : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %40 = "tosa.tanh"(%39) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %41 = "tosa.mul"(%35, %40) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %42 = "tosa.reshape"(%41) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %43 = "tosa.slice"(%7) <{start = array<i64: 0, 2, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %44 = "tosa.reshape"(%43) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %45 = "tosa.reshape"(%41) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %46 = "tosa.matmul"(%45, %whh8) : (tensor<1x3x13xf32>, tensor<1x13x52xf32>) -> tensor<1x3x52xf32>
    %47 = "tosa.reshape"(%46) <{new_shape = array<i64: 3, 52>}> : (tensor<1x3x52xf32>) -> tensor<3x52xf32>
    %48 = "tosa.add"(%44, %47) : (tensor<3x52xf32>, tensor<3x52xf32>) -> tensor<3x52xf32>
    %49 = "tosa.slice"(%48) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %50 = "tosa.slice"(%48) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %51 = "tosa.slice"(%48) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %52 = "tosa.slice"(%48) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %53 = "tosa.sigmoid"(%49) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %54 = "tosa.sigmoid"(%50) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %55 = "tosa.sigmoid"(%52) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %56 = "tosa.tanh"(%51) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %57 = "tosa.mul"(%53, %56) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %58 = "tosa.mul"(%54, %39) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %59 = "tosa.add"(%58, %57) : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %60 = "tosa.tanh"(%59) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %61 = "tosa.mul"(%55, %60) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %62 = "tosa.reshape"(%61) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %63 = "tosa.slice"(%7) <{start = array<i64: 0, 3, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %64 = "tosa.reshape"(%63) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %65 = "tosa.reshape"(%61) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %66 = "tosa.matmul"(%65, %whh8) : (tensor<1x3x13xf32>, tensor<1x13x52xf32>) -> tensor<1x3x52xf32>
    %67 = "tosa.reshape"(%66) <{new_shape = array<i64: 3, 52>}> : (tensor<1x3x52xf32>) -> tensor<3x52xf32>
    %68 = "tosa.add"(%64, %67) : (tensor<3x52xf32>, tensor<3x52xf32>) -> tensor<3x52xf32>
    %69 = "tosa.slice"(%68) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %70 = "tosa.slice"(%68) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %71 = "tosa.slice"(%68) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %72 = "tosa.slice"(%68) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %73 = "tosa.sigmoid"(%69) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %74 = "tosa.sigmoid"(%70) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %75 = "tosa.sigmoid"(%72) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %76 = "tosa.tanh"(%71) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %77 = "tosa.mul"(%73, %76) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %78 = "tosa.mul"(%74, %59) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %79 = "tosa.add"(%78, %77) : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %80 = "tosa.tanh"(%79) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %81 = "tosa.mul"(%75, %80) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %82 = "tosa.reshape"(%81) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %83 = "tosa.slice"(%7) <{start = array<i64: 0, 4, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %84 = "tosa.reshape"(%83) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %85 = "tosa.reshape"(%81) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %86 = "tosa.matmul"(%85, %whh8) : (tensor<1x3x13xf32>, tensor<1x13x52xf32>) -> tensor<1x3x52xf32>
    %87 = "tosa.reshape"(%86) <{new_shape = array<i64: 3, 52>}> : (tensor<1x3x52xf32>) -> tensor<3x52xf32>
    %88 = "tosa.add"(%84, %87) : (tensor<3x52xf32>, tensor<3x52xf32>) -> tensor<3x52xf32>
    %89 = "tosa.slice"(%88) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %90 = "tosa.slice"(%88) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %91 = "tosa.slice"(%88) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %92 = "tosa.slice"(%88) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %93 = "tosa.sigmoid"(%89) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %94 = "tosa.sigmoid"(%90) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %95 = "tosa.sigmoid"(%92) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %96 = "tosa.tanh"(%91) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %97 = "tosa.mul"(%93, %96) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %98 = "tosa.mul"(%94, %79) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %99 = "tosa.add"(%98, %97) : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %100 = "tosa.tanh"(%99) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %101 = "tosa.mul"(%95, %100) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %102 = "tosa.reshape"(%101) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %103 = "tosa.slice"(%7) <{start = array<i64: 0, 5, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %104 = "tosa.reshape"(%103) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %105 = "tosa.reshape"(%101) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %106 = "tosa.matmul"(%105, %whh8) : (tensor<1x3x13xf32>, tensor<1x13x52xf32>) -> tensor<1x3x52xf32>
    %107 = "tosa.reshape"(%106) <{new_shape = array<i64: 3, 52>}> : (tensor<1x3x52xf32>) -> tensor<3x52xf32>
    %108 = "tosa.add"(%104, %107) : (tensor<3x52xf32>, tensor<3x52xf32>) -> tensor<3x52xf32>
    %109 = "tosa.slice"(%108) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %110 = "tosa.slice"(%108) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %111 = "tosa.slice"(%108) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %112 = "tosa.slice"(%108) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %113 = "tosa.sigmoid"(%109) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %114 = "tosa.sigmoid"(%110) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %115 = "tosa.sigmoid"(%112) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %116 = "tosa.tanh"(%111) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %117 = "tosa.mul"(%113, %116) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %118 = "tosa.mul"(%114, %99) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %119 = "tosa.add"(%118, %117) : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %120 = "tosa.tanh"(%119) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %121 = "tosa.mul"(%115, %120) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %122 = "tosa.reshape"(%121) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %123 = "tosa.slice"(%7) <{start = array<i64: 0, 6, 0>, size = array<i64: 3, 1, 52>}> : (tensor<3x7x52xf32>) -> tensor<3x1x52xf32>
    %124 = "tosa.reshape"(%123) <{new_shape = array<i64: 3, 52>}> : (tensor<3x1x52xf32>) -> tensor<3x52xf32>
    %125 = "tosa.reshape"(%121) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %126 = "tosa.matmul"(%125, %whh8) : (tensor<1x3x13xf32>, tensor<1x13x52xf32>) -> tensor<1x3x52xf32>
    %127 = "tosa.reshape"(%126) <{new_shape = array<i64: 3, 52>}> : (tensor<1x3x52xf32>) -> tensor<3x52xf32>
    %128 = "tosa.add"(%124, %127) : (tensor<3x52xf32>, tensor<3x52xf32>) -> tensor<3x52xf32>
    %129 = "tosa.slice"(%128) <{start = array<i64: 0, 0>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %130 = "tosa.slice"(%128) <{start = array<i64: 0, 13>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %131 = "tosa.slice"(%128) <{start = array<i64: 0, 26>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %132 = "tosa.slice"(%128) <{start = array<i64: 0, 39>, size = array<i64: 3, 13>}> : (tensor<3x52xf32>) -> tensor<3x13xf32>
    %133 = "tosa.sigmoid"(%129) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %134 = "tosa.sigmoid"(%130) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %135 = "tosa.sigmoid"(%132) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %136 = "tosa.tanh"(%131) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %137 = "tosa.mul"(%133, %136) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %138 = "tosa.mul"(%134, %119) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %139 = "tosa.add"(%138, %137) : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %140 = "tosa.tanh"(%139) : (tensor<3x13xf32>) -> tensor<3x13xf32>
    %141 = "tosa.mul"(%135, %140) <{shift = 0 : i8}> : (tensor<3x13xf32>, tensor<3x13xf32>) -> tensor<3x13xf32>
    %142 = "tosa.reshape"(%141) <{new_shape = array<i64: 3, 1, 13>}> : (tensor<3x13xf32>) -> tensor<3x1x13xf32>
    %143 = "tosa.concat"(%22, %42, %62, %82, %102, %122) <{axis = 1 : i32}> : (tensor<3x1x13xf32>, tensor<3x1x13xf32>, tensor<3x1x13xf32>, tensor<3x1x13xf32>, tensor<3x1x13xf32>, tensor<3x1x13xf32>) -> tensor<3x6x13xf32>
    %144 = "tosa.concat"(%143, %142) <{axis = 1 : i32}> : (tensor<3x6x13xf32>, tensor<3x1x13xf32>) -> tensor<3x7x13xf32>
    %145 = "tosa.reshape"(%141) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %146 = "tosa.reshape"(%139) <{new_shape = array<i64: 1, 3, 13>}> : (tensor<3x13xf32>) -> tensor<1x3x13xf32>
    %147 = "tosa.reshape"(%144) <{new_shape = array<i64: 1, 21, 13>}> : (tensor<3x7x13xf32>) -> tensor<1x21x13xf32>
    %w148 = "tosa.const"() <{value = dense_resource<w3_1x13x21> : tensor<1x13x21xf32>}> : () -> tensor<1x13x21xf32>
    %149 = "tosa.matmul"(%147, %w148) : (tensor<1x21x13xf32>, tensor<1x13x21xf32>) -> tensor<1x21x21xf32>
    %150 = "tosa.reshape"(%149) <{new_shape = array<i64: 21, 21>}> : (tensor<1x21x21xf32>) -> tensor<21x21xf32>
    %b151 = "tosa.const"() <{value = dense_resource<w4_1x21> : tensor<1x21xf32>}> : () -> tensor<1x21xf32>
    %152 = "tosa.add"(%150, %b151) : (tensor<21x21xf32>, tensor<1x21xf32>) -> tensor<21x21xf32>
    %153 = "tosa.reshape"(%152) <{new_shape = array<i64: 3, 7, 21>}> : (tensor<21x21xf32>) -> tensor<3x7x21xf32>
    %whh154 = "tosa.const"() <{value = dense_resource<w5_1x7x21> : tensor<1x7x21xf32>}> : () -> tensor<1x7x21xf32>
    %bhn155 = "tosa.const"() <{value = dense_resource<w6_1x7> : tensor<1x7xf32>}> : () -> tensor<1x7xf32>
    %156 = "tosa.slice"(%153) <{start = array<i64: 0, 0, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %157 = "tosa.reshape"(%156) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %158 = "tosa.slice"(%157) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %159 = "tosa.slice"(%157) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %160 = "tosa.slice"(%157) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %161 = "tosa.sigmoid"(%158) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %162 = "tosa.sigmoid"(%159) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %163 = "tosa.mul"(%161, %bhn155) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %164 = "tosa.add"(%160, %163) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %165 = "tosa.tanh"(%164) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %166 = "tosa.mul"(%162, %165) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %167 = "tosa.sub"(%165, %166) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %168 = "tosa.reshape"(%167) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %169 = "tosa.slice"(%153) <{start = array<i64: 0, 1, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %170 = "tosa.reshape"(%169) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %171 = "tosa.slice"(%170) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %172 = "tosa.slice"(%170) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %173 = "tosa.slice"(%170) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %174 = "tosa.reshape"(%167) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %175 = "tosa.matmul"(%174, %whh154) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %176 = "tosa.reshape"(%175) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %177 = "tosa.slice"(%176) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %178 = "tosa.slice"(%176) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %179 = "tosa.slice"(%176) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %180 = "tosa.add"(%171, %177) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %181 = "tosa.sigmoid"(%180) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %182 = "tosa.add"(%172, %178) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %183 = "tosa.sigmoid"(%182) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %184 = "tosa.add"(%179, %bhn155) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %185 = "tosa.mul"(%181, %184) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %186 = "tosa.add"(%173, %185) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %187 = "tosa.tanh"(%186) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %188 = "tosa.sub"(%167, %187) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %189 = "tosa.mul"(%183, %188) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %190 = "tosa.add"(%187, %189) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %191 = "tosa.reshape"(%190) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %192 = "tosa.slice"(%153) <{start = array<i64: 0, 2, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %193 = "tosa.reshape"(%192) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %194 = "tosa.slice"(%193) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %195 = "tosa.slice"(%193) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %196 = "tosa.slice"(%193) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %197 = "tosa.reshape"(%190) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %198 = "tosa.matmul"(%197, %whh154) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %199 = "tosa.reshape"(%198) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %200 = "tosa.slice"(%199) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %201 = "tosa.slice"(%199) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %202 = "tosa.slice"(%199) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %203 = "tosa.add"(%194, %200) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %204 = "tosa.sigmoid"(%203) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %205 = "tosa.add"(%195, %201) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %206 = "tosa.sigmoid"(%205) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %207 = "tosa.add"(%202, %bhn155) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %208 = "tosa.mul"(%204, %207) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %209 = "tosa.add"(%196, %208) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %210 = "tosa.tanh"(%209) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %211 = "tosa.sub"(%190, %210) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %212 = "tosa.mul"(%206, %211) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %213 = "tosa.add"(%210, %212) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %214 = "tosa.reshape"(%213) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %215 = "tosa.slice"(%153) <{start = array<i64: 0, 3, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %216 = "tosa.reshape"(%215) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %217 = "tosa.slice"(%216) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %218 = "tosa.slice"(%216) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %219 = "tosa.slice"(%216) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %220 = "tosa.reshape"(%213) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %221 = "tosa.matmul"(%220, %whh154) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %222 = "tosa.reshape"(%221) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %223 = "tosa.slice"(%222) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %224 = "tosa.slice"(%222) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %225 = "tosa.slice"(%222) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %226 = "tosa.add"(%217, %223) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %227 = "tosa.sigmoid"(%226) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %228 = "tosa.add"(%218, %224) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %229 = "tosa.sigmoid"(%228) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %230 = "tosa.add"(%225, %bhn155) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %231 = "tosa.mul"(%227, %230) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %232 = "tosa.add"(%219, %231) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %233 = "tosa.tanh"(%232) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %234 = "tosa.sub"(%213, %233) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %235 = "tosa.mul"(%229, %234) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %236 = "tosa.add"(%233, %235) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %237 = "tosa.reshape"(%236) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %238 = "tosa.slice"(%153) <{start = array<i64: 0, 4, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %239 = "tosa.reshape"(%238) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %240 = "tosa.slice"(%239) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %241 = "tosa.slice"(%239) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %242 = "tosa.slice"(%239) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %243 = "tosa.reshape"(%236) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %244 = "tosa.matmul"(%243, %whh154) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %245 = "tosa.reshape"(%244) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %246 = "tosa.slice"(%245) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %247 = "tosa.slice"(%245) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %248 = "tosa.slice"(%245) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %249 = "tosa.add"(%240, %246) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %250 = "tosa.sigmoid"(%249) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %251 = "tosa.add"(%241, %247) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %252 = "tosa.sigmoid"(%251) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %253 = "tosa.add"(%248, %bhn155) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %254 = "tosa.mul"(%250, %253) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %255 = "tosa.add"(%242, %254) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %256 = "tosa.tanh"(%255) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %257 = "tosa.sub"(%236, %256) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %258 = "tosa.mul"(%252, %257) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %259 = "tosa.add"(%256, %258) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %260 = "tosa.reshape"(%259) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %261 = "tosa.slice"(%153) <{start = array<i64: 0, 5, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %262 = "tosa.reshape"(%261) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %263 = "tosa.slice"(%262) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %264 = "tosa.slice"(%262) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %265 = "tosa.slice"(%262) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %266 = "tosa.reshape"(%259) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %267 = "tosa.matmul"(%266, %whh154) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %268 = "tosa.reshape"(%267) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %269 = "tosa.slice"(%268) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %270 = "tosa.slice"(%268) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %271 = "tosa.slice"(%268) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %272 = "tosa.add"(%263, %269) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %273 = "tosa.sigmoid"(%272) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %274 = "tosa.add"(%264, %270) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %275 = "tosa.sigmoid"(%274) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %276 = "tosa.add"(%271, %bhn155) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %277 = "tosa.mul"(%273, %276) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %278 = "tosa.add"(%265, %277) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %279 = "tosa.tanh"(%278) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %280 = "tosa.sub"(%259, %279) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %281 = "tosa.mul"(%275, %280) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %282 = "tosa.add"(%279, %281) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %283 = "tosa.reshape"(%282) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %284 = "tosa.slice"(%153) <{start = array<i64: 0, 6, 0>, size = array<i64: 3, 1, 21>}> : (tensor<3x7x21xf32>) -> tensor<3x1x21xf32>
    %285 = "tosa.reshape"(%284) <{new_shape = array<i64: 3, 21>}> : (tensor<3x1x21xf32>) -> tensor<3x21xf32>
    %286 = "tosa.slice"(%285) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %287 = "tosa.slice"(%285) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %288 = "tosa.slice"(%285) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %289 = "tosa.reshape"(%282) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %290 = "tosa.matmul"(%289, %whh154) : (tensor<1x3x7xf32>, tensor<1x7x21xf32>) -> tensor<1x3x21xf32>
    %291 = "tosa.reshape"(%290) <{new_shape = array<i64: 3, 21>}> : (tensor<1x3x21xf32>) -> tensor<3x21xf32>
    %292 = "tosa.slice"(%291) <{start = array<i64: 0, 0>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %293 = "tosa.slice"(%291) <{start = array<i64: 0, 7>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %294 = "tosa.slice"(%291) <{start = array<i64: 0, 14>, size = array<i64: 3, 7>}> : (tensor<3x21xf32>) -> tensor<3x7xf32>
    %295 = "tosa.add"(%286, %292) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %296 = "tosa.sigmoid"(%295) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %297 = "tosa.add"(%287, %293) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %298 = "tosa.sigmoid"(%297) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %299 = "tosa.add"(%294, %bhn155) : (tensor<3x7xf32>, tensor<1x7xf32>) -> tensor<3x7xf32>
    %300 = "tosa.mul"(%296, %299) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %301 = "tosa.add"(%288, %300) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %302 = "tosa.tanh"(%301) : (tensor<3x7xf32>) -> tensor<3x7xf32>
    %303 = "tosa.sub"(%282, %302) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %304 = "tosa.mul"(%298, %303) <{shift = 0 : i8}> : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %305 = "tosa.add"(%302, %304) : (tensor<3x7xf32>, tensor<3x7xf32>) -> tensor<3x7xf32>
    %306 = "tosa.reshape"(%305) <{new_shape = array<i64: 3, 1, 7>}> : (tensor<3x7xf32>) -> tensor<3x1x7xf32>
    %307 = "tosa.concat"(%168, %191, %214, %237, %260, %283) <{axis = 1 : i32}> : (tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>, tensor<3x1x7xf32>) -> tensor<3x6x7xf32>
    %308 = "tosa.concat"(%307, %306) <{axis = 1 : i32}> : (tensor<3x6x7xf32>, tensor<3x1x7xf32>) -> tensor<3x7x7xf32>
    %309 = "tosa.reshape"(%305) <{new_shape = array<i64: 1, 3, 7>}> : (tensor<3x7xf32>) -> tensor<1x3x7xf32>
    %310 = "tosa.reshape"(%308) <{new_shape = array<i64: 1, 147>}> : (tensor<3x7x7xf32>) -> tensor<1x147xf32>
    %311 = "tosa.reshape"(%146) <{new_shape = array<i64: 1, 39>}> : (tensor<1x3x13xf32>) -> tensor<1x39xf32>
    %312 = "tosa.concat"(%310, %311) <{axis = 1 : i32}> : (tensor<1x147xf32>, tensor<1x39xf32>) -> tensor<1x186xf32>
    return %312 : tensor<1x186xf32>
  }
}
// npk-weights: w0_1x5x52 1040
// npk-weights: w1_1x52 208
// npk-weights: w2_1x13x52 2704
// npk-weights: w3_1x13x21 1092
// npk-weights: w4_1x21 84
// npk-weights: w5_1x7x21 588
// npk-weights: w6_1x7 28
