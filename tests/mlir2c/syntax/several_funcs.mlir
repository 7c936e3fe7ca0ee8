// Several functions in one module, in both forms, and a declaration:
// --func picks one; without it mlir2c asks for --func and names them.
module {
  func.func private @decl(tensor<2xf32>) -> tensor<2xf32>
  func.func @double(%x: tensor<2xf32>) -> tensor<2xf32> {
    %0 = tosa.add %x, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    return %0 : tensor<2xf32>
  }
  func.func private @helper(%x: tensor<2xf32>) -> tensor<2xf32> {
    return %x : tensor<2xf32>
  }
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "expo"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "tosa.exp"(%arg0) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}
