// PRINTED: mlir-opt-15 --mlir-print-op-generic tosa/cnn_old_hex.mlir (LLVM 15, Debian package)
// SAME-AS: tosa/cnn_old_hex.mlir
// INPUT: tosa/cnn.input.npy
"builtin.module"() ({
  "func.func"() ({
  ^bb0(%arg0: tensor<2x1x8x8xf32>):
    %0 = "tosa.const"() {value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
    %1 = "tosa.transpose"(%arg0, %0) : (tensor<2x1x8x8xf32>, tensor<4xi32>) -> tensor<2x8x8x1xf32>
    %2 = "tosa.const"() {value = dense<[[[[0.100551605, -0.0465185642, -0.305072844], [-0.333119124, -0.261846066, -0.278828084], [-0.222287267, -0.097070977, -0.276690215]]], [[[-0.278662443, -0.0370986462, -0.280448854], [-0.0301363468, 0.0567853078, 0.0632586107], [0.209185287, 0.181946129, -0.186965629]]], [[[-0.112264201, 0.00763420295, 0.28130877], [0.161774158, -0.186537907, -0.0391110182], [0.060249649, 0.115771376, -0.123862348]]]]> : tensor<3x1x3x3xf32>} : () -> tensor<3x1x3x3xf32>
    %3 = "tosa.const"() {value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
    %4 = "tosa.transpose"(%2, %3) : (tensor<3x1x3x3xf32>, tensor<4xi32>) -> tensor<3x3x3x1xf32>
    %5 = "tosa.const"() {value = dense<[-0.292521328, -0.203320503, 0.0114606228]> : tensor<3xf32>} : () -> tensor<3xf32>
    %6 = "tosa.conv2d"(%1, %4, %5) {dilation = [1, 1], pad = [1, 1, 1, 1], stride = [1, 1]} : (tensor<2x8x8x1xf32>, tensor<3x3x3x1xf32>, tensor<3xf32>) -> tensor<2x8x8x3xf32>
    %7 = "tosa.const"() {value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
    %8 = "tosa.transpose"(%6, %7) : (tensor<2x8x8x3xf32>, tensor<4xi32>) -> tensor<2x3x8x8xf32>
    %9 = "tosa.clamp"(%8) {max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<2x3x8x8xf32>) -> tensor<2x3x8x8xf32>
    %10 = "tosa.const"() {value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
    %11 = "tosa.transpose"(%9, %10) : (tensor<2x3x8x8xf32>, tensor<4xi32>) -> tensor<2x8x8x3xf32>
    %12 = "tosa.max_pool2d"(%11) {kernel = [2, 2], pad = [0, 0, 0, 0], stride = [2, 2]} : (tensor<2x8x8x3xf32>) -> tensor<2x4x4x3xf32>
    %13 = "tosa.const"() {value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
    %14 = "tosa.transpose"(%12, %13) : (tensor<2x4x4x3xf32>, tensor<4xi32>) -> tensor<2x3x4x4xf32>
    %15 = "tosa.const"() {value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
    %16 = "tosa.transpose"(%14, %15) : (tensor<2x3x4x4xf32>, tensor<4xi32>) -> tensor<2x4x4x3xf32>
    %17 = "tosa.const"() {value = dense<"0xB17B06BE48675B3DAFC0F73DDCBD09BBC2C5CE3DDE0B0A3EF4A2FB3D42AF3BBE9A9C323E886F503D265D43BE4227443DC6B307BE4069363EF2421C3EA3FB01BE4A1012BE92CC5D3C77D150BD56C3A83D569537BE2D1B123E605D8D3C27B8773B2967FBBD71F1433C08E3053E73FD3F3EC945FFBD1034A5BDDCED233D1AA0DD3D2D6825BE191693BDC9901CBED116353E328086BDFF0DED3D21D9D63D8183913CB0C0193DA732003E422CC7BCC86CCF3DB3C9D1BC6F71463B8BBA863D93CC31BEC6A8BBBD224A1DBEBEB56FBD814E46BC4E549D3D06B81DBE84ED24BECDC8083E9AC9BBBC8340C7BD20E735BD822A283CC11D10BE71873DBEB86901BE36311C3E3EA3643D0D2B44BE2352D4BD2C78153EA9033D3EC9BC1C3DE62BDB3D16D9013D6268E53D27161ABE3676043D2DB72EBEDAD341BE2FAA253EA976983C27FFA43DACF4D2BC3CC922BE94A8153EBC6033BEFB4701BE95057E3D045A92BDA27B543D60A435BEF1E7933D8E3302BE73C9DA3D8F91AEBC87BA1FBEE1173CBDBD9703BDC103F53D4ED1AEBD1BE78B3CC6E9B0BDE06EDA3BD1ED2C3E3D97A93D8B13293D6BB933BEF194E63DF4B43D3E7D67483D"> : tensor<4x3x3x3xf32>} : () -> tensor<4x3x3x3xf32>
    %18 = "tosa.const"() {value = dense<[0, 2, 3, 1]> : tensor<4xi32>} : () -> tensor<4xi32>
    %19 = "tosa.transpose"(%17, %18) : (tensor<4x3x3x3xf32>, tensor<4xi32>) -> tensor<4x3x3x3xf32>
    %20 = "tosa.const"() {value = dense<[0.160086721, 0.0845342278, 0.180632085, -0.024756629]> : tensor<4xf32>} : () -> tensor<4xf32>
    %21 = "tosa.conv2d"(%16, %19, %20) {dilation = [1, 1], pad = [0, 0, 0, 0], stride = [1, 1]} : (tensor<2x4x4x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>) -> tensor<2x2x2x4xf32>
    %22 = "tosa.const"() {value = dense<[0, 3, 1, 2]> : tensor<4xi32>} : () -> tensor<4xi32>
    %23 = "tosa.transpose"(%21, %22) : (tensor<2x2x2x4xf32>, tensor<4xi32>) -> tensor<2x4x2x2xf32>
    %24 = "tosa.clamp"(%23) {max_fp = 3.40282347E+38 : f32, max_int = 2147483647 : i64, min_fp = 0.000000e+00 : f32, min_int = 0 : i64} : (tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
    %25 = "tosa.reshape"(%24) {new_shape = [2, 16]} : (tensor<2x4x2x2xf32>) -> tensor<2x16xf32>
    %26 = "tosa.const"() {value = dense<[[-0.0882596075, 0.130016208, -0.0670969784, -0.0235737264, -0.0313415229, -0.0913267731, 0.0462368429, -0.0498152077, -0.16227445, 0.229183376, -0.238090664, -0.132407933, 0.228890508, -0.154271662, -0.214973539, 0.144787103], [0.243293971, 0.179121763, -0.172974765, -0.243546277, -0.223951638, -0.00816634297, 0.0599700809, -0.0052486062, 0.0677033663, -0.111462295, 5.7092309E-4, 0.224401772, -0.0814875364, -0.187077522, 0.21771574, 0.167135745], [0.231578708, 0.207648426, 0.00274857879, 0.134085149, 0.0367436707, 0.0800616443, 0.0126261711, 0.13884005, -0.0735121369, -0.0241424441, 0.137573034, 0.0940515995, 0.19947204, -0.0615521371, -0.0514425039, -0.171900153], [-0.108579338, -0.233459532, 0.219452649, -0.180446357, -0.0843740105, 0.0776898264, 0.185383767, 0.15376398, 0.221667558, -0.0118772089, -0.10514003, -0.245633602, 0.0470674634, 0.0854314566, -0.0130463839, 0.144649953], [-0.0292594731, 0.0192722976, -0.220959693, 0.0565284789, 0.0741334259, -0.0862359106, 0.0780084431, -0.23713547, 0.190552324, -0.23259601, 0.162539363, -0.0738500654, -0.245104223, -0.0351346433, 0.139224559, -0.00934553146]]> : tensor<5x16xf32>} : () -> tensor<5x16xf32>
    %27 = "tosa.const"() {value = dense<[-0.1684618, -0.168261707, 0.190768182, -0.226023734, -0.127953619]> : tensor<5xf32>} : () -> tensor<5xf32>
    %28 = "tosa.fully_connected"(%25, %26, %27) : (tensor<2x16xf32>, tensor<5x16xf32>, tensor<5xf32>) -> tensor<2x5xf32>
    %29 = "tosa.reduce_max"(%28) {axis = 1 : i64} : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %30 = "tosa.sub"(%28, %29) : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    %31 = "tosa.exp"(%30) : (tensor<2x5xf32>) -> tensor<2x5xf32>
    %32 = "tosa.reduce_sum"(%31) {axis = 1 : i64} : (tensor<2x5xf32>) -> tensor<2x1xf32>
    %33 = "tosa.log"(%32) : (tensor<2x1xf32>) -> tensor<2x1xf32>
    %34 = "tosa.sub"(%30, %33) : (tensor<2x5xf32>, tensor<2x1xf32>) -> tensor<2x5xf32>
    "func.return"(%34) : (tensor<2x5xf32>) -> ()
  }) {function_type = (tensor<2x1x8x8xf32>) -> tensor<2x5xf32>, sym_name = "forward"} : () -> ()
}) {torch.debug_module_name = "Sequential"} : () -> ()

