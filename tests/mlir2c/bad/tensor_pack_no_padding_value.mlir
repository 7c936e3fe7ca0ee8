func.func @f(%x: tensor<5x4xf32>) -> tensor<3x4x2xf32> {
  %e = tensor.empty() : tensor<3x4x2xf32>
  %r = linalg.pack %x inner_dims_pos = [0] inner_tiles = [2] into %e : tensor<5x4xf32> -> tensor<3x4x2xf32>
  return %r : tensor<3x4x2xf32>
}
