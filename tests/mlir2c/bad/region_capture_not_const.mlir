func.func @f(%x: tensor<3xi32>) -> tensor<2x3xi32> {
  %c0 = arith.constant 0 : index
  %k = tensor.extract %x[%c0] : tensor<3xi32>
  %e = tensor.empty() : tensor<2x3xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<2x3xi32>) {
  ^bb0(%o: i32):
    %i = linalg.index 0 : index
    %i32 = arith.index_cast %i : index to i32
    %y = arith.addi %i32, %k : i32
    linalg.yield %y : i32
  } -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
