// linalg named elementwise ops (sub, div, max, min, powf, abs, ceil, floor, negf, tanh, erf, square,
// log, sqrt, rsqrt, reciprocal) with values computed by tests/mlir2c/make_linalg_named.py.
// TOL: 1e-4
// INPUT 0: 1.196 -0.696 -1.038 1.29 -1.54 -0.095 0.232 0.445 -1.418 0.523 0.002 1.404 -1.887 1.829 -1.309
// INPUT 1: 1.253 0.029 1.343 -1.269 -0.714 -1.651 1.115 0.136 -1.18 -1.233 -1.676 -1.199 0.24 -0.249 0.817
// INPUT 2: 0.321 2.535 2.948 2.245 2.255 2.564 0.375 1.438 0.33 2.367 1.66 0.409 1.39 2.353 1.701
// EXPECT 0: -0.057 -0.725 -2.381 2.559 -0.826 1.556 -0.883 0.309 -0.238 1.756 1.678 2.603 -2.127 2.078 -2.126
// EXPECT 1: 0.954509178 -24 -0.7728965 -1.01654846 2.15686275 0.0575408843 0.208071749 3.27205882 1.20169492 -0.424168694 -0.00119331742 -1.17097581 -7.8625 -7.34538153 -1.60220318
// EXPECT 2: 1.253 0.029 1.343 1.29 -0.714 -0.095 1.115 0.445 -1.18 0.523 0.002 1.404 0.24 1.829 0.817
// EXPECT 3: 1.196 -0.696 -1.038 -1.269 -1.54 -1.651 0.232 0.136 -1.418 -1.233 -1.676 -1.199 -1.887 -0.249 -1.309
// EXPECT 4: 0.256909414 0.52339713 0.325559578 2.83837051 0.285860612 0.91443489 0.796480695 1.17544606 4.81667377 1.56929897 1.00101415 0.285009624 0.537193899 4.78295731 0.498893739
// EXPECT 5: 1.196 0.696 1.038 1.29 1.54 0.095 0.232 0.445 1.418 0.523 0.002 1.404 1.887 1.829 1.309
// EXPECT 6: 2 0 -1 2 -1 0 1 1 -1 1 1 2 -1 2 -1
// EXPECT 7: 1 -1 -2 1 -2 -1 0 0 -2 0 0 1 -2 1 -2
// EXPECT 8: -1.196 0.696 1.038 -1.29 1.54 0.095 -0.232 -0.445 1.418 -0.523 -0.002 -1.404 1.887 -1.829 1.309
// EXPECT 9: 0.832430451 -0.60182268 -0.777097057 0.859126538 -0.912120369 -0.0947152363 0.227925315 0.417780345 -0.889180954 0.4800121 0.00199999733 0.886213202 -0.955110584 0.949728152 -0.864022166
// EXPECT 10: 0.909239457 -0.675028352 -0.857883194 0.931898633 -0.97058569 -0.106874411 0.257162091 0.470863715 -0.955074873 0.540477708 0.00225675533 0.952917336 -0.992383666 0.990307101 -0.935860013
// EXPECT 11: 1.430416 0.484416 1.077444 1.6641 2.3716 0.009025 0.053824 0.198025 2.010724 0.273529 4e-06 1.971216 3.560769 3.345241 1.713481
// EXPECT 12: -1.13631416 0.930193637 1.08112697 0.808705521 0.813149973 0.941568539 -0.980829253 0.363253259 -1.10866262 0.861623331 0.506817602 -0.894040123 0.329303747 0.85569111 0.531216313
// EXPECT 13: 0.566568619 1.59216833 1.71697408 1.49833241 1.50166574 1.60124951 0.612372436 1.19916638 0.574456265 1.53850577 1.28840987 0.639531078 1.17898261 1.53394915 1.30422391
// EXPECT 14: 1.76501127 0.628074293 0.582419974 0.667408644 0.665927158 0.62451229 1.63299316 0.833912641 1.74077656 0.649981313 0.776150526 1.56364567 0.84818893 0.651912092 0.76673951
// EXPECT 15: 3.1152648 0.394477318 0.339213026 0.445434298 0.44345898 0.390015601 2.66666667 0.695410292 3.03030303 0.422475708 0.602409639 2.44498778 0.71942446 0.424989375 0.587889477
module {
  func.func @named(%a0: tensor<3x5xf32>, %a1: tensor<3x5xf32>, %a2: tensor<3x5xf32>) -> (tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>) {
    %e0 = tensor.empty() : tensor<3x5xf32>
    %r0 = linalg.sub ins(%a0, %a1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%e0 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e1 = tensor.empty() : tensor<3x5xf32>
    %r1 = linalg.div ins(%a0, %a1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%e1 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e2 = tensor.empty() : tensor<3x5xf32>
    %r2 = linalg.max ins(%a0, %a1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%e2 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e3 = tensor.empty() : tensor<3x5xf32>
    %r3 = linalg.min ins(%a0, %a1 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%e3 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e4 = tensor.empty() : tensor<3x5xf32>
    %r4 = linalg.powf ins(%a2, %a0 : tensor<3x5xf32>, tensor<3x5xf32>) outs(%e4 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e5 = tensor.empty() : tensor<3x5xf32>
    %r5 = linalg.abs ins(%a0 : tensor<3x5xf32>) outs(%e5 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e6 = tensor.empty() : tensor<3x5xf32>
    %r6 = linalg.ceil ins(%a0 : tensor<3x5xf32>) outs(%e6 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e7 = tensor.empty() : tensor<3x5xf32>
    %r7 = linalg.floor ins(%a0 : tensor<3x5xf32>) outs(%e7 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e8 = tensor.empty() : tensor<3x5xf32>
    %r8 = linalg.negf ins(%a0 : tensor<3x5xf32>) outs(%e8 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e9 = tensor.empty() : tensor<3x5xf32>
    %r9 = linalg.tanh ins(%a0 : tensor<3x5xf32>) outs(%e9 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e10 = tensor.empty() : tensor<3x5xf32>
    %r10 = linalg.erf ins(%a0 : tensor<3x5xf32>) outs(%e10 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e11 = tensor.empty() : tensor<3x5xf32>
    %r11 = linalg.square ins(%a0 : tensor<3x5xf32>) outs(%e11 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e12 = tensor.empty() : tensor<3x5xf32>
    %r12 = linalg.log ins(%a2 : tensor<3x5xf32>) outs(%e12 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e13 = tensor.empty() : tensor<3x5xf32>
    %r13 = linalg.sqrt ins(%a2 : tensor<3x5xf32>) outs(%e13 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e14 = tensor.empty() : tensor<3x5xf32>
    %r14 = linalg.rsqrt ins(%a2 : tensor<3x5xf32>) outs(%e14 : tensor<3x5xf32>) -> tensor<3x5xf32>
    %e15 = tensor.empty() : tensor<3x5xf32>
    %r15 = linalg.reciprocal ins(%a2 : tensor<3x5xf32>) outs(%e15 : tensor<3x5xf32>) -> tensor<3x5xf32>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15 : tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>, tensor<3x5xf32>
  }
}
