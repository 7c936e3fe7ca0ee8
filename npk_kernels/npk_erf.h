/* npk_erf.h - erf(x) in float: a portable scalar form and AVX-512 / AVX2
 * forms of the same approximation (GELU's erf was 36% of the transformer's
 * time in libm's scalar erff). Private; included by npk_eltwise_fns.h.
 *
 * erf is odd: work on a = |x| and put x's sign back (so -0 -> -0).
 *   a < 0.921875:  erf = a + a * S(a^2), S degree 6 (erf(a)/a - 1, fitted by
 *                  weighted least squares for relative error < 5e-10).
 *   otherwise:     erf = 1 - exp(L(min(a, 4))), L degree 7 approximating
 *                  log(erfc(a)) on [0.921875, 4] (absolute error in erf
 *                  < 1e-11); erfc(4) = 1.5e-8 < half an ulp of 1, so every
 *                  a >= 4 (inf included) gives exactly 1.
 * NaN stays NaN (a + a*S is NaN; the vector paths keep it out of the min).
 * Measured over every float (tools/perf/erf_sweep.c: all 2^32 inputs against
 * double erf, in ulps of the exact value): AVX-512 and AVX2 at most 1.14 ulp,
 * the scalar form 1.35 ulp (libm's erff: 0.97), no NaN/inf/signed-zero
 * mismatch. tests/kernels/test_eltwise.c asserts 1.5 ulp on a sweep of over
 * a million float patterns plus the special values (+-0, +-inf, NaN,
 * denormals). */
#ifndef NPK_ERF_H
#define NPK_ERF_H
#include <math.h>
#include "npk_vmath.h"

#define NPK__ERF_SPLIT 0.921875f
#define NPK__ERF_TOP 4.0f
#define NPK__ERF_S0 1.283791666e-01f
#define NPK__ERF_S1 (-3.761263374e-01f)
#define NPK__ERF_S2 1.128369555e-01f
#define NPK__ERF_S3 (-2.685940054e-02f)
#define NPK__ERF_S4 5.201036722e-03f
#define NPK__ERF_S5 (-8.142745746e-04f)
#define NPK__ERF_S6 8.370249666e-05f
#define NPK__ERF_L0 1.763621173e-04f
#define NPK__ERF_L1 (-1.129523160e+00f)
#define NPK__ERF_L2 (-6.333299469e-01f)
#define NPK__ERF_L3 (-1.082991081e-01f)
#define NPK__ERF_L4 2.513195146e-02f
#define NPK__ERF_L5 (-4.175902495e-03f)
#define NPK__ERF_L6 4.354780711e-04f
#define NPK__ERF_L7 (-2.118426446e-05f)

/* The scalar form: the reference kernel, and the path of builds without
 * AVX2 (no libm erff needed, only expf). */
static inline float npk__erff(float x)
{
    float a = fabsf(x), r;
    if (a < NPK__ERF_SPLIT) {
        float t = a * a;
        float s = NPK__ERF_S6;
        s = s * t + NPK__ERF_S5;
        s = s * t + NPK__ERF_S4;
        s = s * t + NPK__ERF_S3;
        s = s * t + NPK__ERF_S2;
        s = s * t + NPK__ERF_S1;
        s = s * t + NPK__ERF_S0;
        r = a + a * s;
    } else if (a == a) {
        float u = a < NPK__ERF_TOP ? a : NPK__ERF_TOP;
        float l = NPK__ERF_L7;
        l = l * u + NPK__ERF_L6;
        l = l * u + NPK__ERF_L5;
        l = l * u + NPK__ERF_L4;
        l = l * u + NPK__ERF_L3;
        l = l * u + NPK__ERF_L2;
        l = l * u + NPK__ERF_L1;
        l = l * u + NPK__ERF_L0;
        r = 1.0f - expf(l);
    } else {
        return x; /* NaN */
    }
    return x < 0.0f ? -r : (x > 0.0f ? r : x);
}

#if defined(NPK_HAVE_AVX512)
static inline __m512 npk__erf512(__m512 x)
{
    const __m512 sign = _mm512_set1_ps(-0.0f);
    __m512 a = _mm512_andnot_ps(sign, x), t = _mm512_mul_ps(a, a), s, r;
    __mmask16 big = _mm512_cmp_ps_mask(a, _mm512_set1_ps(NPK__ERF_SPLIT), _CMP_GE_OQ);
    s = _mm512_fmadd_ps(_mm512_set1_ps(NPK__ERF_S6), t, _mm512_set1_ps(NPK__ERF_S5));
    s = _mm512_fmadd_ps(s, t, _mm512_set1_ps(NPK__ERF_S4));
    s = _mm512_fmadd_ps(s, t, _mm512_set1_ps(NPK__ERF_S3));
    s = _mm512_fmadd_ps(s, t, _mm512_set1_ps(NPK__ERF_S2));
    s = _mm512_fmadd_ps(s, t, _mm512_set1_ps(NPK__ERF_S1));
    s = _mm512_fmadd_ps(s, t, _mm512_set1_ps(NPK__ERF_S0));
    r = _mm512_fmadd_ps(a, s, a); /* NaN a: NaN */
    if (big) { /* NaN lanes are not in big: they keep the NaN above */
        __m512 u = _mm512_min_ps(a, _mm512_set1_ps(NPK__ERF_TOP)), l;
        l = _mm512_fmadd_ps(_mm512_set1_ps(NPK__ERF_L7), u, _mm512_set1_ps(NPK__ERF_L6));
        l = _mm512_fmadd_ps(l, u, _mm512_set1_ps(NPK__ERF_L5));
        l = _mm512_fmadd_ps(l, u, _mm512_set1_ps(NPK__ERF_L4));
        l = _mm512_fmadd_ps(l, u, _mm512_set1_ps(NPK__ERF_L3));
        l = _mm512_fmadd_ps(l, u, _mm512_set1_ps(NPK__ERF_L2));
        l = _mm512_fmadd_ps(l, u, _mm512_set1_ps(NPK__ERF_L1));
        l = _mm512_fmadd_ps(l, u, _mm512_set1_ps(NPK__ERF_L0));
        r = _mm512_mask_sub_ps(r, big, _mm512_set1_ps(1.0f), npk__exp512(l));
    }
    return _mm512_or_ps(r, _mm512_and_ps(sign, x));
}
#endif

#if defined(NPK_HAVE_AVX2)
static inline __m256 npk__erf256(__m256 x)
{
    const __m256 sign = _mm256_set1_ps(-0.0f);
    __m256 a = _mm256_andnot_ps(sign, x), t = _mm256_mul_ps(a, a), s, r;
    __m256 big = _mm256_cmp_ps(a, _mm256_set1_ps(NPK__ERF_SPLIT), _CMP_GE_OQ);
    s = _mm256_fmadd_ps(_mm256_set1_ps(NPK__ERF_S6), t, _mm256_set1_ps(NPK__ERF_S5));
    s = _mm256_fmadd_ps(s, t, _mm256_set1_ps(NPK__ERF_S4));
    s = _mm256_fmadd_ps(s, t, _mm256_set1_ps(NPK__ERF_S3));
    s = _mm256_fmadd_ps(s, t, _mm256_set1_ps(NPK__ERF_S2));
    s = _mm256_fmadd_ps(s, t, _mm256_set1_ps(NPK__ERF_S1));
    s = _mm256_fmadd_ps(s, t, _mm256_set1_ps(NPK__ERF_S0));
    r = _mm256_fmadd_ps(a, s, a);
    if (_mm256_movemask_ps(big)) {
        __m256 u = _mm256_min_ps(a, _mm256_set1_ps(NPK__ERF_TOP)), l;
        l = _mm256_fmadd_ps(_mm256_set1_ps(NPK__ERF_L7), u, _mm256_set1_ps(NPK__ERF_L6));
        l = _mm256_fmadd_ps(l, u, _mm256_set1_ps(NPK__ERF_L5));
        l = _mm256_fmadd_ps(l, u, _mm256_set1_ps(NPK__ERF_L4));
        l = _mm256_fmadd_ps(l, u, _mm256_set1_ps(NPK__ERF_L3));
        l = _mm256_fmadd_ps(l, u, _mm256_set1_ps(NPK__ERF_L2));
        l = _mm256_fmadd_ps(l, u, _mm256_set1_ps(NPK__ERF_L1));
        l = _mm256_fmadd_ps(l, u, _mm256_set1_ps(NPK__ERF_L0));
        r = _mm256_blendv_ps(r, _mm256_sub_ps(_mm256_set1_ps(1.0f), npk__exp256(l)), big);
    }
    return _mm256_or_ps(r, _mm256_and_ps(sign, x));
}
#endif
#endif /* NPK_ERF_H */
