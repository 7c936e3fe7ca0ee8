// tensor.pad whose low/high sizes are SSA names of index constants (as the
// LLVM integration tests write them), on a tensor cast to dynamic dims, and
// tensor.expand_shape with an output_shape naming an index constant.
// Expected values: hand-computed.
// INPUT 0: 1 2 3 4 5 6
// EXPECT 0: 9 9 9 9 9 9 9 9 9 9 1 2 3 9 9 4 5 6 9 9
// EXPECT 1: 1 2 3 4 5 6
func.func @f(%x: tensor<2x3xf32>) -> (tensor<4x5xf32>, tensor<3x2x1xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pv = arith.constant 9.0 : f32
  %d = tensor.cast %x : tensor<2x3xf32> to tensor<?x3xf32>
  %p = tensor.pad %d low[%c2, %c0] high[%c0, %c2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %pv : f32
  } : tensor<?x3xf32> to tensor<?x?xf32>
  %r0 = tensor.cast %p : tensor<?x?xf32> to tensor<4x5xf32>
  %c3 = arith.constant 3 : index
  %flat = tensor.collapse_shape %x [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %dflat = tensor.cast %flat : tensor<6xf32> to tensor<?xf32>
  %r1 = tensor.expand_shape %dflat [[0, 1, 2]] output_shape [%c3, 2, 1] : tensor<?xf32> into tensor<?x2x1xf32>
  %r2 = tensor.cast %r1 : tensor<?x2x1xf32> to tensor<3x2x1xf32>
  return %r0, %r2 : tensor<4x5xf32>, tensor<3x2x1xf32>
}
