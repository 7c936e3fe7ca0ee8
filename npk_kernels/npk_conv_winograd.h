/* npk_conv_winograd.h - 3x3 stride-1 convolution by Winograd F(4x4, 3x3).
 * Private to the implementation; included by npk_conv_impl.h.
 *
 * Each 4x4 output tile is A^T [ (G g G^T) .* (B^T d B) ] A, summed over
 * input channels, where d is the 6x6 input patch under the tile and g a
 * 3x3 filter. The filter side U = G g G^T is precomputed (by mlir2c, once)
 * as u[36][Cin][Cout]. The tiles of an image go in bands of T tiles (raster
 * order; T from npk__wg_band_tiles, a function of the shape only, so mlir2c
 * plans the same scratch the kernel uses). Per band:
 *   1. input transform of every tile and input channel into the scratch,
 *      V[xi][t][c] = (B^T d B)[xi] for the 36 positions xi (each run of up
 *      to NPK__WG_T tiles of one tile row is first copied channel-last and
 *      zero padded, R[row][col][c], so every step runs over contiguous
 *      channels);
 *   2. 36 GEMMs M[xi][t][k] = sum_c V[xi][t][c] U[xi][c][k] over the whole
 *      band: U is read once per band (it was read once per 6 tiles, which
 *      made deep layers wait on memory: ResNet-18's 512-channel convs at 7x7
 *      ran 2.3x slower than the direct conv);
 *   3. output transform A^T M A + bias, activation, transposed back to NCHW.
 * Each M element is one FMA chain over c = 0..Cin-1 in order, and the
 * output transform only multiplies by powers of two, so image and channel
 * parts are bit-identical to the full call; so are bands of output rows (the
 * tiles stay on the full call's 4-row grid; a band starting at a multiple
 * of 4 computes no tile row twice). The transforms' buffers (R, O) are
 * slots of the planned scratch, not stack: a firmware's RAM is its arena
 * and a small stack (npk__wg_v_floats). */
#ifndef NPK_CONV_WINOGRAD_H
#define NPK_CONV_WINOGRAD_H
#include "npk_conv.h"
#include "npk_conv_shape_impl.h"
#include "npk_conv_dst.h"
#include "npk_layout_impl.h" /* npk__transpose2d */
#include "npk_vmath.h"

#define NPK__WG_T 6 /* tiles per block (the GEMM's rows) */
/* Channels per chunk of the transforms, the same on every ISA: their
 * buffers are in the planned scratch, whose size must not depend on the ISA
 * (mlir2c plans on the host for any target). */
#define NPK__WG_CB 64 /* input channels per chunk */
#define NPK__WG_KB 64 /* output channels per chunk */
/* A band's V and M may take as many bytes as the (untransformed) filter, at
 * least this: deep layers, whose U does not stay in cache, get bands large
 * enough to read U once per image, small layers stay small for firmware. */
#define NPK__WG_BAND_MIN_BYTES 65536u
/* M's rows are padded to whole vectors of the widest ISA */
#define NPK__WG_MPAD(c) (((c) + 15u) / 16u * 16u)
/* gcc 12 inlines the GEMM into the tile loop and then runs it 2x slower
 * (measured: 54 vs 108 us for the CNN's conv); keep it a call. */
#if defined(__GNUC__) || defined(__clang__)
#define NPK__WG_NOINLINE __attribute__((noinline))
#define NPK__WG_INLINE inline __attribute__((always_inline))
#else
#define NPK__WG_NOINLINE
#define NPK__WG_INLINE
#endif
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 8
#define NPK__WG_UNROLL _Pragma("GCC unroll 8")
#else
#define NPK__WG_UNROLL
#endif

size_t npk_conv2d_winograd_filter_count(size_t c_out, size_t c_in) { return 36u * c_in * c_out; }

int npk_conv2d_winograd_supported(const npk_conv2d_params *p)
{
    return p->kh == 3 && p->kw == 3 && p->stride_h == 1 && p->stride_w == 1 && p->dil_h == 1 &&
           p->dil_w == 1 && p->groups == 1;
}

/* Tiles per band for a conv of p's shape (whole images; a multiple of the
 * GEMM's NPK__WG_T rows when there are that many). */
static size_t npk__wg_band_tiles(const npk_conv2d_params *p)
{
    size_t tiles = ((npk_conv2d_out_h(p) + 3) / 4) * ((npk_conv2d_out_w(p) + 3) / 4);
    size_t per_tile = 36u * (p->c_in + p->c_out) * sizeof(float);
    size_t budget = 9u * p->c_in * p->c_out * sizeof(float), t;
    if (budget < NPK__WG_BAND_MIN_BYTES) budget = NPK__WG_BAND_MIN_BYTES;
    t = per_tile ? budget / per_tile : 1;
    if (t > 6) t -= t % 6;
    if (t < 1) t = 1;
    return t < tiles ? t : tiles;
}

/* Channel strides of the transforms' buffers: a chunk, or all the channels
 * when fewer, in whole 64-byte lines. */
static size_t npk__wg_cbs(const npk_conv2d_params *p)
{
    return NPK__WG_MPAD(p->c_in < NPK__WG_CB ? p->c_in : NPK__WG_CB);
}
static size_t npk__wg_kbs(const npk_conv2d_params *p)
{
    return NPK__WG_MPAD(p->c_out < NPK__WG_KB ? p->c_out : NPK__WG_KB);
}

/* The scratch holds a band's V [36][T][Cin] then its M [36][T][ldm]. Steps
 * 1 and 3 share out blocks of NPK__WG_T tiles; a task takes one slot per
 * block it starts at, for its buffers: step 1's (column transforms, then
 * input rows R) where M will be, step 3's (rows of M A, then the output
 * block O) where V was, so concurrent tasks never share one. A run of r <=
 * min(T, NPK__WG_T) tiles (the buffers are reused run after run) needs (24 r
 * + 48) cbs floats in step 1, (16 r + 24) kbs in step 3. Each region is the
 * larger of its two uses, in whole 64-byte lines. */
static size_t npk__wg_blocks(size_t T) { return (T + NPK__WG_T - 1) / NPK__WG_T; }
static size_t npk__wg_in_slot(size_t T, size_t cbs) { return (24u * (T < NPK__WG_T ? T : NPK__WG_T) + 48u) * cbs; }
static size_t npk__wg_out_slot(size_t T, size_t kbs) { return (16u * (T < NPK__WG_T ? T : NPK__WG_T) + 24u) * kbs; }
static size_t npk__wg_v_floats(const npk_conv2d_params *p, size_t T)
{
    size_t v = 36u * T * p->c_in, o = npk__wg_blocks(T) * npk__wg_out_slot(T, npk__wg_kbs(p));
    return NPK__WG_MPAD(v > o ? v : o);
}
static size_t npk__wg_m_floats(const npk_conv2d_params *p, size_t T)
{
    size_t m = 36u * T * NPK__WG_MPAD(p->c_out), i = npk__wg_blocks(T) * npk__wg_in_slot(T, npk__wg_cbs(p));
    return m > i ? m : i;
}

size_t npk_conv2d_winograd_scratch_bytes(const npk_conv2d_params *p)
{
    size_t T;
    if (!npk_conv2d_out_h(p) || !npk_conv2d_out_w(p)) return 0;
    T = npk__wg_band_tiles(p);
    return (npk__wg_v_floats(p, T) + npk__wg_m_floats(p, T)) * sizeof(float);
}

/* Output channels the filter transform takes at a time: G g of each is
 * kept in double, 576 bytes of stack (firmware frames stay under 1 KB). */
#define NPK__WG_FILTER_KB 4

void npk_conv2d_winograd_filter_f32(size_t c_out, size_t c_in, const float *w, float *u)
{
    static const double G[6][3] = {{1.0 / 4, 0, 0},
                                   {-1.0 / 6, -1.0 / 6, -1.0 / 6},
                                   {-1.0 / 6, 1.0 / 6, -1.0 / 6},
                                   {1.0 / 24, 1.0 / 12, 1.0 / 6},
                                   {1.0 / 24, -1.0 / 12, 1.0 / 6},
                                   {0, 0, 1}};
    size_t k0, c, i, j, l, k;
    /* per input channel, a block of output channels at a time: the 36
     * output streams are written in k order and the inner loops run over k,
     * which vectorises (one filter at a time took 6% of a first resnet18
     * run; the arithmetic per element is the same) */
    for (c = 0; c < c_in; ++c)
        for (k0 = 0; k0 < c_out; k0 += NPK__WG_FILTER_KB) {
            size_t kb = c_out - k0 < NPK__WG_FILTER_KB ? c_out - k0 : NPK__WG_FILTER_KB;
            double gg[6][3][NPK__WG_FILTER_KB]; /* G g */
            for (i = 0; i < 6; ++i)
                for (l = 0; l < 3; ++l)
                    for (k = 0; k < kb; ++k) {
                        const float *g = w + ((k0 + k) * c_in + c) * 9;
                        gg[i][l][k] = G[i][0] * g[l] + G[i][1] * g[3 + l] + G[i][2] * g[6 + l];
                    }
            for (i = 0; i < 6; ++i)
                for (j = 0; j < 6; ++j) {
                    float *o = u + ((i * 6 + j) * c_in + c) * c_out + k0;
                    for (k = 0; k < kb; ++k)
                        o[k] = (float)(gg[i][0][k] * G[j][0] + gg[i][1][k] * G[j][1] + gg[i][2][k] * G[j][2]);
                }
        }
}

#if NPK__KEEP_WINOGRAD /* npk_select.h */
/* One row of B^T applied to six rows d0..d5 of n channels each. */
static void npk__wg_bt(size_t n, const float *d0, const float *d1, const float *d2, const float *d3,
                       const float *d4, const float *d5, size_t out_stride, float *o)
{
    float *o0 = o, *o1 = o + out_stride, *o2 = o + 2 * out_stride;
    float *o3 = o + 3 * out_stride, *o4 = o + 4 * out_stride, *o5 = o + 5 * out_stride;
    size_t c;
    for (c = 0; c < n; ++c) {
        float a = d4[c] - 4.0f * d2[c], b = d3[c] - 4.0f * d1[c];
        float e = d4[c] - d2[c], f = 2.0f * (d3[c] - d1[c]);
        o0[c] = 4.0f * d0[c] - 5.0f * d2[c] + d4[c];
        o1[c] = a + b;
        o2[c] = a - b;
        o3[c] = e + f;
        o4[c] = e - f;
        o5[c] = 4.0f * d1[c] - 5.0f * d3[c] + d5[c];
    }
}

/* The input transform of the nt tiles of a run from R[6][4 nt + 2][cb]
 * (column stride cbs): columns first (B^T d) into tmp [i][col][c] (36 cbs
 * floats), then rows. Position xi of tile t, channel c goes to V[xi * xs +
 * t * ts + c]. */
static void npk__wg_input(size_t nt, size_t cb, size_t cbs, const float *R, float *tmp, float *V, size_t xs,
                          size_t ts)
{
    size_t t, col, i, rs = (4 * nt + 2) * cbs;
    for (t = 0; t < nt; ++t) {
        for (col = 0; col < 6; ++col) {
            const float *d = R + (4 * t + col) * cbs;
            npk__wg_bt(cb, d, d + rs, d + 2 * rs, d + 3 * rs, d + 4 * rs, d + 5 * rs, 6 * cbs, tmp + col * cbs);
        }
        for (i = 0; i < 6; ++i) {
            const float *r = tmp + i * 6 * cbs;
            npk__wg_bt(cb, r, r + cbs, r + 2 * cbs, r + 3 * cbs, r + 4 * cbs, r + 5 * cbs, xs,
                       V + i * 6 * xs + t * ts);
        }
    }
}

/* One row of A^T (4 outputs) over six rows m0..m5 of n values; the
 * multipliers are powers of two, so contraction cannot change results. */
static void npk__wg_at(size_t n, const float *m0, const float *m1, const float *m2, const float *m3,
                       const float *m4, const float *m5, size_t out_stride, float *o)
{
    size_t c;
    for (c = 0; c < n; ++c) {
        float a = m1[c] + m2[c], b = m1[c] - m2[c], e = m3[c] + m4[c], f = m3[c] - m4[c];
        o[c] = m0[c] + a + e;
        o[out_stride + c] = b + 2.0f * f;
        o[2 * out_stride + c] = a + 4.0f * e;
        o[3 * out_stride + c] = b + 8.0f * f + m5[c];
    }
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
#if defined(NPK_HAVE_AVX512)
#define NPK__WG_VL 16
#define NPK__WG_NV 4 /* 6 tiles x 4 vectors = 24 accumulators */
typedef __m512 npk__wgv;
#define NPK__WG_LOADK(p, n) _mm512_maskz_loadu_ps(npk__mask16(n), p)
#define NPK__WG_STOREU(p, v) _mm512_storeu_ps(p, v)
#define NPK__WG_SET1(x) _mm512_set1_ps(x)
#define NPK__WG_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define NPK__WG_ZERO() _mm512_setzero_ps()
#else
#define NPK__WG_VL 8
#define NPK__WG_NV 2 /* 6 x 2 = 12 accumulators of 16 ymm */
typedef __m256 npk__wgv;
#define NPK__WG_LOADK(p, n) npk__loadk256(p, n)
#define NPK__WG_STOREU(p, v) _mm256_storeu_ps(p, v)
#define NPK__WG_SET1(x) _mm256_set1_ps(x)
#define NPK__WG_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define NPK__WG_ZERO() _mm256_setzero_ps()
#endif

/* M[t][k] = sum_{c < cb} V[t][c] U[c][k] for t < nt, k in [k0, k0 +
 * nv*VL) clipped to kn; V rows cbs apart, U rows ldu apart, M rows ldm
 * apart (whole vectors stored: rows are padded, NPK__WG_MPAD). nv and rows
 * (>= nt: the tiles computed, rows past nt are not stored) are constants at
 * each call
 * (inlined per shape), so a chunk of 16 or 32 output channels runs only the
 * vectors it has and a block of 2 or 4 tiles (8 or 16 wide outputs, a row's
 * last block) only as many rows, not NPK__WG_NV x NPK__WG_T on copies. */
static NPK__WG_INLINE void npk__wg_gemm_nv(size_t nt, size_t kn, size_t k0, size_t cb, size_t cbs, const float *V,
                                           const float *U, size_t ldu, float *M, size_t ldm, const size_t nv,
                                           const size_t rows)
{
    npk__wgv acc[NPK__WG_T][NPK__WG_NV];
    const float *vr[NPK__WG_T];
    size_t left[NPK__WG_NV];
    size_t t, v, c;
    /* every loop over t and v unrolled before gcc places acc: a rolled one
     * left acc in memory, stored on every step of c (2.3x slower) */
    NPK__WG_UNROLL
    for (v = 0; v < nv; ++v) {
        size_t at = k0 + v * NPK__WG_VL;
        left[v] = at < kn ? kn - at : 0;
    }
    NPK__WG_UNROLL
    for (t = 0; t < rows; ++t) {
        vr[t] = V + (t < nt ? t : nt - 1) * cbs;
        NPK__WG_UNROLL
        for (v = 0; v < nv; ++v) acc[t][v] = NPK__WG_ZERO();
    }
    for (c = 0; c < cb; ++c) {
        npk__wgv u[NPK__WG_NV];
        const float *ur = U + c * ldu + k0;
        NPK__WG_UNROLL
        for (v = 0; v < nv; ++v) u[v] = NPK__WG_LOADK(ur + v * NPK__WG_VL, left[v]);
        NPK__WG_UNROLL
        for (t = 0; t < rows; ++t) {
            npk__wgv b = NPK__WG_SET1(vr[t][c]);
            NPK__WG_UNROLL
            for (v = 0; v < nv; ++v) acc[t][v] = NPK__WG_FMA(b, u[v], acc[t][v]);
        }
    }
    NPK__WG_UNROLL
    for (t = 0; t < rows; ++t) {
        NPK__WG_UNROLL
        for (v = 0; v < nv; ++v)
            if (t < nt && left[v]) NPK__WG_STOREU(M + t * ldm + k0 + v * NPK__WG_VL, acc[t][v]);
    }
}

/* One width of npk__wg_gemm_nv for 2, 4 or 6 rows (nt rounded up to even). */
#define NPK__WG_GEMM_ROWS(nv)                                                                                  \
    do {                                                                                                       \
        if (nt <= 2) npk__wg_gemm_nv(nt, kn, k0, cb, cbs, V, U, ldu, M, ldm, nv, 2);                           \
        else if (nt <= 4) npk__wg_gemm_nv(nt, kn, k0, cb, cbs, V, U, ldu, M, ldm, nv, 4);                      \
        else npk__wg_gemm_nv(nt, kn, k0, cb, cbs, V, U, ldu, M, ldm, nv, NPK__WG_T);                   \
    } while (0)

/* M[t][k] = sum_{c < cb} V[t][c] U[c][k] for t < nt, k < kn: blocks of
 * NPK__WG_NV vectors, the last one only as wide as what is left. */
NPK__WG_NOINLINE static void npk__wg_gemm(size_t nt, size_t kn, size_t cb, size_t cbs, const float *V,
                                           const float *U, size_t ldu, float *M, size_t ldm)
{
    size_t k0;
    for (k0 = 0; k0 < kn; k0 += NPK__WG_VL * NPK__WG_NV) {
        size_t nv = (kn - k0 + NPK__WG_VL - 1) / NPK__WG_VL;
        if (nv >= NPK__WG_NV) NPK__WG_GEMM_ROWS(NPK__WG_NV);
#if NPK__WG_NV > 2
        else if (nv == 3) NPK__WG_GEMM_ROWS(3);
#endif
#if NPK__WG_NV > 1
        else if (nv == 2) NPK__WG_GEMM_ROWS(2);
#endif
        else NPK__WG_GEMM_ROWS(1);
    }
}
#undef NPK__WG_GEMM_ROWS
#else
NPK__WG_NOINLINE static void npk__wg_gemm(size_t nt, size_t kn, size_t cb, size_t cbs, const float *V,
                                           const float *U, size_t ldu, float *M, size_t ldm)
{
    size_t t, c, k;
    for (t = 0; t < nt; ++t) {
        float *m = M + t * ldm;
        for (k = 0; k < kn; ++k) m[k] = 0.0f;
        for (c = 0; c < cb; ++c) {
            float a = V[t * cbs + c];
            const float *u = U + c * ldu;
            for (k = 0; k < kn; ++k) m[k] += a * u[k];
        }
    }
}
#endif

/* Copies input rows iy0..iy0+5 (iy0 may be negative), columns ix0 ..
 * ix0+cols-1 of channels [c0, c0+cb) of one image into R[row][col][c]
 * (column stride cbs, row stride cols * cbs), zero outside the image: a
 * transpose per row. */
static void npk__wg_fill(const npk_conv2d_params *p, const float *xn, ptrdiff_t iy0, ptrdiff_t ix0, size_t cols,
                         size_t c0, size_t cb, size_t cbs, float *R)
{
    size_t r, col, plane = p->h * p->w;
    /* columns [lo, hi) of the block fall inside the image */
    size_t lo = ix0 < 0 ? (size_t)-ix0 : 0, hi = cols;
    if ((ptrdiff_t)p->w - ix0 < (ptrdiff_t)hi) hi = (ptrdiff_t)p->w > ix0 ? (size_t)((ptrdiff_t)p->w - ix0) : 0;
    if (lo > hi) lo = hi;
    for (r = 0; r < 6; ++r) {
        ptrdiff_t iy = iy0 + (ptrdiff_t)r;
        float *row = R + r * cols * cbs;
        if (iy < 0 || iy >= (ptrdiff_t)p->h || lo == hi) {
            memset(row, 0, cols * cbs * sizeof(float));
            continue;
        }
        for (col = 0; col < lo; ++col) memset(row + col * cbs, 0, cb * sizeof(float));
        for (col = hi; col < cols; ++col) memset(row + col * cbs, 0, cb * sizeof(float));
        npk__transpose2d(cb, hi - lo, xn + c0 * plane + (size_t)iy * p->w + (size_t)(ix0 + (ptrdiff_t)lo), plane,
                         row + lo * cbs, cbs);
    }
}

/* Output transform of the nt tiles of a run in M (tile t, position xi at
 * M[xi * xs + t * ts]; M points at channel k0) for channels [k0, k0+kn),
 * plus bias and activation, into O[a][x][k] (4 rows of 4*nt columns,
 * channel stride kbs), then transposed into image n's output at row oy0,
 * column ox0 (clipped to the rows stored). buf holds (16 nt + 24) kbs
 * floats: tmp [i][b][k] (rows of M A), then O. */
static void npk__wg_output(const npk_conv2d_params *p, size_t nt, size_t k0, size_t kn, size_t kbs, const float *M,
                           size_t xs, size_t ts, const float *bias, const npk__conv_dst *d, size_t n, size_t oy0,
                           size_t ox0, float *buf)
{
    float *tmp = buf, *O = buf + 24 * kbs;
    size_t ow = npk_conv2d_out_w(p);
    size_t t, i, a, b, k, os = 4 * nt * kbs;
    size_t a0 = oy0 < d->row0 ? d->row0 - oy0 : 0; /* tile rows above the stored ones */
    size_t na = d->row1 - oy0 < 4 ? d->row1 - oy0 : 4, nx = ow - ox0 < 4 * nt ? ow - ox0 : 4 * nt;
    for (t = 0; t < nt; ++t) {
        const float *m = M + t * ts;
        for (i = 0; i < 6; ++i) {
            const float *r = m + i * 6 * xs;
            npk__wg_at(kn, r, r + xs, r + 2 * xs, r + 3 * xs, r + 4 * xs, r + 5 * xs, kbs, tmp + i * 4 * kbs);
        }
        for (b = 0; b < 4; ++b) {
            const float *s = tmp + b * kbs;
            size_t is = 4 * kbs;
            npk__wg_at(kn, s, s + is, s + 2 * is, s + 3 * is, s + 4 * is, s + 5 * is, os, O + (4 * t + b) * kbs);
        }
    }
    for (a = a0; a < na; ++a) {
        float *oa = O + a * os;
        for (b = 0; b < nx; ++b) {
            float *o = oa + b * kbs;
            if (bias)
                for (k = 0; k < kn; ++k) o[k] += bias[k0 + k];
            npk__row_act(o, kn, p->act, p->act_min, p->act_max);
        }
        npk__transpose2d(nx, kn, oa, kbs, d->y + n * d->ns + k0 * d->cs + (oy0 + a - d->row0) * ow + ox0,
                         d->cs);
    }
}

#if NPK__KEEP_CONV_RES
/* d's residual over the stored rows of tile row ty, channels [oc0, oc1):
 * once per channel over whole rows (contiguous), not per tile block row, where
 * the calls on 8..24 floats cost a third of ResNet-8's 16-channel conv. */
static void npk__wg_residual(const npk_conv2d_params *p, const npk__conv_dst *d, size_t n, size_t ty, size_t oc0,
                             size_t oc1)
{
    size_t ow = npk_conv2d_out_w(p), r0 = 4 * ty < d->row0 ? d->row0 : 4 * ty;
    size_t r1 = 4 * ty + 4 < d->row1 ? 4 * ty + 4 : d->row1, k;
    for (k = oc0; k < oc1; ++k) NPK__CONV_RES(d, p, n * d->ns + k * d->cs + (r0 - d->row0) * ow, (r1 - r0) * ow);
}
#endif

/* The run of tiles starting at tile t (raster order, tiles_x per row) that
 * one copy/transform step takes: up to NPK__WG_T tiles of one tile row,
 * none at or past end. */
static size_t npk__wg_run(size_t t, size_t end, size_t tiles_x)
{
    size_t run = tiles_x - t % tiles_x;
    if (run > NPK__WG_T) run = NPK__WG_T;
    return run < end - t ? run : end - t;
}

/* One band of nb tiles from tile b0 of image n: the three steps, each over
 * a range of its items, so a parallel-for can share them out (every item is
 * computed the same way whatever the ranges: results are bit-identical). */
typedef struct npk__wg_band {
    const npk_conv2d_params *p;
    const float *xn, *u, *bias;
    const npk__conv_dst *d;
    size_t n, b0, nb, T, tiles_x, oc0, oc1, ldm, cbs, kbs;
    float *V, *M; /* V [36][T][Cin], M [36][T][ldm] (channels from oc0) */
} npk__wg_band;

/* The band's tiles in blocks [lo, hi) of NPK__WG_T. */
static size_t npk__wg_block_end(const npk__wg_band *b, size_t hi)
{
    return hi * NPK__WG_T < b->nb ? hi * NPK__WG_T : b->nb;
}

/* Step 1, blocks [lo, hi) of the band: input transform into V. */
static void npk__wg_band_input(const npk__wg_band *b, size_t lo, size_t hi)
{
    const npk_conv2d_params *p = b->p;
    size_t cin = p->c_in, xs = b->T * cin, cbs = b->cbs, t, run, c0;
    /* this task's slot in M's region (not written before step 2) */
    float *tmp = b->M + lo * npk__wg_in_slot(b->T, cbs), *R = tmp + 36 * cbs;
    hi = npk__wg_block_end(b, hi);
    lo *= NPK__WG_T;
    for (t = b->b0 + lo; t < b->b0 + hi; t += run) {
        ptrdiff_t iy0 = (ptrdiff_t)(4 * (t / b->tiles_x)) - (ptrdiff_t)p->pad_top;
        ptrdiff_t ix0 = (ptrdiff_t)(4 * (t % b->tiles_x)) - (ptrdiff_t)p->pad_left;
        run = npk__wg_run(t, b->b0 + hi, b->tiles_x);
        for (c0 = 0; c0 < cin; c0 += NPK__WG_CB) {
            size_t cb = cin - c0 < NPK__WG_CB ? cin - c0 : NPK__WG_CB;
            npk__wg_fill(p, b->xn, iy0, ix0, 4 * run + 2, c0, cb, cbs, R);
            npk__wg_input(run, cb, cbs, R, tmp, b->V + (t - b->b0) * cin + c0, xs, cin);
        }
    }
}

/* Step 2, positions xi in [lo, hi): M[xi] = V[xi] U[xi] over the band (a
 * chunk of U's columns stays in cache over the band's tiles). */
static void npk__wg_band_gemm(const npk__wg_band *b, size_t lo, size_t hi)
{
    size_t cin = b->p->c_in, cout = b->p->c_out, xi, k0, tb;
    for (xi = lo; xi < hi; ++xi)
        for (k0 = b->oc0; k0 < b->oc1; k0 += NPK__WG_KB) {
            size_t kn = b->oc1 - k0 < NPK__WG_KB ? b->oc1 - k0 : NPK__WG_KB;
            for (tb = 0; tb < b->nb; tb += NPK__WG_T)
                npk__wg_gemm(b->nb - tb < NPK__WG_T ? b->nb - tb : NPK__WG_T, kn, cin, cin,
                             b->V + (xi * b->T + tb) * cin, b->u + xi * cin * cout + k0, cout,
                             b->M + (xi * b->T + tb) * b->ldm + (k0 - b->oc0), b->ldm);
        }
}

/* Step 3, blocks [lo, hi) of the band: output transform into d. */
static void npk__wg_band_output(const npk__wg_band *b, size_t lo, size_t hi)
{
    /* this task's slot in V's region (read for the last time in step 2) */
    float *buf = b->V + lo * npk__wg_out_slot(b->T, b->kbs);
    size_t t, run, k0;
    hi = npk__wg_block_end(b, hi);
    lo *= NPK__WG_T;
    for (t = b->b0 + lo; t < b->b0 + hi; t += run) {
        run = npk__wg_run(t, b->b0 + hi, b->tiles_x);
        for (k0 = b->oc0; k0 < b->oc1; k0 += NPK__WG_KB) {
            size_t kn = b->oc1 - k0 < NPK__WG_KB ? b->oc1 - k0 : NPK__WG_KB;
            npk__wg_output(b->p, run, k0, kn, b->kbs, b->M + (t - b->b0) * b->ldm + (k0 - b->oc0), b->T * b->ldm,
                           b->ldm, b->bias, b->d, b->n, 4 * (t / b->tiles_x), 4 * (t % b->tiles_x), buf);
        }
    }
}

/* A task of a band's step: share i of `tasks` equal shares of its items. */
typedef struct npk__wg_step {
    const npk__wg_band *band;
    void (*fn)(const npk__wg_band *b, size_t lo, size_t hi);
    size_t items, tasks;
} npk__wg_step;

static void npk__wg_step_task(void *ctx, size_t i)
{
    const npk__wg_step *s = (const npk__wg_step *)ctx;
    s->fn(s->band, s->items * i / s->tasks, s->items * (i + 1) / s->tasks);
}

/* Runs a step in `tasks` shares through par_for (NULL: inline, in order). */
static void npk__wg_run_step(const npk__wg_band *b, void (*fn)(const npk__wg_band *, size_t, size_t), size_t items,
                             size_t tasks, npk_conv2d_par_for par_for, const void *par)
{
    npk__wg_step s;
    s.band = b;
    s.fn = fn;
    s.items = items;
    s.tasks = tasks < items ? tasks : items;
    if (s.tasks < 1) s.tasks = 1;
    if (s.tasks == 1 || !par_for) {
        fn(b, 0, items);
        return;
    }
    par_for(par, s.tasks, npk__wg_step_task, &s);
}

/* Images [n0, n1), output channels [oc0, oc1), the rows d stores (by the
 * tiles of the full call); u from npk_conv2d_winograd_filter_f32; scratch
 * of npk_conv2d_winograd_scratch_bytes(p). Each band's steps go to up to
 * `tasks` tasks through par_for (NULL: all inline). */
static void npk__conv_winograd(const npk_conv2d_params *p, const float *x, const float *u, const float *bias,
                               const npk__conv_dst *d, size_t n0, size_t n1, size_t oc0, size_t oc1, void *scratch,
                               size_t tasks, npk_conv2d_par_for par_for, const void *par)
{
    npk__wg_band b;
    size_t first, last, t;
    b.p = p;
    b.u = u;
    b.bias = bias;
    b.d = d;
    b.tiles_x = (npk_conv2d_out_w(p) + 3) / 4;
    b.T = npk__wg_band_tiles(p);
    b.oc0 = oc0;
    b.oc1 = oc1;
    b.ldm = NPK__WG_MPAD(p->c_out);
    b.cbs = npk__wg_cbs(p);
    b.kbs = npk__wg_kbs(p);
    b.V = (float *)scratch;
    b.M = b.V + npk__wg_v_floats(p, b.T);
    first = d->row0 / 4 * b.tiles_x;
    last = (d->row1 + 3) / 4 * b.tiles_x;
    for (b.n = n0; b.n < n1; ++b.n) {
        b.xn = x + b.n * p->c_in * p->h * p->w;
        for (b.b0 = first; b.b0 < last; b.b0 += b.T) {
            b.nb = last - b.b0 < b.T ? last - b.b0 : b.T;
            npk__wg_run_step(&b, npk__wg_band_input, npk__wg_blocks(b.nb), tasks, par_for, par);
            npk__wg_run_step(&b, npk__wg_band_gemm, 36, tasks, par_for, par);
            npk__wg_run_step(&b, npk__wg_band_output, npk__wg_blocks(b.nb), tasks, par_for, par);
        }
#if NPK__KEEP_CONV_RES
        if (d->res)
            for (t = d->row0 / 4; t < (d->row1 + 3) / 4; ++t) npk__wg_residual(p, d, b.n, t, oc0, oc1);
#endif
    }
    (void)t;
}
#endif /* NPK__KEEP_WINOGRAD */
#undef NPK__WG_NOINLINE
#undef NPK__WG_INLINE
#endif /* NPK_CONV_WINOGRAD_H */
