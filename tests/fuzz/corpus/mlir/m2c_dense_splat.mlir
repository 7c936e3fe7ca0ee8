// Splat dense literals (one value, hex or decimal) of several element types:
// the constant buffer holds the value in every element (expanded without
// per-element copies; tests/fuzz/findings/mlir/campaign_timeout_huge_splat.mlir declares 18M).
// Expected values by hand: a + 7 - (-2) = a + 9; b * 0.5 + (-1.5); c + 3 (i8); d - 1 (i16, hex splat).
// INPUT 0: -4 -3 -2 -1 0 1 2 3 4 5 6 7 8 9 10
// INPUT 1: 1 2 3 4 5 6
// INPUT 2: -128 -1 0 124
// INPUT 3: -32768 0 1 32767 5
// EXPECT 0: 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19
// EXPECT 1: -1 -0.5 0 0.5 1 1.5
// EXPECT 2: -125 2 3 127
// EXPECT 3: 32767 -1 0 32766 4
module {
  func.func @main(%a: tensor<3x5xi32>, %b: tensor<2x3xf32>, %c: tensor<4xi8>, %d: tensor<5xi16>) -> (tensor<3x5xi32>, tensor<2x3xf32>, tensor<4xi8>, tensor<5xi16>) {
    %c7 = "tosa.const"() <{values = dense<7> : tensor<3x5xi32>}> : () -> tensor<3x5xi32>
    %m2 = "tosa.const"() <{values = dense<"0xFEFFFFFF"> : tensor<3x5xi32>}> : () -> tensor<3x5xi32>
    %0 = tosa.add %a, %c7 : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %r0 = tosa.sub %0, %m2 : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
    %half = "tosa.const"() <{values = dense<0.5> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %off = "tosa.const"() <{values = dense<"0x0000C0BF"> : tensor<2x3xf32>}> : () -> tensor<2x3xf32>
    %sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.mul %b, %half, %sh : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
    %r1 = tosa.add %1, %off : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %c3 = "tosa.const"() <{values = dense<3> : tensor<4xi8>}> : () -> tensor<4xi8>
    %r2 = tosa.add %c, %c3 : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
    %one = "tosa.const"() <{values = dense<"0x0100"> : tensor<5xi16>}> : () -> tensor<5xi16>
    %r3 = tosa.sub %d, %one : (tensor<5xi16>, tensor<5xi16>) -> tensor<5xi16>
    return %r0, %r1, %r2, %r3 : tensor<3x5xi32>, tensor<2x3xf32>, tensor<4xi8>, tensor<5xi16>
  }
}
