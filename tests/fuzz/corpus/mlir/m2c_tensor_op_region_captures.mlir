// A region reading index arguments of an inlined function and i32/i8 constants from outside it; tie_shape, cast, pack with padding, i32 transpose.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// EXPECT 0: 97 98 99 100 104 105 106 107 111 112 113 114 118 119 120 121 125 126 127 128 42 42 42 42 101 102 103 42 108 109 110 42 115 116 117 42 122 123 124 42 129 130 131 42 42 42 42 42
// EXPECT 1: 97 104 111 118 125 98 105 112 119 126 99 106 113 120 127 100 107 114 121 128 101 108 115 122 129 102 109 116 123 130 103 110 117 124 131
module {
  func.func private @source(%height : index, %width : index) -> tensor<?x?xi32> {
    %init = tensor.empty(%height, %width) : tensor<?x?xi32>
    %k = arith.constant 100 : i32
    %k8 = arith.constant -3 : i8
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        outs(%init : tensor<?x?xi32>) {
      ^bb0(%b0 : i32):
        %i = linalg.index 0 : index
        %j = linalg.index 1 : index
        %s = arith.muli %i, %width : index
        %l = arith.addi %j, %s : index
        %l32 = arith.index_cast %l : index to i32
        %m = arith.addi %l32, %k : i32
        %k32 = arith.extsi %k8 : i8 to i32
        %v = arith.addi %m, %k32 : i32
        linalg.yield %v : i32
    } -> tensor<?x?xi32>
    %t = flow.tensor.tie_shape %g : tensor<?x?xi32>{%height, %width}
    return %t : tensor<?x?xi32>
  }
  func.func @main() -> (tensor<2x3x2x4xi32>, tensor<7x5xi32>) {
    %height = arith.constant 5 : index
    %width = arith.constant 7 : index
    %0 = call @source(%height, %width) : (index, index) -> tensor<?x?xi32>
    %x = tensor.cast %0 : tensor<?x?xi32> to tensor<5x7xi32>
    %pv = arith.constant 42 : i32
    %e = tensor.empty() : tensor<2x3x2x4xi32>
    %r0 = linalg.pack %x padding_value(%pv : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %e : tensor<5x7xi32> -> tensor<2x3x2x4xi32>
    %et = tensor.empty() : tensor<7x5xi32>
    %r1 = linalg.transpose ins(%x : tensor<5x7xi32>) outs(%et : tensor<7x5xi32>) permutation = [1, 0]
    return %r0, %r1 : tensor<2x3x2x4xi32>, tensor<7x5xi32>
  }
}
