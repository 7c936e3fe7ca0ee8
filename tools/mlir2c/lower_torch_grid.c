/* lower_torch_grid.c - torch.aten.grid_sampler (2-D) as a loop op whose
 * body computes each output's source position from the grid and reads the
 * input there (tensor.extract at run-time indices, clamped by the loop op;
 * taps outside the image are masked to 0). */
#include <stdio.h>
#include <string.h>
#include "lower_torch.h"

#define SRC (L->src)

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
