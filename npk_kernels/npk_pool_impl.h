/* npk_pool_impl.h - max and average 2-D pooling. Windows are clipped to the
 * input (max treats padding as -inf); the fast paths work row by row: 2x2/2
 * windows deinterleave two rows, other strided windows deinterleave (stride
 * 2) or gather window columns into vector registers (without SIMD: split
 * rows into stride phases), stride-1 windows sweep whole output rows with
 * vector max/add. All of them reduce a window in the reference's order, so
 * their results are the reference's bit for bit. */
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

/* y[0:n] = max(y, x) as the reference's maxf(m, x): the first NaN wins, and
 * of equal values (+0 and -0) the later one, x. */
static inline void npk__row_max(float *yv, const float *xv, size_t n)
{
    size_t j = 0;
#if defined(NPK_HAVE_AVX512)
    for (; j < n; j += 16) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(yv + j, m, npk__max512(_mm512_maskz_loadu_ps(m, yv + j),
                                                     _mm512_maskz_loadu_ps(m, xv + j)));
    }
#elif defined(NPK_HAVE_AVX2)
    for (; j + 8 <= n; j += 8)
        _mm256_storeu_ps(yv + j, npk__max256(_mm256_loadu_ps(yv + j), _mm256_loadu_ps(xv + j)));
#endif
    for (; j < n; ++j) yv[j] = npk__maxf(yv[j], xv[j]);
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
/* Strided windows (stride_w >= 2: ResNet's 3x3/2 pad 1, the 3x3/2 ceil-mode
 * pools of SqueezeNet and GoogLeNet, 2x2/2 with odd sizes in ceil mode).
 * Windows are reduced in the reference's order (rows, then columns within a
 * row) with the reference's max, so results are bit-identical to it, NaNs
 * and signed zeros included; averages divide as the reference does. Columns
 * outside the input count as -inf (max) or 0 (average), which change no
 * result: the reference's maxf(m, -inf) is m, s + 0 is s (s is never -0).
 *
 * Without SIMD (and for left padding of a vector or more), per output row
 * and input row of its window, a chunk of the padded input row is split into
 * stride_w phases, phase r holding padded columns c0 + sw*j + r (only the
 * min(sw, kw) phases a window touches): element kx of output o is then
 * phase kx % sw at o + kx / sw, a contiguous run, and no column needs a
 * bounds check. The phase buffer is NPK__POOL_PHASE_BUF floats of stack
 * (768 B: the frame stays under 1 KB on a microcontroller), taken in chunks
 * of output columns; a window too wide for it stays on npk__pool_fast's
 * general loops. */
#define NPK__POOL_PHASE_BUF 192
/* Floats of the SIMD max pools' row ring (below). */
#define NPK__POOL_BUF 256

/* Output columns per chunk: a multiple of 16 that fits the phase buffer, or
 * 0 if not even 16 do. */
static size_t npk__pool_chunk(const npk_pool2d_params *p)
{
    size_t sw = p->stride_w, kw = p->kw, np, ext, ch;
    if (sw < 2 || kw == 0) return 0;
    np = kw < sw ? kw : sw;
    ext = (kw - 1) / sw;
    if (np > NPK__POOL_PHASE_BUF / 16 || 16 + ext > NPK__POOL_PHASE_BUF / np) return 0;
    ch = NPK__POOL_PHASE_BUF / np - ext;
    return ch - ch % 16;
}

/* buf[r * L + j] (r < np, j < L) = padded column c0 + sw * j + r of the input
 * row xr (w wide, pl columns of left padding): xr[c - pl] inside it, else id. */
static void npk__pool_phases(const float *xr, size_t w, size_t pl, size_t sw, size_t np, size_t c0, size_t L,
                             float *buf, float id)
{
    size_t j, r;
    for (r = 0; r < np; ++r) {
        /* j in [lo, hi): pl <= c0 + sw*j + r < pl + w */
        size_t c = c0 + r, lo = c >= pl ? 0 : (pl - c + sw - 1) / sw;
        size_t hi = c >= pl + w ? 0 : (pl + w - c + sw - 1) / sw;
        float *b = buf + r * L;
        if (hi > L) hi = L;
        if (lo > hi) lo = hi;
        for (j = 0; j < lo; ++j) b[j] = id;
        for (; j < hi; ++j) b[j] = xr[c + sw * j - pl];
        for (; j < L; ++j) b[j] = id;
    }
}

/* yv[0:n] = (first ? id : yv) reduced with the kw window columns of each
 * output, in the reference's order: column kx of output j is phase kx % sw
 * at j + kx / sw. */
static void npk__pool_acc(float *yv, const float *buf, size_t L, size_t n, size_t sw, size_t kw, int first,
                          int is_max)
{
    size_t j, kx, r, q;
    if (first)
        for (j = 0; j < n; ++j) yv[j] = is_max ? -INFINITY : 0.0f;
    for (kx = 0, r = 0, q = 0; kx < kw; ++kx) {
        const float *b = buf + r * L + q;
        if (is_max)
            for (j = 0; j < n; ++j) yv[j] = npk__maxf(yv[j], b[j]);
        else
            for (j = 0; j < n; ++j) yv[j] += b[j];
        if (++r == sw) r = 0, ++q;
    }
}

/* Outputs [ob, oe) of one output row through the phase buffer, in chunks. */
static void npk__pool_phased(const npk_pool2d_params *p, const float *xc, npk__win wy, float *yr, size_t ob,
                             size_t oe, size_t ch, int is_max)
{
    size_t sw = p->stride_w, kw = p->kw, np = kw < sw ? kw : sw, ext = (kw - 1) / sw, o0, iy, o;
    const float id = is_max ? -INFINITY : 0.0f;
    float buf[NPK__POOL_PHASE_BUF];
    for (o0 = ob; o0 < oe; o0 += ch) {
        size_t n = oe - o0 < ch ? oe - o0 : ch;
        if (wy.lo == wy.hi)
            for (o = 0; o < n; ++o) yr[o0 + o] = id;
        for (iy = wy.lo; iy < wy.hi; ++iy) {
            npk__pool_phases(xc + iy * p->w, p->w, p->pad_left, sw, np, sw * o0, n + ext, buf, id);
            npk__pool_acc(yr + o0, buf, n + ext, n, sw, kw, iy == wy.lo, is_max);
        }
    }
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* With SIMD, blocks of VW outputs are reduced in registers instead: column
 * kx of output o is input column c = sw*o + kx - pl, a stride-sw load
 * (stride 2: two loads deinterleaved into columns kx and kx + 1; else a
 * gather). Blocks whose loads stay inside the row load directly; edge blocks
 * (padding, the row's end, rows narrower than a block) take -inf / 0 for
 * columns outside it by a shift of the row's first vector, masked loads and
 * masked gathers: nothing outside the row is read. Blocks are at 0, VW,
 * 2*VW, ..., the last at ow_n - VW (overlapping the one before). Max
 * brackets a window's row-major sequence as a tree (maxf is associative:
 * the first NaN, else the last of equal maxima), each input row's part once
 * (npk__pool_max_plane); the average adds one by one as the reference does,
 * two blocks side by side (npk__pool_sum_row). */
#if defined(NPK_HAVE_AVX512)
#define NPK__POOL_VW 16
typedef __m512 npk__pv;
#define NPK__PV_LOAD(p) _mm512_loadu_ps(p)
#define NPK__PV_SET1(f) _mm512_set1_ps(f)
#define NPK__PV_MAX(a, b) npk__max512(a, b)
#define NPK__PV_ADD(a, b) _mm512_add_ps(a, b)
/* evens / odds of the 2 * VW floats a0:a1 */
#define NPK__PV_EVEN(a0, a1) _mm512_permutex2var_ps(a0, ev, a1)
#define NPK__PV_ODD(a0, a1) _mm512_permutex2var_ps(a0, od, a1)
#define NPK__PV_CONSTS                                                                               \
    const __m512i ev = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30); \
    const __m512i od = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31)
static inline __m512i npk__pool_lanes(void)
{
    return _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
}

/* Input columns [c, c + 16) of the row xr (w wide), id outside it; c > -16. */
static inline __m512 npk__pool_pload(const float *xr, ptrdiff_t c, size_t w, __m512 idv)
{
    __m512 x0;
    if (c >= 0) {
        size_t u = (size_t)c;
        if (u + 16 <= w) return _mm512_loadu_ps(xr + u);
        if (u >= w) return idv;
        return _mm512_mask_loadu_ps(idv, npk__mask16(w - u), xr + u);
    }
    /* the row's first vector moved up -c lanes, id below */
    x0 = w >= 16 ? _mm512_loadu_ps(xr) : _mm512_mask_loadu_ps(idv, npk__mask16(w), xr);
    return _mm512_permutex2var_ps(idv, _mm512_add_epi32(npk__pool_lanes(), _mm512_set1_epi32(16 + (int)c)), x0);
}

/* Input columns c + sw*i (lane i) of xr; with edge, id outside [0, w). */
static inline __m512 npk__pool_gather(const float *xr, ptrdiff_t c, size_t sw, size_t w, int edge, __m512 idv)
{
    __m512i ix = _mm512_add_epi32(_mm512_mullo_epi32(npk__pool_lanes(), _mm512_set1_epi32((int)sw)),
                                  _mm512_set1_epi32((int)c));
    __mmask16 in;
    if (!edge) return _mm512_i32gather_ps(ix, xr, 4);
    in = _mm512_cmpge_epi32_mask(ix, _mm512_setzero_si512()) & _mm512_cmplt_epi32_mask(ix, _mm512_set1_epi32((int)w));
    return _mm512_mask_i32gather_ps(idv, in, ix, xr, 4);
}

static inline void npk__pool_store(float *y, __m512 v, size_t n)
{
    if (n >= 16) _mm512_storeu_ps(y, v);
    else _mm512_mask_storeu_ps(y, npk__mask16(n), v);
}
#else
#define NPK__POOL_VW 8
typedef __m256 npk__pv;
#define NPK__PV_LOAD(p) _mm256_loadu_ps(p)
#define NPK__PV_SET1(f) _mm256_set1_ps(f)
#define NPK__PV_MAX(a, b) npk__max256(a, b)
#define NPK__PV_ADD(a, b) _mm256_add_ps(a, b)
/* shuffle picks evens/odds within 128-bit lanes; permute4x64 puts them in order */
#define NPK__PV_EVEN(a0, a1) \
    _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a0, a1, 0x88)), 0xD8))
#define NPK__PV_ODD(a0, a1) \
    _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a0, a1, 0xDD)), 0xD8))
#define NPK__PV_CONSTS (void)0
static inline __m256i npk__pool_lanes(void) { return _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7); }

static inline __m256 npk__pool_pload(const float *xr, ptrdiff_t c, size_t w, __m256 idv)
{
    __m256 x0;
    __m256i lane = npk__pool_lanes();
    if (c >= 0) {
        size_t u = (size_t)c;
        if (u + 8 <= w) return _mm256_loadu_ps(xr + u);
        if (u >= w) return idv;
        return _mm256_blendv_ps(idv, npk__loadk256(xr + u, w - u), _mm256_castsi256_ps(npk__mask256(w - u)));
    }
    x0 = w >= 8 ? _mm256_loadu_ps(xr)
                : _mm256_blendv_ps(idv, npk__loadk256(xr, w), _mm256_castsi256_ps(npk__mask256(w)));
    /* lane i takes x0[i + c] for i >= -c */
    return _mm256_blendv_ps(idv, _mm256_permutevar8x32_ps(x0, _mm256_add_epi32(lane, _mm256_set1_epi32((int)c))),
                            _mm256_castsi256_ps(_mm256_cmpgt_epi32(lane, _mm256_set1_epi32(-(int)c - 1))));
}

static inline __m256 npk__pool_gather(const float *xr, ptrdiff_t c, size_t sw, size_t w, int edge, __m256 idv)
{
    __m256i ix = _mm256_add_epi32(_mm256_mullo_epi32(npk__pool_lanes(), _mm256_set1_epi32((int)sw)),
                                  _mm256_set1_epi32((int)c));
    __m256i in;
    if (!edge) return _mm256_i32gather_ps(xr, ix, 4);
    in = _mm256_andnot_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), ix),
                             _mm256_cmpgt_epi32(_mm256_set1_epi32((int)w), ix));
    return _mm256_mask_i32gather_ps(idv, xr, ix, _mm256_castsi256_ps(in), 4);
}

static inline void npk__pool_store(float *y, __m256 v, size_t n)
{
    if (n >= 8) _mm256_storeu_ps(y, v);
    else npk__storek256(y, v, n);
}
#endif

/* Input columns [c, c + VW) of the row r (w wide): through npk__pool_pload
 * (id outside the row) at an edge, else one plain load (inside the row). */
static inline npk__pv npk__pool_load(const float *r, ptrdiff_t c, size_t w, npk__pv idv, int edge)
{
    return edge ? npk__pool_pload(r, c, w, idv) : NPK__PV_LOAD(r + c);
}

/* Window sums of outputs [oa, oa + VW) and [ob, ob + VW) (ob may be oa) of
 * one output row, n of each stored (n < VW only for a row narrower than a
 * block), added one by one in the reference's order. rows: the window's
 * first input row, nr rows of w floats. Without edge_a (edge_b), every load
 * of block a (b) lies inside the rows. */
static void npk__pool_sums(const float *rows, size_t nr, size_t w, size_t pl, size_t sw, size_t kw, size_t oa,
                           size_t ob, float *yr, size_t n, int edge_a, int edge_b)
{
    size_t iy, kx;
    const ptrdiff_t ca = (ptrdiff_t)(sw * oa) - (ptrdiff_t)pl, cb = (ptrdiff_t)(sw * ob) - (ptrdiff_t)pl;
    const npk__pv idv = NPK__PV_SET1(0.0f);
    npk__pv acc_a = idv, acc_b = idv;
    NPK__PV_CONSTS;
    for (iy = 0; iy < nr; ++iy) {
        const float *r = rows + iy * w;
        if (sw == 2)
            for (kx = 0; kx < kw; kx += 2) {
                npk__pv a0, a1, b0, b1;
                a0 = npk__pool_load(r, ca + (ptrdiff_t)kx, w, idv, edge_a);
                a1 = npk__pool_load(r, ca + (ptrdiff_t)(kx + NPK__POOL_VW), w, idv, edge_a);
                b0 = npk__pool_load(r, cb + (ptrdiff_t)kx, w, idv, edge_b);
                b1 = npk__pool_load(r, cb + (ptrdiff_t)(kx + NPK__POOL_VW), w, idv, edge_b);
                acc_a = NPK__PV_ADD(acc_a, NPK__PV_EVEN(a0, a1));
                acc_b = NPK__PV_ADD(acc_b, NPK__PV_EVEN(b0, b1));
                if (kx + 1 < kw) {
                    acc_a = NPK__PV_ADD(acc_a, NPK__PV_ODD(a0, a1));
                    acc_b = NPK__PV_ADD(acc_b, NPK__PV_ODD(b0, b1));
                }
            }
        else
            for (kx = 0; kx < kw; ++kx) {
                acc_a = NPK__PV_ADD(acc_a, npk__pool_gather(r, ca + (ptrdiff_t)kx, sw, w, edge_a, idv));
                acc_b = NPK__PV_ADD(acc_b, npk__pool_gather(r, cb + (ptrdiff_t)kx, sw, w, edge_b, idv));
            }
    }
    npk__pool_store(yr + oa, acc_a, n);
    npk__pool_store(yr + ob, acc_b, n);
}

/* Max of one input row's window columns for outputs [o, o + VW), in column
 * order; without edge, every load lies inside the row. */
static inline npk__pv npk__pool_hmax(const float *r, size_t w, size_t pl, size_t sw, size_t kw, size_t o, int edge)
{
    size_t kx;
    const ptrdiff_t c = (ptrdiff_t)(sw * o) - (ptrdiff_t)pl;
    const npk__pv idv = NPK__PV_SET1(-INFINITY);
    npk__pv m = idv, a0, a1;
    NPK__PV_CONSTS;
    if (sw == 1) { /* window columns are plain (shifted) loads */
        m = npk__pool_load(r, c, w, idv, edge);
        for (kx = 1; kx < kw; ++kx) m = NPK__PV_MAX(m, npk__pool_load(r, c + (ptrdiff_t)kx, w, idv, edge));
        return m;
    }
    if (sw != 2) {
        m = npk__pool_gather(r, c, sw, w, edge, idv);
        for (kx = 1; kx < kw; ++kx) m = NPK__PV_MAX(m, npk__pool_gather(r, c + (ptrdiff_t)kx, sw, w, edge, idv));
        return m;
    }
    for (kx = 0; kx < kw; kx += 2) {
        npk__pv t;
        a0 = npk__pool_load(r, c + (ptrdiff_t)kx, w, idv, edge);
        a1 = npk__pool_load(r, c + (ptrdiff_t)(kx + NPK__POOL_VW), w, idv, edge);
        t = NPK__PV_EVEN(a0, a1);
        if (kx + 1 < kw) t = NPK__PV_MAX(t, NPK__PV_ODD(a0, a1));
        m = kx ? NPK__PV_MAX(m, t) : t;
    }
    return m;
}

/* Vectors of the max pools' row ring (1 KB). */
#define NPK__POOL_RING (NPK__POOL_BUF / NPK__POOL_VW)

/* Max pool of one plane: a window's maximum is the maximum, in row order,
 * of its rows' maxima over the window columns (maxf is associative), and an
 * input row shared by windows of neighbouring output rows (kh > stride_h)
 * is reduced once: each input row's maxima go to a ring of kh rows of cb
 * blocks, in chunks of cb blocks of a row (cb * kh <= NPK__POOL_RING). */
static inline void npk__pool_max_plane(const npk_pool2d_params *p, const float *xc, float *yc, size_t oh_n,
                                       size_t ow_n, size_t sw, size_t kw)
{
    const size_t vw = NPK__POOL_VW, kh = p->kh, pl = p->pad_left, w = p->w;
    const size_t nb = (ow_n + vw - 1) / vw, cb = NPK__POOL_RING / kh, span = kw - 1 + sw * vw;
    const size_t n = ow_n < vw ? ow_n : vw;
    npk__pv ring[NPK__POOL_RING];
    size_t b0, oh, k, iy;
    for (b0 = 0; b0 < nb; b0 += cb) {
        size_t nbk = nb - b0 < cb ? nb - b0 : cb, next = 0, last = kh - 1; /* ring slot of row next - 1 */
        for (oh = 0; oh < oh_n; ++oh) {
            npk__win wy = npk__pool_win(oh, p->stride_h, kh, p->pad_top, p->h, p->pad_bottom);
            float *yr = yc + oh * ow_n;
            size_t s;
            if (next < wy.lo) next = wy.lo;
            for (; next < wy.hi; ++next) {
                const float *r = xc + next * w;
                npk__pv *slot;
                last = last + 1 == kh ? 0 : last + 1;
                slot = ring + last * cb;
                for (k = 0; k < nbk; ++k) {
                    size_t o = (b0 + k + 1) * vw <= ow_n ? (b0 + k) * vw : ow_n - n;
                    slot[k] = npk__pool_hmax(r, w, pl, sw, kw, o, sw * o < pl || sw * o - pl + span > w);
                }
            }
            /* the window's rows are the last wy.hi - wy.lo reduced */
            s = wy.hi - wy.lo;
            s = last + 1 >= s ? last + 1 - s : last + 1 + kh - s;
            for (k = 0; k < nbk; ++k) {
                size_t o = (b0 + k + 1) * vw <= ow_n ? (b0 + k) * vw : ow_n - n, t = s;
                npk__pv acc = NPK__PV_SET1(-INFINITY);
                for (iy = wy.lo; iy < wy.hi; ++iy) {
                    acc = iy > wy.lo ? NPK__PV_MAX(acc, ring[t * cb + k]) : ring[t * cb + k];
                    t = t + 1 == kh ? 0 : t + 1;
                }
                npk__pool_store(yr + o, acc, n);
            }
        }
    }
}

/* Window sums of one output row (ow_n outputs): blocks at 0, VW, 2*VW, ...,
 * the last at ow_n - VW (overlapping the one before), two at a time; a
 * block is an edge block if its loads would leave the row. */
static void npk__pool_sum_row(const float *rows, size_t nr, size_t w, size_t pl, size_t sw, size_t kw, size_t ow_n,
                              float *yr)
{
    const size_t vw = NPK__POOL_VW;
    size_t o, span = kw - 1 + sw * vw; /* the columns a plain block's loads cover */
    if (ow_n < vw) {
        npk__pool_sums(rows, nr, w, pl, sw, kw, 0, 0, yr, ow_n, 1, 1);
        return;
    }
    for (o = 0; o < ow_n; o += 2 * vw) {
        size_t oa = o + vw <= ow_n ? o : ow_n - vw, ob = o + 2 * vw <= ow_n ? o + vw : ow_n - vw;
        int ea = sw * oa < pl || sw * oa - pl + span > w, eb = sw * ob < pl || sw * ob - pl + span > w;
        npk__pool_sums(rows, nr, w, pl, sw, kw, oa, ob, yr, vw, ea, eb);
    }
}
#endif

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* Whether the register paths take the pool: columns as int32 lane offsets,
 * the left padding within one vector. */
static int npk__pool_vec_ok(const npk_pool2d_params *p)
{
    return p->pad_left < NPK__POOL_VW && p->stride_w * NPK__POOL_VW + p->kw + p->w < ((size_t)1 << 30);
}
#endif

/* Pools with stride_w >= 2 (ch: npk__pool_chunk's columns per chunk), and
 * under SIMD stride-1 max pools that npk__pool_vec_ok takes (ch unused). */
static void npk__pool_strided(const npk_pool2d_params *p, const float *x, float *y, int is_max, size_t ch)
{
    size_t oh_n = npk_pool2d_out_h(p), ow_n = npk_pool2d_out_w(p), sw = p->stride_w, kw = p->kw;
    size_t pl = p->pad_left, w = p->w, nc, oh, o, m_lo, m_hi = 0;
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
    int vec = npk__pool_vec_ok(p);
#endif
    /* average divisor: the same for outputs whose window lies inside the input */
    m_lo = (pl + sw - 1) / sw;
    if (w + pl >= kw) m_hi = (w + pl - kw) / sw + 1;
    if (m_hi > ow_n) m_hi = ow_n;
    if (m_lo > m_hi) m_lo = m_hi;
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
    if (vec && is_max && p->kh <= NPK__POOL_RING) {
        for (nc = 0; nc < p->n * p->c; ++nc) {
            const float *xc = x + nc * p->h * w;
            float *yc = y + nc * oh_n * ow_n;
            /* 3x3 stride 2 (ResNet, SqueezeNet, GoogLeNet) and 3x3 stride 1
             * (GoogLeNet's and Inception's pool branches) get their own copies */
            if (sw == 2 && kw == 3) npk__pool_max_plane(p, xc, yc, oh_n, ow_n, 2, 3);
            else if (sw == 1 && kw == 3) npk__pool_max_plane(p, xc, yc, oh_n, ow_n, 1, 3);
            else npk__pool_max_plane(p, xc, yc, oh_n, ow_n, sw, kw);
        }
        return;
    }
#endif
    for (nc = 0; nc < p->n * p->c; ++nc)
        for (oh = 0; oh < oh_n; ++oh) {
            npk__win wy = npk__pool_win(oh, p->stride_h, p->kh, p->pad_top, p->h, p->pad_bottom);
            float *yr = y + (nc * oh_n + oh) * ow_n;
            const float *xc = x + nc * p->h * w;
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
            if (vec && !is_max) npk__pool_sum_row(xc + wy.lo * w, wy.hi - wy.lo, w, pl, sw, kw, ow_n, yr);
            else npk__pool_phased(p, xc, wy, yr, 0, ow_n, ch, is_max);
#else
            npk__pool_phased(p, xc, wy, yr, 0, ow_n, ch, is_max);
#endif
            if (!is_max)
                for (o = 0; o < ow_n; ++o) {
                    if (o == m_lo && m_lo < m_hi) {
                        float inv = npk__avg_div(p, wy, npk__pool_win(o, sw, kw, pl, w, p->pad_right));
                        size_t j = m_lo;
#if defined(NPK_HAVE_AVX512)
                        for (; j + 16 <= m_hi; j += 16)
                            _mm512_storeu_ps(yr + j, _mm512_mul_ps(_mm512_loadu_ps(yr + j), _mm512_set1_ps(inv)));
#elif defined(NPK_HAVE_AVX2)
                        for (; j + 8 <= m_hi; j += 8)
                            _mm256_storeu_ps(yr + j, _mm256_mul_ps(_mm256_loadu_ps(yr + j), _mm256_set1_ps(inv)));
#endif
                        for (; j < m_hi; ++j) yr[j] *= inv;
                        o = m_hi - 1;
                        continue;
                    }
                    yr[o] *= npk__avg_div(p, wy, npk__pool_win(o, sw, kw, pl, w, p->pad_right));
                }
        }
}

/* Shared row-wise fast path. Columns are split into a left edge, a middle
 * where every window lies fully inside the input, and a right edge; with
 * stride 1 the middle is done as kw vector sweeps per input row. */
static void npk__pool_fast(const npk_pool2d_params *p, const float *x, float *y, int is_max)
{
    size_t oh_n = npk_pool2d_out_h(p), ow_n = npk_pool2d_out_w(p);
    size_t nc, oh, ow, iy, ix, kx, mid_lo = ow_n, mid_hi = ow_n, ch = npk__pool_chunk(p);
    if (ch) {
        npk__pool_strided(p, x, y, is_max, ch);
        return;
    }
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
    /* a stride-1 max pool in registers too: the row sweeps below make kh * kw
     * calls per output row, which on 7-28 wide maps cost more than the
     * maxima (npk__pool_strided takes only the max path with ch 0) */
    if (is_max && p->stride_w == 1 && npk__pool_vec_ok(p) && p->kh <= NPK__POOL_RING) {
        npk__pool_strided(p, x, y, is_max, 0);
        return;
    }
#endif
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
