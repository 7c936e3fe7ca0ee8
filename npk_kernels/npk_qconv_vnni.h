/* npk_qconv_vnni.h - npk_qconv_direct on AVX-512 VNNI. Private to
 * npk_qgemm_impl.h (after npk_qgemm_vnni.h, whose epilogue it shares).
 *
 * Why: im2col + npk_qgemm over 16 or 32 output channels spends a broadcast
 * and an XOR per vpdpbusd and copies every window. Here a vector holds 16
 * output pixels of one row instead, so each vpdpbusd takes its weight word
 * as an embedded broadcast from the packed panel and its pixels from one
 * load: per 4 channels of a tap, one load and 16 vpdpbusd (16 channels).
 * A block is 16 consecutive output pixels, so rows of 8..15 pixels share it
 * (the next row's part by an expanding load) and no lane idles.
 *
 * Each input row the window needs is copied once into a ring of row slots
 * in the layout those loads read: [c / 4][phase][column] words of 4
 * channels, bytes XOR 0x80 (A + 128, what vpdpbusd multiplies), the row
 * padded with in_zp; "phase" splits the padded columns by stride_w (column
 * j * stride_w + phase), so 16 output pixels read 16 consecutive words at
 * any stride. A slot of in_zp stands for the rows above and below the image.
 * The accumulators (one per output channel, 16 pixels each) are transposed
 * to 16 channels per pixel and go through npk_qgemm's epilogue.
 *
 * Int8 results of 9..64 channels (the shipped models' direct convs but
 * the 6- and 8-channel first convs of LeNet and VWW) read the same ring in
 * channel lanes instead (npk_qconv_px_vnni.h: each pixel's words
 * broadcast, an accumulator per pixel and 16 channels, no transpose):
 * faster on Zen 4 for every such conv measured. The pixel lanes above
 * remain for dequantised results and wider convs.
 *
 * Images of few channels (c % 4 != 0) take words of 4 bytes of a window
 * row instead (npk_qconv_rows_vnni.h): the same ring, a slot holding
 * [word][column], the weights repacked to match, in either lanes. */
#ifndef NPK_QCONV_VNNI_H
#define NPK_QCONV_VNNI_H
#include "npk_qconv.h"

static int npk__qr_enabled(void); /* npk_qconv_rows_vnni.h, included below */

/* The ring's geometry: words of 4 channels per pixel, phases, words per
 * phase row, bytes per slot, slots in the ring (the rows a block's windows
 * span). With window-row words (rw): gw words of a window row, columns
 * rounded up to 16 (ow16; a slot is [gw][ow16]), and after the ring the
 * padded row the relay reads (rowbuf bytes) and the repacked weights (wbytes). */
typedef struct npk__qc_geo {
    size_t c4, s, wph, slot, ring, pad; /* pad: 1 if a window reaches above or below the image */
    int rw;
    size_t gw, ow16, rowbuf, wbytes, blkbytes;
} npk__qc_geo;

static int npk__qc_geo_of(const npk_qconv_params *p, npk__qc_geo *g)
{
    uint64_t wp, b;
    /* rows of 5 pixels or more: a block of 16 spans at most 4 (words of
     * channels: of 8 or more, at most 3) */
    if (p->c == 0 || p->ow < 5 || p->g.K != p->kh * p->kw * p->c || p->stride_w == 0 || p->stride_w > 64 ||
        p->kw > 4096 || p->dil_w > 4096 || p->dil_h != 1 || p->kh > 16 || p->ow > ((size_t)1 << 24) || p->oh == 0)
        return 0;
    g->rw = p->c % 4 != 0;
    g->s = p->stride_w;
    if (g->rw) { /* the layout the qconv2d op planned its scratch by */
        npk_qconv_rows_geo r;
        if (!npk__qr_enabled() || !npk_qconv_rows_layout(p, &r)) return 0;
        g->gw = r.gw, g->ow16 = r.ow16, g->slot = r.slot, g->ring = r.ring, g->pad = r.pad, g->rowbuf = r.rowbuf;
        g->wbytes = r.wbytes, g->blkbytes = r.blkbytes, g->c4 = g->wph = 0;
    } else {
        /* fewer than 12 output channels would leave a quarter of the
         * accumulators idle: npk_qgemm does better there */
        if (p->ow < 8 || p->g.N < 12) return 0;
        wp = (uint64_t)(p->ow - 1) * p->stride_w + (uint64_t)(p->kw - 1) * p->dil_w + 1; /* padded columns read */
        g->c4 = p->c / 4, g->wph = (size_t)((wp + g->s - 1) / g->s), g->gw = g->ow16 = g->rowbuf = g->wbytes = 0;
        g->blkbytes = 0;
        if (!npk_mul_size((uint64_t)g->c4 * g->s, (uint64_t)g->wph * 4, &b) || b > ((uint64_t)1 << 30)) return 0;
        g->slot = (size_t)((b + 63) & ~(uint64_t)63);
        g->ring = p->kh + (npk_qconv_block_rows(p) - 1) * p->stride_h; /* dil_h 1: the windows of a block's rows */
        g->pad = p->pad_top > 0 || (p->oh - 1) * p->stride_h + p->kh - p->pad_top > p->h;
    }
    return npk_mul_size((uint64_t)g->ring + g->pad, g->slot, &b) && b < ((uint64_t)1 << 31);
}

/* The ring and its pad slot, then (window-row words) the row buffer, the
 * weights and a block's words. */
static size_t npk__qc_scratch(const npk__qc_geo *g)
{
    return (g->ring + g->pad) * g->slot + g->rowbuf + g->wbytes + g->blkbytes;
}

/* r[16] (16 zmm of 16 int32) transposed into t[16] (t[i] lane j = r[j]
 * lane i; r is overwritten). A macro, not a function: the accumulators
 * must stay in registers (an array passed by address is kept in memory). */
#define NPK__QC_TRANSPOSE16(r, t)                                                                       \
    do {                                                                                                \
        int i_, j_;                                                                                     \
        NPK__QG_UNROLL                                                                                  \
        for (i_ = 0; i_ < 8; ++i_) { /* each 128-bit lane: a0 b0 a1 b1 / a2 b2 a3 b3 */                 \
            t[2 * i_] = _mm512_unpacklo_epi32(r[2 * i_], r[2 * i_ + 1]);                                \
            t[2 * i_ + 1] = _mm512_unpackhi_epi32(r[2 * i_], r[2 * i_ + 1]);                            \
        }                                                                                               \
        NPK__QG_UNROLL                                                                                  \
        for (i_ = 0; i_ < 4; ++i_) { /* r[4i + j], lane L: column 4L + j of rows 4i..4i+3 */            \
            r[4 * i_] = _mm512_unpacklo_epi64(t[4 * i_], t[4 * i_ + 2]);                                \
            r[4 * i_ + 1] = _mm512_unpackhi_epi64(t[4 * i_], t[4 * i_ + 2]);                            \
            r[4 * i_ + 2] = _mm512_unpacklo_epi64(t[4 * i_ + 1], t[4 * i_ + 3]);                        \
            r[4 * i_ + 3] = _mm512_unpackhi_epi64(t[4 * i_ + 1], t[4 * i_ + 3]);                        \
        }                                                                                               \
        NPK__QG_UNROLL                                                                                  \
        for (j_ = 0; j_ < 4; ++j_) { /* column 4L + j: lane L of r[j], r[4 + j], r[8 + j], r[12 + j] */ \
            __m512i w0_ = _mm512_shuffle_i32x4(r[j_], r[4 + j_], 0x44);                                 \
            __m512i w1_ = _mm512_shuffle_i32x4(r[j_], r[4 + j_], 0xEE);                                 \
            __m512i w2_ = _mm512_shuffle_i32x4(r[8 + j_], r[12 + j_], 0x44);                            \
            __m512i w3_ = _mm512_shuffle_i32x4(r[8 + j_], r[12 + j_], 0xEE);                            \
            t[j_] = _mm512_shuffle_i32x4(w0_, w2_, 0x88);                                               \
            t[4 + j_] = _mm512_shuffle_i32x4(w0_, w2_, 0xDD);                                           \
            t[8 + j_] = _mm512_shuffle_i32x4(w1_, w3_, 0x88);                                           \
            t[12 + j_] = _mm512_shuffle_i32x4(w1_, w3_, 0xDD);                                          \
        }                                                                                               \
    } while (0)

/* 64 bytes of an input row from byte off (which may lie before or past
 * the row's `end` bytes): the bytes outside read as `fill`, not loaded (a
 * masked load faults on no masked-off byte; the address is formed as an
 * integer because it can point before the row). */
static NPK__QG_ATTR inline __m512i npk__qc_row64(const int8_t *row, ptrdiff_t off, ptrdiff_t end, __m512i fill)
{
    ptrdiff_t lo = off < 0 ? -off : 0, hi = end - off;
    __mmask64 m;
    if (off >= 0 && hi >= 64) return _mm512_loadu_si512((const void *)(row + off));
    if (hi > 64) hi = 64;
    if (lo >= hi) return fill;
    m = (hi == 64 ? ~(__mmask64)0 : ((__mmask64)1 << hi) - 1) & ~(((__mmask64)1 << lo) - 1);
    return _mm512_mask_loadu_epi8(fill, m, (const void *)((uintptr_t)row + (uintptr_t)off));
}

/* The relay of T = 2, 4 or 8 words per output column (npk__qc_relay16_staged) is
 * a 16 x T -> T x 16 transpose done in log2(T) stages of T vpermt2d: each
 * stage pairs vectors of neighbouring column groups, doubling the columns
 * and halving the words per vector. idx[2 s], idx[2 s + 1]: stage s's
 * permutes to the lower and upper half of the words, lane l of the result
 * holding word l / (2 C) (+ W / 2) of column l % (2 C) of the pair (C
 * columns of W words each in a source vector: stored [column][word] before
 * the first stage, [word][column] after it). */
#define NPK__QC_RELAY_STAGES 3
static void npk__qc_relay_idx(size_t T, int32_t idx[2 * NPK__QC_RELAY_STAGES][16])
{
    size_t s, h, l, C = 16 / T, W = T;
    for (s = 0; W > 1; ++s, C *= 2, W /= 2)
        for (h = 0; h < 2; ++h)
            for (l = 0; l < 16; ++l) {
                size_t w = l / (2 * C) + h * W / 2, c = l % (2 * C), cc = c % C;
                idx[2 * s + h][l] = (int32_t)((c < C ? 0 : 16) + (s == 0 ? cc * W + w : w * C + cc));
            }
}

/* Columns j0 .. j0 + 15 of every (phase, channel word) row of a slot (dst:
 * the slot + j0; the columns past wph not written) from the 16 * s pixels
 * they read: T = s * c4 words per output column, column k's word of
 * (phase ph, word cq) the (k T + ph c4 + cq)-th of the pixels'. T a
 * multiple of 16: a 16 x 16 transpose per 16 of those words; other T < 16
 * but 2, 4 and 8 (npk__qc_relay16_staged): each output row picks its words
 * from pairs of source vectors by vpermt2d. */
static NPK__QG_ATTR void npk__qc_relay16(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *row, size_t j0,
                                         uint32_t *dst)
{
    const __m512i flip = _mm512_set1_epi32((int)0x80808080u), fill = _mm512_set1_epi8((char)p->in_zp);
    const size_t T = g->s * g->c4, plane = g->s * g->wph, jn = g->wph - j0 < 16 ? g->wph - j0 : 16;
    const ptrdiff_t b0 = ((ptrdiff_t)(j0 * g->s) - (ptrdiff_t)p->pad_left) * (ptrdiff_t)p->c, end = (ptrdiff_t)(p->w * p->c);
    const __mmask16 sm = npk__mask16(jn);
    __m512i v[16], t[16], base;
    size_t o, q, r, ph = 0, cq = 0; /* output row o = ph * c4 + cq, in order */
    int k;
    if (T % 16 == 0) {
        for (r = 0; r < T / 16; ++r) {
            NPK__QG_UNROLL
            for (k = 0; k < 16; ++k) v[k] = npk__qc_row64(row, b0 + 64 * (ptrdiff_t)(k * (T / 16) + r), end, fill);
            NPK__QC_TRANSPOSE16(v, t); /* t[k] lane i: word 16 r + k of output column i */
            NPK__QG_UNROLL
            for (k = 0; k < 16; ++k) {
                _mm512_mask_storeu_epi32(dst + ph * g->wph + cq * plane, sm, _mm512_xor_si512(t[k], flip));
                if (++cq == g->c4) cq = 0, ++ph;
            }
        }
        return;
    }
    for (q = 0; q < T; ++q) v[q] = npk__qc_row64(row, b0 + 64 * (ptrdiff_t)q, end, fill);
    v[T] = fill; /* the second of the last pair when T is odd (T < 16) */
    base = _mm512_mullo_epi32(_mm512_set_epi32(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0), _mm512_set1_epi32((int)T));
    for (o = 0; o < T; ++o) {
        const __m512i ix = _mm512_add_epi32(base, _mm512_set1_epi32((int)o));
        const __m512i pair = _mm512_srli_epi32(ix, 5); /* word kT + o is in vectors 2 pair, 2 pair + 1 */
        __m512i acc = _mm512_permutex2var_epi32(v[0], ix, v[1]);
        for (q = 1; 2 * q < T; ++q)
            acc = _mm512_mask_blend_epi32(_mm512_cmpeq_epi32_mask(pair, _mm512_set1_epi32((int)q)), acc,
                                          _mm512_permutex2var_epi32(v[2 * q], ix, v[2 * q + 1]));
        _mm512_mask_storeu_epi32(dst + ph * g->wph + cq * plane, sm, _mm512_xor_si512(acc, flip));
        if (++cq == g->c4) cq = 0, ++ph;
    }
}

/* npk__qc_relay16 for T = 2, 4 or 8, a constant (the vectors stay in
 * registers): the staged transpose above. */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qc_relay16_staged(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *row, size_t j0, uint32_t *dst,
                       const int32_t (*idx)[16], const size_t T)
{
    const __m512i flip = _mm512_set1_epi32((int)0x80808080u), fill = _mm512_set1_epi8((char)p->in_zp);
    const size_t plane = g->s * g->wph, jn = g->wph - j0 < 16 ? g->wph - j0 : 16;
    const ptrdiff_t b0 = ((ptrdiff_t)(j0 * g->s) - (ptrdiff_t)p->pad_left) * (ptrdiff_t)p->c, end = (ptrdiff_t)(p->w * p->c);
    const __mmask16 sm = npk__mask16(jn);
    __m512i v[8], t[8];
    size_t o, q, k, s = 0, ncg, ph = 0, cq = 0; /* output row o = ph * c4 + cq, in order */
    NPK__QG_UNROLL
    for (q = 0; q < T; ++q) v[q] = npk__qc_row64(row, b0 + 64 * (ptrdiff_t)q, end, fill);
    NPK__QG_UNROLL
    for (ncg = T; ncg > 1; ncg /= 2, ++s) { /* v[wg * ncg + cg]: column group cg, word group wg */
        const __m512i lo = _mm512_loadu_si512((const void *)idx[2 * s]), hi = _mm512_loadu_si512((const void *)idx[2 * s + 1]);
        NPK__QG_UNROLL
        for (k = 0; k < T / 2; ++k) { /* pair k: word group wg, the new column group c (a count of T alone: unrollable at -O1) */
            const size_t wg = k / (ncg / 2), c = k % (ncg / 2);
            t[2 * wg * (ncg / 2) + c] = _mm512_permutex2var_epi32(v[wg * ncg + 2 * c], lo, v[wg * ncg + 2 * c + 1]);
            t[(2 * wg + 1) * (ncg / 2) + c] = _mm512_permutex2var_epi32(v[wg * ncg + 2 * c], hi, v[wg * ncg + 2 * c + 1]);
        }
        NPK__QG_UNROLL
        for (q = 0; q < T; ++q) v[q] = t[q];
    }
    NPK__QG_UNROLL
    for (o = 0; o < T; ++o) { /* v[o]: word o of the 16 columns */
        _mm512_mask_storeu_epi32(dst + ph * g->wph + cq * plane, sm, _mm512_xor_si512(v[o], flip));
        if (++cq == g->c4) cq = 0, ++ph;
    }
}

/* A row's blocks of 16 columns. */
static NPK__QG_ATTR void npk__qc_relay_row(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *row,
                                          uint32_t *slot, const int32_t (*idx)[16])
{
    const size_t T = g->s * g->c4;
    size_t j;
    for (j = 0; j < g->wph; j += 16)
        if (T == 4) npk__qc_relay16_staged(p, g, row, j, slot + j, idx, 4);
        else if (T == 8) npk__qc_relay16_staged(p, g, row, j, slot + j, idx, 8);
        else if (T == 2) npk__qc_relay16_staged(p, g, row, j, slot + j, idx, 2);
        else npk__qc_relay16(p, g, row, j, slot + j);
}

/* Input row iy of image n into a slot: words of 4 channels + 128, in_zp
 * (zpw) left and right of the image. By blocks of 16 columns where the
 * words per column allow (npk__qc_relay_row), else a word at a time. */
static NPK__QG_ATTR void npk__qc_relay(const npk_qconv_params *p, const npk__qc_geo *g, size_t n, size_t iy,
                                       uint32_t zpw, uint32_t *slot, const int32_t (*idx)[16])
{
    const int8_t *row = p->x + (n * p->h + iy) * p->w * p->c;
    size_t ph, j, cq, plane = g->s * g->wph, T = g->s * g->c4;
    if (T < 16 || T % 16 == 0) {
        npk__qc_relay_row(p, g, row, slot, idx);
        return;
    }
    for (ph = 0; ph < g->s; ++ph) /* padded column j * s + ph: no division per column */
        for (j = 0; j < g->wph; ++j) {
            uint32_t *dst = slot + ph * g->wph + j;
            size_t pc = j * g->s + ph, ix = pc - p->pad_left; /* wraps left of the image: then >= w */
            if (pc >= p->pad_left && ix < p->w) {
                const int8_t *src = row + ix * p->c;
                for (cq = 0; cq < g->c4; ++cq) {
                    uint32_t v;
                    memcpy(&v, src + 4 * cq, 4);
                    dst[cq * plane] = v ^ 0x80808080u;
                }
            } else
                for (cq = 0; cq < g->c4; ++cq) dst[cq * plane] = zpw;
        }
}

/* c += av . (the 4 bytes at w, in every lane), the word read as vpdpbusd's
 * embedded broadcast: GCC otherwise emits a separate vpbroadcastd and a
 * register copy per vpdpbusd. */
#if defined(__GNUC__) && !defined(NPK_NO_ASM)
#define NPK__QC_DPBUSD_BCST(c, av, w) \
    __asm__("vpdpbusd %2%{1to16%}, %1, %0" : "+v"(c) : "v"(av), "m"(*(const int32_t *)(const void *)(w)))
#else
#define NPK__QC_DPBUSD_BCST(c, av, w)                                             \
    do {                                                                         \
        int32_t wd_;                                                             \
        memcpy(&wd_, (w), 4);                                                    \
        (c) = _mm512_dpbusd_epi32((c), (av), _mm512_set1_epi32(wd_));            \
    } while (0)
#endif

/* Up to four output rows share a block of 16 pixels (rows of 5..15
 * pixels; a pooled block: two rows, or four over two pooled rows): each
 * part of the block is one segment, its pixels' lanes in mask m, its first
 * pixel at column ox, rows[ky] the slot of its window's row ky. */
typedef struct npk__qc_seg {
    const uint32_t *rows[16]; /* kh <= 16 */
    size_t ox, lane;          /* lane: the first of mask m */
    __mmask16 m;
} npk__qc_seg;

/* Segment k's words (from a, its first) into its lanes: a masked load
 * from `lane` words before a (the address formed as an integer: it may lie
 * before the slot; masked-off lanes are not read). An expanding load does
 * the same but cost 18% of a block's vpdpbusd rate on Zen 4. */
#define NPK__QC_SEG_LOAD(av, sg, a) \
    _mm512_mask_loadu_epi32((av), (sg).m, (const void *)((uintptr_t)(a) - 4u * (uintptr_t)(sg).lane))

/* The block's 16 words: the first segment's by a masked load, the next
 * rows' into the lanes after (a1..a3: their words). */
static NPK__QG_ATTR inline __attribute__((always_inline)) __m512i
npk__qc_block_words(const npk__qc_seg *sg, size_t nseg, const uint32_t *a0, const uint32_t *a1, const uint32_t *a2,
                    const uint32_t *a3)
{
    __m512i av = _mm512_maskz_loadu_epi32(sg[0].m, a0);
    if (nseg > 1) {
        av = NPK__QC_SEG_LOAD(av, sg[1], a1);
        if (nseg > 2) {
            av = NPK__QC_SEG_LOAD(av, sg[2], a2);
            if (nseg > 3) av = NPK__QC_SEG_LOAD(av, sg[3], a3);
        }
    }
    return av;
}

#include "npk_qconv_rows_vnni.h" /* after the segments and NPK__QC_DPBUSD_BCST, which it uses */
#include "npk_qconv_px_vnni.h"   /* channel lanes: after the segments, geometry and epilogue constants */

/* Output pixels pix0 .. pix0 + np - 1 ([n, oh, ow] order), channels n0 ..
 * n0 + 15 (those below N stored), from the segments' rows; w: the packed
 * panels, or the repacked window-row weights (rw). Per window row ky, the
 * words: for each kx the c4 channel words (plane words apart, the column
 * kx * dil_w on at stride s), or (rw) its gw words (ow16 words apart).
 * With p->pool, pix0 .. pix0 + np - 1 are pooled pixels: lanes 2i, 2i + 1
 * pooled pixel i's upper result row, 8 + 2i, 9 + 2i its lower; the max of
 * each 2 x 2 of sums, then one requantisation instead of four. */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qc_tile(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w, int rw,
             const npk__qc_seg *sg, size_t nseg, size_t pix0, size_t np, size_t n0)
{
    const npk_qgemm_params *q = &p->g;
    const size_t words = rw ? g->gw : p->kw * g->c4; /* per window row */
    const size_t plane = rw ? g->ow16 : g->s * g->wph;
    const int8_t *panel = w + n0 / NPK_QPACK_NR * p->kh * words * 4 * NPK_QPACK_NR;
    const size_t left = q->N - n0;
    const __mmask16 cm = npk__mask16(left);
    __m512i c[16], t[16];
    npk__qg_cols k;
    size_t ky, kx, cq, i, l;
    NPK__QG_UNROLL
    for (l = 0; l < 16; ++l) c[l] = _mm512_setzero_si512();
    for (ky = 0; ky < p->kh; ++ky)
        for (kx = 0; kx < (rw ? 1 : p->kw); ++kx) {
            size_t off = kx * p->dil_w, at = rw ? 0 : (off % g->s) * g->wph + off / g->s;
            const uint32_t *a0 = sg[0].rows[ky] + at + sg[0].ox;
            const uint32_t *a1 = nseg > 1 ? sg[1].rows[ky] + at + sg[1].ox : a0;
            const uint32_t *a2 = nseg > 2 ? sg[2].rows[ky] + at + sg[2].ox : a0;
            const uint32_t *a3 = nseg > 3 ? sg[3].rows[ky] + at + sg[3].ox : a0;
            const int8_t *wq = panel + (ky * words + kx * g->c4) * 4 * NPK_QPACK_NR;
            for (cq = 0; cq < (rw ? g->gw : g->c4); ++cq, a0 += plane, a1 += plane, a2 += plane, a3 += plane,
                wq += 4 * NPK_QPACK_NR) {
                __m512i av = npk__qc_block_words(sg, nseg, a0, a1, a2, a3);
                NPK__QG_UNROLL
                for (l = 0; l < 16; ++l) NPK__QC_DPBUSD_BCST(c[l], av, wq + 4 * l);
            }
        }
    NPK__QC_TRANSPOSE16(c, t); /* t[i]: pixel pix0 + i, lane l: channel n0 + l */
    if (q->cf) {
        __m512 sc = _mm512_maskz_loadu_ps(cm, q->scale + n0);
        k.m = cm, k.rq.bias = _mm512_maskz_loadu_epi32(cm, q->bias + n0);
        for (i = 0; i < np; ++i) npk__qg_storef16(t[i], &k, sc, q->cf + (pix0 + i) * q->N + n0);
        return;
    }
    npk__qg_cols_load(q, n0, cm, np, &k); /* per tile: the convs that make them once run in channel lanes */
    if (p->pool)
        for (i = 0; i < np; ++i) /* in place: t[i] is read by pooled pixel i / 2, done before */
            t[i] = _mm512_max_epi32(_mm512_max_epi32(t[2 * i], t[2 * i + 1]), _mm512_max_epi32(t[2 * i + 8], t[2 * i + 9]));
    npk__rq16_store_n(&k.rq, t, np, cm, q->c + pix0 * q->N + n0, q->N);
}

/* The tile compiled six times: blocks within one output row (one load in
 * the inner loop), over exactly two (the pooled blocks, mostly: with nseg
 * a constant the inner loop has no branch on it; 62 -> 57 us on the MNIST
 * CNN's pooled conv) and over two to four, each with words of channels and
 * with window-row words (where several panels read a block over rows, it
 * is gathered first instead: npk__qr_gather). */
static NPK__QG_ATTR void npk__qc_tile_row(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                          const npk__qc_seg *sg, size_t pix0, size_t np, size_t n0)
{
    npk__qc_tile(p, g, w, 0, sg, 1, pix0, np, n0);
}
static NPK__QG_ATTR void npk__qc_tile_rows(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                           const npk__qc_seg *sg, size_t nseg, size_t pix0, size_t np, size_t n0)
{
    npk__qc_tile(p, g, w, 0, sg, nseg, pix0, np, n0);
}
static NPK__QG_ATTR void npk__qc_tile_rows2(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                            const npk__qc_seg *sg, size_t pix0, size_t np, size_t n0)
{
    npk__qc_tile(p, g, w, 0, sg, 2, pix0, np, n0);
}
static NPK__QG_ATTR void npk__qc_tile_rows2_rw(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                               const npk__qc_seg *sg, size_t pix0, size_t np, size_t n0)
{
    npk__qc_tile(p, g, w, 1, sg, 2, pix0, np, n0);
}
static NPK__QG_ATTR void npk__qc_tile_row_rw(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                             const npk__qc_seg *sg, size_t pix0, size_t np, size_t n0)
{
    npk__qc_tile(p, g, w, 1, sg, 1, pix0, np, n0);
}
static NPK__QG_ATTR void npk__qc_tile_rows_rw(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,
                                              const npk__qc_seg *sg, size_t nseg, size_t pix0, size_t np, size_t n0)
{
    npk__qc_tile(p, g, w, 1, sg, nseg, pix0, np, n0);
}

/* An output row's window rows (slots of the ring), kept while blocks still
 * reach that row: the slot of input row iy is iy % ring, a division per
 * row instead of per block and window row. Safe: the ring holds every row
 * a block's windows span, so a kept row's slots are not relaid over while
 * a block still reads them. */
typedef struct npk__qc_rows {
    size_t oy;
    const uint32_t *rows[16];
} npk__qc_rows;

#define NPK__QC_COLS_MAX 4
/* What one call of npk_qconv_direct works with. */
typedef struct npk__qc_run {
    const npk_qconv_params *p;
    npk__qc_geo g, gb; /* gb: the geometry of a gathered block (16 words per word row) */
    void *scratch;
    uint32_t *pad, *blk, zpw;
    int8_t *rowbuf;
    const int8_t *w;
    npk__qr_narrow nkb, *nk;
    /* px: channel lanes, a row at a time (npk_qconv_px_vnni.h), with each
     * panel's epilogue constants made once per call (the float way's cost
     * about as much as 5 of a 16-pixel tile's 16 requantisations) */
    int px;
    npk__qg_cols cols[NPK__QC_COLS_MAX];
    int32_t ridx[2 * NPK__QC_RELAY_STAGES][16]; /* npk__qc_relay_idx, where T is 2, 4 or 8 */
    npk__qc_rows seen[4]; /* by oy % 4: a block spans at most 4 rows */
    size_t next;          /* the input rows of image n below it are in the ring (dil_h 1: windows are row ranges) */
} npk__qc_run;

/* Segment sg of a block: lanes [lane, lane + len) of output row oy of
 * image n from column ox, the row's window rows relaid into the ring the
 * first time a block reaches it. */
static NPK__QG_ATTR void npk__qc_segment(npk__qc_run *u, size_t n, size_t oy, size_t ox, size_t lane, size_t len,
                                         npk__qc_seg *sg)
{
    const npk_qconv_params *p = u->p;
    npk__qc_rows *e = &u->seen[oy % 4];
    size_t ky;
    sg->ox = ox, sg->lane = lane, sg->m = (__mmask16)(((1u << len) - 1) << lane);
    if (e->oy != oy) { /* the output row's first block: its windows' rows (relaid if new) */
        size_t iy0 = oy * p->stride_h - p->pad_top; /* wraps above the image */
        size_t r = oy * p->stride_h >= p->pad_top /* iy0 mod ring, iy0 < 0 included: row ky's slot is r + ky */
                       ? iy0 % u->g.ring
                       : (u->g.ring - (p->pad_top - oy * p->stride_h) % u->g.ring) % u->g.ring;
        for (ky = 0; ky < p->kh; ++ky, r = r + 1 < u->g.ring ? r + 1 : 0) {
            size_t iy = iy0 + ky; /* wraps above the image: >= h */
            uint32_t *slot = (uint32_t *)(void *)((char *)u->scratch + r * u->g.slot);
            if (oy * p->stride_h + ky < p->pad_top || iy >= p->h) {
                e->rows[ky] = u->pad;
                continue;
            }
            if (iy >= u->next) { /* rows a stride skips are never read */
                if (u->g.rw) npk__qr_relay(p, n, iy, u->g.ow16, u->g.gw, u->rowbuf, u->g.rowbuf, slot);
                else npk__qc_relay(p, &u->g, n, iy, u->zpw, slot, (const int32_t(*)[16])u->ridx);
                u->next = iy + 1;
            }
            e->rows[ky] = slot;
        }
        e->oy = oy;
    }
    memcpy(sg->rows, e->rows, p->kh * sizeof e->rows[0]);
}

/* One block of nseg segments: np outputs (pooled: np pooled pixels) from
 * output pixel pix0 on, every panel of 16 channels. */
static NPK__QG_ATTR void npk__qc_block(npk__qc_run *u, npk__qc_seg *sg, size_t nseg, size_t pix0, size_t np)
{
    const npk_qconv_params *p = u->p;
    size_t n0, ky;
    if (u->g.rw) { /* a block over rows read by several panels: its words gathered once */
        const npk__qc_geo *gt = &u->g;
        if (nseg > 1 && u->g.blkbytes) {
            npk__qr_gather(p, &u->g, sg, nseg, u->blk);
            for (ky = 0; ky < p->kh; ++ky) sg[0].rows[ky] = u->blk + ky * u->g.gw * 16;
            sg[0].ox = 0, sg[0].lane = 0, sg[0].m = (__mmask16)0xFFFF, gt = &u->gb, nseg = 1;
        }
        if (u->nk) npk__qr_tile8(p, gt, u->w, u->nk, sg, nseg, pix0, np);
        else
            for (n0 = 0; n0 < p->g.N; n0 += 16)
                if (nseg == 1) npk__qc_tile_row_rw(p, gt, u->w, sg, pix0, np, n0);
                else if (nseg == 2) npk__qc_tile_rows2_rw(p, gt, u->w, sg, pix0, np, n0);
                else npk__qc_tile_rows_rw(p, gt, u->w, sg, nseg, pix0, np, n0);
        return;
    }
    for (n0 = 0; n0 < p->g.N; n0 += 16)
        if (nseg == 1) npk__qc_tile_row(p, &u->g, u->w, sg, pix0, np, n0);
        else if (nseg == 2) npk__qc_tile_rows2(p, &u->g, u->w, sg, pix0, np, n0);
        else npk__qc_tile_rows(p, &u->g, u->w, sg, nseg, pix0, np, n0);
}

/* A pool is taken where the requantisation is monotone (every mult >= 0)
 * and the 16-channel tile writes the int8 result. */
static int npk__qc_pool_ok(const npk_qconv_params *p, const npk__qc_geo *g)
{
    size_t i;
    if (p->g.cf || (g->rw && p->g.N <= 8) || p->oh < 2 || p->ow < 6) return 0; /* 3 pooled pixels a row or more */
    for (i = 0; i < p->g.N; ++i)
        if (p->g.mult[i] < 0) return 0;
    return 1;
}

size_t npk_qconv_direct_scratch(const npk_qconv_params *p)
{
    npk__qc_geo g;
    if (!npk__qg_cpu() || !npk__qc_geo_of(p, &g) || (p->pool && !npk__qc_pool_ok(p, &g))) return 0;
    return npk__qc_scratch(&g);
}

int npk_qconv_direct(const npk_qconv_params *p, void *scratch, size_t bytes)
{
    npk__qc_run u;
    npk__qc_seg sg[4];
    size_t n, m0, i, pix = p->oh * p->ow, ph = p->oh / 2, pw = p->ow / 2;
    if (!npk__qg_cpu() || !npk__qc_geo_of(p, &u.g) || bytes < npk__qc_scratch(&u.g)) return 0;
    if (p->pool && !npk__qc_pool_ok(p, &u.g)) return 0;
    u.p = p, u.scratch = scratch, u.w = p->g.w, u.nk = NULL;
    u.zpw = (uint32_t)(uint8_t)(p->in_zp ^ 0x80) * 0x01010101u;
    u.pad = (uint32_t *)(void *)((char *)scratch + u.g.ring * u.g.slot);
    u.rowbuf = (int8_t *)scratch + (u.g.ring + u.g.pad) * u.g.slot;
    u.blk = (uint32_t *)(void *)(u.rowbuf + u.g.rowbuf + u.g.wbytes);
    u.gb = u.g, u.gb.ow16 = 16;
    for (i = 0; u.g.pad && i < u.g.slot / 4; ++i) u.pad[i] = u.zpw;
    if (u.g.rw && p->kw * p->c % 4) { /* window rows of whole words are the packed panels as they are */
        npk__qr_repack(p, u.g.gw, (int8_t *)(u.rowbuf + u.g.rowbuf));
        u.w = u.rowbuf + u.g.rowbuf;
    }
    if (u.g.rw && p->g.N <= 8 && !p->g.cf) npk__qr_narrow_set(&p->g, u.nk = &u.nkb);
    if (!u.g.rw && (u.g.s * u.g.c4 == 2 || u.g.s * u.g.c4 == 4 || u.g.s * u.g.c4 == 8))
        npk__qc_relay_idx(u.g.s * u.g.c4, u.ridx);
    /* channel lanes wherever the result is int8 of at most NPK__QC_COLS_MAX
     * panels and not the narrow tile's; Zen 4, against the pixel-lane tiles
     * (npk-run --profile and a /tmp harness, alternated): first convs 14-35%
     * faster, ResNet-8's other convs 1-28%, the MNIST CNN's pooled conv 14% */
    u.px = !u.nk && !p->g.cf && p->g.N <= 16 * NPK__QC_COLS_MAX;
    for (i = 0; u.px && i < p->g.N; i += 16)
        npk__qg_cols_load(&p->g, i, npk__mask16(p->g.N - i),
                          16, &u.cols[i / 16]);
    for (n = 0; n < p->n; ++n) {
        u.next = 0;
        for (i = 0; i < 4; ++i) u.seen[i].oy = (size_t)-1;
        if (u.px) { /* channel lanes: a row (pooled: two) at a time */
            const size_t pst = p->kh * (u.g.rw ? u.g.gw : p->kw * u.g.c4) * 4 * NPK_QPACK_NR; /* a panel's bytes */
            size_t oy, j;
            for (oy = 0; oy + (p->pool ? 1 : 0) < p->oh; oy += p->pool ? 2 : 1) {
                npk__qc_segment(&u, n, oy, 0, 0, 1, &sg[0]); /* its window rows (the lane mask is not used) */
                if (p->pool) {
                    npk__qc_segment(&u, n, oy + 1, 0, 0, 1, &sg[1]);
                    for (j = 0; j * 16 < p->g.N; ++j)
                        (u.g.rw ? npk__qp_pool_w : npk__qp_pool_c)(p, &u.g, u.w + j * pst, u.cols + j, sg[0].rows,
                                                                   sg[1].rows, (n * ph + oy / 2) * pw, 16 * j);
                } else if (u.g.rw)
                    npk__qp_rows_w[(p->g.N - 1) / 16](p, &u.g, u.w, u.cols, sg[0].rows, NULL, (n * p->oh + oy) * p->ow, 0);
                else
                    for (j = 0; j * 16 < p->g.N; ++j)
                        npk__qp_row_c(p, &u.g, u.w + j * pst, u.cols + j, sg[0].rows, NULL, (n * p->oh + oy) * p->ow, 16 * j);
            }
            continue;
        }
        if (p->pool) { /* 4 pooled pixels: lanes 0..7 their rows 2 py, 8..15 their rows 2 py + 1 */
            size_t q0, npix = ph * pw;
            for (q0 = 0; q0 < npix; q0 += 4) {
                size_t np = npix - q0 < 4 ? npix - q0 : 4, q = q0, k = 0, nseg = 0;
                for (; q < q0 + np; ++k) { /* a run of pooled pixels in pooled row py: pw >= 3, so k < 2 */
                    size_t py = q / pw, px = q % pw, len = pw - px < q0 + np - q ? pw - px : q0 + np - q;
                    npk__qc_segment(&u, n, 2 * py, 2 * px, 2 * (q - q0), 2 * len, &sg[k]);
                    npk__qc_segment(&u, n, 2 * py + 1, 2 * px, 8 + 2 * (q - q0), 2 * len, &sg[2 + k]);
                    q += len, nseg += 2;
                }
                if (nseg == 2) sg[1] = sg[2]; /* one run: the segments in lane order, the first at lane 0 */
                npk__qc_block(&u, sg, nseg, n * npix + q0, np);
            }
            continue;
        }
        for (m0 = 0; m0 < pix; m0 += 16) {
            size_t np = pix - m0 < 16 ? pix - m0 : 16, lane = 0, oy = m0 / p->ow, ox = m0 % p->ow, nseg = 0;
            for (; lane < np; ++oy, ox = 0, ++nseg) { /* the block's rows: at most 4 (ow >= 5) */
                size_t len = p->ow - ox < np - lane ? p->ow - ox : np - lane;
                npk__qc_segment(&u, n, oy, ox, lane, len, &sg[nseg]);
                lane += len;
            }
            npk__qc_block(&u, sg, nseg, n * pix + m0, np);
        }
    }
    return 1;
}
#endif /* NPK_QCONV_VNNI_H */
