/* npk_pool_impl.h - max and average 2-D pooling. Windows are clipped to the
 * input (max treats padding as -inf); the fast path works row by row and,
 * for stride-1 windows, sweeps whole output rows with vector max/add. */
#ifndef NPK_POOL_IMPL_H
#define NPK_POOL_IMPL_H
#include <math.h>
#include "npk_pool.h"
#include "npk_matmul_impl.h"

static size_t npk__pool_out(size_t in, size_t pad0, size_t pad1, size_t k, size_t s, int ceil_mode)
{
    size_t padded = in + pad0 + pad1, out;
    if (k == 0 || s == 0 || k > padded) return 0;
    out = (padded - k + (ceil_mode ? s - 1 : 0)) / s + 1;
    /* PyTorch: the last window must start inside the input or the left padding */
    if (ceil_mode && out > 1 && (out - 1) * s >= in + pad0) --out;
    return out;
}
size_t npk_pool2d_out_h(const npk_pool2d_params *p)
{
    return npk__pool_out(p->h, p->pad_top, p->pad_bottom, p->kh, p->stride_h, p->ceil_mode);
}
size_t npk_pool2d_out_w(const npk_pool2d_params *p)
{
    return npk__pool_out(p->w, p->pad_left, p->pad_right, p->kw, p->stride_w, p->ceil_mode);
}

/* Window of output o along one axis in padded coordinates [s0, e0) clipped to
 * the padded extent (for count_include_pad), and [lo, hi) clipped to the input. */
typedef struct npk__win {
    size_t lo, hi;  /* input coordinates, lo <= hi */
    size_t padded;  /* window length clipped to the padded input */
} npk__win;

static npk__win npk__pool_win(size_t o, size_t stride, size_t k, size_t pad0, size_t in, size_t pad1)
{
    npk__win r;
    size_t s0 = o * stride, e0 = s0 + k; /* padded coordinates */
    if (e0 > in + pad0 + pad1) e0 = in + pad0 + pad1;
    r.padded = e0 > s0 ? e0 - s0 : 0;
    r.lo = s0 < pad0 ? 0 : s0 - pad0;
    r.hi = e0 < pad0 ? 0 : e0 - pad0;
    if (r.lo > in) r.lo = in;
    if (r.hi > in) r.hi = in;
    if (r.hi < r.lo) r.hi = r.lo;
    return r;
}

void npk_ref_maxpool2d_f32(const npk_pool2d_params *p, const float *x, float *y)
{
    size_t oh_n = npk_pool2d_out_h(p), ow_n = npk_pool2d_out_w(p);
    size_t nc, oh, ow, iy, ix;
    for (nc = 0; nc < p->n * p->c; ++nc)
        for (oh = 0; oh < oh_n; ++oh) {
            npk__win wy = npk__pool_win(oh, p->stride_h, p->kh, p->pad_top, p->h, p->pad_bottom);
            for (ow = 0; ow < ow_n; ++ow) {
                npk__win wx = npk__pool_win(ow, p->stride_w, p->kw, p->pad_left, p->w, p->pad_right);
                float m = -INFINITY;
                for (iy = wy.lo; iy < wy.hi; ++iy)
                    for (ix = wx.lo; ix < wx.hi; ++ix) m = npk__maxf(m, x[(nc * p->h + iy) * p->w + ix]);
                y[(nc * oh_n + oh) * ow_n + ow] = m;
            }
        }
}

/* Divisor: the window clipped to the padded input with count_include_pad,
 * else the in-bounds elements; an empty window averages to 0. */
static float npk__avg_div(const npk_pool2d_params *p, npk__win wy, npk__win wx)
{
    size_t d = p->count_include_pad ? wy.padded * wx.padded : (wy.hi - wy.lo) * (wx.hi - wx.lo);
    return d ? 1.0f / (float)d : 0.0f;
}

void npk_ref_avgpool2d_f32(const npk_pool2d_params *p, const float *x, float *y)
{
    size_t oh_n = npk_pool2d_out_h(p), ow_n = npk_pool2d_out_w(p);
    size_t nc, oh, ow, iy, ix;
    for (nc = 0; nc < p->n * p->c; ++nc)
        for (oh = 0; oh < oh_n; ++oh) {
            npk__win wy = npk__pool_win(oh, p->stride_h, p->kh, p->pad_top, p->h, p->pad_bottom);
            for (ow = 0; ow < ow_n; ++ow) {
                npk__win wx = npk__pool_win(ow, p->stride_w, p->kw, p->pad_left, p->w, p->pad_right);
                float s = 0.0f;
                for (iy = wy.lo; iy < wy.hi; ++iy)
                    for (ix = wx.lo; ix < wx.hi; ++ix) s += x[(nc * p->h + iy) * p->w + ix];
                y[(nc * oh_n + oh) * ow_n + ow] = s * npk__avg_div(p, wy, wx);
            }
        }
}

/* y[0:n] = max(y, x) (NaN-propagating) or y += x. */
static inline void npk__row_max(float *yv, const float *xv, size_t n)
{
    size_t j = 0;
#if defined(NPK_HAVE_AVX512)
    for (; j < n; j += 16) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(yv + j, m, npk__max512(_mm512_maskz_loadu_ps(m, xv + j),
                                                     _mm512_maskz_loadu_ps(m, yv + j)));
    }
#elif defined(NPK_HAVE_AVX2)
    for (; j + 8 <= n; j += 8)
        _mm256_storeu_ps(yv + j, npk__max256(_mm256_loadu_ps(xv + j), _mm256_loadu_ps(yv + j)));
#endif
    for (; j < n; ++j) yv[j] = npk__maxf(xv[j], yv[j]);
}

/* 2x2 windows, stride 2, no padding, every window full (floor mode or even
 * sizes): the common CNN pool. One output row from two input rows; max is
 * order-free, the average sums x00 + x01 + x10 + x11 in the reference's order. */
static int npk__pool_is_2x2(const npk_pool2d_params *p)
{
    return p->kh == 2 && p->kw == 2 && p->stride_h == 2 && p->stride_w == 2 && p->pad_top == 0 &&
           p->pad_left == 0 && p->pad_bottom == 0 && p->pad_right == 0 &&
           (!p->ceil_mode || (p->h % 2 == 0 && p->w % 2 == 0));
}

static void npk__pool_row_2x2(const float *a, const float *b, float *yr, size_t ow_n, int is_max)
{
    size_t o = 0;
#if defined(NPK_HAVE_AVX512)
    const __m512i ev = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i od = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    for (; o < ow_n; o += 16) {
        size_t n = ow_n - o < 16 ? ow_n - o : 16;
        __mmask16 m0 = npk__mask16(2 * n), m1 = n > 8 ? npk__mask16(2 * n - 16) : (__mmask16)0;
        __m512 a0 = _mm512_maskz_loadu_ps(m0, a + 2 * o), a1 = _mm512_maskz_loadu_ps(m1, a + 2 * o + 16);
        __m512 b0 = _mm512_maskz_loadu_ps(m0, b + 2 * o), b1 = _mm512_maskz_loadu_ps(m1, b + 2 * o + 16);
        __m512 ae = _mm512_permutex2var_ps(a0, ev, a1), ao = _mm512_permutex2var_ps(a0, od, a1);
        __m512 be = _mm512_permutex2var_ps(b0, ev, b1), bo = _mm512_permutex2var_ps(b0, od, b1), r;
        if (is_max) r = npk__max512(npk__max512(ae, ao), npk__max512(be, bo));
        else r = _mm512_mul_ps(_mm512_add_ps(_mm512_add_ps(_mm512_add_ps(ae, ao), be), bo), _mm512_set1_ps(0.25f));
        _mm512_mask_storeu_ps(yr + o, npk__mask16(n), r);
    }
#elif defined(NPK_HAVE_AVX2)
    for (; o + 8 <= ow_n; o += 8) {
        /* shuffle picks evens/odds within 128-bit lanes; permute4x64 puts them in order */
        __m256 a0 = _mm256_loadu_ps(a + 2 * o), a1 = _mm256_loadu_ps(a + 2 * o + 8);
        __m256 b0 = _mm256_loadu_ps(b + 2 * o), b1 = _mm256_loadu_ps(b + 2 * o + 8);
        __m256 ae = _mm256_shuffle_ps(a0, a1, 0x88), ao = _mm256_shuffle_ps(a0, a1, 0xDD);
        __m256 be = _mm256_shuffle_ps(b0, b1, 0x88), bo = _mm256_shuffle_ps(b0, b1, 0xDD), r;
        if (is_max) r = npk__max256(npk__max256(ae, ao), npk__max256(be, bo));
        else r = _mm256_mul_ps(_mm256_add_ps(_mm256_add_ps(_mm256_add_ps(ae, ao), be), bo), _mm256_set1_ps(0.25f));
        r = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(r), 0xD8));
        _mm256_storeu_ps(yr + o, r);
    }
#endif
    for (; o < ow_n; ++o) {
        const float *x0 = a + 2 * o, *x1 = b + 2 * o;
        yr[o] = is_max ? npk__maxf(npk__maxf(x0[0], x0[1]), npk__maxf(x1[0], x1[1]))
                       : (((x0[0] + x0[1]) + x1[0]) + x1[1]) * 0.25f;
    }
}

static void npk__pool_2x2(const npk_pool2d_params *p, const float *x, float *y, int is_max)
{
    size_t oh_n = npk_pool2d_out_h(p), ow_n = npk_pool2d_out_w(p), nc, oh;
    for (nc = 0; nc < p->n * p->c; ++nc)
        for (oh = 0; oh < oh_n; ++oh) {
            const float *a = x + (nc * p->h + 2 * oh) * p->w;
            npk__pool_row_2x2(a, a + p->w, y + (nc * oh_n + oh) * ow_n, ow_n, is_max);
        }
}

#if NPK__KEEP_POOL_GENERAL /* npk_select.h */
/* Shared row-wise fast path. Columns are split into a left edge, a middle
 * where every window lies fully inside the input, and a right edge; with
 * stride 1 the middle is done as kw vector sweeps per input row. */
static void npk__pool_fast(const npk_pool2d_params *p, const float *x, float *y, int is_max)
{
    size_t oh_n = npk_pool2d_out_h(p), ow_n = npk_pool2d_out_w(p);
    size_t nc, oh, ow, iy, ix, kx, mid_lo = ow_n, mid_hi = ow_n;
    /* middle outputs: ow*s >= pad_left and ow*s + kw <= pad_left + w */
    if (p->stride_w == 1 && p->w + p->pad_left >= p->kw) {
        mid_lo = p->pad_left;
        mid_hi = p->w + p->pad_left - p->kw + 1;
        if (mid_hi > ow_n) mid_hi = ow_n;
        if (mid_lo > mid_hi) mid_lo = mid_hi;
    }
    for (nc = 0; nc < p->n * p->c; ++nc)
        for (oh = 0; oh < oh_n; ++oh) {
            npk__win wy = npk__pool_win(oh, p->stride_h, p->kh, p->pad_top, p->h, p->pad_bottom);
            float *yr = y + (nc * oh_n + oh) * ow_n;
            const float *xc = x + nc * p->h * p->w;
            for (ow = 0; ow < ow_n; ++ow) {
                npk__win wx;
                float acc;
                if (ow == mid_lo && mid_lo < mid_hi) {
                    size_t n = mid_hi - mid_lo;
                    float *ym = yr + mid_lo;
                    for (ix = 0; ix < n; ++ix) ym[ix] = is_max ? -INFINITY : 0.0f;
                    for (iy = wy.lo; iy < wy.hi; ++iy)
                        for (kx = 0; kx < p->kw; ++kx) {
                            const float *xr = xc + iy * p->w + mid_lo - p->pad_left + kx;
                            if (is_max) npk__row_max(ym, xr, n);
                            else npk__row_add(ym, xr, n);
                        }
                    if (!is_max) {
                        /* same divisor for every middle window (full width) */
                        npk__win w0 = npk__pool_win(mid_lo, 1, p->kw, p->pad_left, p->w, p->pad_right);
                        float inv = npk__avg_div(p, wy, w0);
                        for (ix = 0; ix < n; ++ix) ym[ix] *= inv;
                    }
                    ow = mid_hi - 1;
                    continue;
                }
                wx = npk__pool_win(ow, p->stride_w, p->kw, p->pad_left, p->w, p->pad_right);
                acc = is_max ? -INFINITY : 0.0f;
                for (iy = wy.lo; iy < wy.hi; ++iy) {
                    const float *xr = xc + iy * p->w;
                    if (is_max)
                        for (ix = wx.lo; ix < wx.hi; ++ix) acc = npk__maxf(acc, xr[ix]);
                    else
                        for (ix = wx.lo; ix < wx.hi; ++ix) acc += xr[ix];
                }
                yr[ow] = is_max ? acc : acc * npk__avg_div(p, wy, wx);
            }
        }
}

#if !defined(__ARM_FEATURE_MVE) /* see npk_avgpool2d_f32 */
/* Average over whole planes (a global pool: window = input, no padding).
 * Each plane is summed in the reference's order (row by row), but eight
 * planes at a time: eight independent add chains instead of one, which the
 * general path's one-column middle (one call per input element) was far
 * slower than. */
static int npk__pool_is_global(const npk_pool2d_params *p)
{
    return p->kh == p->h && p->kw == p->w && p->pad_top == 0 && p->pad_left == 0 && p->pad_bottom == 0 &&
           p->pad_right == 0 && npk_pool2d_out_h(p) == 1 && npk_pool2d_out_w(p) == 1;
}

static void npk__pool_global_avg(const npk_pool2d_params *p, const float *x, float *y)
{
    size_t hw = p->h * p->w, planes = p->n * p->c, c = 0, i, l;
    float inv = hw ? 1.0f / (float)hw : 0.0f;
    for (; c + 8 <= planes; c += 8) {
        const float *xc = x + c * hw;
        float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f, a4 = 0.0f, a5 = 0.0f, a6 = 0.0f, a7 = 0.0f;
        for (i = 0; i < hw; ++i) {
            a0 += xc[i];
            a1 += xc[hw + i];
            a2 += xc[2 * hw + i];
            a3 += xc[3 * hw + i];
            a4 += xc[4 * hw + i];
            a5 += xc[5 * hw + i];
            a6 += xc[6 * hw + i];
            a7 += xc[7 * hw + i];
        }
        y[c] = a0 * inv; y[c + 1] = a1 * inv; y[c + 2] = a2 * inv; y[c + 3] = a3 * inv;
        y[c + 4] = a4 * inv; y[c + 5] = a5 * inv; y[c + 6] = a6 * inv; y[c + 7] = a7 * inv;
    }
    for (; c < planes; ++c) {
        float a = 0.0f;
        for (l = 0; l < hw; ++l) a += x[c * hw + l];
        y[c] = a * inv;
    }
}
#endif

#else /* left out: the reference loops */
#define npk__pool_fast(p, x, y, is_max) \
    ((is_max) ? npk_ref_maxpool2d_f32(p, x, y) : npk_ref_avgpool2d_f32(p, x, y))
#endif

void npk_maxpool2d_f32(const npk_pool2d_params *p, const float *x, float *y)
{
    if (npk__pool_is_2x2(p)) npk__pool_2x2(p, x, y, 1);
    else npk__pool_fast(p, x, y, 1);
}
void npk_avgpool2d_f32(const npk_pool2d_params *p, const float *x, float *y)
{
    if (npk__pool_is_2x2(p)) npk__pool_2x2(p, x, y, 0);
#if NPK__KEEP_POOL_GENERAL && !defined(__ARM_FEATURE_MVE)
    /* not with MVE (Cortex-M55): gcc 12 if-converts the 1 / hw of this path
     * into an IT-block vcvtne.f32.u32 that binutils rejects (it reads MVE's
     * vcvtn); the general path gives the same result there */
    else if (npk__pool_is_global(p)) npk__pool_global_avg(p, x, y);
#endif
    else npk__pool_fast(p, x, y, 0);
}
#if !NPK__KEEP_POOL_GENERAL
#undef npk__pool_fast
#endif
#endif /* NPK_POOL_IMPL_H */
