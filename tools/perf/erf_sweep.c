/* erf_sweep.c - the error of npk's erf over every float, against double
 * erf: the scalar form, and the AVX2 / AVX-512 forms where compiled in and
 * runnable, next to libm's erff. Prints the largest error in ulps of the
 * exact value (spacing of the float nearest it) and where it occurs, and
 * fails (exit 1) on a NaN/inf/sign mismatch. A measurement, not a ctest
 * (about a minute): the bound it finds is the one npk_erf.h states and
 * tests/kernels/test_eltwise.c asserts on a sample.
 *   cc -O2 -std=c99 -mavx512f -mavx2 -mfma -I. tools/perf/erf_sweep.c -lm */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "npk_kernels/npk_erf.h"

typedef struct { double worst; float at; long bad; } sweep_stat;

static float bits_to_float(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* Error of got in ulps of exact; special values must match exactly. */
static void account(sweep_stat *s, float x, double exact, float got)
{
    float w = (float)exact;
    double ulp, e;
    if (w != w || isinf(w) || w == 0) {
        if (!(got == w || (got != got && w != w)) || (w == 0 && signbit(got) != signbit(w))) {
            if (s->bad++ < 3) printf("  mismatch at %a: got %a, want %a\n", x, got, w);
        }
        return;
    }
    ulp = nextafterf(fabsf(w), INFINITY) - fabsf(w);
    if (fabsf(w) < FLT_MIN) ulp = 0x1p-149;
    e = fabs((double)got - exact) / ulp;
    if (got != got) e = INFINITY;
    if (e > s->worst) { s->worst = e; s->at = x; }
}

int main(void)
{
    sweep_stat sc = {0, 0, 0}, lm = {0, 0, 0}, v8 = {0, 0, 0}, v16 = {0, 0, 0};
    uint64_t u;
    int fail;
#if defined(NPK_HAVE_AVX2)
    int has2;
    __builtin_cpu_init();
    has2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#endif
#if defined(NPK_HAVE_AVX512)
    int has512 = __builtin_cpu_supports("avx512f");
#endif
    for (u = 0; u < 0x100000000ull; u += 16) {
        float x[16], y8[16], y16[16];
        int k;
        for (k = 0; k < 16; ++k) x[k] = bits_to_float((uint32_t)(u + (uint64_t)k));
#if defined(NPK_HAVE_AVX2)
        if (has2) {
            _mm256_storeu_ps(y8, npk__erf256(_mm256_loadu_ps(x)));
            _mm256_storeu_ps(y8 + 8, npk__erf256(_mm256_loadu_ps(x + 8)));
        }
#endif
#if defined(NPK_HAVE_AVX512)
        if (has512) _mm512_storeu_ps(y16, npk__erf512(_mm512_loadu_ps(x)));
#endif
        for (k = 0; k < 16; ++k) {
            double exact = erf((double)x[k]);
            account(&sc, x[k], exact, npk__erff(x[k]));
            account(&lm, x[k], exact, erff(x[k]));
#if defined(NPK_HAVE_AVX2)
            if (has2) account(&v8, x[k], exact, y8[k]);
#endif
#if defined(NPK_HAVE_AVX512)
            if (has512) account(&v16, x[k], exact, y16[k]);
#endif
        }
        (void)y8; (void)y16;
    }
    printf("libm erff : max %.3f ulp at %a, %ld special-value mismatches\n", lm.worst, lm.at, lm.bad);
    printf("scalar    : max %.3f ulp at %a, %ld special-value mismatches\n", sc.worst, sc.at, sc.bad);
    printf("avx2      : max %.3f ulp at %a, %ld special-value mismatches\n", v8.worst, v8.at, v8.bad);
    printf("avx512    : max %.3f ulp at %a, %ld special-value mismatches\n", v16.worst, v16.at, v16.bad);
    fail = sc.bad || v8.bad || v16.bad;
    return fail;
}
