// An argument's error names the argument's own location.
func.func @f(%image: tensor<?x4xf32> loc("net.py":3:15)) -> tensor<?x4xf32> {
  %0 = tosa.exp %image : (tensor<?x4xf32>) -> tensor<?x4xf32> loc("net.py":4:9)
  return %0 : tensor<?x4xf32>
}
