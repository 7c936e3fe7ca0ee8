// Debug names: loc names of every form (NameLoc, NameLoc with a child, alias,
// FusedLoc, CallSiteLoc) reach the .tcp and npk-run --print / --profile.
func.func @forward(%x: tensor<1x2x4x4xf32> loc("x")) -> tensor<1x5xf32> {
  %w = arith.constant dense<0.5> : tensor<3x2x3x3xf32> loc("layer1.conv1.weight")
  %b = arith.constant dense<0.1> : tensor<3xf32>
  %0 = tcf.conv_2d_nchw %x, %w, %b {stride = [1, 1], padding = [1, 1, 1, 1], dilation = [1, 1], groups = 1 : i64} : (tensor<1x2x4x4xf32>, tensor<3x2x3x3xf32>, tensor<3xf32>) -> tensor<1x3x4x4xf32> loc("layer1.conv1")
  %1 = tcf.relu %0 : (tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32> loc("layer1.relu")
  %2 = tcf.reshape %1 : (tensor<1x3x4x4xf32>) -> tensor<1x48xf32> loc(callsite("flatten" at #loc1))
  %wf = arith.constant dense<0.01> : tensor<48x5xf32>
  %3 = tcf.matmul %2, %wf : (tensor<1x48xf32>, tensor<48x5xf32>) -> tensor<1x5xf32> loc(#loc2)
  %bf = arith.constant dense<0.2> : tensor<5xf32>
  %4 = tcf.add %3, %bf : (tensor<1x5xf32>, tensor<5xf32>) -> tensor<1x5xf32> loc("fc.bias")
  %5 = tcf.tanh %4 : (tensor<1x5xf32>) -> tensor<1x5xf32> loc("head"("model.py":14:1))
  return %5 : tensor<1x5xf32>
}
#loc1 = loc("model.py":10:2)
#loc2 = loc(fused["fc", "model.py":12:3])
