/* npk_conv_impl.h - 2-D convolution: a direct reference, and a fast path that
 * (a) multiplies W[Cout/g, Cin/g] by the input plane directly for unpadded
 *     1x1 stride-1 convs,
 * (b) runs the depthwise kernel (npk_conv_depthwise.h, AVX2/AVX-512) or,
 *     without SIMD or for rows too wide for its buffer, a direct row-axpy
 *     loop for convs with one input channel per group (depthwise and its
 *     channel-multiplier variants; with SIMD not groups == 1, which the
 *     GEMM does faster),
 * (c) otherwise runs the GEMM W_g[Cout/g, Cin/g*KH*KW] x im2col(x_g) per image
 *     and group, where the im2col matrix is never stored: the GEMM's B packer
 *     reads it straight from x into the microkernel's panel layout, one
 *     KC x NC block at a time (bounded, on the stack). Bias and activation
 *     are fused in the GEMM epilogue.
 * (d) runs Winograd F(4x4, 3x3) when the filter comes in that layout
 *     (npk_conv_winograd.h).
 * No path uses the scratch buffer: npk_conv2d_scratch_bytes is 0. Each path
 * stores through an npk__conv_dst, so the fused conv + max pool
 * (npk_conv_pool_impl.h) can run it on a band of output rows. */
#ifndef NPK_CONV_IMPL_H
#define NPK_CONV_IMPL_H
#include "npk_conv.h"
#include "npk_conv_dst.h"
#include "npk_matmul_impl.h"
#include "npk_conv_shape_impl.h"
#include "npk_vmath.h" /* npk__mask16 */
#if NPK__KEEP_CONV /* npk_select.h */
#include "npk_conv_direct.h"
#include "npk_conv_depthwise.h"
#endif
#include "npk_conv_winograd.h"


void npk_ref_conv2d_res_f32(const npk_conv2d_params *p, const float *x, const float *w,
                            const float *bias, const float *r, float *y)
{
    int res = r ? (int)p->residual : NPK_CONV_RES_NONE;
    size_t oh_n = npk_conv2d_out_h(p), ow_n = npk_conv2d_out_w(p);
    size_t cin_g = p->c_in / p->groups, cout_g = p->c_out / p->groups;
    size_t n, oc, oh, ow, ic, ky, kx;
    for (n = 0; n < p->n; ++n)
        for (oc = 0; oc < p->c_out; ++oc) {
            size_t g = oc / cout_g;
            for (oh = 0; oh < oh_n; ++oh)
                for (ow = 0; ow < ow_n; ++ow) {
                    float s = bias ? bias[oc] : 0.0f;
                    for (ic = 0; ic < cin_g; ++ic)
                        for (ky = 0; ky < p->kh; ++ky)
                            for (kx = 0; kx < p->kw; ++kx) {
                                /* input coordinate + padding, as unsigned: < pad means outside */
                                size_t iy = oh * p->stride_h + ky * p->dil_h;
                                size_t ix = ow * p->stride_w + kx * p->dil_w;
                                if (iy < p->pad_top || ix < p->pad_left) continue;
                                iy -= p->pad_top;
                                ix -= p->pad_left;
                                if (iy >= p->h || ix >= p->w) continue;
                                s += x[((n * p->c_in + g * cin_g + ic) * p->h + iy) * p->w + ix] *
                                     w[((oc * cin_g + ic) * p->kh + ky) * p->kw + kx];
                            }
                    size_t at = ((n * p->c_out + oc) * oh_n + oh) * ow_n + ow;
                    if (res == NPK_CONV_RES_PRE_ACT) s += r[at];
                    if (p->act == NPK_ACT_RELU) s = npk__reluf(s);
                    else if (p->act == NPK_ACT_CLAMP) s = npk__clampf(s, p->act_min, p->act_max);
                    if (res == NPK_CONV_RES_POST_ACT) s += r[at];
                    y[at] = s;
                }
        }
}

void npk_ref_conv2d_f32(const npk_conv2d_params *p, const float *x, const float *w,
                        const float *bias, float *y)
{
    npk_ref_conv2d_res_f32(p, x, w, bias, NULL, y);
}

size_t npk_conv2d_scratch_bytes(const npk_conv2d_params *p)
{
    /* Winograd's band of transformed tiles; the other paths keep their
     * (bounded) buffers on the stack */
    return p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3 ? npk_conv2d_winograd_scratch_bytes(p) : 0;
}

#if NPK__KEEP_CONV /* npk_select.h: else the conv kernels are not compiled */
static int npk__conv_is_pointwise(const npk_conv2d_params *p)
{
    return p->kh == 1 && p->kw == 1 && p->stride_h == 1 && p->stride_w == 1 && p->pad_top == 0 &&
           p->pad_left == 0 && p->pad_bottom == 0 && p->pad_right == 0;
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* Stride-2 rows get their own packing code on SIMD builds only: firmware
 * (scalar) keeps the plain loop, which is smaller (LeNet's code budget). */
#define NPK__IM2COL_STRIDE2 1
/* d[q] = xs[2q] for q < n, reading no float past xs[2n - 2]. Stride-2
 * convs pack their im2col panels through this (scalar, it was most of
 * their time). */
static void npk__copy_stride2(float *d, const float *xs, size_t n)
{
    size_t q = 0;
#if defined(NPK_HAVE_AVX512)
    const __m512i evens = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    for (; q < n; q += 16) {
        /* floats xs[2q .. 2q + 2m - 2] for the m outputs here, masked */
        size_t m = n - q < 16 ? n - q : 16, f = 2 * m - 1;
        __mmask16 lo = npk__mask16(f);
        __mmask16 hi = f > 16 ? npk__mask16(f - 16) : (__mmask16)0;
        __m512 v = _mm512_permutex2var_ps(_mm512_maskz_loadu_ps(lo, xs + 2 * q), evens,
                                          _mm512_maskz_loadu_ps(hi, xs + 2 * q + 16));
        _mm512_mask_storeu_ps(d + q, npk__mask16(m), v);
    }
#elif defined(NPK_HAVE_AVX2)
    for (; q + 9 <= n; q += 8) {
        __m256 e = _mm256_shuffle_ps(_mm256_loadu_ps(xs + 2 * q), _mm256_loadu_ps(xs + 2 * q + 8), 0x88);
        _mm256_storeu_ps(d + q, _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(e), 0xD8)));
    }
#endif
    for (; q < n; ++q) d[q] = xs[2 * q];
}
#endif

/* B packer for the implicit im2col matrix of one image and group:
 * row k = (ic, ky, kx), column t = output pixel (oh, ow); padding reads 0. */
typedef struct npk__im2col_src {
    const npk_conv2d_params *p;
    const float *xg; /* channel 0 of the group, this image */
    size_t ow_n;
} npk__im2col_src;

static void npk__pack_b_im2col(const void *ctx, size_t nc, size_t kc, size_t j0, size_t p0, float *Bp)
{
    const npk__im2col_src *s = (const npk__im2col_src *)ctx;
    const npk_conv2d_params *p = s->p;
    size_t khw = p->kh * p->kw, k, c;
    size_t panels = (nc + NPK__GEMM_NR - 1) / NPK__GEMM_NR;
    for (k = 0; k < kc; ++k) {
        size_t row = p0 + k, ic = row / khw, ky = (row % khw) / p->kw, kx = row % p->kw;
        const float *xc = s->xg + ic * p->h * p->w;
        size_t t = 0, oh = j0 / s->ow_n, ow = j0 % s->ow_n;
        /* valid ow for this kx: pad_left <= ow*sw + kx*dw < pad_left + w */
        size_t off = kx * p->dil_w, lo = 0, hi = 0;
        if (off < p->pad_left) lo = (p->pad_left - off + p->stride_w - 1) / p->stride_w;
        if (p->pad_left + p->w > off) hi = (p->pad_left + p->w - off - 1) / p->stride_w + 1;
        if (hi > s->ow_n) hi = s->ow_n;
        if (lo > hi) lo = hi;
#if defined(NPK__IM2COL_STRIDE2)
        if (p->stride_w == 2 && ow == 0 && NPK__GEMM_NR % s->ow_n == 0 && nc % s->ow_n == 0) {
            /* narrow strided rows (ResNet-8's 8 and 16 wide outputs): whole
             * output rows, none split by a panel, same valid range in each */
            size_t ow_n = s->ow_n, rows = nc / ow_n, r, q;
            ptrdiff_t x0 = (ptrdiff_t)(lo * 2 + off) - (ptrdiff_t)p->pad_left;
            for (r = 0; r < rows; ++r, t += ow_n, ++oh) {
                size_t iy = oh * p->stride_h + ky * p->dil_h;
                float *d = Bp + (t / NPK__GEMM_NR) * NPK__GEMM_NR * kc + k * NPK__GEMM_NR + t % NPK__GEMM_NR;
                if (iy < p->pad_top || iy - p->pad_top >= p->h) {
                    for (q = 0; q < ow_n; ++q) d[q] = 0.0f;
                    continue;
                }
                for (q = 0; q < lo; ++q) d[q] = 0.0f;
                npk__copy_stride2(d + lo, xc + (iy - p->pad_top) * p->w + x0, hi - lo);
                for (q = hi; q < ow_n; ++q) d[q] = 0.0f;
            }
        }
#endif
        while (t < nc) {
            /* one output-row segment [ow, ow + seg) at a time */
            size_t seg = s->ow_n - ow < nc - t ? s->ow_n - ow : nc - t, i;
            size_t iy = oh * p->stride_h + ky * p->dil_h;
            const float *xr = NULL;
            if (iy >= p->pad_top && iy - p->pad_top < p->h) xr = xc + (iy - p->pad_top) * p->w;
            for (i = 0; i < seg;) {
                size_t col = t + i, cc = col % NPK__GEMM_NR, o = ow + i;
                size_t run = NPK__GEMM_NR - cc < seg - i ? NPK__GEMM_NR - cc : seg - i, q;
                float *d = Bp + (col / NPK__GEMM_NR) * NPK__GEMM_NR * kc + k * NPK__GEMM_NR + cc;
#if defined(NPK__IM2COL_STRIDE2)
                /* zeros for q < a (left padding) and q >= b (right), input in between */
                size_t a = !xr ? run : lo > o ? (lo - o < run ? lo - o : run) : 0;
                size_t b = !xr ? run : hi > o ? (hi - o < run ? hi - o : run) : 0;
                if (b < a) b = a;
                for (q = 0; q < a; ++q) d[q] = 0.0f;
                if (b > a) {
                    const float *xs = xr + (o + a) * p->stride_w + off - p->pad_left;
                    size_t sw = p->stride_w;
                    if (sw == 1) memcpy(d + a, xs, (b - a) * sizeof(float));
                    else if (sw == 2) npk__copy_stride2(d + a, xs, b - a);
                    else for (q = a; q < b; ++q) d[q] = xs[(q - a) * sw];
                }
                for (q = b; q < run; ++q) d[q] = 0.0f;
#else /* firmware: the smaller loop */
                if (!xr) {
                    for (q = 0; q < run; ++q) d[q] = 0.0f;
                } else if (p->stride_w == 1 && o >= lo && o + run <= hi) {
                    memcpy(d, xr + o + off - p->pad_left, run * sizeof(float));
                } else {
                    for (q = 0; q < run; ++q, ++o)
                        d[q] = (o >= lo && o < hi) ? xr[o * p->stride_w + off - p->pad_left] : 0.0f;
                }
#endif
                i += run;
            }
            t += seg;
            ow = 0;
            ++oh;
        }
        /* zero the columns past nc in the last panel */
        for (c = nc; c < panels * NPK__GEMM_NR; ++c)
            Bp[(panels - 1) * NPK__GEMM_NR * kc + k * NPK__GEMM_NR + c % NPK__GEMM_NR] = 0.0f;
    }
}

/* Whether an OIHW (or packed) conv takes npk__conv_rows' im2col GEMM, the
 * path that packs the filter: not direct, not one input channel per group
 * (depthwise), not pointwise. npk__conv_rows dispatches in this order. */
static int npk__conv_is_direct(const npk_conv2d_params *p)
{
#if defined(NPK__DC)
    return !npk__conv_is_pointwise(p) && npk__conv_use_direct(p);
#else
    (void)p;
    return 0;
#endif
}
static int npk__conv_is_one_channel(const npk_conv2d_params *p)
{
    return p->c_in / p->groups == 1 && !npk__conv_is_pointwise(p)
#if defined(NPK__DW)
           /* one input channel and groups 1 (KWS's first conv, 10x4 stride 2,
            * 64 filters) goes to the GEMM: 16 vs 39 us at batch 1 */
           && p->groups > 1
#endif
        ;
}

#if defined(NPK__GEMM_PREPACK)
static int npk__conv_is_im2col(const npk_conv2d_params *p)
{
    return !npk__conv_is_direct(p) && !npk__conv_is_one_channel(p) && !npk__conv_is_pointwise(p);
}
/* The packed filter's header: a tag and the panel sizes it was packed for. */
#define NPK__PACKED_HEAD 16
#define NPK__PACKED_TAG 0x4b50504eu /* "NPPK" */
static size_t npk__packed_mpad(const npk_conv2d_params *p)
{
    size_t cout_g = p->c_out / p->groups;
    return (cout_g + NPK__GEMM_MR - 1) / NPK__GEMM_MR * NPK__GEMM_MR;
}
#endif

size_t npk_conv2d_packed_filter_count(const npk_conv2d_params *p)
{
#if defined(NPK__GEMM_PREPACK)
    if (p->groups == 0 || p->c_in % p->groups || p->c_out % p->groups || !npk__conv_is_im2col(p)) return 0;
    return NPK__PACKED_HEAD + p->groups * npk__packed_mpad(p) * (p->c_in / p->groups) * p->kh * p->kw;
#else
    (void)p;
    return 0;
#endif
}

void npk_conv2d_pack_filter_f32(const npk_conv2d_params *p, const float *w, float *dst)
{
#if defined(NPK__GEMM_PREPACK)
    size_t cout_g = p->c_out / p->groups, k = (p->c_in / p->groups) * p->kh * p->kw;
    size_t mpad = npk__packed_mpad(p), g, pc;
    uint32_t head[NPK__PACKED_HEAD];
    if (!npk_conv2d_packed_filter_count(p)) return;
    memset(head, 0, sizeof head);
    head[0] = NPK__PACKED_TAG;
    head[1] = NPK__GEMM_MR;
    head[2] = NPK__GEMM_KC;
    memcpy(dst, head, sizeof head);
    for (g = 0; g < p->groups; ++g)
        for (pc = 0; pc < k; pc += NPK__GEMM_KC)
            npk__pack_a(cout_g, k - pc < NPK__GEMM_KC ? k - pc : NPK__GEMM_KC, w + g * cout_g * k, k, 0, 0, pc,
                        dst + NPK__PACKED_HEAD + (g * k + pc) * mpad);
#else
    (void)p; (void)w; (void)dst;
#endif
}

int npk_conv2d_packed_filter_ok(const float *packed)
{
#if defined(NPK__GEMM_PREPACK)
    uint32_t head[3];
    memcpy(head, packed, sizeof head);
    return head[0] == NPK__PACKED_TAG && head[1] == NPK__GEMM_MR && head[2] == NPK__GEMM_KC;
#else
    (void)packed;
    return 0;
#endif
}

/* The packed filter of group g, rows from r0 (NULL when w is OIHW). */
static const npk__apk *npk__conv_apk(const npk_conv2d_params *p, const float *w, size_t g, size_t r0, npk__apk *a)
{
#if defined(NPK__GEMM_PREPACK)
    if (p->filter_layout != NPK_CONV_FILTER_PACKED_GEMM) return NULL;
    a->mpad = npk__packed_mpad(p);
    a->p = w + NPK__PACKED_HEAD + g * a->mpad * (p->c_in / p->groups) * p->kh * p->kw;
    a->r0 = r0;
    return a;
#else
    (void)p; (void)w; (void)g; (void)r0; (void)a;
    return NULL;
#endif
}

#if defined(NPK__IM2COL_STRIDE2)
/* The im2col GEMM of images [n0, n1) of a groups == 1 conv with the filter
 * packed once per (row block, K block) for all of them, not once per image:
 * a batch-16 conv with few output pixels per image (ResNet-8's 8x8 and 16x16
 * stride-2 convs, KWS's first conv) spent a large share of its time packing
 * the same weights 16 times. Per element the same K blocks, microkernel and
 * epilogue as npk__gemm_core, so the results are the same bits; only the
 * loop order differs (images inside the K blocks). SIMD builds only
 * (firmware keeps the per-image loop, smaller). */
static void npk__conv_im2col_images(const npk_conv2d_params *p, const float *x, const float *w,
                                    const npk__conv_dst *d, size_t n0, size_t n1, size_t r0, size_t r1,
                                    const npk__epi *e0)
{
    NPK_ALIGNED(64) float Ap[NPK__GEMM_MC * NPK__GEMM_KC];
    NPK_ALIGNED(64) float Bp[NPK__GEMM_NC * NPK__GEMM_KC];
    size_t ow_n = npk_conv2d_out_w(p), K = p->c_in * p->kh * p->kw, M = r1 - r0;
    size_t j0 = d->row0 * ow_n, N = (d->row1 - d->row0) * ow_n;
    size_t ic, pc, n, jc, jr, ir;
    int epi = e0->bias || e0->act != NPK_ACT_NONE;
    npk__im2col_src src;
#if NPK__KEEP_CONV_RES
    epi = epi || e0->res;
#endif
    src.p = p;
    src.ow_n = ow_n;
    for (ic = 0; ic < M; ic += NPK__GEMM_MC) {
        size_t mc = M - ic < NPK__GEMM_MC ? M - ic : NPK__GEMM_MC;
        for (pc = 0; pc < K; pc += NPK__GEMM_KC) {
            size_t kc = K - pc < NPK__GEMM_KC ? K - pc : NPK__GEMM_KC;
            int accumulate = pc > 0, last = epi && pc + kc == K;
            npk__apk apk;
            const float *Ab = npk__a_block(npk__conv_apk(p, w, 0, r0, &apk), mc, kc, w + r0 * K, K, 0, ic, pc, Ap);
            for (n = n0; n < n1; ++n) {
                float *C = d->y + n * d->ns + r0 * d->cs; /* row r0, pixel j0 */
                npk__epi e = *e0;
#if NPK__KEEP_CONV_RES
                if (e.res) e.res += n * d->ns;
#endif
                src.xg = x + n * p->c_in * p->h * p->w;
                for (jc = 0; jc < N; jc += NPK__GEMM_NC) {
                    size_t nc = N - jc < NPK__GEMM_NC ? N - jc : NPK__GEMM_NC;
                    npk__pack_b_im2col(&src, nc, kc, j0 + jc, pc, Bp);
                    for (jr = 0; jr < nc; jr += NPK__GEMM_NR) {
                        size_t nr = nc - jr < NPK__GEMM_NR ? nc - jr : NPK__GEMM_NR;
                        for (ir = 0; ir < mc; ir += NPK__GEMM_MR) {
                            size_t mr = mc - ir < NPK__GEMM_MR ? mc - ir : NPK__GEMM_MR;
                            float *c = C + (ic + ir) * d->cs + jc + jr;
                            npk__gemm_ukernel_epi(kc, Ab + ir * kc, Bp + jr * kc, c, d->cs, mr, nr, accumulate,
                                                  last ? &e : NULL, ic + ir, jc + jr);
                        }
                    }
                }
            }
        }
    }
}
#endif

/* One input channel per group: y[oc] = sum_{ky,kx} w * shifted x[g], done as
 * row axpys over the valid output columns of each kernel tap. */
static void npk__conv_direct_1ch(const npk_conv2d_params *p, const float *x, const float *w,
                                 const float *bias, const npk__conv_dst *d, size_t n0, size_t n1, size_t oc0,
                                 size_t oc1)
{
    size_t ow_n = npk_conv2d_out_w(p);
    size_t cout_g = p->c_out / p->groups;
    size_t n, oc, oh, ky, kx, ow;
    for (n = n0; n < n1; ++n)
        for (oc = oc0; oc < oc1; ++oc) {
            const float *xc = x + (n * p->c_in + oc / cout_g) * p->h * p->w;
            const float *wk = w + oc * p->kh * p->kw;
            for (oh = d->row0; oh < d->row1; ++oh) {
                float *yr = d->y + n * d->ns + oc * d->cs + (oh - d->row0) * ow_n;
                float b = bias ? bias[oc] : 0.0f;
                for (ow = 0; ow < ow_n; ++ow) yr[ow] = b;
                for (ky = 0; ky < p->kh; ++ky) {
                    size_t iy = oh * p->stride_h + ky * p->dil_h;
                    const float *xr;
                    if (iy < p->pad_top || iy - p->pad_top >= p->h) continue;
                    xr = xc + (iy - p->pad_top) * p->w;
                    for (kx = 0; kx < p->kw; ++kx) {
                        float wv = wk[ky * p->kw + kx];
                        size_t off = kx * p->dil_w; /* ix + pad_left = ow*sw + off */
                        size_t lo = 0, hi;
                        /* valid ow: pad_left <= ow*sw + off < pad_left + w */
                        if (off < p->pad_left) lo = (p->pad_left - off + p->stride_w - 1) / p->stride_w;
                        if (p->pad_left + p->w <= off) continue;
                        hi = (p->pad_left + p->w - off - 1) / p->stride_w + 1;
                        if (hi > ow_n) hi = ow_n;
                        if (lo >= hi) continue;
                        if (p->stride_w == 1) {
                            npk__axpy(hi - lo, wv, xr + lo + off - p->pad_left, yr + lo);
                        } else {
                            for (ow = lo; ow < hi; ++ow) yr[ow] += wv * xr[ow * p->stride_w + off - p->pad_left];
                        }
                    }
                }
                npk__row_act(yr, ow_n, p->act, p->act_min, p->act_max);
                NPK__CONV_RES(d, p, (size_t)(yr - d->y), ow_n);
            }
        }
}

/* Images [n0, n1) and channels [oc0, oc1) (clipped, nonempty) of the rows d
 * stores. The path depends on p only, never on the part or the rows. */
static void npk__conv_rows(const npk_conv2d_params *p, const float *x, const float *w, const float *bias,
                           const npk__conv_dst *d, size_t n0, size_t n1, size_t oc0, size_t oc1, void *scratch,
                           size_t tasks, npk_conv2d_par_for par_for, const void *par)
{
    size_t oh_n = npk_conv2d_out_h(p), ow_n = npk_conv2d_out_w(p), pixels = oh_n * ow_n;
    size_t cin_g = p->c_in / p->groups, cout_g = p->c_out / p->groups;
    size_t k = cin_g * p->kh * p->kw, j0 = d->row0 * ow_n, nj = (d->row1 - d->row0) * ow_n;
    size_t n, g;
    npk_epilogue ep;
    if (p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
#if NPK__KEEP_WINOGRAD
        npk__conv_winograd(p, x, w, bias, d, n0, n1, oc0, oc1, scratch, tasks, par_for, par);
#else /* the conv2d op refuses such a conv in this build; a direct call lands here */
        NPK_ASSERT(!"NPK_OPS_SELECTED build without NPK_USE_CONV_WINOGRAD");
        (void)scratch; (void)tasks; (void)par_for; (void)par;
#endif
        return;
    }
    if (npk__conv_is_direct(p)) { /* (never without NPK__DC) */
#if defined(NPK__DC)
        npk__conv_direct(p, x, w, bias, d, n0, n1, oc0, oc1);
#endif
        return;
    }
    if (npk__conv_is_one_channel(p)) {
#if defined(NPK__DW)
        if (npk__conv_depthwise(p, x, w, bias, d, n0, n1, oc0, oc1)) return;
#endif
        npk__conv_direct_1ch(p, x, w, bias, d, n0, n1, oc0, oc1);
        return;
    }
    ep.bias_mode = bias ? NPK_BIAS_ROW : NPK_BIAS_NONE;
    ep.act = p->act;
    ep.act_min = p->act_min;
    ep.act_max = p->act_max;
#if defined(NPK__IM2COL_STRIDE2)
    if (p->groups == 1 && !npk__conv_is_pointwise(p) && n1 - n0 > 1) {
        npk__epi e;
        ep.bias = bias;
        e = npk__epi_shift(npk__epi_make(&ep, pixels), oc0, 0);
#if NPK__KEEP_CONV_RES
        e.res = d->res ? d->res + oc0 * d->cs : NULL; /* image 0, row oc0, pixel j0 */
        e.res_ld = d->cs;
        e.res_act = (npk_act)d->res_act;
#endif
        npk__conv_im2col_images(p, x, w, d, n0, n1, oc0, oc1, &e);
        return;
    }
#endif
    for (n = n0; n < n1; ++n)
        for (g = oc0 / cout_g; g < p->groups && g * cout_g < oc1; ++g) {
            const float *xg = x + (n * p->c_in + g * cin_g) * p->h * p->w;
            const float *wg = w + g * cout_g * k;
            /* rows [r0, r1) of this group's Cout/g x pixels result */
            size_t r0 = oc0 > g * cout_g ? oc0 - g * cout_g : 0;
            size_t r1 = oc1 - g * cout_g < cout_g ? oc1 - g * cout_g : cout_g;
            float *yg = d->y + n * d->ns + (g * cout_g + r0) * d->cs; /* row r0, pixel j0 */
            ep.bias = bias ? bias + g * cout_g : NULL;
            if (npk__conv_is_pointwise(p)) {
                /* the input plane is already the [Cin/g, H*W] matrix */
                npk__epi e = npk__epi_make(&ep, pixels);
#if NPK__KEEP_CONV_RES
                /* element (i, j) of this group's full [Cout/g, pixels] product;
                 * added in the GEMM's tile epilogue, while in L1 */
                e.res = d->res ? d->res + (yg - d->y) - r0 * d->cs - j0 : NULL;
                e.res_ld = d->cs;
                e.res_act = (npk_act)d->res_act;
#endif
                npk__matmul_part_epi(cout_g, pixels, cin_g, wg, k, 0, xg, pixels, 0, yg, d->cs, e, r0, r1, j0, j0 + nj);
            } else {
                npk__im2col_src src;
                npk__epi e = npk__epi_shift(npk__epi_make(&ep, pixels), r0, 0);
#if NPK__KEEP_CONV_RES
                e.res = d->res ? d->res + (yg - d->y) : NULL; /* in the tile epilogue, while in L1 */
                e.res_ld = d->cs;
                e.res_act = (npk_act)d->res_act;
#endif
                npk__apk apk;
                src.p = p;
                src.xg = xg;
                src.ow_n = ow_n;
                npk__gemm_core(r1 - r0, nj, k, wg + r0 * k, k, 0, npk__conv_apk(p, w, g, r0, &apk), npk__pack_b_im2col,
                               &src, j0, yg, d->cs, &e);
            }
        }
}

/* The part call of both entry points; r is read only where
 * NPK__KEEP_CONV_RES (else the op refuses residuals). */
static inline void npk__conv2d_part(const npk_conv2d_params *p, const float *x, const float *w, const float *bias,
                                        const float *r, float *y, void *scratch, size_t n0, size_t n1, size_t oc0,
                                        size_t oc1, size_t tasks, npk_conv2d_par_for par_for, const void *par)
{
    size_t oh_n = npk_conv2d_out_h(p), ow_n = npk_conv2d_out_w(p);
    npk__conv_dst d;
#if NPK__KEEP_CONV_RES
    npk_conv2d_params q;
#endif
    if (n1 > p->n) n1 = p->n;
    if (oc1 > p->c_out) oc1 = p->c_out;
    if (oh_n * ow_n == 0 || n0 >= n1 || oc0 >= oc1) return;
    d.y = y;
    d.row0 = 0;
    d.row1 = oh_n;
    d.cs = oh_n * ow_n;
    d.ns = p->c_out * d.cs;
#if NPK__KEEP_CONV_RES
    d.res = NULL;
    d.res_act = NPK_ACT_NONE;
    if (r && p->residual != NPK_CONV_RES_NONE) {
        d.res = r;
        if (p->residual == NPK_CONV_RES_PRE_ACT) {
            /* the paths store conv + bias; act after adding r */
            q = *p;
            q.act = NPK_ACT_NONE;
            d.res_act = p->act;
            p = &q;
        }
    }
#else /* not compiled in: the conv2d op refuses such a conv in this build */
    NPK_ASSERT(!r);
    (void)r;
#endif
    npk__conv_rows(p, x, w, bias, &d, n0, n1, oc0, oc1, scratch, tasks, par_for, par);
}

void npk_conv2d_winograd_tasks_f32(const npk_conv2d_params *p, const float *x, const float *u, const float *bias,
                                   const float *r, float *y, void *scratch, size_t tasks,
                                   npk_conv2d_par_for par_for, const void *par)
{
    npk__conv2d_part(p, x, u, bias, r, y, scratch, 0, p->n, 0, p->c_out, tasks, par_for, par);
}

void npk_conv2d_res_f32_part(const npk_conv2d_params *p, const float *x, const float *w,
                             const float *bias, const float *r, float *y, void *scratch,
                             size_t n0, size_t n1, size_t oc0, size_t oc1)
{
    npk__conv2d_part(p, x, w, bias, r, y, scratch, n0, n1, oc0, oc1, 1, NULL, NULL);
}

void npk_conv2d_f32_part(const npk_conv2d_params *p, const float *x, const float *w,
                         const float *bias, float *y, void *scratch,
                         size_t n0, size_t n1, size_t oc0, size_t oc1)
{
    npk__conv2d_part(p, x, w, bias, NULL, y, scratch, n0, n1, oc0, oc1, 1, NULL, NULL);
}

void npk_conv2d_f32(const npk_conv2d_params *p, const float *x, const float *w,
                    const float *bias, float *y, void *scratch)
{
    npk_conv2d_f32_part(p, x, w, bias, y, scratch, 0, p->n, 0, p->c_out);
}
#endif /* NPK__KEEP_CONV */
#endif /* NPK_CONV_IMPL_H */
