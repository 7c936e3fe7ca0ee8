// tosa.resize of integer images (TOSA 1.0 integer arithmetic): nearest keeps the type,
// bilinear gives i32 (from i8) or i48 (from i16) unscaled by scale_y_n * scale_x_n.
// Along an axis, output o samples p = o * d + offset: i = floor(p / n), r = p - i * n,
// taps i0 = max(i, 0), i1 = min(i + 1, I - 1). Worked by hand:
//  0, 1: x of [10, -20, 30], scale_x 4/2, offset_x -1, border_x 1: OW = (2*4 + 1 + 1)/2 + 1 = 6;
//     p = -1 1 3 5 7 9 -> (i, r) = (-1,3) (0,1) (0,3) (1,1) (1,3) (2,1); y: scale 2/2, one row, r = 0.
//     nearest (i1 when 2r >= 4): 10 10 -20 -20 30 30
//     bilinear 2 * (v0 * (4 - r) + v1 * r): 2*(10+30) = 80, 2*(30-20) = 20, 2*(10-60) = -100,
//     2*(-60+30) = -60, 2*(-20+90) = 140, 2*(90+30) = 240
//  2: the same bilinear declared i48: widened, same values
//  3: i16 [[1000, -2000], [3000, 32767]], scale_y 2/1 (OH 3: p = 0 1 2 -> (0,0) (0,1) (1,0)),
//     scale_x 1/1 (r = 0): v_top * (2 - r) + v_bottom * r:
//     2000 -4000 | 1000+3000 = 4000, -2000+32767 = 30767 | 6000 65534 (past i16: i48)
//  4: the same image nearest (2r >= 2 takes i1): rows 0, 1, 1
// INPUT 0: 10 -20 30
// INPUT 1: 1000 -2000 3000 32767
// EXPECT 0: 10 10 -20 -20 30 30
// EXPECT 1: 80 20 -100 -60 140 240
// EXPECT 2: 80 20 -100 -60 140 240
// EXPECT 3: 2000 -4000 4000 30767 6000 65534
// EXPECT 4: 1000 -2000 3000 32767 3000 32767
module {
  func.func @resize_int(%x: tensor<1x1x3x1xi8>, %s: tensor<1x2x2x1xi16>) -> (tensor<1x1x6x1xi8>, tensor<1x1x6x1xi32>, tensor<1x1x6x1xi48>, tensor<1x3x2x1xi48>, tensor<1x3x2x1xi16>) {
    %sc = tosa.const_shape {values = dense<[2, 2, 4, 2]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %of = tosa.const_shape {values = dense<[0, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %bo = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %0 = tosa.resize %x, %sc, %of, %bo {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x1x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x6x1xi8>
    %1 = tosa.resize %x, %sc, %of, %bo {mode = #tosa.resize_mode<BILINEAR>} : (tensor<1x1x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x6x1xi32>
    %2 = tosa.resize %x, %sc, %of, %bo {mode = #tosa.resize_mode<BILINEAR>} : (tensor<1x1x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x6x1xi48>
    %sc2 = tosa.const_shape {values = dense<[2, 1, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %z = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.resize %s, %sc2, %z, %z {mode = #tosa.resize_mode<BILINEAR>} : (tensor<1x2x2x1xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x2x1xi48>
    %4 = tosa.resize %s, %sc2, %z, %z {mode = #tosa.resize_mode<NEAREST_NEIGHBOR>} : (tensor<1x2x2x1xi16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x2x1xi16>
    return %0, %1, %2, %3, %4 : tensor<1x1x6x1xi8>, tensor<1x1x6x1xi32>, tensor<1x1x6x1xi48>, tensor<1x3x2x1xi48>, tensor<1x3x2x1xi16>
  }
}
