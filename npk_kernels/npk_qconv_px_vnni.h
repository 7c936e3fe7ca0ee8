/* npk_qconv_px_vnni.h - npk_qconv_direct's rows in channel lanes. Private
 * to npk_qconv_vnni.h (after its ring, segments and window-row words).
 *
 * Why: the pixel-lane tile (16 pixels x 16 channels, a weight word
 * broadcast per vpdpbusd) transposes its 16 x 16 sums before requantising
 * them. Where a pixel has few words (a first layer: 3 for a 3x3 window on
 * one channel; a 1x1 conv: c / 4) that transpose and the tile's bookkeeping
 * cost more than its vpdpbusd. Here an accumulator holds 16 channels of one
 * pixel: R pixels of an output row x P panels of 16 channels, each pixel's
 * word (from the ring, as the pixel-lane tile reads it) broadcast to P
 * vpdpbusd against the panels' weight vectors, and the epilogue stores
 * each accumulator as it is. A row at a time: no 16-pixel blocks. */
#ifndef NPK_QCONV_PX_VNNI_H
#define NPK_QCONV_PX_VNNI_H

/* R pixels from column ox of the row whose window rows are rows[] (its
 * first pixel: output pixel pix); rw: window-row words (gw words ow16
 * apart) or words of channels (per tap kx, c4 words plane apart from the
 * tap's phase and column, as npk__qc_tile reads them). cols: each panel's
 * constants. */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qp_chunk(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w, const npk__qg_cols *cols, int rw,
              const uint32_t *const *rows, size_t ox, size_t pix, const size_t P, const size_t R)
{
    const npk_qgemm_params *q = &p->g;
    const size_t words = rw ? g->gw : p->kw * g->c4, plane = rw ? g->ow16 : g->s * g->wph;
    const size_t pstride = p->kh * words * 4 * NPK_QPACK_NR;
    size_t ky, kx, wq, i, j;
    __m512i c[16][4], v[16];
    NPK__QG_UNROLL
    for (i = 0; i < R; ++i)
        NPK__QG_UNROLL
        for (j = 0; j < P; ++j) c[i][j] = _mm512_setzero_si512();
    for (ky = 0; ky < p->kh; ++ky)
        for (kx = 0; kx < (rw ? 1 : p->kw); ++kx) {
            const size_t off = kx * p->dil_w, at = rw ? 0 : (off % g->s) * g->wph + off / g->s;
            const uint32_t *row = rows[ky] + at + ox;
            const int8_t *wv = w + (ky * words + kx * g->c4) * 4 * NPK_QPACK_NR;
            for (wq = 0; wq < (rw ? g->gw : g->c4); ++wq, row += plane, wv += 4 * NPK_QPACK_NR) {
                __m512i b[4];
                NPK__QG_UNROLL
                for (j = 0; j < P; ++j) b[j] = _mm512_loadu_si512((const void *)(wv + j * pstride));
                NPK__QG_UNROLL
                for (i = 0; i < R; ++i) {
                    const __m512i a = _mm512_set1_epi32((int)row[i]);
                    NPK__QG_UNROLL
                    for (j = 0; j < P; ++j) c[i][j] = _mm512_dpbusd_epi32(c[i][j], a, b[j]);
                }
            }
        }
    NPK__QG_UNROLL
    for (j = 0; j < P; ++j) {
        int8_t *dst = q->c + pix * q->N + 16 * j;
        NPK__QG_UNROLL
        for (i = 0; i < R; ++i) v[i] = c[i][j];
        npk__rq16_store_n(&cols[j].rq, v, R, cols[j].m, dst, q->N);
    }
}

/* An output row (its first pixel: pix) whose window rows are rows[]: R
 * pixels at a time, then the rest by 8, 4, 2 and 1 (R is 16, 8 or 4). */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qp_row(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w, const npk__qg_cols *cols, int rw,
            const uint32_t *const *rows, size_t pix, const size_t P, const size_t R)
{
    size_t ox;
    for (ox = 0; ox + R <= p->ow; ox += R) npk__qp_chunk(p, g, w, cols, rw, rows, ox, pix + ox, P, R);
    if (R > 8 && p->ow - ox >= 8) npk__qp_chunk(p, g, w, cols, rw, rows, ox, pix + ox, P, 8), ox += 8;
    if (R > 4 && p->ow - ox >= 4) npk__qp_chunk(p, g, w, cols, rw, rows, ox, pix + ox, P, 4), ox += 4;
    if (p->ow - ox >= 2) npk__qp_chunk(p, g, w, cols, rw, rows, ox, pix + ox, P, 2), ox += 2;
    if (p->ow - ox >= 1) npk__qp_chunk(p, g, w, cols, rw, rows, ox, pix + ox, P, 1);
}

/* npk__qp_row with the word form, P and R constants (16 accumulators or
 * fewer), indexed [rw][P - 1]. */
typedef void (*npk__qp_row_fn)(const npk_qconv_params *, const npk__qc_geo *, const int8_t *, const npk__qg_cols *,
                               const uint32_t *const *, size_t);
#define NPK__QP_ROW(NAME, RW, P, R)                                                                              \
    static NPK__QG_ATTR void NAME(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,            \
                                  const npk__qg_cols *cols, const uint32_t *const *rows, size_t pix)          \
    {                                                                                                          \
        npk__qp_row(p, g, w, cols, RW, rows, pix, P, R);                                                       \
    }
NPK__QP_ROW(npk__qp_row_c1, 0, 1, 16)
NPK__QP_ROW(npk__qp_row_c2, 0, 2, 8)
NPK__QP_ROW(npk__qp_row_c3, 0, 3, 4)
NPK__QP_ROW(npk__qp_row_c4, 0, 4, 4)
NPK__QP_ROW(npk__qp_row_w1, 1, 1, 8)
NPK__QP_ROW(npk__qp_row_w2, 1, 2, 8)
NPK__QP_ROW(npk__qp_row_w3, 1, 3, 4)
NPK__QP_ROW(npk__qp_row_w4, 1, 4, 4)
static const npk__qp_row_fn npk__qp_rows[2][4] = {{npk__qp_row_c1, npk__qp_row_c2, npk__qp_row_c3, npk__qp_row_c4},
                                                   {npk__qp_row_w1, npk__qp_row_w2, npk__qp_row_w3, npk__qp_row_w4}};
#endif /* NPK_QCONV_PX_VNNI_H */
