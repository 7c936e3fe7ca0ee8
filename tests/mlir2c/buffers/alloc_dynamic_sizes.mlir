// memref.alloc with `?` dims whose sizes are compile-time constants
// (arith.constant): a 3x4 buffer. Outputs:
// the written argument %y = 2 * x * x (hand-computed).
// INPUT 0: 1 2 3 4 -1 -2 -3 -4 0.5 0 1.5 10
// INPUT 1: 0 0 0 0 0 0 0 0 0 0 0 0
// EXPECT 0: 2 8 18 32 2 8 18 32 0.5 0 4.5 200
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @alloc_dynamic_sizes(%x: memref<3x4xf32>, %y: memref<3x4xf32>) {
  %c3 = arith.constant 3 : index
  %w = arith.constant 4 : index
  %t = memref.alloc(%c3, %w) : memref<?x?xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<3x4xf32>) outs(%t : memref<?x?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  }
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%t : memref<?x?xf32>) outs(%y : memref<3x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.addf %a, %a : f32
    linalg.yield %m : f32
  }
  memref.dealloc %t : memref<?x?xf32>
  return
}
