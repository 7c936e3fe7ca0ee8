// select_act.mlir - hardswish, hardsigmoid and silu of x (torch dialect), for
// tests/select: each one unary op, so the model header selects exactly the
// functions HARDSWISH, HARDSIGMOID and SILU (and no binary one).
module {
  func.func @select_act(%xb: tensor<5x7xf32>) -> (!torch.vtensor<[5,7],f32>, !torch.vtensor<[5,7],f32>, !torch.vtensor<[5,7],f32>) {
    %x = torch_c.from_builtin_tensor %xb : tensor<5x7xf32> -> !torch.vtensor<[5,7],f32>
    %0 = torch.aten.hardswish %x : !torch.vtensor<[5,7],f32> -> !torch.vtensor<[5,7],f32>
    %1 = torch.aten.hardsigmoid %x : !torch.vtensor<[5,7],f32> -> !torch.vtensor<[5,7],f32>
    %2 = torch.aten.silu %x : !torch.vtensor<[5,7],f32> -> !torch.vtensor<[5,7],f32>
    return %0, %1, %2 : !torch.vtensor<[5,7],f32>, !torch.vtensor<[5,7],f32>, !torch.vtensor<[5,7],f32>
  }
}
