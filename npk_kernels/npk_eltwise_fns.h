/* npk_eltwise_fns.h - the scalar and vector form of every elementwise
 * function listed in npk_unary_fns.inc and npk_binary_fns.inc. A new
 * function is its table line plus npk__un_<ident> (or npk__bin_<ident>) here
 * and, where it pays, the _v form for each vector ISA. */
#ifndef NPK_ELTWISE_FNS_H
#define NPK_ELTWISE_FNS_H
#include <math.h>
#include "npk_vmath.h"
#include "npk_erf.h"

/* ---- unary: f(x, p0, p1) ---- */
static inline float npk__un_relu(float x, float p0, float p1) { (void)p0; (void)p1; return npk__reluf(x); }
static inline float npk__un_exp(float x, float p0, float p1) { (void)p0; (void)p1; return expf(x); }
static inline float npk__un_tanh(float x, float p0, float p1) { (void)p0; (void)p1; return tanhf(x); }
static inline float npk__un_sigmoid(float x, float p0, float p1) { (void)p0; (void)p1; return npk__sigmoidf(x); }
static inline float npk__un_clamp(float x, float p0, float p1) { return npk__clampf(x, p0, p1); }
static inline float npk__un_copy(float x, float p0, float p1) { (void)p0; (void)p1; return x; }
static inline float npk__un_log(float x, float p0, float p1) { (void)p0; (void)p1; return logf(x); }
static inline float npk__un_reciprocal(float x, float p0, float p1) { (void)p0; (void)p1; return 1.0f / x; }
static inline float npk__un_abs(float x, float p0, float p1) { (void)p0; (void)p1; return fabsf(x); }
static inline float npk__un_neg(float x, float p0, float p1) { (void)p0; (void)p1; return -x; }
static inline float npk__un_sqrt(float x, float p0, float p1) { (void)p0; (void)p1; return sqrtf(x); }
static inline float npk__un_rsqrt(float x, float p0, float p1) { (void)p0; (void)p1; return 1.0f / sqrtf(x); }
static inline float npk__un_floor(float x, float p0, float p1) { (void)p0; (void)p1; return floorf(x); }
static inline float npk__un_ceil(float x, float p0, float p1) { (void)p0; (void)p1; return ceilf(x); }
static inline float npk__un_erf(float x, float p0, float p1) { (void)p0; (void)p1; return npk__erff(x); }
static inline float npk__un_sin(float x, float p0, float p1) { (void)p0; (void)p1; return sinf(x); }
static inline float npk__un_cos(float x, float p0, float p1) { (void)p0; (void)p1; return cosf(x); }
/* hardsigmoid/hardswish: the steps of the chain they replace (mul, add, relu,
 * min with 1, mul by x), each rounded to float, so results match it; a NaN x
 * stays NaN through relu and min. */
static inline float npk__un_hardsigmoid(float x, float p0, float p1)
{
    float t = x * p0;
    t = t + p1;
    return npk__minf(npk__reluf(t), 1.0f);
}
static inline float npk__un_hardswish(float x, float p0, float p1) { return x * npk__un_hardsigmoid(x, p0, p1); }
static inline float npk__un_silu(float x, float p0, float p1) { (void)p0; (void)p1; return x * npk__sigmoidf(x); }

/* ---- binary: f(a, b) ---- */
static inline float npk__bin_add(float a, float b) { return a + b; }
static inline float npk__bin_sub(float a, float b) { return a - b; }
static inline float npk__bin_mul(float a, float b) { return a * b; }
static inline float npk__bin_max(float a, float b) { return npk__maxf(a, b); }
static inline float npk__bin_min(float a, float b) { return npk__minf(a, b); }
static inline float npk__bin_div(float a, float b) { return a / b; }
static inline float npk__bin_pow(float a, float b) { return powf(a, b); }
/* TOSA's apply_max_s/apply_min_s with nan_mode IGNORE: NaN only if both are. */
static inline float npk__bin_max_ignore(float a, float b) { return a != a ? b : b != b ? a : a >= b ? a : b; }
static inline float npk__bin_min_ignore(float a, float b) { return a != a ? b : b != b ? a : a < b ? a : b; }

#if defined(NPK_HAVE_AVX512)
typedef __m512 npk__elt_v; /* the vector the eltwise SIMD path works on */
static inline __m512 npk__un_relu_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_max_ps(_mm512_setzero_ps(), x); /* NaN x -> x */ }
static inline __m512 npk__un_exp_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return npk__exp512(x); }
static inline __m512 npk__un_tanh_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return npk__tanh512(x); }
static inline __m512 npk__un_sigmoid_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return npk__sigmoid512(x); }
static inline __m512 npk__un_clamp_v(__m512 x, __m512 p0, __m512 p1) { return _mm512_min_ps(p1, _mm512_max_ps(p0, x)); }
static inline __m512 npk__un_copy_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return x; }
static inline __m512 npk__un_reciprocal_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_div_ps(_mm512_set1_ps(1.0f), x); }
static inline __m512 npk__un_abs_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_abs_ps(x); }
static inline __m512 npk__un_neg_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_castsi512_ps(_mm512_xor_si512(_mm512_castps_si512(x), _mm512_set1_epi32(-2147483647 - 1))); }
static inline __m512 npk__un_sqrt_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_sqrt_ps(x); }
static inline __m512 npk__un_rsqrt_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_div_ps(_mm512_set1_ps(1.0f), _mm512_sqrt_ps(x)); }
static inline __m512 npk__un_floor_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_roundscale_ps(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
static inline __m512 npk__un_ceil_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_roundscale_ps(x, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }
static inline __m512 npk__un_erf_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return npk__erf512(x); }
/* separate mul and add (no FMA): the chain rounded x*alpha before adding beta */
static inline __m512 npk__un_hardsigmoid_v(__m512 x, __m512 p0, __m512 p1)
{
    __m512 t = _mm512_add_ps(_mm512_mul_ps(x, p0), p1);
    return npk__min512(_mm512_max_ps(_mm512_setzero_ps(), t), _mm512_set1_ps(1.0f)); /* relu_v, then bin min_v */
}
static inline __m512 npk__un_hardswish_v(__m512 x, __m512 p0, __m512 p1) { return _mm512_mul_ps(x, npk__un_hardsigmoid_v(x, p0, p1)); }
static inline __m512 npk__un_silu_v(__m512 x, __m512 p0, __m512 p1) { (void)p0; (void)p1; return _mm512_mul_ps(x, npk__sigmoid512(x)); }
static inline __m512 npk__bin_add_v(__m512 a, __m512 b) { return _mm512_add_ps(a, b); }
static inline __m512 npk__bin_sub_v(__m512 a, __m512 b) { return _mm512_sub_ps(a, b); }
static inline __m512 npk__bin_mul_v(__m512 a, __m512 b) { return _mm512_mul_ps(a, b); }
static inline __m512 npk__bin_max_v(__m512 a, __m512 b) { return npk__max512(a, b); }
static inline __m512 npk__bin_min_v(__m512 a, __m512 b) { return npk__min512(a, b); }
static inline __m512 npk__bin_div_v(__m512 a, __m512 b) { return _mm512_div_ps(a, b); }
#elif defined(NPK_HAVE_AVX2)
typedef __m256 npk__elt_v;
static inline __m256 npk__un_relu_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_max_ps(_mm256_setzero_ps(), x); }
static inline __m256 npk__un_exp_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return npk__exp256(x); }
static inline __m256 npk__un_tanh_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return npk__tanh256(x); }
static inline __m256 npk__un_sigmoid_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return npk__sigmoid256(x); }
static inline __m256 npk__un_clamp_v(__m256 x, __m256 p0, __m256 p1) { return _mm256_min_ps(p1, _mm256_max_ps(p0, x)); }
static inline __m256 npk__un_copy_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return x; }
static inline __m256 npk__un_reciprocal_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_div_ps(_mm256_set1_ps(1.0f), x); }
static inline __m256 npk__un_abs_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_andnot_ps(_mm256_set1_ps(-0.0f), x); }
static inline __m256 npk__un_neg_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_xor_ps(x, _mm256_set1_ps(-0.0f)); }
static inline __m256 npk__un_sqrt_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_sqrt_ps(x); }
static inline __m256 npk__un_rsqrt_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_div_ps(_mm256_set1_ps(1.0f), _mm256_sqrt_ps(x)); }
static inline __m256 npk__un_floor_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_round_ps(x, _MM_FROUND_TO_NEG_INF | _MM_FROUND_NO_EXC); }
static inline __m256 npk__un_ceil_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_round_ps(x, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }
static inline __m256 npk__un_erf_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return npk__erf256(x); }
static inline __m256 npk__un_hardsigmoid_v(__m256 x, __m256 p0, __m256 p1)
{
    __m256 t = _mm256_add_ps(_mm256_mul_ps(x, p0), p1);
    return npk__min256(_mm256_max_ps(_mm256_setzero_ps(), t), _mm256_set1_ps(1.0f)); /* relu_v, then bin min_v */
}
static inline __m256 npk__un_hardswish_v(__m256 x, __m256 p0, __m256 p1) { return _mm256_mul_ps(x, npk__un_hardsigmoid_v(x, p0, p1)); }
static inline __m256 npk__un_silu_v(__m256 x, __m256 p0, __m256 p1) { (void)p0; (void)p1; return _mm256_mul_ps(x, npk__sigmoid256(x)); }
static inline __m256 npk__bin_add_v(__m256 a, __m256 b) { return _mm256_add_ps(a, b); }
static inline __m256 npk__bin_sub_v(__m256 a, __m256 b) { return _mm256_sub_ps(a, b); }
static inline __m256 npk__bin_mul_v(__m256 a, __m256 b) { return _mm256_mul_ps(a, b); }
static inline __m256 npk__bin_max_v(__m256 a, __m256 b) { return npk__max256(a, b); }
static inline __m256 npk__bin_min_v(__m256 a, __m256 b) { return npk__min256(a, b); }
static inline __m256 npk__bin_div_v(__m256 a, __m256 b) { return _mm256_div_ps(a, b); }
#endif
#endif /* NPK_ELTWISE_FNS_H */
