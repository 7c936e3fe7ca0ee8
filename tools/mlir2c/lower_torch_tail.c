/* lower_torch_tail.c - the less common aten ops, each made of a few TCP
 * ops (lower_torch.h's tw_* helpers): atan, sinh, round, remainder, fmod,
 * isclose, lerp, triu/tril, outer, threshold_backward, fill.Tensor,
 * arange, empty (zeros), copy and prims.collapse / split_dim (cumsum: lower_torch_window.c).
 * Semantics from the PyTorch operator documentation. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"
#include "literals.h"

#define SRC (L->src)

/* A constant of type t (its dims) and elem holding vals[i] (double each). */
static m2c_value *const_of(m2c_lowerer *L, const m2c_type *t, int elem, const double *vals)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type s = *t;
    uint64_t i;
    int w = m2c_elem_bytes(elem);
    char name[160];
    s.scalar = 0;
    s.elem = elem;
    cb->count = m2c_type_count(&s);
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 4);
    if (elem != M2C_F32) cb->raw = m2c_alloc((size_t)cb->count * (size_t)w + 1);
    for (i = 0; i < cb->count; i++) {
        cb->data[i] = m2c_to_f32(vals[i]);
        if (cb->raw) m2c_store_elem((unsigned char *)cb->raw + i * (uint64_t)w, elem, vals[i], (int64_t)vals[i]);
    }
    snprintf(name, sizeof name, "%s.k%d", SRC->out->name, ++L->tmp);
    return m2c_new_const(name, SRC->loc, &s, cb);
}

static void tcp1(m2c_lowerer *L, int opcode, int n, m2c_value *const *in, m2c_op **op)
{
    *op = lw_op(L, M2C_OPK_TCP, n, in);
    m2c_set_op(*op, opcode);
}

static m2c_value *slice_of(m2c_lowerer *L, m2c_value *x, int dim, int64_t start, int64_t size)
{
    m2c_op *op;
    int d;
    tcp1(L, NPK_OP_SLICE, 1, &x, &op);
    for (d = 0; d < x->shape.rank; d++) {
        NPK_SLICE_START(op)[d] = d == dim ? (int32_t)start : 0;
        NPK_SLICE_SIZE(op)[d] = (int32_t)(d == dim ? size : x->shape.dims[d]);
    }
    return lw_done(L, op, NULL, 0);
}

static m2c_value *concat2(m2c_lowerer *L, m2c_value *a, m2c_value *b, int dim)
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    tcp1(L, NPK_OP_CONCAT, 2, in, &op);
    op->attr.concat.axis = dim;
    return lw_done(L, op, NULL, 0);
}

static m2c_value *zeros_like(m2c_lowerer *L, const m2c_value *x, int elem) { return tw_const(L, &x->shape, elem, 0.0); }

/* Constants mlir2c builds element by element stay below this many elements. */
#define TAIL_MAX_CONST ((int64_t)1 << 24)
static void check_const_size(m2c_lowerer *L, int64_t n)
{
    if (n > TAIL_MAX_CONST) m2c_error_at(SRC->loc, "%s: a constant of %lld elements would be needed (at most %lld)", SRC->dname,
                                         (long long)n, (long long)TAIL_MAX_CONST);
}

static int out_rank(m2c_lowerer *L) { return SRC->out->decl.rank; }

/* ---- unary ---- */

enum { U_ATAN, U_SINH, U_ROUND };
static void lower_unary_tail(m2c_lowerer *L)
{
    m2c_value *x, *y;
    int e, r;
    tw_arity(L, 1, 1);
    e = tw_out_elem(L);
    if (!tw_is_float(e) && L->arg == U_ROUND) { tw_finish(L, tw_to(L, tw_tensor(L, 0), e)); return; }
    x = tw_float_in(L);
    e = x->shape.elem;
    r = x->shape.rank;
#define K(v) tw_splat(L, (v), e, r)
    if (L->arg == U_SINH) {   /* (e^x - e^-x) / 2 */
        y = tw_bin(L, NPK_BIN_MUL, tw_bin(L, NPK_BIN_SUB, tw_un(L, NPK_UN_EXP, x), tw_un(L, NPK_UN_EXP, tw_un(L, NPK_UN_NEG, x))), K(0.5));
    } else if (L->arg == U_ROUND) {
        /* half to even: floor(x + 1/2), less 1 at an exact half that rounded to an odd number;
         * |x| >= 2^23 is an integer already (x + 1/2 would round) */
        m2c_value *f = tw_un(L, NPK_UN_FLOOR, tw_bin(L, NPK_BIN_ADD, x, K(0.5)));
        m2c_value *tie = tw_cmp(L, NPK_CMP_EQUAL, tw_bin(L, NPK_BIN_SUB, f, x), K(0.5));
        m2c_value *half = tw_bin(L, NPK_BIN_MUL, f, K(0.5));
        m2c_value *odd = tw_logical(L, NPK_LOGIC_NOT, tw_cmp(L, NPK_CMP_EQUAL, tw_un(L, NPK_UN_FLOOR, half), half), NULL);
        y = tw_select(L, tw_logical(L, NPK_LOGIC_AND, tie, odd), tw_bin(L, NPK_BIN_SUB, f, K(1.0)), f);
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER_EQUAL, tw_un(L, NPK_UN_ABS, x), K(8388608.0)), x, y);
    } else {
        /* atan: t = min(|x|, 1/|x|) in [0, 1], u = t / (1 + sqrt(1 + t^2)) in [0, tan(pi/8)],
         * atan t = 2 atan u (series to u^17, error < 1e-7); pi/2 - that where |x| > 1 */
        static const double c[] = { 1.0 / 17, -1.0 / 15, 1.0 / 13, -1.0 / 11, 1.0 / 9, -1.0 / 7, 1.0 / 5, -1.0 / 3, 1.0 };
        m2c_value *a = tw_un(L, NPK_UN_ABS, x), *big = tw_cmp(L, NPK_CMP_GREATER, a, K(1.0));
        m2c_value *t = tw_select(L, big, tw_un(L, NPK_UN_RECIPROCAL, a), a), *u, *u2, *s;
        size_t k;
        u = tw_bin(L, NPK_BIN_DIV, t, tw_bin(L, NPK_BIN_ADD, K(1.0), tw_un(L, NPK_UN_SQRT, tw_bin(L, NPK_BIN_ADD, K(1.0), tw_bin(L, NPK_BIN_MUL, t, t)))));
        u2 = tw_bin(L, NPK_BIN_MUL, u, u);
        s = K(c[0]);
        for (k = 1; k < sizeof c / sizeof c[0]; k++) s = tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, s, u2), K(c[k]));
        s = tw_bin(L, NPK_BIN_MUL, s, u);   /* u - u^3/3 + u^5/5 - ... (Horner in u^2) */
        s = tw_bin(L, NPK_BIN_MUL, s, K(2.0));
        s = tw_select(L, big, tw_bin(L, NPK_BIN_SUB, K(1.57079632679489662), s), s);
        y = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, K(0.0), x), tw_un(L, NPK_UN_NEG, s), s);
    }
#undef K
    tw_finish(L, y);
}

/* ---- binary ---- */

/* remainder (sign of the divisor, floor) / fmod (sign of the dividend, trunc), .Tensor and .Scalar */
static void lower_remainder(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *a, *b, *q;
    tw_arity(L, 2, 2);
    a = tw_operand(L, 0, e, r);
    b = tw_operand(L, 1, e, r);
    if (tw_is_float(e)) {
        q = tw_bin(L, NPK_BIN_DIV, a, b);
        q = L->arg ? tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, e, r), q), tw_un(L, NPK_UN_CEIL, q), tw_un(L, NPK_UN_FLOOR, q))
                   : tw_un(L, NPK_UN_FLOOR, q);
    } else if (e == M2C_I1) {
        m2c_error_at(SRC->loc, "%s on bool tensors is not supported", SRC->dname);
    } else if (L->arg) {
        m2c_value *in[2];
        m2c_op *op;
        in[0] = a;
        in[1] = b;
        tcp1(L, NPK_OP_IBINARY, 2, in, &op);
        op->attr.ibinary.fn = NPK_IBIN_INTDIV;
        q = lw_done(L, op, NULL, 0);
    } else {
        q = tw_floordiv_int(L, a, b);
    }
    tw_finish(L, tw_bin(L, NPK_BIN_SUB, a, tw_bin(L, NPK_BIN_MUL, q, b)));
}

/* isclose(a, b, rtol, atol, equal_nan): |a - b| <= atol + rtol |b|, or a == b */
static void lower_isclose(m2c_lowerer *L)
{
    m2c_value *a, *b, *d, *tol;
    int r = out_rank(L);
    tw_arity(L, 5, 5);
    if (tw_int(L, 4)) m2c_error_at(SRC->in_loc[4], "%s with equal_nan = true is not supported", SRC->dname);
    a = tw_to(L, tw_tensor(L, 0), M2C_F32);
    b = tw_to(L, tw_tensor(L, 1), M2C_F32);
    d = tw_un(L, NPK_UN_ABS, tw_bin(L, NPK_BIN_SUB, a, b));
    tol = tw_bin(L, NPK_BIN_ADD, tw_splat(L, tw_num(L, 3), M2C_F32, r),
                 tw_bin(L, NPK_BIN_MUL, tw_splat(L, tw_num(L, 2), M2C_F32, r), tw_un(L, NPK_UN_ABS, b)));
    tw_finish(L, tw_logical(L, NPK_LOGIC_OR, tw_cmp(L, NPK_CMP_GREATER_EQUAL, tol, d), tw_cmp(L, NPK_CMP_EQUAL, a, b)));
}

/* lerp.Tensor / lerp.Scalar (self, end, weight): self + weight (end - self) */
static void lower_lerp(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *a, *b, *w;
    tw_arity(L, 3, 3);
    if (!tw_is_float(e)) m2c_error_at(SRC->loc, "%s with a %s result is not supported", SRC->dname, m2c_elem_name(e));
    a = tw_operand(L, 0, e, r);
    b = tw_operand(L, 1, e, r);
    w = tw_operand(L, 2, e, r);
    tw_finish(L, tw_bin(L, NPK_BIN_ADD, a, tw_bin(L, NPK_BIN_MUL, w, tw_bin(L, NPK_BIN_SUB, b, a))));
}

/* outer(a, b): a[:, None] * b[None, :] */
static void lower_outer(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *a, *b;
    int64_t da[2], db[2];
    tw_arity(L, 2, 2);
    a = tw_to(L, tw_tensor(L, 0), e);
    b = tw_to(L, tw_tensor(L, 1), e);
    if (a->shape.rank != 1 || b->shape.rank != 1) m2c_error_at(SRC->loc, "%s: both operands must have rank 1", SRC->dname);
    da[0] = a->shape.dims[0]; da[1] = 1;
    db[0] = 1; db[1] = b->shape.dims[0];
    tw_finish(L, tw_bin(L, NPK_BIN_MUL, tw_reshape_dims(L, a, 2, da), tw_reshape_dims(L, b, 2, db)));
}

/* threshold_backward(grad, self, threshold): 0 where self <= threshold, else grad */
static void lower_threshold_backward(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r = out_rank(L);
    m2c_value *g, *x;
    tw_arity(L, 3, 3);
    g = tw_to(L, tw_tensor(L, 0), e);
    x = tw_to(L, tw_tensor(L, 1), e);
    tw_finish(L, tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, tw_splat(L, tw_num(L, 2), e, r)), g, tw_splat(L, 0, e, r)));
}

/* ---- shapes and constants ---- */

/* triu (L->arg 1) / tril (0) (x, diagonal): keep j - i >= k (triu) or <= k (tril) of the last two dims */
static void lower_tri(m2c_lowerer *L)
{
    m2c_value *x = tw_tensor(L, 0), *mask;
    int64_t k = SRC->n_in > 1 ? tw_int(L, 1) : 0, i, j, rows, cols;
    int r = x->shape.rank, e = tw_out_elem(L);
    m2c_type t;
    double *v;
    tw_arity(L, 1, 2);
    if (r < 2) m2c_error_at(SRC->loc, "%s: the input must have rank 2 or more", SRC->dname);
    rows = x->shape.dims[r - 2];
    cols = x->shape.dims[r - 1];
    memset(&t, 0, sizeof t);
    t.rank = r;
    for (i = 0; i < r; i++) t.dims[i] = 1;
    t.dims[r - 2] = rows;
    t.dims[r - 1] = cols;
    check_const_size(L, rows * cols);
    v = (double *)m2c_alloc((size_t)(rows * cols) * sizeof *v);
    for (i = 0; i < rows; i++)
        for (j = 0; j < cols; j++) v[i * cols + j] = L->arg ? j - i >= k : j - i <= k;
    mask = const_of(L, &t, M2C_I1, v);
    m2c_free(v);
    x = tw_to(L, x, e);
    tw_finish(L, tw_select(L, mask, x, tw_splat(L, 0, e, r)));
}

/* arange / arange.start / arange.start_step (start, end, step, dtype...): a constant of the declared type */
static void lower_arange(m2c_lowerer *L)
{
    const m2c_type *d = &SRC->out->decl;
    int nnum = L->arg, e = tw_out_elem(L);
    double start = nnum > 1 ? tw_num(L, 0) : 0.0, end = tw_num(L, nnum > 1 ? 1 : 0), step = nnum > 2 ? tw_num(L, 2) : 1.0, *v;
    int64_t n, i;
    if (step == 0) m2c_error_at(SRC->loc, "%s: step must be nonzero", SRC->dname);
    {
        double q = ceil((end - start) / step);   /* checked before it becomes an integer */
        if (!(q >= 1 && q <= (double)TAIL_MAX_CONST)) m2c_error_at(SRC->loc, "%s: %g elements is not supported", SRC->dname, q);
        n = (int64_t)q;
    }
    if (d->rank != 1 || (d->dims[0] != M2C_DYN && d->dims[0] != n))
        m2c_error_at(SRC->loc, "%s: the result has %lld elements but the op declares another shape", SRC->dname, (long long)n);
    v = (double *)m2c_alloc((size_t)n * sizeof *v);
    for (i = 0; i < n; i++) v[i] = start + (double)i * step;
    {
        m2c_type t;
        memset(&t, 0, sizeof t);
        t.rank = 1;
        t.dims[0] = n;
        tw_finish(L, const_of(L, &t, e, v));
    }
    m2c_free(v);
}

/* empty.memory_format / empty_like: PyTorch leaves the values unspecified; here zeros */
static void lower_empty(m2c_lowerer *L)
{
    if (!m2c_type_static(&SRC->out->decl)) m2c_error_at(SRC->loc, "%s with a dynamic result shape is not supported", SRC->dname);
    tw_finish(L, tw_const(L, &SRC->out->decl, tw_out_elem(L), 0.0));
}

/* _shape_as_tensor(x): x's dims as a 1-D integer tensor (static here: a constant) */
static void lower_shape_as_tensor(m2c_lowerer *L)
{
    m2c_value *x;
    double v[NPK_MAX_RANK];
    m2c_type t;
    int d;
    tw_arity(L, 1, 1);
    x = tw_tensor(L, 0);
    if (x->shape.rank == 0) m2c_error_at(SRC->loc, "%s of a rank-0 tensor (an empty result) is not supported", SRC->dname);
    for (d = 0; d < x->shape.rank; d++) v[d] = (double)x->shape.dims[d];
    memset(&t, 0, sizeof t);
    t.rank = 1;
    t.dims[0] = x->shape.rank;
    tw_finish(L, const_of(L, &t, tw_out_elem(L), v));
}

/* fill.Tensor (x, v): x's shape filled with the one element of v */
static void lower_fill_tensor(m2c_lowerer *L)
{
    int e = tw_out_elem(L), k;
    m2c_value *x = tw_tensor(L, 0), *v = tw_tensor(L, 1);
    int64_t ones[NPK_MAX_RANK];
    tw_arity(L, 2, 2);
    if (m2c_type_count(&v->shape) != 1) m2c_error_at(SRC->in_loc[1], "%s: the value must have one element", SRC->dname);
    for (k = 0; k < x->shape.rank; k++) ones[k] = 1;
    v = tw_reshape_dims(L, tw_to(L, v, e), x->shape.rank, ones);
    if (e == M2C_I1) tw_finish(L, tw_logical(L, NPK_LOGIC_OR, tw_const(L, &x->shape, e, 0.0), v));
    else tw_finish(L, tw_bin(L, NPK_BIN_ADD, zeros_like(L, x, e), v));
}

/* copy(self, src, non_blocking): src in self's element type and shape */
static void lower_copy(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *self = tw_tensor(L, 0), *src = tw_to(L, tw_tensor(L, 1), e);
    tw_arity(L, 2, 3);
    if (!m2c_type_equal(&src->shape, &self->shape) || src->shape.elem != self->shape.elem) {
        if (src->shape.rank > self->shape.rank) m2c_error_at(SRC->loc, "%s: src does not broadcast to self", SRC->dname);
        if (e == M2C_I1) src = tw_logical(L, NPK_LOGIC_OR, tw_const(L, &self->shape, e, 0.0), src);
        else src = tw_bin(L, NPK_BIN_ADD, zeros_like(L, self, e), src);
    }
    tw_finish(L, src);
}

/* prims.collapse(x, start, end): dims start..end merged */
static void lower_collapse(m2c_lowerer *L)
{
    m2c_value *x = tw_tensor(L, 0);
    int r = x->shape.rank, a = tw_dim(L, tw_int(L, 1), r), b = tw_dim(L, tw_int(L, 2), r), d, n = 0;
    int64_t s[NPK_MAX_RANK];
    tw_arity(L, 3, 3);
    if (a > b) m2c_error_at(SRC->loc, "%s: start %d is after end %d", SRC->dname, a, b);
    for (d = 0; d < r; d++) {
        if (d > a && d <= b) s[n - 1] *= x->shape.dims[d];
        else s[n++] = x->shape.dims[d];
    }
    tw_finish(L, tw_reshape_dims(L, x, n, s));
}

/* prims.split_dim(x, dim, outer): dim split into [outer, size / outer] */
static void lower_split_dim(m2c_lowerer *L)
{
    m2c_value *x = tw_tensor(L, 0);
    int r = x->shape.rank, dim = tw_dim(L, tw_int(L, 1), r), d, n = 0;
    int64_t outer = tw_int(L, 2), s[NPK_MAX_RANK];
    tw_arity(L, 3, 3);
    if (r >= NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: the result would have rank more than %d", SRC->dname, NPK_MAX_RANK);
    if (outer < 1 || x->shape.dims[dim] % outer)
        m2c_error_at(SRC->in_loc[2], "%s: %lld does not divide size %lld", SRC->dname, (long long)outer, (long long)x->shape.dims[dim]);
    for (d = 0; d < r; d++) {
        if (d == dim) { s[n++] = outer; s[n++] = x->shape.dims[d] / outer; }
        else s[n++] = x->shape.dims[d];
    }
    tw_finish(L, tw_reshape_dims(L, x, n, s));
}

/* x with dims a, b moved last (the others in order). */
static m2c_value *dims_last(m2c_lowerer *L, m2c_value *x, int a, int b)
{
    int64_t perm[NPK_MAX_RANK];
    int r = x->shape.rank, d, n = 0;
    for (d = 0; d < r; d++) if (d != a && d != b) perm[n++] = d;
    perm[n++] = a;
    perm[n++] = b;
    for (d = 0; d < r; d++) if (perm[d] != d) return lw_transpose(L, x, perm, 0);
    return x;
}

/* diagonal(x, offset, dim1, dim2): the diagonal of the (dim1, dim2) planes, as a last dim.
 * The n x n block on it, flattened, padded to n (n + 1) and read as [n, n + 1]: column 0. */
static void lower_diagonal(m2c_lowerer *L)
{
    m2c_value *x = tw_tensor(L, 0);
    int r = x->shape.rank, a, b, k;
    int64_t off = tw_int(L, 1), rows, cols, n, s[NPK_MAX_RANK];
    m2c_type zt;
    tw_arity(L, 1, 4);
    a = tw_dim(L, SRC->n_in > 2 ? tw_int(L, 2) : 0, r);
    b = tw_dim(L, SRC->n_in > 3 ? tw_int(L, 3) : 1, r);
    if (r < 2 || a == b) m2c_error_at(SRC->loc, "%s: dim1 and dim2 must be two different dims", SRC->dname);
    x = dims_last(L, tw_to(L, x, tw_out_elem(L)), a, b);
    rows = x->shape.dims[r - 2];
    cols = x->shape.dims[r - 1];
    if (off <= -rows || off >= cols) m2c_error_at(SRC->in_loc[1], "%s: the diagonal at offset %lld is empty (zero-sized tensors are not supported)", SRC->dname, (long long)off);
    n = off >= 0 ? (rows < cols - off ? rows : cols - off) : (rows + off < cols ? rows + off : cols);
    if (n <= 0) m2c_error_at(SRC->loc, "%s: the diagonal is empty (zero-sized tensors are not supported)", SRC->dname);
    x = slice_of(L, x, r - 2, off >= 0 ? 0 : -off, n);
    x = slice_of(L, x, r - 1, off >= 0 ? off : 0, n);
    for (k = 0; k < r - 2; k++) s[k] = x->shape.dims[k];
    s[r - 2] = n * n;
    x = tw_reshape_dims(L, x, r - 1, s);
    zt = x->shape;
    zt.dims[r - 2] = n;
    x = concat2(L, x, tw_const(L, &zt, x->shape.elem, 0.0), r - 2);
    s[r - 2] = n;
    s[r - 1] = n + 1;
    x = slice_of(L, tw_reshape_dims(L, x, r, s), r - 1, 0, 1);
    tw_finish(L, tw_reshape_dims(L, x, r - 1, s));
}

/* diag_embed(x, offset, dim1, dim2) with dim1, dim2 the last two result dims: the last
 * dim (n) on the offset diagonal of m x m planes, m = n + |offset|; floats, as
 * x [B, n] @ E [n, m m], E[k, i m + j] = 1 where (i, j) is the k-th diagonal place. */
static void lower_diag_embed(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L), *in[2];
    int r = x->shape.rank, d1, d2, k;
    int64_t off = SRC->n_in > 1 ? tw_int(L, 1) : 0, n, m, B = 1, s[NPK_MAX_RANK], i;
    m2c_type et;
    double *ev;
    m2c_op *op;
    tw_arity(L, 1, 4);
    d1 = tw_dim(L, SRC->n_in > 2 ? tw_int(L, 2) : -2, r + 1);
    d2 = tw_dim(L, SRC->n_in > 3 ? tw_int(L, 3) : -1, r + 1);
    if (r < 1 || r >= NPK_MAX_RANK || d1 == d2 || d1 + d2 != 2 * r - 1)
        m2c_error_at(SRC->loc, "%s: only dim1, dim2 the last two result dims are supported", SRC->dname);
    n = x->shape.dims[r - 1];
    if (off < -TAIL_MAX_CONST || off > TAIL_MAX_CONST) m2c_error_at(SRC->in_loc[1], "%s: offset %lld is out of range", SRC->dname, (long long)off);
    m = n + (off < 0 ? -off : off);
    for (k = 0; k < r - 1; k++) B *= x->shape.dims[k];
    check_const_size(L, (double)n * (double)m * (double)m > (double)TAIL_MAX_CONST ? TAIL_MAX_CONST + 1 : n * m * m);
    memset(&et, 0, sizeof et);
    et.rank = 2;
    et.dims[0] = n;
    et.dims[1] = m * m;
    ev = (double *)m2c_alloc((size_t)(n * m * m) * sizeof *ev);
    for (i = 0; i < n * m * m; i++) ev[i] = 0;
    for (i = 0; i < n; i++) {
        int64_t row = off >= 0 ? i : i - off, col = off >= 0 ? i + off : i;
        ev[i * m * m + (d1 < d2 ? row * m + col : col * m + row)] = 1;
    }
    s[0] = B;
    s[1] = n;
    in[0] = tw_reshape_dims(L, x, 2, s);
    in[1] = const_of(L, &et, M2C_F32, ev);
    m2c_free(ev);
    op = lw_op(L, M2C_OPK_MATMUL, 2, in);
    x = lw_done(L, op, NULL, 0);
    for (k = 0; k < r - 1; k++) s[k] = tw_tensor(L, 0)->shape.dims[k];
    s[r - 1] = m;
    s[r] = m;
    tw_finish(L, tw_reshape_dims(L, x, r + 1, s));
}

/* linalg_vector_norm(x, ord, dims, keepdim, dtype): (sum |x|^ord)^(1/ord); ord inf: max |x| */
static void lower_vector_norm(m2c_lowerer *L)
{
    m2c_value *x = tw_float_in(L);
    int r = x->shape.rank, e = x->shape.elem, keep = (int)tw_int(L, 3), n, k;
    double p = tw_num(L, 1);
    int64_t v[NPK_MAX_RANK];
    unsigned mask = 0;
    tw_arity(L, 4, 5);
    n = tw_ints(L, 2, v, NPK_MAX_RANK);
    for (k = 0; k < n; k++) mask |= 1u << tw_dim(L, v[k], r);
    if (n <= 0) mask = (1u << r) - 1;
    if (!(p > 0)) m2c_error_at(SRC->in_loc[1], "%s with ord %g is not supported (ord > 0 or inf)", SRC->dname, p);
    x = tw_un(L, NPK_UN_ABS, x);
    if (r == 0) { tw_finish(L, x); return; }
    if (isinf(p)) { tw_finish(L, tw_reduce(L, x, mask, NPK_REDUCE_MAX, 0, keep)); return; }
    if (p != 1) x = tw_bin(L, NPK_BIN_POW, x, tw_splat(L, p, e, r));
    x = tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, keep);
    if (p != 1) x = tw_bin(L, NPK_BIN_POW, x, tw_splat(L, 1.0 / p, e, x->shape.rank));
    tw_finish(L, x);
}

/* slice_scatter(x, src, dim, start, end, step 1): x with src in [start, end) of dim */
static void lower_slice_scatter(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *x = tw_to(L, tw_tensor(L, 0), e), *src = tw_to(L, tw_tensor(L, 1), e), *y;
    int r = x->shape.rank, dim;
    int64_t n, a, b, step;
    tw_arity(L, 2, 6);
    dim = tw_dim(L, SRC->n_in > 2 ? tw_int(L, 2) : 0, r);
    n = x->shape.dims[dim];
    a = SRC->n_in > 3 && !tw_is_none(L, 3) ? tw_int(L, 3) : 0;
    b = SRC->n_in > 4 && !tw_is_none(L, 4) ? tw_int(L, 4) : n;
    step = SRC->n_in > 5 ? tw_int(L, 5) : 1;
    if (a < 0) a += n;
    if (b < 0) b += n;
    a = a < 0 ? 0 : a > n ? n : a;
    b = b < a ? a : b > n ? n : b;
    if (step != 1) m2c_error_at(SRC->loc, "%s with step %lld is not supported (step 1)", SRC->dname, (long long)step);
    if (src->shape.rank != r || src->shape.dims[dim] != b - a)
        m2c_error_at(SRC->in_loc[1], "%s: src does not have the slice's shape", SRC->dname);
    y = src;
    if (a > 0) y = concat2(L, slice_of(L, x, dim, 0, a), y, dim);
    if (b < n) y = concat2(L, y, slice_of(L, x, dim, b, n - b), dim);
    tw_finish(L, y);
}

/* Nothing reads the source op's result (an unused part of a multi-result op). */
static int result_unused(m2c_lowerer *L)
{
    const m2c_func *f = L->f;
    int i, k;
    for (i = 0; i < f->n_ops; i++)
        for (k = 0; k < f->ops[i]->n_in; k++)
            if (f->ops[i]->in[k] == SRC->out) return 0;
    for (i = 0; i < f->n_results; i++)
        if (f->results[i] == SRC->out) return 0;
    return 1;
}

/* native_layer_norm(x, normalized_shape, w, b, eps) -> (y, mean, rstd): y as layer_norm;
 * mean and 1 / sqrt(var + eps) over the normalized dims, kept as 1 */
static void lower_native_layer_norm(m2c_lowerer *L)
{
    m2c_value *x, *mean, *xc, *var;
    int64_t ns[NPK_MAX_RANK], n = 1;
    int k, r, d, e;
    unsigned mask = 0;
    tw_arity(L, 5, 5);
    if (SRC->result <= 1) { L->arg = TW_LAYER_NORM; m2c_torch_nn(L); return; }
    if (result_unused(L)) return;   /* torch-mlir's tests print these types loosely: not computed when unused */
    x = tw_float_in(L);
    r = x->shape.rank;
    e = x->shape.elem;
    k = tw_ints(L, 1, ns, NPK_MAX_RANK);
    if (k < 1 || k > r) m2c_error_at(SRC->in_loc[1], "%s: normalized_shape must have 1 to %d dims", SRC->dname, r);
    for (d = 0; d < k; d++) { mask |= 1u << (r - k + d); n *= ns[d]; }
    mean = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, 1), tw_splat(L, 1.0 / (double)n, e, r));
    if (SRC->result == 2) { tw_finish(L, mean); return; }
    xc = tw_bin(L, NPK_BIN_SUB, x, mean);
    var = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, tw_bin(L, NPK_BIN_MUL, xc, xc), mask, NPK_REDUCE_SUM, 0, 1), tw_splat(L, 1.0 / (double)n, e, r));
    tw_finish(L, tw_un(L, NPK_UN_RSQRT, tw_bin(L, NPK_BIN_ADD, var, tw_splat(L, tw_num(L, 4), e, r))));
}

/* ---- gathers ---- */

/* y[p] = x3[0, flat[p], :] for x3 = x as [1, rows, row] (a gather op; flat i32 of any
 * shape, -1 where out of range gives a zero row), shaped flat's dims + the row dims given. */
static m2c_value *gather_flat(m2c_lowerer *L, m2c_value *x, int64_t rows, m2c_value *flat, int nrow, const int64_t *row_dims)
{
    m2c_value *in[2], *y;
    int64_t s[NPK_MAX_RANK], row = 1, w = (int64_t)m2c_type_count(&flat->shape);
    int k;
    m2c_op *op;
    if (flat->shape.rank + nrow > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: the result rank is more than %d", SRC->dname, NPK_MAX_RANK);
    for (k = 0; k < nrow; k++) row *= row_dims[k];
    s[0] = 1; s[1] = rows; s[2] = row;
    in[0] = tw_reshape_dims(L, x, 3, s);
    s[0] = 1; s[1] = w;
    in[1] = tw_reshape_dims(L, flat, 2, s);
    tcp1(L, NPK_OP_GATHER, 2, in, &op);
    y = lw_done(L, op, NULL, 0);
    for (k = 0; k < flat->shape.rank; k++) s[k] = flat->shape.dims[k];
    for (k = 0; k < nrow; k++) s[flat->shape.rank + k] = row_dims[k];
    return tw_reshape_dims(L, y, flat->shape.rank + nrow, s);
}

/* i (i64) where 0 <= i < size, else -1 */
static m2c_value *in_range_or_minus1(m2c_lowerer *L, m2c_value *i, int64_t size, m2c_value *v)
{
    int r = i->shape.rank;
    m2c_value *ok = tw_logical(L, NPK_LOGIC_AND, tw_cmp(L, NPK_CMP_GREATER_EQUAL, i, tw_splat(L, 0, M2C_I64, r)),
                               tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, (double)size, M2C_I64, r), i));
    return tw_select(L, ok, v, tw_splat(L, -1, v->shape.elem, v->shape.rank));
}

/* The flat offset into x of every position p of idx (of x's rank, no larger
 * than x on the dims other than dim): p with dim replaced by idx[p], i32 of
 * idx's shape, -1 where idx[p] is outside [0, size of dim). *total = x's
 * element count. gather reads these offsets, scatter writes them. */
static m2c_value *dim_offsets(m2c_lowerer *L, const m2c_value *x, int dim, m2c_value *idx, int64_t *total)
{
    int r = x->shape.rank, d;
    int64_t stride[NPK_MAX_RANK], count, p;
    double *base;
    m2c_type bt;
    m2c_value *flat;
    if (idx->shape.rank != r || r == 0) m2c_error_at(SRC->in_loc[2], "%s: the index must have the input's rank (1 or more)", SRC->dname);
    if (idx->shape.elem == M2C_I1 || tw_is_float(idx->shape.elem)) m2c_error_at(SRC->in_loc[2], "%s: the index must be an integer tensor", SRC->dname);
    *total = 1;
    for (d = r - 1; d >= 0; d--) {
        if (d != dim && idx->shape.dims[d] > x->shape.dims[d])
            m2c_error_at(SRC->in_loc[2], "%s: the index is larger than the input in dim %d", SRC->dname, d);
        stride[d] = *total;
        *total *= x->shape.dims[d];
    }
    if (*total >= ((int64_t)1 << 31)) m2c_error_at(SRC->loc, "%s: the input has too many elements", SRC->dname);
    count = (int64_t)m2c_type_count(&idx->shape);
    check_const_size(L, count);
    base = (double *)m2c_alloc((size_t)count * sizeof *base);
    for (p = 0; p < count; p++) {   /* the flat offset of p's coordinates except dim */
        int64_t rest = p, b = 0;
        for (d = r - 1; d >= 0; d--) {
            int64_t c = rest % idx->shape.dims[d];
            rest /= idx->shape.dims[d];
            if (d != dim) b += c * stride[d];
        }
        base[p] = (double)b;
    }
    bt = idx->shape;
    flat = tw_to(L, idx, M2C_I64);
    flat = tw_bin(L, NPK_BIN_ADD, const_of(L, &bt, M2C_I32, base), tw_bin(L, NPK_BIN_MUL, tw_to(L, flat, M2C_I32),
                  tw_splat(L, (double)stride[dim], M2C_I32, r)));
    m2c_free(base);
    return in_range_or_minus1(L, tw_to(L, idx, M2C_I64), x->shape.dims[dim], flat);
}

/* gather(x, dim, index, sparse_grad): y[p] = x[p with dim replaced by index[p]], index of
 * x's rank and no larger on the other dims; as a flat gather over x's elements */
static void lower_gather(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *x = tw_tensor(L, 0), *flat;
    int64_t total, one = 1;
    tw_arity(L, 3, 4);
    flat = dim_offsets(L, x, tw_dim(L, tw_int(L, 1), x->shape.rank), tw_tensor(L, 2), &total);
    tw_finish(L, tw_to(L, gather_flat(L, x, total, flat, 0, &one), e));
}

/* scatter.src(x, dim, index, src) / scatter.value(x, dim, index, value): x with
 * y[p with dim replaced by index[p]] = src[p] (or value) for every position p of
 * index, as a flat scatter over x's elements (dim_offsets). src may be larger
 * than index (its leading part is used). Of repeated targets the last write
 * wins (PyTorch leaves the order unspecified); out-of-range targets are skipped. */
static void lower_scatter(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r, d;
    m2c_value *x = tw_to(L, tw_tensor(L, 0), e), *idx = tw_tensor(L, 2), *src, *in[3], *y;
    int64_t total, s[3];
    m2c_op *op;
    tw_arity(L, 4, 4);
    r = x->shape.rank;
    in[1] = dim_offsets(L, x, tw_dim(L, tw_int(L, 1), r), idx, &total);
    if (L->arg) {
        src = tw_const(L, &idx->shape, e, tw_num(L, 3));
    } else {
        src = tw_to(L, tw_tensor(L, 3), e);
        if (src->shape.rank != r) m2c_error_at(SRC->in_loc[3], "%s: src must have the input's rank", SRC->dname);
        for (d = 0; d < r; d++) {
            if (src->shape.dims[d] < idx->shape.dims[d])
                m2c_error_at(SRC->in_loc[3], "%s: src is smaller than the index in dim %d", SRC->dname, d);
            if (src->shape.dims[d] > idx->shape.dims[d]) src = slice_of(L, src, d, 0, idx->shape.dims[d]);
        }
    }
    s[0] = 1; s[1] = total; s[2] = 1;
    in[0] = tw_reshape_dims(L, x, 3, s);
    s[0] = 1; s[1] = (int64_t)m2c_type_count(&idx->shape);
    in[1] = tw_reshape_dims(L, in[1], 2, s);
    s[2] = 1;
    in[2] = tw_reshape_dims(L, src, 3, s);
    tcp1(L, NPK_OP_SCATTER, 3, in, &op);
    y = lw_done(L, op, NULL, 0);
    tw_finish(L, tw_reshape_dims(L, y, r, x->shape.dims));
}

/* max_unpool2d(x, indices, output_size [H, W]): zeros of x's shape with the last two
 * dims H, W, and out[.., plane].flat[indices[.., plane, i, j]] = x[.., plane, i, j]
 * (indices into each H*W plane, as max_pool2d_with_indices gives them): a flat
 * scatter. Of repeated indices the last write stays; one outside the plane is
 * skipped (PyTorch raises). */
static void lower_max_unpool2d(m2c_lowerer *L)
{
    int e = tw_out_elem(L), r, d;
    m2c_value *x, *idx, *in[3], *flat, *y;
    int64_t hw[2], plane, inplane, count, p, s[3], total;
    double *base;
    m2c_type ot;
    m2c_op *op;
    tw_arity(L, 3, 3);
    x = tw_to(L, tw_tensor(L, 0), e);
    idx = tw_tensor(L, 1);
    r = x->shape.rank;
    if (r != 3 && r != 4) m2c_error_at(SRC->in_loc[0], "%s: the input must be [N, C, H, W] or [C, H, W]", SRC->dname);
    if (idx->shape.rank != r || idx->shape.elem == M2C_I1 || tw_is_float(idx->shape.elem))
        m2c_error_at(SRC->in_loc[1], "%s: the indices must be integers of the input's shape", SRC->dname);
    for (d = 0; d < r; d++)
        if (idx->shape.dims[d] != x->shape.dims[d]) m2c_error_at(SRC->in_loc[1], "%s: the indices must have the input's shape", SRC->dname);
    if (tw_ints(L, 2, hw, 2) != 2 || hw[0] < 1 || hw[1] < 1)
        m2c_error_at(SRC->in_loc[2], "%s: output_size must be two positive sizes", SRC->dname);
    plane = hw[0] * hw[1];
    inplane = x->shape.dims[r - 2] * x->shape.dims[r - 1];
    count = (int64_t)m2c_type_count(&x->shape);
    total = count / inplane * plane;
    if (plane >= ((int64_t)1 << 31) || total >= ((int64_t)1 << 31)) m2c_error_at(SRC->loc, "%s: the output has too many elements", SRC->dname);
    check_const_size(L, count);
    base = (double *)m2c_alloc((size_t)count * sizeof *base);
    for (p = 0; p < count; p++) base[p] = (double)(p / inplane * plane);
    flat = tw_bin(L, NPK_BIN_ADD, const_of(L, &idx->shape, M2C_I32, base), tw_to(L, idx, M2C_I32));
    m2c_free(base);
    flat = in_range_or_minus1(L, tw_to(L, idx, M2C_I64), plane, flat);
    ot = x->shape;
    ot.dims[r - 2] = hw[0];
    ot.dims[r - 1] = hw[1];
    s[0] = 1; s[1] = total; s[2] = 1;
    in[0] = tw_reshape_dims(L, tw_const(L, &ot, e, 0.0), 3, s);
    s[1] = count;
    in[2] = tw_reshape_dims(L, x, 3, s);
    in[1] = tw_reshape_dims(L, flat, 2, s);
    tcp1(L, NPK_OP_SCATTER, 3, in, &op);
    y = lw_done(L, op, NULL, 0);
    tw_finish(L, tw_reshape_dims(L, y, r, ot.dims));
}

/* The flat row of x's first n dims each position of the index tensors ix[0..n-1] (one
 * shape B, integers; negative counts from the end) names: i32 of shape B, -1 where an
 * index is out of range; *rows = the product of those dims. */
static m2c_value *flat_rows(m2c_lowerer *L, m2c_value *const *ix, int n, const m2c_value *x, int64_t *rows)
{
    m2c_value *flat = NULL;
    int64_t stride = 1;
    int k;
    *rows = 1;
    for (k = 0; k < n; k++) {
        int d, same = ix[k]->shape.rank == ix[0]->shape.rank;
        for (d = 0; same && d < ix[0]->shape.rank; d++) same = ix[k]->shape.dims[d] == ix[0]->shape.dims[d];
        if (!same) m2c_error_at(SRC->in_loc[1], "%s: index tensors of different shapes are not supported", SRC->dname);
        if (ix[k]->shape.elem == M2C_I1 || tw_is_float(ix[k]->shape.elem))
            m2c_error_at(SRC->in_loc[1], "%s: only integer index tensors are supported (not masks)", SRC->dname);
        *rows *= x->shape.dims[k];
    }
    if (*rows >= ((int64_t)1 << 31)) m2c_error_at(SRC->loc, "%s: the input has too many rows", SRC->dname);
    for (k = n - 1; k >= 0; k--) {   /* flat row = sum_k wrap(i_k) * stride_k, -1 if any is out of range */
        int64_t size = x->shape.dims[k];
        m2c_value *i = tw_to(L, ix[k], M2C_I64), *t;
        int rr = i->shape.rank;
        i = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I64, rr), i), tw_bin(L, NPK_BIN_ADD, i, tw_splat(L, (double)size, M2C_I64, rr)), i);
        t = tw_bin(L, NPK_BIN_MUL, tw_to(L, i, M2C_I32), tw_splat(L, (double)stride, M2C_I32, rr));
        t = in_range_or_minus1(L, i, size, t);
        if (flat) {
            m2c_value *bad = tw_logical(L, NPK_LOGIC_OR, tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I32, rr), t),
                                        tw_cmp(L, NPK_CMP_GREATER, tw_splat(L, 0, M2C_I32, rr), flat));
            flat = tw_select(L, bad, tw_splat(L, -1, M2C_I32, rr), tw_bin(L, NPK_BIN_ADD, flat, t));
        } else {
            flat = t;
        }
        stride *= size;
    }
    return flat;
}

/* index.Tensor(_hacked_twin)(x, [i0, i1, ..]): x[i0, i1, ..] with index tensors of one shape
 * B on the leading dims (negative counts from the end) -> B + x's remaining dims */
static void lower_index_tensor(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *ix[NPK_MAX_RANK], *x = tw_tensor(L, 0), *flat;
    int n, r = x->shape.rank;
    int64_t rows;
    tw_arity(L, 2, 2);
    n = tw_tensors(L, 1, ix, NPK_MAX_RANK);
    if (n < 1 || n > r) m2c_error_at(SRC->in_loc[1], "%s: 1 to %d index tensors are supported", SRC->dname, r);
    flat = flat_rows(L, ix, n, x, &rows);
    tw_finish(L, tw_to(L, gather_flat(L, x, rows, flat, r - n, x->shape.dims + n), e));
}

/* index_put(.hacked_twin)(x, [i0, ..], values, accumulate): x with x[i0, ..] = values (of
 * the indexed shape B + rest, or broadcast to it). Without accumulate a scatter (of
 * repeated indices the last wins; out of range skipped); with it, floats: x + onehot^T @ v. */
static void lower_index_put(m2c_lowerer *L)
{
    int e = tw_out_elem(L);
    m2c_value *ix[NPK_MAX_RANK], *x = tw_to(L, tw_tensor(L, 0), e), *v = tw_to(L, tw_tensor(L, 2), e), *flat, *in[3], *y;
    int n, r = x->shape.rank, k, acc;
    int64_t rows, w, c = 1, s[NPK_MAX_RANK];
    m2c_type bt;
    m2c_op *op;
    tw_arity(L, 4, 4);
    acc = (int)tw_int(L, 3);
    n = tw_tensors(L, 1, ix, NPK_MAX_RANK);
    if (n < 1 || n > r) m2c_error_at(SRC->in_loc[1], "%s: 1 to %d index tensors are supported", SRC->dname, r);
    flat = flat_rows(L, ix, n, x, &rows);
    w = (int64_t)m2c_type_count(&flat->shape);
    for (k = n; k < r; k++) c *= x->shape.dims[k];
    bt = flat->shape;   /* B + rest: the shape values must have or broadcast to */
    if (bt.rank + r - n > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: the indexed shape has rank more than %d", SRC->dname, NPK_MAX_RANK);
    for (k = n; k < r; k++) bt.dims[bt.rank++] = x->shape.dims[k];
    bt.elem = e;
    if ((int64_t)m2c_type_count(&v->shape) != w * c || v->shape.rank > bt.rank) {
        if (e == M2C_I1) m2c_error_at(SRC->in_loc[2], "%s: bool values of another shape are not supported", SRC->dname);
        v = tw_bin(L, NPK_BIN_ADD, tw_const(L, &bt, e, 0.0), v);   /* broadcast */
    }
    s[0] = 1; s[1] = w; s[2] = c;
    v = tw_reshape_dims(L, v, 3, s);
    s[0] = 1; s[1] = rows; s[2] = c;
    in[0] = tw_reshape_dims(L, x, 3, s);
    s[0] = 1; s[1] = w;
    in[1] = tw_reshape_dims(L, flat, 2, s);
    if (!acc) {
        in[2] = v;
        tcp1(L, NPK_OP_SCATTER, 3, in, &op);
        y = lw_done(L, op, NULL, 0);
    } else {
        /* sum of every value landing on a row: onehot [W, rows] (flat == row), transposed, @ v [W, C] */
        m2c_value *mm[2];
        double *iota;
        int64_t p, perm[2] = { 1, 0 };
        m2c_type it;
        if (!tw_is_float(e)) m2c_error_at(SRC->loc, "%s with accumulate on %s tensors is not supported", SRC->dname, m2c_elem_name(e));
        check_const_size(L, rows);
        check_const_size(L, (double)rows * (double)w > (double)TAIL_MAX_CONST ? TAIL_MAX_CONST + 1 : rows * w);
        memset(&it, 0, sizeof it);
        it.rank = 2;
        it.dims[0] = 1;
        it.dims[1] = rows;
        iota = (double *)m2c_alloc((size_t)rows * sizeof *iota);
        for (p = 0; p < rows; p++) iota[p] = (double)p;
        s[0] = w; s[1] = 1;
        mm[0] = tw_to(L, tw_cmp(L, NPK_CMP_EQUAL, tw_reshape_dims(L, in[1], 2, s), const_of(L, &it, M2C_I32, iota)), M2C_F32);
        m2c_free(iota);
        mm[0] = lw_transpose(L, mm[0], perm, 0);
        s[0] = w; s[1] = c;
        mm[1] = tw_to(L, tw_reshape_dims(L, v, 2, s), M2C_F32);
        op = lw_op(L, M2C_OPK_MATMUL, 2, mm);
        y = lw_done(L, op, NULL, 0);
        s[0] = 1; s[1] = rows; s[2] = c;
        y = tw_bin(L, NPK_BIN_ADD, in[0], tw_to(L, tw_reshape_dims(L, y, 3, s), e));
    }
    tw_finish(L, tw_reshape_dims(L, y, r, x->shape.dims));
}

/* ---- empty tensors ---- */

static int is_empty(const m2c_value *v) { return !v->shape.scalar && m2c_type_count(&v->shape) == 0; }

/* mm / bmm / matmul with K = 0: zeros of the declared shape; addmm: beta * bias on them */
static void zero_k_matmul(m2c_lowerer *L, int addmm)
{
    const m2c_type *d = &SRC->out->decl;
    int e = tw_out_elem(L);
    m2c_value *y;
    if (!m2c_type_static(d)) m2c_error_at(SRC->loc, "%s with K = 0 and a dynamic result shape is not supported", SRC->dname);
    y = tw_const(L, d, e, 0.0);
    if (addmm) {
        double beta = SRC->n_in > 3 ? tw_num(L, 3) : 1.0;
        if (beta != 0) y = tw_bin(L, NPK_BIN_ADD, y, tw_bin(L, NPK_BIN_MUL, tw_to(L, tw_tensor(L, 0), e), tw_splat(L, beta, e, tw_tensor(L, 0)->shape.rank)));
    }
    tw_finish(L, y);
}

/* cat with empty inputs: PyTorch skips an empty rank-1 tensor ([0]) and empty slices */
static void cat_skipping_empty(m2c_lowerer *L)
{
    m2c_value *t[64], *y = NULL;
    int n = tw_tensors(L, 0, t, 64), e = tw_out_elem(L), k, dim = -1;
    for (k = 0; k < n; k++) {
        if (is_empty(t[k])) continue;
        if (dim < 0) dim = tw_dim(L, tw_int(L, 1), t[k]->shape.rank);
        y = y ? concat2(L, y, tw_to(L, t[k], e), dim) : tw_to(L, t[k], e);
    }
    if (!y) m2c_error_at(SRC->loc, "%s of empty tensors only: zero-sized tensors are not supported", SRC->dname);
    tw_finish(L, y);
}

int m2c_torch_zero_sized(m2c_lowerer *L)
{
    const char *n = SRC->dname;
    int k, any = 0;
    for (k = 0; k < SRC->n_in; k++) any |= is_empty(SRC->in[k]);
    if (SRC->out && !SRC->out->decl.scalar && m2c_type_static(&SRC->out->decl) && m2c_type_count(&SRC->out->decl) == 0)
        m2c_error_at(SRC->loc, "%s: an empty result (a zero-sized dimension) is not supported", n);
    if (!any || !strcmp(n, "torch.prim.ListConstruct")) {
        if (!strcmp(n, "torch.aten.cat") && SRC->n_in > 0 && SRC->in[0]->def) {
            const m2c_op *lst = SRC->in[0]->def;
            for (k = 0; k < lst->n_in; k++)
                if (is_empty(m2c_resolve(lst->in[k]))) { cat_skipping_empty(L); return 1; }
        }
        return 0;
    }
    if (!strcmp(n, "torch.aten.mm") || !strcmp(n, "torch.aten.bmm") || !strcmp(n, "torch.aten.matmul")) {
        zero_k_matmul(L, 0);
        return 1;
    }
    if (!strcmp(n, "torch.aten.addmm") && !is_empty(SRC->in[0])) {
        zero_k_matmul(L, 1);
        return 1;
    }
    m2c_error_at(SRC->loc, "%s of an empty tensor (a zero-sized dimension) is not supported (only a K = 0 matmul "
                 "and a cat input)", n);
    return 0;
}

const m2c_lowering m2c_torch_tail_lowerings[] = {
    { "torch.aten.diagonal", lower_diagonal, 0 },
    { "torch.aten.gather", lower_gather, 0 },
    { "torch.aten.scatter.src", lower_scatter, 0 },
    { "torch.aten.scatter.value", lower_scatter, 1 },
    { "torch.aten.max_unpool2d", lower_max_unpool2d, 0 },
    { "torch.aten.index.Tensor_hacked_twin", lower_index_tensor, 0 },
    { "torch.aten.index.Tensor", lower_index_tensor, 0 },
    { "torch.aten.index_put.hacked_twin", lower_index_put, 0 },
    { "torch.aten.index_put", lower_index_put, 0 },
    { "torch.aten.native_layer_norm", lower_native_layer_norm, 0 },
    { "torch.aten.diag_embed", lower_diag_embed, 0 },
    { "torch.aten.linalg_vector_norm", lower_vector_norm, 0 },
    { "torch.aten.slice_scatter", lower_slice_scatter, 0 },
    { "torch.aten.atan", lower_unary_tail, U_ATAN },
    { "torch.aten.sinh", lower_unary_tail, U_SINH },
    { "torch.aten.round", lower_unary_tail, U_ROUND },
    { "torch.aten.remainder.Scalar", lower_remainder, 0 },
    { "torch.aten.remainder.Tensor", lower_remainder, 0 },
    { "torch.aten.fmod.Scalar", lower_remainder, 1 },
    { "torch.aten.fmod.Tensor", lower_remainder, 1 },
    { "torch.aten.isclose", lower_isclose, 0 },
    { "torch.aten.lerp.Tensor", lower_lerp, 0 },
    { "torch.aten.lerp.Scalar", lower_lerp, 0 },
    { "torch.aten.outer", lower_outer, 0 },
    { "torch.aten.threshold_backward", lower_threshold_backward, 0 },
    { "torch.aten.triu", lower_tri, 1 },
    { "torch.aten.tril", lower_tri, 0 },
    { "torch.aten.arange", lower_arange, 1 },
    { "torch.aten.arange.start", lower_arange, 2 },
    { "torch.aten.arange.start_step", lower_arange, 3 },
    { "torch.aten.empty.memory_format", lower_empty, 0 },
    { "torch.aten._shape_as_tensor", lower_shape_as_tensor, 0 },
    { "torch.aten.fill.Tensor", lower_fill_tensor, 0 },
    { "torch.aten.copy", lower_copy, 0 },
    { "torch.prims.collapse", lower_collapse, 0 },
    { "torch.prims.split_dim", lower_split_dim, 0 },
    { NULL, NULL, 0 }
};
