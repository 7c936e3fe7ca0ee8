// A linalg.generic reduction with two outputs updated together (IREE's
// argmax: a running max and the index where it grew), which npk runs as one
// reduction of a packed i64 accumulator (pack_outputs.c). Worked by hand with
// the body's own rules (maximumf propagates NaN; cmpf ogt is false for NaN
// and for ties, so the index stays at the first maximum and stops moving at a
// NaN; the inits are -inf and 7):
//  row 0: 1 3 3 2 -1            -> 3, index 1 (the tie keeps the first)
//  row 1: 2 nan 5 1 0           -> nan, index 0 (5 > nan is false)
//  row 2: -inf -inf -inf -inf -inf -> -inf, index 7 (nothing > -inf: the init)
//  output 2: f16 values and i16 indices, the minimum (minimumf, olt) of
//  row 0: 1 3 -2.5 -2.5 4 -> -2.5 at 2 (inits +inf and -1)
// INPUT 0: 1 3 3 2 -1 2 nan 5 1 0 -inf -inf -inf -inf -inf
// INPUT 1: 1 3 -2.5 -2.5 4
// EXPECT 0: 3 nan -inf
// EXPECT 1: 1 0 7
// EXPECT 2: -2.5
// EXPECT 3: 2
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
#in1 = affine_map<(d0) -> (d0)>
#out1 = affine_map<(d0) -> ()>
func.func @maxidx(%x: tensor<3x5xf32>, %h: tensor<5xf16>) -> (tensor<3xf32>, tensor<3xi32>, tensor<f16>, tensor<i16>) {
  %ninf = arith.constant 0xFF800000 : f32
  %seven = arith.constant 7 : i32
  %v0 = tensor.empty() : tensor<3xf32>
  %i0 = tensor.empty() : tensor<3xi32>
  %vi = linalg.fill ins(%ninf : f32) outs(%v0 : tensor<3xf32>) -> tensor<3xf32>
  %ii = linalg.fill ins(%seven : i32) outs(%i0 : tensor<3xi32>) -> tensor<3xi32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<3x5xf32>) outs(%vi, %ii : tensor<3xf32>, tensor<3xi32>) {
  ^bb0(%in: f32, %val: f32, %idx: i32):
    %i = linalg.index 1 : index
    %ic = arith.index_cast %i : index to i32
    %m = arith.maximumf %in, %val : f32
    %c = arith.cmpf ogt, %in, %val : f32
    %s = arith.select %c, %ic, %idx : i32
    linalg.yield %m, %s : f32, i32
  } -> (tensor<3xf32>, tensor<3xi32>)
  %pinf = arith.constant 0x7C00 : f16
  %m1 = arith.constant -1 : i16
  %hv0 = tensor.empty() : tensor<f16>
  %hi0 = tensor.empty() : tensor<i16>
  %hv = linalg.fill ins(%pinf : f16) outs(%hv0 : tensor<f16>) -> tensor<f16>
  %hi = linalg.fill ins(%m1 : i16) outs(%hi0 : tensor<i16>) -> tensor<i16>
  %q:2 = linalg.generic {indexing_maps = [#in1, #out1, #out1], iterator_types = ["reduction"]}
      ins(%h : tensor<5xf16>) outs(%hv, %hi : tensor<f16>, tensor<i16>) {
  ^bb0(%in: f16, %val: f16, %idx: i16):
    %i = linalg.index 0 : index
    %ic = arith.index_cast %i : index to i16
    %m = arith.minimumf %in, %val : f16
    %c = arith.cmpf olt, %in, %val : f16
    %s = arith.select %c, %ic, %idx : i16
    linalg.yield %m, %s : f16, i16
  } -> (tensor<f16>, tensor<i16>)
  return %r#0, %r#1, %q#0, %q#1 : tensor<3xf32>, tensor<3xi32>, tensor<f16>, tensor<i16>
}
