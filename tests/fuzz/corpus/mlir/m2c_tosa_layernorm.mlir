// LayerNorm as torch_export.py writes it (reduce_sum means, rsqrt(var + eps),
// affine mul/add), which mlir2c fuses into one layer_norm op (the ctest
// mlir2c.layernorm_fused checks the op is there), and the same chain with a
// different variance scale (0.25 instead of 1/5: not a LayerNorm), which
// must stay unfused. Expected values: float64 (numpy).
// TOL: 1e-5
// INPUT 0: 1 2 3 4 10 -1 0.5 0.25 -2 3
// EXPECT 0: -0.9486828237 -1.164910432 -0.358113804 0.3 3.846048471 -0.6823982521 0.5153728491 -0.1703305108 1.575788036 3.536741328
// EXPECT 1: -0.848527798 -0.5656851987 -0.2828425993 0 1.697055596 -0.6103557666 0.1857604507 0.05307441449 -1.141099912 1.512620813
module {
  func.func @ln(%x: tensor<1x2x5xf32>) -> (tensor<1x2x5xf32>, tensor<1x2x5xf32>) {
    %s = "tosa.reduce_sum"(%x) <{axis = 2 : i32}> : (tensor<1x2x5xf32>) -> tensor<1x2x1xf32>
    %k = "tosa.const"() <{value = dense<2.000000030e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %m = "tosa.mul"(%s, %k) <{shift = 0 : i8}> : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %d = "tosa.sub"(%x, %m) : (tensor<1x2x5xf32>, tensor<1x2x1xf32>) -> tensor<1x2x5xf32>
    %q = "tosa.mul"(%d, %d) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %vs = "tosa.reduce_sum"(%q) <{axis = 2 : i32}> : (tensor<1x2x5xf32>) -> tensor<1x2x1xf32>
    %k2 = "tosa.const"() <{value = dense<2.000000030e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %v = "tosa.mul"(%vs, %k2) <{shift = 0 : i8}> : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %e = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %ve = "tosa.add"(%v, %e) : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %r = "tosa.rsqrt"(%ve) : (tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %n = "tosa.mul"(%d, %r) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x2x1xf32>) -> tensor<1x2x5xf32>
    %g = "tosa.const"() <{value = dense<[[[1.0, 2.0, 0.5, -1.0, 1.5]]]> : tensor<1x1x5xf32>}> : () -> tensor<1x1x5xf32>
    %ng = "tosa.mul"(%n, %g) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x1x5xf32>) -> tensor<1x2x5xf32>
    %b = "tosa.const"() <{value = dense<[[[0.0, 0.1, -0.2, 0.3, 1.0]]]> : tensor<1x1x5xf32>}> : () -> tensor<1x1x5xf32>
    %y = "tosa.add"(%ng, %b) : (tensor<1x2x5xf32>, tensor<1x1x5xf32>) -> tensor<1x2x5xf32>
    %k3 = "tosa.const"() <{value = dense<2.500000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %v3 = "tosa.mul"(%vs, %k3) <{shift = 0 : i8}> : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %ve3 = "tosa.add"(%v3, %e) : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %r3 = "tosa.rsqrt"(%ve3) : (tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %y3 = "tosa.mul"(%d, %r3) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x2x1xf32>) -> tensor<1x2x5xf32>
    return %y, %y3 : tensor<1x2x5xf32>, tensor<1x2x5xf32>
  }
}
