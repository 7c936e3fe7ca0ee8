/* npk_quantize_f32_impl.h - npk_quantize_f32's oracle and AVX-512 path
 * (npk_quantize_f32.h). Compiled when a kept op uses it (NPK__KEEP_QUANTIZE). */
#ifndef NPK_QUANTIZE_F32_IMPL_H
#define NPK_QUANTIZE_F32_IMPL_H
#include "npk_quantize_f32.h"
#include "npk_select.h"
#include "npk_round_f32.h"
#if NPK__KEEP_QUANTIZE

static void npk__quantize_f32_range(const npk_quantize_params *p, size_t i0)
{
    int64_t round = (int64_t)1 << (p->shift - 1), extra = p->double_round && p->shift > 31 ? 1 << 30 : 0;
    size_t i;
    /* |v| <= 2^31 + 2^16 and mult < 2^31: v * mult + round fits int64; the int32
     * saturation before adding out_zp cannot change the int8 clip */
    for (i = i0; i < p->n; i++) {
        int64_t v = (int64_t)npk__f32_to_i32(p->x[i] * p->scale) - p->in_zp;
        int64_t t = v * p->mult + (v >= 0 ? round + extra : round - extra);
        t = (t >= 0 ? t >> p->shift : ~(~t >> p->shift)) + p->out_zp;
        p->y[i] = (int8_t)(t < -128 ? -128 : t > 127 ? 127 : t);
    }
}

void npk_quantize_f32_ref(const npk_quantize_params *p) { npk__quantize_f32_range(p, 0); }

#if defined(NPK_HAVE_AVX512) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include <immintrin.h>
void npk_quantize_f32(const npk_quantize_params *p)
{
    const __m512 scale = _mm512_set1_ps(p->scale), big = _mm512_set1_ps(2147483648.0f);
    const __m512i mult = _mm512_set1_epi64(p->mult), sh = _mm512_set1_epi64(p->shift);
    const __m512i zp = _mm512_set1_epi64(p->out_zp), lo = _mm512_set1_epi64(-128), hi = _mm512_set1_epi64(127);
    const __m512i round = _mm512_set1_epi64((int64_t)1 << (p->shift - 1));
    const __m512i half = _mm512_set1_epi64(p->double_round && p->shift > 31 ? (int64_t)1 << 30 : 0);
    const __m512i rpos = _mm512_add_epi64(round, half), rneg = _mm512_sub_epi64(round, half);
    size_t i = 0;
    if (p->in_zp == 0 && p->shift <= 30 && p->mult == (int32_t)1 << p->shift) {
        /* the exporter's form (the scale applied in the f32 multiply): the
         * rescale by 2^k / 2^k adds 2^(k-1) and shifts it out again, so
         * y = clip(v + out_zp), computed in 32-bit lanes after clamping v
         * to +-256 (no overflow; the int8 clip is the same) */
        const __m512i zp32 = _mm512_set1_epi32(p->out_zp), lim = _mm512_set1_epi32(256);
        for (; i + 16 <= p->n; i += 16) {
            __m512 f = _mm512_mul_ps(_mm512_loadu_ps(p->x + i), scale);
            __m512i v = _mm512_cvtps_epi32(f); /* nearest-even; NaN and out of range: INT32_MIN */
            v = _mm512_mask_mov_epi32(v, _mm512_cmp_ps_mask(f, big, _CMP_GE_OQ), lim);
            v = _mm512_mask_mov_epi32(v, _mm512_cmp_ps_mask(f, f, _CMP_UNORD_Q), _mm512_setzero_si512());
            v = _mm512_add_epi32(_mm512_min_epi32(_mm512_max_epi32(v, _mm512_sub_epi32(_mm512_setzero_si512(), lim)), lim), zp32);
            _mm_storeu_si128((__m128i *)(void *)(p->y + i), _mm512_cvtsepi32_epi8(v));
        }
    }
    if (p->in_zp == 0)
        for (; i + 16 <= p->n; i += 16) {
            __m512 f = _mm512_mul_ps(_mm512_loadu_ps(p->x + i), scale);
            __m512i v = _mm512_cvtps_epi32(f), w[2]; /* nearest-even; NaN and out of range: INT32_MIN */
            int h;
            v = _mm512_mask_mov_epi32(v, _mm512_cmp_ps_mask(f, big, _CMP_GE_OQ), _mm512_set1_epi32(INT32_MAX));
            v = _mm512_mask_mov_epi32(v, _mm512_cmp_ps_mask(f, f, _CMP_UNORD_Q), _mm512_setzero_si512());
            w[0] = _mm512_mul_epi32(v, mult);
            w[1] = _mm512_mul_epi32(_mm512_srli_epi64(v, 32), mult);
            for (h = 0; h < 2; ++h) {
                __mmask8 neg = _mm512_cmplt_epi64_mask(h ? _mm512_srai_epi64(v, 32) : _mm512_srai_epi64(_mm512_slli_epi64(v, 32), 32),
                                                       _mm512_setzero_si512());
                __m512i r = _mm512_mask_blend_epi64(neg, rpos, rneg);
                w[h] = _mm512_add_epi64(_mm512_srav_epi64(_mm512_add_epi64(w[h], r), sh), zp);
                w[h] = _mm512_min_epi64(_mm512_max_epi64(w[h], lo), hi);
            }
            _mm_storeu_si128((__m128i *)(void *)(p->y + i),
                             _mm512_cvtepi32_epi8(_mm512_mask_blend_epi32(0xAAAA, w[0], _mm512_slli_epi64(w[1], 32))));
        }
    npk__quantize_f32_range(p, i);
}
const char *npk_quantize_f32_path(void) { return "avx512"; }
#else
void npk_quantize_f32(const npk_quantize_params *p) { npk__quantize_f32_range(p, 0); }
const char *npk_quantize_f32_path(void) { return "scalar"; }
#endif

#endif /* NPK__KEEP_QUANTIZE */
#endif /* NPK_QUANTIZE_F32_IMPL_H */
