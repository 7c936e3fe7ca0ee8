/* test_conv_pool.c - npk_conv2d_f32 and the pooling kernels against their
 * references over a sweep of shapes, plus hand-computed cases. */
#include "test_util.h"

static const char *const act_names[3] = {"none", "relu", "clamp"};

/* Tolerance (stated): like matmul, 2*(K+2)*FLT_EPSILON*(sum|x*w| + |bias|)
 * with K = Cin/groups*KH*KW; sum|x*w| comes from the reference on |x|, |w|. */
static void conv_check(const npk_conv2d_params *pp, int with_bias)
{
    npk_conv2d_params p = *pp;
    size_t n = p.n, cin = p.c_in, h = p.h, w = p.w, cout = p.c_out, groups = p.groups;
    size_t oh, ow, nx, nw, ny, sbytes, sfloats, i, K;
    float *x, *wt, *b, *y, *r, *s, *ax, *aw, *scratch, *scratch_base;
    int ok = 1;
    oh = npk_conv2d_out_h(&p);
    ow = npk_conv2d_out_w(&p);
    K = cin / groups * p.kh * p.kw;
    nx = n * cin * h * w;
    nw = cout * K;
    ny = n * cout * oh * ow;
    sbytes = npk_conv2d_scratch_bytes(&p);
    {
        npk_conv2d_params q = p;
        q.n = n == 1 ? 7 : 1;
        CHECK(npk_conv2d_scratch_bytes(&q) == sbytes, "conv scratch must not depend on the batch");
    }
    sfloats = (sbytes + 3) / 4;
    x = tu_alloc(nx); wt = tu_alloc(nw); b = tu_alloc(cout); y = tu_alloc(ny); r = tu_alloc(ny); s = tu_alloc(ny);
    ax = tu_alloc(nx); aw = tu_alloc(nw);
    scratch_base = tu_alloc(sfloats + 16);
    scratch = scratch_base + (16 - ((uintptr_t)scratch_base / 4) % 16) % 16; /* 64-byte aligned */
    tu_fill(x, nx, -1, 1);
    tu_fill(wt, nw, -1, 1);
    tu_fill(b, cout, -1, 1);
    for (i = 0; i < nx; ++i) ax[i] = fabsf(x[i]);
    for (i = 0; i < nw; ++i) aw[i] = fabsf(wt[i]);
    npk_conv2d_f32(&p, x, wt, with_bias ? b : NULL, y, scratch);
    npk_ref_conv2d_f32(&p, x, wt, with_bias ? b : NULL, r);
    npk_ref_conv2d_f32(&p, ax, aw, NULL, s);
    for (i = 0; i < ny; ++i) {
        float bb = with_bias ? b[(i / (oh * ow)) % cout] : 0.0f;
        double tol = 2.0 * (double)(K + 2) * FLT_EPSILON * (s[i] + fabs((double)bb)) + 1e-30;
        if (!tu_close(y[i], r[i], tol)) {
            ok = 0;
            fprintf(stderr, "  y[%zu] = %.9g, ref %.9g\n", i, y[i], r[i]);
            break;
        }
    }
    CHECK(ok && tu_guards_ok(y, ny),
          "conv n=%zu cin=%zu %zux%zu cout=%zu k=%zux%zu s=%zux%zu pad=%zu,%zu,%zu,%zu dil=%zux%zu g=%zu bias=%d act=%s",
          n, cin, h, w, cout, p.kh, p.kw, p.stride_h, p.stride_w, p.pad_top, p.pad_left, p.pad_bottom, p.pad_right,
          p.dil_h, p.dil_w, groups, with_bias, act_names[p.act]);
    /* scratch: nothing written past npk_conv2d_scratch_bytes */
    for (i = sfloats; scratch + i < scratch_base + sfloats + 16 + TU_GUARD; ++i) {
        if (!tu_is_sentinel(scratch + i)) {
            ok = 0;
            break;
        }
    }
    CHECK(ok, "conv wrote past its %zu scratch bytes", sbytes);
    tu_free(x); tu_free(wt); tu_free(b); tu_free(y); tu_free(r); tu_free(s); tu_free(ax); tu_free(aw);
    tu_free(scratch_base);
}

static void conv_case(size_t n, size_t cin, size_t h, size_t w, size_t cout, size_t k, size_t stride,
                      const size_t pad[4], size_t dil, size_t groups, int with_bias, npk_act act)
{
    npk_conv2d_params p;
    memset(&p, 0, sizeof p);
    p.n = n; p.c_in = cin; p.h = h; p.w = w;
    p.c_out = cout; p.kh = k; p.kw = k == 5 ? 3 : k; /* non-square for k = 5 */
    p.stride_h = stride; p.stride_w = stride == 2 ? 1 : stride; /* and stride 2 x 1 */
    p.dil_h = dil; p.dil_w = dil;
    p.pad_top = pad[0]; p.pad_left = pad[1]; p.pad_bottom = pad[2]; p.pad_right = pad[3];
    p.groups = groups; p.act = act; p.act_min = -0.3f; p.act_max = 0.4f;
    conv_check(&p, with_bias);
}

/* Depthwise convs (groups == Cin, multiplier m): output widths around 8/16/32
 * lanes and the 4-vector tile, strides 1 and 2 (both axes), paddings 0-2 per
 * side, kernels 3x3, 5x5, 1x7, 7x1, channels 1..33, bias and activations. The
 * SIMD depthwise path (npk_conv_depthwise.h) must match the reference. */
static void dw_case(size_t n, size_t c, size_t m, size_t h, size_t w, size_t kh, size_t kw, size_t sh, size_t sw,
                    const size_t pad[4], size_t dh, size_t dw, int with_bias, npk_act act)
{
    npk_conv2d_params p;
    memset(&p, 0, sizeof p);
    p.n = n; p.c_in = c; p.h = h; p.w = w; p.c_out = c * m; p.kh = kh; p.kw = kw;
    p.stride_h = sh; p.stride_w = sw; p.dil_h = dh; p.dil_w = dw;
    p.pad_top = pad[0]; p.pad_left = pad[1]; p.pad_bottom = pad[2]; p.pad_right = pad[3];
    p.groups = c; p.act = act; p.act_min = -0.3f; p.act_max = 0.4f;
    conv_check(&p, with_bias);
}

static void test_depthwise(void)
{
    static const size_t pads[][4] = {{0, 0, 0, 0}, {1, 1, 1, 1}, {2, 2, 2, 2}, {0, 1, 2, 0}, {2, 0, 1, 2}, {1, 2, 0, 1}};
    static const size_t ks[][2] = {{3, 3}, {5, 5}, {1, 7}, {7, 1}, {10, 4}};
    static const size_t widths[] = {1, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 63, 64, 65, 66, 97, 113};
    size_t wi, ki, s, pi, it = 0;
    for (wi = 0; wi < sizeof widths / sizeof widths[0]; ++wi)
        for (ki = 0; ki < 5; ++ki)
            for (s = 1; s <= 2; ++s)
                for (pi = 0; pi < 6; ++pi, ++it) {
                    size_t c = 1 + (it * 7) % 33, h = 1 + it % 13, w = widths[wi];
                    if (h + pads[pi][0] + pads[pi][2] < ks[ki][0]) h = ks[ki][0];
                    if (w + pads[pi][1] + pads[pi][3] < ks[ki][1]) w = ks[ki][1];
                    dw_case(1 + it % 2 * (it % 5 == 1), c, 1 + (it % 7 == 3), h, w, ks[ki][0], ks[ki][1], s,
                            it % 4 == 1 ? 1 : s, pads[pi], 1, 1, (int)(it % 2), (npk_act)(it % 3));
                }
    {
        static const size_t nopad[4] = {0, 0, 0, 0}, pad1[4] = {1, 1, 1, 1}, pad2[4] = {2, 2, 2, 2};
        dw_case(1, 64, 1, 25, 5, 3, 3, 1, 1, pad1, 1, 1, 1, NPK_ACT_RELU);     /* kws_dscnn */
        dw_case(1, 32, 1, 112, 112, 3, 3, 1, 1, pad1, 1, 1, 1, NPK_ACT_CLAMP); /* mobilenet, band split */
        dw_case(1, 16, 1, 113, 111, 3, 3, 2, 2, pad1, 1, 1, 0, NPK_ACT_RELU);  /* stride 2, odd sizes */
        dw_case(2, 3, 2, 40, 37, 5, 5, 2, 2, pad2, 1, 1, 1, NPK_ACT_NONE);     /* multiplier 2 */
        dw_case(1, 5, 1, 20, 29, 3, 3, 1, 2, pad1, 2, 2, 1, NPK_ACT_RELU);     /* dilation 2 */
        dw_case(1, 2, 1, 9, 30, 3, 3, 3, 3, nopad, 1, 3, 1, NPK_ACT_CLAMP);    /* stride 3 */
        dw_case(1, 2, 1, 4, 3000, 3, 3, 1, 1, pad1, 1, 1, 1, NPK_ACT_RELU);    /* too wide: scalar rows */
        dw_case(1, 3, 1, 6, 700, 5, 5, 2, 2, pad2, 1, 1, 1, NPK_ACT_NONE);     /* few rows per band */
        /* channels in lanes (small maps, stride >= 2): whole blocks of 16 / 8
         * channels plus a remainder, odd pads and sizes, dilation, 5x5, a
         * map whose rows need several bands, a task range starting mid-block */
        {
            static const size_t pad_odd[4] = {0, 1, 2, 0};
            dw_case(1, 576, 1, 14, 14, 3, 3, 2, 2, pad1, 1, 1, 1, NPK_ACT_CLAMP); /* mobilenet_v2 */
            dw_case(2, 40, 1, 13, 15, 3, 3, 2, 2, pad_odd, 2, 2, 1, NPK_ACT_RELU);
            dw_case(1, 19, 1, 31, 9, 5, 5, 2, 3, pad2, 1, 1, 0, NPK_ACT_NONE);
            dw_case(1, 24, 1, 120, 24, 3, 3, 2, 2, pad1, 1, 1, 1, NPK_ACT_RELU);
        }
    }
}

static void test_conv(void)
{
    static const size_t pads[][4] = {{0, 0, 0, 0}, {1, 1, 1, 1}, {0, 1, 2, 0}, {2, 0, 1, 3}};
    static const size_t chans[] = {1, 3, 5};
    size_t bi, ci, k, s, pi, d, gi, hw, it = 0;
    for (bi = 0; bi < 2; ++bi)
        for (ci = 0; ci < 3; ++ci)
            for (k = 1; k <= 5; k += 2)
                for (s = 1; s <= 2; ++s)
                    for (pi = 0; pi < 4; ++pi)
                        for (d = 1; d <= 2; ++d)
                            for (gi = 0; gi < 3; ++gi, ++it) {
                                size_t n = bi ? 3 : 1, cin = chans[ci], groups = 1, cout = 2 + it % 5;
                                if (gi == 1) { /* two groups */
                                    cin *= 2;
                                    groups = 2;
                                    cout = 2 * (1 + it % 3);
                                } else if (gi == 2) { /* depthwise, multiplier 1 or 2 */
                                    groups = cin;
                                    cout = cin * (1 + it % 2);
                                }
                                hw = 5 + it % 9;
                                conv_case(n, cin, hw, hw + 2, cout, k, s, pads[pi], d, groups, (int)(it % 2),
                                          (npk_act)(it % 3));
                            }
    {
        static const size_t nopad[4] = {0, 0, 0, 0}, pad1[4] = {1, 1, 1, 1};
        conv_case(2, 4, 3, 3, 6, 3, 1, nopad, 1, 1, 1, NPK_ACT_RELU);       /* output 1x1 */
        conv_case(1, 1, 5, 5, 1, 5, 1, nopad, 1, 1, 1, NPK_ACT_NONE);       /* output 1x1, one channel */
        conv_case(1, 3, 2, 2, 4, 5, 1, nopad, 1, 1, 1, NPK_ACT_NONE);       /* kernel larger: empty output */
        size_t wi;
        /* output widths around 1..5 vectors (direct path up to 4, GEMM past it),
         * channel counts around the direct path's channel tile */
        for (wi = 1; wi <= 75; wi += 1 + wi / 10) {
            static const size_t pad2[4] = {2, 2, 1, 2};
            conv_case(1 + wi % 2, 1 + wi % 4, 3 + wi % 6, wi + 2, 1 + wi % 14, 3, 1, wi % 3 ? nopad : pad2, 1,
                      1, (int)(wi % 2), (npk_act)(wi % 3));
        }
        conv_case(1, 1, 28, 28, 8, 5, 1, nopad, 1, 1, 1, NPK_ACT_RELU);     /* LeNet conv1 */
        conv_case(2, 1, 28, 28, 6, 5, 1, pad1, 1, 1, 1, NPK_ACT_RELU);      /* LeNet conv1, padded */
        conv_case(1, 1, 28, 28, 32, 3, 1, nopad, 1, 1, 1, NPK_ACT_RELU);    /* CNN conv1 */
        conv_case(2, 8, 12, 12, 16, 5, 1, nopad, 1, 1, 1, NPK_ACT_RELU);    /* LeNet conv2 */
        conv_case(1, 16, 14, 14, 33, 1, 1, nopad, 1, 1, 1, NPK_ACT_CLAMP);  /* pointwise, no scratch */
        conv_case(3, 6, 9, 7, 4, 1, 1, nopad, 1, 2, 1, NPK_ACT_NONE);       /* grouped pointwise */
        conv_case(1, 64, 20, 20, 17, 3, 1, pad1, 1, 1, 1, NPK_ACT_RELU);    /* several im2col tiles */
        conv_case(1, 32, 16, 16, 32, 3, 2, pad1, 1, 32, 1, NPK_ACT_CLAMP);  /* depthwise stride 2 */
        /* stride 2: output widths 1..140 around the vector counts, odd and
         * even kernels, odd and even left pads, and the stems of ImageNet nets */
        for (wi = 1; wi <= 140; wi += 1 + wi / 8) {
            static const size_t pad_a[4] = {1, 1, 1, 1}, pad_b[4] = {0, 3, 2, 0}, pad_c[4] = {2, 2, 0, 1};
            const size_t *pd = wi % 3 == 0 ? pad_a : wi % 3 == 1 ? pad_b : pad_c;
            size_t kk = 2 + wi % 5; /* 2..6 */
            conv_case(1 + wi % 2, 1 + wi % 3, kk + 1 + wi % 4, 2 * wi + kk, 1 + (wi * 5) % 17, kk, 2, pd, 1, 1,
                      (int)(wi % 2), (npk_act)(wi % 3));
        }
        {
            static const size_t pad3[4] = {3, 3, 3, 3}, pad_tf[4] = {0, 0, 1, 1};
            conv_case(1, 3, 23, 224, 64, 7, 2, pad3, 1, 1, 1, NPK_ACT_RELU);  /* ResNet stem (rows cut) */
            conv_case(2, 3, 9, 224, 16, 3, 2, pad1, 1, 1, 1, NPK_ACT_CLAMP);  /* MobileNet stem */
            conv_case(1, 3, 9, 97, 8, 3, 2, pad_tf, 1, 1, 0, NPK_ACT_NONE);   /* odd width, "same" pads */
        }
    }
}

/* Dense convs strided on both axes (the im2col packer's strided rows:
 * vectorised stride-2 copies of 1..40 columns, whole narrow output rows per
 * GEMM panel for output widths dividing the panel, stride 3's plain loop),
 * batch 1 and 3, odd channel counts, paddings that cut into both edges, and
 * KWS's first conv (one input channel, groups 1: the GEMM, not the
 * depthwise kernel). */
static void conv_full(size_t n, size_t cin, size_t h, size_t w, size_t cout, size_t kh, size_t kw, size_t s,
                      const size_t pad[4], int with_bias, npk_act act)
{
    npk_conv2d_params p;
    memset(&p, 0, sizeof p);
    p.n = n; p.c_in = cin; p.h = h; p.w = w; p.c_out = cout; p.kh = kh; p.kw = kw;
    p.stride_h = s; p.stride_w = s; p.dil_h = 1; p.dil_w = 1;
    p.pad_top = pad[0]; p.pad_left = pad[1]; p.pad_bottom = pad[2]; p.pad_right = pad[3];
    p.groups = 1; p.act = act; p.act_min = -0.3f; p.act_max = 0.4f;
    conv_check(&p, with_bias);
}

static void test_conv_strided(void)
{
    static const size_t pads[][4] = {{0, 0, 0, 0}, {1, 1, 1, 1}, {0, 1, 2, 0}, {2, 3, 1, 2}};
    size_t w, it = 0;
    for (w = 1; w <= 81; w += 1 + w / 8, ++it) { /* output widths 1..41 */
        size_t pi = it % 4, k = it % 3 == 2 ? 1 : 3;
        conv_full(it % 2 ? 3 : 1, 1 + it % 5 * 4, 4 + it % 7, w + (k == 1 ? 0 : 2), 3 + it % 19, k, k, 2,
                  k == 1 ? pads[0] : pads[pi], (int)(it % 2), (npk_act)(it % 3));
        conv_full(1 + it % 2, 2 + it % 3, 5 + it % 4, w + 2, 5 + it % 7, 3, 3, 3, pads[pi], 1, NPK_ACT_NONE);
    }
    {
        static const size_t nopad[4] = {0, 0, 0, 0}, pad1[4] = {1, 1, 1, 1}, kws[4] = {4, 1, 5, 1};
        conv_full(3, 16, 32, 32, 32, 3, 3, 2, pad1, 1, NPK_ACT_RELU);  /* ResNet-8, 16 wide out */
        conv_full(3, 32, 16, 16, 64, 3, 3, 2, pad1, 1, NPK_ACT_RELU);  /* ResNet-8, 8 wide out */
        conv_full(3, 32, 16, 16, 64, 1, 1, 2, nopad, 1, NPK_ACT_NONE); /* ResNet-8 shortcut */
        conv_full(1, 1, 49, 10, 64, 10, 4, 2, kws, 1, NPK_ACT_RELU);   /* KWS conv1 (pad 4,1 / 5,1) */
        conv_full(3, 1, 49, 10, 13, 10, 4, 2, kws, 0, NPK_ACT_CLAMP);
        conv_full(1, 1, 31, 47, 7, 3, 3, 1, pad1, 1, NPK_ACT_NONE);    /* one channel, stride 1, wide */
        /* batches through the filter-packed-once im2col GEMM: KWS conv1 at
         * batch 16, more output channels than one row block (MC) with K past
         * one K block (KC), more pixels per image than one column block (NC) */
        conv_full(16, 1, 49, 10, 64, 10, 4, 2, kws, 1, NPK_ACT_RELU);
        conv_full(3, 37, 9, 11, 75, 3, 3, 2, pad1, 1, NPK_ACT_CLAMP);
        conv_full(2, 3, 47, 45, 5, 3, 3, 1, pad1, 0, NPK_ACT_RELU);
    }
}

static void conv_exact(void)
{
    /* 1x1x3x3 input 1..9, 2x2 kernel of ones, pad 0: sums of 2x2 blocks */
    const float x[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9}, w[4] = {1, 1, 1, 1}, b[1] = {0.5f};
    float y[4], scratch[64];
    npk_conv2d_params p;
    memset(&p, 0, sizeof p);
    p.n = 1; p.c_in = 1; p.h = 3; p.w = 3; p.c_out = 1; p.kh = 2; p.kw = 2;
    p.stride_h = p.stride_w = p.dil_h = p.dil_w = p.groups = 1;
    npk_conv2d_f32(&p, x, w, b, y, scratch);
    CHECK(y[0] == 12.5f && y[1] == 16.5f && y[2] == 24.5f && y[3] == 28.5f, "2x2 box conv gave %g %g %g %g", y[0],
          y[1], y[2], y[3]);
    CHECK(npk_conv2d_out_h(&p) == 2 && npk_conv2d_out_w(&p) == 2, "conv out size");
    p.pad_top = 1; p.pad_bottom = 0; p.stride_h = 2; p.dil_w = 2; p.kw = 2;
    /* out_h = (3+1-2)/2+1 = 2, out_w = (3 - 3)/1 + 1 = 1 */
    CHECK(npk_conv2d_out_h(&p) == 2 && npk_conv2d_out_w(&p) == 1, "conv out size with pad/stride/dilation: %zu %zu",
          npk_conv2d_out_h(&p), npk_conv2d_out_w(&p));
}

/* ---- pooling ---- */

/* special: 1 = some NaNs in x; 2 = NaN, +-inf, +0 and -0 mixed in, and a
 * row of -inf. exact: the average must equal the reference's exactly (every
 * fast path sums a window in the reference's order), else within 1e-6. */
static void pool_check_x(size_t n, size_t c, size_t h, size_t w, size_t kh, size_t kw, size_t sh, size_t sw,
                         const size_t pad[4], int ceil_mode, int cip, int special, int exact)
{
    npk_pool2d_params p;
    size_t oh, ow, nx, ny, i;
    float *x, *y, *r;
    int okm = 1, oka = 1;
    memset(&p, 0, sizeof p);
    p.n = n; p.c = c; p.h = h; p.w = w; p.kh = kh; p.kw = kw;
    p.stride_h = sh; p.stride_w = sw;
    p.pad_top = pad[0]; p.pad_left = pad[1]; p.pad_bottom = pad[2]; p.pad_right = pad[3];
    p.ceil_mode = ceil_mode; p.count_include_pad = cip;
    oh = npk_pool2d_out_h(&p);
    ow = npk_pool2d_out_w(&p);
    nx = n * c * h * w;
    ny = n * c * oh * ow;
    x = tu_alloc(nx); y = tu_alloc(ny); r = tu_alloc(ny);
    tu_fill(x, nx, -5, 5);
    if (special == 1)
        for (i = 0; i < nx; ++i) if (tu_rand_below(40) == 0) x[i] = NAN;
    if (special == 2) {
        static const float sp[9] = {NAN, -INFINITY, -INFINITY, INFINITY, 0.0f, 0.0f, -0.0f, -0.0f, -0.0f};
        for (i = 0; i < nx; ++i) {
            size_t u = tu_rand_below(16);
            if (u < 9) x[i] = sp[u];
        }
        for (i = 0; i < w && h > 1; ++i) x[(h / 2) * w + i] = -INFINITY;
    }
    npk_maxpool2d_f32(&p, x, y);
    npk_ref_maxpool2d_f32(&p, x, r);
    for (i = 0; i < ny; ++i) okm &= tu_same(y[i], r[i]);
    okm &= tu_guards_ok(y, ny);
    npk_avgpool2d_f32(&p, x, y);
    npk_ref_avgpool2d_f32(&p, x, r);
    /* same summation order as the reference: tiny tolerance only */
    for (i = 0; i < ny; ++i) oka &= tu_close(y[i], r[i], exact ? 0.0 : 1e-6 * (fabs((double)r[i]) + 1));
    oka &= tu_guards_ok(y, ny);
    CHECK(okm, "maxpool n=%zu c=%zu %zux%zu k=%zux%zu s=%zux%zu pad=%zu,%zu,%zu,%zu ceil=%d", n, c, h, w, p.kh,
          p.kw, p.stride_h, p.stride_w, pad[0], pad[1], pad[2], pad[3], ceil_mode);
    CHECK(oka, "avgpool n=%zu c=%zu %zux%zu k=%zux%zu s=%zux%zu pad=%zu,%zu,%zu,%zu ceil=%d cip=%d", n, c, h, w,
          p.kh, p.kw, p.stride_h, p.stride_w, pad[0], pad[1], pad[2], pad[3], ceil_mode, cip);
    tu_free(x); tu_free(y); tu_free(r);
}

static void pool_check(size_t n, size_t c, size_t h, size_t w, size_t kh, size_t kw, size_t sh, size_t sw,
                       const size_t pad[4], int ceil_mode, int cip, int nan_prob)
{
    pool_check_x(n, c, h, w, kh, kw, sh, sw, pad, ceil_mode, cip, nan_prob ? 1 : 0, 0);
}

static void pool_case(size_t n, size_t c, size_t h, size_t w, size_t k, size_t s, const size_t pad[4], int ceil_mode,
                      int cip, int nan_prob)
{
    pool_check(n, c, h, w, k, k + (k > 1 ? 1 : 0), s, s == 1 ? 1 : s - 1, pad, ceil_mode, cip, nan_prob);
}

/* 2x2 stride 2 (its own vector path): odd and even sizes, widths around the
 * vector lengths, ceil mode with odd sizes (partial windows: general path). */
static void test_pool_2x2(void)
{
    static const size_t nopad[4] = {0, 0, 0, 0}, pad1[4] = {1, 1, 1, 1};
    size_t h, w, it = 0;
    for (h = 2; h <= 9; h += 1)
        for (w = 2; w <= 70; w += 1 + w / 8, ++it)
            pool_check(1 + it % 2, 1 + it % 3, h, w, 2, 2, 2, 2, nopad, (int)(it % 2), (int)(it % 3 == 0),
                       (int)(it % 4 == 0));
    pool_check(2, 6, 28, 28, 2, 2, 2, 2, nopad, 0, 0, 0);  /* LeNet pool 1 */
    pool_check(1, 64, 24, 24, 2, 2, 2, 2, nopad, 0, 0, 1); /* CNN pool */
    pool_check(1, 3, 8, 9, 2, 2, 2, 2, pad1, 0, 1, 0);     /* padded: general path */
}

static void test_pool(void)
{
    static const size_t pads[][4] = {{0, 0, 0, 0}, {1, 1, 1, 1}, {1, 0, 0, 1}, {0, 2, 1, 0}};
    size_t k, s, pi, it = 0;
    int cm, cip;
    for (k = 1; k <= 3; ++k)
        for (s = 1; s <= 3; ++s)
            for (pi = 0; pi < 4; ++pi)
                for (cm = 0; cm < 2; ++cm)
                    for (cip = 0; cip < 2; ++cip, ++it) {
                        size_t hw = 4 + it % 30;
                        pool_case(1 + it % 3, 1 + it % 4, hw, hw + 3, k, s, pads[pi], cm, cip, (int)(it % 5 == 0));
                    }
    {
        static const size_t nopad[4] = {0, 0, 0, 0};
        pool_case(2, 3, 28, 28, 2, 2, nopad, 0, 0, 0); /* LeNet pooling */
        pool_case(1, 2, 1, 1, 1, 1, nopad, 1, 1, 0);   /* 1x1 */
    }
    {
        /* whole-plane windows (the global average path, eight planes at a
         * time): plane counts around multiples of 8, KWS's 25x5, ResNet-8's
         * 8x8, rows and columns of one, NaNs */
        static const size_t nopad[4] = {0, 0, 0, 0};
        static const size_t shapes[][2] = {{25, 5}, {8, 8}, {1, 7}, {7, 1}, {3, 3}, {1, 1}, {13, 11}};
        static const size_t ncs[][2] = {{1, 1}, {1, 7}, {1, 8}, {3, 3}, {2, 13}, {16, 64}};
        size_t a, b;
        for (a = 0; a < sizeof shapes / sizeof shapes[0]; ++a)
            for (b = 0; b < sizeof ncs / sizeof ncs[0]; ++b) {
                size_t h = shapes[a][0], w = shapes[a][1];
                pool_check(ncs[b][0], ncs[b][1], h, w, h, w, 1, 1, nopad, 0, (int)(b % 2), (int)(a % 3 == 0));
                pool_check(ncs[b][0], ncs[b][1], h, w, h, w, h, w, nopad, (int)(b % 2), 0, 0);
            }
    }
}

/* Any window against the reference, bit-exact for max and average (the
 * strided paths deinterleave or gather window columns into registers, or
 * without SIMD split rows into stride phases; with stride 1, max pools take
 * shifted column loads into registers and average pools sweep rows): kernels 1..5, strides 1..4, pads 0..2 below the kernel on each side,
 * ceil mode, count_include_pad, widths 1..70 (the vector blocks: 16 or 8
 * lanes times the stride, partial ones at the row ends), odd heights, NaN,
 * +-inf and signed zeros; then rows wider than one phase chunk (768 B) or ring
 * chunk, ResNet's 3x3/2 pad 1, SqueezeNet's 3x3/2 ceil mode, GoogLeNet's
 * 3x3/1 pad 1 (the stride-1 max pool in registers), and windows that leave
 * the vector paths. */
static void test_pool_windows(void)
{
    size_t kw, sw, pl, w, it = 0;
    int cm, cip;
    for (kw = 1; kw <= 5; ++kw)
        for (sw = 1; sw <= 4; ++sw)
            for (pl = 0; pl <= 2 && pl < kw; ++pl)
                for (cm = 0; cm < 2; ++cm)
                    for (cip = 0; cip < 2; ++cip)
                        for (w = 1; w <= 70; w += 1 + (it % 3 == 0), ++it) {
                            size_t kh = 1 + (it * 7 + kw) % 5, sh = 1 + (it / 5) % 4, h = kh + 2 * (it % 4);
                            size_t pad[4];
                            npk_pool2d_params p;
                            pad[0] = (it / 3) % 3; pad[1] = pl; pad[2] = (it / 2) % 3; pad[3] = (it / 7) % 3;
                            if (pad[0] >= kh) pad[0] = kh - 1;
                            if (pad[2] >= kh) pad[2] = kh - 1;
                            if (pad[3] >= kw) pad[3] = kw - 1;
                            if (h % 2 == 0) ++h;
                            memset(&p, 0, sizeof p);
                            p.h = h; p.w = w; p.kh = kh; p.kw = kw; p.stride_h = sh; p.stride_w = sw;
                            p.pad_top = pad[0]; p.pad_left = pad[1]; p.pad_bottom = pad[2]; p.pad_right = pad[3];
                            p.ceil_mode = cm;
                            if (npk_pool2d_out_h(&p) == 0 || npk_pool2d_out_w(&p) == 0) continue;
                            pool_check_x(1 + it % 2, 1 + it % 3, h, w, kh, kw, sh, sw, pad, cm, cip, (int)(it % 3), 1);
                        }
    {
        static const size_t pad1[4] = {1, 1, 1, 1}, nopad[4] = {0, 0, 0, 0}, odd[4] = {2, 1, 0, 2};
        static const size_t wide[] = {225, 226, 300, 515};
        size_t i, k;
        for (i = 0; i < sizeof wide / sizeof wide[0]; ++i)
            for (k = 1; k <= 5; ++k)
                for (sw = 1; sw <= 4; ++sw) {
                    pool_check_x(1, 2, 7, wide[i], k, k, sw, sw, k > 1 ? pad1 : nopad, (int)(k % 2), (int)(sw % 2),
                                 (int)((i + k) % 3), 1);
                    if (k > 2)
                        pool_check_x(1, 1, 9, wide[i], 3, k, 2, sw, odd, (int)(sw % 2 == 0), (int)(k % 2), 2, 1);
                }
        pool_check_x(1, 8, 112, 112, 3, 3, 2, 2, pad1, 0, 0, 2, 1);    /* ResNet */
        pool_check_x(1, 4, 111, 111, 3, 3, 2, 2, nopad, 1, 0, 1, 1);   /* SqueezeNet */
        pool_check_x(1, 3, 57, 57, 3, 3, 2, 2, nopad, 1, 1, 0, 1);     /* GoogLeNet */
        pool_check_x(1, 5, 14, 14, 3, 3, 1, 1, pad1, 1, 0, 2, 1);      /* GoogLeNet's pool branches */
        pool_check_x(2, 3, 28, 28, 3, 3, 1, 1, pad1, 1, 0, 1, 1);
        pool_check_x(1, 4, 7, 7, 3, 3, 1, 1, pad1, 1, 0, 2, 1);
        pool_check_x(2, 3, 15, 17, 2, 2, 2, 2, nopad, 1, 0, 2, 1);     /* 2x2/2 ceil, odd sizes */
    }
    {
        /* taller windows than the max path's row ring holds (16 rows of
         * AVX-512 vectors, 32 of AVX2) and left padding of a vector or more:
         * the phase path in every build */
        static const size_t pad_t[4] = {3, 1, 2, 2}, pad_t2[4] = {3, 1, 2, 1};
        static const size_t pad_l[4] = {1, 17, 0, 18}, pad_8[4] = {0, 8, 1, 9};
        pool_check_x(1, 3, 41, 53, 17, 3, 2, 2, pad_t, 0, 1, 2, 1);
        pool_check_x(1, 2, 40, 70, 33, 2, 3, 3, pad_t2, 1, 0, 1, 1);
        pool_check_x(2, 2, 7, 61, 3, 19, 2, 2, pad_l, 1, 1, 2, 1);
        pool_check_x(1, 2, 7, 61, 3, 19, 1, 1, pad_l, 0, 1, 2, 1);   /* stride 1 */
        pool_check_x(1, 2, 40, 30, 17, 3, 1, 1, pad_t, 0, 1, 1, 1);
        pool_check_x(1, 3, 9, 45, 3, 10, 2, 3, pad_8, 0, 0, 2, 1);
    }
}

static void pool_exact(void)
{
    /* 1x1x3x3 input 1..9, 2x2 window, stride 2, ceil mode:
     * out 2x2: max = 5 6 8 9; avg (no pad) = 3 4.5 7.5 9 */
    const float x[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    float y[4], xn[9], yn[4];
    npk_pool2d_params p;
    size_t i;
    memset(&p, 0, sizeof p);
    p.n = 1; p.c = 1; p.h = 3; p.w = 3; p.kh = p.kw = 2; p.stride_h = p.stride_w = 2; p.ceil_mode = 1;
    CHECK(npk_pool2d_out_h(&p) == 2 && npk_pool2d_out_w(&p) == 2, "ceil-mode pool size");
    npk_maxpool2d_f32(&p, x, y);
    CHECK(y[0] == 5 && y[1] == 6 && y[2] == 8 && y[3] == 9, "maxpool gave %g %g %g %g", y[0], y[1], y[2], y[3]);
    npk_avgpool2d_f32(&p, x, y);
    CHECK(y[0] == 3 && y[1] == 4.5f && y[2] == 7.5f && y[3] == 9, "avgpool gave %g %g %g %g", y[0], y[1], y[2], y[3]);
    p.ceil_mode = 0;
    CHECK(npk_pool2d_out_h(&p) == 1, "floor-mode pool size");
    /* PyTorch rule: h=4, k=2, s=2, pad 1 both sides, ceil: raw ceil((4+2-2)/2)+1 = 3;
     * the window at 2*2=4 starts inside (4 < 4 + 1), so 3 stays */
    p.h = 4; p.pad_top = 1; p.pad_bottom = 1; p.ceil_mode = 1;
    CHECK(npk_pool2d_out_h(&p) == 3, "ceil pool size 3, got %zu", npk_pool2d_out_h(&p));
    /* h=5, k=2, s=3, pad 0/1, ceil: raw ceil((6-2)/3)+1 = 3; last start 6 >= 5 + 0 -> 2 */
    p.h = 5; p.pad_top = 0; p.pad_bottom = 1; p.stride_h = 3;
    CHECK(npk_pool2d_out_h(&p) == 2, "ceil pool drops a window starting in the right pad, got %zu", npk_pool2d_out_h(&p));
    /* count_include_pad: 3x3 input, 3x3 window, pad 1, stride 1: corner sums 4 values of 9 cells */
    memset(&p, 0, sizeof p);
    p.n = 1; p.c = 1; p.h = 3; p.w = 3; p.kh = p.kw = 3; p.stride_h = p.stride_w = 1;
    p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = 1;
    {
        float ya[9];
        npk_avgpool2d_f32(&p, x, ya);
        CHECK(ya[0] == 3.0f, "avg no-pad-count corner = %g, want 3", ya[0]); /* (1+2+4+5)/4 */
        p.count_include_pad = 1;
        npk_avgpool2d_f32(&p, x, ya);
        CHECK(ya[0] == 12.0f / 9.0f, "avg pad-count corner = %g, want 12/9", ya[0]);
    }
    /* windows of -inf give -inf; NaN wins over everything */
    for (i = 0; i < 9; ++i) xn[i] = -INFINITY;
    xn[8] = NAN;
    memset(&p, 0, sizeof p);
    p.n = 1; p.c = 1; p.h = 3; p.w = 3; p.kh = p.kw = 2; p.stride_h = p.stride_w = 1;
    npk_maxpool2d_f32(&p, xn, yn);
    CHECK(yn[0] == -INFINITY && yn[1] == -INFINITY && yn[2] == -INFINITY && isnan(yn[3]),
          "maxpool over -inf / NaN gave %g %g %g %g", yn[0], yn[1], yn[2], yn[3]);
}

/* The direct conv's tile shapes (npk_conv_direct.h): on AVX-512 a conv whose
 * channels and rows pad less in 2 x 8 tiles than in 4 x 6 takes 2 x 8 (checked
 * here, so these cases run it), the others keep 4 x 6; both against the
 * reference, with 1..3 pixel vectors per row, duplicated rows and channels,
 * paddings cutting into the edges, and batches. */
static void direct_shape_case(size_t n, size_t cin, size_t h, size_t w, size_t cout, size_t k,
                              const size_t pad[4], npk_act act, int want_2x8)
{
    npk_conv2d_params p;
    memset(&p, 0, sizeof p);
    p.n = n; p.c_in = cin; p.h = h; p.w = w; p.c_out = cout; p.kh = k; p.kw = k;
    p.stride_h = 1; p.stride_w = 1; p.dil_h = 1; p.dil_w = 1;
    p.pad_top = pad[0]; p.pad_left = pad[1]; p.pad_bottom = pad[2]; p.pad_right = pad[3];
    p.groups = 1; p.act = act; p.act_min = -0.3f; p.act_max = 0.4f;
#if defined(NPK__DC_NP2)
    {
        npk__dc_geom g;
        CHECK(npk__conv_use_direct(&p) && npk__dc_pick(&p, &g) && (g.ocb == NPK__DC_OCB2) == want_2x8,
              "direct conv %zux%zux%zu -> %zu, k %zu: tile shape %s expected", cin, h, w, cout, k,
              want_2x8 ? "2 x 8" : "4 x 6");
    }
#else
    (void)want_2x8;
#endif
    conv_check(&p, 1);
}

static void test_conv_direct_shapes(void)
{
    static const size_t nopad[4] = {0, 0, 0, 0}, pad1[4] = {1, 1, 1, 1}, odd[4] = {2, 0, 1, 3};
    direct_shape_case(2, 6, 14, 14, 16, 5, nopad, NPK_ACT_RELU, 1);  /* LeNet conv2: 10x10, 16 channels */
    direct_shape_case(1, 3, 12, 12, 8, 3, nopad, NPK_ACT_NONE, 1);   /* 10x10, 8 channels */
    direct_shape_case(3, 2, 8, 13, 15, 3, nopad, NPK_ACT_CLAMP, 1);  /* 6x11, 15 channels: one repeated */
    direct_shape_case(1, 3, 7, 22, 8, 3, odd, NPK_ACT_RELU, 1);      /* 8x23: 2 vectors per row, odd pads */
    direct_shape_case(2, 2, 6, 42, 8, 3, nopad, NPK_ACT_CLAMP, 1);   /* 4x40: 3 vectors, one repeated */
    direct_shape_case(1, 4, 9, 9, 16, 3, pad1, NPK_ACT_NONE, 1);     /* 9x9: the last row repeated */
    direct_shape_case(1, 1, 28, 28, 6, 5, pad1, NPK_ACT_RELU, 0);    /* LeNet conv1: 6 channels fit 4 x 6 */
    direct_shape_case(1, 1, 28, 28, 32, 3, nopad, NPK_ACT_RELU, 0);  /* CNN conv1 */
    direct_shape_case(1, 8, 12, 12, 64, 3, nopad, NPK_ACT_RELU, 0);  /* 64 channels */
}

int main(void)
{
    int rc = tu_begin("conv_pool");
    if (rc) return rc;
    conv_exact();
    test_pool_2x2();
    pool_exact();
    test_conv();
    test_conv_strided();
    test_conv_direct_shapes();
    test_depthwise();
    test_pool();
    test_pool_windows();
    return tu_end("conv_pool");
}
