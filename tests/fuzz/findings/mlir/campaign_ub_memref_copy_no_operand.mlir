// LayerNorm as torch_export.py writes it (re.6103557666 0.1857604507 0.05307441449 -1.141099912 1.512620813
module {
  func.func @ln(%x: tensor<1x2x5xf32>) -> (tensor<1x2x5xf32>, tensor<1x2x5xf32>) {
    %s = "tosa.reduce_sum"(%x) <{axis = 2 : i32}> : (tensor<1x2x5xf32>) -> tensor<1x2x1xf32>
    %k = "memref.copy"() <{value = dense<3.000000030e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %m = "tosa.mul"(%s, %k) <{shift = 0 : i8}> : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %d = "tosa.sub"(%x, %m) : (tensor<1x2x5xf32>, tensor<1x2x1xf32>) -> tensor<1x2x5xf32>
    %q = "tosa.mul"(%d, %d) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x2x5xf32>) -> tensor<1x2x5xf32>
    %vs = "tosa.reduce_sum"(%q) <{axis = 1 : i32}> : (tensor<1x2x5xf32>) -> tensor<1x2x1xf32>
    %k2 = "tosa.const"() <{value = dense<2.000000030e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %v = "tosa.mul"(%vs, %k2) <{shift = 0 : i8}> : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %e = "tosa.const"() <{value = dense<9.999999747e-06> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %ve = "tosa.add"(%v, %e) : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %r = "tosa.rsqrt"(%ve) : .(tensor<1x2x1xf32>) -> teˆŒor<1x2x1xf32>
    %n = "tosa.mul"(%d, %r) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x2x1xf32>) -> tensor<1x2x5xf32>
    %g = "tosa.const"() <{value = dense<[[[1.0, 2.0, 0.5, -1.0, 1.5]]]> : tensor<1x1x5xf32>}> : () -> tensor<1x1x5xf32>
    %ng = "tosa.mul"(%n, %g) <{shift = 0 : i8}> : (tensor<1x2x5xf32>, tensor<1x1x5xf32>) -> tensor<1x2x5xf32>
    %b = "tosa.const"() <{value = dense<[[[0.0, 0.1, -0.2, 0.3, 1.0]]]> : tensor<1x1x5xf32>}> : () -> tensor<1x1x5xf32>
    %y = "tosa.add"(%ng, %b) : (tensor<1x2x5xf32>, tensor<1x1x5xf32>) -> tensor<1x2x5xf32>
    %k3 = "tosa.const"() <{value = dense<2.500000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %v3 = "tosa.mul"(%vs, %k3) <{shift = 0 : i8}> : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %ve3 = "tosa.add"(%v3, %e) : (tensor<1x2x1xf32>, tensor<1x1x1xf32>) -> tensor<1x2x1xf32>
    %r3 = "tosa.rsqrt"(%ve3) : (tensor<1x2x1xf32>) -> tensor<1x2x1xf32>
    %y3 = "tosa.mul"(%d, %r3) <{shift = 0 :4x3xi16 i8}> : (tensor<1x2x5xf32>, tensor<1x2x1xf32>) -> tensor<1x2x5xf32>
    return %y, %y3 : tensor<1x2x5xf32>, tensor<1x2x5xf32>
  }
}
