/* test_matmul_i8.c - npk_matmul_i8 bit for bit against npk_ref_matmul_i8:
 * every M, N, K in {1, 3, 7, 17, 63, 65, 300}, zero points 0, -128, 127,
 * random and outside int8 (wrapping sums), values random or all -128 / 127 /
 * mixed extremes (any saturating instruction would show), B transposed,
 * strided C, bias by column and by row, K across the packed K blocks. Built
 * once per ISA path; the avx512 build takes vpdpbusd when the CPU reports
 * avx512_vnni (checked), the avx512_novnni build (-DNPK_NO_VNNI) vpmaddwd. */
#include "test_util.h"

static const size_t dims[] = {1, 3, 7, 17, 63, 65, 300};
#define NDIMS (sizeof dims / sizeof dims[0])
static const int32_t zps[][2] = {{0, 0}, {-128, -128}, {127, 127}, {-128, 127}, {127, 0}, {0, -128}};
#define NZPS (sizeof zps / sizeof zps[0])

enum fill { FILL_RANDOM, FILL_MIN, FILL_MAX, FILL_EXTREMES, NFILLS };

static void fill_i8(int8_t *p, size_t n, int how)
{
    size_t i;
    for (i = 0; i < n; ++i)
        p[i] = how == FILL_MIN ? -128
             : how == FILL_MAX ? 127
             : how == FILL_EXTREMES ? (tu_rand_u32() & 1 ? 127 : -128)
                                    : (int8_t)(int)(tu_rand_u32() & 0xFF) - 0;
}

/* One case: layout flags, then compare every element and the guards. */
static void run_case(size_t M, size_t N, size_t K, int32_t azp, int32_t bzp, int how, int b_trans, int c_strided,
                     int bias_mode)
{
    int8_t *a = (int8_t *)malloc(M * K + 1), *b = (int8_t *)malloc(K * N + 1);
    int32_t *bias = (int32_t *)malloc((M > N ? M : N) * sizeof(int32_t));
    size_t cn = c_strided ? M * N * 2 : M * N, i, m, n;
    int32_t *got = (int32_t *)(void *)tu_alloc(cn), *want = (int32_t *)(void *)tu_alloc(cn);
    npk_matmul_i8_params p;
    if (!a || !b || !bias) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    fill_i8(a, M * K, how);
    fill_i8(b, K * N, how);
    for (i = 0; i < (M > N ? M : N); ++i) bias[i] = (int32_t)tu_rand_u32();
    memset(&p, 0, sizeof p);
    p.M = M, p.N = N, p.K = K;
    p.a = a, p.a_rs = K, p.a_cs = 1;
    p.b = b;
    if (b_trans) p.b_rs = 1, p.b_cs = K; /* OHWI weights: B^T stored row-major */
    else p.b_rs = N, p.b_cs = 1;
    p.a_zp = azp, p.b_zp = bzp;
    if (bias_mode == 1) p.bias = bias, p.bias_ns = 1;
    if (bias_mode == 2) p.bias = bias, p.bias_ms = 1;
    if (bias_mode == 3) p.bias = bias; /* one value for all */
    if (c_strided) p.c_rs = 1, p.c_cs = 2 * M; /* column-major, every other column */
    else p.c_rs = N, p.c_cs = 1;
    p.c = want;
    npk_ref_matmul_i8(&p);
    p.c = got;
    npk_matmul_i8(&p);
    for (m = 0; m < M; ++m)
        for (n = 0; n < N; ++n) {
            size_t e = m * p.c_rs + n * p.c_cs;
            if (got[e] != want[e]) {
                CHECK(0, "M=%zu N=%zu K=%zu zp=(%d,%d) fill=%d bt=%d cs=%d bias=%d: C[%zu][%zu] = %d, want %d", M, N,
                      K, (int)azp, (int)bzp, how, b_trans, c_strided, bias_mode, m, n, (int)got[e], (int)want[e]);
                m = M;
                break;
            }
        }
    CHECK(m == M, "(counted above)");
    CHECK(memcmp(got, want, cn * sizeof(int32_t)) == 0, "M=%zu N=%zu K=%zu: untouched elements differ", M, N, K);
    CHECK(tu_guards_ok((float *)(void *)got, cn), "M=%zu N=%zu K=%zu: wrote outside C", M, N, K);
    free(a);
    free(b);
    free(bias);
    tu_free((float *)(void *)got);
    tu_free((float *)(void *)want);
}

int main(void)
{
    size_t im, in, ik, c = 0;
    int rc = tu_begin("kernels_matmul_i8");
    const char *path = npk_matmul_i8_path();
    if (rc) return rc;
    printf("kernels_matmul_i8: npk_matmul_i8_path() = %s\n", path);
#if TU_EXPECT_ISA == 2 && !defined(NPK_NO_VNNI) && defined(__GNUC__)
    __builtin_cpu_init();
    CHECK(strcmp(path, __builtin_cpu_supports("avx512vnni") ? "avx512-vnni" : "avx512") == 0,
          "path %s on a CPU %s avx512_vnni", path, __builtin_cpu_supports("avx512vnni") ? "with" : "without");
#elif TU_EXPECT_ISA == 2
    CHECK(strcmp(path, "avx512") == 0, "path %s, want avx512 (NPK_NO_VNNI)", path);
#else
    CHECK(strcmp(path, tu_isa_expected[TU_EXPECT_ISA]) == 0 || TU_EXPECT_ISA == 3, "path %s", path);
#endif
    /* every shape; zero points, fill and layout rotate through their lists */
    for (im = 0; im < NDIMS; ++im)
        for (in = 0; in < NDIMS; ++in)
            for (ik = 0; ik < NDIMS; ++ik, ++c) {
                int32_t azp = zps[c % NZPS][0], bzp = zps[(c / NZPS) % NZPS][1];
                if (c % 7 == 3) azp = (int32_t)tu_rand_below(256) - 128, bzp = (int32_t)tu_rand_below(256) - 128;
                run_case(dims[im], dims[in], dims[ik], azp, bzp, (int)(c % NFILLS), (int)(c / 3 % 2), (int)(c / 5 % 2),
                         (int)(c % 4));
            }
    /* extremes everywhere with each zero point pair, on shapes that fill and
     * cross the tiles */
    for (c = 0; c < NZPS * NZPS; ++c) {
        int how;
        for (how = FILL_MIN; how < NFILLS; ++how) {
            run_case(17, 65, 63, zps[c / NZPS][0], zps[c % NZPS][1], how, 0, 0, 1);
            run_case(65, 3, 300, zps[c / NZPS][0], zps[c % NZPS][1], how, 1, 0, 2);
        }
    }
    /* K across packed blocks (1024 k with VNNI, 512 with vpmaddwd), N across
     * the 128-column block */
    run_case(9, 130, 1025, -128, 127, FILL_EXTREMES, 0, 0, 1);
    run_case(5, 33, 2100, 3, -7, FILL_RANDOM, 1, 1, 2);
    run_case(1, 257, 513, 127, -128, FILL_MAX, 1, 0, 1);
    /* zero points outside int8 (the attributes allow up to 65535): the sums
     * wrap modulo 2^32, the fast path must wrap identically */
    run_case(7, 17, 300, 65535, 255, FILL_MIN, 0, 0, 1);
    run_case(17, 7, 1100, -32768, -128, FILL_EXTREMES, 1, 1, 0);
    run_case(63, 65, 17, 40000, 200, FILL_RANDOM, 0, 0, 3);
    /* K == 0: bias (or 0) */
    run_case(3, 5, 0, 1, 2, FILL_RANDOM, 0, 0, 1);
    run_case(3, 5, 0, 1, 2, FILL_RANDOM, 0, 0, 0);
    return tu_end("kernels_matmul_i8");
}
