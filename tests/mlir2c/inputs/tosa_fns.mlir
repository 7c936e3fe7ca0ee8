// The elementwise functions added through docs/adding-an-op.md, as TOSA ops.
// TOL: 2e-6
// INPUT 0: 0.25 -1.5 2 -2.75
// INPUT 1: 0.25 1 4 9
// EXPECT 0: 0.25 1.5 2 2.75
// EXPECT 1: -0.25 1.5 -2 2.75
// EXPECT 2: 2 1 0.5 0.333333333
// EXPECT 3: 0 -2 2 -3
// EXPECT 4: 1 -1 2 -2
// EXPECT 5: 0.27632639 -0.966105146 0.995322265 -0.999899378
// EXPECT 6: 0.247403959 -0.997494987 0.909297427 -0.381660992
// EXPECT 7: 0.968912422 0.0707372017 -0.416146837 -0.924302379
// EXPECT 8: 0.707106781 1 16 0.00237592703
module {
  func.func @fns(%x: tensor<4xf32>, %p: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %0 = tosa.abs %x : (tensor<4xf32>) -> tensor<4xf32>
    %1 = tosa.negate %x, %zp, %zp : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
    %2 = tosa.rsqrt %p : (tensor<4xf32>) -> tensor<4xf32>
    %3 = tosa.floor %x : (tensor<4xf32>) -> tensor<4xf32>
    %4 = tosa.ceil %x : (tensor<4xf32>) -> tensor<4xf32>
    %5 = tosa.erf %x : (tensor<4xf32>) -> tensor<4xf32>
    %6 = tosa.sin %x : (tensor<4xf32>) -> tensor<4xf32>
    %7 = tosa.cos %x : (tensor<4xf32>) -> tensor<4xf32>
    %8 = tosa.pow %p, %x : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    func.return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
