// A size read from a tensor argument (select.int, then item), as ONNX Resize imports
// give it: --const sizes=3 makes every element of the si64 argument 3, so the size
// folds to the constant 3 and the output shape is static. nearest to 3 of
// [10, 20, 30, 40]: source floor(o * 4/3) = 0, 1, 2.
// ARGS: --const sizes=3
// INPUT 0: 10 20 30 40
// EXPECT 0: 10 20 30
func.func @sizes(%x: !torch.vtensor<[1,1,4],f32>, %sizes: !torch.vtensor<[2],si64>) -> !torch.vtensor<[1,1,?],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %str = torch.constant.str "nearest"
  %0 = torch.aten.select.int %sizes, %int0, %int1 : !torch.vtensor<[2],si64>, !torch.int, !torch.int -> !torch.vtensor<[1],si64>
  %1 = torch.aten.item %0 : !torch.vtensor<[1],si64> -> !torch.int
  %2 = torch.prim.ListConstruct %1 : (!torch.int) -> !torch.list<int>
  %3 = torch.aten.__interpolate.size_list_scale_list %x, %2, %none, %str, %false, %none, %false : !torch.vtensor<[1,1,4],f32>, !torch.list<int>, !torch.none, !torch.str, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[1,1,?],f32>
  return %3 : !torch.vtensor<[1,1,?],f32>
}
