// softmax / log_softmax (negative axis), transpose, reshape with '?', flatten.
// TOL: 1e-5
// INPUT 0: 1 2 3 0 0 0
// EXPECT 0: 0.09003057318 0.2447284711 0.6652409558 0.3333333333 0.3333333333 0.3333333333
// EXPECT 1: -2.407605964 -1.407605964 -0.4076059644 -1.098612289 -1.098612289 -1.098612289
// EXPECT 2: 1 0 2 0 3 0
// EXPECT 3: 1 2 3 0 0 0
// EXPECT 4: 1 2 3 0 0 0
func @layout(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<?x2xf32>, tensor<6xf32>) {
  %0 = tcf.softmax %x {axis = 1 : i64} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = tcf.log_softmax %x {axis = -1} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tcf.transpose %x {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %3 = tcf.reshape %x : (tensor<2x3xf32>) -> tensor<?x2xf32>
  %4 = tcf.flatten %x {start_dim = 0 : i64} : (tensor<2x3xf32>) -> tensor<6xf32>
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3x2xf32>, tensor<?x2xf32>, tensor<6xf32>
}
