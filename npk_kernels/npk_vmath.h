/* npk_vmath.h - vector math helpers shared by the SIMD kernels: NaN-propagating
 * max/min, exp, tanh, sigmoid and tail masks. Included by the *_impl.h files
 * only; every function here is static inline and private. */
#ifndef NPK_VMATH_H
#define NPK_VMATH_H
#include <math.h>
#include "npk_common.h"

/* exp(x) = 2^n * e^r with n = round(x / ln2), r = x - n*ln2 (Cody-Waite split
 * so n*NPK__LN2_HI is exact for |n| <= 150), e^r from a degree-7 Taylor
 * polynomial on |r| <= ln2/2 (truncation < 1e-8 relative). x is clamped to
 * [-104, 89] so n stays in [-150, 128]; 2^n is applied as two factors so
 * results overflow to +inf and underflow (through denormals) to 0 with one
 * rounding. NaN stays NaN because r, and hence the polynomial, is NaN. */
#define NPK__EXP_HI 89.0f
#define NPK__EXP_LO (-104.0f)
#define NPK__LOG2E 1.44269504088896341f
#define NPK__LN2_HI 0.693359375f
#define NPK__LN2_LO (-2.12194440e-4f)
#define NPK__EXP_C2 (1.0f / 2.0f)
#define NPK__EXP_C3 (1.0f / 6.0f)
#define NPK__EXP_C4 (1.0f / 24.0f)
#define NPK__EXP_C5 (1.0f / 120.0f)
#define NPK__EXP_C6 (1.0f / 720.0f)
#define NPK__EXP_C7 (1.0f / 5040.0f)
/* tanh(x) for |x| < 0.5 by its Taylor series up to x^15 (next term < 4e-9
 * relative); above that (1 - e)/(1 + e) with e = exp(-2|x|) is accurate. */
#define NPK__TANH_SMALL 0.5f
#define NPK__TANH_C1 (-1.0f / 3.0f)
#define NPK__TANH_C2 (2.0f / 15.0f)
#define NPK__TANH_C3 (-17.0f / 315.0f)
#define NPK__TANH_C4 (62.0f / 2835.0f)
#define NPK__TANH_C5 (-1382.0f / 155925.0f)
#define NPK__TANH_C6 (21844.0f / 6081075.0f)
#define NPK__TANH_C7 (-929569.0f / 638512875.0f)

#if defined(NPK_HAVE_AVX512)
#define NPK__VW 16
typedef __m512 npk__vf;

/* Lanes [0, n) of a 16-lane vector, n <= 16. */
static inline __mmask16 npk__mask16(size_t n)
{
    return n >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << n) - 1u);
}

/* _mm512_max_ps returns its second operand when either is NaN; put a's NaN back. */
static inline __m512 npk__max512(__m512 a, __m512 b)
{
    __m512 r = _mm512_max_ps(a, b);
    return _mm512_mask_mov_ps(r, _mm512_cmp_ps_mask(a, a, _CMP_UNORD_Q), a);
}
static inline __m512 npk__min512(__m512 a, __m512 b)
{
    __m512 r = _mm512_min_ps(a, b);
    return _mm512_mask_mov_ps(r, _mm512_cmp_ps_mask(a, a, _CMP_UNORD_Q), a);
}

static inline __m512 npk__exp512(__m512 x)
{
    __m512 n, r, p, s1, s2;
    __m512i ni, n1, n2;
    x = _mm512_min_ps(_mm512_set1_ps(NPK__EXP_HI), x); /* NaN in x survives: 2nd operand */
    x = _mm512_max_ps(_mm512_set1_ps(NPK__EXP_LO), x);
    n = _mm512_roundscale_ps(_mm512_mul_ps(x, _mm512_set1_ps(NPK__LOG2E)),
                             _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(NPK__LN2_HI), x);
    r = _mm512_fnmadd_ps(n, _mm512_set1_ps(NPK__LN2_LO), r);
    p = _mm512_set1_ps(NPK__EXP_C7);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(NPK__EXP_C6));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(NPK__EXP_C5));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(NPK__EXP_C4));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(NPK__EXP_C3));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(NPK__EXP_C2));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.0f));
    ni = _mm512_cvtps_epi32(n);
    n1 = _mm512_srai_epi32(ni, 1);
    n2 = _mm512_sub_epi32(ni, n1);
    s1 = _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_add_epi32(n1, _mm512_set1_epi32(127)), 23));
    s2 = _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_add_epi32(n2, _mm512_set1_epi32(127)), 23));
    return _mm512_mul_ps(_mm512_mul_ps(p, s1), s2);
}

static inline __m512 npk__tanh512(__m512 x)
{
    const __m512 sign = _mm512_set1_ps(-0.0f);
    __m512 ax = _mm512_andnot_ps(sign, x);
    __m512 e = npk__exp512(_mm512_mul_ps(ax, _mm512_set1_ps(-2.0f)));
    __m512 one = _mm512_set1_ps(1.0f);
    __m512 big = _mm512_div_ps(_mm512_sub_ps(one, e), _mm512_add_ps(one, e));
    __m512 x2 = _mm512_mul_ps(x, x);
    __m512 p = _mm512_set1_ps(NPK__TANH_C7);
    __mmask16 small;
    big = _mm512_or_ps(big, _mm512_and_ps(sign, x));
    p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(NPK__TANH_C6));
    p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(NPK__TANH_C5));
    p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(NPK__TANH_C4));
    p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(NPK__TANH_C3));
    p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(NPK__TANH_C2));
    p = _mm512_fmadd_ps(p, x2, _mm512_set1_ps(NPK__TANH_C1));
    p = _mm512_fmadd_ps(_mm512_mul_ps(p, x2), x, x);
    small = _mm512_cmp_ps_mask(ax, _mm512_set1_ps(NPK__TANH_SMALL), _CMP_LT_OQ);
    return _mm512_mask_mov_ps(big, small, p);
}

/* 1/(1+e^-|x|) for x >= 0, e^-|x|/(1+e^-|x|) below: neither overflows. */
static inline __m512 npk__sigmoid512(__m512 x)
{
    __m512 ax = _mm512_andnot_ps(_mm512_set1_ps(-0.0f), x);
    __m512 e = npk__exp512(_mm512_sub_ps(_mm512_setzero_ps(), ax));
    __m512 s;
    s = _mm512_div_ps(_mm512_set1_ps(1.0f), _mm512_add_ps(_mm512_set1_ps(1.0f), e));
    return _mm512_mask_mov_ps(_mm512_mul_ps(e, s),
                              _mm512_cmp_ps_mask(x, _mm512_setzero_ps(), _CMP_GE_OQ), s);
}
#endif /* NPK_HAVE_AVX512 */

#if defined(NPK_HAVE_AVX2)
/* All-ones in lanes [0, n) (all 8 when n >= 8). */
static inline __m256i npk__mask256(size_t n)
{
    static const int32_t ramp[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(n < 8 ? n : 8)), _mm256_loadu_si256((const __m256i *)ramp));
}
/* Lanes [0, n) of p, the rest 0; nothing past them is read. */
static inline __m256 npk__loadk256(const float *p, size_t n) { return _mm256_maskload_ps(p, npk__mask256(n)); }
/* Lanes [0, n) of v to p; nothing past them is written. */
static inline void npk__storek256(float *p, __m256 v, size_t n) { _mm256_maskstore_ps(p, npk__mask256(n), v); }
static inline __m256 npk__max256(__m256 a, __m256 b)
{
    return _mm256_blendv_ps(_mm256_max_ps(a, b), a, _mm256_cmp_ps(a, a, _CMP_UNORD_Q));
}
static inline __m256 npk__min256(__m256 a, __m256 b)
{
    return _mm256_blendv_ps(_mm256_min_ps(a, b), a, _mm256_cmp_ps(a, a, _CMP_UNORD_Q));
}

static inline __m256 npk__exp256(__m256 x)
{
    __m256 n, r, p, s1, s2;
    __m256i ni, n1, n2;
    x = _mm256_min_ps(_mm256_set1_ps(NPK__EXP_HI), x);
    x = _mm256_max_ps(_mm256_set1_ps(NPK__EXP_LO), x);
    n = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(NPK__LOG2E)),
                        _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    r = _mm256_fnmadd_ps(n, _mm256_set1_ps(NPK__LN2_HI), x);
    r = _mm256_fnmadd_ps(n, _mm256_set1_ps(NPK__LN2_LO), r);
    p = _mm256_set1_ps(NPK__EXP_C7);
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(NPK__EXP_C6));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(NPK__EXP_C5));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(NPK__EXP_C4));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(NPK__EXP_C3));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(NPK__EXP_C2));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.0f));
    ni = _mm256_cvtps_epi32(n);
    n1 = _mm256_srai_epi32(ni, 1);
    n2 = _mm256_sub_epi32(ni, n1);
    s1 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n1, _mm256_set1_epi32(127)), 23));
    s2 = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_add_epi32(n2, _mm256_set1_epi32(127)), 23));
    return _mm256_mul_ps(_mm256_mul_ps(p, s1), s2);
}

static inline __m256 npk__tanh256(__m256 x)
{
    const __m256 sign = _mm256_set1_ps(-0.0f);
    __m256 ax = _mm256_andnot_ps(sign, x);
    __m256 e = npk__exp256(_mm256_mul_ps(ax, _mm256_set1_ps(-2.0f)));
    __m256 one = _mm256_set1_ps(1.0f);
    __m256 big = _mm256_div_ps(_mm256_sub_ps(one, e), _mm256_add_ps(one, e));
    __m256 x2 = _mm256_mul_ps(x, x);
    __m256 p = _mm256_set1_ps(NPK__TANH_C7);
    big = _mm256_or_ps(big, _mm256_and_ps(sign, x));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(NPK__TANH_C6));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(NPK__TANH_C5));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(NPK__TANH_C4));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(NPK__TANH_C3));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(NPK__TANH_C2));
    p = _mm256_fmadd_ps(p, x2, _mm256_set1_ps(NPK__TANH_C1));
    p = _mm256_fmadd_ps(_mm256_mul_ps(p, x2), x, x);
    return _mm256_blendv_ps(big, p, _mm256_cmp_ps(ax, _mm256_set1_ps(NPK__TANH_SMALL), _CMP_LT_OQ));
}

static inline __m256 npk__sigmoid256(__m256 x)
{
    __m256 ax = _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x);
    __m256 e = npk__exp256(_mm256_sub_ps(_mm256_setzero_ps(), ax));
    __m256 s = _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_add_ps(_mm256_set1_ps(1.0f), e));
    return _mm256_blendv_ps(_mm256_mul_ps(e, s), s, _mm256_cmp_ps(x, _mm256_setzero_ps(), _CMP_GE_OQ));
}
#endif /* NPK_HAVE_AVX2 */

/* Scalar forms with the same NaN policy; the references use these too. */
static inline float npk__maxf(float a, float b) { return a != a ? a : (b != b ? b : (a > b ? a : b)); }
static inline float npk__minf(float a, float b) { return a != a ? a : (b != b ? b : (a < b ? a : b)); }
static inline float npk__reluf(float x) { return x < 0.0f ? 0.0f : x; }
static inline float npk__clampf(float x, float lo, float hi) { return x < lo ? lo : (x > hi ? hi : x); }
static inline float npk__sigmoidf(float x)
{
    float e = expf(-fabsf(x));
    float s = 1.0f / (1.0f + e);
    return x >= 0.0f ? s : e * s;
}
#endif /* NPK_VMATH_H */
