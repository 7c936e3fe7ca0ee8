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

/* Filters up to this many taps (10x4, 7x7, ...); larger ones take the
 * scalar rows. */
#define NPK__DW_MAX_TAPS 64u
/* Output buffer of the flat mode (floats). */
#define NPK__DW_YBUF 4096u

/* Geometry of one depthwise call. In row mode each output row is computed
 * on its own (nv vectors). Narrow rows waste most lanes that way, so the
 * flat mode computes a whole band as one run of pitch-spaced output rows
 * (row r at r * pitch in ybuf, the columns past ow_n being junk) and copies
 * the valid columns out; it is taken when pitch < nv * VL. */
typedef struct npk__dw_geom {
    size_t sw;     /* stride_w: number of column phases */
    size_t slots;  /* columns per phase row */
    size_t row;    /* floats per padded input row: sw * slots */
    size_t pitch;  /* buffer floats between output rows: stride_h * row */
    size_t rows;   /* output rows per band */
    int flat;      /* flat mode */
    size_t tapoff[NPK__DW_MAX_TAPS]; /* buffer offset of each tap (ky, kx) */
} npk__dw_geom;

static int npk__dw_plan(const npk_conv2d_params *p, npk__dw_geom *g)
{
    size_t ow_n = npk_conv2d_out_w(p), nv, span, need, cols, k, room;
    if (p->c_in / p->groups != 1 || ow_n == 0 || p->stride_w == 0 || p->kh * p->kw > NPK__DW_MAX_TAPS) return 0;
    nv = (ow_n + NPK__DC_VL - 1) / NPK__DC_VL;
    span = ((p->kw - 1) * p->dil_w) / p->stride_w; /* largest slot offset of a tap */
    cols = (p->pad_left + p->w + p->stride_w - 1) / p->stride_w; /* slots the padded row fills */
    need = (p->kh - 1) * p->dil_h + 1; /* input rows of one output row */
    g->sw = p->stride_w;
    g->slots = ow_n + span > cols ? ow_n + span : cols;
    g->flat = g->sw * g->slots * p->stride_h < nv * NPK__DC_VL;
    if (!g->flat && g->slots < nv * NPK__DC_VL + span) g->slots = nv * NPK__DC_VL + span;
    g->row = g->sw * g->slots;
    g->pitch = p->stride_h * g->row;
    /* VL spare floats: the last vector of a band may read past its rows */
    if (need * g->row + NPK__DC_VL > NPK__DW_BUF) return 0;
    g->rows = 1 + (NPK__DW_BUF - NPK__DC_VL - need * g->row) / g->pitch;
    if (g->flat) {
        room = (NPK__DW_YBUF - NPK__DC_VL) / g->pitch;
        if (room == 0) g->flat = 0; /* cannot happen: pitch < nv * VL <= YBUF / 2 */
        else if (g->rows > room) g->rows = room;
    }
    for (k = 0; k < p->kh * p->kw; ++k) {
        size_t ky = k / p->kw, c = (k % p->kw) * p->dil_w;
        g->tapoff[k] = ky * p->dil_h * g->row + (c % g->sw) * g->slots + c / g->sw;
    }
    return 1;
}

/* n (<= VL) floats from s to d as one masked load and store: the narrow
 * rows of small maps (KWS's 5 columns) spent most of their time in memcpy
 * calls. Masked-off lanes are neither read nor written. */
static inline void npk__dw_copy_short(float *d, const float *s, size_t n)
{
#if defined(NPK_HAVE_AVX512)
    __mmask16 m = npk__mask16(n);
    _mm512_mask_storeu_ps(d, m, _mm512_maskz_loadu_ps(m, s));
#else
    __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
    _mm256_maskstore_ps(d, m, _mm256_maskload_ps(s, m));
#endif
}

/* Flat mode on AVX-512: instead of a pass through ybuf (whose per-row
 * reloads of just-stored vectors stall store forwarding, most of KWS's
 * depthwise time), each vector of flat outputs keeps its valid lanes
 * (column < ow_n) with vcompressps and stores them straight into y. Vector v
 * (flat positions 16v ..) has lane mask m[v] and goes to y + off[v]. */
typedef struct npk__dw_compact npk__dw_compact;
#if defined(NPK_HAVE_AVX512)
#define NPK__DW_COMPACT 1
struct npk__dw_compact {
    __mmask16 m[NPK__DW_YBUF / 16];
    uint32_t off[NPK__DW_YBUF / 16];
    unsigned char n[NPK__DW_YBUF / 16]; /* lanes set in m */
};

/* The table for count flat positions (rows of pitch, ow_n valid columns);
 * a run must pass the same count (lanes past it are not in m). */
static void npk__dw_compact_plan(size_t pitch, size_t ow_n, size_t count, npk__dw_compact *c)
{
    size_t pos = 0, row = 0, col = 0, v = 0, l;
    for (; pos < count; ++v) {
        unsigned m = 0, k = 0;
        c->off[v] = (uint32_t)(row * ow_n + (col < ow_n ? col : ow_n));
        for (l = 0; l < 16; ++l, ++pos) {
            if (pos < count && col < ow_n) {
                m |= 1u << l;
                ++k;
            }
            if (++col == pitch) {
                col = 0;
                ++row;
            }
        }
        c->m[v] = (__mmask16)m;
        c->n[v] = (unsigned char)k;
    }
}
#endif

/* x[0..n) split by index parity, even[m] = x[2m] and odd[m] = x[2m + 1]:
 * the column phases of a stride-2 fill, two vectors in and two out per step
 * (element by element, the fill took 1.0 of MobileNet v2's 12.4 ms, its
 * 96-channel 112x112 stride-2 layer running at 5 GFLOP/s). */
static void npk__dw_split2(const float *x, size_t n, float *even, float *odd)
{
    size_t m = 0, j;
#if defined(NPK_HAVE_AVX512)
    const __m512i ev = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    const __m512i od = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    for (; 2 * m + 32 <= n; m += 16) {
        __m512 a = _mm512_loadu_ps(x + 2 * m), b = _mm512_loadu_ps(x + 2 * m + 16);
        _mm512_storeu_ps(even + m, _mm512_permutex2var_ps(a, ev, b));
        _mm512_storeu_ps(odd + m, _mm512_permutex2var_ps(a, od, b));
    }
#else /* AVX2: shuffle within 128-bit lanes, then put the 64-bit halves in order */
    for (; 2 * m + 16 <= n; m += 8) {
        __m256 a = _mm256_loadu_ps(x + 2 * m), b = _mm256_loadu_ps(x + 2 * m + 8);
        __m256 e = _mm256_shuffle_ps(a, b, 0x88), o = _mm256_shuffle_ps(a, b, 0xDD);
        _mm256_storeu_ps(even + m, _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(e), 0xD8)));
        _mm256_storeu_ps(odd + m, _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(o), 0xD8)));
    }
#endif
    for (j = 2 * m; j < n; ++j) (j & 1 ? odd : even)[j >> 1] = x[j];
}

/* Input rows iy0 .. iy0 + t - 1 of channel xc (iy0 may be negative:
 * padding) into buf, each padded row phase split as described above, then
 * VL zeros. */
static void npk__dw_fill(const npk_conv2d_params *p, const npk__dw_geom *g, const float *xc, ptrdiff_t iy0,
                         size_t t, float *buf)
{
    size_t r, j;
    memset(buf, 0, (t * g->row + NPK__DC_VL) * sizeof(float));
    for (r = 0; r < t; ++r) {
        float *d = buf + r * g->row;
        ptrdiff_t iy = iy0 + (ptrdiff_t)r;
        const float *xr;
        size_t ph = p->pad_left % g->sw, sl = p->pad_left / g->sw;
        if (iy < 0 || iy >= (ptrdiff_t)p->h) continue;
        xr = xc + (size_t)iy * p->w;
        if (g->sw == 1) {
            if (p->w <= NPK__DC_VL) npk__dw_copy_short(d + p->pad_left, xr, p->w);
            else memcpy(d + p->pad_left, xr, p->w * sizeof(float));
            continue;
        }
        if (g->sw == 2) { /* the common strided case: column j + pad_left goes to phase (j + pad_left) & 1 */
            size_t pl = p->pad_left;
            npk__dw_split2(xr, p->w, d + (pl & 1) * g->slots + (pl >> 1), d + (1 - (pl & 1)) * g->slots + ((pl + 1) >> 1));
            continue;
        }
        for (j = 0; j < p->w; ++j) {
            d[ph * g->slots + sl] = xr[j];
            if (++ph == g->sw) {
                ph = 0;
                ++sl;
            }
        }
    }
}

/* dst[j] = act(b + sum_k wk[k] * src[j + tapoff[k]]) for j < count: tiles
 * of NB vectors (independent FMA chains), then single vectors, the last
 * one stored masked. */
static void npk__dw_run(const npk_conv2d_params *p, const npk__dw_geom *g, const float *src, const float *wk,
                        float b, size_t count, float *dst, const npk__dw_compact *cm)
{
    size_t ntap = p->kh * p->kw, j = 0, q, k;
    npk__dcv bv = NPK__DC_SET1(b);
    (void)cm; /* no compact stores without AVX-512 */
    npk__dcv lo = NPK__DC_SET1(p->act == NPK_ACT_CLAMP ? p->act_min : 0.0f), hi = NPK__DC_SET1(p->act_max);
    for (; j < count; j += NPK__DC_VL) {
        npk__dcv acc[NPK__DW_NB];
        size_t nq = 1;
        acc[0] = bv;
        if (count - j >= NPK__DW_NB * NPK__DC_VL) {
            nq = NPK__DW_NB;
            for (q = 0; q < NPK__DW_NB; ++q) acc[q] = bv;
            for (k = 0; k < ntap; ++k) {
                const float *s = src + j + g->tapoff[k];
                npk__dcv wv = NPK__DC_SET1(wk[k]);
                for (q = 0; q < NPK__DW_NB; ++q) acc[q] = NPK__DC_FMA(wv, NPK__DC_LOAD(s + q * NPK__DC_VL), acc[q]);
            }
        } else {
            for (k = 0; k < ntap; ++k) acc[0] = NPK__DC_FMA(NPK__DC_SET1(wk[k]), NPK__DC_LOAD(src + j + g->tapoff[k]), acc[0]);
        }
        for (q = 0; q < nq; ++q) {
            npk__dcv r = acc[q];
            size_t left = count - j - q * NPK__DC_VL;
            /* max(lo, v) / min(hi, v) return v when v is NaN */
            if (p->act != NPK_ACT_NONE) r = NPK__DC_MAX(lo, r);
            if (p->act == NPK_ACT_CLAMP) r = NPK__DC_MIN(hi, r);
#if defined(NPK__DW_COMPACT)
            if (cm) {
                size_t v = j / NPK__DC_VL + q;
                _mm512_mask_storeu_ps(dst + cm->off[v], npk__mask16(cm->n[v]), _mm512_maskz_compress_ps(cm->m[v], r));
                continue;
            }
#endif
            npk__dc_store(dst + j + q * NPK__DC_VL, r, left < NPK__DC_VL ? left : NPK__DC_VL);
        }
        j += (nq - 1) * NPK__DC_VL;
    }
}

/* Two output rows of row mode at once (src + pitch, dst + ow_n), one
 * vector of each per step: two FMA chains where a short row has one. */
static void npk__dw_run2(const npk_conv2d_params *p, const npk__dw_geom *g, const float *src, const float *wk,
                         float b, size_t ow_n, float *dst)
{
    size_t ntap = p->kh * p->kw, j, k, q;
    npk__dcv bv = NPK__DC_SET1(b);
    npk__dcv lo = NPK__DC_SET1(p->act == NPK_ACT_CLAMP ? p->act_min : 0.0f), hi = NPK__DC_SET1(p->act_max);
    for (j = 0; j < ow_n; j += NPK__DC_VL) {
        npk__dcv acc[2];
        size_t left = ow_n - j;
        acc[0] = acc[1] = bv;
        for (k = 0; k < ntap; ++k) {
            const float *s = src + j + g->tapoff[k];
            npk__dcv wv = NPK__DC_SET1(wk[k]);
            acc[0] = NPK__DC_FMA(wv, NPK__DC_LOAD(s), acc[0]);
            acc[1] = NPK__DC_FMA(wv, NPK__DC_LOAD(s + g->pitch), acc[1]);
        }
        for (q = 0; q < 2; ++q) {
            npk__dcv r = acc[q];
            if (p->act != NPK_ACT_NONE) r = NPK__DC_MAX(lo, r);
            if (p->act == NPK_ACT_CLAMP) r = NPK__DC_MIN(hi, r);
            npk__dc_store(dst + q * ow_n + j, r, left < NPK__DC_VL ? left : NPK__DC_VL);
        }
    }
}

/* Channels in lanes, for small maps. There a row fills under one vector and
 * the per-channel band setup costs more than the taps (MobileNet v2's
 * 576-channel 14x14 -> 7x7 stride-2 layer ran at 2.6 GFLOP/s). Here a block
 * of VL channels (multiplier 1) is transposed into buf as a zero-padded
 * [row][col][lane] tile, each output pixel is the block's taps as full-vector
 * FMAs from the bias in (ky, kx) order (the same sums as the rows above, so
 * the same bits), and the pixels are transposed back into their planes
 * through ybuf. (Gathers instead of transposes were slower than the
 * per-channel path on Zen 4.) */
#if defined(NPK_HAVE_AVX512)
#define NPK__DWL_UNPACKLO _mm512_unpacklo_ps
#define NPK__DWL_UNPACKHI _mm512_unpackhi_ps
#define NPK__DWL_SHUFFLE _mm512_shuffle_ps
/* The transpose's last step on 16x16: u[4g + c] holds, in 128-bit lane L,
 * rows 4g .. 4g + 3 of column 4L + c; two rounds of lane shuffles gather
 * column j = 4L + c into r[j]. */
static inline void npk__dwl_lanes(__m512 *r, const __m512 *u)
{
    int c;
    for (c = 0; c < 4; ++c) {
        __m512 a0 = _mm512_shuffle_f32x4(u[c], u[4 + c], 0x88), b0 = _mm512_shuffle_f32x4(u[8 + c], u[12 + c], 0x88);
        __m512 a1 = _mm512_shuffle_f32x4(u[c], u[4 + c], 0xDD), b1 = _mm512_shuffle_f32x4(u[8 + c], u[12 + c], 0xDD);
        r[c] = _mm512_shuffle_f32x4(a0, b0, 0x88);
        r[8 + c] = _mm512_shuffle_f32x4(a0, b0, 0xDD);
        r[4 + c] = _mm512_shuffle_f32x4(a1, b1, 0x88);
        r[12 + c] = _mm512_shuffle_f32x4(a1, b1, 0xDD);
    }
}
#define NPK__DWL_GATHER(base, idx) _mm512_i32gather_ps(idx, base, 4)
#define NPK__DWL_IDX(stride) _mm512_mullo_epi32(_mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), \
                                                _mm512_set1_epi32((int)(stride)))
#define NPK__DWL_STORE(p, v) _mm512_storeu_ps(p, v)
#else
#define NPK__DWL_UNPACKLO _mm256_unpacklo_ps
#define NPK__DWL_UNPACKHI _mm256_unpackhi_ps
#define NPK__DWL_SHUFFLE _mm256_shuffle_ps
/* The same on 8x8: one swap of 128-bit halves. */
static inline void npk__dwl_lanes(__m256 *r, const __m256 *u)
{
    int c;
    for (c = 0; c < 4; ++c) {
        r[c] = _mm256_permute2f128_ps(u[c], u[4 + c], 0x20);
        r[4 + c] = _mm256_permute2f128_ps(u[c], u[4 + c], 0x31);
    }
}
#define NPK__DWL_GATHER(base, idx) _mm256_i32gather_ps(base, idx, 4)
#define NPK__DWL_IDX(stride) _mm256_mullo_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32((int)(stride)))
#define NPK__DWL_STORE(p, v) _mm256_storeu_ps(p, v)
#endif
/* r[i][j] <-> r[j][i] for a VL x VL block: 32-bit, then 64-bit interleaves
 * within 128-bit lanes, then the lanes themselves (npk__dwl_lanes). */
static inline void npk__dwl_transpose(npk__dcv *r)
{
    npk__dcv t[NPK__DC_VL], u[NPK__DC_VL];
    int i;
    for (i = 0; i < NPK__DC_VL / 2; ++i) {
        t[2 * i] = NPK__DWL_UNPACKLO(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = NPK__DWL_UNPACKHI(r[2 * i], r[2 * i + 1]);
    }
    for (i = 0; i < NPK__DC_VL / 4; ++i) {
        u[4 * i] = NPK__DWL_SHUFFLE(t[4 * i], t[4 * i + 2], 0x44);
        u[4 * i + 1] = NPK__DWL_SHUFFLE(t[4 * i], t[4 * i + 2], 0xEE);
        u[4 * i + 2] = NPK__DWL_SHUFFLE(t[4 * i + 1], t[4 * i + 3], 0x44);
        u[4 * i + 3] = NPK__DWL_SHUFFLE(t[4 * i + 1], t[4 * i + 3], 0xEE);
    }
    npk__dwl_lanes(r, u);
}
/* Widest output row (stride 1, strided) and most taps the lanes path
 * takes; measured on MobileNet v2's layers, Zen 4. */
#define NPK__DWL_MAX_OW 16u
#define NPK__DWL_MAX_OW_STRIDED 32u
#define NPK__DWL_MAX_TAPS 25u

/* Output rows per band of the lanes path (0: it does not apply). */
static size_t npk__dwl_rows(const npk_conv2d_params *p, size_t ow_n, size_t rows)
{
    size_t tc = (ow_n - 1) * p->stride_w + (p->kw - 1) * p->dil_w + 1, need = (p->kh - 1) * p->dil_h + 1, r;
    if (p->c_out != p->groups || p->c_in != p->groups ||
        ow_n > (p->stride_w > 1 ? NPK__DWL_MAX_OW_STRIDED : NPK__DWL_MAX_OW) || p->kh * p->kw > NPK__DWL_MAX_TAPS ||
        need * tc * NPK__DC_VL > NPK__DW_BUF)
        return 0;
    r = 1 + (NPK__DW_BUF / NPK__DC_VL / tc - need) / p->stride_h; /* tile rows: (r - 1) * sh + need */
    if (r > NPK__DW_YBUF / NPK__DC_VL / ow_n) r = NPK__DW_YBUF / NPK__DC_VL / ow_n;
    return r < rows ? r : rows;
}

/* The tile position output pixel j of the band reads from at tap (0, 0). */
static inline const float *npk__dwl_src(const npk_conv2d_params *p, const float *buf, size_t tc, size_t ow_n, size_t j)
{
    return buf + ((j / ow_n) * p->stride_h * tc + (j % ow_n) * p->stride_w) * NPK__DC_VL;
}

/* Channels [c0, c0 + VL) of image n, output rows [oh0, oh1): see above. */
static void npk__dwl_block(const npk_conv2d_params *p, const float *x, const float *w, const float *bias,
                           const npk__conv_dst *d, size_t n, size_t c0, size_t oh0, size_t oh1, float *buf, float *ybuf)
{
    size_t ow_n = npk_conv2d_out_w(p), ntap = p->kh * p->kw, npx = (oh1 - oh0) * ow_n, plane = p->h * p->w;
    size_t tc = (ow_n - 1) * p->stride_w + (p->kw - 1) * p->dil_w + 1;
    size_t tr = (oh1 - oh0 - 1) * p->stride_h + (p->kh - 1) * p->dil_h + 1;
    ptrdiff_t iy0 = (ptrdiff_t)(oh0 * p->stride_h) - (ptrdiff_t)p->pad_top;
    const float *xb = x + (n * p->c_in + c0) * plane;
    size_t yoff = n * d->ns + c0 * d->cs + (oh0 - d->row0) * ow_n; /* channel c0's first stored pixel */
    npk__dcv wv[NPK__DWL_MAX_TAPS], v[NPK__DC_VL], bv = bias ? NPK__DC_LOAD(bias + c0) : NPK__DC_ZERO();
    npk__dcv lo = NPK__DC_SET1(p->act == NPK_ACT_CLAMP ? p->act_min : 0.0f), hi = NPK__DC_SET1(p->act_max);
    size_t r, c, k, j, q, x0, toff[NPK__DWL_MAX_TAPS];
    for (k = 0; k < ntap; ++k) wv[k] = NPK__DWL_GATHER(w + c0 * ntap + k, NPK__DWL_IDX(ntap));
    /* zeros first (padding and columns past the row), then each input row's
     * columns, VL at a time, transposed into place */
    memset(buf, 0, tr * tc * NPK__DC_VL * sizeof(float));
    for (r = 0; r < tr; ++r) {
        ptrdiff_t iy = iy0 + (ptrdiff_t)r;
        if (iy < 0 || iy >= (ptrdiff_t)p->h) continue;
        for (x0 = 0; x0 < p->w && p->pad_left + x0 < tc; x0 += NPK__DC_VL) {
            size_t cols = p->w - x0 < NPK__DC_VL ? p->w - x0 : NPK__DC_VL;
            if (cols > tc - p->pad_left - x0) cols = tc - p->pad_left - x0;
            for (c = 0; c < NPK__DC_VL; ++c) v[c] = npk__dc_load_n(xb + c * plane + (size_t)iy * p->w + x0, cols);
            npk__dwl_transpose(v);
            for (j = 0; j < cols; ++j) NPK__DWL_STORE(buf + (r * tc + p->pad_left + x0 + j) * NPK__DC_VL, v[j]);
        }
    }
    for (k = 0; k < ntap; ++k) toff[k] = ((k / p->kw) * p->dil_h * tc + (k % p->kw) * p->dil_w) * NPK__DC_VL;
    /* four pixels at a time (named accumulators: GCC keeps arrays of vectors
     * in memory), then one at a time */
    for (j = 0; j < npx; j += q) {
        const float *s0 = npk__dwl_src(p, buf, tc, ow_n, j), *s1, *s2, *s3;
        npk__dcv a0 = bv, a1 = bv, a2 = bv, a3 = bv;
        if (npx - j < 4) {
            for (k = 0; k < ntap; ++k) a0 = NPK__DC_FMA(wv[k], NPK__DC_LOAD(s0 + toff[k]), a0);
            NPK__DWL_STORE(ybuf + j * NPK__DC_VL, npk__dc_act(a0, p->act, lo, hi));
            q = 1;
            continue;
        }
        s1 = npk__dwl_src(p, buf, tc, ow_n, j + 1);
        s2 = npk__dwl_src(p, buf, tc, ow_n, j + 2);
        s3 = npk__dwl_src(p, buf, tc, ow_n, j + 3);
        for (k = 0; k < ntap; ++k) {
            a0 = NPK__DC_FMA(wv[k], NPK__DC_LOAD(s0 + toff[k]), a0);
            a1 = NPK__DC_FMA(wv[k], NPK__DC_LOAD(s1 + toff[k]), a1);
            a2 = NPK__DC_FMA(wv[k], NPK__DC_LOAD(s2 + toff[k]), a2);
            a3 = NPK__DC_FMA(wv[k], NPK__DC_LOAD(s3 + toff[k]), a3);
        }
        NPK__DWL_STORE(ybuf + j * NPK__DC_VL, npk__dc_act(a0, p->act, lo, hi));
        NPK__DWL_STORE(ybuf + (j + 1) * NPK__DC_VL, npk__dc_act(a1, p->act, lo, hi));
        NPK__DWL_STORE(ybuf + (j + 2) * NPK__DC_VL, npk__dc_act(a2, p->act, lo, hi));
        NPK__DWL_STORE(ybuf + (j + 3) * NPK__DC_VL, npk__dc_act(a3, p->act, lo, hi));
        q = 4;
    }
    /* VL pixels of every channel at a time back into the planes (rows of
     * ybuf past npx are stale: transposed, never stored) */
    for (j = 0; j < npx; j += NPK__DC_VL) {
        size_t cnt = npx - j < NPK__DC_VL ? npx - j : NPK__DC_VL;
        for (q = 0; q < NPK__DC_VL; ++q) v[q] = NPK__DC_LOAD(ybuf + (j + (q < cnt ? q : 0)) * NPK__DC_VL);
        npk__dwl_transpose(v);
        for (c = 0; c < NPK__DC_VL; ++c) npk__dc_store(d->y + yoff + c * d->cs + j, v[c], cnt);
    }
    for (c = 0; c < NPK__DC_VL; ++c) NPK__CONV_RES(d, p, yoff + c * d->cs, npx);
}

/* Images [n0, n1), output channels [oc0, oc1), the rows d stores, of a conv
 * with one input channel per group. A band of an input channel is filled
 * once for all its output channels (the multiplier). Returns 0 (nothing
 * done) when the conv does not fit the buffers. */
static int npk__conv_depthwise(const npk_conv2d_params *p, const float *x, const float *w, const float *bias,
                               const npk__conv_dst *d, size_t n0, size_t n1, size_t oc0, size_t oc1)
{
    NPK_ALIGNED(64) float buf[NPK__DW_BUF];
    NPK_ALIGNED(64) float ybuf[NPK__DW_YBUF];
    npk__dw_geom g;
    size_t ow_n = npk_conv2d_out_w(p), cout_g = p->c_out / p->groups, ntap = p->kh * p->kw;
    size_t n, ic, oc, oh0, oh;
#if defined(NPK__DW_COMPACT)
    npk__dw_compact cm;
    size_t cm_rows = 0; /* band rows cm was made for */
#endif
    size_t lrows = npk__dwl_rows(p, ow_n, d->row1 - d->row0);
    if (lrows && oc1 - oc0 >= NPK__DC_VL) {
        /* whole blocks of VL channels in lanes; the rest below */
        size_t c0;
        for (n = n0; n < n1; ++n)
            for (c0 = oc0; c0 + NPK__DC_VL <= oc1; c0 += NPK__DC_VL)
                for (oh0 = d->row0; oh0 < d->row1; oh0 += lrows)
                    npk__dwl_block(p, x, w, bias, d, n, c0, oh0, oh0 + lrows < d->row1 ? oh0 + lrows : d->row1, buf, ybuf);
        oc0 += (oc1 - oc0) / NPK__DC_VL * NPK__DC_VL;
        if (oc0 == oc1) return 1;
    }
    if (!npk__dw_plan(p, &g)) return 0;
    for (n = n0; n < n1; ++n)
        for (ic = oc0 / cout_g; ic * cout_g < oc1; ++ic) {
            const float *xc = x + (n * p->c_in + ic) * p->h * p->w;
            size_t c0 = ic * cout_g > oc0 ? ic * cout_g : oc0, c1 = (ic + 1) * cout_g < oc1 ? (ic + 1) * cout_g : oc1;
            for (oh0 = d->row0; oh0 < d->row1; oh0 += g.rows) {
                size_t oh1 = oh0 + g.rows < d->row1 ? oh0 + g.rows : d->row1;
                size_t t = (oh1 - oh0 - 1) * p->stride_h + (p->kh - 1) * p->dil_h + 1;
                npk__dw_fill(p, &g, xc, (ptrdiff_t)(oh0 * p->stride_h) - (ptrdiff_t)p->pad_top, t, buf);
                for (oc = c0; oc < c1; ++oc) {
                    float b = bias ? bias[oc] : 0.0f;
                    float *yc = d->y + n * d->ns + oc * d->cs + (oh0 - d->row0) * ow_n;
                    if (g.flat) {
#if defined(NPK__DW_COMPACT)
                        /* the table of this band's size (all but the last band share it) */
                        if (cm_rows != oh1 - oh0) {
                            cm_rows = oh1 - oh0;
                            npk__dw_compact_plan(g.pitch, ow_n, (cm_rows - 1) * g.pitch + ow_n, &cm);
                        }
                        npk__dw_run(p, &g, buf, w + oc * ntap, b, (oh1 - oh0 - 1) * g.pitch + ow_n, yc, &cm);
                        NPK__CONV_RES(d, p, (size_t)(yc - d->y), (oh1 - oh0) * ow_n);
                        continue;
#endif
                        npk__dw_run(p, &g, buf, w + oc * ntap, b, (oh1 - oh0 - 1) * g.pitch + ow_n, ybuf, NULL);
                        for (oh = oh0; oh < oh1; ++oh) {
                            float *yr = yc + (oh - oh0) * ow_n;
                            const float *br = ybuf + (oh - oh0) * g.pitch;
                            if (ow_n <= NPK__DC_VL) npk__dw_copy_short(yr, br, ow_n);
                            else memcpy(yr, br, ow_n * sizeof(float));
                        }
                        /* the band's rows are contiguous in y: one residual pass */
                        NPK__CONV_RES(d, p, (size_t)(yc - d->y), (oh1 - oh0) * ow_n);
                    } else {
                        /* rows of under NB vectors in pairs, for more independent FMAs */
                        int pairs = ow_n < NPK__DW_NB * NPK__DC_VL;
                        for (oh = oh0; oh < oh1; ++oh) {
                            const float *src = buf + (oh - oh0) * g.pitch;
                            if (pairs && oh + 1 < oh1) {
                                npk__dw_run2(p, &g, src, w + oc * ntap, b, ow_n, yc + (oh - oh0) * ow_n);
                                NPK__CONV_RES(d, p, (size_t)(yc - d->y) + (oh - oh0) * ow_n, 2 * ow_n);
                                ++oh;
                            } else {
                                npk__dw_run(p, &g, src, w + oc * ntap, b, ow_n, yc + (oh - oh0) * ow_n, NULL);
                                NPK__CONV_RES(d, p, (size_t)(yc - d->y) + (oh - oh0) * ow_n, ow_n);
                            }
                        }
                    }
                }
            }
        }
    return 1;
}
#endif /* NPK__DC */
#endif /* NPK_CONV_DEPTHWISE_H */
