// Hex literals in a dense attribute of an integer or index type are integers
// (0x10 = 16), of a float type bit patterns (0x3F800000 = 1.0). The shape
// operand of tosa.reshape, read as an index list, once took 0x3 for the float
// with bits 3 (1e-45, i.e. 0) and refused the reshape.
// INPUT 0: 1 2 3
// EXPECT 0: 17 0 -6
// EXPECT 1: 2 3 4
func.func @hex(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %c = "tosa.const"() <{values = dense<[0x10, -0x2, -0x9]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %s = "tosa.const_shape"() <{values = dense<[0x3]> : tensor<1xindex>}> : () -> !tosa.shape<1>
  %r = "tosa.reshape"(%c, %s) : (tensor<3xi32>, !tosa.shape<1>) -> tensor<3xi32>
  %f = "tosa.cast"(%r) : (tensor<3xi32>) -> tensor<3xf32>
  %y = "tosa.add"(%x, %f) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %one = "tosa.const"() <{values = dense<0x3F800000> : tensor<3xf32>}> : () -> tensor<3xf32>
  %z = "tosa.add"(%x, %one) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  return %y, %z : tensor<3xf32>, tensor<3xf32>
}
