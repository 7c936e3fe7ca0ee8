/* lower_onnx_nn.c - ONNX convolution (plain and transposed, 1-D to 3-D,
 * through lower_torch_conv.c's core), pooling (npk's pool ops, or the loop
 * form of lower_torch_window.c for dilations, 3-D and wide padding; LpPool as
 * a sum pool), MaxUnpool (the scatter op), Col2Im (a transposed convolution),
 * Gemm and MatMul, the normalisations (inference) and Dropout. */
#include <math.h>
#include <string.h>
#include "lower_onnx.h"

#define SRC (L->src)

/* n values of an INTS attribute (absent: dflt each) */
static void ints_n(m2c_lowerer *L, const char *name, int64_t *out, int n, int64_t dflt)
{
    int64_t v[2 * NPK_MAX_RANK];
    int m = ox_ints(L, name, v, 2 * NPK_MAX_RANK), k;
    if (m >= 0 && m != n) ox_error(L, "attribute '%s' has %d values; the input needs %d", name, m, n);
    for (k = 0; k < n; k++) out[k] = m < 0 ? dflt : v[k];
}

/* pads (begin.., end..) of n spatial dims from pads or auto_pad */
static void window_pads(m2c_lowerer *L, const m2c_value *x, int n, const int64_t *k, const int64_t *st, const int64_t *dl,
                        int64_t *lo, int64_t *hi)
{
    const char *ap = ox_str(L, "auto_pad", "NOTSET");
    int64_t p[2 * 3];
    int d;
    if (!strcmp(ap, "NOTSET")) {
        ints_n(L, "pads", p, 2 * n, 0);
        for (d = 0; d < n; d++) {
            lo[d] = p[d];
            hi[d] = p[n + d];
            if (lo[d] < 0 || hi[d] < 0) ox_error(L, "negative pads are not supported");
        }
        return;
    }
    for (d = 0; d < n; d++) {
        int64_t in = x->shape.dims[2 + d], out, total;
        if (!strcmp(ap, "VALID")) { lo[d] = hi[d] = 0; continue; }
        if (strcmp(ap, "SAME_UPPER") && strcmp(ap, "SAME_LOWER")) ox_error(L, "auto_pad = \"%s\" is not supported", ap);
        out = (in + st[d] - 1) / st[d];
        total = (out - 1) * st[d] + (k[d] - 1) * dl[d] + 1 - in;
        if (total < 0) total = 0;
        lo[d] = !strcmp(ap, "SAME_UPPER") ? total / 2 : total - total / 2;
        hi[d] = total - lo[d];
    }
}

static int spatial(m2c_lowerer *L, const m2c_value *x)
{
    int n = x->shape.rank - 2;
    if (n < 1 || n > 3) ox_error(L, "only 1-D, 2-D and 3-D inputs are supported (rank %d)", x->shape.rank);
    return n;
}

static m2c_value *conv(m2c_lowerer *L, int transposed)
{
    m2c_value *x = ox_float_in(L, 0), *w = ox_in(L, 1), *b = ox_opt(L, 2);
    int n = spatial(L, x), d;
    int64_t st[3], dl[3], lo[3], hi[3], k[3], opad[3] = { 0, 0, 0 }, g = ox_int(L, "group", 1);
    if (w->shape.rank != n + 2) ox_error(L, "the weight must have rank %d", n + 2);
    if (g < 1) ox_error(L, "group must be at least 1");
    for (d = 0; d < n; d++) k[d] = w->shape.dims[2 + d];
    ints_n(L, "strides", st, n, 1);
    ints_n(L, "dilations", dl, n, 1);
    for (d = 0; d < n; d++) if (st[d] < 1 || dl[d] < 1) ox_error(L, "strides and dilations must be positive");
    if (w->shape.elem != x->shape.elem) w = tw_to(L, w, x->shape.elem);
    if (b && b->shape.elem != x->shape.elem) b = tw_to(L, b, x->shape.elem);
    if (!transposed) {
        window_pads(L, x, n, k, st, dl, lo, hi);
        return tw_conv_core(L, x, w, b, st, lo, hi, dl, opad, g, 0);
    }
    {
        int64_t os[3];
        const char *ap = ox_str(L, "auto_pad", "NOTSET");
        int has_os = ox_ints(L, "output_shape", os, 3);
        ints_n(L, "output_padding", opad, n, 0);
        if (has_os >= 0 && has_os != n) ox_error(L, "output_shape must have %d values", n);
        if (has_os < 0 && !strcmp(ap, "NOTSET")) {
            window_pads(L, x, n, k, st, dl, lo, hi);
        } else {
            for (d = 0; d < n; d++) {
                int64_t in = x->shape.dims[2 + d], out = has_os >= 0 ? os[d] : in * st[d];
                int64_t total = st[d] * (in - 1) + opad[d] + (k[d] - 1) * dl[d] + 1 - out;
                if (total < 0) { opad[d] += -total; total = 0; }
                lo[d] = !strcmp(ap, "SAME_LOWER") ? total - total / 2 : total / 2;
                hi[d] = total - lo[d];
            }
        }
        for (d = 0; d < n; d++)
            if (opad[d] < 0 || opad[d] >= (st[d] > dl[d] ? st[d] : dl[d]))
                ox_error(L, "output_padding must be less than the stride or the dilation");
        return tw_conv_core(L, x, w, b, st, lo, hi, dl, opad, g, 1);
    }
}

static m2c_value *squeeze_dim(m2c_lowerer *L, m2c_value *x, int dim)
{
    int64_t s[NPK_MAX_RANK];
    int d, n = 0;
    for (d = 0; d < x->shape.rank; d++) if (d != dim) s[n++] = x->shape.dims[d];
    return tw_reshape_dims(L, x, n, s);
}

enum { POOL_MAX, POOL_AVG, POOL_SUM };

/* Does the last window along a dim of the npk pool op (PyTorch's ceil_mode
 * rule) reach past the padded input? Its average then divides by fewer taps. */
static int overhangs(int64_t in, int64_t lo, int64_t hi, int64_t k, int64_t st, int ceil_mode)
{
    int64_t padded = in + lo + hi, out = (padded - k + (ceil_mode ? st - 1 : 0)) / st + 1;
    if (ceil_mode && out > 1 && (out - 1) * st >= in + lo) out--;
    return (out - 1) * st + k > padded;
}

/* x pooled by the node's window attributes: max, average (include_pad: the
 * padding counts as taps) or sum (LpPool: an average over the padded window
 * times its size, or the loop form with divisor 1 when a window overhangs) */
static m2c_value *pool(m2c_lowerer *L, m2c_value *x, int kind, int include_pad)
{
    int n = spatial(L, x), d, general = n > 2, ceil_mode = (int)ox_int(L, "ceil_mode", 0), sym = 1, avg = kind != POOL_MAX;
    int64_t k[3], st[3], dl[3], lo[3], hi[3], s[NPK_MAX_RANK];
    m2c_op *op;
    if (SRC->result > 1) ox_error(L, "the Indices output is not supported");
    if (ox_int(L, "storage_order", 0)) ox_error(L, "storage_order = 1 is not supported");
    ints_n(L, "kernel_shape", k, n, -1);
    if (k[0] < 0) ox_error(L, "kernel_shape is required");
    ints_n(L, "strides", st, n, 1);
    ints_n(L, "dilations", dl, n, 1);
    for (d = 0; d < n; d++) if (k[d] < 1 || st[d] < 1 || dl[d] < 1) ox_error(L, "kernel_shape, strides and dilations must be positive");
    window_pads(L, x, n, k, st, dl, lo, hi);
    for (d = 0; d < n; d++) {
        if (dl[d] != 1 || lo[d] >= k[d] || hi[d] >= k[d]) general = 1;
        if (kind == POOL_SUM && overhangs(x->shape.dims[2 + d], lo[d], hi[d], k[d], st[d], ceil_mode)) general = 1;
        if (lo[d] != hi[d]) sym = 0;
    }
    if (general) {
        if (!sym) {   /* the window loop pads evenly: the extra end padding as a pad op first */
            if (avg && !include_pad) ox_error(L, "uneven pads with count_include_pad = 0 and dilations or 3-D are not supported");
            op = lw_op(L, M2C_OPK_TCP, 1, &x);
            m2c_set_op(op, NPK_OP_PAD);
            for (d = 0; d < n; d++) { NPK_PAD_AFTER(op)[2 + d] = lw_i32(L, hi[d] - lo[d] > 0 ? hi[d] - lo[d] : 0, "pads");
                                      NPK_PAD_BEFORE(op)[2 + d] = lw_i32(L, lo[d] - hi[d] > 0 ? lo[d] - hi[d] : 0, "pads"); }
            op->attr.pad.value = avg ? 0.0f : -INFINITY;
            x = lw_done(L, op, NULL, 0);
            for (d = 0; d < n; d++) lo[d] = lo[d] < hi[d] ? lo[d] : hi[d];
        }
        return tw_pool_loop(L, x, n, avg, k, st, lo, dl, ceil_mode, include_pad, kind == POOL_SUM);
    }
    if (n == 1) {
        k[1] = k[0]; k[0] = 1; st[1] = st[0]; st[0] = 1; lo[1] = lo[0]; lo[0] = 0; hi[1] = hi[0]; hi[0] = 0;
        s[0] = x->shape.dims[0]; s[1] = x->shape.dims[1]; s[2] = 1; s[3] = x->shape.dims[2];
        x = tw_reshape_dims(L, x, 4, s);
    }
    {
        int64_t pad[4];
        pad[0] = lo[0]; pad[1] = lo[1]; pad[2] = hi[0]; pad[3] = hi[1];
        op = lw_op(L, avg ? M2C_OPK_AVGPOOL : M2C_OPK_MAXPOOL, 1, &x);
        op->attr.max_pool2d.kh = lw_i32(L, k[0], "kernel");
        op->attr.max_pool2d.kw = lw_i32(L, k[1], "kernel");
        lw_window(L, op, st, pad, NULL);
        op->attr.max_pool2d.ceil_mode = ceil_mode;
        if (avg) op->attr.max_pool2d.count_include_pad = include_pad;
        x = lw_done(L, op, NULL, 0);
        if (kind == POOL_SUM) x = tw_bin(L, NPK_BIN_MUL, x, ox_splat(L, (double)(k[0] * k[1]), x));
    }
    return n == 1 ? squeeze_dim(L, x, 2) : x;
}

static m2c_value *global_pool(m2c_lowerer *L, int avg)
{
    m2c_value *x = ox_float_in(L, 0), *y;
    unsigned mask = 0;
    int64_t cnt = 1;
    int d;
    if (x->shape.rank < 3) ox_error(L, "the input needs rank 3 or more");
    if (avg && x->shape.rank == 4) return lw_unary(L, M2C_OPK_GAP, x, 0);
    for (d = 2; d < x->shape.rank; d++) { mask |= 1u << d; cnt *= x->shape.dims[d]; }
    y = tw_reduce(L, x, mask, avg ? NPK_REDUCE_SUM : NPK_REDUCE_MAX, 0, 1);
    return avg ? tw_bin(L, NPK_BIN_MUL, y, ox_splat(L, 1.0 / (double)cnt, y)) : y;
}

/* LpPool and GlobalLpPool: (the window's sum of |x|^p)^(1/p); the sum a sum
 * pool or a reduction over the spatial dims */
static m2c_value *lp_pool(m2c_lowerer *L, int global)
{
    m2c_value *x = ox_float_in(L, 0), *s;
    double p = ox_float(L, "p", 2.0);
    int d;
    if (!(p > 0)) ox_error(L, "p = %g is not supported (it must be positive)", p);
    x = tw_un(L, NPK_UN_ABS, x);
    if (p == 2) x = tw_bin(L, NPK_BIN_MUL, x, x);
    else if (p != 1) x = tw_bin(L, NPK_BIN_POW, x, ox_splat(L, p, x));
    if (global) {
        unsigned mask = 0;
        if (x->shape.rank < 3) ox_error(L, "the input needs rank 3 or more");
        for (d = 2; d < x->shape.rank; d++) mask |= 1u << d;
        s = tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, 1);
    } else {
        s = pool(L, x, POOL_SUM, 1);
    }
    if (p == 1) return s;
    if (p == 2) return tw_un(L, NPK_UN_SQRT, s);
    return tw_bin(L, NPK_BIN_POW, s, ox_splat(L, 1.0 / p, s));
}

/* MaxUnpool(X, I, output_shape): zeros of the output shape with X's values
 * at the flat positions I (over the whole output, as MaxPool's Indices count
 * them): the scatter op on the output as [1, count, 1] rows. */
static m2c_value *max_unpool(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *idx = ox_in(L, 1), *in[3];
    int n = spatial(L, x), r = x->shape.rank, d;
    int64_t k[3], st[3], p[6], s[3], given[NPK_MAX_RANK];
    m2c_type t = x->shape;
    m2c_op *op;
    ints_n(L, "kernel_shape", k, n, -1);
    if (k[0] < 0) ox_error(L, "kernel_shape is required");
    ints_n(L, "strides", st, n, 1);
    ints_n(L, "pads", p, 2 * n, 0);
    for (d = 0; d < n; d++) t.dims[2 + d] = (x->shape.dims[2 + d] - 1) * st[d] + k[d] - p[d] - p[n + d];
    if (ox_opt(L, 2)) {
        /* where I points in another output shape is ambiguous: ONNX Runtime reads it
         * in output_shape's layout, ONNX 1.12's test data in the inferred one */
        if (ox_const_ints(L, 2, given, NPK_MAX_RANK, "output_shape") != r) ox_error(L, "output_shape must have %d values", r);
        for (d = 0; d < r; d++)
            if (given[d] != t.dims[d])
                ox_error(L, "output_shape differs from the inferred shape (dim %d: %lld, inferred %lld); where the indices "
                         "point then is ambiguous, so it is not supported", d, (long long)given[d], (long long)t.dims[d]);
    }
    for (d = 0; d < n; d++) if (t.dims[2 + d] < 1) ox_error(L, "the inferred output shape is empty");
    if (m2c_type_count(&idx->shape) != m2c_type_count(&x->shape) || m2c_elem_is_float(idx->shape.elem))
        ox_error(L, "the indices must be integers of the input's shape");
    if (m2c_type_count(&t) > INT32_MAX) ox_error(L, "the output is too large");
    s[0] = 1; s[1] = (int64_t)m2c_type_count(&t); s[2] = 1;
    in[0] = tw_const(L, &t, x->shape.elem, 0.0);
    in[0] = tw_reshape_dims(L, in[0], 3, s);
    s[1] = (int64_t)m2c_type_count(&x->shape);
    in[1] = tw_reshape_dims(L, tw_to(L, idx, M2C_I32), 2, s);
    in[2] = tw_reshape_dims(L, x, 3, s);
    op = lw_op(L, M2C_OPK_TCP, 3, in);
    m2c_set_op(op, NPK_OP_SCATTER);
    return tw_reshape_dims(L, lw_done(L, op, NULL, 0), r, t.dims);
}

/* Col2Im(input [N, C*K, L], image_shape, block_shape), K the block's size:
 * each column's block summed back into the image. That is a transposed
 * convolution with groups = C of the columns as [N, C*K, L1..Ln] by a
 * one-hot weight [C*K, 1, block..] (column row j to block position j):
 * every output is a sum of the columns' values times 1. */
static m2c_value *col2im(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *w;
    int64_t img[NPK_MAX_RANK], blk[NPK_MAX_RANK], st[3], dl[3], p[6], lo[3], hi[3], opad[3], xs[5], K = 1, C, ncol = 1, j, c;
    int n = ox_const_ints(L, 1, img, NPK_MAX_RANK, "image_shape"), d;
    m2c_type wt;
    float *wv;
    if (n < 1 || n > 3) ox_error(L, "only 1-D, 2-D and 3-D images are supported (image_shape has %d values)", n);
    if (ox_const_ints(L, 2, blk, NPK_MAX_RANK, "block_shape") != n) ox_error(L, "block_shape must have %d values", n);
    if (x->shape.rank != 3) ox_error(L, "the input must be [N, C * block size, L]");
    ints_n(L, "strides", st, n, 1);
    ints_n(L, "dilations", dl, n, 1);
    ints_n(L, "pads", p, 2 * n, 0);
    for (d = 0; d < n; d++) {
        int64_t span = dl[d] * (blk[d] - 1) + 1, room = img[d] + p[d] + p[n + d] - span;
        if (blk[d] < 1 || st[d] < 1 || dl[d] < 1 || p[d] < 0 || p[n + d] < 0 || img[d] < 1 || room < 0)
            ox_error(L, "the blocks do not fit the padded image along dim %d", d);
        xs[2 + d] = room / st[d] + 1;   /* blocks along the dim */
        opad[d] = room % st[d];   /* image rows past the last block: output_padding */
        lo[d] = p[d];
        hi[d] = p[n + d];
        K *= blk[d];
        ncol *= xs[2 + d];
    }
    if (x->shape.dims[1] % K || x->shape.dims[2] != ncol)
        ox_error(L, "the input is %lldx%lld; with these blocks it must be C*%lld x %lld", (long long)x->shape.dims[1],
                 (long long)x->shape.dims[2], (long long)K, (long long)ncol);
    C = x->shape.dims[1] / K;
    xs[0] = x->shape.dims[0]; xs[1] = x->shape.dims[1];
    x = tw_reshape_dims(L, x, n + 2, xs);
    memset(&wt, 0, sizeof wt);
    wt.rank = n + 2;
    wt.dims[0] = C * K; wt.dims[1] = 1;
    for (d = 0; d < n; d++) wt.dims[2 + d] = blk[d];
    wv = (float *)m2c_alloc((size_t)(C * K * K) * sizeof(float) + 4);
    for (c = 0; c < C; c++) for (j = 0; j < K; j++) wv[(c * K + j) * K + j] = 1.0f;
    w = lw_const(L, &wt, wv, 0.0f);
    m2c_free(wv);
    if (x->shape.elem != M2C_F32) w = tw_to(L, w, x->shape.elem);
    return tw_conv_core(L, x, w, NULL, st, lo, hi, dl, opad, C, 1);
}

/* Gemm: alpha A' B' + beta C, A' = transA ? A^T : A, B' likewise */
static m2c_value *gemm(m2c_lowerer *L)
{
    m2c_value *a = ox_float_in(L, 0), *b = ox_float_in(L, 1), *c = ox_opt(L, 2), *in[2], *y;
    double alpha = ox_float(L, "alpha", 1.0), beta = ox_float(L, "beta", 1.0);
    static const int64_t swap[2] = { 1, 0 };
    m2c_op *op;
    if (a->shape.rank != 2 || b->shape.rank != 2) ox_error(L, "A and B must be matrices");
    if (ox_int(L, "transA", 0)) a = lw_transpose(L, a, swap, 0);
    in[0] = a;
    in[1] = b;
    op = lw_op(L, M2C_OPK_MATMUL, 2, in);
    op->attr.matmul.trans_b = ox_int(L, "transB", 0) != 0;
    y = lw_done(L, op, NULL, 0);
    if (alpha != 1.0) y = tw_bin(L, NPK_BIN_MUL, y, ox_splat(L, alpha, y));
    if (c && OX_OPSET < 7 && !ox_int(L, "broadcast", 0) &&   /* before opset 7, C broadcast only when asked */
        (c->shape.rank != 2 || c->shape.dims[0] != y->shape.dims[0] || c->shape.dims[1] != y->shape.dims[1]))
        ox_error(L, "broadcast = 0 (opset %lld) needs C of the result's shape %lldx%lld", (long long)OX_OPSET,
                 (long long)y->shape.dims[0], (long long)y->shape.dims[1]);
    if (c && beta != 0.0) {
        if (c->shape.elem != y->shape.elem) c = tw_to(L, c, y->shape.elem);
        if (beta != 1.0) c = tw_bin(L, NPK_BIN_MUL, c, ox_splat(L, beta, c));
        y = tw_bin(L, NPK_BIN_ADD, y, c);
    }
    return y;
}

/* a per-channel vector [C] as [1, C, 1, ..] of rank r */
static m2c_value *per_channel(m2c_lowerer *L, m2c_value *v, int r, int64_t c, int elem)
{
    int64_t s[NPK_MAX_RANK];
    int d;
    if ((int64_t)m2c_type_count(&v->shape) != c) ox_error(L, "a per-channel input has %llu values for %lld channels",
                                                          (unsigned long long)m2c_type_count(&v->shape), (long long)c);
    for (d = 0; d < r; d++) s[d] = d == 1 ? c : 1;
    if (v->shape.elem != elem) v = tw_to(L, v, elem);
    return tw_reshape_dims(L, v, r, s);
}

static m2c_value *batch_norm(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *sc, *bias, *mean, *var, *a;
    int r = x->shape.rank, e = x->shape.elem;
    int64_t c;
    double eps = ox_float(L, "epsilon", 1e-5);
    if (SRC->result > 1) ox_error(L, "the running mean/variance outputs (training) are not supported");
    if (ox_int(L, "training_mode", 0)) ox_error(L, "training_mode = 1 is not supported (inference only)");
    if (OX_OPSET < 7 && !ox_int(L, "is_test", 0)) ox_error(L, "is_test = 0 (training, opset %lld) is not supported (inference only)", (long long)OX_OPSET);
    if (OX_OPSET < 9 && !ox_int(L, "spatial", 1)) ox_error(L, "spatial = 0 (statistics per element, opset %lld) is not supported", (long long)OX_OPSET);
    if (r < 2) ox_error(L, "the input needs rank 2 or more");
    c = x->shape.dims[1];
    sc = per_channel(L, ox_in(L, 1), r, c, e);
    bias = per_channel(L, ox_in(L, 2), r, c, e);
    mean = per_channel(L, ox_in(L, 3), r, c, e);
    var = per_channel(L, ox_in(L, 4), r, c, e);
    /* x a + (bias - mean a), a = scale / sqrt(var + eps): constants when the parameters are */
    a = tw_bin(L, NPK_BIN_MUL, sc, tw_un(L, NPK_UN_RSQRT, tw_bin(L, NPK_BIN_ADD, var, ox_splat(L, eps, var))));
    return tw_bin(L, NPK_BIN_ADD, tw_bin(L, NPK_BIN_MUL, x, a), tw_bin(L, NPK_BIN_SUB, bias, tw_bin(L, NPK_BIN_MUL, mean, a)));
}

/* (x - mean) / sqrt(var + eps) over the dims in mask (n elements each) */
static m2c_value *normalize(m2c_lowerer *L, m2c_value *x, unsigned mask, int64_t n, double eps)
{
    m2c_value *mean, *xc, *var;
    mean = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, 1), ox_splat(L, 1.0 / (double)n, x));
    xc = tw_bin(L, NPK_BIN_SUB, x, mean);
    var = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, tw_bin(L, NPK_BIN_MUL, xc, xc), mask, NPK_REDUCE_SUM, 0, 1), ox_splat(L, 1.0 / (double)n, x));
    return tw_bin(L, NPK_BIN_MUL, xc, tw_un(L, NPK_UN_RSQRT, tw_bin(L, NPK_BIN_ADD, var, ox_splat(L, eps, x))));
}

static m2c_value *layer_norm(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *y, *sc = ox_opt(L, 1), *b = ox_opt(L, 2);
    int r = x->shape.rank, axis = ox_axis(L, ox_int(L, "axis", -1), r), d;
    unsigned mask = 0;
    int64_t n = 1;
    for (d = axis; d < r; d++) { mask |= 1u << d; n *= x->shape.dims[d]; }
    if (SRC->result > 1) {   /* Mean, InvStdDev: over the normalised dims, kept as 1s */
        m2c_value *mean = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, 1), ox_splat(L, 1.0 / (double)n, x)), *xc;
        if (SRC->result == 2) return mean;
        xc = tw_bin(L, NPK_BIN_SUB, x, mean);
        xc = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, tw_bin(L, NPK_BIN_MUL, xc, xc), mask, NPK_REDUCE_SUM, 0, 1), ox_splat(L, 1.0 / (double)n, x));
        return tw_un(L, NPK_UN_RSQRT, tw_bin(L, NPK_BIN_ADD, xc, ox_splat(L, ox_float(L, "epsilon", 1e-5), x)));
    }
    y = normalize(L, x, mask, n, ox_float(L, "epsilon", 1e-5));
    if (sc) y = tw_bin(L, NPK_BIN_MUL, y, sc->shape.elem == y->shape.elem ? sc : tw_to(L, sc, y->shape.elem));
    if (b) y = tw_bin(L, NPK_BIN_ADD, y, b->shape.elem == y->shape.elem ? b : tw_to(L, b, y->shape.elem));
    return y;
}

/* InstanceNormalization (groups = C) and GroupNormalization: x [N, C, S..] as [N, G, C/G * S], normalised over its last dim */
static m2c_value *group_norm(m2c_lowerer *L, int instance)
{
    m2c_value *x = ox_float_in(L, 0), *y, *sc = ox_in(L, 1), *b = ox_in(L, 2);
    int r = x->shape.rank, e = x->shape.elem;
    int64_t c, g, s[NPK_MAX_RANK], rest;
    if (r < 3) ox_error(L, "the input needs rank 3 or more");
    c = x->shape.dims[1];
    g = instance ? c : ox_int(L, "num_groups", -1);
    if (g < 1 || c % g) ox_error(L, "num_groups = %lld does not divide %lld channels", (long long)g, (long long)c);
    rest = (int64_t)m2c_type_count(&x->shape) / (x->shape.dims[0] * g);
    s[0] = x->shape.dims[0]; s[1] = g; s[2] = rest;
    y = normalize(L, tw_reshape_dims(L, x, 3, s), 1u << 2, rest, ox_float(L, "epsilon", 1e-5));
    if (!instance && (int64_t)m2c_type_count(&sc->shape) == g && g != c) {   /* opset 18: per group */
        y = tw_bin(L, NPK_BIN_MUL, y, per_channel(L, sc, 3, g, e));
        y = tw_bin(L, NPK_BIN_ADD, y, per_channel(L, b, 3, g, e));
        return tw_reshape_dims(L, y, r, x->shape.dims);
    }
    y = tw_reshape_dims(L, y, r, x->shape.dims);
    y = tw_bin(L, NPK_BIN_MUL, y, per_channel(L, sc, r, c, e));
    return tw_bin(L, NPK_BIN_ADD, y, per_channel(L, b, r, c, e));
}

static m2c_value *lp_norm(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *n;
    int r = x->shape.rank, axis = ox_axis(L, ox_int(L, "axis", -1), r);
    int64_t p = ox_int(L, "p", 2);
    if (p == 1) n = tw_reduce(L, tw_un(L, NPK_UN_ABS, x), 1u << axis, NPK_REDUCE_SUM, 0, 1);
    else if (p == 2) n = tw_un(L, NPK_UN_SQRT, tw_reduce(L, tw_bin(L, NPK_BIN_MUL, x, x), 1u << axis, NPK_REDUCE_SUM, 0, 1));
    else ox_error(L, "p = %lld is not supported (1 or 2)", (long long)p);
    return tw_bin(L, NPK_BIN_DIV, x, n);
}

m2c_value *ox_einsum(m2c_lowerer *L);   /* lower_onnx_einsum.c */

void ox_lower_nn(m2c_lowerer *L)
{
    m2c_value *y = NULL;
    switch (L->arg) {
    case OXN_CONV: y = conv(L, 0); break;
    case OXN_CONV_T: y = conv(L, 1); break;
    case OXN_MAXPOOL: y = pool(L, ox_float_in(L, 0), POOL_MAX, 0); break;
    case OXN_AVGPOOL: y = pool(L, ox_float_in(L, 0), POOL_AVG, (int)ox_int(L, "count_include_pad", 0)); break;
    case OXN_LPPOOL: y = lp_pool(L, 0); break;
    case OXN_GLOBAL_LPPOOL: y = lp_pool(L, 1); break;
    case OXN_MAXUNPOOL: y = max_unpool(L); break;
    case OXN_COL2IM: y = col2im(L); break;
    case OXN_GAP: y = global_pool(L, 1); break;
    case OXN_GMP: y = global_pool(L, 0); break;
    case OXN_GEMM: y = gemm(L); break;
    case OXN_MATMUL: y = tw_matmul(L, ox_in(L, 0), ox_in(L, 1)); break;
    case OXN_BATCHNORM: y = batch_norm(L); break;
    case OXN_LAYERNORM: y = layer_norm(L); break;
    case OXN_INSTNORM: y = group_norm(L, 1); break;
    case OXN_GROUPNORM: y = group_norm(L, 0); break;
    case OXN_LPNORM: y = lp_norm(L); break;
    case OXN_EINSUM: y = ox_einsum(L); break;
    case OXN_MVN: {   /* (x - mean) / sqrt(var) over axes (default 0, 2, 3), eps 1e-9 as the reference */
        m2c_value *x = ox_float_in(L, 0), *mean, *xc, *var;
        int64_t ax[NPK_MAX_RANK], cnt = 1;
        int n = ox_ints(L, "axes", ax, NPK_MAX_RANK), d, r = x->shape.rank;
        unsigned mask = 0;
        if (n < 0) { ax[0] = 0; ax[1] = 2; ax[2] = 3; n = 3; }
        for (d = 0; d < n; d++) mask |= 1u << ox_axis(L, ax[d], r);
        for (d = 0; d < r; d++) if (mask & (1u << d)) cnt *= x->shape.dims[d];
        mean = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, x, mask, NPK_REDUCE_SUM, 0, 1), ox_splat(L, 1.0 / (double)cnt, x));
        xc = tw_bin(L, NPK_BIN_SUB, x, mean);
        var = tw_bin(L, NPK_BIN_MUL, tw_reduce(L, tw_bin(L, NPK_BIN_MUL, xc, xc), mask, NPK_REDUCE_SUM, 0, 1), ox_splat(L, 1.0 / (double)cnt, x));
        y = tw_bin(L, NPK_BIN_DIV, xc, tw_bin(L, NPK_BIN_ADD, tw_un(L, NPK_UN_SQRT, var), ox_splat(L, 1e-9, x)));
        break;
    }
    case OXN_DROPOUT:
        if (SRC->result > 1) {   /* the mask: every element kept */
            y = tw_const(L, &ox_in(L, 0)->shape, M2C_I1, 1.0);
            break;
        }
        if (OX_OPSET < 7 && !ox_int(L, "is_test", 0)) ox_error(L, "is_test = 0 (training, opset %lld) is not supported (inference only)", (long long)OX_OPSET);
        if (OX_OPSET >= 12 && ox_opt(L, 2) && ox_const_num(L, 2, 0, "training_mode") != 0 &&
            ox_const_num(L, 1, 0.5, "ratio") != 0)   /* a ratio of 0 keeps everything, training or not */
            ox_error(L, "training_mode = true is not supported (inference only)");
        y = ox_in(L, 0);
        break;
    default: m2c_onnx_refuse(L);
    }
    ox_finish(L, y);
}
