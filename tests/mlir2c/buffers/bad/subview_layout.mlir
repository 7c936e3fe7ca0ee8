// A memref with a layout is read as its elements (no op addresses a buffer
// through its layout); a view that would, memref.subview, is refused by name.
func.func @subview_layout(%a: memref<4x4xf32>, %b: memref<2x2xf32, strided<[4, 1], offset: ?>>) {
  %v = memref.subview %a[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.copy %v, %b : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32, strided<[4, 1], offset: ?>>
  return
}
