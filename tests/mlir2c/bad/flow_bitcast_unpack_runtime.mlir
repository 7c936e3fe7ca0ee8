func.func @f(%x: tensor<2xi8>) -> tensor<4xf32> {
  %u = flow.tensor.bitcast %x : tensor<2xi8> -> tensor<4xf4E2M1FN>
  %e = arith.extf %u : tensor<4xf4E2M1FN> to tensor<4xf32>
  return %e : tensor<4xf32>
}
