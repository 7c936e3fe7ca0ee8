/* lower_torch_window.c - torch ops that run as one loop op through affine
 * maps: pools npk's pool kernels do not cover (1-D/2-D/3-D, dilation,
 * padding as large as the window, ceil_mode overhang, divisor_override)
 * over the padded input, the windows o * stride + k * dilation, the body a
 * max or a sum (an average then multiplies by 1/divisor, a constant known
 * here); unfold; cumsum. tw_loop builds any such loop op. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"

#define SRC (L->src)

/* A loop op of n_ins inputs and the init value in[n_ins] (the result's type),
 * built as a generic op and lowered by m2c_lower_generic_loop into a temporary. */
m2c_value *tw_loop(m2c_lowerer *L, int n_ins, m2c_value *const *in, m2c_amap *maps, int n_iter, const int *red, m2c_body *b)
{
    m2c_op *src = SRC, g;
    m2c_value *out = (m2c_value *)m2c_alloc(sizeof *out);
    char name[160];
    int i;
    memset(&g, 0, sizeof g);
    g.kind = src->kind;
    g.dname = src->dname;
    g.loc = src->loc;
    g.n_in = n_ins + 1;
    g.n_ins = n_ins;
    for (i = 0; i <= n_ins; i++) { g.in[i] = in[i]; g.in_loc[i] = src->loc; }
    g.maps = maps;
    g.n_maps = n_ins + 1;
    g.n_iter = n_iter;
    for (i = 0; i < n_iter; i++) g.iter_red[i] = red[i];
    g.body = b;
    snprintf(name, sizeof name, "%s.%d", src->out->name, ++L->tmp);
    out->name = m2c_strndup(name, strlen(name));
    out->loc = src->loc;
    out->tensor = -1;
    out->decl = in[n_ins]->shape;
    g.out = out;
    L->src = &g;
    m2c_lower_generic_loop(L);
    L->src = src;
    return out;
}

/* The body out = fn(out, in0) over args (in, kernel shape, out). */
static m2c_body *fold_body(m2c_op *src, const char *fn)
{
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    int in[2], k;
    b->n_args = 3;
    for (k = 0; k < 3; k++) m2c_body_val(b, M2C_S_ARG, k, 0, M2C_F32);
    in[0] = 2;
    in[1] = 0;
    b->yield = b->yields[0] = m2c_body_op(src, b, fn, 2, in, M2C_F32);
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = src->loc;
    return b;
}

/* PyTorch's pooled size; with ceil_mode the last window must start inside
 * the input or its left padding. */
static int64_t pooled(int64_t n, int64_t k, int64_t s, int64_t p, int64_t d, int ceil_mode)
{
    int64_t span = d * (k - 1) + 1, o;
    if (n + 2 * p < span) return 0;
    o = (n + 2 * p - span + (ceil_mode ? s - 1 : 0)) / s + 1;
    if (ceil_mode && (o - 1) * s >= n + p) o--;
    return o;
}

/* taps of window o along a dim inside [lo, hi) (input coordinates) */
static int64_t taps_in(int64_t o, int64_t k, int64_t s, int64_t p, int64_t d, int64_t lo, int64_t hi)
{
    int64_t t, c = 0;
    for (t = 0; t < k; t++) {
        int64_t at = o * s - p + t * d;
        c += at >= lo && at < hi;
    }
    return c;
}

/* x [N, C, S1..Sn] pooled over its n spatial dims. Average: divisor_override
 * if > 0, else the taps inside the input (count_include_pad = 0) or inside
 * the padded input (1; the ceil_mode overhang is never counted). */
m2c_value *tw_pool_loop(m2c_lowerer *L, m2c_value *x, int n, int avg, const int64_t *k, const int64_t *st,
                        const int64_t *pd, const int64_t *dl, int ceil_mode, int include_pad, int64_t divisor)
{
    m2c_value *in[3], *y;
    m2c_amap maps[3];
    m2c_type t, kt;
    int64_t o[3], padv[2 * NPK_MAX_RANK];
    int red[NPK_MAX_RANK], d, i, n_iter = 2 + 2 * n;
    m2c_op *op;
    if (x->shape.rank != n + 2) m2c_error_at(SRC->loc, "%s needs a rank %d or %d input", SRC->dname, n + 1, n + 2);
    x = tw_to(L, x, M2C_F32);
    memset(padv, 0, sizeof padv);
    for (d = 0; d < n; d++) {
        int64_t S = x->shape.dims[2 + d], need;
        if (k[d] < 1 || st[d] < 1 || dl[d] < 1 || pd[d] < 0)
            m2c_error_at(SRC->loc, "%s: kernel, stride and dilation must be positive, padding not negative", SRC->dname);
        o[d] = pooled(S, k[d], st[d], pd[d], dl[d], ceil_mode);
        if (o[d] < 1) m2c_error_at(SRC->loc, "%s: the window is larger than the padded input", SRC->dname);
        need = (o[d] - 1) * st[d] + dl[d] * (k[d] - 1) + 1;   /* padded extent the windows read */
        padv[2 * (n - 1 - d)] = pd[d];
        padv[2 * (n - 1 - d) + 1] = need - S - pd[d] > 0 ? need - S - pd[d] : 0;
    }
    /* the padding, -inf for max (a window all padding gives -inf, as in torch), 0 to sum */
    op = lw_op(L, M2C_OPK_TCP, 1, &x);
    m2c_set_op(op, NPK_OP_PAD);
    for (d = 0; d < n; d++) {
        NPK_PAD_BEFORE(op)[2 + d] = lw_i32(L, padv[2 * (n - 1 - d)], "padding");
        NPK_PAD_AFTER(op)[2 + d] = lw_i32(L, padv[2 * (n - 1 - d) + 1], "padding");
    }
    op->attr.pad.value = avg ? 0.0f : -INFINITY;
    x = lw_done(L, op, NULL, 0);
    /* loops n, c, o1..on, k1..kn; the kernel-shape operand gives the k extents */
    memset(&kt, 0, sizeof kt);
    kt.rank = n;
    for (d = 0; d < n; d++) kt.dims[d] = k[d];
    memset(&t, 0, sizeof t);
    t.rank = n + 2;
    t.dims[0] = x->shape.dims[0];
    t.dims[1] = x->shape.dims[1];
    for (d = 0; d < n; d++) t.dims[2 + d] = o[d];
    in[0] = x;
    in[1] = lw_const(L, &kt, NULL, 0.0f);
    in[2] = lw_const(L, &t, NULL, avg ? 0.0f : -INFINITY);
    memset(maps, 0, sizeof maps);
    for (i = 0; i < 3; i++) maps[i].n_dims = n_iter;
    for (i = 0; i < 3; i += 2) {   /* n, c */
        maps[i].n_res = n + 2;
        for (d = 0; d < 2; d++) { maps[i].res[d] = d; maps[i].coef[d][d] = 1; }
    }
    maps[1].n_res = n;
    for (d = 0; d < n; d++) {
        int ol = 2 + d, kl = 2 + n + d;
        maps[0].res[2 + d] = M2C_AMAP_EXPR;
        maps[0].coef[2 + d][ol] = st[d];
        maps[0].coef[2 + d][kl] = dl[d];
        maps[0].general = 1;
        maps[1].res[d] = kl; maps[1].coef[d][kl] = 1;
        maps[2].res[2 + d] = ol; maps[2].coef[2 + d][ol] = 1;
    }
    for (d = 0; d < n_iter; d++) red[d] = d >= 2 + n;
    y = tw_loop(L, 2, in, maps, n_iter, red, fold_body(SRC, avg ? "arith.addf" : "arith.maximumf"));
    if (avg) {   /* 1 / divisor per output position: [1, 1, o1..on] */
        m2c_type dt = t;
        uint64_t cnt, j;
        float *inv;
        dt.dims[0] = dt.dims[1] = 1;
        cnt = m2c_type_count(&dt);
        inv = (float *)m2c_alloc((size_t)cnt * sizeof(float) + 4);
        for (j = 0; j < cnt; j++) {
            uint64_t r = j;
            int64_t div = 1;
            for (d = n - 1; d >= 0; d--) {
                int64_t od = (int64_t)(r % (uint64_t)o[d]), S = x->shape.dims[2 + d] - padv[2 * (n - 1 - d)] - padv[2 * (n - 1 - d) + 1];
                r /= (uint64_t)o[d];
                div *= include_pad ? taps_in(od, k[d], st[d], pd[d], dl[d], -pd[d], S + pd[d])
                                   : taps_in(od, k[d], st[d], pd[d], dl[d], 0, S);
            }
            if (divisor > 0) div = divisor;
            inv[j] = div > 0 ? (float)(1.0 / (double)div) : NAN;   /* no tap: 0/0, as torch gives */
        }
        y = tw_bin(L, NPK_BIN_MUL, y, lw_const(L, &dt, inv, 0.0f));
        m2c_free(inv);
    }
    return y;
}

/* unfold (x, dim, size, step): the windows of dim as a new last dim,
 * y[.., i, .., j] = x[.., i*step + j, ..]: one loop op copying through a map. */
m2c_value *tw_unfold(m2c_lowerer *L, m2c_value *x, int dim, int64_t size, int64_t step)
{
    m2c_value *in[2];
    m2c_amap maps[2];
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    m2c_type t;
    int r = x->shape.rank, d, red[NPK_MAX_RANK], k;
    int64_t n = x->shape.dims[dim];
    if (size < 1 || step < 1 || size > n) m2c_error_at(SRC->loc, "%s: size %lld and step %lld do not fit a dim of %lld", SRC->dname,
                                                       (long long)size, (long long)step, (long long)n);
    if (r + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: rank %d is too large", SRC->dname, r);
    t = x->shape;
    t.rank = r + 1;
    t.dims[dim] = (n - size) / step + 1;
    t.dims[r] = size;
    in[0] = x;
    in[1] = m2c_zero_const(L, &t);
    memset(maps, 0, sizeof maps);
    for (k = 0; k < 2; k++) maps[k].n_dims = r + 1;
    maps[0].n_res = r;
    for (d = 0; d < r; d++) {
        if (d != dim) { maps[0].res[d] = d; maps[0].coef[d][d] = 1; continue; }
        maps[0].res[d] = M2C_AMAP_EXPR;
        maps[0].coef[d][d] = step;
        maps[0].coef[d][r] += 1;
        maps[0].general = 1;
    }
    maps[1].n_res = r + 1;
    for (d = 0; d <= r; d++) { maps[1].res[d] = d; maps[1].coef[d][d] = 1; red[d] = 0; }
    b->n_args = 2;
    for (k = 0; k < 2; k++) m2c_body_val(b, M2C_S_ARG, k, 0, x->shape.elem);
    b->yield = b->yields[0] = 0;
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = SRC->loc;
    return tw_loop(L, 1, in, maps, r + 1, red, b);
}

/* cumsum (x, dim): y[.., j, ..] = sum of x[.., k, ..] for k <= j, a loop over
 * (the dims of x, k) reading a constant lower-triangle mask tri[j, k]. */
m2c_value *tw_cumsum(m2c_lowerer *L, m2c_value *x, int dim, int elem)
{
    m2c_value *in[3];
    m2c_amap maps[3];
    m2c_body *b = (m2c_body *)m2c_alloc(sizeof *b);
    m2c_type t;
    int r = x->shape.rank, d, red[NPK_MAX_RANK], k, a[3], fl = tw_is_float(elem);
    int64_t n = x->shape.dims[dim], j, *tri;
    if (r + 1 > NPK_MAX_RANK) m2c_error_at(SRC->loc, "%s: rank %d is too large", SRC->dname, r);
    if (n > 4096) m2c_error_at(SRC->loc, "%s over %lld elements is not supported (at most 4096)", SRC->dname, (long long)n);
    x = tw_to(L, x, elem);
    tri = (int64_t *)m2c_alloc((size_t)(n * n) * sizeof *tri);
    for (j = 0; j < n * n; j++) tri[j] = j % n <= j / n;
    in[0] = x;
    memset(&t, 0, sizeof t);
    t.rank = 2; t.dims[0] = n; t.dims[1] = n;
    in[1] = tw_reshape_dims(L, tw_to(L, lw_const_int(L, M2C_I32, (int)(n * n), tri), M2C_I1), 2, t.dims);
    m2c_free(tri);
    in[2] = m2c_zero_const(L, &x->shape);
    memset(maps, 0, sizeof maps);
    for (k = 0; k < 3; k++) maps[k].n_dims = r + 1;
    maps[0].n_res = r;
    maps[2].n_res = r;
    for (d = 0; d < r; d++) {
        int src = d == dim ? r : d;   /* x reads k along dim */
        maps[0].res[d] = src; maps[0].coef[d][src] = 1;
        maps[2].res[d] = d; maps[2].coef[d][d] = 1;
        red[d] = 0;
    }
    red[r] = 1;
    maps[1].n_res = 2;
    maps[1].res[0] = dim; maps[1].coef[0][dim] = 1;
    maps[1].res[1] = r; maps[1].coef[1][r] = 1;
    b->n_args = 3;
    m2c_body_val(b, M2C_S_ARG, 0, 0, elem);
    m2c_body_val(b, M2C_S_ARG, 1, 0, M2C_I1);
    m2c_body_val(b, M2C_S_ARG, 2, 0, elem);
    a[2] = m2c_body_op(SRC, b, "arith.constant", 0, NULL, elem);   /* 0 (cval, ival, dval zeroed) */
    b->ops[b->n_ops - 1].is_const = 1;
    {   /* select(tri, x, 0) */
        int sel[3];
        sel[0] = 1; sel[1] = 0; sel[2] = a[2];
        a[1] = m2c_body_op(SRC, b, "arith.select", 3, sel, elem);
    }
    a[0] = 2;
    b->yield = b->yields[0] = m2c_body_op(SRC, b, fl ? "arith.addf" : "arith.addi", 2, a, elem);
    b->n_yields = 1;
    b->yield_loc = b->yield_locs[0] = SRC->loc;
    return tw_loop(L, 2, in, maps, r + 1, red, b);
}
