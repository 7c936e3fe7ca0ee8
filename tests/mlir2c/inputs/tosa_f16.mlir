// f16 is stored narrow and computed in f32: add, exp and matmul take f32
// only, so mlir2c casts their f16 operands to f32 and the results back to
// f16; transpose and reshape move f16 as it is. The expected values are the
// f32 results; f16 keeps them within its precision (11 bits: TOL 1e-3).
// TOL: 1e-3
// INPUT 0: 0.5 1 1.5 -1 0.25 2
// INPUT 1: 0.5 0 -0.5 1 0.25 -1
// EXPECT 0: 2.718281828 1 2.718281828 1.648721271 2.718281828 2.718281828
// EXPECT 1: 0.125 -0.5 -0.125 -1.75
module {
  func.func @half(%x: tensor<2x3xf16>, %y: tensor<2x3xf16>) -> (tensor<3x2xf16>, tensor<1x2x2xf16>) {
    %a = tosa.add %x, %y : (tensor<2x3xf16>, tensor<2x3xf16>) -> tensor<2x3xf16>
    %b = tosa.exp %a : (tensor<2x3xf16>) -> tensor<2x3xf16>
    %t = tosa.transpose %b {perms = array<i32: 1, 0>} : (tensor<2x3xf16>) -> tensor<3x2xf16>
    %s1 = tosa.const_shape {values = dense<[1, 2, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %x3 = tosa.reshape %x, %s1 : (tensor<2x3xf16>, !tosa.shape<3>) -> tensor<1x2x3xf16>
    %s2 = tosa.const_shape {values = dense<[1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %y3 = tosa.reshape %y, %s2 : (tensor<2x3xf16>, !tosa.shape<3>) -> tensor<1x3x2xf16>
    %m = tosa.matmul %x3, %y3 : (tensor<1x2x3xf16>, tensor<1x3x2xf16>) -> tensor<1x2x2xf16>
    func.return %t, %m : tensor<3x2xf16>, tensor<1x2x2xf16>
  }
}
