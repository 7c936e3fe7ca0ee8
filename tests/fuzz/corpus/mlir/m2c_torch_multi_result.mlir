func.func @f(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int3 = torch.constant.int 3
  %eps = torch.constant.float 1.000000e-05
  %none = torch.constant.none
  %false = torch.constant.bool false
  %l = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %y, %mean = torch.aten.layer_norm %x, %l, %none, %none, %eps, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],f32>
  return %y : !torch.vtensor<[2,3],f32>
}
