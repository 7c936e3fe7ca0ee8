// declared NHWC result does not match the inferred one
func.func @f(%x: tensor<1x4x4x1xf32>) -> tensor<1x4x4x3xf32> {
  %w = "tosa.const"() {value = dense<0.5> : tensor<2x3x3x1xf32>} : () -> tensor<2x3x3x1xf32>
  %b = "tosa.const"() {value = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  %0 = "tosa.conv2d"(%x, %w, %b) {dilation = [1, 1], pad = [1, 1, 1, 1], stride = [1, 1]} : (tensor<1x4x4x1xf32>, tensor<2x3x3x1xf32>, tensor<2xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}
