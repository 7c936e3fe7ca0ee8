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
 * each accumulator as it is (pooled: the max of four). A row at a time
 * (pooled: two): no 16-pixel blocks. */
#ifndef NPK_QCONV_PX_VNNI_H
#define NPK_QCONV_PX_VNNI_H

/* R pixels from column ox of the output row whose window rows are rows0[]
 * (its first pixel: output pixel pix), channels n0 + 16 j of P panels (w,
 * cols: the first one's weights and constants); rw: window-row words (gw
 * words ow16 apart) or words of channels (per tap kx, c4 words plane apart
 * from the tap's phase and column, as npk__qc_tile reads them). pool: also
 * the next row's (rows1) R pixels, and the 2 x 2 max of the sums stored as
 * R / 2 pooled pixels from pooled pixel pix (monotone requantisation: the
 * caller checked). */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qp_chunk(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w, const npk__qg_cols *cols, int rw,
              const uint32_t *const *rows0, const uint32_t *const *rows1, size_t ox, size_t pix, size_t n0,
              const size_t P, const size_t R, const int pool)
{
    const npk_qgemm_params *q = &p->g;
    const size_t words = rw ? g->gw : p->kw * g->c4, plane = rw ? g->ow16 : g->s * g->wph;
    const size_t pstride = p->kh * words * 4 * NPK_QPACK_NR, M = R << (pool ? 1 : 0); /* accumulators a panel */
    size_t ky, kx, wq, i, j;
    __m512i c[16][4], v[16]; /* c[r R + i][j]: row r's pixel i, panel j */
    NPK__QG_UNROLL
    for (i = 0; i < M; ++i)
        NPK__QG_UNROLL
        for (j = 0; j < P; ++j) c[i][j] = _mm512_setzero_si512();
    for (ky = 0; ky < p->kh; ++ky)
        for (kx = 0; kx < (rw ? 1 : p->kw); ++kx) {
            const size_t off = kx * p->dil_w, at = (rw ? 0 : (off % g->s) * g->wph + off / g->s) + ox;
            const uint32_t *row0 = rows0[ky] + at, *row1 = pool ? rows1[ky] + at : row0;
            const int8_t *wv = w + (ky * words + kx * g->c4) * 4 * NPK_QPACK_NR;
            for (wq = 0; wq < (rw ? g->gw : g->c4); ++wq, row0 += plane, row1 += plane, wv += 4 * NPK_QPACK_NR) {
                __m512i b[4];
                NPK__QG_UNROLL
                for (j = 0; j < P; ++j) b[j] = _mm512_loadu_si512((const void *)(wv + j * pstride));
                NPK__QG_UNROLL
                for (i = 0; i < M; ++i) { /* row i / R's pixel i % R */
                    const __m512i a = _mm512_set1_epi32((int)(i < R ? row0[i] : row1[i - R]));
                    NPK__QG_UNROLL
                    for (j = 0; j < P; ++j) c[i][j] = _mm512_dpbusd_epi32(c[i][j], a, b[j]);
                }
            }
        }
    NPK__QG_UNROLL
    for (j = 0; j < P; ++j) {
        int8_t *dst = q->c + pix * q->N + n0 + 16 * j;
        if (pool) {
            NPK__QG_UNROLL
            for (i = 0; i < R / 2; ++i)
                v[i] = _mm512_max_epi32(_mm512_max_epi32(c[2 * i][j], c[2 * i + 1][j]),
                                        _mm512_max_epi32(c[R + 2 * i][j], c[R + 2 * i + 1][j]));
            npk__rq16_store_n(&cols[j].rq, v, R / 2, cols[j].m, dst, q->N);
            continue;
        }
        NPK__QG_UNROLL
        for (i = 0; i < R; ++i) v[i] = c[i][j];
        npk__rq16_store_n(&cols[j].rq, v, R, cols[j].m, dst, q->N);
    }
}

/* An output row (its first pixel: pix) whose window rows are rows0[], or
 * (pool) a pooled row from the output rows of rows0[] and rows1[] (its
 * first pooled pixel: pix): R output pixels a row at a time, then the rest
 * by 8, 4, 2 and 1 (pooled: by 8, 4 and 2; the last odd pixel dropped). */
static NPK__QG_ATTR inline __attribute__((always_inline)) void
npk__qp_row(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w, const npk__qg_cols *cols, int rw,
            const uint32_t *const *rows0, const uint32_t *const *rows1, size_t pix, size_t n0, const size_t P,
            const size_t R, const int pool)
{
    const size_t ow = pool ? p->ow / 2 * 2 : p->ow, d = pool ? 2 : 1; /* d: output pixels per stored pixel */
    size_t ox;
    for (ox = 0; ox + R <= ow; ox += R) npk__qp_chunk(p, g, w, cols, rw, rows0, rows1, ox, pix + ox / d, n0, P, R, pool);
    if (R > 8 && ow - ox >= 8) npk__qp_chunk(p, g, w, cols, rw, rows0, rows1, ox, pix + ox / d, n0, P, 8, pool), ox += 8;
    if (R > 4 && ow - ox >= 4) npk__qp_chunk(p, g, w, cols, rw, rows0, rows1, ox, pix + ox / d, n0, P, 4, pool), ox += 4;
    if (ow - ox >= 2) npk__qp_chunk(p, g, w, cols, rw, rows0, rows1, ox, pix + ox / d, n0, P, 2, pool), ox += 2;
    if (!pool && ow - ox >= 1) npk__qp_chunk(p, g, w, cols, rw, rows0, rows1, ox, pix + ox / d, n0, P, 1, pool);
}

/* npk__qp_row with its form, P and R constants (16 accumulators or fewer):
 * window-row words with P panels at once (their few words broadcast once
 * for all), words of channels a panel at a time (as fast as 2 at once, and
 * 4 at once read 4 panels' weights per 4 pixels: slower than pixel lanes),
 * pooled rows a panel at a time. */
typedef void (*npk__qp_row_fn)(const npk_qconv_params *, const npk__qc_geo *, const int8_t *, const npk__qg_cols *,
                               const uint32_t *const *, const uint32_t *const *, size_t, size_t);
#define NPK__QP_ROW(NAME, RW, P, R, POOL)                                                                        \
    static NPK__QG_ATTR void NAME(const npk_qconv_params *p, const npk__qc_geo *g, const int8_t *w,            \
                                  const npk__qg_cols *cols, const uint32_t *const *rows0,                     \
                                  const uint32_t *const *rows1, size_t pix, size_t n0)                         \
    {                                                                                                          \
        npk__qp_row(p, g, w, cols, RW, rows0, rows1, pix, n0, P, R, POOL);                                     \
    }
NPK__QP_ROW(npk__qp_row_c, 0, 1, 16, 0)
NPK__QP_ROW(npk__qp_pool_c, 0, 1, 8, 1)
NPK__QP_ROW(npk__qp_pool_w, 1, 1, 8, 1)
NPK__QP_ROW(npk__qp_row_w1, 1, 1, 16, 0)
NPK__QP_ROW(npk__qp_row_w2, 1, 2, 8, 0)
NPK__QP_ROW(npk__qp_row_w3, 1, 3, 4, 0)
NPK__QP_ROW(npk__qp_row_w4, 1, 4, 4, 0)
static const npk__qp_row_fn npk__qp_rows_w[4] = {npk__qp_row_w1, npk__qp_row_w2, npk__qp_row_w3, npk__qp_row_w4};
#endif /* NPK_QCONV_PX_VNNI_H */
