// Binary ops with numpy broadcasting, relu and clamp; custom syntax.
// INPUT 0: 1 -2 3 -4 5 -6
// INPUT 1: 10 20 30
// EXPECT 0: 11 18 33 6 25 24
// EXPECT 1: 9 22 27 14 15 36
// EXPECT 2: 10 -40 90 -40 100 -180
// EXPECT 3: 1 0 3 0 5 0
// EXPECT 4: 1 -2 2 -3 2 -3
// EXPECT 5: 0 -2 0 -4 0 -6
// EXPECT 6: 10 20 30 10 20 30
func @elt(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %zero = constant dense<0.0> : tensor<f32>
  %0 = tcf.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = tcf.sub %b, %a : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = tcf.mul %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = tcf.relu %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = tcf.clamp %a {min = -3.0 : f32, max = 2 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = tcf.min %a, %zero : (tensor<2x3xf32>, tensor<f32>) -> tensor<2x3xf32>
  %6 = tcf.max %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
