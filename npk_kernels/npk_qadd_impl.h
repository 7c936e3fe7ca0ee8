/* npk_qadd_impl.h - npk_qadd's scalar oracle and AVX-512 paths (npk_qadd.h;
 * the table lookups by vpermi2b where the CPU has AVX-512 VBMI: npk_qadd_vbmi.h).
 * Compiled when a kept op uses it (npk_select.h: NPK__KEEP_QADD). */
#ifndef NPK_QADD_IMPL_H
#define NPK_QADD_IMPL_H
#include "npk_qadd.h"
#include "npk_qgemm.h"
#include "npk_select.h"
#include "npk_vmath.h" /* npk__mask16 */
#if NPK__KEEP_QADD

void npk_qadd_ref(const npk_qadd_params *p)
{
    size_t i;
    for (i = 0; i < p->n; ++i) {
        int32_t s = (int32_t)((uint32_t)p->ta[p->a[i] + 128] + (uint32_t)p->tb[p->b[i] + 128]);
        p->y[i] = npk_qgemm_requant(s, p->mult, p->shift, p->double_round, p->out_zp, p->lo, p->hi);
    }
}

void npk_qadd_table_ref(int32_t zp, int32_t mult, int32_t shift, int double_round, int32_t t[256])
{
    int v;
    if (shift < 1) shift = 1;
    if (shift > 62) shift = 62;
    for (v = -128; v < 128; ++v) {
        /* |(v - zp) * mult| < 2^40 and the rounding term < 2^62: no overflow */
        int64_t x = (int64_t)v - zp, round = (int64_t)1 << (shift - 1), r;
        if (double_round && shift > 31) round += x >= 0 ? (1 << 30) : -(1 << 30);
        r = x * mult + round;
        r = r >= 0 ? r >> shift : ~(~r >> shift); /* floor, without >> of a negative */
        t[v + 128] = r < INT32_MIN ? INT32_MIN : r > INT32_MAX ? INT32_MAX : (int32_t)r;
    }
}

#if defined(NPK_HAVE_AVX512) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include "npk_requant_avx512.h"

/* 8 entries a step in 64-bit lanes: vpmuldq, the rounding term by sign,
 * an arithmetic shift (floor), saturation, narrowing. */
void npk_qadd_table(int32_t zp, int32_t mult, int32_t shift, int double_round, int32_t t[256])
{
    const __m512i m = _mm512_set1_epi64(mult), step = _mm512_set1_epi64(8);
    const __m512i smin = _mm512_set1_epi64(INT32_MIN), smax = _mm512_set1_epi64(INT32_MAX);
    __m512i x = _mm512_sub_epi64(_mm512_set_epi64(-121, -122, -123, -124, -125, -126, -127, -128), _mm512_set1_epi64(zp));
    __m512i rpos, rneg, sh;
    int i;
    if (shift < 1) shift = 1;
    if (shift > 62) shift = 62;
    sh = _mm512_set1_epi64(shift);
    rpos = rneg = _mm512_set1_epi64((int64_t)1 << (shift - 1));
    if (double_round && shift > 31)
        rpos = _mm512_add_epi64(rpos, _mm512_set1_epi64(1 << 30)), rneg = _mm512_sub_epi64(rneg, _mm512_set1_epi64(1 << 30));
    for (i = 0; i < 256; i += 8, x = _mm512_add_epi64(x, step)) {
        __mmask8 neg = _mm512_cmplt_epi64_mask(x, _mm512_setzero_si512());
        __m512i r = _mm512_add_epi64(_mm512_mul_epi32(x, m), _mm512_mask_blend_epi64(neg, rpos, rneg));
        r = _mm512_min_epi64(_mm512_max_epi64(_mm512_srav_epi64(r, sh), smin), smax);
        _mm256_storeu_si256((__m256i *)(void *)(t + i), _mm512_cvtepi64_epi32(r));
    }
}
/* The output requantisation's constants (one multiplier and shift for all
 * lanes, no bias). */
static inline void npk__qadd_k_set(const npk_qadd_params *p, npk__rq16 *k)
{
    npk__rq16_set(p->double_round, _mm512_setzero_si512(), _mm512_set1_epi32(p->mult), _mm512_set1_epi32(p->shift),
                  0xFFFF, p->out_zp, p->lo, p->hi, p->n / 16, k);
}

/* 16 sums -> 16 int8 at y (lanes in m). */
static inline void npk__qadd_store16(__m512i s, const npk__rq16 *k, __mmask16 m, int8_t *y)
{
    _mm512_mask_cvtsepi32_storeu_epi8(y, m, npk__rq16_apply(k, s));
}

/* 16 elements a step, the table entries gathered. */
static void npk__qadd_gather(const npk_qadd_params *p)
{
    const __m512i off = _mm512_set1_epi32(128);
    npk__rq16 k;
    size_t i;
    npk__qadd_k_set(p, &k);
    for (i = 0; i < p->n; i += 16) {
        __mmask16 m = npk__mask16(p->n - i);
        __m512i ia = _mm512_add_epi32(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->a + i)), off);
        __m512i ib = _mm512_add_epi32(_mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->b + i)), off);
        npk__qadd_store16(_mm512_add_epi32(_mm512_i32gather_epi32(ia, (const void *)p->ta, 4),
                                           _mm512_i32gather_epi32(ib, (const void *)p->tb, 4)),
                          &k, m, p->y + i);
    }
}

#if !defined(NPK_NO_VBMI) && (defined(__AVX512VBMI__) || defined(__GNUC__) || defined(__clang__))
#include "npk_qadd_vbmi.h"
#else
void npk_qadd(const npk_qadd_params *p) { npk__qadd_gather(p); }
const char *npk_qadd_path(void) { return "avx512"; }
#endif
#else
void npk_qadd_table(int32_t zp, int32_t mult, int32_t shift, int double_round, int32_t t[256])
{
    npk_qadd_table_ref(zp, mult, shift, double_round, t);
}
void npk_qadd(const npk_qadd_params *p) { npk_qadd_ref(p); }
const char *npk_qadd_path(void) { return "scalar"; }
#endif

#endif /* NPK__KEEP_QADD */
#endif /* NPK_QADD_IMPL_H */
