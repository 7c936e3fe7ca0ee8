/* gemm_vs_openblas.c - npk_matmul_f32 against OpenBLAS cblas_sgemm, single
 * thread, side by side in one run. For each size the two are timed in
 * alternating rounds (with a short AVX-512 FMA peak probe in each round);
 * medians are reported with their ratio, and npk's median against the best
 * probe (the core's peak FMA rate).
 *
 *   gemm_vs_openblas [sizes...]        default: 256 512 1024
 * Shapes: "n" means M=N=K=n; "MxNxK" gives each. Env NPK_ISA picks the npk
 * path when linked against npk_multi (see npk_isa_name() in the output). */
#define _POSIX_C_SOURCE 200112L
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "npk.h"

void openblas_set_num_threads(int);

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static float *alloc_floats(size_t n)
{
    void *p = NULL;
    return posix_memalign(&p, 64, n * sizeof(float) + 64) == 0 ? (float *)p : NULL;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

#define ROUNDS 15

/* Peak FMA rate probe (the fma_peak.c loop, one short burst per round): the
 * best round is the core's peak; "npk/peak" divides npk's median by it. */
#if defined(__x86_64__)
#include <immintrin.h>
#define PEAK_CHAINS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) \
                       X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23)
#define PEAK_DECL(c) __m512 acc##c = _mm512_set1_ps((float)c);
#define PEAK_FMA(c) acc##c = _mm512_fmadd_ps(acc##c, a, b);
#define PEAK_SUM(c) s = _mm512_add_ps(s, acc##c);
__attribute__((target("avx512f"))) static double peak_avx512(long iters)
{
    __m512 a = _mm512_set1_ps(0.5f), b = _mm512_set1_ps(0.25f), s = _mm512_setzero_ps();
    float out[16];
    double t0, t;
    long i;
    PEAK_CHAINS(PEAK_DECL)
    t0 = now();
    for (i = 0; i < iters; ++i) { PEAK_CHAINS(PEAK_FMA) }
    t = now() - t0;
    PEAK_CHAINS(PEAK_SUM)
    _mm512_storeu_ps(out, s);
    if (out[0] == 1234.0f) puts("");
    return 2.0 * 16 * 24 * (double)iters / t * 1e-9;
}
static double peak_gflops(void)
{
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") ? peak_avx512(1000000) : 0.0;
}
#else
static double peak_gflops(void) { return 0.0; }
#endif

int main(int argc, char **argv)
{
    static const char *defaults[] = {"256", "512", "1024"};
    const char **sizes = argc > 1 ? (const char **)(argv + 1) : defaults;
    int n_sizes = argc > 1 ? argc - 1 : 3, s;
    openblas_set_num_threads(1);
    printf("npk path: %s; OpenBLAS: %s, 1 thread\n", npk_isa_name(), openblas_get_config());
    printf("%-16s %12s %12s %10s %12s %12s %10s\n", "M x N x K", "npk GFLOP/s", "BLAS GFLOP/s", "npk/BLAS",
           "max |diff|", "peak GFLOP/s", "npk/peak");
    for (s = 0; s < n_sizes; ++s) {
        size_t M, N, K, i, reps;
        unsigned long m_, n_, k_;
        float *A, *B, *C1, *C2, maxd = 0.0f;
        double t_npk[ROUNDS], t_blas[ROUNDS], peak[ROUNDS], flops;
        int r;
        if (sscanf(sizes[s], "%lux%lux%lu", &m_, &n_, &k_) != 3) {
            if (sscanf(sizes[s], "%lu", &m_) != 1 || m_ == 0) {
                fprintf(stderr, "bad size '%s' (want n or MxNxK)\n", sizes[s]);
                return 2;
            }
            n_ = k_ = m_;
        }
        M = m_; N = n_; K = k_;
        A = alloc_floats(M * K);
        B = alloc_floats(K * N);
        C1 = alloc_floats(M * N);
        C2 = alloc_floats(M * N);
        if (!A || !B || !C1 || !C2) { fprintf(stderr, "out of memory\n"); return 1; }
        for (i = 0; i < M * K; ++i) A[i] = (float)((i * 7919u) % 1000u) / 1000.0f - 0.5f;
        for (i = 0; i < K * N; ++i) B[i] = (float)((i * 104729u) % 1000u) / 1000.0f - 0.5f;
        flops = 2.0 * (double)M * (double)N * (double)K;
        /* repetitions per timing so each lasts ~20 ms */
        reps = (size_t)(2e9 * 0.02 / flops) + 1;
        for (r = 0; r < ROUNDS; ++r) {
            double t0;
            size_t q;
            t0 = now();
            for (q = 0; q < reps; ++q)
                npk_matmul_f32(M, N, K, A, K, 0, B, N, 0, C1, N, NULL);
            t_npk[r] = (now() - t0) / (double)reps;
            t0 = now();
            for (q = 0; q < reps; ++q)
                cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, (int)M, (int)N, (int)K, 1.0f, A,
                            (int)K, B, (int)N, 0.0f, C2, (int)N);
            t_blas[r] = (now() - t0) / (double)reps;
            peak[r] = peak_gflops();
        }
        for (i = 0; i < M * N; ++i) {
            float d = C1[i] > C2[i] ? C1[i] - C2[i] : C2[i] - C1[i];
            if (d > maxd) maxd = d;
        }
        qsort(t_npk, ROUNDS, sizeof(double), cmp_double);
        qsort(t_blas, ROUNDS, sizeof(double), cmp_double);
        qsort(peak, ROUNDS, sizeof(double), cmp_double);
        printf("%-16s %12.1f %12.1f %10.3f %12.2e %12.1f %10.3f\n", sizes[s], flops / t_npk[ROUNDS / 2] * 1e-9,
               flops / t_blas[ROUNDS / 2] * 1e-9, t_blas[ROUNDS / 2] / t_npk[ROUNDS / 2], (double)maxd,
               peak[ROUNDS - 1], peak[ROUNDS - 1] > 0 ? flops / t_npk[ROUNDS / 2] * 1e-9 / peak[ROUNDS - 1] : 0.0);
        free(A); free(B); free(C1); free(C2);
    }
    return 0;
}
