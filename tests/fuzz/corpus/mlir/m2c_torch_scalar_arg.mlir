func.func @f(%x: !torch.vtensor<[2,3],f32>, %n: !torch.int) -> !torch.vtensor<[3,2],f32> {
  %int2 = torch.constant.int 2
  %l = torch.prim.ListConstruct %n, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.view %x, %l : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[3,2],f32>
  return %0 : !torch.vtensor<[3,2],f32>
}
