/* npk_qdwconv_vnni.h - the int8 depthwise convolution on AVX-512 VNNI, 64
 * output bytes per step. Private to npk_qdwconv_impl.h, after
 * npk_qdwconv_avx512.h (whose per-lane epilogue constants and requantisation
 * it uses).
 * Four taps at a time: their 64-byte input vectors are interleaved bytewise
 * (unpack 8, then 16 bits), so each int32 lane holds one output byte's four
 * tap inputs and one vpdpbusd adds its four exact products. vpdpbusd wants
 * those unsigned: x XOR 0x80 is x + 128, and the extra (128 + in_zp) * sum(w)
 * of each channel is taken off its bias once (bytes outside the image load
 * as in_zp, so they add nothing, as the reference skips them). A window
 * whose tap count is not a multiple of 4 repeats its last tap with zero
 * weights. The unpacks leave the int32 lanes in four "quarters": lane d of
 * quarter q is output byte 16 * (d / 4) + 4 * q + d % 4; each quarter is
 * requantised with constants laid out in that order, and two rounds of packs
 * (which undo the unpacks; their signed saturation is the narrowing that
 * npk__rq16_apply's values want) put
 * the bytes back in place. Only npk_qdwconv_avx512.h's "row" layout (C
 * divides 32, stride_w = dil_w = 1), where 64 / C pixels share a step: see
 * npk__qdwconv_vnni for where it was measured faster. */
#ifndef NPK_QDWCONV_VNNI_H
#define NPK_QDWCONV_VNNI_H
#include "npk_qdwconv.h"

#if defined(__AVX512VNNI__)
#define NPK__QDWV_ATTR
static int npk__qdwv_cpu(void) { return 1; }
#else
#define NPK__QDWV_ATTR __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni")))
static int npk__qdwv_cpu(void)
{
    __builtin_cpu_init(); /* returns at once after the first call */
    return __builtin_cpu_supports("avx512vnni");
}
#endif

#define NPK__QDWV_GROUPS ((NPK__QDW_TAPS + 3) / 4)

/* The output byte that lane d of quarter q holds. */
static size_t npk__qdwv_byte(size_t q, size_t d) { return 16 * (d / 4) + 4 * q + d % 4; }

static __mmask64 npk__qdwv_mask(ptrdiff_t lo, ptrdiff_t hi) { return (__mmask64)npk__qdw_bits(lo, hi, 64); }

/* What a call needs: the weights of each group of four taps,
 * interleaved like the inputs, and the epilogue constants of each quarter. */
typedef struct npk__qdwv_block {
    __m512i w[NPK__QDWV_GROUPS][4];
    npk__rq16 k[4];
    size_t groups;
} npk__qdwv_block;

/* Four 64-byte vectors -> their bytes interleaved in quarter order. */
static NPK__QDWV_ATTR inline void npk__qdwv_interleave(const __m512i x[4], __m512i out[4])
{
    __m512i lo = _mm512_unpacklo_epi8(x[0], x[1]), hi = _mm512_unpackhi_epi8(x[0], x[1]);
    __m512i lo2 = _mm512_unpacklo_epi8(x[2], x[3]), hi2 = _mm512_unpackhi_epi8(x[2], x[3]);
    out[0] = _mm512_unpacklo_epi16(lo, lo2), out[1] = _mm512_unpackhi_epi16(lo, lo2);
    out[2] = _mm512_unpacklo_epi16(hi, hi2), out[3] = _mm512_unpackhi_epi16(hi, hi2);
}

/* One tap's weights as a step's 64 bytes: its C weights (C divides 32) repeated. */
static NPK__QDWV_ATTR __m512i npk__qdwv_tap_weights(const int8_t *w, size_t C)
{
    int64_t q;
    switch (C) {
    case 1: return _mm512_set1_epi8((char)w[0]);
    case 2: return _mm512_set1_epi16((short)((uint16_t)(uint8_t)w[0] | (uint16_t)((uint8_t)w[1] << 8)));
    case 4: return _mm512_broadcastd_epi32(_mm_maskz_loadu_epi8(0xF, w));
    case 8: memcpy(&q, w, 8); return _mm512_set1_epi64(q);
    case 16: return _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)w));
    default: return _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(const void *)w)); /* 32 */
    }
}

/* The weights and constants; output byte j is channel j % C. */
static NPK__QDWV_ATTR void npk__qdwv_setup(const npk_qdw_params *p, npk__qdwv_block *b)
{
    const size_t taps = p->kh * p->kw;
    const __m512i ones = _mm512_set1_epi8(1);
    __m512i sumw[4], x[4];
    int32_t bias[16], mult[16], sh[16];
    size_t g, q, d, j;
    b->groups = (taps + 3) / 4;
    for (q = 0; q < 4; ++q) sumw[q] = _mm512_setzero_si512();
    for (g = 0; g < b->groups; ++g) {
        for (j = 0; j < 4; ++j)
            x[j] = 4 * g + j < taps ? npk__qdwv_tap_weights(p->wt + (4 * g + j) * p->c, p->c)
                                    : _mm512_setzero_si512();
        npk__qdwv_interleave(x, b->w[g]);
        for (q = 0; q < 4; ++q) sumw[q] = _mm512_dpbusd_epi32(sumw[q], ones, b->w[g][q]);
    }
    for (q = 0; q < 4; ++q) {
        for (d = 0; d < 16; ++d) {
            size_t c = npk__qdwv_byte(q, d) % p->c;
            bias[d] = p->bias[c], mult[d] = p->mult[c], sh[d] = p->shift[c];
        }
        /* (128 + in_zp) * sum(w) off the bias, wrapping like the reference's int32 sum */
        npk__rq16_set(p->double_round,
                      _mm512_sub_epi32(_mm512_loadu_si512((const void *)bias),
                                       _mm512_mullo_epi32(sumw[q], _mm512_set1_epi32(128 + p->in_zp))),
                      _mm512_loadu_si512((const void *)mult), _mm512_loadu_si512((const void *)sh), 0xFFFF, p->out_zp, p->lo,
                      p->hi, NPK__RQ_FAST_USES, &b->k[q]);
    }
}

/* The window's taps in groups of four: each tap's source address and byte
 * mask (0: outside the image; the address is then not read). */
typedef struct npk__qdwv_taps {
    const int8_t *src[NPK__QDWV_GROUPS * 4];
    __mmask64 m[NPK__QDWV_GROUPS * 4];
} npk__qdwv_taps;

/* Sum the taps into the four quarters and write the 64 output bytes of mask
 * m. Accumulators and inputs are named, not arrays, and npk__qdwv_interleave
 * is written out: gcc -O2 keeps such arrays on the stack (1.7x slower with
 * array accumulators; 1.2x with only the interleave's arrays). */
static NPK__QDWV_ATTR inline void npk__qdwv_step(const npk_qdw_params *p, const npk__qdwv_block *b,
                                                 const npk__qdwv_taps *tp, __mmask64 m, int8_t *dst)
{
    const __m512i zp8 = _mm512_set1_epi8((char)p->in_zp), flip = _mm512_set1_epi8((char)0x80);
    __m512i a0 = _mm512_setzero_si512(), a1 = a0, a2 = a0, a3 = a0;
    size_t g;
    for (g = 0; g < b->groups; ++g) {
        const size_t t = 4 * g;
        __m512i x0 = _mm512_xor_si512(_mm512_mask_loadu_epi8(zp8, tp->m[t], tp->src[t]), flip);
        __m512i x1 = _mm512_xor_si512(_mm512_mask_loadu_epi8(zp8, tp->m[t + 1], tp->src[t + 1]), flip);
        __m512i x2 = _mm512_xor_si512(_mm512_mask_loadu_epi8(zp8, tp->m[t + 2], tp->src[t + 2]), flip);
        __m512i x3 = _mm512_xor_si512(_mm512_mask_loadu_epi8(zp8, tp->m[t + 3], tp->src[t + 3]), flip);
        __m512i lo = _mm512_unpacklo_epi8(x0, x1), hi = _mm512_unpackhi_epi8(x0, x1);
        __m512i lo2 = _mm512_unpacklo_epi8(x2, x3), hi2 = _mm512_unpackhi_epi8(x2, x3);
        a0 = _mm512_dpbusd_epi32(a0, _mm512_unpacklo_epi16(lo, lo2), b->w[g][0]);
        a1 = _mm512_dpbusd_epi32(a1, _mm512_unpackhi_epi16(lo, lo2), b->w[g][1]);
        a2 = _mm512_dpbusd_epi32(a2, _mm512_unpacklo_epi16(hi, hi2), b->w[g][2]);
        a3 = _mm512_dpbusd_epi32(a3, _mm512_unpackhi_epi16(hi, hi2), b->w[g][3]);
    }
    a0 = npk__rq16_apply(&b->k[0], a0), a1 = npk__rq16_apply(&b->k[1], a1);
    a2 = npk__rq16_apply(&b->k[2], a2), a3 = npk__rq16_apply(&b->k[3], a3);
    _mm512_mask_storeu_epi8(dst, m, _mm512_packs_epi16(_mm512_packs_epi32(a0, a1), _mm512_packs_epi32(a2, a3)));
}

/* Fill taps [t, 4 * groups) with the last real tap (its weights there are 0). */
static void npk__qdwv_pad_taps(npk__qdwv_taps *tp, size_t t, size_t groups)
{
    for (; t < 4 * groups; ++t) tp->src[t] = tp->src[t - 1], tp->m[t] = tp->m[t - 1];
}

/* The "row" layout: C divides 32, stride_w = dil_w = 1; byte j of an output
 * row takes input byte j + (kx - pad_left) * C of the tap's row. */
static NPK__QDWV_ATTR void npk__qdwv_rows(const npk_qdw_params *p)
{
    const size_t C = p->c, ib = p->w * C, ob = p->ow * C;
    npk__qdwv_block b;
    npk__qdwv_taps tp;
    size_t n, oy, ky, kx, t, j0;
    npk__qdwv_setup(p, &b);
    for (n = 0; n < p->n; ++n)
        for (oy = 0; oy < p->oh; ++oy) {
            ptrdiff_t sy = (ptrdiff_t)(oy * p->stride_h) - (ptrdiff_t)p->pad_top;
            int8_t *dst = p->y + (n * p->oh + oy) * ob;
            for (j0 = 0; j0 < ob; j0 += 64) {
                for (ky = 0, t = 0; ky < p->kh; ++ky) {
                    ptrdiff_t iy = sy + (ptrdiff_t)(ky * p->dil_h);
                    const int8_t *row = p->x + (n * p->h + (size_t)(iy < 0 ? 0 : iy)) * ib;
                    int inside = iy >= 0 && iy < (ptrdiff_t)p->h;
                    for (kx = 0; kx < p->kw; ++kx, ++t) {
                        ptrdiff_t s = (ptrdiff_t)j0 + ((ptrdiff_t)kx - (ptrdiff_t)p->pad_left) * (ptrdiff_t)C;
                        tp.m[t] = inside ? npk__qdwv_mask(-s, (ptrdiff_t)ib - s) : 0;
                        /* byte 0's address may lie outside the row: only bytes in the mask are read */
                        tp.src[t] = tp.m[t] ? (const int8_t *)((uintptr_t)row + (uintptr_t)s) : p->x;
                    }
                }
                npk__qdwv_pad_taps(&tp, t, b.groups);
                npk__qdwv_step(p, &b, &tp, npk__qdwv_mask(0, (ptrdiff_t)(ob - j0)), dst + j0);
            }
        }
}

/* 1 if this path took the convolution: a VNNI CPU, a window of at most
 * NPK__QDW_TAPS taps and the "row" layout with C <= 32. Measured on Zen 4
 * (2026-11-25, one thread, 3x3 windows), per call: 48x48x8 17.1 -> 14.1 us,
 * 24x24x32 16.4 -> 13.2 us against npk_qdwconv_avx512.h's row layout; at
 * C = 64 (rows) and C = 128 (pixels) no faster, so those stay there. */
static int npk__qdwconv_vnni(const npk_qdw_params *p)
{
    if (p->kh * p->kw > NPK__QDW_TAPS || p->c == 0 || 32 % p->c != 0 || p->stride_w != 1 || p->dil_w != 1 ||
        !npk__qdwv_cpu())
        return 0;
    npk__qdwv_rows(p);
    return 1;
}
#endif /* NPK_QDWCONV_VNNI_H */
