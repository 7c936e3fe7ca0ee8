/* npk_qdwconv_dsp.h - npk_qdwconv for Cortex-M cores with the DSP extension
 * (__ARM_FEATURE_DSP), included by npk_qdwconv_impl.h. Four channels per
 * step: one word load brings a tap's 4 input bytes and one its 4 weights;
 * SXTB16 (and SXTB16 of the word rotated by 8) widen channels (0, 2) and
 * (1, 3) to 16-bit pairs, SSUB16 takes in_zp off (|x - in_zp| <= 255 fits
 * int16), and SMLABB / SMLATT add each channel's 16x16 product to its own
 * int32 sum (a dual SMLAD would add two channels together). The sums wrap
 * modulo 2^32 like the reference's, the epilogue is npk_qgemm_requant, so
 * the result is npk_qdwconv_ref's bit for bit. */
#ifndef NPK_QDWCONV_DSP_H
#define NPK_QDWCONV_DSP_H
#include <string.h>
#include "npk_arm_dsp.h"

/* Taps [k0, k1) of a window starting at `start` (padding removed) along a
 * dim of extent `size`: the ones with 0 <= start + k * dil < size. */
static void npk__qdw_dsp_taps(ptrdiff_t start, size_t dil, size_t k, size_t size, size_t *k0, size_t *k1)
{
    size_t a = 0, b = k;
    while (a < b && start + (ptrdiff_t)(a * dil) < 0) ++a;
    while (b > a && start + (ptrdiff_t)((b - 1) * dil) >= (ptrdiff_t)size) --b;
    *k0 = a, *k1 = b;
}

/* Up to 4 bytes from p as a little-endian word (0 past nc: no read past C). */
static inline uint32_t npk__qdw_dsp_word(const int8_t *p, size_t nc)
{
    uint32_t v = 0;
    if (nc >= 4) memcpy(&v, p, 4);
    else {
        size_t j;
        for (j = 0; j < nc; ++j) v |= (uint32_t)(uint8_t)p[j] << (8 * j);
    }
    return v;
}

static void npk__qdwconv_dsp(const npk_qdw_params *p)
{
    /* in_zp in both 16-bit lanes, for SSUB16 */
    const uint32_t zp2 = ((uint32_t)(uint16_t)p->in_zp << 16) | (uint16_t)p->in_zp;
    const size_t C = p->c, xstep = p->dil_w * C, wstep = C;
    size_t n, oy, ox, c, ky, kx, y0, y1, x0, x1, l;
    for (n = 0; n < p->n; ++n)
        for (oy = 0; oy < p->oh; ++oy) {
            ptrdiff_t sy = (ptrdiff_t)(oy * p->stride_h) - (ptrdiff_t)p->pad_top;
            npk__qdw_dsp_taps(sy, p->dil_h, p->kh, p->h, &y0, &y1);
            for (ox = 0; ox < p->ow; ++ox) {
                ptrdiff_t sx = (ptrdiff_t)(ox * p->stride_w) - (ptrdiff_t)p->pad_left;
                int8_t *dst = p->y + ((n * p->oh + oy) * p->ow + ox) * C;
                npk__qdw_dsp_taps(sx, p->dil_w, p->kw, p->w, &x0, &x1);
                for (c = 0; c < C; c += 4) {
                    size_t nc = C - c < 4 ? C - c : 4;
                    int32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0, acc[4];
                    for (ky = y0; ky < y1 && x0 < x1; ++ky) {
                        const int8_t *xs = p->x + ((n * p->h + (size_t)(sy + (ptrdiff_t)(ky * p->dil_h))) * p->w +
                                                   (size_t)(sx + (ptrdiff_t)(x0 * p->dil_w))) * C + c;
                        const int8_t *ws = p->wt + (ky * p->kw + x0) * C + c;
                        for (kx = x0; kx < x1; ++kx, xs += xstep, ws += wstep) {
                            uint32_t xv = npk__qdw_dsp_word(xs, nc), wv = npk__qdw_dsp_word(ws, nc);
                            uint32_t x02 = __ssub16(__sxtb16(xv), zp2), x13 = __ssub16(npk__dsp_sxtb16_hi(xv), zp2);
                            uint32_t w02 = __sxtb16(wv), w13 = npk__dsp_sxtb16_hi(wv);
                            s0 = __smlabb((int32_t)x02, (int32_t)w02, s0);
                            s2 = __smlatt((int32_t)x02, (int32_t)w02, s2);
                            s1 = __smlabb((int32_t)x13, (int32_t)w13, s1);
                            s3 = __smlatt((int32_t)x13, (int32_t)w13, s3);
                        }
                    }
                    acc[0] = s0, acc[1] = s1, acc[2] = s2, acc[3] = s3;
                    for (l = 0; l < nc; ++l)
                        dst[c + l] = npk_qgemm_requant((int32_t)((uint32_t)acc[l] + (uint32_t)p->bias[c + l]),
                                                       p->mult[c + l], p->shift[c + l], p->double_round, p->out_zp,
                                                       p->lo, p->hi);
                }
            }
        }
}

void npk_qdwconv(const npk_qdw_params *p) { npk__qdwconv_dsp(p); }
const char *npk_qdwconv_path(void) { return "arm-dsp"; }

#endif /* NPK_QDWCONV_DSP_H */
