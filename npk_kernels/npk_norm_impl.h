/* npk_norm_impl.h - layer normalisation: the reference and, for lines along
 * the last axis (inner == 1, LayerNorm's case), AVX-512 / AVX2 paths with
 * vector accumulators (three passes: sum, sum of squared deviations, scale).
 * Lines with inner > 1 take the reference on every path. */
#ifndef NPK_NORM_IMPL_H
#define NPK_NORM_IMPL_H
#include <math.h>
#include "npk_norm.h"
#include "npk_vmath.h"
#include "npk_select.h"

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_LAYER_NORM)
/* In the chain's order: each sum left to right, then the scale. */
void npk_ref_layer_norm_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, float inv_n, float eps)
{
    size_t o, j, i;
    for (o = 0; o < outer; ++o)
        for (j = 0; j < inner; ++j) {
            const float *xl = x + o * n * inner + j;
            float *yl = y + o * n * inner + j;
            float s = 0.0f, v = 0.0f, mean, r;
            for (i = 0; i < n; ++i) s += xl[i * inner];
            mean = s * inv_n;
            for (i = 0; i < n; ++i) {
                float d = xl[i * inner] - mean;
                v += d * d;
            }
            r = 1.0f / sqrtf(v * inv_n + eps);
            for (i = 0; i < n; ++i) yl[i * inner] = (xl[i * inner] - mean) * r;
        }
}

#if defined(NPK_HAVE_AVX512)
static void npk__layer_norm_line(size_t n, const float *x, float *y, float inv_n, float eps)
{
    __m512 s = _mm512_setzero_ps(), v = _mm512_setzero_ps(), m, r;
    size_t i;
    float mean;
    for (i = 0; i < n; i += 16) s = _mm512_add_ps(s, _mm512_maskz_loadu_ps(npk__mask16(n - i), x + i));
    mean = _mm512_reduce_add_ps(s) * inv_n;
    m = _mm512_set1_ps(mean);
    for (i = 0; i < n; i += 16) {
        __mmask16 k = npk__mask16(n - i);
        __m512 d = _mm512_maskz_sub_ps(k, _mm512_maskz_loadu_ps(k, x + i), m);
        v = _mm512_fmadd_ps(d, d, v);
    }
    r = _mm512_set1_ps(1.0f / sqrtf(_mm512_reduce_add_ps(v) * inv_n + eps));
    for (i = 0; i < n; i += 16) {
        __mmask16 k = npk__mask16(n - i);
        _mm512_mask_storeu_ps(y + i, k, _mm512_mul_ps(_mm512_sub_ps(_mm512_maskz_loadu_ps(k, x + i), m), r));
    }
}
#elif defined(NPK_HAVE_AVX2)
#include "npk_gemm_avx2.h" /* npk__hsum256 */
static void npk__layer_norm_line(size_t n, const float *x, float *y, float inv_n, float eps)
{
    __m256 s = _mm256_setzero_ps(), v = _mm256_setzero_ps(), m, r;
    size_t i;
    float mean, st = 0.0f, vt = 0.0f, rs;
    for (i = 0; i + 8 <= n; i += 8) s = _mm256_add_ps(s, _mm256_loadu_ps(x + i));
    for (; i < n; ++i) st += x[i];
    mean = (npk__hsum256(s) + st) * inv_n;
    m = _mm256_set1_ps(mean);
    for (i = 0; i + 8 <= n; i += 8) {
        __m256 d = _mm256_sub_ps(_mm256_loadu_ps(x + i), m);
        v = _mm256_fmadd_ps(d, d, v);
    }
    for (; i < n; ++i) vt += (x[i] - mean) * (x[i] - mean);
    rs = 1.0f / sqrtf((npk__hsum256(v) + vt) * inv_n + eps);
    r = _mm256_set1_ps(rs);
    for (i = 0; i + 8 <= n; i += 8) _mm256_storeu_ps(y + i, _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(x + i), m), r));
    for (; i < n; ++i) y[i] = (x[i] - mean) * rs;
}
#endif

void npk_layer_norm_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, float inv_n, float eps)
{
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
    size_t o;
    if (inner == 1) {
        for (o = 0; o < outer; ++o) npk__layer_norm_line(n, x + o * n, y + o * n, inv_n, eps);
        return;
    }
#endif
    npk_ref_layer_norm_f32(outer, n, inner, x, y, inv_n, eps);
}
#endif
#endif /* NPK_NORM_IMPL_H */
