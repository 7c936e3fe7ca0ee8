// A test function that computes values and drops them: with --outputs unused every op
// result nothing uses is an output, in program order (%1, then %2; %0 is used by %1).
// ARGS: --outputs unused
// INPUT 0: 0.5 -1.5 2 -3
// INPUT 1: 1 1 -1 0.25
// EXPECT 0: 0.5 -1.5 2 -3
// EXPECT 1: 0.5 1.5 2 3
func.func @outputs_unused(%a: tensor<4xf32>, %b: tensor<4xf32>) {
  %0 = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = tosa.sub %0, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %2 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return
}
