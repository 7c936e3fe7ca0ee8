/* npk_conv_i8_impl.h - npk_conv2d_i8: im2col blocks through npk_matmul_i8. */
#ifndef NPK_CONV_I8_IMPL_H
#define NPK_CONV_I8_IMPL_H
#include "npk_conv_i8.h"
#include "npk_matmul_i8.h"
#include "npk_select.h"

/* 1: npk_conv2d_i8 applies to p at all (see npk_conv_i8.h). */
static int npk__conv_i8_applies(const npk_conv2d_i8_params *p, size_t kc)
{
    size_t cg = p->groups ? p->c / p->groups : 0;
    return !((p->padded && (p->in_zp < -128 || p->in_zp > 127)) || kc == 0 || kc > NPK_CONV2D_I8_COLS ||
             (p->groups > 1 && cg < 4));
}

/* 1: a 1x1 stride-1 unpadded conv, whose A rows are x's pixels. */
static int npk__conv_i8_direct(const npk_conv2d_i8_params *p)
{
    return p->kh == 1 && p->kw == 1 && p->stride_h == 1 && p->stride_w == 1 && !p->padded;
}

size_t npk_conv2d_i8_scratch_bytes(const npk_conv2d_i8_params *p)
{
    size_t kc = p->groups ? p->kh * p->kw * (p->c / p->groups) : 0, pix = p->oh * p->ow, block;
    if (!npk__conv_i8_applies(p, kc) || npk__conv_i8_direct(p)) return 0;
    block = NPK_CONV2D_I8_COLS / kc;
    return (pix < block ? pix : block) * kc;
}

#if NPK__KEEP_MATMUL_I8

/* Rows i0.. of output pixels (oy, ox) of image n, group g: their windows,
 * [ky][kx][c] like a weight row, padding as in_zp. The parameters are read
 * into locals first: stores through cols (int8_t, which may alias anything)
 * would otherwise make the compiler reload them after every byte. */
static void npk__conv_i8_im2col(const npk_conv2d_i8_params *p, const int8_t *x, size_t n, size_t g, size_t p0,
                                size_t rows, int8_t *cols)
{
    const size_t C = p->c, H = p->h, W = p->w, OW = p->ow, KH = p->kh, KW = p->kw;
    const size_t sh = p->stride_h, sw = p->stride_w, dh = p->dil_h, dw = p->dil_w, pt = p->pad_top, pl = p->pad_left;
    const size_t cg = C / p->groups, span = KW * cg;
    const int8_t zp = (int8_t)p->in_zp; /* x - in_zp = 0 in the padding */
    const int8_t *xg = x + n * H * W * C + g * cg;
    size_t i, ky, kx;
    for (i = 0; i < rows; ++i) {
        size_t oy = (p0 + i) / OW, ox = (p0 + i) % OW;
        int8_t *dst = cols + i * KH * span;
        for (ky = 0; ky < KH; ++ky, dst += span) {
            /* unsigned wrap below zero makes "iy >= h" catch the top too */
            size_t iy = oy * sh + ky * dh - pt, ix = ox * sw - pl;
            const int8_t *xrow;
            if (iy >= H) {
                memset(dst, zp, span);
                continue;
            }
            xrow = xg + iy * W * C;
            if (cg == 1) /* a call per byte would cost more than the copy */
                for (kx = 0; kx < KW; ++kx, ix += dw) dst[kx] = ix < W ? xrow[ix * C] : zp;
            else
                for (kx = 0; kx < KW; ++kx, ix += dw) {
                    if (ix < W) memcpy(dst + kx * cg, xrow + ix * C, cg);
                    else memset(dst + kx * cg, zp, cg);
                }
        }
    }
}

int npk_conv2d_i8(const npk_conv2d_i8_params *p, const int8_t *x, const int8_t *w, const int32_t *bias, int32_t *y,
                  void *scratch)
{
    size_t cg = p->c / p->groups, og = p->c_out / p->groups, kc = p->kh * p->kw * cg, pix = p->oh * p->ow;
    size_t g, n, p0, block = kc ? NPK_CONV2D_I8_COLS / kc : 0;
    int direct = npk__conv_i8_direct(p);
    int8_t *cols = (int8_t *)scratch; /* npk_conv2d_i8_scratch_bytes: block rows of kc */
    npk_matmul_i8_params q;
    if (!npk__conv_i8_applies(p, kc) || (!direct && !cols)) return 0;
    memset(&q, 0, sizeof q);
    q.N = og;
    q.K = kc;
    q.a_zp = p->in_zp;
    q.b_zp = p->w_zp;
    q.b_rs = 1; /* B[k][o] = w[o][k] */
    q.b_cs = kc;
    q.c_rs = p->c_out;
    q.c_cs = 1;
    q.bias_ns = p->bias_stride;
    for (g = 0; g < p->groups; ++g) {
        q.b = w + g * og * kc;
        q.bias = bias ? bias + g * og * p->bias_stride : NULL;
        if (direct) { /* the pixels of every image are A's rows */
            q.M = p->n * pix;
            q.a = x + g * cg;
            q.a_rs = p->c;
            q.a_cs = 1;
            q.c = y + g * og;
            npk_matmul_i8(&q);
            continue;
        }
        for (n = 0; n < p->n; ++n)
            for (p0 = 0; p0 < pix; p0 += block) {
                size_t rows = pix - p0 < block ? pix - p0 : block;
                npk__conv_i8_im2col(p, x, n, g, p0, rows, cols);
                q.M = rows;
                q.a = cols;
                q.a_rs = kc;
                q.a_cs = 1;
                q.c = y + (n * pix + p0) * p->c_out + g * og;
                npk_matmul_i8(&q);
            }
    }
    return 1;
}

#endif /* NPK__KEEP_MATMUL_I8 */
#endif /* NPK_CONV_I8_IMPL_H */
