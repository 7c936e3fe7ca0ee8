/* npk_conv_direct.h - direct convolution for narrow outputs (AVX-512 / AVX2).
 * Private to the implementation; included by npk_conv_impl.h.
 *
 * For the small convs of MNIST-sized nets (Cin*KH*KW = 9..288, output width
 * <= 4 vectors) the GEMM spends its time packing an implicit im2col matrix.
 * Here the output itself is the vector dimension: a tile of NP pixel vectors
 * (VL output columns of one output row each; several rows when a row is
 * short) times OCB output channels lives in registers while every filter
 * tap (ic, ky, kx) does NP loads, OCB broadcasts and NP*OCB FMAs. The input
 * rows a tile reads are first copied, zero padded left and right, into a
 * small stack buffer, so loads never need masks or bounds checks.
 *
 * Every output element is summed over (ic, ky, kx) in that order from 0,
 * then bias, then activation, whatever tile or part it falls in: channel
 * and image splits for threads are bit-identical to the full call. Tiles
 * that run past the last row or channel repeat a valid one and skip its
 * store. Needs stride_w == dil_w == 1.
 *
 * AVX-512 has a second tile shape, 2 pixel vectors x 8 channels, taken when
 * it computes at least 20% fewer padded lanes (npk__dc_pick): LeNet's
 * 16-channel 10x10 conv fits it exactly where 4 x 6 computes 18 channels of
 * 12 rows, 0.80x the time on Zen 4; 4 x 6 does more FMAs per load and stays
 * for everything else (the 64-channel conv was 3% slower as 2 x 8). */
#ifndef NPK_CONV_DIRECT_H
#define NPK_CONV_DIRECT_H
#include "npk_conv.h"
#include "npk_conv_shape_impl.h"
#include "npk_conv_dst.h"
#include "npk_matmul_impl.h"

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
#define NPK__DC 1
#if defined(NPK_HAVE_AVX512)
#define NPK__DC_VL 16
#define NPK__DC_NP 4  /* pixel vectors per tile (4 x 6: 24 accumulators of 32 zmm) */
#define NPK__DC_OCB 6 /* output channels per tile */
#define NPK__DC_NP2 2  /* the second shape, 2 x 8: 16 accumulators */
#define NPK__DC_OCB2 8
#define NPK__DC_MAX_OCB 8 /* the most channels of either shape */
typedef __m512 npk__dcv;
#define NPK__DC_LOAD(p) _mm512_loadu_ps(p)
#define NPK__DC_SET1(x) _mm512_set1_ps(x)
#define NPK__DC_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define NPK__DC_ADD(a, b) _mm512_add_ps(a, b)
#define NPK__DC_MAX(a, b) _mm512_max_ps(a, b)
#define NPK__DC_MIN(a, b) _mm512_min_ps(a, b)
#define NPK__DC_ZERO() _mm512_setzero_ps()
#else
#define NPK__DC_VL 8
#define NPK__DC_NP 2
#define NPK__DC_OCB 6 /* 12 accumulators + 2 inputs + 1 broadcast of 16 ymm */
#define NPK__DC_MAX_OCB 6
typedef __m256 npk__dcv;
#define NPK__DC_LOAD(p) _mm256_loadu_ps(p)
#define NPK__DC_SET1(x) _mm256_set1_ps(x)
#define NPK__DC_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define NPK__DC_ADD(a, b) _mm256_add_ps(a, b)
#define NPK__DC_MAX(a, b) _mm256_max_ps(a, b)
#define NPK__DC_MIN(a, b) _mm256_min_ps(a, b)
#define NPK__DC_ZERO() _mm256_setzero_ps()
#endif
/* Stack buffer for the padded input rows of one tile (floats). */
#define NPK__DC_BUF 8192u
/* Widest output row handled: 4 vectors. */
#define NPK__DC_MAX_NV 4u

/* Stores the first n (<= VL) lanes of v at y. */
static inline void npk__dc_store(float *y, npk__dcv v, size_t n)
{
#if defined(NPK_HAVE_AVX512)
    _mm512_mask_storeu_ps(y, npk__mask16(n), v);
#else
    if (n == 8) {
        _mm256_storeu_ps(y, v);
    } else {
        NPK_ALIGNED(32) float t[8];
        _mm256_store_ps(t, v);
        memcpy(y, t, n * sizeof(float));
    }
#endif
}

#if NPK__KEEP_CONV_RES
/* The first n (<= VL) floats at r, zeros above. */
static inline npk__dcv npk__dc_load_n(const float *r, size_t n)
{
#if defined(NPK_HAVE_AVX512)
    return _mm512_maskz_loadu_ps(npk__mask16(n), r);
#else
    NPK_ALIGNED(32) float t[8] = {0};
    if (n == 8) return _mm256_loadu_ps(r);
    memcpy(t, r, n * sizeof(float));
    return _mm256_load_ps(t);
#endif
}
#endif

/* act on a vector, lo = act_min for clamp, else 0; max(lo, v) / min(hi, v)
 * return v when v is NaN. */
static inline npk__dcv npk__dc_act(npk__dcv v, int act, npk__dcv lo, npk__dcv hi)
{
    if (act != NPK_ACT_NONE) v = NPK__DC_MAX(lo, v);
    if (act == NPK_ACT_CLAMP) v = NPK__DC_MIN(hi, v);
    return v;
}

/* Geometry shared by the tiles of one call. */
typedef struct npk__dc_geom {
    size_t np, ocb; /* tile shape: pixel vectors x output channels */
    size_t nv;      /* vectors per output row */
    size_t rows;    /* output rows per tile */
    size_t t;       /* input rows per tile: (rows-1)*sh + (kh-1)*dh + 1 */
    size_t wb;      /* buffer row length: nv*VL + kw - 1 */
} npk__dc_geom;

/* The geometry for tiles of np pixel vectors x ocb channels; 0: the direct
 * path does not take this conv. */
static int npk__dc_plan(const npk_conv2d_params *p, npk__dc_geom *g, size_t np, size_t ocb)
{
    size_t ow_n = npk_conv2d_out_w(p), cin_g = p->c_in / p->groups;
    if (p->stride_w != 1 || p->dil_w != 1 || ow_n == 0) return 0;
    g->np = np;
    g->ocb = ocb;
    g->nv = (ow_n + NPK__DC_VL - 1) / NPK__DC_VL;
    if (g->nv > NPK__DC_MAX_NV) return 0;
    g->rows = g->nv >= np ? 1 : np / g->nv;
    g->t = (g->rows - 1) * p->stride_h + (p->kh - 1) * p->dil_h + 1;
    g->wb = g->nv * NPK__DC_VL + p->kw - 1;
    return cin_g * g->t * g->wb <= NPK__DC_BUF;
}

/* Whether the direct path takes this conv: small reductions, where packing
 * dominates the GEMM (measured on the MNIST shapes; see docs/BENCHMARKS.md). */
static int npk__conv_use_direct(const npk_conv2d_params *p)
{
    npk__dc_geom g;
    return p->groups == 1 && npk__dc_plan(p, &g, NPK__DC_NP, NPK__DC_OCB);
}

#if defined(NPK__DC_NP2)
/* Lanes a whole conv computes with g's tile shape, padding included:
 * channels rounded up to the tile's, pixel vectors to whole tiles per row
 * group (a group of rows that does not divide the output rows repeats one). */
static size_t npk__dc_lanes(const npk_conv2d_params *p, const npk__dc_geom *g)
{
    size_t oh_n = npk_conv2d_out_h(p), groups = (oh_n + g->rows - 1) / g->rows;
    size_t tiles = (g->rows * g->nv + g->np - 1) / g->np;
    return groups * tiles * g->np * ((p->c_out + g->ocb - 1) / g->ocb * g->ocb);
}
#endif

/* The tile shape for p (npk__conv_use_direct(p) is true). The shape never
 * changes the results, only which lanes are computed twice or thrown away. */
static int npk__dc_pick(const npk_conv2d_params *p, npk__dc_geom *g)
{
    if (!npk__dc_plan(p, g, NPK__DC_NP, NPK__DC_OCB)) return 0;
#if defined(NPK__DC_NP2)
    {
        npk__dc_geom g2;
        /* fewer rows per tile: the input buffer only shrinks, so it fits */
        if (npk__dc_plan(p, &g2, NPK__DC_NP2, NPK__DC_OCB2) && 5 * npk__dc_lanes(p, &g2) <= 4 * npk__dc_lanes(p, g))
            *g = g2;
    }
#endif
    return 1;
}

/* Copies input rows iy0 .. iy0 + g->t - 1 (iy0 may be negative: padding) of
 * each of cin channels into buf, each row zero padded to g->wb columns with
 * pad_left zeros in front. */
static void npk__dc_fill(const npk_conv2d_params *p, const npk__dc_geom *g, const float *xc, size_t cin,
                         ptrdiff_t iy0, float *buf)
{
    size_t ic, r, ncopy = p->w < g->wb - p->pad_left ? p->w : g->wb - p->pad_left;
    for (ic = 0; ic < cin; ++ic)
        for (r = 0; r < g->t; ++r) {
            float *d = buf + (ic * g->t + r) * g->wb;
            ptrdiff_t iy = iy0 + (ptrdiff_t)r;
            if (iy < 0 || iy >= (ptrdiff_t)p->h) {
                memset(d, 0, g->wb * sizeof(float));
                continue;
            }
            memset(d, 0, p->pad_left * sizeof(float));
            memcpy(d + p->pad_left, xc + (ic * p->h + (size_t)iy) * p->w, ncopy * sizeof(float));
            memset(d + p->pad_left + ncopy, 0, (g->wb - p->pad_left - ncopy) * sizeof(float));
        }
}

/* npk__dc_tile_<NP>x<OCB>, one tile: NP pixel vectors (buffer offsets xo[],
 * output offsets yo[], valid lanes yn[]: 0 = duplicate, not stored) times
 * OCB channels (filters
 * wo[], bias bo[], outputs at y + yc[o]; duplicates have yc[o] = SIZE_MAX),
 * then d's residual (indexed as y), in registers. */
#if defined(NPK_HAVE_AVX512)
#define NPK__DC_T_NP 4
#define NPK__DC_T_OCB 6
#define NPK__DC_TILE_NAME npk__dc_tile_4x6
#include "npk_conv_direct_tile.inc"
#define NPK__DC_T_NP 2
#define NPK__DC_T_OCB 8
#define NPK__DC_TILE_NAME npk__dc_tile_2x8
#include "npk_conv_direct_tile.inc"
#else
#define NPK__DC_T_NP 2
#define NPK__DC_T_OCB 6
#define NPK__DC_TILE_NAME npk__dc_tile_2x6
#include "npk_conv_direct_tile.inc"
#endif

/* Images [n0, n1), output channels [oc0, oc1), the rows d stores, of a
 * groups == 1 conv. */
static void npk__conv_direct(const npk_conv2d_params *p, const float *x, const float *w, const float *bias,
                             const npk__conv_dst *d, size_t n0, size_t n1, size_t oc0, size_t oc1)
{
    NPK_ALIGNED(64) float buf[NPK__DC_BUF];
    npk__dc_geom g;
    size_t oh1 = d->row1, ow_n = npk_conv2d_out_w(p);
    size_t k = p->c_in * p->kh * p->kw, n, oh0, oc, o, e;
    size_t xo[NPK__DC_NP], yo[NPK__DC_NP], yn[NPK__DC_NP], yc[NPK__DC_MAX_OCB];
    const float *wo[NPK__DC_MAX_OCB];
    float bo[NPK__DC_MAX_OCB];
    if (!npk__dc_pick(p, &g)) return;
    for (n = n0; n < n1; ++n) {
        const float *xn = x + n * p->c_in * p->h * p->w;
        for (oh0 = d->row0; oh0 < oh1; oh0 += g.rows) {
            /* pixel vectors of this row group: (row r, vector v), r < rows, v < nv */
            size_t count = g.rows * g.nv, first;
            npk__dc_fill(p, &g, xn, p->c_in, (ptrdiff_t)(oh0 * p->stride_h) - (ptrdiff_t)p->pad_top, buf);
            for (first = 0; first < count; first += g.np) {
                for (e = 0; e < g.np; ++e) {
                    size_t idx = first + e < count ? first + e : count - 1;
                    size_t r = idx / g.nv, v = idx % g.nv;
                    int valid = first + e < count && oh0 + r < oh1;
                    if (oh0 + r >= oh1) r = oh1 - 1 - oh0; /* repeat the last real row */
                    xo[e] = r * p->stride_h * g.wb + v * NPK__DC_VL;
                    yo[e] = (oh0 + r - d->row0) * ow_n + v * NPK__DC_VL;
                    yn[e] = valid ? (ow_n - v * NPK__DC_VL < NPK__DC_VL ? ow_n - v * NPK__DC_VL : NPK__DC_VL) : 0;
                }
                for (oc = oc0; oc < oc1; oc += g.ocb) {
                    for (o = 0; o < g.ocb; ++o) {
                        size_t c = oc + o < oc1 ? oc + o : oc1 - 1;
                        wo[o] = w + c * k;
                        bo[o] = bias ? bias[c] : 0.0f;
                        yc[o] = oc + o < oc1 ? n * d->ns + c * d->cs : (size_t)-1;
                    }
#if defined(NPK_HAVE_AVX512)
                    if (g.ocb == NPK__DC_OCB2) npk__dc_tile_2x8(p, &g, p->c_in, buf, xo, yo, yn, wo, bo, yc, d);
                    else npk__dc_tile_4x6(p, &g, p->c_in, buf, xo, yo, yn, wo, bo, yc, d);
#else
                    npk__dc_tile_2x6(p, &g, p->c_in, buf, xo, yo, yn, wo, bo, yc, d);
#endif
                }
            }
        }
    }
}
#endif /* AVX-512 or AVX2 */
#endif /* NPK_CONV_DIRECT_H */
