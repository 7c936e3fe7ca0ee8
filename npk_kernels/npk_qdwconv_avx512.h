/* npk_qdwconv_avx512.h - the int8 depthwise convolution on AVX-512 BW,
 * 32 output bytes per step. Private to npk_qdwconv_impl.h (x86 only).
 * Each tap: 32 input bytes widened to int16 and (x - in_zp) taken in 16
 * bits, then two vpmaddwd against the tap's weights with the odd (resp.
 * even) int16 lanes zeroed: each int32 lane gets one exact product of an
 * even (resp. odd) byte lane, so no lanes of different channels mix. The
 * weights and the epilogue's per-lane constants are set up once per block
 * of channels, not per pixel. Two layouts of the 32 bytes:
 *   - "row": C divides 32, stride_w = dil_w = 1: an output row is read as
 *     bytes, byte j of it taking input byte j + (kx - pad_left) * C of
 *     the same row for tap kx, so 32 / C pixels share a vector (VWW's
 *     8-channel 48x48 layer uses every lane); lane l is channel l % C;
 *   - "pixel": any other shape, one pixel's channels c0..c0+31 per step.
 * Input bytes outside the image load as in_zp (masked loads), which adds
 * 0, as the reference skips those taps. Windows over NPK__QDW_TAPS taps
 * take the generic loop in npk_qdwconv_impl.h. */
#ifndef NPK_QDWCONV_AVX512_H
#define NPK_QDWCONV_AVX512_H
#include "npk_qdwconv.h"
#include "npk_requant_avx512.h"

#define NPK__QDW_TAPS 25 /* up to 5x5: the split weights fit a fixed array */

/* 16 sums -> 16 int8 values. */
static inline __m128i npk__qdw_requant(const npk__rq16 *k, __m512i acc)
{
    return _mm512_cvtsepi32_epi8(npk__rq16_apply(k, acc));
}

/* The even-lane and odd-lane sums of a step -> 32 int8 at dst (mask m). */
static inline void npk__qdw_store32(const npk__rq16 k[2], __m512i even, __m512i odd, __mmask32 m, int8_t *dst)
{
    const __m512i lo = _mm512_set_epi32(23, 7, 22, 6, 21, 5, 20, 4, 19, 3, 18, 2, 17, 1, 16, 0);
    const __m512i hi = _mm512_set_epi32(31, 15, 30, 14, 29, 13, 28, 12, 27, 11, 26, 10, 25, 9, 24, 8);
    __m128i a = npk__qdw_requant(&k[0], _mm512_permutex2var_epi32(even, lo, odd));
    __m128i b = npk__qdw_requant(&k[1], _mm512_permutex2var_epi32(even, hi, odd));
    _mm256_mask_storeu_epi8(dst, m, _mm256_inserti128_si256(_mm256_castsi128_si256(a), b, 1));
}

/* One tap's 32 weights (int16, lane l: wt[t * C + chan[l]]) split into
 * even-only and odd-only lanes. */
static inline void npk__qdw_split(__m512i w16, __m512i *we, __m512i *wo)
{
    *we = _mm512_and_si512(w16, _mm512_set1_epi32(0xFFFF));
    *wo = _mm512_andnot_si512(_mm512_set1_epi32(0xFFFF), w16);
}

/* Accumulate one tap: x (32 bytes, masked-off bytes = in_zp) times w. */
#define NPK__QDW_TAP(src, mask, t)                                                                     \
    do {                                                                                               \
        __m512i x16 = _mm512_sub_epi16(                                                                \
            _mm512_cvtepi8_epi16(_mm256_mask_loadu_epi8(zp8, (mask), (const void *)(src))), zp16);     \
        even = _mm512_add_epi32(even, _mm512_madd_epi16(x16, we[t]));                                  \
        odd = _mm512_add_epi32(odd, _mm512_madd_epi16(x16, wo[t]));                                    \
    } while (0)

/* Bits [lo, hi) of 0..width-1 (width 32 or 64): the byte mask of a step. */
static uint64_t npk__qdw_bits(ptrdiff_t lo, ptrdiff_t hi, ptrdiff_t width)
{
    uint64_t top;
    if (lo < 0) lo = 0;
    if (hi > width) hi = width;
    if (hi <= lo) return 0;
    top = hi == 64 ? ~(uint64_t)0 : ((uint64_t)1 << hi) - 1;
    return top & ~(((uint64_t)1 << lo) - 1);
}
static __mmask32 npk__qdw_mask(ptrdiff_t lo, ptrdiff_t hi) { return (__mmask32)npk__qdw_bits(lo, hi, 32); }

/* "row" layout: C divides 32, stride_w = dil_w = 1. */
static void npk__qdwconv_rows(const npk_qdw_params *p)
{
    const size_t C = p->c, taps = p->kh * p->kw, ib = p->w * C, ob = p->ow * C;
    const __m256i zp8 = _mm256_set1_epi8((char)p->in_zp);
    const __m512i zp16 = _mm512_set1_epi16((short)p->in_zp);
    __m512i we[NPK__QDW_TAPS], wo[NPK__QDW_TAPS], idx16, idx32[2];
    npk__rq16 k[2];
    __mmask32 mc = npk__qdw_mask(0, (ptrdiff_t)C);
    size_t n, oy, ky, kx, t, l, y0, y1, j0;
    int16_t lane[32];
    int32_t lane32[32];
    for (l = 0; l < 32; ++l) lane[l] = (int16_t)(l % C), lane32[l] = (int32_t)(l % C);
    idx16 = _mm512_loadu_si512((const void *)lane);
    idx32[0] = _mm512_loadu_si512((const void *)lane32);
    idx32[1] = _mm512_loadu_si512((const void *)(lane32 + 16));
    for (t = 0; t < taps; ++t)
        npk__qdw_split(_mm512_permutexvar_epi16(idx16, _mm512_cvtepi8_epi16(_mm256_maskz_loadu_epi8(mc, p->wt + t * C))),
                       &we[t], &wo[t]);
    {
        __mmask16 m0 = (__mmask16)mc, m1 = (__mmask16)(mc >> 16);
        __m512i b0 = _mm512_maskz_loadu_epi32(m0, p->bias), b1 = _mm512_maskz_loadu_epi32(m1, p->bias + 16);
        __m512i u0 = _mm512_maskz_loadu_epi32(m0, p->mult), u1 = _mm512_maskz_loadu_epi32(m1, p->mult + 16);
        __m512i s0 = _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m0, p->shift));
        __m512i s1 = _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m1, p->shift + 16));
        for (l = 0; l < 2; ++l)
            npk__rq16_set(p->double_round, _mm512_permutex2var_epi32(b0, idx32[l], b1),
                          _mm512_permutex2var_epi32(u0, idx32[l], u1), _mm512_permutex2var_epi32(s0, idx32[l], s1),
                          0xFFFF, p->out_zp, p->lo, p->hi, NPK__RQ_FAST_USES, &k[l]);
    }
    for (n = 0; n < p->n; ++n)
        for (oy = 0; oy < p->oh; ++oy) {
            ptrdiff_t sy = (ptrdiff_t)(oy * p->stride_h) - (ptrdiff_t)p->pad_top;
            int8_t *dst = p->y + (n * p->oh + oy) * ob;
            npk__qdw_taps(sy, p->dil_h, p->kh, p->h, &y0, &y1);
            for (j0 = 0; j0 < ob; j0 += 32) {
                __m512i even = _mm512_setzero_si512(), odd = _mm512_setzero_si512();
                for (ky = y0; ky < y1; ++ky) {
                    const int8_t *row = p->x + (n * p->h + (size_t)(sy + (ptrdiff_t)(ky * p->dil_h))) * ib;
                    for (kx = 0; kx < p->kw; ++kx) {
                        ptrdiff_t s = (ptrdiff_t)j0 + ((ptrdiff_t)kx - (ptrdiff_t)p->pad_left) * (ptrdiff_t)C;
                        __mmask32 m = npk__qdw_mask(-s, (ptrdiff_t)ib - s);
                        if (!m) continue;
                        /* the address of byte 0 may lie outside the row: only bytes in m are read */
                        NPK__QDW_TAP((const int8_t *)((uintptr_t)row + (uintptr_t)s), m, ky * p->kw + kx);
                    }
                }
                npk__qdw_store32(k, even, odd, npk__qdw_mask(0, (ptrdiff_t)(ob - j0)), dst + j0);
            }
        }
}

/* "pixel" layout: one pixel's channels c0..c0+31 per step. */
static void npk__qdwconv_pixels(const npk_qdw_params *p)
{
    const size_t C = p->c, taps = p->kh * p->kw;
    const __m256i zp8 = _mm256_set1_epi8((char)p->in_zp);
    const __m512i zp16 = _mm512_set1_epi16((short)p->in_zp);
    __m512i we[NPK__QDW_TAPS], wo[NPK__QDW_TAPS];
    npk__rq16 k[2];
    size_t n, c0, oy, ox, ky, kx, t, y0, y1, x0, x1;
    for (c0 = 0; c0 < C; c0 += 32) {
        __mmask32 mc = npk__qdw_mask(0, (ptrdiff_t)(C - c0));
        __mmask16 m0 = (__mmask16)mc, m1 = (__mmask16)(mc >> 16);
        for (t = 0; t < taps; ++t)
            npk__qdw_split(_mm512_cvtepi8_epi16(_mm256_maskz_loadu_epi8(mc, p->wt + t * C + c0)), &we[t], &wo[t]);
        npk__rq16_set(p->double_round, _mm512_maskz_loadu_epi32(m0, p->bias + c0),
                      _mm512_maskz_loadu_epi32(m0, p->mult + c0), _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m0, p->shift + c0)),
                      m0, p->out_zp, p->lo, p->hi, NPK__RQ_FAST_USES, &k[0]);
        npk__rq16_set(p->double_round, _mm512_maskz_loadu_epi32(m1, p->bias + c0 + 16),
                      _mm512_maskz_loadu_epi32(m1, p->mult + c0 + 16),
                      _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m1, p->shift + c0 + 16)), m1, p->out_zp, p->lo, p->hi, NPK__RQ_FAST_USES, &k[1]);
        for (n = 0; n < p->n; ++n)
            for (oy = 0; oy < p->oh; ++oy) {
                ptrdiff_t sy = (ptrdiff_t)(oy * p->stride_h) - (ptrdiff_t)p->pad_top;
                npk__qdw_taps(sy, p->dil_h, p->kh, p->h, &y0, &y1);
                for (ox = 0; ox < p->ow; ++ox) {
                    ptrdiff_t sx = (ptrdiff_t)(ox * p->stride_w) - (ptrdiff_t)p->pad_left;
                    __m512i even = _mm512_setzero_si512(), odd = _mm512_setzero_si512();
                    npk__qdw_taps(sx, p->dil_w, p->kw, p->w, &x0, &x1);
                    for (ky = y0; ky < y1; ++ky) {
                        const int8_t *row = p->x + ((n * p->h + (size_t)(sy + (ptrdiff_t)(ky * p->dil_h))) * p->w) * C + c0;
                        for (kx = x0; kx < x1; ++kx)
                            NPK__QDW_TAP(row + (size_t)(sx + (ptrdiff_t)(kx * p->dil_w)) * C, mc, ky * p->kw + kx);
                    }
                    npk__qdw_store32(k, even, odd, mc, p->y + ((n * p->oh + oy) * p->ow + ox) * C + c0);
                }
            }
    }
}

/* 0 where the window is too big for the fixed weight arrays. */
static int npk__qdwconv_avx512_fast(const npk_qdw_params *p)
{
    if (p->kh * p->kw > NPK__QDW_TAPS || p->c == 0) return 0;
    if (32 % p->c == 0 && p->stride_w == 1 && p->dil_w == 1) npk__qdwconv_rows(p);
    else npk__qdwconv_pixels(p);
    return 1;
}
#endif /* NPK_QDWCONV_AVX512_H */
