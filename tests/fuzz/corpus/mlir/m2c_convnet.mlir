// A small conv net exercising every fusion: conv+bias+relu+pool, grouped
// conv with clamp, avg pool, flatten, matmul+column bias+relu, log_softmax. Run
// fused and with --no-fuse on the same inputs; the outputs must agree.
// ARGS: --shape image=3x1x8x8
module {
  func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  func.func @net(%image: tensor<?x1x8x8xf32>) -> tensor<?x5xf32> {
    %w0 = arith.constant dense<[[[[0.1229, 0.2418, 0.2952], [0.4425, 0.2399, 0.4223], [-0.4710, -0.0344, 0.4434]]], [[[0.1490, 0.4009, -0.3868], [-0.0309, -0.2534, 0.0438], [0.0739, -0.4869, -0.2833]]], [[[-0.2205, 0.4163, 0.2657], [-0.3404, 0.2971, -0.3612], [0.1175, -0.3733, -0.4982]]], [[[0.3714, -0.2905, -0.2845], [0.4824, 0.3724, -0.2107], [0.4615, 0.0392, 0.1778]]]]> : tensor<4x1x3x3xf32>
    %b0 = arith.constant dense<[[[[-0.2952]], [[0.4410]], [[0.1906]], [[0.4666]]]]> : tensor<1x4x1x1xf32>
    %w1 = arith.constant dense<"0x8298C93E480A4EBE3A240EBECF07ABBE8F66B5BE02A6DEBE85684BBE562BD33D9144FEBE6534363E5DFE25BE639A42BECD14A33E45BC9DBCBBA03CBEE6DB99BCC994513EC6D0E2BE4040F33EF74AF4BE44CA7F3E3A94B03EDABFF6BE6F52933EF00609BE7BCEA03D145AFBBE6213E8BE855EA3BE570DE93E83619BBEE2EF823EC8FBDB3E9253E23E605A1FBE17B114BE795BCA3CD71B8D3E4BADC8BE0F5C7E3E182E983EDB29B83EA03EEDBEEC3FE43EDF50D1BEEA1423BE8CF9E23D860FD63EA6E123BE6E30D93EF4E8383D030D40BEC9983BBEA221A5BEAAF6D7BE91C7B3BEFCB6413EFA52FE3E034CADBE2C24E7BEA030F93E8857093DC8BDC0BDD17B86BE376EC03D3510A73E839835BDB83DA0BD587AE3BE0B07D53E2A3FEFBE6BE3D2BB"> : tensor<4x2x3x3xf32>
    %b1 = arith.constant dense<[0.3384, -0.3694, 0.2317, 0.4498]> : tensor<4xf32>
    %w2 = arith.constant dense<[[0.1304, 0.2880, -0.3934, -0.0654, -0.3508], [0.3447, -0.2052, -0.0468, 0.4993, 0.3523], [0.4760, -0.0465, -0.0118, 0.2295, -0.0210], [-0.2090, -0.0962, -0.3535, -0.1230, 0.4884], [0.4598, 0.1270, -0.0007, -0.1615, -0.4109], [-0.2277, 0.2820, 0.3674, -0.1387, 0.2860], [0.2749, 0.1946, 0.1640, 0.2596, -0.1366], [0.2045, -0.2191, -0.0143, 0.2697, 0.1909], [-0.2061, 0.4455, 0.1497, 0.0807, -0.4884], [0.0470, -0.2493, 0.1716, -0.0371, 0.3167], [0.1474, 0.2976, -0.1521, 0.1441, 0.2378], [0.3282, -0.1500, 0.3429, 0.3699, 0.1883], [0.4761, 0.4565, 0.0181, 0.0293, -0.3338], [0.3366, 0.4374, -0.0228, 0.1914, 0.2197], [0.2304, -0.3282, 0.2804, 0.0808, 0.1656], [-0.0792, 0.1237, 0.2747, 0.1369, 0.2204]]> : tensor<16x5xf32>
    %b2 = arith.constant dense<[[-0.4724, -0.3400, -0.0589, 0.1501, -0.2810]]> : tensor<1x5xf32>
    %0 = tcf.conv_2d_nchw %image, %w0 {stride = [1, 1], padding = [1, 1, 1, 1]} : (tensor<?x1x8x8xf32>, tensor<4x1x3x3xf32>) -> tensor<?x4x8x8xf32>
    %1 = tcf.add %0, %b0 : (tensor<?x4x8x8xf32>, tensor<1x4x1x1xf32>) -> tensor<?x4x8x8xf32>
    %2 = tcf.relu %1 : (tensor<?x4x8x8xf32>) -> tensor<?x4x8x8xf32>
    %3 = tcf.max_pool_2d %2 {kernel = [2, 2], stride = [2, 2]} : (tensor<?x4x8x8xf32>) -> tensor<?x4x4x4xf32>
    %4 = tcf.conv_2d_nchw %3, %w1, %b1 {padding = [1, 1], groups = 2 : i64, dilation = [1, 1]} : (tensor<?x4x4x4xf32>, tensor<4x2x3x3xf32>, tensor<4xf32>) -> tensor<?x4x4x4xf32>
    %5 = tcf.clamp %4 {min = 0.0 : f32, max = 6.0 : f32} : (tensor<?x4x4x4xf32>) -> tensor<?x4x4x4xf32>
    %6 = tcf.avg_pool_2d %5 {kernel = [2, 2]} : (tensor<?x4x4x4xf32>) -> tensor<?x4x2x2xf32>
    %7 = tcf.flatten %6 {start_dim = 1 : i64} : (tensor<?x4x2x2xf32>) -> tensor<?x16xf32>
    %8 = tcf.matmul %7, %w2 : (tensor<?x16xf32>, tensor<16x5xf32>) -> tensor<?x5xf32>
    %9 = tcf.add %b2, %8 : (tensor<1x5xf32>, tensor<?x5xf32>) -> tensor<?x5xf32>
    %10 = tcf.relu %9 : (tensor<?x5xf32>) -> tensor<?x5xf32>
    %11 = tcf.exp %10 : (tensor<?x5xf32>) -> tensor<?x5xf32>
    %12 = tcf.log_softmax %11 {axis = 1 : i64} : (tensor<?x5xf32>) -> tensor<?x5xf32>
    return %12 : tensor<?x5xf32>
  }
}
