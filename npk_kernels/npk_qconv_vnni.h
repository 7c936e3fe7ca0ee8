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
 * Images of few channels (c % 4 != 0) take words of 4 bytes of a window
 * row instead (npk_qconv_rows_vnni.h): the same ring, blocks and epilogue,
 * a slot holding [word][column], the weights repacked to match. */
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
        g->ring = p->kh + (npk_qconv_block_rows(p->ow) - 1) * p->stride_h; /* dil_h 1: the windows of a block's rows */
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

size_t npk_qconv_direct_scratch(const npk_qconv_params *p)
{
    npk__qc_geo g;
    if (!npk__qg_cpu() || !npk__qc_geo_of(p, &g)) return 0;
    return npk__qc_scratch(&g);
}

/* Input row iy of image n into a slot: words of 4 channels + 128, in_zp
 * (zpw) left and right of the image. */
static void npk__qc_relay(const npk_qconv_params *p, const npk__qc_geo *g, size_t n, size_t iy, uint32_t zpw,
                          uint32_t *slot)
{
    const int8_t *row = p->x + (n * p->h + iy) * p->w * p->c;
    size_t ph, j, cq, plane = g->s * g->wph;
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

/* r[16] (16 zmm of 16 int32) transposed in place (r[i] lane j <- r[j]
 * lane i), t[16] a temporary. A macro, not a function: the accumulators
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
 * pixels): each part of the block is one segment, its pixels' lanes in mask
 * m, its first pixel at column ox, rows[ky] the slot of its window's row ky. */
typedef struct npk__qc_seg {
    const uint32_t *rows[16]; /* kh <= 16 */
    size_t ox;
    __mmask16 m;
} npk__qc_seg;

/* The block's 16 words: the first segment's by a masked load, the next
 * rows' into the lanes after by expanding loads (a1..a3: their words). */
static NPK__QG_ATTR inline __attribute__((always_inline)) __m512i
npk__qc_block_words(const npk__qc_seg *sg, size_t nseg, const uint32_t *a0, const uint32_t *a1, const uint32_t *a2,
                    const uint32_t *a3)
{
    __m512i av = _mm512_maskz_loadu_epi32(sg[0].m, a0);
    if (nseg > 1) {
        av = _mm512_mask_expandloadu_epi32(av, sg[1].m, a1);
        if (nseg > 2) {
            av = _mm512_mask_expandloadu_epi32(av, sg[2].m, a2);
            if (nseg > 3) av = _mm512_mask_expandloadu_epi32(av, sg[3].m, a3);
        }
    }
    return av;
}

#include "npk_qconv_rows_vnni.h" /* after the segments and NPK__QC_DPBUSD_BCST, which it uses */

/* Output pixels pix0 .. pix0 + np - 1 ([n, oh, ow] order), channels n0 ..
 * n0 + 15 (those below N stored), from the segments' rows; w: the packed
 * panels, or the repacked window-row weights (rw). Per window row ky, the
 * words: for each kx the c4 channel words (plane words apart, the column
 * kx * dil_w on at stride s), or (rw) its gw words (ow16 words apart). */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qc_tile(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w, int rw, const npk__qc_seg *sg,
             size_t nseg, size_t pix0, size_t np, size_t n0)
{
    const npk_qgemm_params *q = &p->g;
    const size_t words = rw ? g->gw : p->kw * g->c4; /* per window row */
    const size_t plane = rw ? g->ow16 : g->s * g->wph;
    const int8_t *panel = w + n0 / NPK_QPACK_NR * p->kh * words * 4 * NPK_QPACK_NR;
    const size_t left = q->N - n0;
    const __mmask16 cm = left >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << left) - 1);
    __m512i c[16], t[16];
    npk__qg_cols k;
    size_t ky, kx, cq, i, l;
    NPK__QG_UNROLL
    for (l = 0; l < 16; ++l) c[l] = _mm512_setzero_si512();
    for (ky = 0; ky < p->kh; ++ky)
        for (kx = 0; kx < (rw ? 1 : p->kw); ++kx) {
            size_t off = kx * p->dil_w, at = rw ? 0 : (off % g->s) * g->wph + off / g->s;
            const uint32_t *a0 = sg[0].rows[ky] + at + sg[0].ox;
            const uint32_t *a1 = nseg > 1 ? sg[1].rows[ky] + at : a0, *a2 = nseg > 2 ? sg[2].rows[ky] + at : a0;
            const uint32_t *a3 = nseg > 3 ? sg[3].rows[ky] + at : a0;
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
    npk__qg_cols_load(q, n0, cm, &k);
    for (i = 0; i < np; ++i) npk__qg_store16(t[i], q, &k, q->c + (pix0 + i) * q->N + n0);
}

/* The tile compiled four times: blocks within one output row (no expanding
 * loads in the inner loop) and blocks over two to four, each with words of
 * channels and with window-row words (where several panels read a block
 * over rows, it is gathered first instead: npk__qr_gather). */
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

int npk_qconv_direct(const npk_qconv_params *p, void *scratch, size_t bytes)
{
    npk__qc_geo g;
    npk__qc_rows seen[4]; /* by oy % 4: a block spans at most 4 rows */
    const uint32_t zpw = (uint32_t)(uint8_t)(p->in_zp ^ 0x80) * 0x01010101u;
    npk__qc_seg sg[4];
    uint32_t *pad;
    int8_t *rowbuf, *wr;
    uint32_t *blk;
    const int8_t *w = p->g.w;
    npk__qc_geo gb; /* the geometry of a gathered block: 16 words per word row */
    npk__qr_narrow nkb, *nk = NULL;
    int narrow;
    size_t n, m0, n0, ky, i, pix = p->oh * p->ow;
    if (!npk__qg_cpu() || !npk__qc_geo_of(p, &g) || bytes < npk__qc_scratch(&g)) return 0;
    pad = (uint32_t *)(void *)((char *)scratch + g.ring * g.slot);
    rowbuf = (int8_t *)scratch + (g.ring + g.pad) * g.slot;
    wr = rowbuf + g.rowbuf;
    blk = (uint32_t *)(void *)(wr + g.wbytes);
    gb = g, gb.ow16 = 16;
    for (i = 0; g.pad && i < g.slot / 4; ++i) pad[i] = zpw;
    if (g.rw && p->kw * p->c % 4) { /* window rows of whole words are the packed panels as they are */
        npk__qr_repack(p, g.gw, wr);
        w = wr;
    }
    narrow = g.rw && p->g.N <= 8 && !p->g.cf;
    if (narrow) npk__qr_narrow_set(&p->g, nk = &nkb);
    for (n = 0; n < p->n; ++n) {
        size_t next = 0; /* the input rows of these windows below it are in the ring (dil_h 1: windows are row ranges) */
        for (i = 0; i < 4; ++i) seen[i].oy = (size_t)-1;
        for (m0 = 0; m0 < pix; m0 += 16) {
            size_t np = pix - m0 < 16 ? pix - m0 : 16, lane = 0, oy = m0 / p->ow, ox = m0 % p->ow, nseg = 0;
            for (; lane < np; ++oy, ox = 0, ++nseg) { /* the block's rows: at most 4 (ow >= 5) */
                size_t len = p->ow - ox < np - lane ? p->ow - ox : np - lane;
                npk__qc_rows *e = &seen[oy % 4];
                sg[nseg].ox = ox, sg[nseg].m = (__mmask16)(((1u << len) - 1) << lane);
                lane += len;
                if (e->oy != oy) { /* the output row's first block: its windows' rows (relaid if new) */
                    size_t iy0 = oy * p->stride_h - p->pad_top; /* wraps above the image */
                    size_t r = oy * p->stride_h >= p->pad_top /* iy0 mod ring, iy0 < 0 included: row ky's slot is r + ky */
                                   ? iy0 % g.ring
                                   : (g.ring - (p->pad_top - oy * p->stride_h) % g.ring) % g.ring;
                    for (ky = 0; ky < p->kh; ++ky, r = r + 1 < g.ring ? r + 1 : 0) {
                        size_t iy = iy0 + ky; /* wraps above the image: >= h */
                        uint32_t *slot = (uint32_t *)(void *)((char *)scratch + r * g.slot);
                        if (oy * p->stride_h + ky < p->pad_top || iy >= p->h) {
                            e->rows[ky] = pad;
                            continue;
                        }
                        if (iy >= next) { /* rows a stride skips are never read */
                            if (g.rw) npk__qr_relay(p, n, iy, g.ow16, g.gw, rowbuf, g.rowbuf, slot);
                            else npk__qc_relay(p, &g, n, iy, zpw, slot);
                            next = iy + 1;
                        }
                        e->rows[ky] = slot;
                    }
                    e->oy = oy;
                }
                memcpy(sg[nseg].rows, e->rows, p->kh * sizeof e->rows[0]);
            }
            if (g.rw) { /* a block over rows read by several panels: its words gathered once */
                const npk__qc_geo *gt = &g;
                if (nseg > 1 && g.blkbytes) {
                    npk__qr_gather(p, &g, sg, nseg, blk);
                    for (ky = 0; ky < p->kh; ++ky) sg[0].rows[ky] = blk + ky * g.gw * 16;
                    sg[0].ox = 0, sg[0].m = (__mmask16)0xFFFF, gt = &gb, nseg = 1;
                }
                if (narrow) npk__qr_tile8(p, gt, w, nk, sg, nseg, n * pix + m0, np);
                else
                    for (n0 = 0; n0 < p->g.N; n0 += 16)
                        if (nseg == 1) npk__qc_tile_row_rw(p, gt, w, sg, n * pix + m0, np, n0);
                        else npk__qc_tile_rows_rw(p, gt, w, sg, nseg, n * pix + m0, np, n0);
                continue;
            }
            for (n0 = 0; n0 < p->g.N; n0 += 16)
                if (nseg == 1) npk__qc_tile_row(p, &g, w, sg, n * pix + m0, np, n0);
                else npk__qc_tile_rows(p, &g, w, sg, nseg, n * pix + m0, np, n0);
        }
    }
    return 1;
}
#endif /* NPK_QCONV_VNNI_H */
