/* lower_torch_window.c - torch pools npk's pool kernels do not cover
 * (1-D/2-D/3-D, dilation, padding as large as the window, ceil_mode
 * overhang, divisor_override) as one loop op over the padded input: the
 * windows are affine maps (o * stride + k * dilation), the body a max or
 * a sum; an average then multiplies by 1/divisor, a constant known here. */
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
    a[0] = 1; a[1] = 0;
    a[2] = m2c_body_op(SRC, b, "arith.constant", 0, a, elem);   /* 0 (cval, ival, dval zeroed) */
    b->ops[b->n_ops - 1].is_const = 1;
    a[1] = 1;   /* select(tri, x, 0) */
    a[0] = 0;
    {
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

/* ---- grid_sampler: a loop body that reads the input at computed indices ---- */
typedef struct gs_body { m2c_op *src; m2c_body *b; } gs_body;

static int gs_op(gs_body *g, const char *name, int n, int a, int b2, int c, int elem)
{
    int in[3];
    in[0] = a; in[1] = b2; in[2] = c;
    return m2c_body_op(g->src, g->b, name, n, in, elem);
}

static int gs_const(gs_body *g, double v)
{
    int r = m2c_body_op(g->src, g->b, "arith.constant", 0, NULL, M2C_F32);
    m2c_sop *o = &g->b->ops[g->b->n_ops - 1];
    o->is_const = 1;
    o->cval = (float)v;
    o->dval = v;
    return r;
}

static int gs_cmp(gs_body *g, const char *pred, int a, int b2)
{
    int r = gs_op(g, "arith.cmpf", 2, a, b2, 0, M2C_I1);
    snprintf(g->b->ops[g->b->n_ops - 1].pred, sizeof g->b->ops[0].pred, "%s", pred);
    return r;
}

/* the image x [N*C, H, W] at (nc, yf, xf) (float indices), 0 outside
 * (a region's tensor.extract takes at most 3 indices) */
static int gs_tap(gs_body *g, m2c_value *x, int nc, int yf, int xf, int hmax, int wmax, int zero)
{
    int in[3], v, ok;
    m2c_sop *o;
    ok = gs_op(g, "arith.andi", 2, gs_cmp(g, "oge", xf, zero), gs_cmp(g, "ole", xf, wmax), 0, M2C_I1);
    ok = gs_op(g, "arith.andi", 2, ok, gs_cmp(g, "oge", yf, zero), 0, M2C_I1);
    ok = gs_op(g, "arith.andi", 2, ok, gs_cmp(g, "ole", yf, hmax), 0, M2C_I1);
    in[0] = nc;
    in[1] = gs_op(g, "arith.fptosi", 1, yf, 0, 0, M2C_I64);
    in[2] = gs_op(g, "arith.fptosi", 1, xf, 0, 0, M2C_I64);
    v = m2c_body_op(g->src, g->b, "tensor.extract", 3, in, M2C_F32);
    o = &g->b->ops[g->b->n_ops - 1];
    o->tensor = x;
    return gs_op(g, "arith.select", 3, ok, v, zero, M2C_F32);
}

/* grid_sampler (x [N, C, H, W], grid [N, Ho, Wo, 2], mode, padding_mode,
 * align_corners): PyTorch's grid_sample; grid (x, y) in [-1, 1] maps to
 * ix = x * A + (W - 1) / 2 with A = (W - 1) / 2 (align_corners) or W / 2;
 * padding zeros reads 0 outside, border clamps ix into [0, W - 1];
 * bilinear blends the 4 neighbours, nearest rounds half to even. */
m2c_value *tw_grid_sampler(m2c_lowerer *L)
{
    m2c_value *x = tw_to(L, tw_tensor(L, 0), M2C_F32), *grid = tw_to(L, tw_tensor(L, 1), M2C_F32), *in[3];
    int64_t mode = tw_int(L, 2), pad = tw_int(L, 3), align = tw_int(L, 4), H, W;
    m2c_amap maps[3];
    m2c_type t;
    gs_body g;
    int red[NPK_MAX_RANK], k, n, c, nc, gx, gy, ix, iy, zero, one, hmax, wmax, y;
    int64_t s3[3];
    if (x->shape.rank != 4 || grid->shape.rank != 4 || grid->shape.dims[3] != 2 || grid->shape.dims[0] != x->shape.dims[0])
        m2c_error_at(SRC->loc, "%s: the input must be [N, C, H, W] and the grid [N, Ho, Wo, 2] (2-D sampling only)", SRC->dname);
    if (mode != 0 && mode != 1) m2c_error_at(SRC->in_loc[2], "%s: interpolation mode %lld is not supported (0 bilinear, 1 nearest)", SRC->dname, (long long)mode);
    if (pad != 0 && pad != 1) m2c_error_at(SRC->in_loc[3], "%s: padding mode %lld is not supported (0 zeros, 1 border)", SRC->dname, (long long)pad);
    H = x->shape.dims[2];
    W = x->shape.dims[3];
    memset(&t, 0, sizeof t);
    t.rank = 4;
    t.dims[0] = x->shape.dims[0]; t.dims[1] = x->shape.dims[1]; t.dims[2] = grid->shape.dims[1]; t.dims[3] = grid->shape.dims[2];
    in[0] = grid;
    in[1] = grid;
    in[2] = lw_const(L, &t, NULL, 0.0f);
    memset(maps, 0, sizeof maps);
    for (k = 0; k < 3; k++) { maps[k].n_dims = 4; red[k] = 0; }
    red[3] = 0;
    for (k = 0; k < 2; k++) {   /* grid[n, h, w, k] */
        maps[k].n_res = 4;
        maps[k].res[0] = 0; maps[k].coef[0][0] = 1;
        maps[k].res[1] = 2; maps[k].coef[1][2] = 1;
        maps[k].res[2] = 3; maps[k].coef[2][3] = 1;
        maps[k].res[3] = k ? M2C_AMAP_EXPR : M2C_AMAP_ZERO;
        maps[k].coef[3][4] = k;
        maps[k].general = k;
    }
    maps[2].n_res = 4;
    for (k = 0; k < 4; k++) { maps[2].res[k] = k; maps[2].coef[k][k] = 1; }
    g.src = SRC;
    g.b = (m2c_body *)m2c_alloc(sizeof *g.b);
    g.b->n_args = 3;
    for (k = 0; k < 3; k++) m2c_body_val(g.b, M2C_S_ARG, k, 0, M2C_F32);
    gx = 0; gy = 1;
    n = m2c_body_op(SRC, g.b, "linalg.index", 0, NULL, M2C_I64);
    c = m2c_body_op(SRC, g.b, "linalg.index", 0, NULL, M2C_I64);
    g.b->ops[g.b->n_ops - 1].ival = 1;
    nc = m2c_body_op(SRC, g.b, "arith.constant", 0, NULL, M2C_I64);   /* n * C + c */
    g.b->ops[g.b->n_ops - 1].is_const = 1;
    g.b->ops[g.b->n_ops - 1].ival = x->shape.dims[1];
    nc = gs_op(&g, "arith.addi", 2, gs_op(&g, "arith.muli", 2, n, nc, 0, M2C_I64), c, 0, M2C_I64);
    s3[0] = x->shape.dims[0] * x->shape.dims[1]; s3[1] = H; s3[2] = W;
    x = tw_reshape_dims(L, x, 3, s3);
    zero = gs_const(&g, 0.0);
    one = gs_const(&g, 1.0);
    hmax = gs_const(&g, (double)(H - 1));
    wmax = gs_const(&g, (double)(W - 1));
    ix = gs_op(&g, "arith.addf", 2, gs_op(&g, "arith.mulf", 2, gx, gs_const(&g, align ? (double)(W - 1) / 2 : (double)W / 2), 0, M2C_F32),
               gs_const(&g, (double)(W - 1) / 2), 0, M2C_F32);
    iy = gs_op(&g, "arith.addf", 2, gs_op(&g, "arith.mulf", 2, gy, gs_const(&g, align ? (double)(H - 1) / 2 : (double)H / 2), 0, M2C_F32),
               gs_const(&g, (double)(H - 1) / 2), 0, M2C_F32);
    if (pad == 1) {
        ix = gs_op(&g, "arith.minimumf", 2, gs_op(&g, "arith.maximumf", 2, ix, zero, 0, M2C_F32), wmax, 0, M2C_F32);
        iy = gs_op(&g, "arith.minimumf", 2, gs_op(&g, "arith.maximumf", 2, iy, zero, 0, M2C_F32), hmax, 0, M2C_F32);
    }
    if (mode == 1) {
        y = gs_tap(&g, x, nc, gs_op(&g, "math.roundeven", 1, iy, 0, 0, M2C_F32), gs_op(&g, "math.roundeven", 1, ix, 0, 0, M2C_F32),
                   hmax, wmax, zero);
    } else {
        int x0 = gs_op(&g, "math.floor", 1, ix, 0, 0, M2C_F32), y0 = gs_op(&g, "math.floor", 1, iy, 0, 0, M2C_F32);
        int x1 = gs_op(&g, "arith.addf", 2, x0, one, 0, M2C_F32), y1 = gs_op(&g, "arith.addf", 2, y0, one, 0, M2C_F32);
        int wx1 = gs_op(&g, "arith.subf", 2, ix, x0, 0, M2C_F32), wy1 = gs_op(&g, "arith.subf", 2, iy, y0, 0, M2C_F32);
        int wx0 = gs_op(&g, "arith.subf", 2, one, wx1, 0, M2C_F32), wy0 = gs_op(&g, "arith.subf", 2, one, wy1, 0, M2C_F32);
        int t00 = gs_op(&g, "arith.mulf", 2, gs_tap(&g, x, nc, y0, x0, hmax, wmax, zero), gs_op(&g, "arith.mulf", 2, wy0, wx0, 0, M2C_F32), 0, M2C_F32);
        int t01 = gs_op(&g, "arith.mulf", 2, gs_tap(&g, x, nc, y0, x1, hmax, wmax, zero), gs_op(&g, "arith.mulf", 2, wy0, wx1, 0, M2C_F32), 0, M2C_F32);
        int t10 = gs_op(&g, "arith.mulf", 2, gs_tap(&g, x, nc, y1, x0, hmax, wmax, zero), gs_op(&g, "arith.mulf", 2, wy1, wx0, 0, M2C_F32), 0, M2C_F32);
        int t11 = gs_op(&g, "arith.mulf", 2, gs_tap(&g, x, nc, y1, x1, hmax, wmax, zero), gs_op(&g, "arith.mulf", 2, wy1, wx1, 0, M2C_F32), 0, M2C_F32);
        y = gs_op(&g, "arith.addf", 2, gs_op(&g, "arith.addf", 2, t00, t01, 0, M2C_F32), gs_op(&g, "arith.addf", 2, t10, t11, 0, M2C_F32), 0, M2C_F32);
    }
    g.b->yield = g.b->yields[0] = y;
    g.b->n_yields = 1;
    g.b->yield_loc = g.b->yield_locs[0] = SRC->loc;
    return tw_loop(L, 2, in, maps, 4, red, g.b);
}
