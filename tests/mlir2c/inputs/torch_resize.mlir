// torch upsampling (lower_torch_resize.c): bilinear with align_corners to a size, nearest
// to a size (one dim shrinks), bilinear and nearest by scale factors 1.5 and 2.5 (the
// scale, not in/out, maps indices), __interpolate nearest by factors 2 and 0.6.
// Expected values: tests/mlir_corpus/ref_torch.py (numpy float64; its rules checked
// against torch.nn.functional.interpolate on random sizes in a one-off script).
// grid_sampler: bilinear with zeros padding, nearest with border padding and align_corners.
// INPUT 0: -1.375 0.375 -0.75 1 -0.125 -1.25 0.5 -0.625 1.125 0 -1.125 0.625 -0.5 1.25 0.125 -1 0.75 -0.375 1.375 0.25 -0.875 0.875 -0.25 -1.375 0.375 -0.75 1 -0.125 -1.25 0.5
// INPUT 1: -1.4 -0.2 1 -0.7 0.5 -1.2 0 1.2 -0.5 0.7 -1 0.2 1.4 -0.3 0.9 -0.8 0.4 -1.3 -0.1 1.1 -0.6 0.6 -1.1 0.1
// EXPECT 0: -1.375 5.55111512e-17 0.416666667 -0.125 -1.33333333 0.0416666667 0.458333333 -0.0833333333 -1.29166667 0.0833333333 0.5 -0.0416666667 -1.25 0.125 0.541666667 0 -1.20833333 0.166666667 0.583333333 0.0416666667 -1.16666667 0.208333333 0.625 0.0833333333 -1.125 0.25 0.666666667 0.125 -1 0.375 0.791666667 0.25 -0.958333333 0.416666667 0.194444444 0.291666667 -0.916666667 0.458333333 -0.402777778 0.333333333 -0.875 0.5 -1 0.375 -0.833333333 0.541666667 -0.958333333 0.416666667 -0.791666667 0.583333333 -0.916666667 0.458333333 -0.75 0.625 -0.875 0.5
// EXPECT 1: -1.375 0.375 -0.75 1 -1.375 0.375 -0.75 1 -1.375 0.375 -0.75 1 -1.25 0.5 -0.625 1.125 -1.25 0.5 -0.625 1.125 -1.125 0.625 -0.5 1.25 -1.125 0.625 -0.5 1.25 -1 0.75 -0.375 1.375 -1 0.75 -0.375 1.375 -1 0.75 -0.375 1.375 -0.875 0.875 -0.25 -1.375 -0.875 0.875 -0.25 -1.375 -0.75 1 -0.125 -1.25 -0.75 1 -0.125 -1.25
// EXPECT 2: -1.375 -1.2 -0.5 0.2 0.0375 -0.4125 -0.575 0.125 0.825 0.6625 0.2125 -0.125 -1.3125 -1.1375 -0.4375 0.2625 0.1 -0.35 -0.5125 0.1875 0.8875 0.725 0.275 -0.0625 -1.22916667 -1.05416667 -0.354166667 0.345833333 0.183333333 -0.266666667 -0.429166667 0.270833333 0.970833333 0.808333333 0.358333333 0.0208333333 -1.14583333 -0.970833333 -0.270833333 0.429166667 0.266666667 -0.183333333 -0.345833333 0.354166667 1.05416667 0.891666667 0.441666667 0.104166667 -1 -0.825 -0.125 0.575 0.4125 -0.0375 -0.2 0.5 1.2 1.0375 0.5875 0.25 -0.9375 -0.7625 -0.0625 0.6375 0.475 0.025 -0.28125 -0.15625 -0.03125 0.09375 0.21875 0.3125 -0.854166667 -0.679166667 0.0208333333 0.720833333 0.558333333 0.108333333 -0.341666667 -0.791666667 -1.24166667 -0.829166667 -0.129166667 0.395833333 -0.770833333 -0.595833333 0.104166667 0.804166667 0.641666667 0.191666667 -0.258333333 -0.708333333 -1.15833333 -0.745833333 -0.0458333333 0.479166667
// EXPECT 3: -1.375 -1.375 -1.375 0.375 0.375 -0.75 -0.75 -0.75 1 1 -0.125 -0.125 -1.375 -1.375 -1.375 0.375 0.375 -0.75 -0.75 -0.75 1 1 -0.125 -0.125 -1.25 -1.25 -1.25 0.5 0.5 -0.625 -0.625 -0.625 1.125 1.125 0 0 -1.125 -1.125 -1.125 0.625 0.625 -0.5 -0.5 -0.5 1.25 1.25 0.125 0.125 -1 -1 -1 0.75 0.75 -0.375 -0.375 -0.375 1.375 1.375 0.25 0.25 -1 -1 -1 0.75 0.75 -0.375 -0.375 -0.375 1.375 1.375 0.25 0.25 -0.875 -0.875 -0.875 0.875 0.875 -0.25 -0.25 -0.25 -1.375 -1.375 0.375 0.375 -0.75 -0.75 -0.75 1 1 -0.125 -0.125 -0.125 -1.25 -1.25 0.5 0.5
// EXPECT 4: -1.375 0.375 1 -1.375 0.375 1 -1.25 0.5 1.125 -1.25 0.5 1.125 -1.125 0.625 1.25 -1.125 0.625 1.25 -1 0.75 1.375 -1 0.75 1.375 -0.875 0.875 -1.375 -0.875 0.875 -1.375 -0.75 1 -1.25 -0.75 1 -1.25
// EXPECT 5: 0 -0.059375 0.14375 -0.1 0.178125 -0.60625 0 -0.075 0.05 -0.0765625 -0.2625 -0.3078125 0 0.11875 0.21875 -0.025 0.534375 -0.41875 0 0.15 0.06875 0.0546875 0.1125 -0.2140625
// EXPECT 6: -1.25 -0.125 1 -0.5 0.625 -1.25 0 -0.125 1 -0.5 0.625 -1.25 -0.875 0.25 1.375 -0.125 1 -0.875 0.375 0.25 1.375 -0.125 1 -0.875
// EXPECT 7: -1.375 -1.375 0.375 -0.75 -0.75 1 -0.125 -1.375 -1.375 0.375 -0.75 -0.75 1 -0.125 -1.25 -1.25 0.5 -0.625 -0.625 1.125 0 -1.25 -1.25 0.5 -0.625 -0.625 1.125 0 -1.125 -1.125 0.625 -0.5 -0.5 1.25 0.125 -1.125 -1.125 0.625 -0.5 -0.5 1.25 0.125 -1 -1 0.75 -0.375 -0.375 1.375 0.25 -1 -1 0.75 -0.375 -0.375 1.375 0.25 -0.875 -0.875 0.875 -0.25 -0.25 -1.375 0.375 -0.875 -0.875 0.875 -0.25 -0.25 -1.375 0.375 -0.75 -0.75 1 -0.125 -0.125 -1.25 0.5 -0.75 -0.75 1 -0.125 -0.125 -1.25 0.5
module {
  func.func @resize(%x: !torch.vtensor<[1,2,3,5],f32>, %g: !torch.vtensor<[1,3,4,2],f32>) -> (!torch.vtensor<[1,2,7,4],f32>, !torch.vtensor<[1,2,7,4],f32>, !torch.vtensor<[1,2,4,12],f32>, !torch.vtensor<[1,2,4,12],f32>, !torch.vtensor<[1,2,6,3],f32>, !torch.vtensor<[1,2,3,4],f32>, !torch.vtensor<[1,2,3,4],f32>, !torch.vtensor<[1,2,6,7],f32>) {
    %int7 = torch.constant.int 7
    %int4 = torch.constant.int 4
    %true = torch.constant.bool true
    %false = torch.constant.bool false
    %none = torch.constant.none
    %f15 = torch.constant.float 1.500000e+00
    %f25 = torch.constant.float 2.500000e+00
    %f2 = torch.constant.float 2.000000e+00
    %f06 = torch.constant.float 6.000000e-01
    %str = torch.constant.str "nearest"
    %sz = torch.prim.ListConstruct %int7, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
    %o0 = torch.aten.upsample_bilinear2d %x, %sz, %true, %none, %none : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[1,2,7,4],f32>
    %o1 = torch.aten.upsample_nearest2d.vec %x, %sz, %none : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.none -> !torch.vtensor<[1,2,7,4],f32>
    %sf = torch.prim.ListConstruct %f15, %f25 : (!torch.float, !torch.float) -> !torch.list<float>
    %o2 = torch.aten.upsample_bilinear2d.vec %x, %none, %false, %sf : !torch.vtensor<[1,2,3,5],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[1,2,4,12],f32>
    %o3 = torch.aten.upsample_nearest2d.vec %x, %none, %sf : !torch.vtensor<[1,2,3,5],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[1,2,4,12],f32>
    %sf2 = torch.prim.ListConstruct %f2, %f06 : (!torch.float, !torch.float) -> !torch.list<float>
    %o4 = torch.aten.__interpolate.size_list_scale_list %x, %none, %sf2, %str, %none, %none, %false : !torch.vtensor<[1,2,3,5],f32>, !torch.none, !torch.list<float>, !torch.str, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[1,2,6,3],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %o5 = torch.aten.grid_sampler %x, %g, %int0, %int0, %false : !torch.vtensor<[1,2,3,5],f32>, !torch.vtensor<[1,3,4,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[1,2,3,4],f32>
    %o6 = torch.aten.grid_sampler %x, %g, %int1, %int1, %true : !torch.vtensor<[1,2,3,5],f32>, !torch.vtensor<[1,3,4,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[1,2,3,4],f32>
    %int6 = torch.constant.int 6
    %sz67 = torch.prim.ListConstruct %int6, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
    %o7 = torch.aten.upsample_nearest2d %x, %sz67, %none, %none : !torch.vtensor<[1,2,3,5],f32>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[1,2,6,7],f32>
    return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7 : !torch.vtensor<[1,2,7,4],f32>, !torch.vtensor<[1,2,7,4],f32>, !torch.vtensor<[1,2,4,12],f32>, !torch.vtensor<[1,2,4,12],f32>, !torch.vtensor<[1,2,6,3],f32>, !torch.vtensor<[1,2,3,4],f32>, !torch.vtensor<[1,2,3,4],f32>, !torch.vtensor<[1,2,6,7],f32>
  }
}
