#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @main(%arg0: tensor<2x4xi32>) -> tensor<2x4xi32> {
  %0 = tensor.empty() : tensor<2x4xi32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<2x4xi32>) outs(%0 : tensor<2x4xi32>) {
  ^bb0(%in: i32, %out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %c3 = arith.constant 3 : i32
    %m = arith.muli %in, %c3 : i32
    %s = arith.addi %m, %ki : i32
    %c = arith.cmpi sgt, %s, %c3 : i32
    %r = arith.select %c, %s, %in : i32
    linalg.yield %r : i32
  } -> tensor<2x4xi32>
  return %2 : tensor<2x4xi32>
}
