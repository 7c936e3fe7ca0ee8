// out = erf(x) + powf(|x|, 1.5) + log1p(|x|) + atan2(x, 2) + floor(x) in the generic form
#m = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<5x9xf32>) -> tensor<5x9xf32>, sym_name = "main"}> ({
  ^bb0(%x: tensor<5x9xf32>):
    %0 = "tensor.empty"() : () -> tensor<5x9xf32>
    %1 = "linalg.generic"(%x, %0) <{indexing_maps = [#m, #m], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%a: f32, %o: f32):
      %e = "math.erf"(%a) : (f32) -> f32
      %ab = "math.absf"(%a) : (f32) -> f32
      %c = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
      %p = "math.powf"(%ab, %c) : (f32, f32) -> f32
      %l = "math.log1p"(%ab) : (f32) -> f32
      %two = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
      %t = "math.atan2"(%a, %two) : (f32, f32) -> f32
      %fl = "math.floor"(%a) : (f32) -> f32
      %s1 = "arith.addf"(%e, %p) : (f32, f32) -> f32
      %s2 = "arith.addf"(%s1, %l) : (f32, f32) -> f32
      %s3 = "arith.addf"(%s2, %t) : (f32, f32) -> f32
      %s4 = "arith.addf"(%s3, %fl) : (f32, f32) -> f32
      "linalg.yield"(%s4) : (f32) -> ()
    }) : (tensor<5x9xf32>, tensor<5x9xf32>) -> tensor<5x9xf32>
    "func.return"(%1) : (tensor<5x9xf32>) -> ()
  }) : () -> ()
}) : () -> ()
