/* npk_qdwconv_impl.h - the int8 depthwise convolution's oracle and its
 * AVX2 / AVX-512 paths (npk_qdwconv.h). Compiled when a kept op uses it
 * (npk_select.h: NPK__KEEP_QDW). */
#ifndef NPK_QDWCONV_IMPL_H
#define NPK_QDWCONV_IMPL_H
#include "npk_qdwconv.h"
#include "npk_qgemm.h"
#include "npk_select.h"
#include "npk_vmath.h" /* npk__mask16 */
#if NPK__KEEP_QDW

void npk_qdwconv_ref(const npk_qdw_params *p)
{
    size_t n, oy, ox, c, ky, kx;
    for (n = 0; n < p->n; ++n)
        for (oy = 0; oy < p->oh; ++oy)
            for (ox = 0; ox < p->ow; ++ox)
                for (c = 0; c < p->c; ++c) {
                    uint32_t acc = (uint32_t)p->bias[c]; /* wraps like TOSA's int32, no C overflow */
                    for (ky = 0; ky < p->kh; ++ky) {
                        ptrdiff_t iy = (ptrdiff_t)(oy * p->stride_h + ky * p->dil_h) - (ptrdiff_t)p->pad_top;
                        if (iy < 0 || iy >= (ptrdiff_t)p->h) continue;
                        for (kx = 0; kx < p->kw; ++kx) {
                            ptrdiff_t ix = (ptrdiff_t)(ox * p->stride_w + kx * p->dil_w) - (ptrdiff_t)p->pad_left;
                            int32_t xv;
                            if (ix < 0 || ix >= (ptrdiff_t)p->w) continue;
                            xv = p->x[((n * p->h + (size_t)iy) * p->w + (size_t)ix) * p->c + c];
                            acc += (uint32_t)((xv - p->in_zp) * (int32_t)p->wt[(ky * p->kw + kx) * p->c + c]);
                        }
                    }
                    p->y[((n * p->oh + oy) * p->ow + ox) * p->c + c] =
                        npk_qgemm_requant((int32_t)acc, p->mult[c], p->shift[c], p->double_round, p->out_zp, p->lo,
                                          p->hi);
                }
}

/* The AVX-512 path needs BW and VL (byte masks, 16-bit widening). */
#if defined(NPK_HAVE_AVX512) && defined(__AVX512BW__) && defined(__AVX512VL__)
#define NPK__QDW_512 1
#endif
#if defined(NPK__QDW_512) || defined(NPK_HAVE_AVX2)
#include <immintrin.h>
#include <string.h>

/* Taps [k0, k1) of a window starting at `start` (padding removed) along a
 * dim of extent `size`: the ones with 0 <= start + k * dil < size. */
static void npk__qdw_taps(ptrdiff_t start, size_t dil, size_t k, size_t size, size_t *k0, size_t *k1)
{
    size_t a = 0, b = k;
    while (a < b && start + (ptrdiff_t)(a * dil) < 0) ++a;
    while (b > a && start + (ptrdiff_t)((b - 1) * dil) >= (ptrdiff_t)size) --b;
    *k0 = a, *k1 = b;
}
#endif

#if defined(NPK__QDW_512)
#include "npk_qdwconv_avx512.h"
/* 16 channels' int32 sums -> int8 (lanes past m untouched). */
static void npk__qdw_store16(const npk_qdw_params *p, size_t c, __mmask16 m, __m512i acc, int8_t *dst)
{
    npk__rq16 k;
    npk__rq16_set(p->double_round, _mm512_maskz_loadu_epi32(m, p->bias + c), _mm512_maskz_loadu_epi32(m, p->mult + c),
                  _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->shift + c)), m, p->out_zp, p->lo, p->hi, 1, &k);
    _mm512_mask_cvtsepi32_storeu_epi8(dst, m, npk__rq16_apply(&k, acc));
}

#if !defined(NPK_NO_VNNI) && (defined(__AVX512VNNI__) || defined(__GNUC__) || defined(__clang__))
#include "npk_qdwconv_vnni.h"
#define NPK__QDW_VNNI 1
#endif

/* Windows of more than NPK__QDW_TAPS taps: per pixel, 16 channels a step. */
static void npk__qdwconv_avx512(const npk_qdw_params *p)
{
    const __m256i zp = _mm256_set1_epi16((short)p->in_zp);
    size_t n, oy, ox, c, ky, kx, y0, y1, x0, x1;
#if defined(NPK__QDW_VNNI)
    if (npk__qdwconv_vnni(p)) return;
#endif
    if (npk__qdwconv_avx512_fast(p)) return;
    for (n = 0; n < p->n; ++n)
        for (oy = 0; oy < p->oh; ++oy) {
            ptrdiff_t sy = (ptrdiff_t)(oy * p->stride_h) - (ptrdiff_t)p->pad_top;
            npk__qdw_taps(sy, p->dil_h, p->kh, p->h, &y0, &y1);
            for (ox = 0; ox < p->ow; ++ox) {
                ptrdiff_t sx = (ptrdiff_t)(ox * p->stride_w) - (ptrdiff_t)p->pad_left;
                int8_t *dst = p->y + ((n * p->oh + oy) * p->ow + ox) * p->c;
                npk__qdw_taps(sx, p->dil_w, p->kw, p->w, &x0, &x1);
                for (c = 0; c < p->c; c += 16) {
                    __mmask16 m = npk__mask16(p->c - c);
                    __m512i acc = _mm512_setzero_si512();
                    for (ky = y0; ky < y1; ++ky) {
                        const int8_t *row = p->x + ((n * p->h + (size_t)(sy + (ptrdiff_t)(ky * p->dil_h))) * p->w) * p->c + c;
                        const int8_t *wr = p->wt + ky * p->kw * p->c + c;
                        for (kx = x0; kx < x1; ++kx) {
                            __m256i xv = _mm256_cvtepi8_epi16(_mm_maskz_loadu_epi8(m, row + (size_t)(sx + (ptrdiff_t)(kx * p->dil_w)) * p->c));
                            __m256i wv = _mm256_cvtepi8_epi16(_mm_maskz_loadu_epi8(m, wr + kx * p->c));
                            /* |x - zp| <= 255, |w| <= 128: the 16-bit product is exact */
                            __m256i prod = _mm256_mullo_epi16(_mm256_sub_epi16(xv, zp), wv);
                            acc = _mm512_add_epi32(acc, _mm512_cvtepi16_epi32(prod));
                        }
                    }
                    npk__qdw_store16(p, c, m, acc, dst + c);
                }
            }
        }
}
#endif

#if defined(NPK_HAVE_AVX2) && !defined(NPK__QDW_512)
static void npk__qdwconv_avx2(const npk_qdw_params *p)
{
    const __m256i zp = _mm256_set1_epi32(p->in_zp);
    size_t n, oy, ox, c, ky, kx, y0, y1, x0, x1, c8 = p->c & ~(size_t)7;
    for (n = 0; n < p->n; ++n)
        for (oy = 0; oy < p->oh; ++oy) {
            ptrdiff_t sy = (ptrdiff_t)(oy * p->stride_h) - (ptrdiff_t)p->pad_top;
            npk__qdw_taps(sy, p->dil_h, p->kh, p->h, &y0, &y1);
            for (ox = 0; ox < p->ow; ++ox) {
                ptrdiff_t sx = (ptrdiff_t)(ox * p->stride_w) - (ptrdiff_t)p->pad_left;
                int8_t *dst = p->y + ((n * p->oh + oy) * p->ow + ox) * p->c;
                npk__qdw_taps(sx, p->dil_w, p->kw, p->w, &x0, &x1);
                for (c = 0; c < p->c; c += 8) {
                    __m256i acc = _mm256_setzero_si256();
                    int32_t lane[8];
                    size_t l, nc = c < c8 ? 8 : p->c - c;
                    for (ky = y0; ky < y1; ++ky) {
                        const int8_t *row = p->x + ((n * p->h + (size_t)(sy + (ptrdiff_t)(ky * p->dil_h))) * p->w) * p->c + c;
                        const int8_t *wr = p->wt + ky * p->kw * p->c + c;
                        for (kx = x0; kx < x1; ++kx) {
                            const int8_t *xs = row + (size_t)(sx + (ptrdiff_t)(kx * p->dil_w)) * p->c, *ws = wr + kx * p->c;
                            __m256i xv, wv;
                            if (nc == 8) {
                                int64_t xb, wb;
                                memcpy(&xb, xs, 8), memcpy(&wb, ws, 8);
                                xv = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128(xb));
                                wv = _mm256_cvtepi8_epi32(_mm_cvtsi64_si128(wb));
                            } else { /* the last channels: no read past C */
                                int8_t xb[8] = {0}, wb[8] = {0};
                                memcpy(xb, xs, nc), memcpy(wb, ws, nc);
                                xv = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)xb));
                                wv = _mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(const void *)wb));
                            }
                            acc = _mm256_add_epi32(acc, _mm256_mullo_epi32(_mm256_sub_epi32(xv, zp), wv));
                        }
                    }
                    _mm256_storeu_si256((__m256i *)(void *)lane, acc);
                    for (l = 0; l < nc; ++l)
                        dst[c + l] = npk_qgemm_requant((int32_t)((uint32_t)lane[l] + (uint32_t)p->bias[c + l]),
                                                       p->mult[c + l], p->shift[c + l], p->double_round, p->out_zp,
                                                       p->lo, p->hi);
                }
            }
        }
}
#endif

#if defined(NPK__QDW_512)
void npk_qdwconv(const npk_qdw_params *p) { npk__qdwconv_avx512(p); }
#if defined(NPK__QDW_VNNI)
const char *npk_qdwconv_path(void) { return npk__qdwv_cpu() ? "avx512-vnni" : "avx512"; }
#else
const char *npk_qdwconv_path(void) { return "avx512"; }
#endif
#elif defined(NPK_HAVE_AVX2)
void npk_qdwconv(const npk_qdw_params *p) { npk__qdwconv_avx2(p); }
const char *npk_qdwconv_path(void) { return "avx2"; }
#elif defined(__ARM_FEATURE_DSP) && !defined(NPK_NO_ARM_DSP)
#include "npk_qdwconv_dsp.h" /* Cortex-M4/M7/M33/M55: SMLABB/SMLATT */
#else
void npk_qdwconv(const npk_qdw_params *p) { npk_qdwconv_ref(p); }
const char *npk_qdwconv_path(void) { return "scalar"; }
#endif

#endif /* NPK__KEEP_QDW */
#endif /* NPK_QDWCONV_IMPL_H */
