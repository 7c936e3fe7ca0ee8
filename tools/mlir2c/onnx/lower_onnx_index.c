/* lower_onnx_index.c - ONNX ops that pick or place elements by index, and
 * LRN, composed of existing TCP ops:
 *   TopK: K rounds of argmax, each masking the element it found (K <= 256;
 *         a larger K needs a sort op the runtime does not have);
 *   GatherND: flat row numbers (batch offsets + index * stride) and a gather;
 *   ScatterElements (reduction none): flat positions and the scatter op;
 *   NonZero: of a constant only (its result's shape depends on the data);
 *   LRN: x / (bias + alpha / size * window sum of x^2 over channels)^beta. */
#include <math.h>
#include <string.h>
#include "lower_onnx.h"
#include "literals.h"

#define TOPK_MAX 256

static m2c_value *tcp(m2c_lowerer *L, int opcode, int n, m2c_value *const *in, m2c_op **op)
{
    *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(*op, opcode);
    return NULL;
}

static m2c_value *concat(m2c_lowerer *L, m2c_value **t, int n, int axis)
{
    while (n > 1) {
        int i, m;
        for (i = m = 0; i < n; i += NPK_MAX_OP_INPUTS, m++) {
            int c = n - i < NPK_MAX_OP_INPUTS ? n - i : NPK_MAX_OP_INPUTS;
            m2c_op *op;
            if (c == 1) { t[m] = t[i]; continue; }
            tcp(L, NPK_OP_CONCAT, c, t + i, &op);
            op->attr.concat.axis = axis;
            t[m] = lw_done(L, op, NULL, 0);
        }
        n = m;
    }
    return t[0];
}

/* i (integers of x's rank, dims `idims`) as flat positions into x along
 * axis: the position of each element with its axis coordinate replaced by
 * i (negative counts from the end). i32. */
m2c_value *ox_flat_positions(m2c_lowerer *L, m2c_value *x, m2c_value *i, int axis)
{
    int r = x->shape.rank, d;
    uint64_t n = m2c_type_count(&i->shape), k;
    int64_t stride = 1, *base, len = x->shape.dims[axis];
    m2c_value *flat;
    if (n > ((uint64_t)1 << 24) || m2c_type_count(&x->shape) > ((uint64_t)1 << 31)) ox_error(L, "the tensors are too large");
    for (d = axis + 1; d < r; d++) stride *= x->shape.dims[d];
    base = (int64_t *)m2c_alloc((size_t)n * sizeof(int64_t) + 8);
    for (k = 0; k < n; k++) {
        uint64_t rem = k;
        int64_t off = 0, st = 1;
        for (d = r - 1; d >= 0; d--) {
            int64_t c = (int64_t)(rem % (uint64_t)i->shape.dims[d]);
            rem /= (uint64_t)i->shape.dims[d];
            if (d != axis) off += c * st;
            st *= x->shape.dims[d];
        }
        base[k] = off;
    }
    i = tw_to(L, i, M2C_I32);
    i = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I32, r), i), tw_bin(L, NPK_BIN_ADD, i, tw_splat(L, (double)len, M2C_I32, r)), i);
    flat = tw_reshape_dims(L, lw_const_int(L, M2C_I32, (int)n, base), r, i->shape.dims);
    m2c_free(base);
    return tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, i, tw_splat(L, (double)stride, M2C_I32, r)), flat);
}

static m2c_value *flat(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[1];
    s[0] = (int64_t)m2c_type_count(&x->shape);
    return tw_reshape_dims(L, x, 1, s);
}

/* TopK(X, K) -> values, indices */
static m2c_value *topk(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *xs, **idx, *iota, *id, *low;
    int r = x->shape.rank, axis, largest = (int)ox_int(L, "largest", 1), d, j, isf = m2c_elem_is_float(x->shape.elem);
    int64_t K, n, sh[NPK_MAX_RANK], *v;
    if (r == 0) ox_error(L, "a rank-0 input is not supported");
    axis = ox_axis(L, ox_int(L, "axis", -1), r);
    K = OX_OPSET >= 10 ? (int64_t)ox_const_num(L, 1, -1, "K") : ox_int(L, "k", -1);
    n = x->shape.dims[axis];
    if (K < 1 || K > n) ox_error(L, "K = %lld is out of range (1 to %lld)", (long long)K, (long long)n);
    if (K > TOPK_MAX)
        ox_error(L, "K = %lld: TopK is composed of K argmax rounds, at most %d (a larger K needs a sort op the runtime "
                 "does not have)", (long long)K, TOPK_MAX);
    if (x->shape.elem == M2C_I1) ox_error(L, "a bool input is not supported");
    xs = x;
    if (!largest) xs = isf ? tw_un(L, NPK_UN_NEG, x) : tw_int_unary(L, NPK_IUN_NOT, x);
    if (xs->shape.elem != M2C_F32 && isf) xs = tw_to(L, xs, M2C_F32);
    low = tw_splat(L, isf ? -HUGE_VAL : xs->shape.elem == M2C_I64 ? -9223372036854775808.0
                        : -ldexp(1.0, 8 * m2c_elem_bytes(xs->shape.elem) - 1), xs->shape.elem, r);
    v = (int64_t *)m2c_alloc((size_t)n * sizeof(int64_t) + 8);
    for (j = 0; j < n; j++) v[j] = j;
    for (d = 0; d < r; d++) sh[d] = d == axis ? n : 1;
    iota = tw_reshape_dims(L, lw_const_int(L, M2C_I32, (int)n, v), r, sh);
    m2c_free(v);
    idx = (m2c_value **)m2c_alloc((size_t)K * sizeof *idx);
    for (d = 0; d < r; d++) sh[d] = d == axis ? 1 : x->shape.dims[d];
    for (j = 0; j < K; j++) {
        m2c_op *op;
        m2c_value *a;
        tcp(L, NPK_OP_ARGMAX, 1, &xs, &op);
        op->attr.argmax.axis = axis;
        a = lw_done(L, op, NULL, 0);
        if (a->shape.elem != M2C_I32) a = tw_to(L, a, M2C_I32);
        idx[j] = tw_reshape_dims(L, a, r, sh);
        if (j + 1 < K) xs = tw_select(L, tw_cmp(L, NPK_CMP_EQUAL, iota, idx[j]), low, xs);
    }
    id = concat(L, idx, (int)K, axis);
    if (L->src->result == 2) return tw_to(L, id, M2C_I64);
    {
        int64_t s[NPK_MAX_RANK];
        for (d = 0; d < r; d++) s[d] = id->shape.dims[d];
        return tw_reshape_dims(L, tw_gather_rows(L, flat(L, x), 0, ox_flat_positions(L, x, id, axis)), r, s);
    }
}

/* GatherND(data, indices) {batch_dims} */
static m2c_value *gather_nd(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *idx = ox_in(L, 1), *acc = NULL, *rows;
    int r = x->shape.rank, q = idx->shape.rank, b = (int)ox_int(L, "batch_dims", 0), last, k, d, orank = 0;
    int64_t odims[NPK_MAX_RANK], stride[NPK_MAX_RANK], slice = 1, nrows = 1, n, *base, s[2];
    if (q < 1) ox_error(L, "indices need rank 1 or more");
    last = (int)idx->shape.dims[q - 1];
    if (b < 0 || b >= q || b + last > r) ox_error(L, "batch_dims %d and indices' last dim %d do not fit data of rank %d", b, last, r);
    for (d = 0; d < b; d++) if (idx->shape.dims[d] != x->shape.dims[d]) ox_error(L, "batch dim %d differs between data and indices", d);
    for (d = 0; d < q - 1; d++) odims[orank++] = idx->shape.dims[d];
    for (d = b + last; d < r; d++) { odims[orank++] = x->shape.dims[d]; slice *= x->shape.dims[d]; }
    if (orank > NPK_MAX_RANK) ox_error(L, "the result would have rank %d (at most %d)", orank, NPK_MAX_RANK);
    for (d = b + last - 1; d >= 0; d--) { stride[d] = nrows; nrows *= x->shape.dims[d]; }
    n = (int64_t)(m2c_type_count(&idx->shape) / (uint64_t)(last ? last : 1));
    if (!last) ox_error(L, "indices' last dim 0 is not supported");
    if (nrows > INT32_MAX || n > ((int64_t)1 << 24)) ox_error(L, "the tensors are too large");
    for (k = 0; k < last; k++) {
        int64_t st[NPK_MAX_RANK], sz[NPK_MAX_RANK];
        m2c_value *ik;
        for (d = 0; d < q; d++) { st[d] = d == q - 1 ? k : 0; sz[d] = d == q - 1 ? 1 : idx->shape.dims[d]; }
        ik = tw_to(L, lw_slice(L, idx, st, sz), M2C_I32);
        ik = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I32, q), ik),
                       tw_bin(L, NPK_BIN_ADD, ik, tw_splat(L, (double)x->shape.dims[b + k], M2C_I32, q)), ik);
        ik = tw_bin(L, NPK_BIN_MUL, ik, tw_splat(L, (double)stride[b + k], M2C_I32, q));
        acc = acc ? tw_bin(L, NPK_BIN_ADD, acc, ik) : ik;
    }
    acc = tw_reshape_dims(L, acc, 1, &n);
    if (b) {   /* each index row's batch offset */
        int64_t per = n, j;
        base = (int64_t *)m2c_alloc((size_t)n * sizeof(int64_t) + 8);
        for (d = 0; d < b; d++) per /= idx->shape.dims[d];
        for (j = 0; j < n; j++) {
            int64_t bi = j / per, off = 0, rem = bi;
            for (d = b - 1; d >= 0; d--) { off += (rem % idx->shape.dims[d]) * stride[d]; rem /= idx->shape.dims[d]; }
            base[j] = off;
        }
        acc = tw_bin(L, NPK_BIN_ADD, acc, lw_const_int(L, M2C_I32, (int)n, base));
        m2c_free(base);
    }
    s[0] = nrows;
    s[1] = slice;
    rows = tw_gather_rows(L, tw_reshape_dims(L, x, 2, s), 0, acc);
    return tw_reshape_dims(L, rows, orank, odims);
}

/* ScatterElements(data, indices, updates) {axis, reduction none} */
static m2c_value *scatter_elements(m2c_lowerer *L)
{
    m2c_value *x = ox_in(L, 0), *idx = ox_in(L, 1), *upd = ox_in(L, 2), *in[3], *y;
    int r = x->shape.rank, axis = ox_axis(L, ox_int(L, "axis", 0), r), d;
    const char *red = ox_str(L, "reduction", "none");
    int64_t s[3];
    m2c_op *op;
    if (strcmp(red, "none"))
        ox_error(L, "reduction = \"%s\" is not supported (the runtime's scatter writes; it does not accumulate)", red);
    if (idx->shape.rank != r || upd->shape.rank != r) ox_error(L, "indices and updates need the data's rank");
    for (d = 0; d < r; d++)
        if (idx->shape.dims[d] != upd->shape.dims[d] || (d != axis && idx->shape.dims[d] > x->shape.dims[d]))
            ox_error(L, "indices and updates must have the same shape, at most the data's off the axis");
    if (upd->shape.elem != x->shape.elem) upd = tw_to(L, upd, x->shape.elem);
    s[0] = 1; s[1] = (int64_t)m2c_type_count(&x->shape); s[2] = 1;
    in[0] = tw_reshape_dims(L, x, 3, s);
    s[1] = (int64_t)m2c_type_count(&idx->shape);
    in[1] = tw_reshape_dims(L, ox_flat_positions(L, x, idx, axis), 2, s);
    in[2] = tw_reshape_dims(L, upd, 3, s);
    tcp(L, NPK_OP_SCATTER, 3, in, &op);
    y = lw_done(L, op, NULL, 0);
    return tw_reshape_dims(L, y, r, x->shape.dims);
}

/* NonZero(X): [rank, count] int64 coordinates, of a constant X only */
static m2c_value *nonzero(m2c_lowerer *L)
{
    m2c_value *x = ox_opt(L, 0);
    int r, d;
    uint64_t n, k, c = 0;
    int64_t *v, s[2];
    if (!x) ox_error(L, "input 0 is required");
    if (x->kind != M2C_V_CONST) {   /* the result's shape is the number of nonzero elements */
        int64_t one;
        ox_const_ints(L, 0, &one, 1, "its result's shape depends on the values");
    }
    r = x->shape.rank;
    n = m2c_type_count(&x->shape);
    for (k = 0; k < n; k++) c += x->cbuf->data[k] != 0.0f;
    if (!c) ox_error(L, "the input has no nonzero element (an empty result is not supported)");
    if (r == 0) ox_error(L, "a rank-0 input is not supported");
    v = (int64_t *)m2c_alloc((size_t)(c * (uint64_t)r) * sizeof(int64_t) + 8);
    /* coordinates, row d of the result holding dim d of each nonzero element */
    {
        uint64_t cnt = c, j = 0;
        for (k = 0; k < n; k++) {
            uint64_t rem = k;
            if (x->cbuf->data[k] == 0.0f) continue;
            for (d = r - 1; d >= 0; d--) {
                v[(uint64_t)d * cnt + j] = (int64_t)(rem % (uint64_t)x->shape.dims[d]);
                rem /= (uint64_t)x->shape.dims[d];
            }
            j++;
        }
        s[0] = r;
        s[1] = (int64_t)cnt;
    }
    {
        m2c_value *y = tw_reshape_dims(L, lw_const_int(L, M2C_I64, (int)(s[0] * s[1]), v), 2, s);
        m2c_free(v);
        return y;
    }
}

/* LRN(X) {alpha, beta, bias, size} over dim 1 */
static m2c_value *lrn(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *sq, *acc = NULL, *part[3], *den;
    double alpha = ox_float(L, "alpha", 1e-4), beta = ox_float(L, "beta", 0.75), bias = ox_float(L, "bias", 1.0);
    int64_t size = ox_int(L, "size", -1), lo, hi, C, j, st[NPK_MAX_RANK], sz[NPK_MAX_RANK];
    int r = x->shape.rank, d, m = 0;
    m2c_type t;
    if (size < 1) ox_error(L, "attribute 'size' (at least 1) is required");
    if (r < 3) ox_error(L, "the input needs rank 3 or more [N, C, ...]");
    C = x->shape.dims[1];
    lo = (size - 1) / 2;
    hi = size - 1 - lo;
    sq = tw_bin(L, NPK_BIN_MUL, x, x);
    t = sq->shape;
    if (lo) { t.dims[1] = lo; part[m++] = tw_const(L, &t, sq->shape.elem, 0); }
    part[m++] = sq;
    if (hi) { t.dims[1] = hi; part[m++] = tw_const(L, &t, sq->shape.elem, 0); }
    sq = concat(L, part, m, 1);
    for (j = 0; j < size; j++) {
        m2c_value *sl;
        for (d = 0; d < r; d++) { st[d] = d == 1 ? j : 0; sz[d] = d == 1 ? C : x->shape.dims[d]; }
        sl = lw_slice(L, sq, st, sz);
        acc = acc ? tw_bin(L, NPK_BIN_ADD, acc, sl) : sl;
    }
    den = tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, acc, ox_splat(L, alpha / (double)size, acc)), ox_splat(L, bias, acc));
    den = tw_bin(L, NPK_BIN_POW, den, ox_splat(L, beta, den));
    return tw_bin(L, NPK_BIN_DIV, x, den);
}

void ox_lower_index(m2c_lowerer *L)
{
    m2c_value *y = NULL;
    switch (L->arg) {
    case 0: y = topk(L); break;
    case 1: y = gather_nd(L); break;
    case 2: y = scatter_elements(L); break;
    case 3: y = nonzero(L); break;
    case 4: y = lrn(L); break;
    default: m2c_onnx_refuse(L);
    }
    ox_finish(L, y);
}
