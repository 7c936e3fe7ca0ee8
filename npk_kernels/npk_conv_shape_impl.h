/* npk_conv_shape_impl.h - a conv's output size: the one piece the conv
 * paths (direct, Winograd, via GEMM) all need, kept apart so that they
 * depend on it and npk_conv_impl.h depends on them, with no circle. */
#ifndef NPK_CONV_SHAPE_IMPL_H
#define NPK_CONV_SHAPE_IMPL_H
#include "npk_conv.h"

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

#endif
