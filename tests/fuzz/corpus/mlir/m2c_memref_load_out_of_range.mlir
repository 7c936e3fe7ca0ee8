// memref.load at a constant index past the buffer's end
func.func @f(%b: memref<3xi32>) -> i32 {
  %c3 = arith.constant 3 : index
  %w = memref.load %b[%c3] : memref<3xi32>
  return %w : i32
}
