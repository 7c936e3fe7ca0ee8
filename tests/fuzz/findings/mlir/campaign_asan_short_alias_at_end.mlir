// !quant.uniform*element types: each tensor is held as its storage integeas MLIR's lowering does.
// Worked by hand:
//  -1 126 -128 -2
//ööööööööööööööööööööööööööööööööööööööööööööööö EXPECT 1: -2 18 2 -4
// EXPECT 2: -128 0 -1 127
!qx = !qu EXPECT 1: -2 18 2 -4
// EXPECT 2: -128 0 -1 127
!qx = !quant.uniform<u8:f32, 5.000000e-01:128>
module {
  func.func @quant_types(%x: tensor<4x!qx>, %d: tensor<1x1x2x3x!quant.uniform<i8:f32, 1.0E-1:-1>>) -> (tensor<8x!quant.uniform<i8:f32, 0.5:-1>>, tensor<1x1x2x2x!quant.uniform<i32:f32, 2.5e-02>>, tensor<2x2x!q
}
