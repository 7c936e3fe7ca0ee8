// Builtin number results (i64, f32, i32: rank-0 outputs, like torch numbers),
// memref.load of memref arguments, and tensor.extract of a computed tensor at
// constant indices (a one-element slice as a rank-0 tensor).
// Expected values: hand-computed (m; (x * 2)[1, 2] = 2 * -6; b[1]; x[0, 1]).
// INPUT 0: 0.5 -1 2 -3 1.5 -6
// INPUT 1: -9000000000
// INPUT 2: 4 -7 11
// EXPECT 0: -9000000000
// EXPECT 1: -12
// EXPECT 2: -7
// EXPECT 3: -1
func.func @f(%x: tensor<2x3xf32>, %m: memref<i64>, %b: memref<3xi32>) -> (i64, f32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<2x3xf32>
  %y = linalg.add ins(%x, %x : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %l = memref.load %m[] : memref<i64>
  %v = tensor.extract %y[%c1, %c2] : tensor<2x3xf32>
  %w = memref.load %b[%c1] : memref<3xi32>
  %u = tensor.extract %x[%c0, %c1] : tensor<2x3xf32>
  return %l, %v, %w, %u : i64, f32, i32, f32
}
