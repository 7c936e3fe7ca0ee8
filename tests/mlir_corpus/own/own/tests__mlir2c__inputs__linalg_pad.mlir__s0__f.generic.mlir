#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<1x1x2x2xf32>) -> (tensor<4x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<1x1x2x2xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<1x1x2x2xf32>}> : () -> tensor<1x1x2x2xf32>
    %4 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg20: index, %arg21: index):
      "tensor.yield"(%1) : (f32) -> ()
    }) : (tensor<2x2xf32>) -> tensor<4x4xf32>
    %5 = "tensor.empty"() : () -> tensor<4x4xf32>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      %17 = "arith.negf"(%arg18) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %7 = "tensor.pad"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg14: index, %arg15: index, %arg16: index, %arg17: index):
      "tensor.yield"(%2) : (f32) -> ()
    }) : (tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32>
    %8 = "tensor.empty"() : () -> tensor<1x1x3x3xf32>
    %9 = "linalg.fill"(%0, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (f32, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %10 = "linalg.conv_2d_nchw_fchw"(%7, %3, %9) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg9: f32, %arg10: f32, %arg11: f32):
      %15 = "arith.mulf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %16 = "arith.addf"(%arg11, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%16) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
    %11 = "tensor.pad"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0, 1, 1>, static_low = array<i64: 0, 0, 1, 1>}> ({
    ^bb0(%arg5: index, %arg6: index, %arg7: index, %arg8: index):
      "tensor.yield"(%0) : (f32) -> ()
    }) : (tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32>
    %12 = "linalg.conv_2d_nchw_fchw"(%11, %3, %9) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %13 = "arith.mulf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %14 = "arith.addf"(%arg4, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%14) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map1, #map2, #map3]} : (tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>, tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
    "func.return"(%6, %10, %12) : (tensor<4x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) -> ()
  }) : () -> ()
}) : () -> ()

