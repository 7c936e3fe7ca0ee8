func.func @f(%x: !torch.vtensor<[6],f32>, %n: !torch.int) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.int %n, %int1 : !torch.int, !torch.int -> !torch.int
  %l = torch.prim.ListConstruct %0, %n : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.view %x, %l : !torch.vtensor<[6],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  return %1 : !torch.vtensor<[2,3],f32>
}
