/* test_qdwconv.c - npk_qdwconv (int8 depthwise conv + requantisation) and its
 * oracle npk_qdwconv_ref, bit for bit against a separate formulation: the
 * image copied into a buffer padded with in_zp, every tap summed in int64
 * (then wrapped to int32), the rescale op's npk_rescale_apply, + out_zp,
 * clip. Channels 1..69 (not multiples of 16 or 8), kernels 1x1..5x3,
 * strides 1 and 2, dilation 1 and 2, asymmetric padding, batch 1 and 3,
 * zero points -128..127, clamps, single and double rounding, random and
 * realistic multipliers, shifts of exactly 31 and 32, all -128/127 inputs;
 * the byte after y untouched.
 * Built per ISA path: avx512 (VNNI where the CPU has it), avx512 without
 * VNNI, avx2 and scalar (each checked). */
#include "test_util.h"

static int8_t rand_i8(int extreme) { return extreme ? (tu_rand_u32() & 1 ? 127 : -128) : (int8_t)(tu_rand_u32() & 0xFF); }

typedef struct dw_case {
    size_t n, h, w, c, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr;
} dw_case;

static void run_case(const dw_case *k, int32_t in_zp, int32_t out_zp, int32_t lo, int32_t hi, int dr, int realistic,
                     int extreme)
{
    size_t oh = (k->h + k->pt + k->pb - (k->kh - 1) * k->dh - 1) / k->sh + 1;
    size_t ow = (k->w + k->pl + k->pr - (k->kw - 1) * k->dw - 1) / k->sw + 1;
    size_t ph = k->h + k->pt + k->pb, pw = k->w + k->pl + k->pr, ny = k->n * oh * ow * k->c, i, b, y, x, c, ky, kx;
    size_t bad = 0;
    int8_t *xs = (int8_t *)malloc(k->n * k->h * k->w * k->c + 1), *wt = (int8_t *)malloc(k->kh * k->kw * k->c + 1);
    int8_t *pad = (int8_t *)malloc(k->n * ph * pw * k->c + 1), *shift = (int8_t *)malloc(k->c + 1);
    int8_t *got = (int8_t *)malloc(ny + 1), *got_ref = (int8_t *)malloc(ny + 1), *want = (int8_t *)malloc(ny + 1);
    int32_t *bias = (int32_t *)malloc(k->c * 4 + 4), *mult = (int32_t *)malloc(k->c * 4 + 4);
    npk_qdw_params p;
    if (!xs || !wt || !pad || !shift || !got || !got_ref || !want || !bias || !mult) exit(2);
    for (i = 0; i < k->n * k->h * k->w * k->c; ++i) xs[i] = rand_i8(extreme);
    for (i = 0; i < k->kh * k->kw * k->c; ++i) wt[i] = rand_i8(extreme);
    for (c = 0; c < k->c; ++c) {
        bias[c] = (int32_t)tu_rand_below(1u << 16) - (1 << 15);
        if (realistic >= 2) { /* the boundary of the SIMD epilogue's 32-bit form: shifts of 31 or 32 only */
            mult[c] = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu));
            shift[c] = (int8_t)(realistic == 2 ? 31 : 32);
        } else if (realistic) {
            mult[c] = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu));
            shift[c] = (int8_t)(31 + 5 + tu_rand_below(8));
        } else {
            mult[c] = (int32_t)(tu_rand_u32() & 0x7FFFFFFFu);
            shift[c] = (int8_t)(2 + tu_rand_below(61));
        }
    }
    /* the separate formulation: padded copy holding in_zp, int64 sums */
    memset(pad, (int)(int8_t)in_zp, k->n * ph * pw * k->c);
    for (b = 0; b < k->n; ++b)
        for (y = 0; y < k->h; ++y)
            memcpy(pad + ((b * ph + y + k->pt) * pw + k->pl) * k->c, xs + (b * k->h + y) * k->w * k->c, k->w * k->c);
    for (b = 0; b < k->n; ++b)
        for (y = 0; y < oh; ++y)
            for (x = 0; x < ow; ++x)
                for (c = 0; c < k->c; ++c) {
                    int64_t acc = bias[c], v;
                    for (ky = 0; ky < k->kh; ++ky)
                        for (kx = 0; kx < k->kw; ++kx)
                            acc += ((int64_t)pad[((b * ph + y * k->sh + ky * k->dh) * pw + x * k->sw + kx * k->dw) * k->c + c] - in_zp) *
                                   wt[(ky * k->kw + kx) * k->c + c];
                    v = npk_rescale_apply((int32_t)(uint32_t)(uint64_t)acc, mult[c], shift[c], 1, dr) + out_zp;
                    want[((b * oh + y) * ow + x) * k->c + c] = (int8_t)(v < lo ? lo : v > hi ? hi : v);
                }
    memset(&p, 0, sizeof p);
    p.n = k->n, p.h = k->h, p.w = k->w, p.c = k->c, p.kh = k->kh, p.kw = k->kw, p.oh = oh, p.ow = ow;
    p.stride_h = k->sh, p.stride_w = k->sw, p.dil_h = k->dh, p.dil_w = k->dw, p.pad_top = k->pt, p.pad_left = k->pl;
    p.x = xs, p.wt = wt, p.bias = bias, p.mult = mult, p.shift = shift, p.double_round = dr;
    p.in_zp = in_zp, p.out_zp = out_zp, p.lo = lo, p.hi = hi;
    memset(got, 0x5A, ny + 1);
    memset(got_ref, 0x5A, ny + 1);
    p.y = got;
    npk_qdwconv(&p);
    p.y = got_ref;
    npk_qdwconv_ref(&p);
    for (i = 0; i < ny; ++i)
        if ((got[i] != want[i] || got_ref[i] != want[i]) && bad++ < 3)
            CHECK(0, "n%zu %zux%zux%zu k%zux%zu s%zu,%zu d%zu,%zu pad %zu,%zu,%zu,%zu zp %d/%d clip [%d,%d] dr %d: "
                  "y[%zu] = %d (ref %d), want %d", k->n, k->h, k->w, k->c, k->kh, k->kw, k->sh, k->sw, k->dh, k->dw,
                  k->pt, k->pb, k->pl, k->pr, (int)in_zp, (int)out_zp, (int)lo, (int)hi, dr, i, got[i], got_ref[i],
                  want[i]);
    CHECK(got[ny] == 0x5A && got_ref[ny] == 0x5A, "the byte after y was written");
    CHECK(bad == 0, "%zu wrong bytes", bad);
    free(xs), free(wt), free(pad), free(shift), free(got), free(got_ref), free(want), free(bias), free(mult);
}

int main(void)
{
    static const size_t Cs[] = {1, 2, 3, 4, 7, 8, 15, 16, 17, 32, 33, 64, 69};
    static const int32_t zps[] = {-128, -3, 0, 5, 127};
    const char *path = npk_qdwconv_path();
    size_t ic, s, c = 0;
    int rc = tu_begin("kernels_qdwconv");
    if (rc) return rc;
    printf("kernels_qdwconv: npk_qdwconv_path() = %s\n", path);
#if TU_EXPECT_ISA == 2 && !defined(NPK_NO_VNNI) && defined(__GNUC__)
    CHECK(strcmp(path, __builtin_cpu_supports("avx512vnni") ? "avx512-vnni" : "avx512") == 0, "path %s", path);
#elif TU_EXPECT_ISA == 2
    CHECK(strcmp(path, "avx512") == 0, "path %s, want avx512", path);
#elif TU_EXPECT_ISA == 1
    CHECK(strcmp(path, "avx2") == 0, "path %s, want avx2", path);
#elif defined(__ARM_FEATURE_DSP) && !defined(NPK_NO_ARM_DSP) /* Cortex-M, cross-built (tests/cross) */
    CHECK(strcmp(path, "arm-dsp") == 0, "path %s, want arm-dsp", path);
#else
    CHECK(strcmp(path, "scalar") == 0, "path %s, want scalar", path);
#endif
    for (ic = 0; ic < sizeof Cs / sizeof Cs[0]; ++ic)
        for (s = 0; s < 8; ++s, ++c) {
            dw_case k;
            int32_t lo = c % 5 == 1 ? -20 : -128, hi = c % 7 == 2 ? 6 : 127;
            k.n = s % 3 == 2 ? 3 : 1, k.h = 5 + s % 4 * 3, k.w = 4 + (s * 5) % 7, k.c = Cs[ic];
            k.kh = 3, k.kw = 3, k.sh = 1 + s % 2, k.sw = 1 + s / 2 % 2, k.dh = 1, k.dw = 1;
            k.pt = k.pb = k.pl = k.pr = 1;
            if (s == 3) k.kh = 5, k.kw = 3, k.pt = 2, k.pb = 2, k.pl = 1, k.pr = 1;
            if (s == 5) k.dh = 2, k.dw = 2, k.pt = 2, k.pb = 0, k.pl = 0, k.pr = 2;
            if (s == 6) k.kh = 1, k.kw = 1, k.pt = k.pb = k.pl = k.pr = 0;
            if (s == 7) k.pt = 0, k.pb = 2, k.pl = 3, k.pr = 0; /* asymmetric, a window wholly in padding */
            run_case(&k, zps[c % 5], zps[(c / 5) % 5] / 2, lo, hi, (int)(c / 2 % 2), c % 3 != 0, c % 11 == 5);
        }
    { /* extremes: every byte -128 or 127, zero points at both ends, KWS's and VWW's shapes */
        dw_case kws = {1, 25, 5, 64, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1}, vww = {3, 12, 12, 40, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1};
        run_case(&kws, -128, 127, -128, 127, 1, 0, 1);
        run_case(&kws, 127, -128, -128, 127, 1, 1, 1);
        run_case(&vww, -128, -128, -128, 127, 1, 1, 0);
        run_case(&vww, 3, 0, -128, 127, 0, 0, 1);
    }
    { /* AVX-512's "row" layout (C divides 32, stride_w 1): VWW's 8-channel layer, rows of many 32-byte
       * steps with windows past both ends, and stride_h 2; a 7x7 window takes the generic loop */
        dw_case v8 = {1, 48, 48, 8, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1}, r4 = {3, 9, 37, 4, 3, 5, 2, 1, 1, 1, 0, 2, 1, 3};
        dw_case r2 = {1, 7, 19, 2, 5, 5, 1, 1, 2, 1, 4, 4, 0, 2}, big = {1, 9, 10, 16, 7, 7, 1, 1, 1, 1, 3, 3, 3, 3};
        run_case(&v8, -128, -128, -128, 127, 1, 1, 0);
        run_case(&v8, 17, 3, -128, 127, 0, 1, 1);
        run_case(&r4, 127, -5, -100, 100, 1, 1, 0);
        run_case(&r2, -1, 0, -128, 127, 1, 0, 0);
        run_case(&big, 9, 2, -128, 127, 1, 1, 0);
    }
    { /* more windows and channel counts: 5x5 (25 taps: for VNNI's groups of four, a last group of one
       * real tap), 1x1 (one tap and three zero-weight repeats), 2x1 with C = 16 (a row end inside
       * VNNI's 64-byte step), a 4x4 window of 16 taps; C = 64, 128, 100 and 33 take the 32-lane
       * "pixel" layout with part steps */
        dw_case c64 = {2, 6, 3, 64, 5, 5, 1, 1, 1, 1, 2, 2, 2, 2}, c16 = {1, 5, 11, 16, 2, 1, 2, 1, 1, 1, 0, 1, 0, 0};
        dw_case c128 = {1, 6, 6, 128, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1}, c100 = {2, 7, 5, 100, 5, 5, 2, 2, 1, 2, 2, 2, 3, 1};
        dw_case c33 = {1, 4, 9, 33, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0}, c4x4 = {1, 9, 8, 96, 4, 4, 1, 1, 1, 1, 1, 2, 2, 1};
        run_case(&c64, -128, 127, -128, 127, 1, 0, 1);
        run_case(&c64, 6, -7, -90, 127, 0, 1, 0);
        run_case(&c16, 127, 0, -128, 127, 1, 1, 1);
        run_case(&c128, -128, -128, -128, 127, 1, 1, 0);
        run_case(&c128, 127, 127, -128, 127, 0, 0, 1);
        run_case(&c100, -5, 4, -128, 50, 1, 1, 0);
        run_case(&c33, 0, 0, -128, 127, 1, 0, 1);
        run_case(&c4x4, -77, 12, -128, 127, 1, 1, 0);
        run_case(&c16, 3, -2, -128, 127, 1, 2, 0);  /* every shift 31 */
        run_case(&c16, -9, 1, -128, 127, 0, 3, 0);  /* every shift 32 */
        run_case(&c128, 0, 5, -128, 127, 1, 2, 0);
        run_case(&c128, 4, 0, -128, 127, 1, 3, 0);
    }
    return tu_end("kernels_qdwconv");
}
