/* lower_onnx_sample.c - ONNX GridSample and AffineGrid as TCP ops.
 *
 * GridSample (opset 16's 2-D modes bilinear / nearest / bicubic, opset 20's
 * linear / nearest / cubic on n spatial dims): per spatial dim, each output
 * position's source coordinate (the grid unnormalised, then clamped or
 * reflected by padding_mode) and its taps: whole coordinates with weights
 * (nearest 1, linear 2, cubic 4). Every combination of the dims' taps is a
 * flat row number into x as rows [N*S + 1, C] (the last row zeros: a tap
 * outside the input reads it); one gather fetches all taps, weighted and
 * summed. The rules are PyTorch's grid_sample (those ONNX's reference and
 * test data follow): nearest rounds halves to even, cubic is Keys' kernel
 * with A = -0.75 and pads each tap's coordinate, linear and nearest pad the
 * source coordinate and read 0 for taps outside. The torch front end's
 * grid sampler (lower_torch_grid.c) covers 2-D bilinear and nearest with
 * zeros or border padding only, so it is not used here.
 *
 * AffineGrid (opset 20, constant size): the base grid of normalised output
 * coordinates (x, y[, z], 1) as a constant, times theta transposed. */
#include <string.h>
#include "lower_onnx.h"

enum { GS_NEAREST, GS_LINEAR, GS_CUBIC };
enum { GS_ZEROS, GS_BORDER, GS_REFLECT };

/* one spatial dim's taps: whole coordinates (f32), their weights (NULL for
 * nearest) and whether each lies inside the input (NULL: always) */
typedef struct gs_taps {
    int n;
    m2c_value *at[4], *w[4], *ok[4];
} gs_taps;

static m2c_value *num(m2c_lowerer *L, double v) { return tw_splat(L, v, M2C_F32, 2); }
static m2c_value *add(m2c_lowerer *L, m2c_value *a, m2c_value *b) { return tw_bin(L, NPK_BIN_ADD, a, b); }
static m2c_value *sub(m2c_lowerer *L, m2c_value *a, m2c_value *b) { return tw_bin(L, NPK_BIN_SUB, a, b); }
static m2c_value *mul(m2c_lowerer *L, m2c_value *a, m2c_value *b) { return tw_bin(L, NPK_BIN_MUL, a, b); }

static m2c_value *clip(m2c_lowerer *L, m2c_value *c, int64_t size)
{
    return tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, c, num(L, 0)), num(L, (double)(size - 1)));
}

/* PyTorch's reflect_coordinates: c mirrored into [lo2/2, hi2/2], then clipped */
static m2c_value *reflect(m2c_lowerer *L, m2c_value *c, int64_t size, int align)
{
    double lo2 = align ? 0 : -1, hi2 = align ? 2.0 * (double)(size - 1) : 2.0 * (double)size - 1;
    double lo = lo2 / 2, span = (hi2 - lo2) / 2;
    m2c_value *a, *flips, *extra, *odd;
    if (span <= 0) return tw_const(L, &c->shape, M2C_F32, 0.0);
    a = tw_un(L, NPK_UN_ABS, sub(L, c, num(L, lo)));
    flips = tw_un(L, NPK_UN_FLOOR, tw_bin(L, NPK_BIN_DIV, a, num(L, span)));
    extra = sub(L, a, mul(L, flips, num(L, span)));
    odd = sub(L, flips, mul(L, tw_un(L, NPK_UN_FLOOR, mul(L, flips, num(L, 0.5))), num(L, 2)));
    c = tw_select(L, tw_cmp(L, NPK_CMP_GREATER, odd, num(L, 0.5)), add(L, sub(L, num(L, span), extra), num(L, lo)),
                  add(L, extra, num(L, lo)));
    return clip(L, c, size);
}

static m2c_value *pad_coord(m2c_lowerer *L, m2c_value *c, int64_t size, int pad, int align)
{
    if (pad == GS_BORDER) return clip(L, c, size);
    if (pad == GS_REFLECT) return reflect(L, c, size, align);
    return c;
}

static m2c_value *inside(m2c_lowerer *L, m2c_value *c, int64_t size)
{
    return tw_logical(L, NPK_LOGIC_AND, tw_cmp(L, NPK_CMP_GREATER_EQUAL, c, num(L, 0)),
                      tw_cmp(L, NPK_CMP_GREATER_EQUAL, num(L, (double)(size - 1)), c));
}

/* Keys' cubic weights (A = -0.75) of the taps at -1, 0, 1, 2 from fraction t */
static void cubic_weights(m2c_lowerer *L, m2c_value *t, m2c_value **w)
{
    const double A = -0.75;
    int k;
    for (k = 0; k < 4; k++) {
        m2c_value *x = k == 0 ? add(L, t, num(L, 1)) : k == 1 ? t : k == 2 ? sub(L, num(L, 1), t) : sub(L, num(L, 2), t);
        if (k == 1 || k == 2)   /* ((A + 2) x - (A + 3)) x x + 1 */
            w[k] = add(L, mul(L, mul(L, sub(L, mul(L, x, num(L, A + 2)), num(L, A + 3)), x), x), num(L, 1));
        else   /* ((A x - 5A) x + 8A) x - 4A */
            w[k] = sub(L, mul(L, add(L, mul(L, sub(L, mul(L, x, num(L, A)), num(L, 5 * A)), x), num(L, 8 * A)), x), num(L, 4 * A));
    }
}

/* The taps of source coordinate c (grid values, [N, P]) along a dim of size */
static void dim_taps(m2c_lowerer *L, m2c_value *g, int64_t size, int mode, int pad, int align, gs_taps *t)
{
    m2c_value *c, *c0, *fr;
    int k;
    if (align) c = mul(L, add(L, g, num(L, 1)), num(L, (double)(size - 1) / 2));
    else c = mul(L, sub(L, mul(L, add(L, g, num(L, 1)), num(L, (double)size)), num(L, 1)), num(L, 0.5));
    memset(t, 0, sizeof *t);
    if (mode != GS_CUBIC) c = pad_coord(L, c, size, pad, align);
    if (mode == GS_NEAREST) {
        t->n = 1;
        t->at[0] = ox_round_even(L, c);
        t->ok[0] = inside(L, t->at[0], size);
        return;
    }
    c0 = tw_un(L, NPK_UN_FLOOR, c);
    fr = sub(L, c, c0);
    if (mode == GS_LINEAR) {
        t->n = 2;
        t->at[0] = c0;
        t->at[1] = add(L, c0, num(L, 1));
        t->w[0] = sub(L, num(L, 1), fr);
        t->w[1] = fr;
        for (k = 0; k < 2; k++) t->ok[k] = inside(L, t->at[k], size);
        return;
    }
    t->n = 4;
    cubic_weights(L, fr, t->w);
    for (k = 0; k < 4; k++) {   /* each tap padded; with zeros padding, read 0 outside */
        t->at[k] = pad_coord(L, add(L, c0, num(L, (double)(k - 1))), size, pad, align);
        if (pad == GS_ZEROS) t->ok[k] = inside(L, t->at[k], size);
    }
}

/* v [N, P] as [1, N, P] (the tap axis in front) */
static m2c_value *tap_row(m2c_lowerer *L, m2c_value *v)
{
    int64_t s[3];
    s[0] = 1; s[1] = v->shape.dims[0]; s[2] = v->shape.dims[1];
    return tw_reshape_dims(L, v, 3, s);
}

/* x [N, C, S..] as rows [N*S + 1, C]: the last row zeros */
static m2c_value *pixel_rows(m2c_lowerer *L, m2c_value *x, int64_t stot)
{
    static const int64_t swap[3] = { 0, 2, 1 };
    int64_t s[3], n = x->shape.dims[0], c = x->shape.dims[1];
    m2c_value *part[2];
    m2c_type zt;
    s[0] = n; s[1] = c; s[2] = stot;
    x = lw_transpose(L, tw_reshape_dims(L, x, 3, s), swap, 0);
    s[0] = n * stot; s[1] = c;
    part[0] = tw_reshape_dims(L, x, 2, s);
    memset(&zt, 0, sizeof zt);
    zt.rank = 2; zt.dims[0] = 1; zt.dims[1] = c;
    part[1] = tw_const(L, &zt, M2C_F32, 0.0);
    return tw_concat(L, part, 2, 0);
}

/* mode and padding_mode (opset 16's names and opset 20's) */
static void sample_modes(m2c_lowerer *L, int *mode, int *pad)
{
    const char *ms = ox_str(L, "mode", OX_OPSET >= 20 ? "linear" : "bilinear"), *ps = ox_str(L, "padding_mode", "zeros");
    if (!strcmp(ms, "bilinear") || !strcmp(ms, "linear")) *mode = GS_LINEAR;
    else if (!strcmp(ms, "nearest")) *mode = GS_NEAREST;
    else if (!strcmp(ms, "bicubic") || !strcmp(ms, "cubic")) *mode = GS_CUBIC;
    else ox_error(L, "mode = \"%s\" is not supported", ms);
    if (!strcmp(ps, "zeros")) *pad = GS_ZEROS;
    else if (!strcmp(ps, "border")) *pad = GS_BORDER;
    else if (!strcmp(ps, "reflection")) *pad = GS_REFLECT;
    else ox_error(L, "padding_mode = \"%s\" is not supported", ps);
}

/* The weighted sum over every combination of the n dims' taps, [N, P, C]:
 * x [N, C, S..] (f32, S = stot elements), taps' coordinates as [N, P]. */
static m2c_value *sum_taps(m2c_lowerer *L, m2c_value *x, gs_taps *taps, int n, int64_t P)
{
    int64_t N = x->shape.dims[0], C = x->shape.dims[1], stot = 1, stride[NPK_MAX_RANK], T = 1, j, s[4], *nb;
    m2c_value *base, *zrow, **rows, **wts, *v, *idx, *ok, *w;
    int d, k;
    for (d = n - 1; d >= 0; d--) { stride[d] = stot; stot *= x->shape.dims[2 + d]; T *= taps[d].n; }
    if (N * stot + 1 > INT32_MAX) ox_error(L, "the input is too large");
    nb = (int64_t *)m2c_alloc((size_t)N * sizeof(int64_t) + 8);   /* batch b's first row: b * S, [N, 1] */
    for (j = 0; j < N; j++) nb[j] = j * stot;
    s[0] = N; s[1] = 1;
    base = tw_reshape_dims(L, lw_const_int(L, M2C_I32, (int)N, nb), 2, s);
    m2c_free(nb);
    zrow = tw_splat(L, (double)(N * stot), M2C_I32, 2);
    for (d = 0; d < n; d++)   /* whole coordinates as row offsets (clipped: a tap outside reads the zero row) */
        for (k = 0; k < taps[d].n; k++)
            taps[d].at[k] = mul(L, lw_cast(L, clip(L, taps[d].at[k], x->shape.dims[2 + d]), M2C_I32, 0),
                                tw_splat(L, (double)stride[d], M2C_I32, 2));
    rows = (m2c_value **)m2c_alloc((size_t)T * sizeof *rows);
    wts = (m2c_value **)m2c_alloc((size_t)T * sizeof *wts);
    for (j = 0; j < T; j++) {   /* combination j: dim d's tap (j / the later dims' tap counts) % its count */
        int64_t rest = j;
        idx = base; ok = NULL; w = NULL;
        for (d = n - 1; d >= 0; d--) {
            int t = (int)(rest % taps[d].n);
            rest /= taps[d].n;
            idx = add(L, idx, taps[d].at[t]);
            if (taps[d].ok[t]) ok = ok ? tw_logical(L, NPK_LOGIC_AND, ok, taps[d].ok[t]) : taps[d].ok[t];
            if (taps[d].w[t]) w = w ? mul(L, w, taps[d].w[t]) : taps[d].w[t];
        }
        rows[j] = tap_row(L, ok ? tw_select(L, ok, idx, zrow) : idx);
        wts[j] = w ? tap_row(L, w) : NULL;
    }
    v = tw_gather_rows(L, pixel_rows(L, x, stot), 0, tw_concat(L, rows, (int)T, 0));   /* one gather: [T*N*P, C] */
    s[0] = T; s[1] = N; s[2] = P; s[3] = C;
    v = tw_reshape_dims(L, v, 4, s);
    if (wts[0]) {
        s[3] = 1;
        v = mul(L, v, tw_reshape_dims(L, tw_concat(L, wts, (int)T, 0), 4, s));
    }
    m2c_free(rows);
    m2c_free(wts);
    return tw_reduce(L, v, 1u, NPK_REDUCE_SUM, 0, 0);
}

/* GridSample(X [N, C, S1..Sn], grid [N, O1..On, n]) -> [N, C, O1..On] */
static m2c_value *grid_sample(m2c_lowerer *L)
{
    m2c_value *x = ox_float_in(L, 0), *g = ox_float_in(L, 1), *v;
    int align = ox_int(L, "align_corners", 0) != 0, r = x->shape.rank, n = r - 2, elem = x->shape.elem, mode, pad, d;
    int64_t N = x->shape.dims[0], P = 1, s[3], od[NPK_MAX_RANK];
    gs_taps taps[NPK_MAX_RANK];
    static const int64_t swap[3] = { 0, 2, 1 };
    sample_modes(L, &mode, &pad);
    if (n < 1 || g->shape.rank != r || g->shape.dims[0] != N || g->shape.dims[r - 1] != n)
        ox_error(L, "X must be [N, C, spatial..] and the grid [N, output spatial.., %d]", n > 0 ? n : 0);
    od[0] = N; od[1] = x->shape.dims[1];
    for (d = 0; d < n; d++) { od[2 + d] = g->shape.dims[1 + d]; P *= od[2 + d]; }
    x = tw_to(L, x, M2C_F32);
    s[0] = N; s[1] = P; s[2] = n;
    g = tw_reshape_dims(L, tw_to(L, g, M2C_F32), 3, s);
    for (d = 0; d < n; d++) {   /* grid component n-1-d: the first (x) is along the last dim */
        int64_t st[3] = { 0, 0, 0 }, sz[3];
        st[2] = n - 1 - d;
        sz[0] = N; sz[1] = P; sz[2] = 1;
        dim_taps(L, tw_reshape_dims(L, lw_slice(L, g, st, sz), 2, s), x->shape.dims[2 + d], mode, pad, align, &taps[d]);
    }
    v = tw_reshape_dims(L, lw_transpose(L, sum_taps(L, x, taps, n, P), swap, 0), r, od);
    return tw_to(L, v, elem);
}

/* the normalised coordinate of position i of size along a dim */
static double grid_coord(int64_t i, int64_t size, int align)
{
    if (align) return size > 1 ? -1.0 + (double)i * (2.0 / (double)(size - 1)) : -1.0;
    return -1.0 + (2.0 / (double)size) / 2 + (double)i * (2.0 / (double)size);
}

/* AffineGrid(theta [N, n, n+1], size [N, C, S1..Sn]) -> [N, S1..Sn, n]:
 * base [1, P, n+1] (x, y[, z], 1 per position) @ theta^T */
static m2c_value *affine_grid(m2c_lowerer *L)
{
    m2c_value *th = ox_float_in(L, 0), *base, *y;
    int64_t size[NPK_MAX_RANK], P = 1, p, od[NPK_MAX_RANK];
    int m = ox_const_ints(L, 1, size, NPK_MAX_RANK, "size"), n = m - 2, d, align = ox_int(L, "align_corners", 0) != 0;
    static const int64_t swap[3] = { 0, 2, 1 };
    m2c_type bt;
    float *bv;
    if (n != 2 && n != 3) ox_error(L, "size must have 4 or 5 values (2-D or 3-D grids)");
    if (th->shape.rank != 3 || th->shape.dims[0] != size[0] || th->shape.dims[1] != n || th->shape.dims[2] != n + 1)
        ox_error(L, "theta must be [%lld, %d, %d]", (long long)size[0], n, n + 1);
    for (d = 0; d < n; d++) {
        if (size[2 + d] < 1) ox_error(L, "size must be positive");
        P *= size[2 + d];
    }
    memset(&bt, 0, sizeof bt);
    bt.rank = 3; bt.dims[0] = 1; bt.dims[1] = P; bt.dims[2] = n + 1;
    bv = (float *)m2c_alloc((size_t)(P * (n + 1)) * sizeof(float) + 4);
    for (p = 0; p < P; p++) {   /* column k: spatial dim n-1-k; the last column 1 */
        int64_t rest = p;
        for (d = n - 1; d >= 0; d--) {
            bv[p * (n + 1) + (n - 1 - d)] = (float)grid_coord(rest % size[2 + d], size[2 + d], align);
            rest /= size[2 + d];
        }
        bv[p * (n + 1) + n] = 1.0f;
    }
    base = lw_const(L, &bt, bv, 0.0f);
    m2c_free(bv);
    y = tw_matmul(L, base, lw_transpose(L, tw_to(L, th, M2C_F32), swap, 0));   /* [N, P, n] */
    od[0] = size[0];
    for (d = 0; d < n; d++) od[1 + d] = size[2 + d];
    od[n + 1] = n;
    return tw_to(L, tw_reshape_dims(L, y, n + 2, od), th->shape.elem);
}

void ox_lower_sample(m2c_lowerer *L)
{
    m2c_value *y = NULL;
    switch (L->arg) {
    case 0: y = grid_sample(L); break;
    case 1: y = affine_grid(L); break;
    default: m2c_onnx_refuse(L);
    }
    ox_finish(L, y);
}
