/* test_quantize_f32.c - npk_quantize_f32 (the quantize op's loop) and its
 * oracle npk_quantize_f32_ref, bit for bit against the unfused chain: the
 * f32 product, the cast op's npk__f32_to_i32 (ties to even, saturating, NaN
 * 0), the rescale op's npk_rescale_apply, + out_zp, clip. Values at and near
 * .5 ties, beyond int32 (+-inf, 3e9), NaN, -0; lengths 1..40 and 1001 (the
 * 16-lane steps and the tail); in_zp 0 (the vector path) and nonzero (the
 * scalar loop), single and double rounding, shifts 2..62. */
#include "test_util.h"
#include "npk_kernels/npk_round_f32.h" /* the cast op's rounding: part of the oracle */

static float special(uint32_t k)
{
    static const float v[] = {0.5f, 1.5f, 2.5f, -0.5f, -1.5f, -2.5f, 126.5f, -127.5f, 3e9f, -3e9f, 2147483520.0f,
                              -2147483648.0f, 0.0f, -0.0f, 1e-30f};
    uint32_t bits = 0x7FC00000u; /* NaN */
    float f;
    if (k % 20 < sizeof v / sizeof v[0]) return v[k % 20];
    if (k % 20 == 15) return 1.0f / 0.0f;
    if (k % 20 == 16) return -1.0f / 0.0f;
    memcpy(&f, &bits, 4);
    return k % 20 == 17 ? f : (float)((int32_t)tu_rand_below(2001) - 1000) / 8.0f;
}

static void run_case(size_t n, float scale, int32_t mult, int32_t shift, int dr, int32_t in_zp, int32_t out_zp)
{
    float *x = (float *)malloc(n * 4 + 4);
    int8_t *got = (int8_t *)malloc(n + 1), *got_ref = (int8_t *)malloc(n + 1);
    npk_quantize_params p;
    size_t i, bad = 0;
    if (!x || !got || !got_ref) exit(2);
    for (i = 0; i < n; ++i)
        x[i] = i % 3 == 0 ? special(tu_rand_u32()) : ((float)(tu_rand_u32() & 0xFFFFFF) / 65536.0f - 128.0f);
    memset(&p, 0, sizeof p);
    p.n = n, p.x = x, p.scale = scale, p.mult = mult, p.shift = shift, p.double_round = dr;
    p.in_zp = in_zp, p.out_zp = out_zp;
    memset(got, 0x5A, n + 1), memset(got_ref, 0x5A, n + 1);
    p.y = got;
    npk_quantize_f32(&p);
    p.y = got_ref;
    npk_quantize_f32_ref(&p);
    for (i = 0; i < n; ++i) {
        int64_t v = npk_rescale_apply((int64_t)npk__f32_to_i32(x[i] * scale) - in_zp, mult, shift, 1, dr) + out_zp;
        int8_t want = (int8_t)(v < -128 ? -128 : v > 127 ? 127 : v);
        if ((got[i] != want || got_ref[i] != want) && bad++ < 3)
            CHECK(0, "n=%zu scale %g mult %d shift %d dr %d zp %d/%d: x[%zu] = %g -> %d (ref %d), want %d", n, scale,
                  (int)mult, (int)shift, dr, (int)in_zp, (int)out_zp, i, x[i], got[i], got_ref[i], want);
    }
    CHECK(got[n] == 0x5A && got_ref[n] == 0x5A, "n=%zu: the byte after y was written", n);
    CHECK(bad == 0, "n=%zu: %zu wrong bytes", n, bad);
    free(x), free(got), free(got_ref);
}

int main(void)
{
    const char *path = npk_quantize_f32_path();
    size_t n;
    int rc = tu_begin("kernels_quantize_f32");
    if (rc) return rc;
    printf("kernels_quantize_f32: npk_quantize_f32_path() = %s\n", path);
#if TU_EXPECT_ISA == 2
    CHECK(strcmp(path, "avx512") == 0, "path %s, want avx512", path);
#else
    CHECK(strcmp(path, "scalar") == 0, "path %s, want scalar", path);
#endif
    for (n = 1; n <= 40; ++n) {
        run_case(n, 1.0f, 1 << 30, 30, 1, 0, (int32_t)(n % 7) - 3);                       /* the exporter's form */
        run_case(n, 26.7f, (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), (int32_t)(31 + n % 4), (int)(n % 2), 0,
                 -128 + (int32_t)n);                                                        /* double rounding decides */
        run_case(n, 0.37f, (int32_t)(tu_rand_u32() & 0x7FFFFFFFu), (int32_t)(2 + tu_rand_below(61)), 1,
                 n % 5 == 0 ? 0 : (int32_t)tu_rand_below(200) - 100, 5);
    }
    run_case(1001, 255.0f, 1 << 30, 30, 1, 0, -128);
    run_case(1001, 3.7f, 1 << 7, 7, 0, 0, 5);     /* multiplier 2^k, shift k: the 32-bit-lane path */
    run_case(77, 300.0f, 1 << 1, 1, 1, 0, -128);
    run_case(77, 300.0f, (1 << 7) + 1, 7, 1, 0, 3); /* not 2^k: the 64-bit lanes */
    run_case(1001, 3.3f, 1518500250, 33, 1, 0, 7);
    return tu_end("kernels_quantize_f32");
}
