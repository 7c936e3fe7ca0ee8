// Nothing returned and no memref argument written: the message names --outputs unused.
func.func @returns_nothing(%a: tensor<4xf32>) {
  %0 = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return
}
