func.func @main(%x: memref<4x3xf32>, %a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.reduce ins(%x : memref<4x3xf32>) outs(%a, %b : memref<4xf32>, memref<4xf32>) dimensions = [1]
    (%in: f32, %o0: f32, %o1: f32) {
      %s = arith.addf %in, %o0 : f32
      %m = arith.maximumf %in, %o1 : f32
      linalg.yield %s, %m : f32, f32
    }
  return
}
