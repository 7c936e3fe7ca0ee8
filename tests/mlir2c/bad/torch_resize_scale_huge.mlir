// __interpolate with recompute_scale_factor and a scale of 1e300: the output size
// overflows any integer (once undefined behaviour, found by the mlir fuzz target).
module {
  func.func @resize(%x: !torch.vtensor<[1,2,3,5],f32>) -> !torch.vtensor<[1,2,6,3],f32> {
    %none = torch.constant.none
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %f2 = torch.constant.float 1.000000e+300
    %f06 = torch.constant.float 6.000000e-01
    %str = torch.constant.str "nearest"
    %sf2 = torch.prim.ListConstruct %f2, %f06 : (!torch.float, !torch.float) -> !torch.list<float>
    %o4 = torch.aten.__interpolate.size_list_scale_list %x, %none, %sf2, %str, %none, %true, %false : !torch.vtensor<[1,2,3,5],f32>, !torch.none, !torch.list<float>, !torch.str, !torch.none, !torch.bool, !torch.bool -> !torch.vtensor<[1,2,6,3],f32>
    return %o4 : !torch.vtensor<[1,2,6,3],f32>
  }
}
