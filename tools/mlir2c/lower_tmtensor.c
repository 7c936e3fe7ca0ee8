/* lower_tmtensor.c - torch-mlir's TMTensor ops (custom syntax in parser.c,
 * tensor or memref forms):
 *   tm_tensor.scatter {dimension_map} ins(updates [N, slice..], indices [N, D])
 *     outs(original): for n = 0..N-1 in order, every element of update slice n
 *     combines (the region: (update, current) -> new) with the original element
 *     at indices[n, i] on dim dimension_map[i] plus the slice coordinate (the
 *     slice covers original's last dims). Run as N steps of gather, the region
 *     as a loop program, scatter: exact for repeated indices too. An index
 *     outside the original skips that element (TMTensor leaves it undefined).
 *   tm_tensor.scan: an additive region as a cumulative sum (lower_scan). */
#include "lower.h"
#include "lower_torch.h"
#include "literals.h"
#include <stdlib.h>
#include <string.h>

#define SRC (L->src)
#define TM_MAX_UPDATES 256   /* each update is a few ops: more is refused */

static m2c_value *tcp_op(m2c_lowerer *L, int opcode, int n, m2c_value *const *in, m2c_op **op)
{
    *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(*op, opcode);
    return NULL;
}

static m2c_value *row_of(m2c_lowerer *L, m2c_value *x, int64_t n)
{
    m2c_op *op;
    int d;
    tcp_op(L, NPK_OP_SLICE, 1, &x, &op);
    for (d = 0; d < x->shape.rank; d++) {
        NPK_SLICE_START(op)[d] = d == 0 ? (int32_t)n : 0;
        NPK_SLICE_SIZE(op)[d] = (int32_t)(d == 0 ? 1 : x->shape.dims[d]);
    }
    return lw_done(L, op, NULL, 0);
}

/* A [1, S] constant of element type elem. */
static m2c_value *row_const(m2c_lowerer *L, int elem, int64_t S, const double *vals)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t;
    int64_t i;
    int w = m2c_elem_bytes(elem);
    char name[160];
    memset(&t, 0, sizeof t);
    t.rank = 2;
    t.dims[0] = 1;
    t.dims[1] = S;
    t.elem = elem;
    cb->count = (uint64_t)S;
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)S * sizeof(float) + 4);
    if (elem != M2C_F32) cb->raw = m2c_alloc((size_t)S * (size_t)w + 1);
    for (i = 0; i < S; i++) {
        cb->data[i] = m2c_to_f32(vals[i]);
        if (cb->raw) m2c_store_elem((unsigned char *)cb->raw + i * w, elem, vals[i], (int64_t)vals[i]);
    }
    snprintf(name, sizeof name, "%s.k%d", SRC->out->name, ++L->tmp);
    return m2c_new_const(name, SRC->loc, &t, cb);
}

/* dimension_map: D distinct dims of the original (rank r). */
static void dimension_map(m2c_lowerer *L, int D, int r, int *map)
{
    m2c_attr *a = lw_attr(L, "dimension_map");
    int i, j;
    if (!a) m2c_error_at(SRC->loc, "tm_tensor.scatter needs a dimension_map");
    if (a->kind != M2C_ATTR_ARRAY || !a->all_int || a->n != D)
        m2c_error_at(a->vloc, "tm_tensor.scatter: dimension_map must list %d dims (the index depth)", D);
    for (i = 0; i < D; i++) {
        if (a->ints[i] < 0 || a->ints[i] >= r) m2c_error_at(a->vloc, "tm_tensor.scatter: dimension_map names dim %lld of a rank %d original", (long long)a->ints[i], r);
        map[i] = (int)a->ints[i];
        for (j = 0; j < i; j++)
            if (map[j] == map[i]) m2c_error_at(a->vloc, "tm_tensor.scatter: dimension_map names dim %d twice", map[i]);
    }
}

/* The flat offset into the original of every (update n, slice element s):
 * i32 [N, S], -1 where a coordinate falls outside the original. */
static m2c_value *scatter_offsets(m2c_lowerer *L, m2c_value *idx, const m2c_type *ot, const m2c_type *ut, const int *map, int D)
{
    int r = ot->rank, sr = ut->rank - 1, d, i, j;
    int64_t stride[NPK_MAX_RANK], S = 1, s, N = ut->dims[0], total = 1;
    double *base, *coord;
    m2c_value *flat, *valid = NULL, *i64 = tw_to(L, idx, M2C_I64);
    for (d = r - 1; d >= 0; d--) { stride[d] = total; total *= ot->dims[d]; }
    if (total >= ((int64_t)1 << 31)) m2c_error_at(SRC->loc, "tm_tensor.scatter: the original has too many elements");
    for (j = 0; j < sr; j++) S *= ut->dims[1 + j];
    base = (double *)m2c_alloc((size_t)S * sizeof *base);
    coord = (double *)m2c_alloc((size_t)S * sizeof *coord);
    for (s = 0; s < S; s++) {   /* the slice element's own offset */
        int64_t rest = s, b = 0;
        for (j = sr - 1; j >= 0; j--) {
            b += rest % ut->dims[1 + j] * stride[r - sr + j];
            rest /= ut->dims[1 + j];
        }
        base[s] = (double)b;
    }
    flat = row_const(L, M2C_I32, S, base);
    for (i = 0; i < D; i++) {
        int64_t cols[2] = { N, 1 };
        m2c_value *col, *c, *ok;
        m2c_op *op;
        int k = map[i] - (r - sr);   /* the slice dim on this original dim, if any */
        for (s = 0; s < S; s++) {
            int64_t rest = s, c0 = 0;
            for (j = sr - 1; j >= 0; j--) {
                if (j == k) c0 = rest % ut->dims[1 + j];
                rest /= ut->dims[1 + j];
            }
            coord[s] = (double)c0;
        }
        tcp_op(L, NPK_OP_SLICE, 1, &i64, &op);
        NPK_SLICE_START(op)[0] = 0; NPK_SLICE_START(op)[1] = i;
        NPK_SLICE_SIZE(op)[0] = (int32_t)N; NPK_SLICE_SIZE(op)[1] = 1;
        col = tw_reshape_dims(L, lw_done(L, op, NULL, 0), 2, cols);
        c = tw_bin(L, NPK_BIN_ADD, col, row_const(L, M2C_I64, S, coord));   /* [N, S] */
        ok = tw_logical(L, NPK_LOGIC_AND, tw_cmp(L, NPK_CMP_GREATER_EQUAL, c, tw_splat(L, 0, M2C_I64, 2)),
                        tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, (double)ot->dims[map[i]], M2C_I64, 2), c));
        valid = valid ? tw_logical(L, NPK_LOGIC_AND, valid, ok) : ok;
        /* the index (clamped where invalid, to stay in i32) times the dim's stride */
        c = tw_select(L, ok, col, tw_splat(L, 0, M2C_I64, 2));
        flat = tw_bin(L, NPK_BIN_ADD, flat, tw_bin(L, NPK_BIN_MUL, tw_to(L, c, M2C_I32), tw_splat(L, (double)stride[map[i]], M2C_I32, 2)));
    }
    m2c_free(base);
    m2c_free(coord);
    if (valid) flat = tw_select(L, valid, flat, tw_splat(L, -1, M2C_I32, 2));
    return flat;
}

/* update (a, b) -> region(a, b) elementwise over [S] (the region as a loop program) */
static m2c_value *combine(m2c_lowerer *L, m2c_value *u, m2c_value *cur)
{
    m2c_amap maps[3];
    m2c_value *in[3];
    int red = 0, k;
    memset(maps, 0, sizeof maps);
    for (k = 0; k < 3; k++) {
        maps[k].n_dims = 1;
        maps[k].n_res = 1;
        maps[k].res[0] = 0;
        maps[k].coef[0][0] = 1;
    }
    in[0] = u;
    in[1] = cur;
    in[2] = m2c_zero_const(L, &cur->shape);
    return tw_loop(L, 2, in, maps, 1, &red, SRC->body);
}

static void lower_scatter(m2c_lowerer *L)
{
    m2c_value *upd, *idx, *orig, *cur, *offs, *in[3];
    const m2c_body *b = SRC->body;
    int r, D, map[NPK_MAX_RANK], k, e;
    int64_t N, S = 1, total, s3[3], s2[2], s1[1], n;
    m2c_op *op;
    if (SRC->n_ins != 2 || SRC->n_in != 3) m2c_error_at(SRC->loc, "tm_tensor.scatter takes ins(updates, indices) and outs(original)");
    for (k = 0; k < 3; k++) lw_need_tensor(L, k);
    upd = SRC->in[0];
    idx = SRC->in[1];
    orig = SRC->in[2];
    e = orig->shape.elem;
    r = orig->shape.rank;
    if (!b || b->n_yields != 1) m2c_error_at(SRC->loc, "tm_tensor.scatter needs a region yielding one value");
    for (k = 0; k < b->n_vals; k++)
        if (b->vals[k].kind == M2C_S_ARG && b->vals[k].arg > 1)
            m2c_error_at(SRC->loc, "tm_tensor.scatter: the region takes two arguments (update, original)");
    if (idx->shape.rank != 2 || idx->shape.elem == M2C_I1 || tw_is_float(idx->shape.elem))
        m2c_error_at(SRC->in_loc[1], "tm_tensor.scatter: the indices must be a 2-D integer tensor [N, index depth]");
    if (upd->shape.elem != e) m2c_error_at(SRC->in_loc[0], "tm_tensor.scatter: the updates and the original differ in element type");
    if (upd->shape.rank < 1 || upd->shape.dims[0] != idx->shape.dims[0])
        m2c_error_at(SRC->in_loc[0], "tm_tensor.scatter: the updates' first dim must be the indices' (the number of updates)");
    N = upd->shape.dims[0];
    D = (int)idx->shape.dims[1];
    if (D < 1 || D > r) m2c_error_at(SRC->in_loc[1], "tm_tensor.scatter: the index depth must be 1..%d (the original's rank)", r);
    if (upd->shape.rank - 1 > r) m2c_error_at(SRC->in_loc[0], "tm_tensor.scatter: the update slice has a higher rank than the original");
    for (k = 1; k < upd->shape.rank; k++) {
        if (upd->shape.dims[k] > orig->shape.dims[r - upd->shape.rank + k])
            m2c_error_at(SRC->in_loc[0], "tm_tensor.scatter: the update slice is larger than the original in dim %d", r - upd->shape.rank + k);
        S *= upd->shape.dims[k];
    }
    if (N > TM_MAX_UPDATES) m2c_error_at(SRC->loc, "tm_tensor.scatter with more than %d updates is not supported", TM_MAX_UPDATES);
    dimension_map(L, D, r, map);
    offs = scatter_offsets(L, idx, &orig->shape, &upd->shape, map, D);
    total = (int64_t)m2c_type_count(&orig->shape);
    s3[0] = 1; s3[1] = total; s3[2] = 1;
    cur = tw_reshape_dims(L, orig, 3, s3);
    s2[0] = N; s2[1] = S;
    upd = tw_reshape_dims(L, upd, 2, s2);
    for (n = 0; n < N; n++) {
        m2c_value *off = row_of(L, offs, n), *now, *u, *gi[2];
        gi[0] = cur;
        gi[1] = off;
        tcp_op(L, NPK_OP_GATHER, 2, gi, &op);
        now = lw_done(L, op, NULL, 0);              /* [1, S, 1] */
        s1[0] = S;
        now = tw_reshape_dims(L, now, 1, s1);
        u = tw_reshape_dims(L, row_of(L, upd, n), 1, s1);
        now = combine(L, u, now);
        s3[0] = 1; s3[1] = S; s3[2] = 1;
        in[0] = cur;
        in[1] = off;
        in[2] = tw_reshape_dims(L, now, 3, s3);
        tcp_op(L, NPK_OP_SCATTER, 3, in, &op);
        cur = lw_done(L, op, NULL, 0);
    }
    tw_finish(L, tw_reshape_dims(L, cur, r, orig->shape.dims));
}

/* The region adds its two arguments (the previous output and the input). */
static int region_adds(const m2c_body *b)
{
    const m2c_sop *o;
    int a, c;
    if (!b || b->n_ops != 1 || b->n_yields != 1) return 0;
    o = &b->ops[0];
    if ((strcmp(o->name, "arith.addi") && strcmp(o->name, "arith.addf")) || o->n_in != 2 || b->yield != o->result) return 0;
    a = o->in[0];
    c = o->in[1];
    return b->vals[a].kind == M2C_S_ARG && b->vals[c].kind == M2C_S_ARG &&
           ((b->vals[a].arg == 0 && b->vals[c].arg == 1) || (b->vals[a].arg == 1 && b->vals[c].arg == 0));
}

static int64_t int_attr(m2c_lowerer *L, const char *name, m2c_attr_kind kind)
{
    m2c_attr *a = lw_attr(L, name);
    if (!a || a->kind != kind) m2c_error_at(SRC->loc, "tm_tensor.scan needs %s(%s)", name, kind == M2C_ATTR_BOOL ? "true|false" : "N");
    return a->i;
}

/* scan dimension(d) inclusive(b) ins(x) outs(out, acc): inclusive out[0] = x[0],
 * exclusive out[0] = acc; then out[i] = region(out[i-1], x[i] (inclusive) or
 * x[i-1]); the accumulator result is out's last slice (acc itself when the dim
 * has one element). Only an additive region: a cumulative sum. */
static void lower_scan(m2c_lowerer *L)
{
    m2c_value *x, *acc, *out, *y;
    int r, dim, e, inclusive, d, k;
    int64_t K, adims[NPK_MAX_RANK], xd[NPK_MAX_RANK];
    m2c_op *op;
    if (SRC->n_ins != 1 || SRC->n_in != 3) m2c_error_at(SRC->loc, "tm_tensor.scan takes ins(input) and outs(output, accumulator)");
    for (k = 0; k < 3; k++) lw_need_tensor(L, k);
    x = SRC->in[0];
    acc = SRC->in[2];
    r = x->shape.rank;
    e = x->shape.elem;
    dim = (int)int_attr(L, "dimension", M2C_ATTR_INT);
    inclusive = int_attr(L, "inclusive", M2C_ATTR_BOOL) != 0;
    if (dim < 0 || dim >= r) m2c_error_at(SRC->loc, "tm_tensor.scan: dimension(%d) of a rank %d input", dim, r);
    if (SRC->in[1]->shape.elem != e || acc->shape.elem != e)
        m2c_error_at(SRC->in_loc[1], "tm_tensor.scan: the input, output and accumulator differ in element type");
    if (acc->shape.rank != r - 1) m2c_error_at(SRC->in_loc[2], "tm_tensor.scan: the accumulator must have rank %d (the input's without the dimension)", r - 1);
    for (d = 0, k = 0; d < r; d++) {
        if (SRC->in[1]->shape.dims[d] != x->shape.dims[d]) m2c_error_at(SRC->in_loc[1], "tm_tensor.scan: the output must have the input's shape");
        if (d == dim) continue;
        if (acc->shape.dims[k] != x->shape.dims[d]) m2c_error_at(SRC->in_loc[2], "tm_tensor.scan: the accumulator's dim %d must be the input's dim %d", k, d);
        adims[k++] = x->shape.dims[d];
    }
    if (!region_adds(SRC->body))
        m2c_error_at(SRC->body && SRC->body->yield_loc ? SRC->body->yield_loc : SRC->loc,
                     "tm_tensor.scan with a region other than the sum of its two arguments is not supported");
    K = x->shape.dims[dim];
    out = tw_cumsum(L, x, dim, e);   /* inclusive */
    for (d = 0; d < r; d++) xd[d] = d == dim ? 1 : x->shape.dims[d];
    if (!inclusive) {
        /* acc + the sum of the elements before: acc, acc + cumsum[0 .. K-2] */
        m2c_value *in[2];
        in[0] = tw_reshape_dims(L, acc, r, xd);
        if (K > 1) {
            tcp_op(L, NPK_OP_SLICE, 1, &out, &op);
            for (d = 0; d < r; d++) {
                NPK_SLICE_START(op)[d] = 0;
                NPK_SLICE_SIZE(op)[d] = (int32_t)(d == dim ? K - 1 : x->shape.dims[d]);
            }
            in[1] = tw_bin(L, NPK_BIN_ADD, lw_done(L, op, NULL, 0), in[0]);
            tcp_op(L, NPK_OP_CONCAT, 2, in, &op);
            op->attr.concat.axis = dim;
            out = lw_done(L, op, NULL, 0);
        } else {
            out = in[0];
        }
    }
    if (SRC->result != 2) { tw_finish(L, out); return; }
    if (K == 1 && !inclusive) { tw_finish(L, acc); return; }
    if (K == 1) { tw_finish(L, acc); return; }
    tcp_op(L, NPK_OP_SLICE, 1, &out, &op);
    for (d = 0; d < r; d++) {
        NPK_SLICE_START(op)[d] = (int32_t)(d == dim ? K - 1 : 0);
        NPK_SLICE_SIZE(op)[d] = (int32_t)xd[d];
    }
    y = lw_done(L, op, NULL, 0);
    tw_finish(L, tw_reshape_dims(L, y, r - 1, adims));
}

const m2c_lowering m2c_tmtensor_lowerings[] = {
    { "tm_tensor.scatter", lower_scatter, 0 },
    { "tm_tensor.scan", lower_scan, 0 },
    { NULL, NULL, 0 }
};
