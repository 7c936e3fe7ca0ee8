"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x1x1xf32>, tensor<3xf32>, tensor<6x1x1x1xf32>) -> tensor<6x1x1x1xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x3x1x1xf32>, %arg1: tensor<3xf32>, %arg2: tensor<6x1x1x1xf32>):
    %v1 = "tosa.transpose"(%arg0) <{perms = array<i32: 3, 0, 2, 1>}> : (tensor<2x3x1x1xf32>) -> tensor<1x2x1x3xf32>
    %v2 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %v3 = "tosa.const"() <{values = dense<"0x7368813F6DE73BBF355ECABF4C37C93E2DB2DDBE77BEFFBFD9CED7BFE3A51BBDE3A51B3F9EEF873FB072D8BF5839343CD1225B3E39B4283F9EEF07BF17D94EBECDCCFCBF08ACECBF"> : tensor<3x2x1x3xf32>}> : () -> tensor<3x2x1x3xf32>
    %v4 = "tosa.const"() <{values = dense<"0x68918DBFDD24663F1B2F3D3F"> : tensor<3xf32>}> : () -> tensor<3xf32>
    %v5 = "tosa.conv2d"(%v1, %v3, %v4, %v2, %v2) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 1, 1>}> : (tensor<1x2x1x3xf32>, tensor<3x2x1x3xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x1x3xf32>
    %v6 = "tosa.transpose"(%v5) <{perms = array<i32: 0, 2, 1, 3>}> : (tensor<1x3x1x3xf32>) -> tensor<1x1x3x3xf32>
    %v7 = "tosa.const_shape"() <{values = dense<[9]> : tensor<1xindex>}> : () -> !tosa.shape<1>
    %v8 = "tosa.reshape"(%v6, %v7) : (tensor<1x1x3x3xf32>, !tosa.shape<1>) -> tensor<9xf32>
    %v9 = "tosa.concat"(%v8, %arg1) <{axis = 0 : i32}> : (tensor<9xf32>, tensor<3xf32>) -> tensor<12xf32>
    %v10 = "tosa.const_shape"() <{values = dense<[2, 6, 1, 0xFF8000001]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %v11 = "tosa.reshape"(%v9, %v10) : (tensor<12xf32>, !tosa.shape<4>) -> tensor<2x6x1x1xf32>
    %v12 = "tosa.const"() <{values = dense<"0x00000000"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %v13 = "tosa.const"() <{values = dense<"0xAE47E13FB4C8E6BFC976BE3E"> : tensor<1x3x1x1xf32>}> : () -> tensor<1x3x1x1xf32>
    %v14 = "tosa.const"() <{values = dense<"0xB072B83F"> : tensor<1xf32>}> : () -> tensor<1xf32>
    %v15 = "tosa.conv2d"(%v11, %v13, %v14, %v12, %v12) <{acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 0, 0>, stride = array<i64: 2, 1>}> : (tensor<2x6x1x1xf32>, tensor<1x3x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x1x1xf32>
    %v16 = "tosa.const_shape"() <{values = dense<[6, 1, 1, 1]> : tensor<4xindex>}> : () -> !tosa.shape<4>
    %v17 = "tosa.reshape"(%v15, %v16) : (tensor<2x3x1x1xf32>, !tosa.shape<4>) -> tensor<6x1x1x1xf32>
    %v18 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %v19 = "tosa.mul"(%v17, %arg2, %v18) : (tensor<6x1x1x1xf32>, tensor<6x1x1x1xf32>, tensor<1xi8>) -> tensor<6x1x1x1xf32>
    "func.return"(%v19) : (tensor<6x1x1x1xf32>) -> ()
  }) : () -> ()
}) : () -> ()
