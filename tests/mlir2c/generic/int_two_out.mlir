// Integer outputs of a parallel generic in the generic (quoted) op form:
// o0 = 3 * x + 1 (i32), o1 = x > 0 (i1)
#id = affine_map<(d0) -> (d0)>
func.func @main(%x: tensor<9xi32>) -> (tensor<9xi32>, tensor<9xi1>) {
  %e = tensor.empty() : tensor<9xi32>
  %eb = tensor.empty() : tensor<9xi1>
  %r:2 = "linalg.generic"(%x, %e, %eb) <{indexing_maps = [#id, #id, #id], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
  ^bb0(%in: i32, %o0: i32, %o1: i1):
    %c3 = arith.constant 3 : i32
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %m = arith.muli %in, %c3 : i32
    %a = arith.addi %m, %c1 : i32
    %p = arith.cmpi sgt, %in, %c0 : i32
    "linalg.yield"(%a, %p) : (i32, i1) -> ()
  }) : (tensor<9xi32>, tensor<9xi32>, tensor<9xi1>) -> (tensor<9xi32>, tensor<9xi1>)
  return %r#0, %r#1 : tensor<9xi32>, tensor<9xi1>
}
