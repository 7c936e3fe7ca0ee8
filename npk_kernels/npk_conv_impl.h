/* npk_conv_impl.h - 2-D convolution: a direct reference, and a fast path that
 * (a) multiplies W[Cout/g, Cin/g] by the input plane directly for unpadded
 *     1x1 stride-1 convs (no scratch),
 * (b) runs a direct row-axpy loop for convs with one input channel per group
 *     (depthwise and its channel-multiplier variants; no scratch),
 * (c) otherwise builds im2col columns for a tile of output pixels of one
 *     image and group, and multiplies W_g[Cout/g, Cin/g*KH*KW] by them with
 *     bias and activation fused in the matmul epilogue. The tile is sized
 *     from the filter shape only, so scratch does not depend on the batch. */
#ifndef NPK_CONV_IMPL_H
#define NPK_CONV_IMPL_H
#include "npk_conv.h"
#include "npk_matmul_impl.h"

/* Target bytes of im2col scratch; a tile never has fewer than NPK__CONV_MIN_TILE pixels. */
#define NPK__CONV_SCRATCH_TARGET (256u * 1024u)
#define NPK__CONV_MIN_TILE 64u

static size_t npk__conv_out(size_t in, size_t pad0, size_t pad1, size_t k, size_t dil, size_t stride)
{
    size_t span, padded = in + pad0 + pad1;
    if (k == 0 || dil == 0 || stride == 0) return 0;
    span = dil * (k - 1) + 1;
    if (span > padded) return 0;
    return (padded - span) / stride + 1;
}

size_t npk_conv2d_out_h(const npk_conv2d_params *p)
{
    return npk__conv_out(p->h, p->pad_top, p->pad_bottom, p->kh, p->dil_h, p->stride_h);
}
size_t npk_conv2d_out_w(const npk_conv2d_params *p)
{
    return npk__conv_out(p->w, p->pad_left, p->pad_right, p->kw, p->dil_w, p->stride_w);
}

void npk_ref_conv2d_f32(const npk_conv2d_params *p, const float *x, const float *w,
                        const float *bias, float *y)
{
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
                    if (p->act == NPK_ACT_RELU) s = npk__reluf(s);
                    else if (p->act == NPK_ACT_CLAMP) s = npk__clampf(s, p->act_min, p->act_max);
                    y[((n * p->c_out + oc) * oh_n + oh) * ow_n + ow] = s;
                }
        }
}

static int npk__conv_is_pointwise(const npk_conv2d_params *p)
{
    return p->kh == 1 && p->kw == 1 && p->stride_h == 1 && p->stride_w == 1 && p->pad_top == 0 &&
           p->pad_left == 0 && p->pad_bottom == 0 && p->pad_right == 0;
}

/* Output pixels per im2col tile (0 when no scratch is needed). */
static size_t npk__conv_tile(const npk_conv2d_params *p)
{
    size_t k = (p->c_in / p->groups) * p->kh * p->kw;
    size_t pixels = npk_conv2d_out_h(p) * npk_conv2d_out_w(p), t;
    if (npk__conv_is_pointwise(p) || p->c_in == p->groups || k == 0 || pixels == 0) return 0;
    t = NPK__CONV_SCRATCH_TARGET / (k * sizeof(float));
    if (t < NPK__CONV_MIN_TILE) t = NPK__CONV_MIN_TILE;
    return t < pixels ? t : pixels;
}

size_t npk_conv2d_scratch_bytes(const npk_conv2d_params *p)
{
    return npk__conv_tile(p) * (p->c_in / p->groups) * p->kh * p->kw * sizeof(float);
}

/* cols[k, t] for k = (ic, ky, kx) of group channels x_g, t over output pixels
 * [p0, p0 + np), as a [K, np] row-major matrix; padding reads as 0. */
static void npk__im2col(const npk_conv2d_params *p, size_t cin_g, const float *xg, size_t p0, size_t np,
                        size_t ow_n, float *cols)
{
    size_t ic, ky, kx, row = 0;
    for (ic = 0; ic < cin_g; ++ic)
        for (ky = 0; ky < p->kh; ++ky)
            for (kx = 0; kx < p->kw; ++kx, ++row) {
                const float *xc = xg + ic * p->h * p->w;
                float *dst = cols + row * np;
                size_t t = 0;
                while (t < np) {
                    /* one output row segment at a time: no division per pixel */
                    size_t pix = p0 + t, oh = pix / ow_n, ow0 = pix % ow_n;
                    size_t seg = ow_n - ow0 < np - t ? ow_n - ow0 : np - t, i;
                    size_t iy = oh * p->stride_h + ky * p->dil_h;
                    if (iy < p->pad_top || iy - p->pad_top >= p->h) {
                        memset(dst + t, 0, seg * sizeof(float));
                    } else {
                        const float *xr = xc + (iy - p->pad_top) * p->w;
                        for (i = 0; i < seg; ++i) {
                            size_t ix = (ow0 + i) * p->stride_w + kx * p->dil_w;
                            dst[t + i] = (ix < p->pad_left || ix - p->pad_left >= p->w) ? 0.0f
                                                                                       : xr[ix - p->pad_left];
                        }
                    }
                    t += seg;
                }
            }
}

/* One input channel per group: y[oc] = sum_{ky,kx} w * shifted x[g], done as
 * row axpys over the valid output columns of each kernel tap. */
static void npk__conv_direct_1ch(const npk_conv2d_params *p, const float *x, const float *w,
                                 const float *bias, float *y)
{
    size_t oh_n = npk_conv2d_out_h(p), ow_n = npk_conv2d_out_w(p);
    size_t cout_g = p->c_out / p->groups;
    size_t n, oc, oh, ky, kx, ow;
    for (n = 0; n < p->n; ++n)
        for (oc = 0; oc < p->c_out; ++oc) {
            const float *xc = x + (n * p->c_in + oc / cout_g) * p->h * p->w;
            const float *wk = w + oc * p->kh * p->kw;
            for (oh = 0; oh < oh_n; ++oh) {
                float *yr = y + ((n * p->c_out + oc) * oh_n + oh) * ow_n;
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
            }
        }
}

void npk_conv2d_f32(const npk_conv2d_params *p, const float *x, const float *w,
                    const float *bias, float *y, void *scratch)
{
    size_t oh_n = npk_conv2d_out_h(p), ow_n = npk_conv2d_out_w(p), pixels = oh_n * ow_n;
    size_t cin_g = p->c_in / p->groups, cout_g = p->c_out / p->groups;
    size_t k = cin_g * p->kh * p->kw, tile = npk__conv_tile(p);
    size_t n, g, p0;
    npk_epilogue ep;
    if (pixels == 0 || p->c_out == 0 || p->n == 0) return;
    if (cin_g == 1 && !npk__conv_is_pointwise(p)) {
        npk__conv_direct_1ch(p, x, w, bias, y);
        return;
    }
    ep.bias_mode = bias ? NPK_BIAS_ROW : NPK_BIAS_NONE;
    ep.act = p->act;
    ep.act_min = p->act_min;
    ep.act_max = p->act_max;
    for (n = 0; n < p->n; ++n)
        for (g = 0; g < p->groups; ++g) {
            const float *xg = x + (n * p->c_in + g * cin_g) * p->h * p->w;
            const float *wg = w + g * cout_g * k;
            float *yg = y + (n * p->c_out + g * cout_g) * pixels;
            ep.bias = bias ? bias + g * cout_g : NULL;
            if (tile == 0) { /* pointwise: the input plane is already the [Cin/g, H*W] matrix */
                npk_matmul_f32(cout_g, pixels, cin_g, wg, k, 0, xg, pixels, 0, yg, pixels, &ep);
                continue;
            }
            for (p0 = 0; p0 < pixels; p0 += tile) {
                size_t np = pixels - p0 < tile ? pixels - p0 : tile;
                float *cols = (float *)scratch;
                npk__im2col(p, cin_g, xg, p0, np, ow_n, cols);
                npk_matmul_f32(cout_g, np, k, wg, k, 0, cols, np, 0, yg + p0, pixels, &ep);
            }
        }
}
#undef NPK__CONV_SCRATCH_TARGET
#undef NPK__CONV_MIN_TILE
#endif /* NPK_CONV_IMPL_H */
