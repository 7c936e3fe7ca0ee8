// a body op with a list of operand types (f32, f8E8M0FNU to ...) parses; an integer
// result of arith.scaling_truncf is refused at the op
func.func @scaled(%x: tensor<4xf32>, %s: tensor<4xf8E8M0FNU>) -> tensor<4xi8> {
  %init = tensor.empty() : tensor<4xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    ins(%x, %s : tensor<4xf32>, tensor<4xf8E8M0FNU>) outs(%init : tensor<4xi8>) {
  ^bb0(%in: f32, %sc: f8E8M0FNU, %out: i8):
    %0 = arith.scaling_truncf %in, %sc : f32, f8E8M0FNU to i8
    linalg.yield %0 : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
