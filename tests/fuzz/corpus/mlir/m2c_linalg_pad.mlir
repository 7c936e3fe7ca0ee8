// tensor.pad as an op of its own (read by a linalg.generic, or by a conv when
// it pads with a value other than 0) and folded into the conv's padding
// (zeros on the spatial dims); the last two were errors before pad existed.
// INPUT 0: 1 2 3 4
// INPUT 1: 1 2 3 4
// EXPECT 0: -1 -1 -1 -1 -1 -1 -2 -1 -1 -3 -4 -1 -1 -1 -1 -1
// EXPECT 1: 2.5 4 3.5 5 10 7 4.5 8 5.5
// EXPECT 2: 1 3 2 4 10 6 3 7 4
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%x: tensor<2x2xf32>, %y: tensor<1x1x2x2xf32>) -> (tensor<4x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %one = arith.constant 1.000000e+00 : f32
  %half = arith.constant 5.000000e-01 : f32
  %w = arith.constant dense<1.0> : tensor<1x1x2x2xf32>
  %p = tensor.pad %x low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %one : f32
  } : tensor<2x2xf32> to tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %n = arith.negf %in : f32
    linalg.yield %n : f32
  } -> tensor<4x4xf32>
  %q = tensor.pad %y low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %half : f32
  } : tensor<1x1x2x2xf32> to tensor<1x1x4x4xf32>
  %e2 = tensor.empty() : tensor<1x1x3x3xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%q, %w : tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) outs(%f : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %z = tensor.pad %y low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x1x2x2xf32> to tensor<1x1x4x4xf32>
  %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%z, %w : tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) outs(%f : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<1x1x3x3xf32>, tensor<1x1x3x3xf32>
}
