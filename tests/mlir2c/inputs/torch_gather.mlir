// torch dialect: gather (dim 1 and dim 0 with a smaller index, bool values),
// index.Tensor_hacked_twin (one index tensor with a negative index; two index
// tensors), div.Tensor declared si32 (truncates toward zero), Int.Tensor of a ui8
// (zero-extended); index.Tensor, remainder.Tensor (Python's sign of the divisor),
// lerp.Scalar, arange (end; start, end as f32), empty.memory_format then fill.Scalar.
// index_put (a negative index, two index tensors, accumulate with a repeated index).
// Expected values: hand-computed from PyTorch's semantics.
// INPUT 0: 1 2 3 4 5 6
// INPUT 1: 2 0 1 1
// INPUT 2: 1 0 1
// INPUT 3: -1 0
// INPUT 4: 1 0
// INPUT 5: -1 1
// INPUT 6: 1 0 0 1
// INPUT 7: 0 1 1 0
// INPUT 8: 7 -7 6 -1
// INPUT 9: 2 2 -4 3
// INPUT 10: -56
// INPUT 11: 5.5 -5.5 5.5 -5.5
// INPUT 12: 2 2 -2 -2
// INPUT 13: 0 4
// INPUT 14: 4 0
// INPUT 15: 10 20 30 40 50 60
// INPUT 16: 1 1
// INPUT 17: 1 1 1 2 2 2
// INPUT 18: 100 200
// EXPECT 0: 3 1 5 5
// EXPECT 1: 4 2 6
// EXPECT 2: 4 5 6 1 2 3
// EXPECT 3: 6 2
// EXPECT 4: 1 0 1 0
// EXPECT 5: 3 -3 -1 0
// EXPECT 6: 200
// EXPECT 7: 4 5 6 1 2 3
// EXPECT 8: 1.5 0.5 -0.5 -1.5
// EXPECT 9: 1 3
// EXPECT 10: 0 1 2
// EXPECT 11: 2 3 4
// EXPECT 12: 7 7
// EXPECT 13: 40 50 60 10 20 30
// EXPECT 14: 1 2 3 7 8 9
// EXPECT 15: 1 200 3 4 5 100
func.func @f(%x: !torch.vtensor<[2,3],f32>, %i: !torch.vtensor<[2,2],si64>, %j: !torch.vtensor<[1,3],si64>, %r: !torch.vtensor<[2],si64>, %r0: !torch.vtensor<[2],si64>, %r1: !torch.vtensor<[2],si64>, %b: !torch.vtensor<[2,2],i1>, %bi: !torch.vtensor<[2,2],si64>, %p: !torch.vtensor<[4],si32>, %q: !torch.vtensor<[4],si32>, %u: !torch.vtensor<[],ui8>, %fa: !torch.vtensor<[4],f32>, %fb: !torch.vtensor<[4],f32>, %la: !torch.vtensor<[2],f32>, %lb: !torch.vtensor<[2],f32>, %pv: !torch.vtensor<[2,3],f32>, %rr: !torch.vtensor<[2],si64>, %pa: !torch.vtensor<[2,3],f32>, %pv2: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2,2],i1>, !torch.vtensor<[4],si32>, !torch.int, !torch.vtensor<[2,3],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.gather %x, %int1, %i, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[2,2],si64>, !torch.bool -> !torch.vtensor<[2,2],f32>
  %1 = torch.aten.gather %x, %int0, %j, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.vtensor<[1,3],si64>, !torch.bool -> !torch.vtensor<[1,3],f32>
  %l1 = torch.prim.ListConstruct %r : (!torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %2 = torch.aten.index.Tensor_hacked_twin %x, %l1 : !torch.vtensor<[2,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,3],f32>
  %l2 = torch.prim.ListConstruct %r0, %r1 : (!torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %3 = torch.aten.index.Tensor_hacked_twin %x, %l2 : !torch.vtensor<[2,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[2],f32>
  %4 = torch.aten.gather %b, %int-1, %bi, %false : !torch.vtensor<[2,2],i1>, !torch.int, !torch.vtensor<[2,2],si64>, !torch.bool -> !torch.vtensor<[2,2],i1>
  %5 = torch.aten.div.Tensor %p, %q : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si32>
  %6 = torch.aten.Int.Tensor %u : !torch.vtensor<[],ui8> -> !torch.int
  %7 = torch.aten.index.Tensor %x, %l1 : !torch.vtensor<[2,3],f32>, !torch.list<vtensor> -> !torch.vtensor<[2,3],f32>
  %8 = torch.aten.remainder.Tensor %fa, %fb : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  %float0.25 = torch.constant.float 2.500000e-01
  %9 = torch.aten.lerp.Scalar %la, %lb, %float0.25 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float -> !torch.vtensor<[2],f32>
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %int7 = torch.constant.int 7
  %10 = torch.aten.arange %int3, %none, %none, %none, %none : !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],si64>
  %11 = torch.aten.arange.start %int2, %int5, %none, %none, %none, %none : !torch.int, !torch.int, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3],f32>
  %sz = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %e = torch.aten.empty.memory_format %sz, %none, %none, %none, %none, %none : !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2],si64>
  %12 = torch.aten.fill.Scalar %e, %int7 : !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[2],si64>
  %true = torch.constant.bool true
  %13 = torch.aten.index_put.hacked_twin %x, %l1, %pv, %false : !torch.vtensor<[2,3],f32>, !torch.list<vtensor>, !torch.vtensor<[2,3],f32>, !torch.bool -> !torch.vtensor<[2,3],f32>
  %l3 = torch.prim.ListConstruct %rr : (!torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %14 = torch.aten.index_put %x, %l3, %pa, %true : !torch.vtensor<[2,3],f32>, !torch.list<vtensor>, !torch.vtensor<[2,3],f32>, !torch.bool -> !torch.vtensor<[2,3],f32>
  %15 = torch.aten.index_put.hacked_twin %x, %l2, %pv2, %false : !torch.vtensor<[2,3],f32>, !torch.list<vtensor>, !torch.vtensor<[2],f32>, !torch.bool -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : !torch.vtensor<[2,2],f32>, !torch.vtensor<[1,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2,2],i1>, !torch.vtensor<[4],si32>, !torch.int, !torch.vtensor<[2,3],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}
