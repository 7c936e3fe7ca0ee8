// PRINTED: mlir-opt-19 --mlir-print-op-generic linalg/cnn_hex.mlir (LLVM 19, Debian package)
// SAME-AS: linalg/cnn_hex.mlir
// INPUT: linalg/cnn.input.npy
#map = affine_map<(d0, d1, d2, d3) -> (d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d1, d0)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map11 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d1)>
#map14 = affine_map<(d0, d1) -> (d0, 0)>
"builtin.module"() ({
  "ml_program.global"() <{is_mutable, sym_name = "global_seed", sym_visibility = "private", type = tensor<i64>, value = dense<0> : tensor<i64>}> : () -> ()
  "func.func"() <{function_type = (tensor<2x1x8x8xf32>) -> tensor<2x5xf32>, sym_name = "forward"}> ({
  ^bb0(%arg0: tensor<2x1x8x8xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<[[[[0.100551605, -0.0465185642, -0.305072844], [-0.333119124, -0.261846066, -0.278828084], [-0.222287267, -0.097070977, -0.276690215]]], [[[-0.278662443, -0.0370986462, -0.280448854], [-0.0301363468, 0.0567853078, 0.0632586107], [0.209185287, 0.181946129, -0.186965629]]], [[[-0.112264201, 0.00763420295, 0.28130877], [0.161774158, -0.186537907, -0.0391110182], [0.060249649, 0.115771376, -0.123862348]]]]> : tensor<3x1x3x3xf32>}> : () -> tensor<3x1x3x3xf32>
    %3 = "arith.constant"() <{value = dense<[-0.292521328, -0.203320503, 0.0114606228]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %4 = "arith.constant"() <{value = dense<"0xB17B06BE48675B3DAFC0F73DDCBD09BBC2C5CE3DDE0B0A3EF4A2FB3D42AF3BBE9A9C323E886F503D265D43BE4227443DC6B307BE4069363EF2421C3EA3FB01BE4A1012BE92CC5D3C77D150BD56C3A83D569537BE2D1B123E605D8D3C27B8773B2967FBBD71F1433C08E3053E73FD3F3EC945FFBD1034A5BDDCED233D1AA0DD3D2D6825BE191693BDC9901CBED116353E328086BDFF0DED3D21D9D63D8183913CB0C0193DA732003E422CC7BCC86CCF3DB3C9D1BC6F71463B8BBA863D93CC31BEC6A8BBBD224A1DBEBEB56FBD814E46BC4E549D3D06B81DBE84ED24BECDC8083E9AC9BBBC8340C7BD20E735BD822A283CC11D10BE71873DBEB86901BE36311C3E3EA3643D0D2B44BE2352D4BD2C78153EA9033D3EC9BC1C3DE62BDB3D16D9013D6268E53D27161ABE3676043D2DB72EBEDAD341BE2FAA253EA976983C27FFA43DACF4D2BC3CC922BE94A8153EBC6033BEFB4701BE95057E3D045A92BDA27B543D60A435BEF1E7933D8E3302BE73C9DA3D8F91AEBC87BA1FBEE1173CBDBD9703BDC103F53D4ED1AEBD1BE78B3CC6E9B0BDE06EDA3BD1ED2C3E3D97A93D8B13293D6BB933BEF194E63DF4B43D3E7D67483D"> : tensor<4x3x3x3xf32>}> : () -> tensor<4x3x3x3xf32>
    %5 = "arith.constant"() <{value = dense<[0.160086721, 0.0845342278, 0.180632085, -0.024756629]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %6 = "arith.constant"() <{value = dense<[[-0.0882596075, 0.130016208, -0.0670969784, -0.0235737264, -0.0313415229, -0.0913267731, 0.0462368429, -0.0498152077, -0.16227445, 0.229183376, -0.238090664, -0.132407933, 0.228890508, -0.154271662, -0.214973539, 0.144787103], [0.243293971, 0.179121763, -0.172974765, -0.243546277, -0.223951638, -0.00816634297, 0.0599700809, -0.0052486062, 0.0677033663, -0.111462295, 5.7092309E-4, 0.224401772, -0.0814875364, -0.187077522, 0.21771574, 0.167135745], [0.231578708, 0.207648426, 0.00274857879, 0.134085149, 0.0367436707, 0.0800616443, 0.0126261711, 0.13884005, -0.0735121369, -0.0241424441, 0.137573034, 0.0940515995, 0.19947204, -0.0615521371, -0.0514425039, -0.171900153], [-0.108579338, -0.233459532, 0.219452649, -0.180446357, -0.0843740105, 0.0776898264, 0.185383767, 0.15376398, 0.221667558, -0.0118772089, -0.10514003, -0.245633602, 0.0470674634, 0.0854314566, -0.0130463839, 0.144649953], [-0.0292594731, 0.0192722976, -0.220959693, 0.0565284789, 0.0741334259, -0.0862359106, 0.0780084431, -0.23713547, 0.190552324, -0.23259601, 0.162539363, -0.0738500654, -0.245104223, -0.0351346433, 0.139224559, -0.00934553146]]> : tensor<5x16xf32>}> : () -> tensor<5x16xf32>
    %7 = "arith.constant"() <{value = dense<[-0.1684618, -0.168261707, 0.190768182, -0.226023734, -0.127953619]> : tensor<5xf32>}> : () -> tensor<5xf32>
    %8 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg48: index, %arg49: index, %arg50: index, %arg51: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<2x1x8x8xf32>) -> tensor<2x1x10x10xf32>
    %9 = "tensor.empty"() : () -> tensor<2x3x8x8xf32>
    %10 = "linalg.generic"(%3, %9) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<3xf32>, tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %11 = "linalg.conv_2d_nchw_fchw"(%8, %2, %10) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %57 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %58 = "arith.addf"(%arg45, %57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<2x1x10x10xf32>, tensor<3x1x3x3xf32>, tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %12 = "tensor.empty"() : () -> tensor<2x3x8x8xf32>
    %13 = "linalg.generic"(%11, %12) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      %56 = "arith.maximumf"(%arg41, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<2x3x8x8xf32>, tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %14 = "tensor.empty"() : () -> tensor<2x3x4x4xf32>
    %15 = "linalg.fill"(%1, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (f32, tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
    %16 = "tensor.empty"() : () -> tensor<2x2xf32>
    %17 = "linalg.pooling_nchw_max"(%13, %16, %15) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %55 = "arith.maximumf"(%arg38, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map5, #map6, #map7]} : (tensor<2x3x8x8xf32>, tensor<2x2xf32>, tensor<2x3x4x4xf32>) -> tensor<2x3x4x4xf32>
    %18 = "tensor.empty"() : () -> tensor<2x4x2x2xf32>
    %19 = "linalg.generic"(%5, %18) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %20 = "linalg.conv_2d_nchw_fchw"(%17, %4, %19) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
      %53 = "arith.mulf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %54 = "arith.addf"(%arg33, %53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map2, #map3, #map4]} : (tensor<2x3x4x4xf32>, tensor<4x3x3x3xf32>, tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %21 = "tensor.empty"() : () -> tensor<2x4x2x2xf32>
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %52 = "arith.maximumf"(%arg29, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<2x4x2x2xf32>, tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %23 = "tensor.collapse_shape"(%22) <{reassociation = [[0], [1, 2, 3]]}> : (tensor<2x4x2x2xf32>) -> tensor<2x16xf32>
    %24 = "tensor.empty"() : () -> tensor<16x5xf32>
    %25 = "linalg.generic"(%6, %24) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      "linalg.yield"(%arg27) : (f32) -> ()
    }) : (tensor<5x16xf32>, tensor<16x5xf32>) -> tensor<16x5xf32>
    %26 = "tensor.empty"() : () -> tensor<2x5xf32>
    %27 = "linalg.fill"(%0, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<2x5xf32>) -> tensor<2x5xf32>
    %28 = "linalg.matmul"(%23, %25, %27) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %50 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %51 = "arith.addf"(%arg24, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map10, #map11, #map12]} : (tensor<2x16xf32>, tensor<16x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %29 = "tensor.empty"() : () -> tensor<2x5xf32>
    %30 = "linalg.generic"(%28, %7, %29) <{indexing_maps = [#map8, #map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %49 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%49) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %31 = "tensor.empty"() : () -> tensor<2x1xf32>
    %32 = "linalg.fill"(%1, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (f32, tensor<2x1xf32>) -> tensor<2x1xf32>
    %33 = "linalg.generic"(%30, %32) <{indexing_maps = [#map8, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %48 = "arith.maximumf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%48) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %34 = "tensor.empty"() : () -> tensor<2x5xf32>
    %35 = "linalg.generic"(%30, %33, %34) <{indexing_maps = [#map8, #map14, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %47 = "arith.subf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %36 = "linalg.generic"(%35, %34) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      %46 = "math.exp"(%arg10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%46) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    %37 = "tensor.empty"() : () -> tensor<2x1xf32>
    %38 = "linalg.fill"(%0, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<2x1xf32>) -> tensor<2x1xf32>
    %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map8, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      %45 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%45) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %40 = "tensor.empty"() : () -> tensor<2x1xf32>
    %41 = "linalg.generic"(%39, %40) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %44 = "math.log"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%44) : (f32) -> ()
    }) : (tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
    %42 = "linalg.generic"(%35, %41, %34) <{indexing_maps = [#map8, #map14, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32, %arg3: f32):
      %43 = "arith.subf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<2x5xf32>, tensor<2x1xf32>, tensor<2x5xf32>) -> tensor<2x5xf32>
    "func.return"(%42) : (tensor<2x5xf32>) -> ()
  }) : () -> ()
}) {torch.debug_module_name = "CNN"} : () -> ()

