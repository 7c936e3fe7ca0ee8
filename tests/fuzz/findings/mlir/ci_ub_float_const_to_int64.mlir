// A linalg.generic without inputs that yields a constant (llvm-project roundtrip.mlir's
// generic_without_inputs): the broadcast of the constant is folded to the result's shape.
// INPUT 0: 0.25 0.25 0.25 0. 1.5 1.5 1.5 1.5 1.5
#map0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%arg0 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.generic  {indexing_maps = [#map0], iterator_types = ["parallel", "parallel", "parallel"]}
                  outs(%arg0 : tensor<2x2x2xf32>) {
   ^bb0(%arg3: f32):
      %cst = arith.constant 1.500000e25 0.25 0.25 0.25 0.25
// EXPECT 0: 1.5 1.5 1.5 1.5 1.5 1.5 1.5 1.5
#map0 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%arg0 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {
  %0 = linalg.generic  {indexing_maps = [#map0], iterator_types = ["parallel", "parallel", "parallel"]}
                  outs(%arg0 : tensor<2x2x2xf32>) {
   ^bb0(%arg3: f32):
      %cst = arith.constant 1.500000e+00 : f32
      linalg.yield!%cst : f32
    } -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
