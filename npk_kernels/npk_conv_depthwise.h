/* npk_conv_depthwise.h - depthwise convolution (one input channel per group,
 * any channel multiplier) vectorised along the output width (AVX-512 16
 * lanes / AVX2 8 lanes with FMA). Private to the implementation; included by
 * npk_conv_impl.h. Builds without AVX2 take the scalar row-axpy path
 * (npk__conv_direct_1ch), so firmware images carry none of this.
 *
 * A band of output rows of one channel is computed from a stack buffer that
 * holds the input rows the band reads, zero padded on both sides and split
 * by column phase (column c of the padded row goes to phase c % sw, slot
 * c / sw). Output column ow of tap kx then reads phase (kx*dw) % sw at slot
 * ow + (kx*dw) / sw: every tap is one unaligned contiguous load for any
 * stride, padding costs no branch, and the zeros past the row end make the
 * last partial vector safe to load. Each output element is bias + the taps
 * in (ky, kx) order (fused multiply-add), then the activation, whatever the
 * band or part it falls in. */
#ifndef NPK_CONV_DEPTHWISE_H
#define NPK_CONV_DEPTHWISE_H
#include "npk_conv_direct.h" /* NPK__DC_* vector macros, npk__dc_store */

#if defined(NPK__DC)
#define NPK__DW 1
/* Stack buffer for one band of padded, phase-split input rows (floats). */
#define NPK__DW_BUF 8192u
/* Pixel vectors per register tile (independent accumulators). */
#define NPK__DW_NB 4

/* Geometry of one depthwise call. */
typedef struct npk__dw_geom {
    size_t sw;    /* stride_w: number of column phases */
    size_t slots; /* columns per phase row (a multiple of VL past the last load) */
    size_t rows;  /* output rows per band */
    size_t t;     /* input rows per band: (rows-1)*sh + (kh-1)*dh + 1 */
} npk__dw_geom;

static int npk__dw_plan(const npk_conv2d_params *p, npk__dw_geom *g)
{
    size_t ow_n = npk_conv2d_out_w(p), nv, span, row, need;
    if (p->c_in / p->groups != 1 || ow_n == 0 || p->stride_w == 0) return 0;
    nv = (ow_n + NPK__DC_VL - 1) / NPK__DC_VL;
    span = ((p->kw - 1) * p->dil_w) / p->stride_w; /* largest slot offset of a tap */
    g->sw = p->stride_w;
    g->slots = nv * NPK__DC_VL + span;
    /* the padded row must fit too: pad_left + w columns, all stored */
    if (g->slots * g->sw < p->pad_left + p->w) g->slots = (p->pad_left + p->w + g->sw - 1) / g->sw;
    row = g->sw * g->slots;
    need = (p->kh - 1) * p->dil_h + 1; /* input rows of one output row */
    if (need * row > NPK__DW_BUF) return 0;
    g->rows = 1 + (NPK__DW_BUF / row - need) / p->stride_h;
    g->t = (g->rows - 1) * p->stride_h + need;
    return 1;
}

/* Input rows iy0 .. iy0 + g->t - 1 of channel xc (iy0 may be negative:
 * padding) into buf, each padded row phase split as described above. */
static void npk__dw_fill(const npk_conv2d_params *p, const npk__dw_geom *g, const float *xc, ptrdiff_t iy0,
                         size_t t, float *buf)
{
    size_t r, ph, j, row = g->sw * g->slots;
    for (r = 0; r < t; ++r) {
        float *d = buf + r * row;
        ptrdiff_t iy = iy0 + (ptrdiff_t)r;
        const float *xr;
        memset(d, 0, row * sizeof(float));
        if (iy < 0 || iy >= (ptrdiff_t)p->h) continue;
        xr = xc + (size_t)iy * p->w;
        if (g->sw == 1) {
            memcpy(d + p->pad_left, xr, p->w * sizeof(float));
            continue;
        }
        for (j = 0; j < p->w; ++j) {
            size_t c = j + p->pad_left;
            ph = c % g->sw;
            d[ph * g->slots + c / g->sw] = xr[j];
        }
    }
}

/* One output row: taps over the band buffer rows starting at brow. */
static void npk__dw_row(const npk_conv2d_params *p, const npk__dw_geom *g, const float *brow, const float *wk,
                        float b, size_t ow_n, float *yr)
{
    size_t row = g->sw * g->slots, ntap = p->kh * p->kw, v, q, k;
    npk__dcv bv = NPK__DC_SET1(b);
    npk__dcv lo = NPK__DC_SET1(p->act == NPK_ACT_CLAMP ? p->act_min : 0.0f), hi = NPK__DC_SET1(p->act_max);
    size_t tapoff[64]; /* buffer offset of each tap, when the filter is small */
    int small = ntap <= 64;
    if (small)
        for (k = 0; k < ntap; ++k) {
            size_t ky = k / p->kw, kx = k % p->kw, c = kx * p->dil_w;
            tapoff[k] = ky * p->dil_h * row + (c % g->sw) * g->slots + c / g->sw;
        }
    for (v = 0; v < ow_n; v += NPK__DW_NB * NPK__DC_VL) {
        npk__dcv acc[NPK__DW_NB];
        size_t left = ow_n - v, nq = (left + NPK__DC_VL - 1) / NPK__DC_VL;
        if (nq > NPK__DW_NB) nq = NPK__DW_NB;
        for (q = 0; q < NPK__DW_NB; ++q) acc[q] = bv;
        if (nq == NPK__DW_NB) {
            for (k = 0; k < ntap; ++k) {
                size_t ky = k / p->kw, kx = k % p->kw, c = kx * p->dil_w;
                const float *s =
                    brow + v + (small ? tapoff[k] : ky * p->dil_h * row + (c % g->sw) * g->slots + c / g->sw);
                npk__dcv wv = NPK__DC_SET1(wk[k]);
                for (q = 0; q < NPK__DW_NB; ++q) acc[q] = NPK__DC_FMA(wv, NPK__DC_LOAD(s + q * NPK__DC_VL), acc[q]);
            }
        } else {
            for (k = 0; k < ntap; ++k) {
                size_t ky = k / p->kw, kx = k % p->kw, c = kx * p->dil_w;
                const float *s =
                    brow + v + (small ? tapoff[k] : ky * p->dil_h * row + (c % g->sw) * g->slots + c / g->sw);
                npk__dcv wv = NPK__DC_SET1(wk[k]);
                for (q = 0; q < nq; ++q) acc[q] = NPK__DC_FMA(wv, NPK__DC_LOAD(s + q * NPK__DC_VL), acc[q]);
            }
        }
        for (q = 0; q < nq; ++q) {
            npk__dcv r = acc[q];
            size_t n = left - q * NPK__DC_VL;
            /* max(lo, v) / min(hi, v) return v when v is NaN */
            if (p->act != NPK_ACT_NONE) r = NPK__DC_MAX(lo, r);
            if (p->act == NPK_ACT_CLAMP) r = NPK__DC_MIN(hi, r);
            npk__dc_store(yr + v + q * NPK__DC_VL, r, n < NPK__DC_VL ? n : NPK__DC_VL);
        }
    }
}

/* Images [n0, n1), output channels [oc0, oc1), the rows d stores, of a conv
 * with one input channel per group. Returns 0 (nothing done) when the rows
 * do not fit the buffer. */
static int npk__conv_depthwise(const npk_conv2d_params *p, const float *x, const float *w, const float *bias,
                               const npk__conv_dst *d, size_t n0, size_t n1, size_t oc0, size_t oc1)
{
    NPK_ALIGNED(64) float buf[NPK__DW_BUF];
    npk__dw_geom g;
    size_t ow_n = npk_conv2d_out_w(p), cout_g = p->c_out / p->groups, ntap = p->kh * p->kw;
    size_t row, n, oc, oh0, oh;
    if (!npk__dw_plan(p, &g)) return 0;
    row = g.sw * g.slots;
    for (n = n0; n < n1; ++n)
        for (oc = oc0; oc < oc1; ++oc) {
            const float *xc = x + (n * p->c_in + oc / cout_g) * p->h * p->w;
            float b = bias ? bias[oc] : 0.0f;
            for (oh0 = d->row0; oh0 < d->row1; oh0 += g.rows) {
                size_t oh1 = oh0 + g.rows < d->row1 ? oh0 + g.rows : d->row1;
                size_t t = (oh1 - oh0 - 1) * p->stride_h + (p->kh - 1) * p->dil_h + 1;
                npk__dw_fill(p, &g, xc, (ptrdiff_t)(oh0 * p->stride_h) - (ptrdiff_t)p->pad_top, t, buf);
                for (oh = oh0; oh < oh1; ++oh)
                    npk__dw_row(p, &g, buf + (oh - oh0) * p->stride_h * row, w + oc * ntap, b, ow_n,
                                d->y + n * d->ns + oc * d->cs + (oh - d->row0) * ow_n);
            }
        }
    return 1;
}
#endif /* NPK__DC */
#endif /* NPK_CONV_DEPTHWISE_H */
