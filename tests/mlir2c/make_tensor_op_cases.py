#!/usr/bin/env python3
"""Writes tests/mlir2c/inputs/tensor_op_*.mlir: tensor-dialect data movement
(extract_slice with strides and rank reduction, insert_slice, insert,
extract, concat, pad, pack/unpack, casts and reshapes, index constants) on
odd shapes and several element types, with // INPUT values and // EXPECT
values computed here element by element from the MLIR op definitions
(plain Python index arithmetic, not npk's lowering). Rerun after changing
a case:
    python3 tests/mlir2c/make_tensor_op_cases.py"""
import itertools
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "inputs")


from make_tosa_op_cases import prod, unravel as index_of, vals  # noqa: E402  (shared case helpers)


def flat_of(idx, dims):
    f = 0
    for i, d in zip(idx, dims):
        f = f * d + i
    return f


def ttype(dims, elem):
    return "tensor<%s%s>" % ("".join("%dx" % d for d in dims), elem)


def fmt(v):
    return " ".join(("%d" % x) if isinstance(x, int) else repr(float(x)) for x in v)


def write(name, comment, inputs, expects, body):
    lines = ["// " + c for c in comment]
    lines.append("// Written by tests/mlir2c/make_tensor_op_cases.py (expected values: computed there).")
    for k, v in enumerate(inputs):
        lines.append("// INPUT %d: %s" % (k, fmt(v)))
    for k, v in enumerate(expects):
        lines.append("// EXPECT %d: %s" % (k, fmt(v)))
    with open(os.path.join(OUT, name + ".mlir"), "w") as f:
        f.write("\n".join(lines) + "\n" + body)


# ---- references, element by element ----

def extract_slice(x, dims, off, size, stride):
    out = []
    for idx in itertools.product(*[range(s) for s in size]):
        out.append(x[flat_of([o + i * st for o, i, st in zip(off, idx, stride)], dims)])
    return out


def insert_slice(src, dst, dims, off, size, stride=None):
    stride = stride or [1] * len(dims)
    out = list(dst)
    for k, idx in enumerate(itertools.product(*[range(s) for s in size])):
        out[flat_of([o + i * st for o, i, st in zip(off, idx, stride)], dims)] = src[k]
    return out


def pad(x, dims, lo, hi, value):
    od = [d + a + b for d, a, b in zip(dims, lo, hi)]
    out = []
    for f in range(prod(od)):
        idx = index_of(f, od)
        src = [i - a for i, a in zip(idx, lo)]
        out.append(x[flat_of(src, dims)] if all(0 <= s < d for s, d in zip(src, dims)) else value)
    return out, od


def concat(parts, axis):
    """parts: [(values, dims)] joined along axis."""
    od = list(parts[0][1])
    od[axis] = sum(p[1][axis] for p in parts)
    out = []
    for f in range(prod(od)):
        idx = index_of(f, od)
        i = idx[axis]
        for v, d in parts:
            if i < d[axis]:
                idx[axis] = i
                out.append(v[flat_of(idx, d)])
                break
            i -= d[axis]
    return out, od


def pack(x, dims, pos, tiles, perm, padv):
    """linalg.pack: dest[outer (in outer_dims_perm order)..., tiles (in inner_dims_pos order)...]
    = source[outer_d * tile_d + inner_d], padv beyond the source."""
    r = len(dims)
    tile_of = dict(zip(pos, tiles))
    outer = [-(-d // tile_of[k]) if k in tile_of else d for k, d in enumerate(dims)]
    od = [outer[perm[k]] for k in range(r)] + list(tiles)
    out = []
    for f in range(prod(od)):
        R = index_of(f, od)
        o = [0] * r
        for k in range(r):
            o[perm[k]] = R[k]
        src = [o[d] * tile_of[d] + R[r + pos.index(d)] if d in tile_of else o[d] for d in range(r)]
        out.append(x[flat_of(src, dims)] if all(s < d for s, d in zip(src, dims)) else padv)
    return out, od


def unpack(x, xdims, out_dims, pos, tiles, perm):
    r = len(out_dims)
    tile_of = dict(zip(pos, tiles))
    out = []
    for f in range(prod(out_dims)):
        idx = index_of(f, out_dims)
        R = [0] * len(xdims)
        for k in range(r):
            d = perm[k]
            R[k] = idx[d] // tile_of[d] if d in tile_of else idx[d]
        for j, d in enumerate(pos):
            R[r + j] = idx[d] % tile_of[d]
        out.append(x[flat_of(R, xdims)])
    return out


def case_slices():
    # f32 5x7x3: offsets 1,2,0 sizes 3,2,3 strides 1,3,1 (a stride that runs past the end
    # if read as size * stride); i32 4x5, a rank-reducing row with its offset an index value.
    d0, d1 = [5, 7, 3], [4, 5]
    x0, x1 = vals(prod(d0), 11), vals(prod(d1), 12, ints=True)
    e0 = extract_slice(x0, d0, [1, 2, 0], [3, 2, 3], [1, 3, 1])
    e1 = extract_slice(x1, d1, [2, 1], [1, 4], [1, 1])
    e2 = extract_slice(x1, d1, [0, 0], [2, 3], [3, 2])
    body = """module {
  func.func @main(%%a: %s, %%b: %s) -> (tensor<3x2x3xf32>, tensor<4xi32>, tensor<2x3xi32>) {
    %%c1 = arith.constant 1 : index
    %%c2 = arith.constant 2 : index
    %%r0 = tensor.extract_slice %%a[1, %%c2, 0] [3, 2, 3] [1, 3, 1] : %s to tensor<3x2x3xf32>
    %%r1 = tensor.extract_slice %%b[%%c2, %%c1] [1, 4] [1, 1] : %s to tensor<4xi32>
    %%r2 = "tensor.extract_slice"(%%b) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 3>, static_strides = array<i64: 3, 2>}> : (%s) -> tensor<2x3xi32>
    return %%r0, %%r1, %%r2 : tensor<3x2x3xf32>, tensor<4xi32>, tensor<2x3xi32>
  }
}
""" % (ttype(d0, "f32"), ttype(d1, "i32"), ttype(d0, "f32"), ttype(d1, "i32"), ttype(d1, "i32"))
    write("tensor_op_slices", ["tensor.extract_slice: strides, rank reduction, index-constant offsets, generic form."],
          [x0, x1], [e0, e1, e2], body)


def case_insert():
    # i16 6x5 with a 3x3 block at (2, 1); f32 3x4 with a rank-reduced row at (1, 0);
    # tensor.insert of a constant into an i32 vector at an index from index_cast.
    dd, ds = [6, 5], [3, 3]
    dst, src = vals(prod(dd), 21, ints=True), vals(prod(ds), 22, ints=True)
    f_dst, f_src = vals(12, 23), vals(4, 24)
    v = vals(7, 25, ints=True)
    e0 = insert_slice(src, dst, dd, [2, 1], ds)
    e1 = insert_slice(f_src, f_dst, [3, 4], [1, 0], [1, 4])
    e2 = list(v)
    e2[5] = 42
    g_dst, g_src = vals(7 * 8, 26), vals(3 * 3, 27)
    e3 = insert_slice(g_src, g_dst, [7, 8], [1, 0], [3, 3], [2, 3])
    body = """module {
  func.func @main(%%d: %s, %%s: %s, %%fd: tensor<3x4xf32>, %%fs: tensor<4xf32>, %%v: tensor<7xi32>, %%gd: tensor<7x8xf32>, %%gs: tensor<3x3xf32>) -> (%s, tensor<3x4xf32>, tensor<7xi32>, tensor<7x8xf32>) {
    %%r0 = tensor.insert_slice %%s into %%d[2, 1] [3, 3] [1, 1] : %s into %s
    %%r1 = tensor.insert_slice %%fs into %%fd[1, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<3x4xf32>
    %%x = arith.constant 42 : i32
    %%five = arith.constant 5 : i64
    %%i = arith.index_cast %%five : i64 to index
    %%r2 = tensor.insert %%x into %%v[%%i] : tensor<7xi32>
    %%r3 = tensor.insert_slice %%gs into %%gd[1, 0] [3, 3] [2, 3] : tensor<3x3xf32> into tensor<7x8xf32>
    return %%r0, %%r1, %%r2, %%r3 : %s, tensor<3x4xf32>, tensor<7xi32>, tensor<7x8xf32>
  }
}
""" % (ttype(dd, "i16"), ttype(ds, "i16"), ttype(dd, "i16"), ttype(ds, "i16"), ttype(dd, "i16"), ttype(dd, "i16"))
    write("tensor_op_insert", ["tensor.insert_slice (i16 block, rank-reduced f32 row, strides 2 and 3) and tensor.insert at an",
                               "index_cast index."],
          [dst, src, f_dst, f_src, v, g_dst, g_src], [e0, e1, e2, e3], body)


def case_concat_pad():
    # tensor.concat of 6 i8 operands (the most an op takes) along dim 1; tensor.pad of
    # an i32 tensor with -7 and of an f32 one with 2.5; tensor.extract of a constant.
    dims = [[2, k + 1] for k in range(6)]
    xs = [vals(prod(d), 30 + k, ints=True) for k, d in enumerate(dims)]
    e0, od = concat(list(zip(xs, dims)), 1)
    pi = vals(6, 40, ints=True)
    pf = vals(5, 41)
    e1, od1 = pad(pi, [2, 3], [1, 0], [0, 2], -7)
    e2, od2 = pad(pf, [5], [2], [1], 2.5)
    args = ", ".join("%%x%d: %s" % (k, ttype(d, "i8")) for k, d in enumerate(dims))
    names = ", ".join("%%x%d" % k for k in range(6))
    types = ", ".join(ttype(d, "i8") for d in dims)
    body = """module {
  func.func @main(%s, %%p: tensor<2x3xi32>, %%q: tensor<5xf32>) -> (%s, %s, %s) {
    %%r0 = tensor.concat dim(1) %s : (%s) -> %s
    %%m7 = arith.constant -7 : i32
    %%r1 = tensor.pad %%p low[1, 0] high[0, 2] {
    ^bb0(%%i: index, %%j: index):
      tensor.yield %%m7 : i32
    } : tensor<2x3xi32> to %s
    %%table = arith.constant dense<[1.0, 2.5, 4.0]> : tensor<3xf32>
    %%c1 = arith.constant 1 : index
    %%v = tensor.extract %%table[%%c1] : tensor<3xf32>
    %%r2 = tensor.pad %%q low[2] high[1] {
    ^bb0(%%i: index):
      tensor.yield %%v : f32
    } : tensor<5xf32> to %s
    return %%r0, %%r1, %%r2 : %s, %s, %s
  }
}
""" % (args, ttype(od, "i8"), ttype(od1, "i32"), ttype(od2, "f32"), names, types, ttype(od, "i8"),
       ttype(od1, "i32"), ttype(od2, "f32"), ttype(od, "i8"), ttype(od1, "i32"), ttype(od2, "f32"))
    write("tensor_op_concat_pad", ["tensor.concat of 6 i8 tensors; tensor.pad of i32 (-7) and f32 (a value from tensor.extract)."],
          xs + [pi, pf], [e0, e1, e2], body)


def case_pack():
    # linalg.pack of a 5x7 f32 with tiles 2x3 (padding 0.5), outer dims swapped and tiles
    # in reversed order; tensor.unpack of an i32 3x2x4x2 to 6x7 (slicing off the padding).
    d = [5, 7]
    x = vals(prod(d), 50)
    e0, od = pack(x, d, [1, 0], [3, 2], [1, 0], 0.5)
    xd = [2, 3, 4, 2]          # outer dims in outer_dims_perm order (7/4 -> 2, 6/2 -> 3), then the tiles
    y = vals(prod(xd), 51, ints=True)
    e1 = unpack(y, xd, [6, 7], [1, 0], [4, 2], [1, 0])
    body = """module {
  func.func @main(%%x: tensor<5x7xf32>, %%y: %s) -> (%s, tensor<6x7xi32>) {
    %%pad = arith.constant 0.5 : f32
    %%e = tensor.empty() : %s
    %%r0 = linalg.pack %%x padding_value(%%pad : f32) outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [3, 2] into %%e : tensor<5x7xf32> -> %s
    %%u = tensor.empty() : tensor<6x7xi32>
    %%r1 = linalg.unpack %%y outer_dims_perm = [1, 0] inner_dims_pos = [1, 0] inner_tiles = [4, 2] into %%u : %s -> tensor<6x7xi32>
    return %%r0, %%r1 : %s, tensor<6x7xi32>
  }
}
""" % (ttype(xd, "i32"), ttype(od, "f32"), ttype(od, "f32"), ttype(od, "f32"), ttype(xd, "i32"), ttype(od, "f32"))
    write("tensor_op_pack", ["linalg.pack with padding, outer_dims_perm and permuted tiles; linalg.unpack dropping the padding."],
          [x, y], [e0, e1], body)
    # the LLVM 19 spelling (tensor.pack / tensor.unpack), same values
    write("tensor_op_pack_old", ["tensor.pack / tensor.unpack (LLVM 19 names of linalg.pack / unpack), as tensor_op_pack."],
          [x, y], [e0, e1], body.replace("linalg.pack", "tensor.pack").replace("linalg.unpack", "tensor.unpack"))


def case_types():
    # Element types through the reshape-like ops and constants: i64 collapse/expand/cast,
    # i1 through tensor.cast, a bf16 reshape, linalg.fill/copy of i64, tensor.empty of i8,
    # from_elements of i32 and tensor.dim as an extract_slice size.
    a = vals(6, 60, ints=True)
    b = [1, 0, 0, 1]
    c = vals(6, 61)
    body = """module {
  func.func @main(%a: tensor<2x3xi64>, %b: tensor<4xi1>, %c: tensor<6xbf16>) -> (tensor<3x2xi64>, tensor<2x2xi1>, tensor<3x2xbf16>, tensor<2x3xi64>, tensor<3xi32>, tensor<2xi64>, tensor<3xui32>) {
    %f = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xi64> into tensor<6xi64>
    %r0 = tensor.expand_shape %f [[0, 1]] output_shape [3, 2] : tensor<6xi64> into tensor<3x2xi64>
    %bc = tensor.cast %b : tensor<4xi1> to tensor<?xi1>
    %bs = tensor.cast %bc : tensor<?xi1> to tensor<4xi1>
    %r1 = tensor.expand_shape %bs [[0, 1]] output_shape [2, 2] : tensor<4xi1> into tensor<2x2xi1>
    %r2 = tensor.expand_shape %c [[0, 1]] output_shape [3, 2] : tensor<6xbf16> into tensor<3x2xbf16>
    %e = tensor.empty() : tensor<2x3xi64>
    %nine = arith.constant 9 : i64
    %fill = linalg.fill ins(%nine : i64) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
    %r3 = linalg.copy ins(%fill : tensor<2x3xi64>) outs(%e : tensor<2x3xi64>) -> tensor<2x3xi64>
    %i0 = arith.constant 7 : i32
    %i1 = arith.constant -3 : i32
    %r4 = tensor.from_elements %i0, %i1, %i0 : tensor<3xi32>
    %c1 = arith.constant 0 : index
    %n = tensor.dim %a, %c1 : tensor<2x3xi64>
    %s5 = tensor.extract_slice %a[0, 1] [%n, 1] [1, 1] : tensor<2x3xi64> to tensor<?xi64>
    %r5 = tensor.cast %s5 : tensor<?xi64> to tensor<2xi64>
    %r6 = tensor.bitcast %r4 : tensor<3xi32> to tensor<3xui32>
    return %r0, %r1, %r2, %r3, %r4, %r5, %r6 : tensor<3x2xi64>, tensor<2x2xi1>, tensor<3x2xbf16>, tensor<2x3xi64>, tensor<3xi32>, tensor<2xi64>, tensor<3xui32>
  }
}
"""
    write("tensor_op_types", ["Element types through collapse/expand_shape, cast, fill, copy, from_elements, bitcast (i32 to ui32);",
                              "tensor.dim as a size."],
          [a, b, c], [a, b, c, [9] * 6, [7, -3, 7], [a[1], a[4]], [7, -3, 7]], body)


def case_dynamic_sizes():
    # tensor.empty(%h) with %h = tensor.dim of a static dim, filled with 7 (i32), and an
    # index-constant-sized extract_slice of the input written into it at row 1.
    d = [3, 5]
    x = vals(prod(d), 70, ints=True)
    base = [7] * (4 * 5)
    rows = extract_slice(x, d, [0, 0], [2, 5], [1, 1])
    e0 = insert_slice(rows, base, [4, 5], [1, 0], [2, 5])
    body = """module {
  func.func @main(%x: tensor<3x5xi32>) -> tensor<4x5xi32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %d = tensor.dim %x, %c0 : tensor<3x5xi32>
    %h = arith.constant 4 : index
    %e = tensor.empty(%h) : tensor<?x5xi32>
    %seven = arith.constant 7 : i32
    %f = linalg.fill ins(%seven : i32) outs(%e : tensor<?x5xi32>) -> tensor<?x5xi32>
    %s = tensor.extract_slice %x[0, 0] [%c2, 5] [%c1, 1] : tensor<3x5xi32> to tensor<?x5xi32>
    %r = tensor.insert_slice %s into %f[%c1, 0] [%c2, 5] [1, 1] : tensor<?x5xi32> into tensor<?x5xi32>
    %out = tensor.cast %r : tensor<?x5xi32> to tensor<4x5xi32>
    return %out : tensor<4x5xi32>
  }
}
"""
    write("tensor_op_dynamic_sizes", ["Sizes from index values: tensor.empty(%h), extract_slice/insert_slice with index-constant sizes."],
          [x], [e0], body)


def case_tosa_int_movement():
    # TOSA data movement on integers: concat (i16), slice (i8), tile (i32), reverse (i16),
    # gather (i32 values, i32 indices).
    a, b = vals(2 * 3, 80, ints=True), vals(2 * 2, 81, ints=True)
    e0, _ = concat([(a, [2, 3]), (b, [2, 2])], 1)
    c = vals(3 * 4, 82, ints=True)
    e1 = extract_slice(c, [3, 4], [1, 1], [2, 3], [1, 1])
    t = vals(2 * 3, 83, ints=True, lo=-100000, hi=100000)
    e2 = [t[flat_of([i % 2, j % 3], [2, 3])] for i in range(4) for j in range(6)]
    e3 = [a[flat_of([i, 2 - j], [2, 3])] for i in range(2) for j in range(3)]
    v = vals(2 * 4 * 3, 84, ints=True, lo=-100000, hi=100000)
    idx = [3, 0, 3, 1, 2, 2]   # [2, 3]: rows of values[n]
    e4 = [v[flat_of([n, idx[n * 3 + w], ch], [2, 4, 3])] for n in range(2) for w in range(3) for ch in range(3)]
    body = """module {
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
"""
    write("tensor_op_tosa_int", ["TOSA data movement of integer tensors: concat, slice, tile, reverse, gather."],
          [a, b, c, t, v], [e0, e1, e2, e3, e4], body)


def case_index_arith():
    # Index arithmetic folded on constants (signed division rounding of arith: divsi toward 0,
    # ceildivsi up, floordivsi down), and IREE's flow.tensor.dynamic_constant feeding a pack
    # whose sizes come from tensor.dim and ceildivui.
    m7, two = -7, 2
    want = [m7 + two, m7 - two, m7 * two, -3, -3, -4, -1, m7, two, 5]   # ceildivui(9, 2) = 5
    want_u = [9 // 2, 9 % 2, 2, 9, 9]   # divui, remui, minui, maxui, index_castui of 9 and 2
    x = list(range(12))
    e1, od = pack(x, [3, 4], [0, 1], [2, 2], [0, 1], 0)
    body = """module {
  func.func @main() -> (tensor<10xi64>, tensor<2x2x2x2xi32>, tensor<5xi64>) {
    %a = arith.constant -7 : index
    %b = arith.constant 2 : index
    %c = arith.constant 9 : index
    %v0 = arith.addi %a, %b : index
    %v1 = arith.subi %a, %b : index
    %v2 = arith.muli %a, %b : index
    %v3 = arith.divsi %a, %b : index
    %v4 = arith.ceildivsi %a, %b : index
    %v5 = arith.floordivsi %a, %b : index
    %v6 = arith.remsi %a, %b : index
    %v7 = arith.minsi %a, %b : index
    %v8 = arith.maxsi %a, %b : index
    %v9 = arith.ceildivui %c, %b : index
    %i0 = arith.index_cast %v0 : index to i64
    %i1 = arith.index_cast %v1 : index to i64
    %i2 = arith.index_cast %v2 : index to i64
    %i3 = arith.index_cast %v3 : index to i64
    %i4 = arith.index_cast %v4 : index to i64
    %i5 = arith.index_cast %v5 : index to i64
    %i6 = arith.index_cast %v6 : index to i64
    %i7 = arith.index_cast %v7 : index to i64
    %i8 = arith.index_cast %v8 : index to i64
    %i9 = arith.index_cast %v9 : index to i64
    %h0 = tensor.from_elements %i0, %i1, %i2, %i3, %i4 : tensor<5xi64>
    %h1 = tensor.from_elements %i5, %i6, %i7, %i8, %i9 : tensor<5xi64>
    %r0 = tensor.concat dim(0) %h0, %h1 : (tensor<5xi64>, tensor<5xi64>) -> tensor<10xi64>
    %x = flow.tensor.dynamic_constant dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]> : tensor<3x4xi32> -> tensor<?x?xi32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %d0 = tensor.dim %x, %c0 : tensor<?x?xi32>
    %d1 = tensor.dim %x, %c1 : tensor<?x?xi32>
    %o0 = arith.ceildivui %d0, %b : index
    %o1 = arith.ceildivui %d1, %b : index
    %e = tensor.empty(%o0, %o1) : tensor<?x?x2x2xi32>
    %zero = arith.constant 0 : i32
    %p = linalg.pack %x padding_value(%zero : i32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<?x?xi32> -> tensor<?x?x2x2xi32>
    %r1 = tensor.cast %p : tensor<?x?x2x2xi32> to tensor<2x2x2x2xi32>
    %u0 = arith.divui %c, %b : index
    %u1 = arith.remui %c, %b : index
    %u2 = arith.minui %c, %b : index
    %u3 = arith.maxui %c, %b : index
    %j0 = arith.index_castui %u0 : index to i64
    %j1 = arith.index_castui %u1 : index to i64
    %j2 = arith.index_castui %u2 : index to i64
    %j3 = arith.index_castui %u3 : index to i64
    %j4 = arith.index_castui %c : index to i64
    %r2 = tensor.from_elements %j0, %j1, %j2, %j3, %j4 : tensor<5xi64>
    return %r0, %r1, %r2 : tensor<10xi64>, tensor<2x2x2x2xi32>, tensor<5xi64>
  }
}
"""
    write("tensor_op_index_arith", ["Index arithmetic on constants (signed and unsigned); flow.tensor.dynamic_constant, tensor.dim and ceildivui sizing a pack."],
          [], [want, e1, want_u], body)


def case_region_captures():
    # IREE's e2e pack tests: a private function's linalg.generic reads the function's index
    # arguments (constants at the call) and an i32 / i8 constant from outside its region;
    # flow.tensor.tie_shape and tensor.cast to a static shape; pack with padding 42 on 5x7
    # and a linalg.transpose of the i32 source.
    h, w = 5, 7
    src = [i * w + j + 100 - 3 for i in range(h) for j in range(w)]
    e0, od = pack(src, [h, w], [0, 1], [2, 4], [1, 0], 42)
    e1 = [src[i * w + j] for j in range(w) for i in range(h)]
    body = """module {
  func.func private @source(%%height : index, %%width : index) -> tensor<?x?xi32> {
    %%init = tensor.empty(%%height, %%width) : tensor<?x?xi32>
    %%k = arith.constant 100 : i32
    %%k8 = arith.constant -3 : i8
    %%g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
        outs(%%init : tensor<?x?xi32>) {
      ^bb0(%%b0 : i32):
        %%i = linalg.index 0 : index
        %%j = linalg.index 1 : index
        %%s = arith.muli %%i, %%width : index
        %%l = arith.addi %%j, %%s : index
        %%l32 = arith.index_cast %%l : index to i32
        %%m = arith.addi %%l32, %%k : i32
        %%k32 = arith.extsi %%k8 : i8 to i32
        %%v = arith.addi %%m, %%k32 : i32
        linalg.yield %%v : i32
    } -> tensor<?x?xi32>
    %%t = flow.tensor.tie_shape %%g : tensor<?x?xi32>{%%height, %%width}
    return %%t : tensor<?x?xi32>
  }
  func.func @main() -> (%s, tensor<7x5xi32>) {
    %%height = arith.constant 5 : index
    %%width = arith.constant 7 : index
    %%0 = call @source(%%height, %%width) : (index, index) -> tensor<?x?xi32>
    %%x = tensor.cast %%0 : tensor<?x?xi32> to tensor<5x7xi32>
    %%pv = arith.constant 42 : i32
    %%e = tensor.empty() : %s
    %%r0 = linalg.pack %%x padding_value(%%pv : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %%e : tensor<5x7xi32> -> %s
    %%et = tensor.empty() : tensor<7x5xi32>
    %%r1 = linalg.transpose ins(%%x : tensor<5x7xi32>) outs(%%et : tensor<7x5xi32>) permutation = [1, 0]
    return %%r0, %%r1 : %s, tensor<7x5xi32>
  }
}
""" % ((ttype(od, "i32"),) * 4)
    write("tensor_op_region_captures", ["A region reading index arguments of an inlined function and i32/i8 constants from outside it; tie_shape, cast, pack with padding, i32 transpose."],
          [], [e0, e1], body)


if __name__ == "__main__":
    case_region_captures()
    case_index_arith()
    case_dynamic_sizes()
    case_tosa_int_movement()
    case_slices()
    case_insert()
    case_concat_pad()
    case_pack()
    case_types()
