/* npk_conv_i8_impl.h - npk_conv2d_i8: im2col blocks through npk_matmul_i8. */
#ifndef NPK_CONV_I8_IMPL_H
#define NPK_CONV_I8_IMPL_H
#include "npk_conv_i8.h"
#include "npk_matmul_i8.h"
#include "npk_select.h"
#if NPK__KEEP_MATMUL_I8

/* Rows i0.. of output pixels (oy, ox) of image n, group g: their windows,
 * [ky][kx][c] like a weight row, padding as in_zp. */
static void npk__conv_i8_im2col(const npk_conv2d_i8_params *p, const int8_t *x, size_t n, size_t g, size_t p0,
                                size_t rows, int8_t *cols)
{
    size_t cg = p->c / p->groups, i, ky, kx, span = p->kw * cg;
    int zp = (int)(int8_t)p->in_zp; /* x - in_zp = 0 in the padding */
    for (i = 0; i < rows; ++i) {
        size_t oy = (p0 + i) / p->ow, ox = (p0 + i) % p->ow;
        int8_t *dst = cols + i * p->kh * span;
        for (ky = 0; ky < p->kh; ++ky, dst += span) {
            /* unsigned wrap below zero makes "iy >= h" catch the top too */
            size_t iy = oy * p->stride_h + ky * p->dil_h - p->pad_top, ix = ox * p->stride_w - p->pad_left;
            const int8_t *xrow;
            if (iy >= p->h) {
                memset(dst, zp, span);
                continue;
            }
            xrow = x + (n * p->h + iy) * p->w * p->c + g * cg;
            if (cg == 1) /* a call per byte would cost more than the copy */
                for (kx = 0; kx < p->kw; ++kx, ix += p->dil_w) dst[kx] = ix < p->w ? xrow[ix * p->c] : (int8_t)zp;
            else
                for (kx = 0; kx < p->kw; ++kx, ix += p->dil_w) {
                    if (ix < p->w) memcpy(dst + kx * cg, xrow + ix * p->c, cg);
                    else memset(dst + kx * cg, zp, cg);
                }
        }
    }
}

int npk_conv2d_i8(const npk_conv2d_i8_params *p, const int8_t *x, const int8_t *w, const int32_t *bias, int32_t *y)
{
    size_t cg = p->c / p->groups, og = p->c_out / p->groups, kc = p->kh * p->kw * cg, pix = p->oh * p->ow;
    size_t g, n, p0, block = kc ? NPK_CONV2D_I8_COLS / kc : 0;
    int direct = p->kh == 1 && p->kw == 1 && p->stride_h == 1 && p->stride_w == 1 && !p->padded;
    npk_matmul_i8_params q;
    if ((p->padded && (p->in_zp < -128 || p->in_zp > 127)) || kc == 0 || kc > NPK_CONV2D_I8_COLS ||
        (p->groups > 1 && cg < 4))
        return 0;
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
                int8_t cols[NPK_CONV2D_I8_COLS];
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
