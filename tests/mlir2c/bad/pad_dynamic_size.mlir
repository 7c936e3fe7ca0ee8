func.func @f(%x: tensor<2x3xf32>, %n: index) -> tensor<?x3xf32> {
  %pv = arith.constant 0.0 : f32
  %p = tensor.pad %x low[%n, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<2x3xf32> to tensor<?x3xf32>
  return %p : tensor<?x3xf32>
}
