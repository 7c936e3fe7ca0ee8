/* npk_qconv.h - the qconv2d op's convolution without im2col, where a fast
 * path exists for it (AVX-512 VNNI: npk_qconv_vnni.h): the same sum and
 * epilogue as npk_qgemm on im2col rows of the NHWC image, bit for bit, on
 * the same packed weights and folded bias (npk_qgemm.h). The caller keeps
 * its im2col + npk_qgemm path for what this declines. */
#ifndef NPK_QCONV_H
#define NPK_QCONV_H
#include "npk_qgemm.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_qconv_params {
    /* N, K = kh * kw * c, w, bias, mult/shift or scale, rounding, out_zp,
     * lo, hi and c or cf (image 0's output; c_rs = N) as npk_qgemm takes
     * them; M, a and a_rs are not read */
    npk_qgemm_params g;
    size_t n, h, w, c;            /* x: [n, h, w, c] int8 */
    size_t oh, ow, kh, kw, stride_h, stride_w, dil_h, dil_w, pad_top, pad_left;
    int32_t in_zp;                /* the value of the padding */
    const int8_t *x;
    /* 1: g.c gets the 2x2 max pool (stride 2, the last odd row and column
     * dropped) of the int8 result, [n, oh / 2, ow / 2, N]. The rescale and
     * clip are monotone where every mult >= 0, so the pool is taken of the
     * int32 sums and a quarter of them are requantised; declined otherwise. */
    int pool;
} npk_qconv_params;

/* The most output rows a block of 16 pixels spans: rows of at least 16
 * pixels 2, of 8..15 3, of 5..7 4 (1 + ceil(15 / ow)); pooled (4 pooled
 * pixels: their two rows each, over at most two pooled rows) 4. */
static inline size_t npk_qconv_block_rows(const npk_qconv_params *p)
{
    return p->pool ? 4 : p->ow >= 16 ? 2 : p->ow >= 8 ? 3 : 4;
}

/* The layout of npk_qconv_direct's window-row form, for images of few
 * channels (npk_qconv_rows_vnni.h), on any CPU: gw words of 4 bytes per
 * window row, the columns rounded up to 16, a ring of `ring` row slots of
 * `slot` bytes (and one of padding if `pad`), the padded row the relay
 * reads (rowbuf bytes), the repacked weights (wbytes) and a block's words
 * (blkbytes); 0 if the shape is not of that form (c % 4 == 0, dilation, a
 * window row over 64 bytes, stride_w * c over 8, output rows under 5
 * pixels or sizes too large).
 * The qconv2d op asks for `bytes` on every CPU, so that the arena a model
 * was planned with fits the path wherever it runs. */
typedef struct npk_qconv_rows_geo {
    size_t gw, ow16, slot, ring, pad, rowbuf, wbytes, blkbytes, bytes;
} npk_qconv_rows_geo;

static inline int npk_qconv_rows_layout(const npk_qconv_params *p, npk_qconv_rows_geo *g)
{
    size_t read, row;
    if (p->c == 0 || p->c % 4 == 0 || p->dil_w != 1 || p->dil_h != 1 || p->stride_w == 0 || p->stride_w * p->c > 8 ||
        p->kw * p->c > 64 || p->kh == 0 || p->kh > 16 || p->ow < 5 || p->ow > ((size_t)1 << 20) || p->oh == 0 ||
        p->w > ((size_t)1 << 20) || p->pad_left > 64 || p->stride_h > 64 || p->g.N == 0 || p->g.N > ((size_t)1 << 20) ||
        p->g.K != p->kh * p->kw * p->c)
        return 0;
    g->gw = (p->kw * p->c + 3) / 4, g->ow16 = (p->ow + 15) & ~(size_t)15;
    g->slot = (g->gw * g->ow16 * 4 + 63) & ~(size_t)63;
    g->ring = p->kh + (npk_qconv_block_rows(p) - 1) * p->stride_h; /* the windows of a block's rows */
    g->pad = p->pad_top > 0 || (p->oh - 1) * p->stride_h + p->kh - p->pad_top > p->h;
    read = (g->ow16 - 16) * p->stride_w * p->c + 4 * (g->gw - 1) + 128, row = (p->pad_left + p->w) * p->c;
    g->rowbuf = ((read > row ? read : row) + 63) & ~(size_t)63;
    g->wbytes = (p->g.N + NPK_QPACK_NR - 1) / NPK_QPACK_NR * p->kh * g->gw * 4 * NPK_QPACK_NR;
    /* a block's words, gathered once when it spans rows and several panels of 16 channels
     * read them (with one panel the tile's expanding loads read the ring directly) */
    g->blkbytes = p->g.N > NPK_QPACK_NR ? p->kh * g->gw * 64 : 0;
    g->bytes = (g->ring + g->pad) * g->slot + g->rowbuf + g->wbytes + g->blkbytes;
    return 1;
}

/* Whether a 2x2 max pool after this convolution is worth fusing into it
 * (p->pool), on any CPU: where the AVX-512 VNNI form pools in its 16-channel
 * tile (channel words: c % 4 == 0 and 12 channels or more; window-row
 * words: more than 8 channels) and a block's 4 pooled pixels lie in at most
 * two pooled rows (3 or more pooled pixels a row). Elsewhere the fused op
 * computes the result two rows at a time and pools them, no faster than
 * the two ops. */
static inline int npk_qconv_pool_pays(const npk_qconv_params *p)
{
    npk_qconv_rows_geo g;
    npk_qconv_params q = *p;
    q.pool = 1;
    if (p->ow / 2 < 3 || p->oh < 2 || p->dil_h != 1) return 0;
    return p->c % 4 == 0 ? p->g.N >= 12 && p->ow >= 8 : p->g.N > 8 && npk_qconv_rows_layout(&q, &g);
}

/* Bytes of scratch npk_qconv_direct needs for this shape on this CPU; 0
 * when it declines it (no fast path, output rows too short to fill the
 * vectors, channels not a multiple of 4 (but for the window-row form),
 * or a size overflow). */
size_t npk_qconv_direct_scratch(const npk_qconv_params *p);
/* The whole convolution into g.c / g.cf ([n, oh, ow, N], or pooled) using
 * `bytes` of scratch; returns 0 without writing anything when it declines
 * (as above, bytes too few, or a pool it does not take), 1 when done. */
int npk_qconv_direct(const npk_qconv_params *p, void *scratch, size_t bytes);

#ifdef __cplusplus
}
#endif
#endif
