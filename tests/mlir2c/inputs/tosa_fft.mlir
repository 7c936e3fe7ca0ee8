// tosa.fft2d (forward and inverse: TOSA's inverse has no 1/(H W) scaling) and
// tosa.rfft2d (W / 2 + 1 outputs), each result one dft2d op.
// Expected values: numpy.fft (fft2, ifft2 * H * W, rfft2) on these inputs (seed 3).
// TOL: 1e-5
// INPUT 0: 0.2 0.83 -0.84 0.04 1.57 1.59 -1.5 -1.17
// INPUT 1: -1.79 -0.24 -1.88 -0.17 0.6 -0.89 0.71 0.36
// INPUT 2: -1.9 0.24 -0.96 -0.34 -0.87 0.77 -0.24 -1.37 0.18 1.12 -0.77 -1.11 -0.45 1.75 1.9 0.69
// EXPECT 0: 0.72 2.79 -1.86 5.43 -0.26 -0.85 -1.16 -3.21
// EXPECT 1: -3.3 -3.57 -1.42 3.53 -4.86 2.17 -5.1 -1.77
// EXPECT 2: 0.72 5.43 -1.86 2.79 -0.26 -3.21 -1.16 -0.85
// EXPECT 3: -3.3 3.53 -1.42 -3.57 -4.86 -1.77 -5.1 2.17
// EXPECT 4: -4.67 -3.27 -1.56 -0.5 1.15 -4.29 -1.56 -0.5 3.31 -1.59 0 1.26 1.89 -4.69 0 1.26
// EXPECT 5: 0 0 -0.31 1.75 0 0 0.31 -1.75 0 0 4.47 0.87 0 0 -4.47 -0.87
func.func @f(%re: tensor<1x2x4xf32>, %im: tensor<1x2x4xf32>, %x: tensor<2x4x2xf32>)
    -> (tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<2x4x2xf32>, tensor<2x4x2xf32>) {
  %0, %1 = tosa.fft2d %re, %im {inverse = false} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x2x4xf32>)
  %2:2 = "tosa.fft2d"(%re, %im) {inverse = true} : (tensor<1x2x4xf32>, tensor<1x2x4xf32>) -> (tensor<1x2x4xf32>, tensor<1x2x4xf32>)
  %3, %4 = tosa.rfft2d %x : (tensor<2x4x2xf32>) -> (tensor<2x4x2xf32>, tensor<2x4x2xf32>)
  return %0, %1, %2#0, %2#1, %3, %4 : tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>, tensor<2x4x2xf32>, tensor<2x4x2xf32>
}
