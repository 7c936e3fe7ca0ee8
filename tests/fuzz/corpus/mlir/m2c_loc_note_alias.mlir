// #loc aliases defined after the module, a named location, a fused one and
// a call site: every file:line:col they name becomes a note.
#loc = loc("model.py":1:1)
module {
  func.func @f(%a: tensor<2x3xf32> loc(#loc), %b: tensor<4xf32> loc(#loc)) -> tensor<2x3xf32> {
    %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc2)
    %1 = tosa.sub %0, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32> loc(#loc4)
    return %1 : tensor<2x3xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("model.py":20:8)
#loc2 = loc("exp"(#loc1))
#loc3 = loc(callsite("sub"("layers.py":7:12) at "model.py":21:8))
#loc4 = loc(fused<"torch">[#loc3, "model.py":22:1])
