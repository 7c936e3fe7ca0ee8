// TOSA data movement of integer tensors: concat, slice, tile, reverse, gather.
// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).
// INPUT 0: -66 -13 -36 -27 22 -98
// INPUT 1: -60 -11 -47 -12
// INPUT 2: -61 -16 -59 3 86 78 70 -69 -61 11 -81 -80
// INPUT 3: -41155 -53114 -71370 63918 33826 7874
// INPUT 4: 80843 -74720 -39181 74541 98858 -84838 -4992 25701 69949 -47588 7879 34804 79360 -25997 -58524 -75514 59374 83690 -97229 36166 78404 8910 84303 -62494
// EXPECT 0: -66 -13 -36 -60 -11 -27 22 -98 -47 -12
// EXPECT 1: 78 70 -69 11 -81 -80
// EXPECT 2: -41155 -53114 -71370 -41155 -53114 -71370 63918 33826 7874 63918 33826 7874 -41155 -53114 -71370 -41155 -53114 -71370 63918 33826 7874 63918 33826 7874
// EXPECT 3: -36 -13 -66 -98 22 -27
// EXPECT 4: -47588 7879 34804 80843 -74720 -39181 -47588 7879 34804 -75514 59374 83690 -97229 36166 78404 -97229 36166 78404
module {
  func.func @main(%a: tensor<2x3xi16>, %b: tensor<2x2xi16>, %c: tensor<3x4xi8>, %t: tensor<2x3xi32>, %v: tensor<2x4x3xi32>) -> (tensor<2x5xi16>, tensor<2x3xi8>, tensor<4x6xi32>, tensor<2x3xi16>, tensor<2x3x3xi32>) {
    %r0 = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xi16>, tensor<2x2xi16>) -> tensor<2x5xi16>
    %st = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %sz = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %r1 = tosa.slice %c, %st, %sz : (tensor<3x4xi8>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi8>
    %m = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %r2 = tosa.tile %t, %m : (tensor<2x3xi32>, !tosa.shape<2>) -> tensor<4x6xi32>
    %r3 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3xi16>) -> tensor<2x3xi16>
    %i = "tosa.const"() <{values = dense<[[3, 0, 3], [1, 2, 2]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
    %r4 = tosa.gather %v, %i : (tensor<2x4x3xi32>, tensor<2x3xi32>) -> tensor<2x3x3xi32>
    return %r0, %r1, %r2, %r3, %r4 : tensor<2x5xi16>, tensor<2x3xi8>, tensor<4x6xi32>, tensor<2x3xi16>, tensor<2x3x3xi32>
  }
}
