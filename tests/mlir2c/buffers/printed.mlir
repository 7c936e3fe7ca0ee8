// An Integration-test style main: constants in, values printed with printMemrefF32 after a
// tensor.cast to tensor<*xf32>. --outputs printed makes each printed value an output.
// ARGS: --outputs printed
// EXPECT 0: 11 22 33
// EXPECT 1: -9 -18 -27
func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b = arith.constant dense<[10.0, 20.0, 30.0]> : tensor<3xf32>
  %s = tosa.add %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %u = tensor.cast %s : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %m = tosa.sub %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %d = tensor.cast %m : tensor<3xf32> to tensor<?xf32>
  %u2 = tensor.cast %d : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
