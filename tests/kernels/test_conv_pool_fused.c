/* test_conv_pool_fused.c - npk_conv2d_maxpool_f32 (conv + max pool in bands
 * of conv rows): bit-identical to npk_conv2d_f32 then npk_maxpool2d_f32,
 * within tolerance of the reference conv then reference pool, parts equal
 * to the full call, nothing written past its scratch, and the scratch
 * independent of the batch and the image height. Odd shapes: primes, 1,
 * widths around the vector lengths, pools that overlap (3/2), leave gaps
 * (2/3) or are 1x1, Winograd filters with bands around the 4-row tiles. */
#include "test_util.h"

typedef struct fcase {
    size_t n, cin, h, w, cout, kh, kw, stride, pad, groups;
    size_t pkh, pkw, psh, psw;
    int winograd, bias;
    npk_act act;
} fcase;

static void setup(const fcase *c, npk_conv2d_params *p, npk_pool2d_params *q)
{
    memset(p, 0, sizeof *p);
    p->n = c->n; p->c_in = c->cin; p->h = c->h; p->w = c->w;
    p->c_out = c->cout; p->kh = c->kh; p->kw = c->kw;
    p->stride_h = p->stride_w = c->stride;
    p->dil_h = p->dil_w = 1;
    p->pad_top = p->pad_left = p->pad_bottom = p->pad_right = c->pad;
    p->groups = c->groups;
    p->act = c->act; p->act_min = -0.3f; p->act_max = 0.4f;
    memset(q, 0, sizeof *q);
    q->n = c->n; q->c = c->cout; q->h = npk_conv2d_out_h(p); q->w = npk_conv2d_out_w(p);
    q->kh = c->pkh; q->kw = c->pkw; q->stride_h = c->psh; q->stride_w = c->psw;
}

static float *aligned(float *base) { return base + (16 - ((uintptr_t)base / 4) % 16) % 16; }

static void fused_case(const fcase *c)
{
    npk_conv2d_params p, pf;
    npk_pool2d_params q;
    size_t oh, ow, ph, pw, nx, nw, nu, ny, nc, sb, sf, i, K, a, b;
    float *x, *wt, *u, *bias, *conv, *yu, *yf, *yp, *rc, *ry, *ax, *aw, *sc, *sbase, *sc2, *sbase2;
    double smax = 0.0, bmax = 0.0, tol;
    int same = 1, close = 1, parts = 1, guard = 1;
    setup(c, &p, &q);
    oh = q.h;
    ow = q.w;
    if (!oh || !ow || oh < q.kh || ow < q.kw) return;
    ph = npk_pool2d_out_h(&q);
    pw = npk_pool2d_out_w(&q);
    K = c->cin / c->groups * c->kh * c->kw;
    nx = c->n * c->cin * c->h * c->w; nw = c->cout * K; nc = c->n * c->cout * oh * ow; ny = c->n * c->cout * ph * pw;
    pf = p;
    nu = nw;
    if (c->winograd) {
        pf.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3;
        nu = npk_conv2d_winograd_filter_count(c->cout, c->cin);
    }
    sb = npk_conv2d_maxpool_scratch_bytes(&pf, &q);
    sf = sb / 4;
    {
        npk_conv2d_params t = pf;
        t.n = c->n == 1 ? 5 : 1;
        CHECK(npk_conv2d_maxpool_scratch_bytes(&t, &q) == sb, "fused scratch must not depend on the batch");
        /* the band of conv rows (past it, Winograd's own tile band) */
        CHECK(sb - npk_conv2d_scratch_bytes(&pf) <= 4 * c->cout * oh * ow + 64, "fused scratch larger than the conv output");
    }
    x = tu_alloc(nx); wt = tu_alloc(nw); u = tu_alloc(nu); bias = tu_alloc(c->cout); conv = tu_alloc(nc);
    yu = tu_alloc(ny); yf = tu_alloc(ny); yp = tu_alloc(ny); rc = tu_alloc(nc); ry = tu_alloc(ny);
    ax = tu_alloc(nx); aw = tu_alloc(nw);
    sbase = tu_alloc(sf + 16); sbase2 = tu_alloc(sf + 16);
    sc = aligned(sbase); sc2 = aligned(sbase2);
    tu_fill(x, nx, -1, 1);
    tu_fill(wt, nw, -1, 1);
    tu_fill(bias, c->cout, -1, 1);
    if (c->winograd) npk_conv2d_winograd_filter_f32(c->cout, c->cin, wt, u);
    else memcpy(u, wt, nw * sizeof(float));
    for (i = 0; i < nx; ++i) ax[i] = fabsf(x[i]);
    for (i = 0; i < nw; ++i) aw[i] = fabsf(wt[i]);

    /* unfused fast path, fused, reference */
    npk_conv2d_f32(&pf, x, u, c->bias ? bias : NULL, conv, sc);
    npk_maxpool2d_f32(&q, conv, yu);
    npk_conv2d_maxpool_f32(&pf, &q, x, u, c->bias ? bias : NULL, yf, sc);
    npk_ref_conv2d_f32(&p, x, wt, c->bias ? bias : NULL, rc);
    npk_ref_maxpool2d_f32(&q, rc, ry);
    npk_ref_conv2d_f32(&p, ax, aw, NULL, rc);
    for (i = 0; i < nc; ++i) if (rc[i] > smax) smax = rc[i];
    for (i = 0; i < c->cout && c->bias; ++i) if (fabs((double)bias[i]) > bmax) bmax = fabs((double)bias[i]);
    tol = (c->winograd ? 64.0 : 2.0) * (double)(K + 2) * FLT_EPSILON * (smax + bmax) + 1e-30;
    for (i = 0; i < ny && same; ++i)
        if (!tu_same(yf[i], yu[i])) {
            same = 0;
            fprintf(stderr, "  y[%zu] = %.9g, unfused %.9g\n", i, yf[i], yu[i]);
        }
    for (i = 0; i < ny && close; ++i)
        if (!tu_close(yf[i], ry[i], tol)) {
            close = 0;
            fprintf(stderr, "  y[%zu] = %.9g, ref %.9g (tol %.3g)\n", i, yf[i], ry[i], tol);
        }
    /* nothing past the scratch bytes */
    for (i = sf; sc + i < sbase + sf + 16 + TU_GUARD; ++i)
        if (!tu_is_sentinel(sc + i)) guard = 0;
    for (i = 1; sc - i >= sbase - TU_GUARD; ++i) /* nor before it */
        if (!tu_is_sentinel(sc - i)) guard = 0;

    /* channel parts share one scratch; image parts use their own */
    {
        const size_t cuts_c[4] = {0, c->cout / 3, c->cout / 3 + (c->cout > 1), c->cout};
        const size_t cuts_n[3] = {0, c->n / 2, c->n};
        for (i = 0; i < ny; ++i) yp[i] = tu_sentinel();
        for (a = 0; a < 2; ++a)
            for (b = 0; b < 3; ++b)
                npk_conv2d_maxpool_f32_part(&pf, &q, x, u, c->bias ? bias : NULL, yp, a ? sc2 : sc, cuts_n[a],
                                            cuts_n[a + 1], cuts_c[b], cuts_c[b + 1]);
        for (i = 0; i < ny; ++i)
            if (!tu_same(yp[i], yf[i])) parts = 0;
    }
    CHECK(same && close && parts && guard && tu_guards_ok(yf, ny) && tu_guards_ok(yp, ny),
          "fused n=%zu cin=%zu %zux%zu cout=%zu k=%zux%zu s=%zu pad=%zu g=%zu pool=%zux%zu/%zu,%zu wino=%d bias=%d "
          "act=%d: bit-identical %d, close %d, parts %d, scratch %d",
          c->n, c->cin, c->h, c->w, c->cout, c->kh, c->kw, c->stride, c->pad, c->groups, c->pkh, c->pkw, c->psh,
          c->psw, c->winograd, c->bias, (int)c->act, same, close, parts, guard);
    tu_free(x); tu_free(wt); tu_free(u); tu_free(bias); tu_free(conv); tu_free(yu); tu_free(yf); tu_free(yp);
    tu_free(rc); tu_free(ry); tu_free(ax); tu_free(aw); tu_free(sbase); tu_free(sbase2);
}

/* The band does not grow with the image: same scratch for a tall image. */
static void scratch_height(void)
{
    static const int wino[2] = {0, 1};
    size_t k;
    for (k = 0; k < 2; ++k) {
        fcase c = {1, 8, 24, 24, 16, 3, 3, 1, 1, 1, 2, 2, 2, 2, 0, 1, NPK_ACT_RELU};
        npk_conv2d_params p;
        npk_pool2d_params q;
        size_t s1, s2;
        c.winograd = wino[k];
        setup(&c, &p, &q);
        if (c.winograd) p.filter_layout = NPK_CONV_FILTER_WINOGRAD_F4X3;
        s1 = npk_conv2d_maxpool_scratch_bytes(&p, &q);
        p.h = 97;
        q.h = npk_conv2d_out_h(&p);
        s2 = npk_conv2d_maxpool_scratch_bytes(&p, &q);
        CHECK(s1 == s2 && s1 - npk_conv2d_scratch_bytes(&p) < 4 * 16 * 24 * 24 / 2, "fused scratch %zu / %zu for heights 24 / 97 (winograd %d)", s1,
              s2, c.winograd);
    }
}

int main(void)
{
    static const size_t pools[][4] = {{2, 2, 2, 2}, {3, 3, 2, 2}, {2, 3, 3, 2}, {1, 1, 1, 1}, {3, 2, 1, 3}};
    static const size_t sizes[][2] = {{28, 28}, {13, 17}, {1, 7}, {10, 10}, {33, 9}};
    static const size_t chans[][2] = {{1, 6}, {6, 16}, {3, 1}, {8, 7}, {17, 5}};
    static const size_t kernels[][3] = {{5, 5, 2}, {3, 3, 1}, {1, 1, 0}, {5, 3, 0}};
    size_t pi, si, ci, ki, it = 0;
    int rc = tu_begin("conv_pool_fused");
    if (rc) return rc;
    scratch_height();
    for (pi = 0; pi < 5; ++pi)
        for (si = 0; si < 5; ++si)
            for (ci = 0; ci < 5; ++ci)
                for (ki = 0; ki < 4; ++ki, ++it) {
                    fcase c;
                    memset(&c, 0, sizeof c);
                    c.n = it % 3 == 0 ? 3 : 1;
                    c.cin = chans[ci][0]; c.cout = chans[ci][1];
                    c.h = sizes[si][0]; c.w = sizes[si][1];
                    c.kh = kernels[ki][0]; c.kw = kernels[ki][1]; c.pad = kernels[ki][2];
                    c.stride = it % 7 == 3 ? 2 : 1;
                    c.groups = (it % 5 == 1 && c.cin == 6 && c.cout % 6 == 0) ? 6 : 1;
                    if (c.cin == 3 && c.cout == 1 && it % 2) { c.groups = 1; }
                    c.pkh = pools[pi][0]; c.pkw = pools[pi][1]; c.psh = pools[pi][2]; c.psw = pools[pi][3];
                    c.bias = (int)(it % 4 != 2);
                    c.act = (npk_act)(it % 3);
                    fused_case(&c);
                }
    /* depthwise and grouped */
    {
        fcase c = {2, 6, 11, 13, 12, 3, 3, 1, 1, 6, 2, 2, 2, 2, 0, 1, NPK_ACT_RELU};
        fused_case(&c);
        c.groups = 3;
        c.psh = 3; c.pkh = 3;
        fused_case(&c);
    }
    /* Winograd: bands around the 4-row tiles, channels across the chunks */
    {
        static const size_t wsizes[][2] = {{26, 26}, {14, 14}, {11, 23}, {7, 5}, {30, 9}};
        static const size_t wpools[][4] = {{2, 2, 2, 2}, {3, 3, 2, 2}, {2, 2, 1, 1}, {3, 3, 3, 3}, {1, 2, 1, 2}};
        size_t wi;
        for (wi = 0; wi < 5; ++wi)
            for (pi = 0; pi < 5; ++pi) {
                fcase c;
                memset(&c, 0, sizeof c);
                c.n = wi % 2 ? 2 : 1;
                c.cin = wi == 2 ? 70 : 9; c.cout = wi == 4 ? 67 : 16;
                c.h = wsizes[wi][0]; c.w = wsizes[wi][1];
                c.kh = c.kw = 3; c.stride = 1; c.pad = wi % 2; c.groups = 1;
                c.pkh = wpools[pi][0]; c.pkw = wpools[pi][1]; c.psh = wpools[pi][2]; c.psw = wpools[pi][3];
                c.winograd = 1; c.bias = (int)(pi != 1); c.act = (npk_act)(pi % 3);
                fused_case(&c);
            }
    }
    return tu_end("conv_pool_fused");
}
