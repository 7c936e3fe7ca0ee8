// tosa.pad in both spellings: the current one (padding from tosa.const_shape,
// the value as a tensor<1xf32> operand) and the older generic one (a [rank, 2]
// constant, the value as the pad_const_fp attribute), rank 2 and rank 3.
// INPUT 0: 1 2 3 4 5 6
// EXPECT 0: 0 0 0 0 0 0 0 1 2 3 0 0 0 4 5 6 0 0 0 0 0 0 0 0
// EXPECT 1: -1 -1 1 2 3 -1 -1 -1 -1 -1 4 5 6 -1 -1 -1
module {
  func.func @pad(%x: tensor<2x3xf32>) -> (tensor<4x6xf32>, tensor<1x2x8xf32>) {
    %s = tosa.const_shape {values = dense<[1, 1, 1, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %v = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %0 = tosa.pad %x, %s, %v : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x6xf32>
    %r = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %x3 = tosa.reshape %x, %r : (tensor<2x3xf32>, !tosa.shape<3>) -> tensor<1x2x3xf32>
    %p = "tosa.const"() {value = dense<[[0, 0], [0, 0], [2, 3]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
    %1 = "tosa.pad"(%x3, %p) {pad_const_fp = -1.0 : f32} : (tensor<1x2x3xf32>, tensor<3x2xi32>) -> tensor<1x2x8xf32>
    func.return %0, %1 : tensor<4x6xf32>, tensor<1x2x8xf32>
  }
}
