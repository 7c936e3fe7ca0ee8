/* test_qconv.c - npk_qconv_direct (the qconv2d op's convolution without
 * im2col) bit for bit against the unfused computation: a plain NHWC
 * convolution loop with the input zero point (padding = in_zp, so it adds
 * 0) and int64 sums, the original bias, then the rescale op's
 * npk_rescale_apply, + out_zp, clip; and the dequantising form (f32 out)
 * against CAST then MUL. Odd shapes around the 16-pixel and 16-channel
 * blocks, strides 1..3, dilation, asymmetric padding, batch 2, bytes past
 * the output untouched, and npk_qgemm_ref on im2col rows as a second oracle.
 * On the avx512 build with a VNNI CPU the direct path must take the shapes
 * it is meant for (checked), and with VBMI too the few-channel shapes
 * (window-row words); elsewhere it must decline them all.
 * Pooled (p.pool): the same shapes against the 2x2 max of the oracle's int8
 * values, taken where the unpooled form is but for 8 channels or fewer of
 * the window-row form and rows of fewer than 3 pooled pixels, declined when
 * a multiplier is negative. Both tiles are reached: channel lanes (int8
 * results of 9..64 channels, pooled or not) and pixel lanes (dequantised
 * results, over 64 channels, 8 or fewer of the window-row form). */
#include "test_util.h"

typedef struct shape {
    size_t n, h, w, c, f, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr;
} shape;

static int8_t rand_i8(int extreme) { return extreme ? (tu_rand_u32() & 1 ? 127 : -128) : (int8_t)(tu_rand_u32() & 0xFF); }

/* The im2col row of output pixel (b, oy, ox), as the op lays it out. */
static void im2col_row(const shape *s, const int8_t *x, int32_t in_zp, size_t b, size_t oy, size_t ox, int8_t *row)
{
    size_t ky, kx, ch, k = 0;
    for (ky = 0; ky < s->kh; ++ky)
        for (kx = 0; kx < s->kw; ++kx)
            for (ch = 0; ch < s->c; ++ch, ++k) {
                long iy = (long)(oy * s->sh + ky * s->dh) - (long)s->pt, ix = (long)(ox * s->sw + kx * s->dw) - (long)s->pl;
                row[k] = iy < 0 || ix < 0 || iy >= (long)s->h || ix >= (long)s->w ? (int8_t)in_zp
                                                                                   : x[((b * s->h + iy) * s->w + ix) * s->c + ch];
            }
}

/* The output width; pooled, the direct path takes rows of 3 pooled pixels or more. */
static size_t out_w(const shape *s) { return (s->w + s->pl + s->pr - (s->kw - 1) * s->dw - 1) / s->sw + 1; }

/* Returns 1 if the direct path took the shape. */
static int run_case(const shape *s, int32_t in_zp, int32_t out_zp, int32_t lo, int32_t hi, int dr, int deq, int extreme,
                    int pool, int neg_mult)
{
    size_t oh = (s->h + s->pt + s->pb - (s->kh - 1) * s->dh - 1) / s->sh + 1;
    size_t ow = (s->w + s->pl + s->pr - (s->kw - 1) * s->dw - 1) / s->sw + 1;
    size_t K = s->kh * s->kw * s->c, N = s->f, pix = s->n * oh * ow, nx = s->n * s->h * s->w * s->c, i, m, n, bad = 0;
    size_t ph = oh / 2, pw = ow / 2, nout = pool ? s->n * ph * pw * N : pix * N, ny = nout + 7, bytes;
    int8_t *x = (int8_t *)malloc(nx), *w = (int8_t *)malloc(N * K), *packed = (int8_t *)malloc((size_t)npk_qpack_bytes(N, K));
    int8_t *got = (int8_t *)malloc(ny), *row = (int8_t *)malloc(K + 4), *refc = (int8_t *)malloc(N);
    float *gotf = (float *)malloc(ny * 4), *reff = (float *)malloc(N * 4), *scale = (float *)malloc(N * 4);
    int32_t *bias = (int32_t *)malloc(N * 4), *fold = (int32_t *)malloc(N * 4), *mult = (int32_t *)malloc(N * 4);
    int8_t *shift = (int8_t *)malloc(N), *wantu = (int8_t *)malloc(pix * N);
    void *scratch;
    npk_qconv_params p;
    npk_qgemm_params r;
    int took;
    if (!x || !w || !packed || !got || !row || !refc || !gotf || !reff || !scale || !bias || !fold || !mult || !shift || !wantu)
        exit(2);
    for (i = 0; i < nx; ++i) x[i] = rand_i8(extreme);
    for (i = 0; i < N * K; ++i) w[i] = rand_i8(extreme);
    for (n = 0; n < N; ++n) {
        bias[n] = (int32_t)tu_rand_below(1u << 16) - (1 << 15);
        mult[n] = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu));
        shift[n] = (int8_t)(31 + 7 + tu_rand_below(8) + (n % 5 == 0 ? 3 : 0));
        scale[n] = (float)((int32_t)tu_rand_below(1u << 24) - (1 << 23)) * 3e-7f;
    }
    if (neg_mult) mult[N - 1] = -mult[N - 1]; /* the rescale is then decreasing in that channel */
    npk_qpack_weights(w, 1, K, N, K, packed); /* OHWI: column n's k at n * K + k */
    npk_qpack_bias(w, 1, K, N, K, bias, 1, in_zp, fold);
    memset(&p, 0, sizeof p);
    p.g.N = N, p.g.K = K, p.g.w = packed, p.g.bias = fold, p.g.double_round = dr, p.g.out_zp = out_zp, p.g.lo = lo,
    p.g.hi = hi, p.g.c_rs = N;
    if (deq) p.g.scale = scale, p.g.cf = gotf;
    else p.g.mult = mult, p.g.shift = shift, p.g.c = got;
    p.n = s->n, p.h = s->h, p.w = s->w, p.c = s->c, p.oh = oh, p.ow = ow, p.kh = s->kh, p.kw = s->kw;
    p.stride_h = s->sh, p.stride_w = s->sw, p.dil_h = s->dh, p.dil_w = s->dw, p.pad_top = s->pt, p.pad_left = s->pl;
    p.in_zp = in_zp, p.x = x, p.pool = pool;
    bytes = npk_qconv_direct_scratch(&p);
    scratch = malloc(bytes + 1);
    memset(got, 0x5A, ny);
    for (i = 0; i < ny; ++i) gotf[i] = -7.25f;
    CHECK(!bytes || !npk_qconv_direct(&p, scratch, bytes - 1), "accepted fewer scratch bytes than it asked for");
    took = bytes && npk_qconv_direct(&p, scratch, bytes);
    CHECK(took == (bytes != 0), "asked for %zu scratch bytes, then %s", bytes, took ? "took it" : "declined");
    if (!took) {
        free(x), free(w), free(packed), free(got), free(row), free(refc), free(gotf), free(reff), free(scale);
        free(bias), free(fold), free(mult), free(shift), free(scratch), free(wantu);
        return 0;
    }
    memset(&r, 0, sizeof r); /* second oracle: npk_qgemm_ref on the pixel's im2col row */
    r = p.g, r.M = 1, r.a = row, r.a_rs = K, r.c = refc, r.cf = deq ? reff : NULL;
    for (m = 0; m < pix; ++m) {
        size_t b = m / (oh * ow), oy = m / ow % oh, ox = m % ow;
        im2col_row(s, x, in_zp, b, oy, ox, row);
        npk_qgemm_ref(&r);
        for (n = 0; n < N; ++n) {
            int64_t acc = bias[n];
            size_t k;
            for (k = 0; k < K; ++k) acc += ((int64_t)row[k] - in_zp) * w[n * K + k];
            acc = (int32_t)acc; /* the accumulator is int32 (these sums fit) */
            if (deq) {
                volatile float v = (float)acc;
                float want = v * scale[n];
                if ((memcmp(&gotf[m * N + n], &want, 4) || memcmp(&reff[n], &want, 4)) && bad++ < 3)
                    CHECK(0, "dequant pixel %zu channel %zu: %.9g (ref %.9g), want %.9g", m, n, gotf[m * N + n], reff[n], want);
            } else {
                int64_t y = npk_rescale_apply(acc, mult[n], shift[n], 1, dr) + out_zp;
                int8_t want = (int8_t)(y < lo ? lo : y > hi ? hi : y);
                wantu[m * N + n] = want;
                if (pool) {
                    if (refc[n] != want && bad++ < 3) CHECK(0, "oracles differ: pixel %zu channel %zu", m, n);
                } else if ((got[m * N + n] != want || refc[n] != want) && bad++ < 3)
                    CHECK(0, "pixel %zu channel %zu: %d (ref %d), want %d", m, n, got[m * N + n], refc[n], want);
            }
        }
    }
    for (m = 0; pool && m < s->n * ph * pw; ++m) { /* pooled pixel (b, py, px): the max of its 2 x 2 */
        size_t b = m / (ph * pw), py = m / pw % ph, px = m % pw, u = (b * oh + 2 * py) * ow + 2 * px;
        for (n = 0; n < N; ++n) {
            int8_t v0 = wantu[u * N + n], v1 = wantu[(u + 1) * N + n], v2 = wantu[(u + ow) * N + n];
            int8_t v3 = wantu[(u + ow + 1) * N + n], want = v0;
            want = v1 > want ? v1 : want, want = v2 > want ? v2 : want, want = v3 > want ? v3 : want;
            if (got[m * N + n] != want && bad++ < 3)
                CHECK(0, "pooled pixel %zu channel %zu: %d, want %d", m, n, got[m * N + n], want);
        }
    }
    for (i = nout; i < ny; ++i)
        if (deq ? gotf[i] != -7.25f : got[i] != 0x5A) bad++;
    CHECK(bad == 0, "n=%zu %zux%zux%zu -> %zu, %zux%zu s%zu,%zu d%zu,%zu pad %zu,%zu,%zu,%zu zp %d/%d dr %d deq %d pool %d: %zu wrong",
          s->n, s->h, s->w, s->c, s->f, s->kh, s->kw, s->sh, s->sw, s->dh, s->dw, s->pt, s->pb, s->pl, s->pr, (int)in_zp,
          (int)out_zp, dr, deq, pool, bad);
    free(x), free(w), free(packed), free(got), free(row), free(refc), free(gotf), free(reff), free(scale);
    free(bias), free(fold), free(mult), free(shift), free(scratch), free(wantu);
    return 1;
}

int main(void)
{
    static const shape shapes[] = {
        /* n, h, w, c, f, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr */
        {1, 32, 32, 16, 16, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},  /* ResNet-8's 16-channel convs */
        {1, 32, 32, 16, 32, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1},  /* its stride-2 3x3 */
        {1, 32, 32, 16, 32, 1, 1, 2, 2, 1, 1, 0, 0, 0, 0},  /* its stride-2 1x1 */
        {1, 26, 26, 32, 64, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0},  /* the MNIST CNN's second conv */
        {2, 7, 19, 4, 17, 3, 3, 1, 1, 1, 1, 2, 0, 1, 3},    /* batch 2, odd padding, 17 channels */
        {1, 9, 37, 8, 33, 2, 5, 1, 1, 1, 1, 0, 1, 2, 2},    /* 37 pixels: 16 + 16 + 5 */
        {1, 11, 40, 12, 12, 3, 3, 3, 2, 1, 1, 1, 1, 1, 1},  /* stride 3 rows, stride 2 columns */
        {1, 8, 50, 4, 20, 3, 3, 1, 3, 1, 2, 1, 1, 2, 2},    /* stride 3 and dilation 2 in width */
        {1, 5, 29, 20, 16, 5, 1, 1, 1, 1, 1, 4, 4, 0, 0},   /* windows past both image ends */
        {1, 4, 13, 4, 31, 1, 2, 2, 1, 1, 1, 0, 0, 0, 0},    /* 13 pixels, stride 2 rows skipped */
        /* rows of 8..15 pixels: a block of 16 spans 2 or 3 output rows */
        {1, 8, 8, 64, 64, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},    /* ResNet-8's 8x8 convs */
        {1, 16, 16, 32, 64, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1},  /* and its stride-2 conv down to 8x8 */
        {2, 10, 11, 8, 20, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},   /* 11 pixels a row, batch 2 */
        {1, 24, 30, 4, 16, 3, 3, 2, 3, 1, 1, 0, 1, 1, 1},   /* 10 pixels a row, strides 2 and 3 */
        {1, 7, 9, 12, 13, 2, 2, 3, 1, 1, 1, 1, 1, 0, 1},    /* 9 pixels, 3 rows of the image skipped by stride 3 */
        {1, 6, 40, 48, 16, 3, 3, 1, 2, 1, 1, 1, 0, 1, 2},   /* 24 words per column pair (stride 2): the word-at-a-time relay */
        {1, 12, 20, 16, 80, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},  /* 80 channels: pixel lanes (over 64), pooled too */
        /* the staged relay's word counts (stride_w * c / 4 of 2, 4, 8) at strides over 1 */
        {1, 9, 33, 4, 16, 3, 3, 1, 2, 1, 1, 1, 1, 1, 2},    /* 2 words a column: 1 channel word, 2 phases */
        {1, 10, 35, 8, 20, 3, 3, 2, 2, 1, 1, 1, 0, 0, 1},   /* 4: 2 words, 2 phases */
        {1, 7, 70, 8, 16, 3, 5, 1, 4, 1, 1, 1, 1, 2, 2},    /* 8: 2 words, 4 phases */
        /* declined: rows of < 8 pixels, < 12 channels, dilation in height, few channels with
         * dilation in width, stride_w * c over 8, a window row over 64 bytes, rows of < 8 */
        {1, 12, 7, 16, 16, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0},
        {1, 16, 16, 16, 8, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},
        {1, 16, 16, 16, 16, 3, 3, 1, 1, 2, 1, 2, 2, 1, 1},
        {1, 10, 30, 1, 16, 3, 3, 1, 1, 1, 2, 1, 1, 2, 2},
        {1, 10, 30, 3, 16, 3, 3, 1, 3, 1, 1, 1, 1, 1, 1},
        {1, 5, 40, 3, 16, 2, 22, 1, 1, 1, 1, 0, 0, 10, 10},
        {1, 20, 7, 1, 16, 3, 4, 1, 1, 1, 1, 1, 1, 0, 0},    /* few channels, rows of 4 pixels */
    };
    /* images of few channels (c % 4 != 0): window-row words, with VNNI and VBMI */
    static const shape rows_shapes[] = {
        {1, 28, 28, 1, 32, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0},   /* the MNIST CNN's first conv (window rows of 3 bytes) */
        {1, 28, 28, 1, 6, 5, 5, 1, 1, 1, 1, 2, 2, 2, 2},    /* LeNet's (2 words a row, 6 channels, padding) */
        {1, 17, 21, 3, 20, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},   /* RGB, 20 channels: a second, partial panel */
        {2, 9, 30, 2, 17, 2, 3, 2, 2, 1, 1, 0, 1, 1, 0},    /* 2 channels at stride 2 (4 bytes a column), batch 2 */
        {1, 6, 40, 1, 5, 4, 16, 1, 4, 1, 1, 3, 3, 7, 7},    /* stride 4, window rows of 4 whole words, 10 pixels a row */
        {1, 12, 12, 1, 40, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},   /* 12 pixels a row: blocks over 2 rows; 40 channels */
        {1, 5, 40, 3, 16, 2, 21, 1, 1, 1, 1, 0, 0, 10, 10}, /* window rows of 63 bytes: 16 words */
        {1, 9, 11, 3, 33, 3, 3, 1, 1, 1, 1, 0, 2, 0, 0},    /* windows past the bottom, 33 channels: 3 panels */
        {1, 11, 19, 2, 64, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},  /* 4 panels, 19 pixels a row (channel lanes: 4 a step) */
        {1, 6, 10, 3, 24, 3, 3, 1, 1, 1, 1, 0, 0, 0, 0},    /* rows of exactly 8 pixels */
        {1, 10, 20, 3, 80, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1},  /* 80 channels: pixel lanes (over 64) */
        {1, 14, 14, 6, 16, 5, 5, 1, 1, 1, 1, 0, 0, 0, 0},   /* LeNet's second conv: 6 channels, 10 pixels a row */
        {1, 49, 10, 1, 64, 10, 4, 2, 2, 1, 1, 4, 5, 1, 1},  /* KWS's first conv: 5 pixels a row, blocks over 4 rows */
        {2, 13, 9, 2, 7, 3, 4, 1, 1, 1, 1, 1, 1, 0, 1},     /* 6 pixels a row, 7 channels, batch 2 */
        {1, 15, 19, 1, 24, 3, 5, 2, 3, 1, 1, 1, 1, 1, 1},   /* 7 pixels a row, strides 2 and 3 */
        {1, 6, 20, 1, 16, 3, 3, 1, 1, 1, 1, 13, 13, 1, 1},  /* 13 rows of padding (over kh * ring = 12): rows of padding only */
        {1, 11, 40, 3, 8, 3, 4, 2, 2, 1, 1, 1, 0, 2, 1},    /* 3 channels at stride 2 (6 bytes a column), 8 channels */
        {2, 8, 21, 7, 12, 2, 9, 1, 1, 1, 1, 1, 1, 4, 4},    /* 7 channels: window rows of 63 bytes, batch 2 */
    };
    static const int32_t zps[] = {-128, -3, 0, 127};
    size_t i, c = 0, took = 0, meant = 20; /* the shapes before the declined ones */
    int rc = tu_begin("kernels_qconv");
    int vnni = 0, vbmi = 0;
    if (rc) return rc;
#if TU_EXPECT_ISA == 2 && !defined(NPK_NO_VNNI) && defined(__GNUC__)
    __builtin_cpu_init();
    vnni = __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bw");
#ifndef NPK_NO_VBMI
    vbmi = vnni && __builtin_cpu_supports("avx512vbmi");
#endif
#endif
    printf("kernels_qconv: npk_qgemm_path() = %s, direct convolution %s, window-row words %s\n", npk_qgemm_path(),
           vnni ? "expected" : "not expected", vbmi ? "expected" : "not expected");
    for (i = 0; i < sizeof shapes / sizeof shapes[0]; ++i) {
        int deq, k;
        for (deq = 0; deq < 2; ++deq)
            for (k = 0; k < 2; ++k, ++c) {
                int t = run_case(&shapes[i], zps[c % 4], zps[(c / 4) % 4] / 2, c % 5 == 1 ? -20 : -128, c % 7 == 2 ? 6 : 127,
                                 (int)(c / 2 % 2), deq, c % 11 == 5, 0, 0);
                CHECK(t == (vnni && i < meant), "shape %zu: direct path %s", i, t ? "taken" : "declined");
                took += (size_t)t;
            }
        for (k = 0; k < 3; ++k, ++c) { /* pooled; k = 2: a negative multiplier */
            int t = run_case(&shapes[i], zps[c % 4], zps[(c / 4) % 4] / 2, c % 5 == 1 ? -20 : -128, c % 7 == 2 ? 6 : 127,
                             k, 0, c % 11 == 5, 1, k == 2);
            CHECK(t == (vnni && i < meant && k < 2 && out_w(&shapes[i]) / 2 >= 3), "shape %zu: pooled direct path %s", i,
                  t ? "taken" : "declined");
            took += (size_t)t;
        }
    }
    for (i = 0; i < sizeof rows_shapes / sizeof rows_shapes[0]; ++i) {
        int deq, k;
        for (deq = 0; deq < 2; ++deq)
            for (k = 0; k < 2; ++k, ++c) {
                int t = run_case(&rows_shapes[i], zps[c % 4], zps[(c / 4) % 4] / 2, c % 5 == 1 ? -20 : -128,
                                 c % 7 == 2 ? 6 : 127, (int)(c / 2 % 2), deq, c % 11 == 5, 0, 0);
                CHECK(t == vbmi, "few-channel shape %zu: window-row path %s", i, t ? "taken" : "declined");
                took += (size_t)t;
            }
        for (k = 0; k < 3; ++k, ++c) { /* pooled: not with 8 channels or fewer (the 8-channel tile) */
            int t = run_case(&rows_shapes[i], zps[c % 4], zps[(c / 4) % 4] / 2, c % 5 == 1 ? -20 : -128,
                             c % 7 == 2 ? 6 : 127, k, 0, c % 11 == 5, 1, k == 2);
            CHECK(t == (vbmi && rows_shapes[i].f > 8 && k < 2 && out_w(&rows_shapes[i]) / 2 >= 3),
                  "few-channel shape %zu: pooled path %s", i, t ? "taken" : "declined");
            took += (size_t)t;
        }
    }
    printf("kernels_qconv: direct path took %zu of %zu cases\n", took, c);
    return tu_end("kernels_qconv");
}
