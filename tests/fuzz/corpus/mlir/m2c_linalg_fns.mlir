// The elementwise functions added through docs/adding-an-op.md, as linalg.generic bodies.
// TOL: 2e-6
// INPUT 0: 0.25 -1.5 2 -2.75
// INPUT 1: 0.25 1 4 9
// EXPECT 0: 0.25 1.5 2 2.75
// EXPECT 1: -0.25 1.5 -2 2.75
// EXPECT 2: 0.5 1 2 3
// EXPECT 3: 2 1 0.5 0.333333333
// EXPECT 4: 0 -2 2 -3
// EXPECT 5: 1 -1 2 -2
// EXPECT 6: 0.27632639 -0.966105146 0.995322265 -0.999899378
// EXPECT 7: 0.247403959 -0.997494987 0.909297427 -0.381660992
// EXPECT 8: 0.968912422 0.0707372017 -0.416146837 -0.924302379
// EXPECT 9: 1 -1.5 0.5 -0.305555556
// EXPECT 10: 0.707106781 1 16 0.00237592703
#map = affine_map<(d0) -> (d0)>
module {
  func.func @fns(%x: tensor<4xf32>, %p: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.absf %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = arith.negf %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%p : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.sqrt %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%p : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.rsqrt %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.floor %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.ceil %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.erf %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.sin %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %out: f32):
        %r = math.cos %in : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%x, %p : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %r = arith.divf %in, %in_1 : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%p, %x : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) {
      ^bb0(%in: f32, %in_1: f32, %out: f32):
        %r = math.powf %in, %in_1 : f32
        linalg.yield %r : f32
    } -> tensor<4xf32>
    func.return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
  }
}
