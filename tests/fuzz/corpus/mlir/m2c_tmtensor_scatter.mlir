// tm_tensor.scatter (torch-mlir TMTensor, custom syntax) adding row slices: updates in
// order, so a repeated index adds both; index 9 is outside the 4 rows and is skipped.
// Hand-worked: row 1 = [3, 4] + [10, 20] + [100, 200] = [113, 224];
// row 3 = [7, 8] + [30, 40] = [37, 48]; rows 0 and 2 unchanged.
// INPUT 0: 1 2 3 4 5 6 7 8
// INPUT 1: 1 3 1 9
// INPUT 2: 10 20 30 40 100 200 1000 1000
// EXPECT 0: 1 2 113 224 5 6 37 48
func.func @scatter_add(%original: tensor<4x2xi32>, %indices: tensor<4x1xi32>, %updates: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false)
    ins(%updates, %indices : tensor<4x2xi32>, tensor<4x1xi32>)
    outs(%original : tensor<4x2xi32>) {
  ^bb0(%u: i32, %o: i32):
    %s = arith.addi %o, %u : i32
    tm_tensor.yield %s : i32
  } -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}
