/* npk_conv_pool_impl.h - conv + max pool by bands of conv output rows.
 *
 * A band is the conv rows under P consecutive pooled rows: pooled rows
 * [p0, p0 + P) read conv rows [p0 * sh, (p0 + P - 1) * sh + kh). Each band
 * is computed by the conv's own path (npk__conv_rows) into the scratch,
 * laid out [Cout][rows][OW], and pooled straight into y by npk_maxpool2d_f32
 * one channel at a time. Every conv element is computed as in the unfused
 * conv (Winograd tiles stay on the full conv's 4-row grid, and bands start
 * at a multiple of 4 so no tile row is computed twice) and max is exact, so
 * y is bit-identical to conv then pool.
 * Where windows overlap (kh > sh) the shared conv rows are recomputed by
 * the next band; P is chosen to keep that and the per-band overhead small. */
#ifndef NPK_CONV_POOL_IMPL_H
#define NPK_CONV_POOL_IMPL_H
#include "npk_conv_pool.h"
#include "npk_conv_impl.h"
#include "npk_pool_impl.h"
#if NPK__KEEP_CONV /* npk_select.h: only the conv2d op uses it */

/* Fewest conv rows worth a band (one Winograd tile row, a direct tile). */
#define NPK__CP_MIN_ROWS 4u

typedef struct npk__cp_plan {
    size_t oh, ow, ph, pw; /* conv and pooled sizes */
    size_t p;              /* pooled rows per band */
    size_t rows;           /* conv rows per band: (p - 1) * sh + kh */
} npk__cp_plan;

static size_t npk__cp_gcd(size_t a, size_t b)
{
    while (b) {
        size_t t = a % b;
        a = b;
        b = t;
    }
    return a;
}

/* Band geometry from the shapes only (never the ISA): the planner's scratch
 * and the kernel's must agree. Returns 0 when the output is empty. */
static int npk__cp_plan_make(const npk_conv2d_params *cp, const npk_pool2d_params *pool, npk__cp_plan *b)
{
    size_t sh = pool->stride_h, kh = pool->kh, step;
    b->oh = npk_conv2d_out_h(cp);
    b->ow = npk_conv2d_out_w(cp);
    if (!sh || !kh || !pool->kw || !pool->stride_w || b->oh < kh || b->ow < pool->kw) return 0;
    b->ph = (b->oh - kh) / sh + 1;
    b->pw = (b->ow - pool->kw) / pool->stride_w + 1;
    /* bands start at conv row p0 * sh; Winograd needs that a multiple of 4 */
    step = cp->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3 ? 4 / npk__cp_gcd(sh, 4) : 1;
    b->p = step;
    /* grow until the band has a few rows and recomputed overlap is <= 1/4 */
    while (b->p < b->ph && ((b->p - 1) * sh + kh < NPK__CP_MIN_ROWS || (kh > sh && 4 * (kh - sh) > b->p * sh)))
        b->p += step;
    if (b->p > b->ph) b->p = b->ph;
    b->rows = (b->p - 1) * sh + kh;
    return 1;
}

/* The band of conv rows, rounded up to 64 bytes so what follows is aligned. */
static size_t npk__cp_band_bytes(const npk_conv2d_params *cp, const npk__cp_plan *b)
{
    return (cp->c_out * b->rows * b->ow * sizeof(float) + 63u) / 64u * 64u;
}

size_t npk_conv2d_maxpool_scratch_bytes(const npk_conv2d_params *cp, const npk_pool2d_params *pool)
{
    npk__cp_plan b;
    if (!npk__cp_plan_make(cp, pool, &b)) return 0;
    /* the band, then the conv path's own scratch (Winograd's tiles) */
    return npk__cp_band_bytes(cp, &b) + npk_conv2d_scratch_bytes(cp);
}

void npk_conv2d_maxpool_f32_part(const npk_conv2d_params *cp, const npk_pool2d_params *pool, const float *x,
                                 const float *w, const float *bias, float *y, void *scratch, size_t n0, size_t n1,
                                 size_t oc0, size_t oc1)
{
    npk__cp_plan b;
    npk__conv_dst d;
    npk_pool2d_params q;
    size_t n, p0, oc, pplane;
    if (n1 > cp->n) n1 = cp->n;
    if (oc1 > cp->c_out) oc1 = cp->c_out;
    if (n0 >= n1 || oc0 >= oc1 || !npk__cp_plan_make(cp, pool, &b)) return;
    pplane = b.ph * b.pw;
    d.y = (float *)scratch;
    d.ns = 0; /* every image reuses the band */
    d.cs = b.rows * b.ow;
#if NPK__KEEP_CONV_RES
    d.res = NULL; /* no residual with a fused pool */
    d.res_act = NPK_ACT_NONE;
#endif
    memset(&q, 0, sizeof q);
    q.n = 1;
    q.c = 1;
    q.w = b.ow;
    q.kh = pool->kh;
    q.kw = pool->kw;
    q.stride_h = pool->stride_h;
    q.stride_w = pool->stride_w;
    for (n = n0; n < n1; ++n)
        for (p0 = 0; p0 < b.ph; p0 += b.p) {
            size_t np = b.ph - p0 < b.p ? b.ph - p0 : b.p;
            d.row0 = p0 * pool->stride_h;
            d.row1 = d.row0 + (np - 1) * pool->stride_h + pool->kh;
            npk__conv_rows(cp, x, w, bias, &d, n, n + 1, oc0, oc1, (char *)scratch + npk__cp_band_bytes(cp, &b), 1, NULL,
                           NULL);
            q.h = d.row1 - d.row0;
            for (oc = oc0; oc < oc1; ++oc)
                npk_maxpool2d_f32(&q, d.y + oc * d.cs, y + (n * cp->c_out + oc) * pplane + p0 * b.pw);
        }
}

void npk_conv2d_maxpool_f32(const npk_conv2d_params *cp, const npk_pool2d_params *pool, const float *x,
                            const float *w, const float *bias, float *y, void *scratch)
{
    npk_conv2d_maxpool_f32_part(cp, pool, x, w, bias, y, scratch, 0, cp->n, 0, cp->c_out);
}
#undef NPK__CP_MIN_ROWS
#endif /* NPK__KEEP_CONV */
#endif /* NPK_CONV_POOL_IMPL_H */
