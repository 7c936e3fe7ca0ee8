// linalg.fill_rng_2d on a 3x5 output: linalg's linear congruential
// generator per element (i32 wrapping arithmetic, then scaled into
// [min, max)); min and max are f64 arguments (held as f32), seed an i32.
// Expected values: computed in float64 with numpy from the OpDSL definition
// (rand1 = (m + seed) * 1103515245 + 12345, rand2 = (n + rand1) * 1103515245
// + 12345, (2147483647 + rand2) * (max - min) * 2.3283064e-10 + min).
// INPUT 0: -3.5
// INPUT 1: 12
// INPUT 2: 7
// EXPECT 0: 6.569302 10.55175 -0.9658005 3.016648 6.999096 2.853854 6.836302 10.81875 -0.6988007 3.283648 -0.8615951 3.120853 7.103302 11.08575 -0.4318009
func.func @f(%min: f64, %max: f64, %seed: i32) -> tensor<3x5xf32> {
  %e = tensor.empty() : tensor<3x5xf32>
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%e : tensor<3x5xf32>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}
