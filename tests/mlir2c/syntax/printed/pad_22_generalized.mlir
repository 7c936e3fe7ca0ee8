// PRINTED: mlir-opt-22 --pass-pipeline=builtin.module(func.func(linalg-generalize-named-ops)) inputs/linalg_pad.mlir (LLVM 22, Debian package)
// SAME-AS: inputs/linalg_pad.mlir
// INPUT: ../mlir_corpus/own/own/tests__mlir2c__inputs__linalg_pad.mlir__s0__f.generalized.in0.npy ../mlir_corpus/own/own/tests__mlir2c__inputs__linalg_pad.mlir__s0__f.generalized.in1.npy
// TOL: 1e-6
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map5 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: tensor<2x2xf32>, %arg1: tensor<1x1x2x2xf32>) -> (tensor<4x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<1x1x2x2xf32>
    %padded = tensor.pad %arg0 low[1, 1] high[1, 1] {
    ^bb0(%arg2: index, %arg3: index):
      tensor.yield %cst_0 : f32
    } : tensor<2x2xf32> to tensor<4x4xf32>
    %0 = tensor.empty() : tensor<4x4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%padded : tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %6 = arith.negf %in : f32
      linalg.yield %6 : f32
    } -> tensor<4x4xf32>
    %padded_3 = tensor.pad %arg1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x1x2x2xf32> to tensor<1x1x4x4xf32>
    %2 = tensor.empty() : tensor<1x1x3x3xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst : f32) outs(%2 : tensor<1x1x3x3xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x1x3x3xf32>
    %4 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_3, %cst_2 : tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) outs(%3 : tensor<1x1x3x3xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %6 = arith.mulf %in, %in_5 : f32
      %7 = arith.addf %out, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<1x1x3x3xf32>
    %padded_4 = tensor.pad %arg1 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg2: index, %arg3: index, %arg4: index, %arg5: index):
      tensor.yield %cst : f32
    } : tensor<1x1x2x2xf32> to tensor<1x1x4x4xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%padded_4, %cst_2 : tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) outs(%3 : tensor<1x1x3x3xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %6 = arith.mulf %in, %in_5 : f32
      %7 = arith.addf %out, %6 : f32
      linalg.yield %7 : f32
    } -> tensor<1x1x3x3xf32>
    return %1, %4, %5 : tensor<4x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>
  }
}

