// A memref with a layout (a strided view) is refused where its type is written.
func.func @subview_layout(%a: memref<4x4xf32>, %b: memref<2x2xf32, strided<[4, 1], offset: ?>>) {
  return
}
