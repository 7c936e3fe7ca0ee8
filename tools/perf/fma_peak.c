/* fma_peak.c - single-core peak FMA throughput: 24 independent FMA chains
 * (more than latency x FMA ports on any current x86 core), so the loop is
 * bound by FMA issue rate only. x -> 0.5x + 0.25 converges to 0.5: no
 * overflow, no denormals. Prints the best of 30 short rounds per ISA, since
 * on a shared machine interference only ever makes a round slower. */
#define _POSIX_C_SOURCE 199309L
#include <immintrin.h>
#include <stdio.h>
#include <time.h>

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#define CHAINS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) \
                  X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23)
#define N_CHAINS 24

#define DECL512(c) __m512 a##c = _mm512_set1_ps((float)c);
#define FMA512(c) a##c = _mm512_fmadd_ps(a##c, x, y);
#define SUM512(c) s = _mm512_add_ps(s, a##c);
__attribute__((target("avx512f"))) static double peak512(long iters)
{
    __m512 x = _mm512_set1_ps(0.5f), y = _mm512_set1_ps(0.25f), s = _mm512_setzero_ps();
    float out[16];
    double t0, t;
    long i;
    CHAINS(DECL512)
    t0 = now();
    for (i = 0; i < iters; ++i) { CHAINS(FMA512) }
    t = now() - t0;
    CHAINS(SUM512)
    _mm512_storeu_ps(out, s);
    if (out[0] == 1234.0f) puts(""); /* keep the result live */
    return 2.0 * 16 * N_CHAINS * (double)iters / t * 1e-9;
}

#define DECL256(c) __m256 a##c = _mm256_set1_ps((float)c);
#define FMA256(c) a##c = _mm256_fmadd_ps(a##c, x, y);
#define SUM256(c) s = _mm256_add_ps(s, a##c);
__attribute__((target("avx2,fma"))) static double peak256(long iters)
{
    __m256 x = _mm256_set1_ps(0.5f), y = _mm256_set1_ps(0.25f), s = _mm256_setzero_ps();
    float out[8];
    double t0, t;
    long i;
    CHAINS(DECL256)
    t0 = now();
    for (i = 0; i < iters; ++i) { CHAINS(FMA256) }
    t = now() - t0;
    CHAINS(SUM256)
    _mm256_storeu_ps(out, s);
    if (out[0] == 1234.0f) puts("");
    return 2.0 * 8 * N_CHAINS * (double)iters / t * 1e-9;
}

int main(void)
{
    double best512 = 0.0, best256 = 0.0, g;
    int r;
    __builtin_cpu_init();
    for (r = 0; r < 30; ++r) {
        if (__builtin_cpu_supports("avx512f") && (g = peak512(1000000)) > best512) best512 = g;
        if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && (g = peak256(1000000)) > best256)
            best256 = g;
    }
    if (best512 > 0) printf("avx512 peak: %.1f GFLOP/s (fp32, 1 core)\n", best512);
    if (best256 > 0) printf("avx2   peak: %.1f GFLOP/s (fp32, 1 core)\n", best256);
    return 0;
}
