/* npk_qadd_impl.h - npk_qadd's scalar oracle and AVX-512 path (npk_qadd.h).
 * Compiled when a kept op uses it (npk_select.h: NPK__KEEP_QADD). */
#ifndef NPK_QADD_IMPL_H
#define NPK_QADD_IMPL_H
#include "npk_qadd.h"
#include "npk_qgemm.h"
#include "npk_select.h"
#if NPK__KEEP_QADD

void npk_qadd_ref(const npk_qadd_params *p)
{
    size_t i;
    for (i = 0; i < p->n; ++i) {
        int32_t s = (int32_t)((uint32_t)p->ta[p->a[i] + 128] + (uint32_t)p->tb[p->b[i] + 128]);
        p->y[i] = npk_qgemm_requant(s, p->mult, p->shift, p->double_round, p->out_zp, p->lo, p->hi);
    }
}

#if defined(NPK_HAVE_AVX512) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include <immintrin.h>
void npk_qadd(const npk_qadd_params *p)
{
    const __m512i off = _mm512_set1_epi32(128), mult = _mm512_set1_epi64(p->mult), sh = _mm512_set1_epi64(p->shift);
    const __m512i zp = _mm512_set1_epi64(p->out_zp), lo = _mm512_set1_epi64(p->lo), hi = _mm512_set1_epi64(p->hi);
    const __m512i round = _mm512_set1_epi64((int64_t)1 << (p->shift - 1));
    const __m512i half = _mm512_set1_epi64(p->double_round && p->shift > 31 ? (int64_t)1 << 30 : 0);
    const __m512i rpos = _mm512_add_epi64(round, half), rneg = _mm512_sub_epi64(round, half);
    size_t i;
    for (i = 0; i < p->n; i += 16) {
        __mmask16 m = p->n - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (p->n - i)) - 1);
        __m512i ia = _mm512_add_epi32(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->a + i)), off);
        __m512i ib = _mm512_add_epi32(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->b + i)), off);
        __m512i s = _mm512_add_epi32(_mm512_i32gather_epi32(ia, (const void *)p->ta, 4),
                                     _mm512_i32gather_epi32(ib, (const void *)p->tb, 4));
        __m512i v[2];
        int h;
        v[0] = _mm512_mul_epi32(s, mult);                        /* even lanes, sign-extended */
        v[1] = _mm512_mul_epi32(_mm512_srli_epi64(s, 32), mult); /* odd lanes */
        for (h = 0; h < 2; ++h) {
            __mmask8 neg = _mm512_cmplt_epi64_mask(v[h], _mm512_setzero_si512()); /* acc < 0 iff product < 0 (mult > 0) */
            __m512i r = _mm512_mask_blend_epi64(neg, rpos, rneg);
            v[h] = _mm512_add_epi64(_mm512_srav_epi64(_mm512_add_epi64(v[h], r), sh), zp);
            v[h] = _mm512_min_epi64(_mm512_max_epi64(v[h], lo), hi);
        }
        _mm512_mask_cvtepi32_storeu_epi8(p->y + i, m, _mm512_mask_blend_epi32(0xAAAA, v[0], _mm512_slli_epi64(v[1], 32)));
    }
}
const char *npk_qadd_path(void) { return "avx512"; }
#else
void npk_qadd(const npk_qadd_params *p) { npk_qadd_ref(p); }
const char *npk_qadd_path(void) { return "scalar"; }
#endif

#endif /* NPK__KEEP_QADD */
#endif /* NPK_QADD_IMPL_H */
