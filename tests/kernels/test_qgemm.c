/* test_qgemm.c - npk_qgemm (packed weights, requantising epilogue) and its
 * oracle npk_qgemm_ref, bit for bit against the unfused computation:
 * npk_ref_matmul_i8 on the unpacked weights with the input zero point and
 * the original bias, then the rescale op's npk_rescale_apply, + out_zp,
 * clip. M, N, K odd and around the tiles (M=1 takes the 4-panel path, K
 * not a multiple of 4, N not a multiple of 16), input zero points -128..127,
 * output zero points and clamps, single and double rounding, random and
 * realistic multipliers/shifts, strided A and C, bytes past each C row
 * untouched; and the dequantising form (f32 out). Built per ISA path: avx512 runs vpdpbusd where the CPU has
 * VNNI (checked), avx512_novnni and avx2 vpmaddwd, scalar the oracle. */
#include "test_util.h"

static const size_t Ms[] = {1, 2, 3, 5, 8, 9, 17, 33};
static const size_t Ns[] = {1, 3, 16, 17, 31, 33, 49, 64, 65, 120};
static const size_t Ks[] = {1, 3, 4, 5, 25, 63, 150, 400};

static int8_t rand_i8(int extreme) { return extreme ? (tu_rand_u32() & 1 ? 127 : -128) : (int8_t)(tu_rand_u32() & 0xFF); }

static void run_case(size_t M, size_t N, size_t K, int32_t in_zp, int32_t out_zp, int32_t lo, int32_t hi, int dr,
                     int realistic, int extreme)
{
    size_t a_rs = K + (M % 3), c_rs = N + 5, m, n, bad = 0;
    int8_t *a = (int8_t *)malloc(M * a_rs + 1), *w = (int8_t *)malloc(N * K + 1);
    int8_t *packed = (int8_t *)malloc((size_t)npk_qpack_bytes(N, K) + 1);
    int8_t *got = (int8_t *)malloc(M * c_rs + 1), *got_ref = (int8_t *)malloc(M * c_rs + 1);
    int32_t *bias = (int32_t *)malloc(N * 4 + 4), *fold = (int32_t *)malloc(N * 4 + 4);
    int32_t *mult = (int32_t *)malloc(N * 4 + 4), *acc = (int32_t *)malloc(M * N * 4 + 4);
    int8_t *shift = (int8_t *)malloc(N + 1);
    npk_matmul_i8_params r;
    npk_qgemm_params q;
    if (!a || !w || !packed || !got || !got_ref || !bias || !fold || !mult || !acc || !shift) exit(2);
    for (m = 0; m < M * a_rs; ++m) a[m] = rand_i8(extreme);
    for (m = 0; m < N * K; ++m) w[m] = rand_i8(extreme);
    for (n = 0; n < N; ++n) {
        bias[n] = (int32_t)tu_rand_below(1u << 16) - (1 << 15);
        if (realistic) { /* scale about 2^-(shift-31) / 4..1: outputs spread over int8 */
            mult[n] = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu));
            shift[n] = (int8_t)(31 + 7 + tu_rand_below(8));
        } else {
            mult[n] = (int32_t)(tu_rand_u32() & 0x7FFFFFFFu);
            shift[n] = (int8_t)(1 + tu_rand_below(62));
        }
    }
    memset(got, 0x5A, M * c_rs);
    memset(got_ref, 0x5A, M * c_rs);
    /* the unfused oracle: int32 accumulator, then the rescale op's arithmetic */
    memset(&r, 0, sizeof r);
    r.M = M, r.N = N, r.K = K, r.a = a, r.a_rs = a_rs, r.a_cs = 1, r.b = w, r.b_rs = 1, r.b_cs = K;
    r.a_zp = in_zp, r.bias = bias, r.bias_ns = 1, r.c = acc, r.c_rs = N, r.c_cs = 1;
    npk_ref_matmul_i8(&r);
    npk_qpack_weights(w, 1, K, N, K, packed);
    npk_qpack_bias(w, 1, K, N, K, bias, 1, in_zp, fold);
    memset(&q, 0, sizeof q);
    q.M = M, q.N = N, q.K = K, q.a = a, q.a_rs = a_rs, q.w = packed, q.bias = fold, q.mult = mult, q.shift = shift;
    q.double_round = dr, q.out_zp = out_zp, q.lo = lo, q.hi = hi, q.c_rs = c_rs;
    q.c = got;
    npk_qgemm(&q);
    q.c = got_ref;
    npk_qgemm_ref(&q);
    for (m = 0; m < M; ++m)
        for (n = 0; n < c_rs; ++n) {
            int8_t want = 0x5A;
            if (n < N) {
                int64_t y = npk_rescale_apply(acc[m * N + n], mult[n], shift[n], 1, dr) + out_zp;
                want = (int8_t)(y < lo ? lo : y > hi ? hi : y);
            }
            if ((got[m * c_rs + n] != want || got_ref[m * c_rs + n] != want) && bad++ < 3)
                CHECK(0, "M=%zu N=%zu K=%zu zp=%d/%d clip=[%d,%d] dr=%d: C[%zu][%zu] = %d (ref %d), want %d%s", M, N, K,
                      (int)in_zp, (int)out_zp, (int)lo, (int)hi, dr, m, n, got[m * c_rs + n], got_ref[m * c_rs + n],
                      want, n >= N ? " (past the row: must be untouched)" : "");
        }
    CHECK(bad == 0, "M=%zu N=%zu K=%zu: %zu wrong bytes", M, N, K, bad);
    free(a), free(w), free(packed), free(got), free(got_ref), free(bias), free(fold), free(mult), free(acc), free(shift);
}

/* The dequantising form (q.cf): (float)acc * scale[n], bit for bit with
 * the unfused CAST to f32 then MUL, floats past each C row untouched. */
static void run_case_deq(size_t M, size_t N, size_t K, int32_t in_zp, int extreme)
{
    size_t a_rs = K + (M % 3), c_rs = N + 3, m, n, bad = 0;
    int8_t *a = (int8_t *)malloc(M * a_rs + 1), *w = (int8_t *)malloc(N * K + 1);
    int8_t *packed = (int8_t *)malloc((size_t)npk_qpack_bytes(N, K) + 1);
    float *got = (float *)malloc(M * c_rs * 4 + 4), *got_ref = (float *)malloc(M * c_rs * 4 + 4);
    float *scale = (float *)malloc(N * 4 + 4);
    int32_t *bias = (int32_t *)malloc(N * 4 + 4), *fold = (int32_t *)malloc(N * 4 + 4), *acc = (int32_t *)malloc(M * N * 4 + 4);
    npk_matmul_i8_params r;
    npk_qgemm_params q;
    if (!a || !w || !packed || !got || !got_ref || !scale || !bias || !fold || !acc) exit(2);
    for (m = 0; m < M * a_rs; ++m) a[m] = rand_i8(extreme);
    for (m = 0; m < N * K; ++m) w[m] = rand_i8(extreme);
    for (n = 0; n < N; ++n) { /* big biases too: sums past 2^24 round in the conversion */
        bias[n] = (int32_t)(tu_rand_u32() >> (n % 3 == 0 ? 1 : 12)) - (n % 3 == 0 ? (1 << 30) : (1 << 19));
        scale[n] = (float)((int32_t)tu_rand_below(1u << 24) - (1 << 23)) * (n % 2 ? 1e-9f : 3e-7f);
    }
    for (m = 0; m < M * c_rs; ++m) got[m] = got_ref[m] = -7.25f;
    memset(&r, 0, sizeof r);
    r.M = M, r.N = N, r.K = K, r.a = a, r.a_rs = a_rs, r.a_cs = 1, r.b = w, r.b_rs = 1, r.b_cs = K;
    r.a_zp = in_zp, r.bias = bias, r.bias_ns = 1, r.c = acc, r.c_rs = N, r.c_cs = 1;
    npk_ref_matmul_i8(&r);
    npk_qpack_weights(w, 1, K, N, K, packed);
    npk_qpack_bias(w, 1, K, N, K, bias, 1, in_zp, fold);
    memset(&q, 0, sizeof q); /* mult, shift and c stay NULL: the form must not read them */
    q.M = M, q.N = N, q.K = K, q.a = a, q.a_rs = a_rs, q.w = packed, q.bias = fold, q.scale = scale, q.c_rs = c_rs;
    q.cf = got;
    npk_qgemm(&q);
    q.cf = got_ref;
    npk_qgemm_ref(&q);
    for (m = 0; m < M; ++m)
        for (n = 0; n < c_rs; ++n) {
            /* the CAST op, then the MUL op, each rounded; past the row, untouched */
            volatile float x = n < N ? (float)acc[m * N + n] : 0.0f;
            float want = n < N ? x * scale[n] : -7.25f;
            if ((memcmp(&got[m * c_rs + n], &want, 4) || memcmp(&got_ref[m * c_rs + n], &want, 4)) && bad++ < 3)
                CHECK(0, "dequant M=%zu N=%zu K=%zu zp=%d: C[%zu][%zu] = %.9g (ref %.9g), want %.9g%s", M, N, K, (int)in_zp,
                      m, n, got[m * c_rs + n], got_ref[m * c_rs + n], want, n >= N ? " (past the row)" : "");
        }
    CHECK(bad == 0, "dequant M=%zu N=%zu K=%zu: %zu wrong values", M, N, K, bad);
    free(a), free(w), free(packed), free(got), free(got_ref), free(scale), free(bias), free(fold), free(acc);
}

int main(void)
{
    static const int32_t zps[] = {-128, -3, 0, 127};
    size_t im, in, ik, c = 0;
    int rc = tu_begin("kernels_qgemm");
    const char *path = npk_qgemm_path();
    if (rc) return rc;
    printf("kernels_qgemm: npk_qgemm_path() = %s\n", path);
#if TU_EXPECT_ISA == 2 && !defined(NPK_NO_VNNI) && defined(__GNUC__)
    __builtin_cpu_init();
    CHECK(strcmp(path, __builtin_cpu_supports("avx512vnni") ? "avx512-vnni" : "avx2") == 0, "path %s", path);
#elif TU_EXPECT_ISA == 1 || TU_EXPECT_ISA == 2
    CHECK(strcmp(path, "avx2") == 0, "path %s, want avx2", path);
#elif defined(__ARM_FEATURE_DSP) && !defined(NPK_NO_ARM_DSP) /* Cortex-M, cross-built (tests/cross) */
    CHECK(strcmp(path, "arm-dsp") == 0, "path %s, want arm-dsp", path);
#else
    CHECK(strcmp(path, "scalar") == 0, "path %s, want scalar", path);
#endif
    for (im = 0; im < sizeof Ms / sizeof Ms[0]; ++im)
        for (in = 0; in < sizeof Ns / sizeof Ns[0]; ++in)
            for (ik = 0; ik < sizeof Ks / sizeof Ks[0]; ++ik, ++c) {
                int32_t lo = c % 5 == 1 ? -20 : -128, hi = c % 7 == 2 ? 6 : 127;
                run_case(Ms[im], Ns[in], Ks[ik], zps[c % 4], zps[(c / 4) % 4] / 2, lo, hi, (int)(c / 2 % 2),
                         c % 3 != 0, c % 11 == 5);
            }
    /* extremes: every byte -128 or 127, big K, zero points at both ends */
    run_case(9, 33, 1025, -128, 127, -128, 127, 1, 0, 1);
    run_case(1, 130, 9216, 127, -128, -128, 127, 1, 1, 1);
    run_case(17, 64, 288, -128, -128, -128, 127, 1, 1, 0);
    run_case(8, 32, 4, 0, 0, -128, 127, 0, 0, 1);
    for (im = 0; im < sizeof Ms / sizeof Ms[0]; ++im)
        for (in = 0; in < sizeof Ns / sizeof Ns[0]; ++in, ++c)
            run_case_deq(Ms[im], Ns[in], Ks[c % (sizeof Ks / sizeof Ks[0])], zps[c % 4], c % 5 == 2);
    run_case_deq(1, 640, 128, -128, 0);
    run_case_deq(3, 65, 1025, 127, 1);
    return tu_end("kernels_qgemm");
}
