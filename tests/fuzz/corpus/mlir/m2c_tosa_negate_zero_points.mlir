// TOSA 1.0 NEGATE of integers: clip(-(x - in_zp) + out_zp) computed wide
// (i32 for i8, i64 for i32), clipped to the type (hand-worked below).
// Zero points (0, 7): 7 - x, so -128 gives 135 -> 127 and 127 gives -120.
// (-128, 0): -128 - x, clipped at -128 from x = 1 on. (0, 0): -x, with
// -(-128) clipped to 127; in i32 -(-2^31) is 2^31 - 1. mlir-opt-22's
// tosa-to-linalg lowers each of these to the same clip. A 0-d operand keeps its shape.
// INPUT 0: -128 -1 0 5 127 100
// INPUT 1: -2147483648 5
// INPUT 2: -128
// EXPECT 0: 127 8 7 2 -120 -93
// EXPECT 1: 0 -127 -128 -128 -128 -128
// EXPECT 2: 127 1 0 -5 -127 -100
// EXPECT 3: 2147483647 -5
// EXPECT 4: 127
func.func @negate_zp(%x: tensor<6xi8>, %w: tensor<2xi32>, %v: tensor<i8>) -> (tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<2xi32>, tensor<i8>) {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s = "tosa.const"() <{values = dense<7> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m = "tosa.const"() <{values = dense<-128> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %x, %z, %s : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  %1 = tosa.negate %x, %m, %z : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  %2 = tosa.negate %x, %z, %z : (tensor<6xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<6xi8>
  %3 = tosa.negate %w, %z32, %z32 : (tensor<2xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %4 = tosa.negate %v, %z, %z : (tensor<i8>, tensor<1xi8>, tensor<1xi8>) -> tensor<i8>
  return %0, %1, %2, %3, %4 : tensor<6xi8>, tensor<6xi8>, tensor<6xi8>, tensor<2xi32>, tensor<i8>
}
