func.func @scaled(%x: tensor<4xf32>, %s: tensor<4xf8E8M0FNU>) -> tensor<4xf4E2M1FN> {
  %init = tensor.empty() : tensor<4xf4E2M1FN>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%x, %s : tensor<4xf32>, tensor<4xf8E8M0FNU>) outs(%init : tensor<4xf4E2M1FN>) {
  ^bb0(%in: f32, %sc: f8E8M0FNU, %out: f4E2M1FN):
    %0 = arith.scaling_truncf %in, %sc : f32, f8E8M0FNU to f4E2M1FN
    linalg.yield %0 : f4E2M1FN
  } -> tensor<4xf4E2M1FN>
  return %r : tensor<4xf4E2M1FN>
}
