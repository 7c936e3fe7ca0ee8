/* lower_onnx_nn.c - ONNX convolution (plain and transposed, 1-D to 3-D,
 * through lower_torch_conv.c's core), pooling (npk's pool ops, or the loop
 * form of lower_torch_window.c for dilations, 3-D and wide padding), Gemm and
 * MatMul, the normalisations (inference) and Dropout. */
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

static m2c_value *pool(m2c_lowerer *L, int avg)
{
    m2c_value *x = ox_float_in(L, 0);
    int n = spatial(L, x), d, general = n > 2, ceil_mode = (int)ox_int(L, "ceil_mode", 0);
    int include_pad = (int)ox_int(L, "count_include_pad", 0), sym = 1;
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
        return tw_pool_loop(L, x, n, avg, k, st, lo, dl, ceil_mode, include_pad, 0);
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
    case OXN_MAXPOOL: y = pool(L, 0); break;
    case OXN_AVGPOOL: y = pool(L, 1); break;
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
