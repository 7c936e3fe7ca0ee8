/* test_winograd.c - the Winograd F(4x4, 3x3) conv path (filters from
 * npk_conv2d_winograd_filter_f32) against npk_ref_conv2d_f32 on the plain
 * filters, over odd sizes around the 4x4 tile, the tile block, the channel
 * chunks and the vector widths; part splits against the full call. */
#include "test_util.h"

/* Winograd rounds more than the direct sum: the transforms scale values by
 * up to ~10 (input) and ~19 (output) per axis before they cancel, and every
 * output of a 4x4 tile carries rounding from the tile's whole 6x6 input
 * patch. Stated bound: 64*(K+2)*FLT_EPSILON*(T + |bias|), K = 9*Cin, T the
 * largest sum|x*w| (reference on |x|, |w|) over the output's 4x4 tile; the
 * worst ratio seen over the sweep is printed so the margin is visible. */
static double worst_ratio;

/* Largest s over the 4x4 tile holding output i of a [.., oh, ow] tensor. */
static double tile_max(const float *s, size_t i, size_t oh, size_t ow)
{
    size_t plane = i / (oh * ow), oy = (i % (oh * ow)) / ow, ox = i % ow, a, b;
    size_t y0 = oy / 4 * 4, x0 = ox / 4 * 4;
    double m = 0.0;
    for (a = y0; a < y0 + 4 && a < oh; ++a)
        for (b = x0; b < x0 + 4 && b < ow; ++b)
            if (s[(plane * oh + a) * ow + b] > m) m = s[(plane * oh + a) * ow + b];
    return m;
}

static void prep(npk_conv2d_params *p, size_t n, size_t cin, size_t h, size_t w, size_t cout, const size_t pad[4],
                 npk_act act)
{
    memset(p, 0, sizeof *p);
    p->n = n; p->c_in = cin; p->h = h; p->w = w;
    p->c_out = cout; p->kh = 3; p->kw = 3;
    p->stride_h = p->stride_w = p->dil_h = p->dil_w = p->groups = 1;
    p->pad_top = pad[0]; p->pad_left = pad[1]; p->pad_bottom = pad[2]; p->pad_right = pad[3];
    p->act = act; p->act_min = -0.3f; p->act_max = 0.4f;
}

/* A parallel-for that runs the tasks last to first, inline: any order the
 * threads may take must give the serial call's bits. */
static size_t par_calls, it_tasks;
static void reverse_for(const void *par, size_t n, void (*fn)(void *ctx, size_t i), void *ctx)
{
    (void)par;
    ++par_calls;
    while (n-- > 0) fn(ctx, n);
}

static void wg_case(size_t n, size_t cin, size_t h, size_t w, size_t cout, const size_t pad[4], int with_bias,
                    npk_act act)
{
    npk_conv2d_params p, pw;
    size_t oh, ow, nx, nw, nu, ny, i, K = 9 * cin;
    size_t sb, tiles;
    float *x, *wt, *u, *b, *y, *r, *s, *ax, *aw, *yp, *sc;
    int ok = 1, same = 1;
    prep(&p, n, cin, h, w, cout, pad, act);
    oh = npk_conv2d_out_h(&p);
    ow = npk_conv2d_out_w(&p);
    if (!oh || !ow) return;
    pw = p;
    pw.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3;
    CHECK(npk_conv2d_winograd_supported(&p), "3x3 stride-1 conv must be Winograd-capable");
    /* a band of transformed tiles: at least one tile, never more than the
     * image's,
     * the same whatever the batch (mlir2c plans it from the shape) */
    sb = npk_conv2d_scratch_bytes(&pw);
    tiles = ((oh + 3) / 4) * ((ow + 3) / 4);
    {
        /* V and M of the band, each at least the transforms' buffers (at
         * most 40 resp. 72 floats per tile and channel of a chunk) */
        size_t v = 36 * cin > 40 * 64 ? 36 * cin : 40 * 64;
        size_t m = 36 * ((cout + 15) / 16 * 16) > 72 * 64 ? 36 * ((cout + 15) / 16 * 16) : 72 * 64;
        CHECK(sb == npk_conv2d_winograd_scratch_bytes(&pw) && sb >= 36 * (cin + cout) * sizeof(float) &&
                  sb <= (tiles * (v + m) + 16) * sizeof(float),
              "winograd scratch %zu bytes for %zu tiles", sb, tiles);
    }
    {
        npk_conv2d_params q = pw;
        q.n = n + 3;
        CHECK(npk_conv2d_scratch_bytes(&q) == sb, "winograd scratch must not depend on the batch");
    }
    nx = n * cin * h * w; nw = cout * K; ny = n * cout * oh * ow;
    nu = npk_conv2d_winograd_filter_count(cout, cin);
    CHECK(nu == 36 * cin * cout, "filter count");
    x = tu_alloc(nx); wt = tu_alloc(nw); u = tu_alloc(nu); b = tu_alloc(cout);
    sc = tu_alloc(sb / sizeof(float));
    y = tu_alloc(ny); r = tu_alloc(ny); s = tu_alloc(ny); ax = tu_alloc(nx); aw = tu_alloc(nw); yp = tu_alloc(ny);
    tu_fill(x, nx, -1, 1);
    tu_fill(wt, nw, -1, 1);
    tu_fill(b, cout, -1, 1);
    for (i = 0; i < nx; ++i) ax[i] = fabsf(x[i]);
    for (i = 0; i < nw; ++i) aw[i] = fabsf(wt[i]);
    npk_conv2d_winograd_filter_f32(cout, cin, wt, u);
    CHECK(tu_guards_ok(u, nu), "filter transform wrote outside u");
    npk_conv2d_f32(&pw, x, u, with_bias ? b : NULL, y, sc);
    CHECK(tu_guards_ok(sc, sb / sizeof(float)), "winograd wrote outside its scratch");
    npk_ref_conv2d_f32(&p, x, wt, with_bias ? b : NULL, r);
    npk_ref_conv2d_f32(&p, ax, aw, NULL, s);
    for (i = 0; i < ny; ++i) {
        float bb = with_bias ? b[(i / (oh * ow)) % cout] : 0.0f;
        double scale = (double)(K + 2) * FLT_EPSILON * (tile_max(s, i, oh, ow) + fabs((double)bb)) + 1e-30;
        double err = fabs((double)y[i] - (double)r[i]);
        if (err / scale > worst_ratio) worst_ratio = err / scale;
        if (!tu_close(y[i], r[i], 64.0 * scale)) {
            ok = 0;
            fprintf(stderr, "  y[%zu] = %.9g, ref %.9g\n", i, y[i], r[i]);
            break;
        }
    }
    CHECK(ok && tu_guards_ok(y, ny), "winograd n=%zu cin=%zu %zux%zu cout=%zu pad=%zu,%zu,%zu,%zu bias=%d act=%d", n,
          cin, h, w, cout, pad[0], pad[1], pad[2], pad[3], with_bias, (int)act);
    /* parts: images one at a time, channels in uneven pieces, any order */
    for (i = 0; i < ny; ++i) yp[i] = tu_sentinel();
    {
        size_t img, c0 = 0, step = 1 + tu_rand_below(cout);
        for (img = n; img-- > 0;)
            for (c0 = 0; c0 < cout; c0 += step)
                npk_conv2d_f32_part(&pw, x, u, with_bias ? b : NULL, yp, sc, img, img + 1, c0, c0 + step);
    }
    for (i = 0; i < ny; ++i) same &= tu_same(yp[i], y[i]);
    CHECK(same && tu_guards_ok(yp, ny), "winograd parts differ from the full call (cin=%zu cout=%zu %zux%zu)", cin,
          cout, h, w);
    /* each band's steps in 1..4 tasks (the conv2d op's threads) */
    {
        size_t tasks = 1 + it_tasks++ % 4, calls = par_calls;
        for (i = 0; i < ny; ++i) yp[i] = tu_sentinel();
        npk_conv2d_winograd_tasks_f32(&pw, x, u, with_bias ? b : NULL, NULL, yp, sc, tasks, reverse_for, NULL);
        for (i = 0, same = 1; i < ny; ++i) same &= tu_same(yp[i], y[i]);
        CHECK(same && tu_guards_ok(yp, ny) && tu_guards_ok(sc, sb / sizeof(float)) &&
                  (tasks == 1 || par_calls > calls),
              "winograd in %zu tasks differs from the serial call (cin=%zu cout=%zu %zux%zu)", tasks, cin, cout, h, w);
    }
    tu_free(x); tu_free(wt); tu_free(u); tu_free(b); tu_free(y); tu_free(r); tu_free(s); tu_free(ax); tu_free(aw);
    tu_free(yp); tu_free(sc);
}

static void test_sweep(void)
{
    static const size_t pads[][4] = {{0, 0, 0, 0}, {1, 1, 1, 1}, {0, 1, 2, 0}, {2, 0, 1, 3}};
    /* channel counts around the vector widths (8, 16), the GEMM's blocks of
     * 1 to 4 vectors (AVX-512: 16, 24, 33, 64; 70 = 4 + 1) and the chunk
     * sizes (16 or 64) */
    static const size_t cins[] = {1, 3, 16, 17, 65};
    static const size_t couts[] = {1, 7, 16, 24, 33, 64, 70};
    /* sizes around the 4x4 tile and the 6-tile block (26 = 6 tiles) */
    static const size_t sizes[][2] = {{3, 3}, {5, 6}, {7, 9}, {10, 13}, {26, 26}, {6, 31}};
    size_t ci, ko, si, pi, it = 0;
    for (ci = 0; ci < sizeof cins / sizeof cins[0]; ++ci)
        for (ko = 0; ko < sizeof couts / sizeof couts[0]; ++ko)
            for (si = 0; si < sizeof sizes / sizeof sizes[0]; ++si, ++it) {
                pi = it % 4;
                wg_case(1 + it % 2, cins[ci], sizes[si][0], sizes[si][1], couts[ko], pads[pi], (int)(it % 3 != 0),
                        (npk_act)(it % 3));
            }
    /* the CNN's conv: 32 -> 64 on 26x26 */
    wg_case(2, 32, 26, 26, 64, pads[0], 1, NPK_ACT_RELU);
    /* deep layers: bands of 12 tiles that end inside a tile row (130 -> 130
     * on 14x14: 16 tiles), and one band of every tile (200 -> 200 on 7x7) */
    wg_case(2, 130, 14, 14, 130, pads[1], 1, NPK_ACT_NONE);
    wg_case(1, 200, 7, 7, 200, pads[1], 1, NPK_ACT_RELU);
    printf("  worst |winograd - ref| / ((K+2) eps tile sum|x w|) = %.2f (bound 64)\n", worst_ratio);
}

static void test_supported(void)
{
    static const size_t nopad[4] = {0, 0, 0, 0};
    npk_conv2d_params p;
    prep(&p, 1, 4, 8, 8, 4, nopad, NPK_ACT_NONE);
    CHECK(npk_conv2d_winograd_supported(&p), "plain 3x3");
    p.stride_w = 2;
    CHECK(!npk_conv2d_winograd_supported(&p), "stride 2 is not Winograd-capable");
    p.stride_w = 1; p.dil_h = 2;
    CHECK(!npk_conv2d_winograd_supported(&p), "dilation 2 is not");
    p.dil_h = 1; p.groups = 2;
    CHECK(!npk_conv2d_winograd_supported(&p), "groups 2 is not");
    p.groups = 1; p.kw = 5;
    CHECK(!npk_conv2d_winograd_supported(&p), "3x5 is not");
}

/* A filter that is one tap (centre = 1) makes the conv the identity on the
 * interior; Winograd must give it back to within rounding. */
static void test_identity(void)
{
    static const size_t pad1[4] = {1, 1, 1, 1};
    npk_conv2d_params p;
    float x[2 * 9 * 11], w[2 * 2 * 9], u[36 * 4], y[2 * 9 * 11], *sc;
    size_t i, c, worst_ok = 1;
    prep(&p, 1, 2, 9, 11, 2, pad1, NPK_ACT_NONE);
    p.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3;
    memset(w, 0, sizeof w);
    for (c = 0; c < 2; ++c) w[(c * 2 + c) * 9 + 4] = 1.0f;
    tu_fill(x, sizeof x / sizeof x[0], -4, 4);
    npk_conv2d_winograd_filter_f32(2, 2, w, u);
    sc = tu_alloc(npk_conv2d_scratch_bytes(&p) / sizeof(float));
    npk_conv2d_f32(&p, x, u, NULL, y, sc);
    tu_free(sc);
    for (i = 0; i < sizeof x / sizeof x[0]; ++i)
        if (fabsf(y[i] - x[i]) > 1e-5f) worst_ok = 0;
    CHECK(worst_ok, "identity filter through Winograd");
}

int main(void)
{
    int rc = tu_begin("kernels_winograd");
    if (rc) return rc;
    test_supported();
    test_identity();
    test_sweep();
    return tu_end("kernels_winograd");
}
