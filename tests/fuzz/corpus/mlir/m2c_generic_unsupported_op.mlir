"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "f"}> ({
  ^bb0(%arg0: tensor<2xf32>):
    %0 = "tosa.custom"(%arg0) : (tensor<2xf32>) -> tensor<2xf32> loc("m.py":5:3)
    "func.return"(%0) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) : () -> ()
