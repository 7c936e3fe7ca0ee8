/* lower_torch_nn.c - the torch ops that are not elementwise: shape and data
 * movement (view, permute, slice, cat, expand, pad, index_select, ...),
 * reductions (dim lists, keepdim, negative dims), matmul and linear,
 * convolution and pools (NCHW, as npk's own ops), softmax, layer_norm and
 * batch_norm in eval mode. PyTorch's semantics; the declared result type
 * checks the shapes (tw_finish). */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"

#define SRC (L->src)

static m2c_op *tcp(m2c_lowerer *L, int opcode, int n, m2c_value *const *in)
{
    m2c_op *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(op, opcode);
    return op;
}

static int64_t count_of(const m2c_type *t)
{
    int64_t n = 1;
    int d;
    for (d = 0; d < t->rank; d++) n *= t->dims[d];
    return n;
}

/* ---- shapes ---- */

/* view/reshape: sizes with at most one -1 */
static m2c_value *view(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[NPK_MAX_RANK], known = 1;
    int n = tw_ints(L, 1, s, NPK_MAX_RANK), d, neg = -1;
    if (n < 0) m2c_error_at(SRC->in_loc[1], "%s needs a size list", SRC->dname);
    for (d = 0; d < n; d++) {
        if (s[d] == -1 && neg < 0) neg = d;
        else if (s[d] < 1) m2c_error_at(SRC->in_loc[1], "%s: invalid size %lld", SRC->dname, (long long)s[d]);
        else known *= s[d];
    }
    if (neg >= 0) {
        if (count_of(&x->shape) % known) m2c_error_at(SRC->in_loc[1], "%s: the sizes do not divide the element count", SRC->dname);
        s[neg] = count_of(&x->shape) / known;
    }
    return tw_reshape_dims(L, x, n, s);
}

static m2c_value *flatten(m2c_lowerer *L, m2c_value *x)
{
    int r = x->shape.rank, a = tw_dim(L, tw_int(L, 1), r), b = tw_dim(L, tw_int(L, 2), r), d, n = 0;
    int64_t s[NPK_MAX_RANK];
    if (r == 0) return tw_reshape_dims(L, x, 1, (s[0] = 1, s));
    if (a > b) m2c_error_at(SRC->loc, "%s: start_dim is after end_dim", SRC->dname);
    for (d = 0; d < r; d++) {
        if (d > a && d <= b) s[n - 1] *= x->shape.dims[d];
        else s[n++] = x->shape.dims[d];
    }
    return tw_reshape_dims(L, x, n, s);
}

static m2c_value *unflatten(m2c_lowerer *L, m2c_value *x)
{
    int r = x->shape.rank, dim = tw_dim(L, tw_int(L, 1), r), d, n = 0, k, m, neg = -1;
    int64_t sz[NPK_MAX_RANK], s[NPK_MAX_RANK], known = 1;
    m = tw_ints(L, 2, sz, NPK_MAX_RANK);
    if (m < 1 || r - 1 + m > NPK_MAX_RANK) m2c_error_at(SRC->in_loc[2], "%s: bad sizes", SRC->dname);
    for (k = 0; k < m; k++) {
        if (sz[k] == -1 && neg < 0) neg = k;
        else if (sz[k] < 1) m2c_error_at(SRC->in_loc[2], "%s: invalid size %lld", SRC->dname, (long long)sz[k]);
        else known *= sz[k];
    }
    if (x->shape.dims[dim] % known) m2c_error_at(SRC->in_loc[2], "%s: the sizes do not divide dim %d", SRC->dname, dim);
    if (neg >= 0) sz[neg] = x->shape.dims[dim] / known;
    for (d = 0; d < r; d++) {
        if (d == dim) for (k = 0; k < m; k++) s[n++] = sz[k];
        else s[n++] = x->shape.dims[d];
    }
    return tw_reshape_dims(L, x, n, s);
}

static m2c_value *squeeze(m2c_lowerer *L, m2c_value *x, int only)
{
    int64_t s[NPK_MAX_RANK];
    int d, n = 0;
    for (d = 0; d < x->shape.rank; d++)
        if (x->shape.dims[d] != 1 || (only >= 0 && d != only)) s[n++] = x->shape.dims[d];
    return tw_reshape_dims(L, x, n, s);
}

static m2c_value *unsqueeze(m2c_lowerer *L, m2c_value *x)
{
    int r = x->shape.rank, at = tw_dim(L, tw_int(L, 1), r + 1), d, n = 0;
    int64_t s[NPK_MAX_RANK];
    if (r + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: rank %d is too large", SRC->dname, r + 1);
    for (d = 0; d <= r; d++) {
        if (d == at) s[n++] = 1;
        if (d < r) s[n++] = x->shape.dims[d];
    }
    return tw_reshape_dims(L, x, n, s);
}

static m2c_value *permute(m2c_lowerer *L, m2c_value *x, const int64_t *perm)
{
    int r = x->shape.rank, d, seen = 0;
    int64_t p[NPK_MAX_RANK];
    for (d = 0; d < r; d++) {
        p[d] = tw_dim(L, perm[d], r);
        if (seen & (1 << p[d])) m2c_error_at(SRC->loc, "%s: the permutation repeats dim %lld", SRC->dname, (long long)p[d]);
        seen |= 1 << p[d];
    }
    if (r < 2) return x;
    return lw_transpose(L, x, p, 0);
}

static m2c_value *swap_dims(m2c_lowerer *L, m2c_value *x, int a, int b)
{
    int64_t p[NPK_MAX_RANK];
    int d;
    for (d = 0; d < x->shape.rank; d++) p[d] = d;
    p[a] = b;
    p[b] = a;
    return a == b ? x : lw_transpose(L, x, p, 0);
}

static m2c_value *pad_nd(m2c_lowerer *L, m2c_value *x, const int64_t *p, int n, double v);
static m2c_value *slice_dim(m2c_lowerer *L, m2c_value *x, int dim, int64_t start, int64_t size)
{
    m2c_op *op = tcp(L, NPK_OP_SLICE, 1, &x);
    int d;
    for (d = 0; d < x->shape.rank; d++) {
        NPK_SLICE_START(op)[d] = d == dim ? (int32_t)start : 0;
        NPK_SLICE_SIZE(op)[d] = (int32_t)(d == dim ? size : x->shape.dims[d]);
    }
    return lw_done(L, op, NULL, 0);
}

/* slice.Tensor (x, dim, start|none, end|none, step): torch clamps start and end.
 * A step s > 1 takes every s-th element: the slice padded to k*s elements, that
 * dim split into [k, s], index 0 of the s axis kept. */
static m2c_value *slice(m2c_lowerer *L, m2c_value *x)
{
    int r = x->shape.rank, dim = tw_dim(L, tw_int(L, 1), r), d;
    int64_t n = x->shape.dims[dim], a = tw_is_none(L, 2) ? 0 : tw_int(L, 2), b = tw_is_none(L, 3) ? n : tw_int(L, 3);
    int64_t step = SRC->n_in > 4 ? tw_int(L, 4) : 1, k, s[NPK_MAX_RANK + 1], pad[2 * NPK_MAX_RANK];
    if (step < 1) m2c_error_at(SRC->in_loc[4], "%s: step %lld must be positive (PyTorch's slice refuses a negative step; flip the tensor instead)", SRC->dname, (long long)step);
    if (a < 0) a += n;
    if (b < 0) b += n;
    a = a < 0 ? 0 : a > n ? n : a;
    b = b < a ? a : b > n ? n : b;
    if (b == a) m2c_error_at(SRC->loc, "%s: an empty slice is not supported", SRC->dname);
    if (!(a == 0 && b == n)) x = slice_dim(L, x, dim, a, b - a);
    if (step == 1) return x;
    k = (b - a + step - 1) / step;
    if (k * step > b - a) {   /* pad the end of dim (pad pairs from the last dim backwards) */
        int m = 2 * (r - dim);
        memset(pad, 0, sizeof pad);
        pad[m - 1] = k * step - (b - a);
        x = pad_nd(L, x, pad, m, 0.0);
    }
    if (r + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s with a step: rank %d is too large", SRC->dname, r);
    for (d = 0; d < r; d++) s[d < dim ? d : d + 1] = x->shape.dims[d];
    s[dim] = k;
    s[dim + 1] = step;
    x = tw_reshape_dims(L, x, r + 1, s);
    x = slice_dim(L, x, dim + 1, 0, 1);
    return squeeze(L, x, dim + 1);
}

static m2c_value *select_int(m2c_lowerer *L, m2c_value *x)
{
    int r = x->shape.rank, dim = tw_dim(L, tw_int(L, 1), r);
    int64_t i = tw_int(L, 2), n = x->shape.dims[dim];
    if (i < -n || i >= n) m2c_error_at(SRC->in_loc[2], "%s: index %lld is out of range for size %lld", SRC->dname, (long long)i, (long long)n);
    if (i < 0) i += n;
    return squeeze(L, slice_dim(L, x, dim, i, 1), dim);
}

m2c_value *tw_concat(m2c_lowerer *L, m2c_value *const *t, int n, int dim)
{
    m2c_value *in[NPK_MAX_OP_INPUTS], *acc = NULL;
    int i = 0;
    if (n == 1) return t[0];
    while (i < n) {   /* concat ops of at most NPK_MAX_OP_INPUTS inputs, chained */
        int m = 0;
        m2c_op *op;
        if (acc) in[m++] = acc;
        while (m < NPK_MAX_OP_INPUTS && i < n) in[m++] = t[i++];
        op = tcp(L, NPK_OP_CONCAT, m, in);
        op->attr.concat.axis = dim;
        acc = lw_done(L, op, NULL, 0);
    }
    return acc;
}

static m2c_value *cat(m2c_lowerer *L)
{
    m2c_value *t[64];
    int n = tw_tensors(L, 0, t, 64), e = tw_out_elem(L), k, dim;
    if (n < 1) m2c_error_at(SRC->loc, "%s of no tensors", SRC->dname);
    dim = tw_dim(L, tw_int(L, 1), t[0]->shape.rank);
    for (k = 0; k < n; k++) t[k] = tw_to(L, t[k], e);
    return tw_concat(L, t, n, dim);
}

/* x with leading 1s up to rank r */
static m2c_value *to_rank(m2c_lowerer *L, m2c_value *x, int r)
{
    int64_t s[NPK_MAX_RANK];
    int d, k = r - x->shape.rank;
    if (k <= 0) return x;
    for (d = 0; d < r; d++) s[d] = d < k ? 1 : x->shape.dims[d - k];
    return tw_reshape_dims(L, x, r, s);
}

/* expand / broadcast_to (x, sizes): -1 keeps a size */
static m2c_value *expand(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[NPK_MAX_RANK];
    int n = tw_ints(L, 1, s, NPK_MAX_RANK), d;
    m2c_type t;
    if (n < x->shape.rank) m2c_error_at(SRC->in_loc[1], "%s: fewer sizes than the input's rank", SRC->dname);
    x = to_rank(L, x, n);
    memset(&t, 0, sizeof t);
    t.rank = n;
    t.elem = x->shape.elem;
    for (d = 0; d < n; d++) {
        t.dims[d] = s[d] == -1 ? x->shape.dims[d] : s[d];
        if (x->shape.dims[d] != 1 && x->shape.dims[d] != t.dims[d])
            m2c_error_at(SRC->in_loc[1], "%s: size %lld of dim %d cannot be expanded to %lld", SRC->dname,
                         (long long)x->shape.dims[d], d, (long long)t.dims[d]);
    }
    if (m2c_type_equal(&t, &x->shape)) return x;
    return lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &x), &t, 0);
}

static m2c_value *repeat(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[NPK_MAX_RANK];
    int n = tw_ints(L, 1, s, NPK_MAX_RANK), d;
    m2c_op *op;
    if (n < x->shape.rank) m2c_error_at(SRC->in_loc[1], "%s: fewer repeats than the input's rank", SRC->dname);
    x = to_rank(L, x, n);
    op = tcp(L, NPK_OP_TILE, 1, &x);
    for (d = 0; d < n; d++) {
        if (s[d] < 1) m2c_error_at(SRC->in_loc[1], "%s: repeats must be at least 1", SRC->dname);
        NPK_TILE_MULTIPLES(op)[d] = lw_i32(L, s[d], "repeats");
    }
    return lw_done(L, op, NULL, 0);
}

static m2c_value *flip(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[NPK_MAX_RANK];
    int n = tw_ints(L, 1, s, NPK_MAX_RANK), k;
    for (k = 0; k < n; k++) {
        m2c_op *op = tcp(L, NPK_OP_REVERSE, 1, &x);
        op->attr.reverse.axis = tw_dim(L, s[k], x->shape.rank);
        x = lw_done(L, op, NULL, 0);
    }
    return x;
}

/* constant_pad_nd (x, pad, value): pad pairs from the last dim backwards */
static m2c_value *pad_nd(m2c_lowerer *L, m2c_value *x, const int64_t *p, int n, double v)
{
    int r = x->shape.rank, k;
    m2c_op *op;
    if (n % 2 || n / 2 > r) m2c_error_at(SRC->loc, "%s: the padding must hold pairs for at most %d dims", SRC->dname, r);
    op = tcp(L, NPK_OP_PAD, 1, &x);
    for (k = 0; k < n / 2; k++) {
        int d = r - 1 - k;
        if (p[2 * k] < 0 || p[2 * k + 1] < 0) m2c_error_at(SRC->loc, "%s: negative padding is not supported", SRC->dname);
        NPK_PAD_BEFORE(op)[d] = lw_i32(L, p[2 * k], "padding");
        NPK_PAD_AFTER(op)[d] = lw_i32(L, p[2 * k + 1], "padding");
    }
    op->attr.pad.value = (float)v;
    return lw_done(L, op, NULL, 0);
}

/* reflection_padNd / replication_padNd (x, pad): pairs from the last dim
 * backwards; each side is a reversed slice (reflection, the edge not
 * repeated) or the edge tiled (replication), joined by a concat. */
static m2c_value *pad_mode(m2c_lowerer *L, m2c_value *x, int reflect)
{
    int64_t p[2 * NPK_MAX_RANK];
    int n = tw_ints(L, 1, p, 2 * NPK_MAX_RANK), r = x->shape.rank, k, side;
    if (n < 0 || n % 2 || n / 2 > r) m2c_error_at(SRC->in_loc[1], "%s: the padding must hold pairs for at most %d dims", SRC->dname, r);
    for (k = 0; k < n / 2; k++) {
        int d = r - 1 - k, m = 0;
        int64_t len = x->shape.dims[d];
        m2c_value *part[3];
        m2c_op *op;
        for (side = 0; side < 2; side++) {
            int64_t w = p[2 * k + side];
            m2c_value *e;
            if (w < 0 || (reflect && w >= len))
                m2c_error_at(SRC->in_loc[1], "%s: padding %lld of dim %d (size %lld) is not supported", SRC->dname, (long long)w, d, (long long)len);
            if (w == 0) { if (side == 0) part[m++] = x; continue; }
            if (reflect) {
                e = slice_dim(L, x, d, side ? len - 1 - w : 1, w);
                op = tcp(L, NPK_OP_REVERSE, 1, &e);
                op->attr.reverse.axis = d;
            } else {
                int j;
                e = slice_dim(L, x, d, side ? len - 1 : 0, 1);
                op = tcp(L, NPK_OP_TILE, 1, &e);
                for (j = 0; j < r; j++) NPK_TILE_MULTIPLES(op)[j] = j == d ? lw_i32(L, w, "padding") : 1;
            }
            e = lw_done(L, op, NULL, 0);
            if (side == 0) { part[m++] = e; part[m++] = x; } else { part[m++] = e; }
        }
        if (m > 1) {
            op = tcp(L, NPK_OP_CONCAT, m, part);
            op->attr.concat.axis = d;
            x = lw_done(L, op, NULL, 0);
        }
    }
    return x;
}

/* rows of values [N, K, C] picked by idx [W] for every n: the gather op */
m2c_value *tw_gather_rows(m2c_lowerer *L, m2c_value *x, int dim, m2c_value *idx)
{
    int64_t pre = 1, post = 1, s[NPK_MAX_RANK], w;
    int d, r = x->shape.rank;
    m2c_value *in[2], *y;
    m2c_op *op;
    for (d = 0; d < dim; d++) pre *= x->shape.dims[d];
    for (d = dim + 1; d < r; d++) post *= x->shape.dims[d];
    s[0] = pre; s[1] = x->shape.dims[dim]; s[2] = post;
    in[0] = tw_reshape_dims(L, x, 3, s);
    w = count_of(&idx->shape);
    s[0] = 1; s[1] = w;
    idx = tw_reshape_dims(L, tw_to(L, idx, M2C_I32), 2, s);
    if (pre > 1) {
        op = tcp(L, NPK_OP_TILE, 1, &idx);
        NPK_TILE_MULTIPLES(op)[0] = lw_i32(L, pre, "rows");
        NPK_TILE_MULTIPLES(op)[1] = 1;
        idx = lw_done(L, op, NULL, 0);
    }
    in[1] = idx;
    y = lw_done(L, tcp(L, NPK_OP_GATHER, 2, in), NULL, 0);
    /* [pre, W, post] back to x's dims with dim's size W */
    for (d = 0; d < r; d++) s[d] = d == dim ? w : x->shape.dims[d];
    return tw_reshape_dims(L, y, r, s);
}

/* ---- matmul ---- */

static m2c_value *matmul2(m2c_lowerer *L, m2c_value *a, m2c_value *b, int trans_b)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    op = lw_op(L, M2C_OPK_MATMUL, 2, in);
    op->attr.matmul.trans_b = trans_b;
    return lw_done(L, op, NULL, 0);
}

/* mm / bmm of integer tensors (si8, si16, si32): the exact sums of products
 * (imatmul, i32 accumulation; i64 for si16), wrapped to the declared type by
 * tw_finish, which is the modular result PyTorch's integer matmul gives. */
static m2c_value *int_matmul(m2c_lowerer *L, m2c_value *a, m2c_value *b)
{
    int ea = a->shape.elem, eb = b->shape.elem, e = ea > eb ? ea : eb, r = a->shape.rank;
    int64_t s[3];
    m2c_value *in[2];
    m2c_op *op;
    if (ea < M2C_I8 || ea > M2C_I32 || eb < M2C_I8 || eb > M2C_I32)
        m2c_error_at(SRC->loc, "%s: integer operands must be si8, si16 or si32 (got %s and %s)", SRC->dname,
                     m2c_elem_name(ea), m2c_elem_name(eb));
    if (r < 2 || r > 3 || b->shape.rank != r || (r == 3 && a->shape.dims[0] != b->shape.dims[0]))
        m2c_error_at(SRC->loc, "%s of integer tensors: only [M, K] x [K, N] and [B, M, K] x [B, K, N]", SRC->dname);
    if (a->shape.dims[r - 1] != b->shape.dims[r - 2])
        m2c_error_at(SRC->loc, "%s: inner dimensions differ (%lld and %lld)", SRC->dname, (long long)a->shape.dims[r - 1],
                     (long long)b->shape.dims[r - 2]);
    if (r == 2) {
        s[0] = 1; s[1] = a->shape.dims[0]; s[2] = a->shape.dims[1];
        a = tw_reshape_dims(L, a, 3, s);
        s[1] = b->shape.dims[0]; s[2] = b->shape.dims[1];
        b = tw_reshape_dims(L, b, 3, s);
    }
    in[0] = tw_to(L, a, e);
    in[1] = tw_to(L, b, e);
    op = lw_op(L, M2C_OPK_TCP, 2, in);
    m2c_set_op(op, NPK_OP_IMATMUL);
    a = lw_done(L, op, NULL, 0);
    if (r == 3) return a;
    s[0] = a->shape.dims[1]; s[1] = a->shape.dims[2];
    return tw_reshape_dims(L, a, 2, s);
}

/* torch.matmul: 1-D operands get a dim added (and removed after), batch
 * dims broadcast; a rank-2 right side is one 2-D matmul over all rows. */
static m2c_value *matmul(m2c_lowerer *L, m2c_value *a, m2c_value *b)
{
    int ra = a->shape.rank, rb = b->shape.rank, d, r, n = 0;
    int64_t s[NPK_MAX_RANK], M, K, N, B = 1;
    m2c_value *y;
    if (!tw_is_float(a->shape.elem) && !tw_is_float(b->shape.elem) && strcmp(SRC->dname, "torch.aten.matmul") != 0)
        return int_matmul(L, a, b);
    if ((!tw_is_float(a->shape.elem) || !tw_is_float(b->shape.elem)) && tw_is_float(tw_out_elem(L)) &&
        a->shape.elem != M2C_I1 && b->shape.elem != M2C_I1) {
        /* an integer operand (si4 weights) with a float one and result: converted to the
         * result's type first, as torch-mlir's linalg lowering does (sitofp) */
        a = tw_to(L, a, tw_out_elem(L));
        b = tw_to(L, b, tw_out_elem(L));
    }
    if (!tw_is_float(a->shape.elem) || !tw_is_float(b->shape.elem))
        m2c_error_at(SRC->loc, "%s on integer tensors is not supported", SRC->dname);
    if (ra == 0 || rb == 0) m2c_error_at(SRC->loc, "%s of a rank-0 tensor", SRC->dname);
    if (ra == 1) { s[0] = 1; s[1] = a->shape.dims[0]; a = tw_reshape_dims(L, a, 2, s); }
    if (rb == 1) { s[0] = b->shape.dims[0]; s[1] = 1; b = tw_reshape_dims(L, b, 2, s); }
    M = a->shape.dims[a->shape.rank - 2];
    K = a->shape.dims[a->shape.rank - 1];
    N = b->shape.dims[b->shape.rank - 1];
    if (b->shape.dims[b->shape.rank - 2] != K)
        m2c_error_at(SRC->loc, "%s: inner dimensions differ (%lld and %lld)", SRC->dname, (long long)K, (long long)b->shape.dims[b->shape.rank - 2]);
    if (b->shape.rank == 2) {
        int64_t rows = count_of(&a->shape) / K;
        s[0] = rows; s[1] = K;
        y = matmul2(L, tw_reshape_dims(L, a, 2, s), b, 0);
        for (d = 0; d < a->shape.rank - 1; d++) s[n++] = a->shape.dims[d];
        s[n++] = N;
    } else {
        /* batch dims broadcast: both expanded to the common batch shape, then one [B, M, K] x [B, K, N] */
        int64_t bs[NPK_MAX_RANK];
        m2c_type t;
        r = a->shape.rank > b->shape.rank ? a->shape.rank : b->shape.rank;
        a = to_rank(L, a, r);
        b = to_rank(L, b, r);
        for (d = 0; d < r - 2; d++) {
            int64_t x = a->shape.dims[d], z = b->shape.dims[d];
            if (x != z && x != 1 && z != 1) m2c_error_at(SRC->loc, "%s: batch dims %lld and %lld do not broadcast", SRC->dname, (long long)x, (long long)z);
            bs[d] = x > z ? x : z;
            B *= bs[d];
        }
        memset(&t, 0, sizeof t);
        t.rank = r;
        for (d = 0; d < r - 2; d++) t.dims[d] = bs[d];
        t.dims[r - 2] = M; t.dims[r - 1] = K; t.elem = a->shape.elem;
        if (!m2c_type_equal(&t, &a->shape)) a = lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &a), &t, 0);
        t.dims[r - 2] = K; t.dims[r - 1] = N; t.elem = b->shape.elem;
        if (!m2c_type_equal(&t, &b->shape)) b = lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &b), &t, 0);
        s[0] = B; s[1] = M; s[2] = K;
        a = tw_reshape_dims(L, a, 3, s);
        s[1] = K; s[2] = N;
        b = tw_reshape_dims(L, b, 3, s);
        if (B == 1) {
            s[0] = M; s[1] = K;
            a = tw_reshape_dims(L, a, 2, s);
            s[0] = K; s[1] = N;
            b = tw_reshape_dims(L, b, 2, s);
        }
        y = matmul2(L, a, b, 0);
        for (d = 0; d < r - 2; d++) s[n++] = bs[d];
        s[n++] = M;
        s[n++] = N;
    }
    /* the dims added for 1-D operands go again */
    if (ra == 1) { s[n - 2] = s[n - 1]; n--; }
    if (rb == 1) n--;
    return tw_reshape_dims(L, y, n, s);
}

m2c_value *tw_matmul(m2c_lowerer *L, m2c_value *a, m2c_value *b)
{
    return matmul(L, a, b);
}

/* linear (x, w [N, K], b|none): x w^T + b */
static m2c_value *linear(m2c_lowerer *L)
{
    m2c_value *x = tw_tensor(L, 0), *w = tw_tensor(L, 1), *y;
    int64_t s[NPK_MAX_RANK], K = x->shape.dims[x->shape.rank - 1];
    int d, n = 0;
    if (w->shape.rank != 2) return matmul(L, x, w);   /* a 1-D weight */
    s[0] = count_of(&x->shape) / K; s[1] = K;
    y = matmul2(L, tw_reshape_dims(L, x, 2, s), w, 1);
    for (d = 0; d < x->shape.rank - 1; d++) s[n++] = x->shape.dims[d];
    s[n++] = w->shape.dims[0];
    y = tw_reshape_dims(L, y, n, s);
    if (SRC->n_in > 2 && !tw_is_none(L, 2)) y = tw_bin(L, NPK_BIN_ADD, y, tw_tensor(L, 2));
    return y;
}

/* An MX block scale (f8E8M0FNU, one per 32 elements along K) of `rows`
 * rows as f32 [rows, K/32]. The layouts are those torch-mlir's _scaled_mm
 * lowering reads: row-major padded to ceil(rows, 128) x ceil(K/32, 4)
 * (rank 2 or flattened), or NVIDIA's swizzled storage [blocks * 32, 16]
 * whose 32x16 tiles each hold one 128 x 4 block, entry (r, c) at
 * (r % 32) * 16 + (r / 32) * 4 + c. Either way a gather with indices
 * computed here picks the entries, so a swizzled scale may be an input too. */
static m2c_value *mx_block_scale(m2c_lowerer *L, int i, int64_t rows, int64_t kb)
{
    const m2c_type *t = &SRC->in[i]->shape;
    int64_t rb = (rows + 127) / 128, cb = (kb + 3) / 4, pr = rb * 128, pc = cb * 4, r, c, s[2];
    int flat = (t->rank == 2 && t->dims[0] == pr && t->dims[1] == pc) || (t->rank == 1 && t->dims[0] == pr * pc);
    int swizzled = t->rank == 2 && t->dims[0] == rb * cb * 32 && t->dims[1] == 16;
    int64_t *idx;
    m2c_value *v;
    char buf[96];
    m2c_shape_str(t, buf, sizeof buf);
    if (!flat && !swizzled)
        m2c_error_at(SRC->in_loc[i], "%s: block scale %s is %s, not %lldx%lld, %lld or the swizzled %lldx16",
                     SRC->dname, i == 2 ? "a" : "b", buf, (long long)pr, (long long)pc, (long long)(pr * pc),
                     (long long)(rb * cb * 32));
    if (rows * kb > INT32_MAX) m2c_error_at(SRC->loc, "%s: the block scales are too large", SRC->dname);
    idx = (int64_t *)m2c_alloc((size_t)(rows * kb) * sizeof *idx);
    for (r = 0; r < rows; r++)
        for (c = 0; c < kb; c++)
            idx[r * kb + c] = flat ? r * pc + c
                                   : ((r / 128) * cb + c / 4) * 512 + (r % 32) * 16 + (r % 128 / 32) * 4 + c % 4;
    s[0] = (int64_t)m2c_type_count(t);
    v = tw_reshape_dims(L, tw_to(L, tw_tensor(L, i), M2C_F32), 1, s);
    v = tw_gather_rows(L, v, 0, lw_const_int(L, M2C_I32, (int)(rows * kb), idx));
    m2c_free(idx);
    s[0] = rows; s[1] = kb;
    return tw_reshape_dims(L, v, 2, s);
}

/* x [outer * kb * 32 ...] times its block scale: x viewed as 3 dims with
 * the 32-element slices along axis `along` (1: a's [M, Kb, 32]; 0: b's
 * [Kb, 32, N]), the scale [M, Kb, 1] or [Kb, 1, N] broadcast over them. */
static m2c_value *mx_scaled(m2c_lowerer *L, m2c_value *x, m2c_value *scale, int is_a)
{
    int64_t s[3], s2[2];
    s2[0] = x->shape.dims[0]; s2[1] = x->shape.dims[1];
    if (is_a) { s[0] = s2[0]; s[1] = s2[1] / 32; s[2] = 32; }
    else { s[0] = s2[0] / 32; s[1] = 32; s[2] = s2[1]; }
    x = tw_reshape_dims(L, x, 3, s);
    if (is_a) { s[0] = scale->shape.dims[0]; s[1] = scale->shape.dims[1]; s[2] = 1; }
    else {
        int64_t perm[2] = { 1, 0 };
        scale = lw_transpose(L, scale, perm, 0);          /* [N, Kb] -> [Kb, N] */
        s[0] = scale->shape.dims[0]; s[1] = 1; s[2] = scale->shape.dims[1];
    }
    x = tw_bin(L, NPK_BIN_MUL, x, tw_reshape_dims(L, scale, 3, s));
    return tw_reshape_dims(L, x, 2, s2);
}

/* _scaled_mm(a, b, scale_a, scale_b, bias, scale_result, out_dtype,
 * use_fast_accum): (a @ b) * scale_a * scale_b + bias, the operands (f8
 * here) widened to f32 exactly and the products summed in f32, then the
 * result type. Scales per tensor (one value) or per row of a ([M, 1]) and
 * column of b ([1, N]), f32, broadcast; or MX block scales (f8E8M0FNU, both
 * operands): each 32-element slice along K of a row of a / a column of b
 * times its scale before the product (mx_block_scale). A scale_result is
 * refused. use_fast_accum changes nothing here. */
static m2c_value *scaled_mm(m2c_lowerer *L)
{
    m2c_value *a, *b, *sa, *sb, *y;
    int k, blocks;
    if (SRC->n_in < 4) m2c_error_at(SRC->loc, "%s takes a, b, scale_a and scale_b", SRC->dname);
    a = tw_tensor(L, 0);
    b = tw_tensor(L, 1);
    if (a->shape.rank != 2 || b->shape.rank != 2) m2c_error_at(SRC->loc, "%s: a and b must be matrices", SRC->dname);
    sa = tw_tensor(L, 2);
    sb = tw_tensor(L, 3);
    if (SRC->n_in > 5 && !tw_is_none(L, 5)) m2c_error_at(SRC->in_loc[5], "%s: scale_result is not supported", SRC->dname);
    blocks = SRC->in[2]->shape.elem == M2C_F8E8M0FNU || SRC->in[3]->shape.elem == M2C_F8E8M0FNU;
    if (blocks) {
        int64_t K = a->shape.dims[1];
        for (k = 2; k < 4; k++)
            if (SRC->in[k]->shape.elem != M2C_F8E8M0FNU)
                m2c_error_at(SRC->in_loc[k], "%s: with a block scale (f8E8M0FNU) both scales must be block scales, "
                             "scale %s is %s", SRC->dname, k == 2 ? "a" : "b", m2c_elem_name(SRC->in[k]->shape.elem));
        if (K % 32 != 0 || b->shape.dims[0] != K)
            m2c_error_at(SRC->loc, "%s: block scales need K (%lld) a multiple of 32, the same for a and b",
                         SRC->dname, (long long)K);
        a = mx_scaled(L, tw_to(L, a, M2C_F32), mx_block_scale(L, 2, a->shape.dims[0], K / 32), 1);
        b = mx_scaled(L, tw_to(L, b, M2C_F32), mx_block_scale(L, 3, b->shape.dims[1], K / 32), 0);
        y = matmul2(L, a, b, 0);
    } else {
        for (k = 2; k < 4; k++) {
            const m2c_type *t = &SRC->in[k]->shape;
            int64_t n = (int64_t)m2c_type_count(t), want = k == 2 ? a->shape.dims[0] : b->shape.dims[1];
            int per_row = t->rank == 2 && t->dims[k == 2 ? 1 : 0] == 1 && t->dims[k == 2 ? 0 : 1] == want;
            if (t->elem != M2C_F32 || (n != 1 && !per_row))
                m2c_error_at(SRC->in_loc[k], "%s: scale %s of type %s is not supported (f32 scales per tensor, "
                             "per row [M,1] / per column [1,N], or f8E8M0FNU block scales)", SRC->dname,
                             k == 2 ? "a" : "b", m2c_elem_name(t->elem));
        }
        y = matmul2(L, tw_to(L, a, M2C_F32), tw_to(L, b, M2C_F32), 0);
        y = tw_bin(L, NPK_BIN_MUL, y, sa->shape.rank == 2 ? sa : tw_reshape_dims(L, sa, 0, NULL));
        y = tw_bin(L, NPK_BIN_MUL, y, sb->shape.rank == 2 ? sb : tw_reshape_dims(L, sb, 0, NULL));
    }
    if (SRC->n_in > 4 && !tw_is_none(L, 4)) y = tw_bin(L, NPK_BIN_ADD, y, tw_to(L, tw_tensor(L, 4), M2C_F32));
    return y;
}

/* addmm (input, m1, m2, beta, alpha): beta input + alpha m1 m2 */
static m2c_value *addmm(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *y = matmul(L, tw_tensor(L, 1), tw_tensor(L, 2)), *c = tw_to(L, tw_tensor(L, 0), e);
    double beta = SRC->n_in > 3 ? tw_num(L, 3) : 1.0, alpha = SRC->n_in > 4 ? tw_num(L, 4) : 1.0;
    if (alpha != 1.0) y = tw_bin(L, NPK_BIN_MUL, y, tw_splat(L, alpha, e, 2));
    if (beta == 0.0) return y;   /* torch ignores input then (NaN included) */
    if (beta != 1.0) c = tw_bin(L, NPK_BIN_MUL, c, tw_splat(L, beta, e, c->shape.rank));
    return tw_bin(L, NPK_BIN_ADD, y, c);
}

/* ---- convolution and pools (NCHW, npk's layout) ---- */

/* n ints of operand i: a single value repeats (torch's int[2] accepts one) */
static void int_pair(m2c_lowerer *L, int i, int64_t *out, int n, int64_t dflt)
{
    int64_t v[NPK_MAX_RANK];
    int m = i < SRC->n_in ? tw_ints(L, i, v, NPK_MAX_RANK) : -1, k;
    if (m <= 0) { for (k = 0; k < n; k++) out[k] = dflt; return; }
    if (m != 1 && m != n) m2c_error_at(SRC->in_loc[i], "%s: operand %d needs %d values, got %d", SRC->dname, i, n, m);
    for (k = 0; k < n; k++) out[k] = v[m == 1 ? 0 : k];
}

/* a 1-D (N, C, L) tensor as (N, C, 1, L) */
static m2c_value *as_2d(m2c_lowerer *L, m2c_value *x)
{
    int64_t s[4];
    s[0] = x->shape.dims[0]; s[1] = x->shape.dims[1]; s[2] = 1; s[3] = x->shape.dims[2];
    return tw_reshape_dims(L, x, 4, s);
}

/* max_poolNd (x, kernel, stride, padding, dilation, ceil_mode)
 * avg_poolNd (x, kernel, stride, padding, ceil_mode, count_include_pad, divisor_override)
 * for N = 1..3; an input without the batch dim runs as N = 1. npk's pool
 * kernels take the 1-D and 2-D pools without dilation or divisor_override
 * whose padding is smaller than the window; the rest run as a loop op
 * (lower_torch_window.c). */
static m2c_value *pool(m2c_lowerer *L, int avg, int n)
{
    m2c_value *x = tw_float_in(L);
    int64_t k[3], st[3], pd[3], dl[3] = { 1, 1, 1 }, pad[4], s[NPK_MAX_RANK], divisor = 0;
    int r0 = x->shape.rank, ceil_i = avg ? 4 : 5, ceil_mode, include_pad = 1, d, general = n > 2;
    m2c_op *op;
    int_pair(L, 1, k, n, 1);
    if (avg && tw_ints(L, 2, s, NPK_MAX_RANK) == 2 * n) {
        /* torch-mlir writes an avg pool's dilation after its strides: [s.., d..] */
        for (d = 0; d < n; d++) { st[d] = s[d]; dl[d] = s[n + d]; }
    } else {
        int_pair(L, 2, st, n, -1);
        if (st[0] < 0) for (d = 0; d < n; d++) st[d] = k[d];
    }
    int_pair(L, 3, pd, n, 0);
    if (!avg) int_pair(L, 4, dl, n, 1);
    ceil_mode = SRC->n_in > ceil_i ? (int)tw_int(L, ceil_i) : 0;
    if (avg) include_pad = SRC->n_in > 5 ? (int)tw_int(L, 5) : 1;
    if (avg && SRC->n_in > 6 && !tw_is_none(L, 6)) {
        divisor = tw_int(L, 6);
        if (divisor < 1) m2c_error_at(SRC->in_loc[6], "%s: divisor_override must be positive", SRC->dname);
        general = 1;
    }
    for (d = 0; d < n; d++) if (dl[d] != 1 || pd[d] >= k[d]) general = 1;
    if (r0 == n + 1) {   /* (C, S..) as (1, C, S..) */
        s[0] = 1;
        for (d = 0; d < r0; d++) s[d + 1] = x->shape.dims[d];
        x = tw_reshape_dims(L, x, r0 + 1, s);
    }
    if (x->shape.rank != n + 2) m2c_error_at(SRC->loc, "%s needs a rank %d or %d input", SRC->dname, n + 1, n + 2);
    if (general) {
        x = tw_pool_loop(L, x, n, avg, k, st, pd, dl, ceil_mode, include_pad, divisor);
    } else {
        if (n == 1) {
            k[1] = k[0]; k[0] = 1; st[1] = st[0]; st[0] = 1; pd[1] = pd[0]; pd[0] = 0;
            x = as_2d(L, x);
        }
        pad[0] = pd[0]; pad[1] = pd[1]; pad[2] = pd[0]; pad[3] = pd[1];
        op = lw_op(L, avg ? M2C_OPK_AVGPOOL : M2C_OPK_MAXPOOL, 1, &x);
        op->attr.max_pool2d.kh = lw_i32(L, k[0], "kernel");
        op->attr.max_pool2d.kw = lw_i32(L, k[1], "kernel");
        lw_window(L, op, st, pad, NULL);
        op->attr.max_pool2d.ceil_mode = ceil_mode;
        if (avg) op->attr.max_pool2d.count_include_pad = include_pad;
        x = lw_done(L, op, NULL, 0);
        if (n == 1) x = squeeze(L, x, 2);
    }
    if (r0 == n + 1) x = squeeze(L, x, 0);
    return x;
}

/* ---- reductions ---- */

/* x reduced over the dims in mask (each kept as 1), by npk reduce fn or
 * integer reduce fn; then the kept dims dropped unless keepdim. */
static m2c_value *reduce(m2c_lowerer *L, m2c_value *x, unsigned mask, int fn, int ifn, int keepdim)
{
    int d, r = x->shape.rank;
    for (d = 0; d < r; d++) {
        m2c_op *op;
        if (!(mask & (1u << d))) continue;
        op = tcp(L, tw_is_float(x->shape.elem) ? NPK_OP_REDUCE : NPK_OP_IREDUCE, 1, &x);
        if (op->opcode == NPK_OP_REDUCE) { op->attr.reduce.fn = fn; op->attr.reduce.axis = d; }
        else { op->attr.ireduce.fn = ifn; op->attr.ireduce.axis = d; }
        x = lw_done(L, op, NULL, 0);
    }
    if (!keepdim) {
        int64_t s[NPK_MAX_RANK];
        int n = 0;
        for (d = 0; d < r; d++) if (!(mask & (1u << d))) s[n++] = x->shape.dims[d];
        x = tw_reshape_dims(L, x, n, s);
    }
    return x;
}

m2c_value *tw_reduce(m2c_lowerer *L, m2c_value *x, unsigned mask, int fn, int ifn, int keepdim)
{
    return reduce(L, x, mask, fn, ifn, keepdim);
}

/* the dims of a reduction: operand i a dim list (none or [] = all) or one int */
static unsigned dims_mask(m2c_lowerer *L, int i, int r, int single)
{
    int64_t v[NPK_MAX_RANK];
    unsigned m = 0;
    int n, k;
    if (i >= SRC->n_in || tw_is_none(L, i)) return (1u << r) - 1;
    if (single) return 1u << tw_dim(L, tw_int(L, i), r);
    n = tw_ints(L, i, v, NPK_MAX_RANK);
    if (n == 0) return (1u << r) - 1;
    for (k = 0; k < n; k++) m |= 1u << tw_dim(L, v[k], r);
    return m;
}

static m2c_value *reduction(m2c_lowerer *L, int kind)
{
    int e = tw_out_elem(L);
    m2c_value *x = tw_tensor(L, 0);
    int r = x->shape.rank, keep = 0, mean = kind == TW_MEAN || kind == TW_MEAN_DIM;
    unsigned mask;
    int fn = NPK_REDUCE_SUM, ifn = 0;
    switch (kind) {
    case TW_SUM: case TW_MEAN: case TW_MAX_ALL: case TW_MIN_ALL: case TW_PROD: case TW_ANY: case TW_ALL:
        mask = (1u << r) - 1; break;
    case TW_PROD_DIM: case TW_ANY_DIM: case TW_ALL_DIM:
        mask = dims_mask(L, 1, r, 1); keep = (int)tw_int(L, 2); break;
    default:
        mask = dims_mask(L, 1, r, 0); keep = SRC->n_in > 2 ? (int)tw_int(L, 2) : 0; break;
    }
    if (r == 0) return tw_to(L, x, e);
    switch (kind) {
    case TW_AMAX: case TW_MAX_ALL: fn = NPK_REDUCE_MAX; ifn = 2; break;
    case TW_AMIN: case TW_MIN_ALL: fn = NPK_REDUCE_MIN; ifn = 3; break;
    case TW_PROD: case TW_PROD_DIM: fn = NPK_REDUCE_PROD; ifn = 1; break;
    case TW_ANY: case TW_ANY_DIM: ifn = 5; break;
    case TW_ALL: case TW_ALL_DIM: ifn = 4; break;
    default: break;
    }
    if (kind == TW_ANY || kind == TW_ALL || kind == TW_ANY_DIM || kind == TW_ALL_DIM) {
        x = tw_to(L, x, M2C_I1);
    } else if (x->shape.elem == M2C_I1) {
        x = tw_to(L, x, M2C_I8);   /* max/min of bools: as 0/1 integers */
    } else if (fn == NPK_REDUCE_SUM || fn == NPK_REDUCE_PROD) {
        x = tw_to(L, x, e);   /* sum/prod accumulate in the result type (dtype, or i64 for integers) */
    }
    x = reduce(L, x, mask, fn, ifn, keep);
    if (mean) {
        int64_t n = 1;
        int d;
        for (d = 0; d < r; d++) if (mask & (1u << d)) n *= tw_tensor(L, 0)->shape.dims[d];
        if (!tw_is_float(x->shape.elem)) m2c_error_at(SRC->loc, "%s of integers is not supported", SRC->dname);
        x = tw_bin(L, NPK_BIN_MUL, x, tw_splat(L, 1.0 / (double)n, x->shape.elem, x->shape.rank));
    }
    return x;
}

/* argmax (x, dim|none, keepdim): the first maximum; none flattens */
static m2c_value *argmax(m2c_lowerer *L)
{
    m2c_value *x = tw_tensor(L, 0);
    int keep = SRC->n_in > 2 ? (int)tw_int(L, 2) : 0, dim, r = x->shape.rank, d, n = 0;
    int64_t s[NPK_MAX_RANK];
    m2c_op *op;
    if (SRC->n_in < 2 || tw_is_none(L, 1)) {
        s[0] = count_of(&x->shape);
        x = tw_reshape_dims(L, x, 1, s);
        dim = 0;
    } else {
        dim = tw_dim(L, tw_int(L, 1), r);
    }
    if (x->shape.elem == M2C_I1) x = tw_to(L, x, M2C_I32);
    op = tcp(L, NPK_OP_ARGMAX, 1, &x);
    op->attr.argmax.axis = dim;
    x = lw_done(L, op, NULL, 0);
    if (keep) {
        if (SRC->n_in < 2 || tw_is_none(L, 1)) for (d = 0; d < r; d++) s[n++] = 1;
        else for (d = 0; d < r; d++) s[n++] = d == dim ? 1 : tw_tensor(L, 0)->shape.dims[d];
        x = tw_reshape_dims(L, x, n, s);
    }
    return x;
}

/* max.dim / min.dim (x, dim, keepdim) -> (values, indices): L->src->result says
 * which; the index is the first extreme (min as the max of -x, floats only). */
static m2c_value *max_dim(m2c_lowerer *L, int is_min)
{
    m2c_value *x = tw_tensor(L, 0);
    int r = x->shape.rank, dim = tw_dim(L, tw_int(L, 1), r), keep = (int)tw_int(L, 2), d, n = 0;
    int64_t s[NPK_MAX_RANK];
    m2c_op *op;
    if (r == 0) return x;
    if (x->shape.elem == M2C_I1) x = tw_to(L, x, M2C_I8);   /* bools as 0/1 integers */
    if (SRC->result != 2)
        return reduce(L, x, 1u << dim, is_min ? NPK_REDUCE_MIN : NPK_REDUCE_MAX, is_min ? 3 : 2, keep);
    if (is_min) {
        /* ~x reverses the order of integers without overflow (-x would at the minimum) */
        x = tw_is_float(x->shape.elem) ? tw_un(L, NPK_UN_NEG, x) : tw_int_unary(L, NPK_IUN_NOT, x);
    }
    if (x->shape.elem == M2C_I1) x = tw_to(L, x, M2C_I32);
    op = tcp(L, NPK_OP_ARGMAX, 1, &x);
    op->attr.argmax.axis = dim;
    x = lw_done(L, op, NULL, 0);
    if (keep) {
        for (d = 0; d < r; d++) s[n++] = d == dim ? 1 : tw_tensor(L, 0)->shape.dims[d];
        x = tw_reshape_dims(L, x, n, s);
    }
    return x;
}

/* softmax.int (x, dim, dtype|none), _softmax (x, dim, half_to_float) */
static m2c_value *softmax(m2c_lowerer *L, int log)
{
    m2c_value *x = tw_float_in(L);
    m2c_op *op = lw_op(L, M2C_OPK_SOFTMAX, 1, &x);
    if (x->shape.rank == 0) m2c_error_at(SRC->loc, "%s of a rank-0 tensor is not supported", SRC->dname);
    op->attr.softmax.axis = tw_dim(L, tw_int(L, 1), x->shape.rank);
    op->attr.softmax.log = log;
    return lw_done(L, op, NULL, 0);
}

/* each head of x [.., H, S, E] r times in a row (repeat_interleave on dim -3) */
static m2c_value *repeat_heads(m2c_lowerer *L, m2c_value *x, int64_t r)
{
    int64_t s[NPK_MAX_RANK];
    int k = x->shape.rank, d;
    m2c_type t;
    if (r == 1) return x;
    if (k < 3 || k + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: grouped-query attention needs rank 3 to %d", SRC->dname, NPK_MAX_RANK - 1);
    for (d = 0; d <= k; d++) s[d] = d < k - 2 ? x->shape.dims[d] : d == k - 2 ? 1 : x->shape.dims[d - 1];
    x = tw_reshape_dims(L, x, k + 1, s);
    t = x->shape;
    t.dims[k - 2] = r;
    x = lw_done(L, lw_op(L, M2C_OPK_BROADCAST, 1, &x), &t, 0);
    for (d = 0; d < k; d++) s[d] = d < k - 3 ? x->shape.dims[d] : d == k - 3 ? x->shape.dims[d] * r : x->shape.dims[d + 1];
    return tw_reshape_dims(L, x, k, s);
}

/* scaled_dot_product_attention (q, k, v, attn_mask|none, dropout_p, is_causal,
 * scale|none, enable_gqa): softmax(q k^T * scale + mask) v, the scale
 * 1/sqrt(E) by default; a bool mask keeps where true (-inf elsewhere), a
 * float one is added; causal masks key j > query i; with fewer key/value
 * heads than query heads each serves consecutive query heads. */
static m2c_value *sdpa(m2c_lowerer *L)
{
    m2c_value *q = tw_float_in(L), *k = tw_to(L, tw_tensor(L, 1), q->shape.elem), *v = tw_to(L, tw_tensor(L, 2), q->shape.elem), *a;
    int r = q->shape.rank, e = q->shape.elem;
    int64_t E = q->shape.dims[r - 1], Lq = q->shape.dims[r - 2], S = k->shape.dims[r - 2];
    double scale = SRC->n_in > 6 && !tw_is_none(L, 6) ? tw_num(L, 6) : 1.0 / sqrt((double)E);
    m2c_op *op;
    if (r < 2 || k->shape.rank != r || v->shape.rank != r) m2c_error_at(SRC->loc, "%s: query, key and value must have the same rank (2 or more)", SRC->dname);
    if (tw_num(L, 4) != 0.0) m2c_error_at(SRC->in_loc[4], "%s with dropout is not supported (inference: dropout_p = 0)", SRC->dname);
    if (r >= 3 && (k->shape.dims[r - 3] != q->shape.dims[r - 3] || v->shape.dims[r - 3] != q->shape.dims[r - 3])) {
        int64_t hq = q->shape.dims[r - 3], hk = k->shape.dims[r - 3], hv = v->shape.dims[r - 3];
        if (hq % hk || hq % hv) m2c_error_at(SRC->loc, "%s: %lld query heads do not divide into %lld key / %lld value heads", SRC->dname,
                                            (long long)hq, (long long)hk, (long long)hv);
        k = repeat_heads(L, k, hq / hk);
        v = repeat_heads(L, v, hq / hv);
    }
    a = matmul(L, q, swap_dims(L, k, r - 2, r - 1));
    a = tw_bin(L, NPK_BIN_MUL, a, tw_splat(L, scale, e, a->shape.rank));
    if (!tw_is_none(L, 3)) {
        m2c_value *m = tw_tensor(L, 3);
        if (m->shape.elem == M2C_I1) a = tw_select(L, m, a, tw_splat(L, -INFINITY, e, a->shape.rank));
        else a = tw_bin(L, NPK_BIN_ADD, a, tw_to(L, m, e));
    }
    if (tw_int(L, 5)) {   /* causal: -inf above the diagonal */
        m2c_type t;
        float *bias = (float *)m2c_alloc((size_t)(Lq * S) * sizeof(float) + 4);
        int64_t i, j;
        memset(&t, 0, sizeof t);
        t.rank = 2; t.dims[0] = Lq; t.dims[1] = S;
        for (i = 0; i < Lq; i++) for (j = 0; j < S; j++) bias[i * S + j] = j > i ? -INFINITY : 0.0f;
        a = tw_bin(L, NPK_BIN_ADD, a, tw_to(L, lw_const(L, &t, bias, 0.0f), e));
        m2c_free(bias);
    }
    op = lw_op(L, M2C_OPK_SOFTMAX, 1, &a);
    op->attr.softmax.axis = a->shape.rank - 1;
    a = lw_done(L, op, NULL, 0);
    return matmul(L, a, v);
}

/* ---- normalisation ---- */

/* layer_norm (x, normalized_shape, w|none, b|none, eps, cudnn_enable) */
static m2c_value *layer_norm(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L), *mean, *xc, *var;
    int64_t ns[NPK_MAX_RANK], n = 1;
    int k = tw_ints(L, 1, ns, NPK_MAX_RANK), r = x->shape.rank, d, e = x->shape.elem;
    unsigned mask = 0;
    double eps = tw_num(L, 4);
    if (k < 1 || k > r) m2c_error_at(SRC->in_loc[1], "%s: normalized_shape must have 1 to %d dims", SRC->dname, r);
    for (d = 0; d < k; d++) {
        if (ns[d] != x->shape.dims[r - k + d]) m2c_error_at(SRC->in_loc[1], "%s: normalized_shape differs from the input's last dims", SRC->dname);
        mask |= 1u << (r - k + d);
        n *= ns[d];
    }
    mean = tw_bin(L, NPK_BIN_MUL, reduce(L, x, mask, NPK_REDUCE_SUM, 0, 1), tw_splat(L, 1.0 / (double)n, e, r));
    xc = tw_bin(L, NPK_BIN_SUB, x, mean);
    var = tw_bin(L, NPK_BIN_MUL, reduce(L, tw_bin(L, NPK_BIN_MUL, xc, xc), mask, NPK_REDUCE_SUM, 0, 1), tw_splat(L, 1.0 / (double)n, e, r));
    x = tw_bin(L, NPK_BIN_MUL, xc, tw_un(L, NPK_UN_RSQRT, tw_bin(L, NPK_BIN_ADD, var, tw_splat(L, eps, e, r))));
    if (!tw_is_none(L, 2)) x = tw_bin(L, NPK_BIN_MUL, x, tw_to(L, tw_tensor(L, 2), e));
    if (!tw_is_none(L, 3)) x = tw_bin(L, NPK_BIN_ADD, x, tw_to(L, tw_tensor(L, 3), e));
    return x;
}

/* batch_norm (x, w, b, running_mean, running_var, training, momentum, eps, cudnn): eval only */
static m2c_value *batch_norm(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L), *p[4];
    int r = x->shape.rank, e = x->shape.elem, k, d;
    int64_t s[NPK_MAX_RANK];
    double eps = tw_num(L, 7);
    if (tw_int(L, 5)) m2c_error_at(SRC->in_loc[5], "%s with training = true is not supported (eval mode only)", SRC->dname);
    if (r < 2) m2c_error_at(SRC->loc, "%s needs an input of rank 2 or more", SRC->dname);
    for (d = 0; d < r; d++) s[d] = d == 1 ? x->shape.dims[1] : 1;
    for (k = 0; k < 4; k++) {
        if (tw_is_none(L, k + 1)) { p[k] = NULL; continue; }
        p[k] = tw_reshape_dims(L, tw_to(L, tw_tensor(L, k + 1), e), r, s);
    }
    if (!p[2] || !p[3]) m2c_error_at(SRC->loc, "%s needs running_mean and running_var in eval mode", SRC->dname);
    x = tw_bin(L, NPK_BIN_SUB, x, p[2]);
    x = tw_bin(L, NPK_BIN_MUL, x, tw_un(L, NPK_UN_RSQRT, tw_bin(L, NPK_BIN_ADD, p[3], tw_splat(L, eps, e, r))));
    if (p[0]) x = tw_bin(L, NPK_BIN_MUL, x, p[0]);
    if (p[1]) x = tw_bin(L, NPK_BIN_ADD, x, p[1]);
    return x;
}

void m2c_torch_nn(m2c_lowerer *L)
{
    m2c_value *y = NULL;
    int64_t v[2 * NPK_MAX_RANK];
    int n;
    switch (L->arg) {
    case TW_VIEW: y = view(L, tw_tensor(L, 0)); break;
    case TW_FLATTEN: y = flatten(L, tw_tensor(L, 0)); break;
    case TW_UNFLATTEN: y = unflatten(L, tw_tensor(L, 0)); break;
    case TW_SQUEEZE: y = squeeze(L, tw_tensor(L, 0), -1); break;
    case TW_SQUEEZE_DIM: {
        m2c_value *x = tw_tensor(L, 0);
        int d = tw_dim(L, tw_int(L, 1), x->shape.rank);
        y = x->shape.rank && x->shape.dims[d] == 1 ? squeeze(L, x, d) : x;
        break;
    }
    case TW_UNSQUEEZE: y = unsqueeze(L, tw_tensor(L, 0)); break;
    case TW_PERMUTE:
        n = tw_ints(L, 1, v, NPK_MAX_RANK);
        if (n != tw_tensor(L, 0)->shape.rank) m2c_error_at(SRC->in_loc[1], "%s: the permutation has %d dims for rank %d", SRC->dname, n, tw_tensor(L, 0)->shape.rank);
        y = permute(L, tw_tensor(L, 0), v);
        break;
    case TW_TRANSPOSE: {
        m2c_value *x = tw_tensor(L, 0);
        y = x->shape.rank < 2 ? x : swap_dims(L, x, tw_dim(L, tw_int(L, 1), x->shape.rank), tw_dim(L, tw_int(L, 2), x->shape.rank));
        break;
    }
    case TW_T: {
        m2c_value *x = tw_tensor(L, 0);
        y = x->shape.rank < 2 ? x : swap_dims(L, x, 0, 1);
        break;
    }
    case TW_SLICE: y = slice(L, tw_tensor(L, 0)); break;
    case TW_SELECT: y = select_int(L, tw_tensor(L, 0)); break;
    case TW_CAT: y = cat(L); break;
    case TW_EXPAND: y = expand(L, tw_tensor(L, 0)); break;
    case TW_REPEAT: y = repeat(L, tw_tensor(L, 0)); break;
    case TW_FLIP: y = flip(L, tw_tensor(L, 0)); break;
    case TW_PAD:
        n = tw_ints(L, 1, v, 2 * NPK_MAX_RANK);
        y = pad_nd(L, tw_to(L, tw_tensor(L, 0), tw_out_elem(L)), v, n, SRC->n_in > 2 ? tw_num(L, 2) : 0.0);
        break;
    case TW_REFLECT_PAD: y = pad_mode(L, tw_tensor(L, 0), 1); break;
    case TW_REPLICATE_PAD: y = pad_mode(L, tw_tensor(L, 0), 0); break;
    case TW_INDEX_SELECT: {
        m2c_value *x = tw_tensor(L, 0);
        int d = tw_dim(L, tw_int(L, 1), x->shape.rank);
        y = tw_gather_rows(L, x, d, tw_tensor(L, 2));
        break;
    }
    case TW_EMBEDDING: {
        m2c_value *w = tw_tensor(L, 0), *idx = tw_tensor(L, 1);
        int64_t s[NPK_MAX_RANK];
        int d, k = 0;
        if (w->shape.rank != 2) m2c_error_at(SRC->in_loc[0], "%s: the weight must have rank 2", SRC->dname);
        y = tw_gather_rows(L, w, 0, idx);
        for (d = 0; d < idx->shape.rank; d++) s[k++] = idx->shape.dims[d];
        s[k++] = w->shape.dims[1];
        y = tw_reshape_dims(L, y, k, s);
        break;
    }
    case TW_MM: case TW_MATMUL: y = matmul(L, tw_tensor(L, 0), tw_tensor(L, 1)); break;
    case TW_LINEAR: y = linear(L); break;
    case TW_ADDMM: y = addmm(L); break;
    case TW_SCALED_MM: y = scaled_mm(L); break;
    case TW_CONV: y = tw_conv(L, 1); break;
    case TW_CONV2D: y = tw_conv(L, 0); break;
    case TW_CONV_BACKWARD:
        if (SRC->out->decl.elem == M2C_TNONE) {   /* output_mask false: nothing to compute (none if used) */
            lw_alias(L, tw_splat(L, 0.0, M2C_F32, 0));
            return;
        }
        y = tw_conv_backward(L);
        break;
    case TW_MAXPOOL2D: y = pool(L, 0, 2); break;
    case TW_AVGPOOL2D: y = pool(L, 1, 2); break;
    case TW_MAXPOOL1D: y = pool(L, 0, 1); break;
    case TW_AVGPOOL1D: y = pool(L, 1, 1); break;
    case TW_MAXPOOL3D: y = pool(L, 0, 3); break;
    case TW_AVGPOOL3D: y = pool(L, 1, 3); break;
    case TW_ADAPTIVE_AVG: {
        m2c_value *x = tw_float_in(L);
        n = tw_ints(L, 1, v, 2);
        if (x->shape.rank != 4 || n != 2 || v[0] != 1 || v[1] != 1)
            m2c_error_at(SRC->loc, "%s: only a 4-D input to output size [1, 1] is supported", SRC->dname);
        y = lw_unary(L, M2C_OPK_GAP, x, 0);
        break;
    }
    case TW_SOFTMAX: y = softmax(L, 0); break;
    case TW_LOG_SOFTMAX: y = softmax(L, 1); break;
    case TW_ARGMAX: y = argmax(L); break;
    case TW_MAX_DIM: y = max_dim(L, 0); break;
    case TW_MIN_DIM: y = max_dim(L, 1); break;
    case TW_LAYER_NORM: y = layer_norm(L); break;
    case TW_SDPA: y = sdpa(L); break;
    case TW_GRID_SAMPLER: y = tw_grid_sampler(L); break;
    case TW_ROTARY: y = tw_rotary_embedding(L); break;
    case TW_UPSAMPLE_NEAREST: case TW_UPSAMPLE_NEAREST_VEC: case TW_UPSAMPLE_BILINEAR: case TW_UPSAMPLE_BILINEAR_VEC:
    case TW_INTERPOLATE:
        y = tw_upsample(L, L->arg);
        break;
    case TW_UNFOLD: {   /* (x, dim, size, step); a rank-0 x is one element */
        m2c_value *x = tw_tensor(L, 0);
        int64_t one = 1;
        if (x->shape.rank == 0) {
            if (tw_int(L, 2) != 1) m2c_error_at(SRC->in_loc[2], "%s of a rank-0 tensor needs size 1", SRC->dname);
            y = tw_reshape_dims(L, x, 1, &one);
        } else {
            y = tw_unfold(L, x, tw_dim(L, tw_int(L, 1), x->shape.rank), tw_int(L, 2), tw_int(L, 3));
        }
        break;
    }
    case TW_CUMSUM: {   /* (x, dim, dtype|none): in the result's type */
        m2c_value *x = tw_tensor(L, 0);
        if (x->shape.rank == 0) y = tw_to(L, x, tw_out_elem(L));
        else y = tw_cumsum(L, x, tw_dim(L, tw_int(L, 1), x->shape.rank), tw_out_elem(L));
        break;
    }
    case TW_BATCH_NORM: y = batch_norm(L); break;
    default: y = reduction(L, L->arg); break;
    }
    tw_finish(L, y);
}
