// Integer convolutions and matmul (i8 x i8 -> i32) with zero points, worked by hand:
//  0: conv2d, x - (-1) = 2 3 4 5, w - 2 = 1 -1 2 0, bias 10: 10 + 2 - 3 + 8 + 0 = 17
//  1: depthwise, C = 2, M = 1, weights 5 and -6: pixels (1, 2), (3, 4) -> 5 -12 15 -24
//  2: fully_connected (older form, quantization_info input_zp = 1): x - 1 = [[0, 1], [2, 3]],
//     w = [[1, 0], [0, 1], [1, 1]], bias 0 10 100: [0, 1 + 10, 1 + 100], [2, 3 + 10, 5 + 100]
//  3: matmul, a - 1 = [[0, 1], [-129, 126]], b + 2 = [3, 4]: [4, -387 + 504 = 117]
//  4: max_pool2d kernel 1x2 over 1 2 4: 2 4
//  5: avg_pool2d kernel 1x3, pad 1 left and right, in_zp -1, out_zp 5 over 1 2 4 (x - zp = 2 3 5;
//     padding not counted): 5/2 -> 3, 10/3 -> 3, 8/2 -> 4 by the spec's reciprocal_scale; + 5: 8 8 9
// INPUT 0: 1 2 3 4
// INPUT 1: 1 2 3 4
// INPUT 2: 1 2 3 4
// INPUT 3: 1 2 -128 127
// INPUT 4: 1 2 4
// EXPECT 0: 17
// EXPECT 1: 5 -12 15 -24
// EXPECT 2: 0 11 101 2 13 105
// EXPECT 3: 4 117
// EXPECT 4: 2 4
// EXPECT 5: 8 8 9
module {
  func.func @qconv(%x: tensor<1x2x2x1xi8>, %xd: tensor<1x1x2x2xi8>, %xf: tensor<2x2xi8>, %a: tensor<1x2x2xi8>, %xp: tensor<1x1x3x1xi8>) -> (tensor<1x1x1x1xi32>, tensor<1x1x2x2xi32>, tensor<2x3xi32>, tensor<1x2x1xi32>, tensor<1x1x2x1xi8>, tensor<1x1x3x1xi8>) {
    %w = "tosa.const"() <{values = dense<[[[[3], [1]], [[4], [2]]]]> : tensor<1x2x2x1xi8>}> : () -> tensor<1x2x2x1xi8>
    %b = "tosa.const"() <{values = dense<10> : tensor<1xi32>}> : () -> tensor<1xi32>
    %izp = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %wzp = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
    %0 = tosa.conv2d %x, %w, %b, %izp, %wzp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi32>
    %wd = "tosa.const"() <{values = dense<[[[[5], [-6]]]]> : tensor<1x1x2x1xi8>}> : () -> tensor<1x1x2x1xi8>
    %bd = "tosa.const"() <{values = dense<0> : tensor<2xi32>}> : () -> tensor<2xi32>
    %z8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = tosa.depthwise_conv2d %xd, %wd, %bd, %z8, %z8 {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x2xi8>, tensor<1x1x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x2x2xi32>
    %wf = "tosa.const"() <{values = dense<[[1, 0], [0, 1], [1, 1]]> : tensor<3x2xi8>}> : () -> tensor<3x2xi8>
    %bf = "tosa.const"() <{values = dense<[0, 10, 100]> : tensor<3xi32>}> : () -> tensor<3xi32>
    %2 = tosa.fully_connected %xf, %wf, %bf {quantization_info = #tosa.conv_quant<input_zp = 1, weight_zp = 0>} : (tensor<2x2xi8>, tensor<3x2xi8>, tensor<3xi32>) -> tensor<2x3xi32>
    %bm = "tosa.const"() <{values = dense<[[[1], [2]]]> : tensor<1x2x1xi8>}> : () -> tensor<1x2x1xi8>
    %azp = "tosa.const"() <{values = dense<1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %bzp = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = tosa.matmul %a, %bm, %azp, %bzp : (tensor<1x2x2xi8>, tensor<1x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1xi32>
    %4 = tosa.max_pool2d %xp {kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x3x1xi8>) -> tensor<1x1x2x1xi8>
    %pzi = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %pzo = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.avg_pool2d %xp, %pzi, %pzo {acc_type = i32, kernel = array<i64: 1, 3>, pad = array<i64: 0, 0, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x3x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x3x1xi8>
    func.return %0, %1, %2, %3, %4, %5 : tensor<1x1x1x1xi32>, tensor<1x1x2x2xi32>, tensor<2x3xi32>, tensor<1x2x1xi32>, tensor<1x1x2x1xi8>, tensor<1x1x3x1xi8>
  }
}
