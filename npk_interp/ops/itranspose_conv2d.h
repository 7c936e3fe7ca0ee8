/* ops/itranspose_conv2d.h - integer TRANSPOSE_CONV2D as TOSA 1.0 computes it:
 * x NHWC i8 (or i16), w [OC, KH, KW, IC] i8, optional bias [OC] or [1];
 * each output starts at its bias, then input pixel (iy, ix) adds
 * (x - in_zp) * (w - w_zp) to output (iy * stride_y + out_pad_top + ky,
 * ix * stride_x + out_pad_left + kx) when that lies inside; OH = (IH - 1) *
 * stride_y + out_pad_top + out_pad_bottom + KH, likewise OW. i8 data gives
 * i32 (TOSA's int32 accumulator), i16 gives i64 (int48 held in 64 bits); the
 * bias has the result's type; sums wrap in that width. A reference kernel. */
#ifndef NPK_OP_ITRANSPOSE_CONV2D_H
#define NPK_OP_ITRANSPOSE_CONV2D_H
#include "../npk_attrs.h"
#define NPK_ITRANSPOSE_CONV2D_ATTRS(X)                                                \
    X(itranspose_conv2d, stride_y, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                 \
    X(itranspose_conv2d, stride_x, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                 \
    X(itranspose_conv2d, out_pad_top, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(itranspose_conv2d, out_pad_bottom, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(itranspose_conv2d, out_pad_left, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(itranspose_conv2d, out_pad_right, INT, 0, -NPK_ATTR_INT_MAX, NPK_ATTR_INT_MAX, NULL) \
    X(itranspose_conv2d, in_zp, INT, 0, -32768, 65535, NULL)                          \
    X(itranspose_conv2d, w_zp, INT, 0, -128, 255, NULL)
NPK_DEFINE_ATTRS(itranspose_conv2d, NPK_ITRANSPOSE_CONV2D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_ITRANSPOSE_CONV2D_IMPL)
#define NPK_OP_ITRANSPOSE_CONV2D_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_ITRANSPOSE_CONV2D)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(itranspose_conv2d, NPK_ITRANSPOSE_CONV2D_ATTRS)

/* One spatial extent, (in - 1) * stride + lo + hi + k: 0 when it is not in [1, 2^32). */
static uint32_t npk__itconv_extent(uint32_t in, int32_t stride, int32_t lo, int32_t hi, uint32_t k)
{
    int64_t n = ((int64_t)in - 1) * stride + lo + hi + k;   /* each term below 2^32: no overflow */
    if (lo <= -(int64_t)k || hi <= -(int64_t)k || n < 1 || n > 0xFFFFFFFFll) return 0;
    return (uint32_t)n;
}

static npk_status npk__itranspose_conv2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                               npk_tensor_desc *out, npk_error *err)
{
    const npk_itranspose_conv2d_attrs *a = &op->attr.itranspose_conv2d;
    const npk_tensor_desc *x = in[0], *w = in[1];
    unsigned acc = x->dtype == NPK_DTYPE_I8 ? NPK_DTYPE_I32 : NPK_DTYPE_I64;
    if ((x->dtype != NPK_DTYPE_I8 && x->dtype != NPK_DTYPE_I16) || w->dtype != NPK_DTYPE_I8)
        return npk__fail(err, NPK_ERR_SHAPE, "operands are %s and %s; itranspose_conv2d takes i8 or i16 data and i8 weights",
                         npk_dtype_name(x->dtype), npk_dtype_name(w->dtype));
    if (x->rank != 4 || w->rank != 4 || w->dims[3] != x->dims[3])
        return npk__fail(err, NPK_ERR_SHAPE, "data must be NHWC and weights [OC, KH, KW, IC] with the data's IC");
    if (op->n_in == 3 && (in[2]->dtype != acc || in[2]->rank != 1 || (in[2]->dims[0] != w->dims[0] && in[2]->dims[0] != 1)))
        return npk__fail(err, NPK_ERR_SHAPE, "bias must be %s [%u] or [1]", npk_dtype_name(acc), w->dims[0]);
    out->rank = 4;
    out->dims[0] = x->dims[0];
    out->dims[1] = npk__itconv_extent(x->dims[1], a->stride_y, a->out_pad_top, a->out_pad_bottom, w->dims[1]);
    out->dims[2] = npk__itconv_extent(x->dims[2], a->stride_x, a->out_pad_left, a->out_pad_right, w->dims[2]);
    out->dims[3] = w->dims[0];
    if (!out->dims[1] || !out->dims[2])
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "the output does not come out in [1, 2^32) (each out_pad must be greater than -kernel)");
    out->dtype = (uint8_t)acc;
    return NPK_OK;
}

/* Accumulates in the result itself, as unsigned words (wrapping, no C overflow). */
static void npk__itconv_add(const npk_op_run *r, size_t i, uint64_t v)
{
    if (r->y->dtype == NPK_DTYPE_I64) ((uint64_t *)(void *)r->out)[i] += v;
    else ((uint32_t *)(void *)r->out)[i] += (uint32_t)v;
}

static void npk__itranspose_conv2d_exec(const npk_op_run *r)
{
    const npk_itranspose_conv2d_attrs *a = &r->op->attr.itranspose_conv2d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1], *y = r->y;
    const int8_t *w = (const int8_t *)(const void *)r->in[1];
    size_t N = xd->dims[0], IH = xd->dims[1], IW = xd->dims[2], IC = xd->dims[3];
    size_t OC = wd->dims[0], KH = wd->dims[1], KW = wd->dims[2], OH = y->dims[1], OW = y->dims[2];
    size_t b, iy, ix, ky, kx, oc, ic, i;
    int wide = xd->dtype == NPK_DTYPE_I16;
    memset(r->out, 0, npk__elems(y) * (wide ? 8u : 4u));
    if (r->op->n_in == 3)   /* each output starts at its bias */
        for (i = 0; i < npk__elems(y); i++) {
            size_t bi = r->td[2]->dims[0] == 1 ? 0 : i % OC;
            npk__itconv_add(r, i, wide ? (uint64_t)((const int64_t *)(const void *)r->in[2])[bi]
                                       : (uint64_t)(int64_t)((const int32_t *)(const void *)r->in[2])[bi]);
        }
    for (b = 0; b < N; b++)
        for (iy = 0; iy < IH; iy++)
            for (ix = 0; ix < IW; ix++) {
                size_t xo = ((b * IH + iy) * IW + ix) * IC;
                for (ky = 0; ky < KH; ky++) {
                    int64_t oy = (int64_t)(iy * (size_t)a->stride_y + ky) + a->out_pad_top;
                    if (oy < 0 || oy >= (int64_t)OH) continue;
                    for (kx = 0; kx < KW; kx++) {
                        int64_t ox = (int64_t)(ix * (size_t)a->stride_x + kx) + a->out_pad_left;
                        size_t yo;
                        if (ox < 0 || ox >= (int64_t)OW) continue;
                        yo = ((b * OH + (size_t)oy) * OW + (size_t)ox) * OC;
                        for (oc = 0; oc < OC; oc++) {
                            const int8_t *wp = w + ((oc * KH + ky) * KW + kx) * IC;
                            uint64_t sum = 0;
                            for (ic = 0; ic < IC; ic++) {
                                int64_t xv = wide ? ((const int16_t *)(const void *)r->in[0])[xo + ic]
                                                  : ((const int8_t *)(const void *)r->in[0])[xo + ic];
                                sum += (uint64_t)((xv - a->in_zp) * ((int64_t)wp[ic] - a->w_zp));
                            }
                            npk__itconv_add(r, yo + oc, sum);
                        }
                    }
                }
            }
}

#define NPK__ROW_ITRANSPOSE_CONV2D NPK__KEEP
#define NPK__OPIMPL_ITRANSPOSE_CONV2D npk__itranspose_conv2d_schema, NPK_itranspose_conv2d_N_ATTRS, npk__itranspose_conv2d_infer, NULL, npk__itranspose_conv2d_exec, NULL
#else
#define NPK__OPIMPL_ITRANSPOSE_CONV2D NPK__OPIMPL_NONE
#define NPK__ROW_ITRANSPOSE_CONV2D NPK__DROP
#endif
#endif
