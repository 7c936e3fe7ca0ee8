// memref ops in the generic form mlir-opt prints (-> () results), and a function that
// both returns a tensor and writes a memref argument: outputs are the returned value,
// then the written argument.
// INPUT 0: 1 -2 3 -4
// INPUT 1: 0 0 0 0
// EXPECT 0: 1 2 3 4
// EXPECT 1: 2.5 2.5 2.5 2.5
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>, sym_name = "generic_form"}> ({
  ^bb0(%arg0: tensor<4xf32>, %arg1: memref<4xf32>):
    %cst = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    "linalg.fill"(%cst, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%in: f32, %out: f32):
      "linalg.yield"(%in) : (f32) -> ()
    }) : (f32, memref<4xf32>) -> ()
    %0 = "tosa.abs"(%arg0) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%0) : (tensor<4xf32>) -> ()
  }) : () -> ()
}) : () -> ()
