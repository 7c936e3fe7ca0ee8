/* ops/qdwconv2d.h - int8 depthwise convolution that writes int8: TOSA's
 * DEPTHWISE_CONV2D (channel multiplier 1, weight zero point 0) plus its bias,
 * then RESCALE to i8 (input zero point 0, scale32) and a clamp, as one op
 * (mlir2c fuses them). Operands:
 *   x      i8, NHWC [N, H, W, C]
 *   w      i8 [KH, KW, C] (TOSA's [KH, KW, C, 1] without the unit dim)
 *   bias   i32 [C]
 *   mult   i32 [C], shift i8 [C]: the rescale's, one per channel
 * y is i8 [N, OH, OW, C];
 * y = clip(apply_scale_32(bias + sum (x - in_zp) * w, mult, shift) + out_zp, lo, hi),
 * padding taking the value in_zp. npk_qdwconv_ref is the oracle of the SIMD
 * paths (npk_kernels/npk_qdwconv.h). */
#ifndef NPK_OP_QDWCONV2D_H
#define NPK_OP_QDWCONV2D_H
#include "../npk_attrs.h"
#define NPK_QDWCONV2D_ATTRS(X)                                             \
    X(qdwconv2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)              \
    X(qdwconv2d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)              \
    X(qdwconv2d, dil_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                 \
    X(qdwconv2d, dil_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                 \
    X(qdwconv2d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)               \
    X(qdwconv2d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)            \
    X(qdwconv2d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)              \
    X(qdwconv2d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)             \
    X(qdwconv2d, in_zp, INT, 0, -128, 127, NULL)                           \
    X(qdwconv2d, out_zp, INT, 0, -128, 127, NULL)                          \
    X(qdwconv2d, lo, INT, -128, -128, 127, NULL)                           \
    X(qdwconv2d, hi, INT, 127, -128, 127, NULL)                            \
    X(qdwconv2d, rounding, ENUM, 1, 0, 1, npk__rescale_rounding_names)
NPK_DEFINE_ATTRS(qdwconv2d, NPK_QDWCONV2D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_QDWCONV2D_IMPL)
#define NPK_OP_QDWCONV2D_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QDWCONV2D)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(qdwconv2d, NPK_QDWCONV2D_ATTRS)

static npk_status npk__qdwconv2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                       npk_tensor_desc *out, npk_error *err)
{
    const npk_qdwconv2d_attrs *a = &op->attr.qdwconv2d;
    const npk_tensor_desc *x = in[0], *w = in[1];
    unsigned k;
    static const uint8_t want[5] = {NPK_DTYPE_I8, NPK_DTYPE_I8, NPK_DTYPE_I32, NPK_DTYPE_I32, NPK_DTYPE_I8};
    for (k = 0; k < 5; k++)
        if (in[k]->dtype != want[k])
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u is %s; qdwconv2d takes i8 x, i8 w, i32 bias, i32 mult, i8 shift",
                             k, npk_dtype_name(in[k]->dtype));
    if (x->rank != 4 || w->rank != 3)
        return npk__fail(err, NPK_ERR_SHAPE, "x must be NHWC (rank 4) and w [KH, KW, C] (rank 3)");
    if (w->dims[2] != x->dims[3] || w->dims[0] == 0 || w->dims[1] == 0)
        return npk__fail(err, NPK_ERR_SHAPE, "weights [%u, %u, %u] do not fit %u channels", w->dims[0], w->dims[1],
                         w->dims[2], x->dims[3]);
    for (k = 2; k < 5; k++)
        if (in[k]->rank != 1 || in[k]->dims[0] != x->dims[3])
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u must be [C] = [%u]", k, x->dims[3]);
    if (a->lo > a->hi) return npk__fail(err, NPK_ERR_ATTRIBUTE, "lo %d > hi %d", a->lo, a->hi);
    if (!npk__window_hw(x, w->dims[0], w->dims[1], NPK__WINDOW_ARGS(a), out))
        return npk__fail(err, NPK_ERR_SHAPE, "the window does not fit the padded input");
    out->rank = 4;
    out->dims[0] = x->dims[0];
    out->dims[3] = x->dims[3];
    out->dtype = NPK_DTYPE_I8;
    return NPK_OK;
}

static void npk__qdwconv2d_exec(const npk_op_run *r)
{
    const npk_qdwconv2d_attrs *a = &r->op->attr.qdwconv2d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1], *y = r->y;
    npk_qdw_params p;
    p.n = xd->dims[0], p.h = xd->dims[1], p.w = xd->dims[2], p.c = xd->dims[3];
    p.kh = wd->dims[0], p.kw = wd->dims[1], p.oh = y->dims[1], p.ow = y->dims[2];
    p.stride_h = (size_t)a->stride_h, p.stride_w = (size_t)a->stride_w;
    p.dil_h = (size_t)a->dil_h, p.dil_w = (size_t)a->dil_w;
    p.pad_top = (size_t)a->pad_top, p.pad_left = (size_t)a->pad_left;
    p.x = (const int8_t *)(const void *)r->in[0];
    p.wt = (const int8_t *)(const void *)r->in[1];
    p.bias = (const int32_t *)(const void *)r->in[2];
    p.mult = (const int32_t *)(const void *)r->in[3];
    p.shift = (const int8_t *)(const void *)r->in[4];
    p.double_round = a->rounding == NPK_RESCALE_DOUBLE;
    p.in_zp = a->in_zp, p.out_zp = a->out_zp, p.lo = a->lo, p.hi = a->hi;
    p.y = (int8_t *)(void *)r->out;
    npk_qdwconv(&p);
}

#define NPK__ROW_QDWCONV2D NPK__KEEP
#define NPK__OPIMPL_QDWCONV2D npk__qdwconv2d_schema, NPK_qdwconv2d_N_ATTRS, npk__qdwconv2d_infer, NULL, npk__qdwconv2d_exec, NULL
#else
#define NPK__OPIMPL_QDWCONV2D NPK__OPIMPL_NONE
#define NPK__ROW_QDWCONV2D NPK__DROP
#endif
#endif
