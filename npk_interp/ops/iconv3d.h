/* ops/iconv3d.h - integer CONV3D as TOSA 1.0 computes it: x NDHWC i8 (or
 * i16), w [OC, KD, KH, KW, IC] i8, optional bias [OC] or [1];
 * y = bias + sum (x - in_zp) * (w - w_zp) over the dilated window, padding
 * taking the value in_zp (so it adds nothing); OD = (ID + pad_front +
 * pad_back - (KD - 1) * dil_d - 1) / stride_d + 1, likewise H and W. i8
 * data gives i32, i16 gives i64 (TOSA's int48); the bias has the result's
 * type; sums wrap in that width. A reference kernel. */
#ifndef NPK_OP_ICONV3D_H
#define NPK_OP_ICONV3D_H
#include "../npk_attrs.h"
#define NPK_ICONV3D_ATTRS(X)                                        \
    X(iconv3d, stride_d, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)         \
    X(iconv3d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)         \
    X(iconv3d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)         \
    X(iconv3d, dil_d, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)            \
    X(iconv3d, dil_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)            \
    X(iconv3d, dil_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)            \
    X(iconv3d, pad_front, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)        \
    X(iconv3d, pad_back, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)         \
    X(iconv3d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)          \
    X(iconv3d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)       \
    X(iconv3d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)         \
    X(iconv3d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)        \
    X(iconv3d, in_zp, INT, 0, -32768, 65535, NULL)                  \
    X(iconv3d, w_zp, INT, 0, -128, 255, NULL)
NPK_DEFINE_ATTRS(iconv3d, NPK_ICONV3D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_ICONV3D_IMPL)
#define NPK_OP_ICONV3D_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_ICONV3D)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(iconv3d, NPK_ICONV3D_ATTRS)

static npk_status npk__iconv3d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_iconv3d_attrs *a = &op->attr.iconv3d;
    const npk_tensor_desc *x = in[0], *w = in[1];
    unsigned acc = x->dtype == NPK_DTYPE_I8 ? NPK_DTYPE_I32 : NPK_DTYPE_I64;
    const int32_t *stride = &a->stride_d, *dil = &a->dil_d, *pad = &a->pad_front;   /* d, h, w in order */
    int k;
    if ((x->dtype != NPK_DTYPE_I8 && x->dtype != NPK_DTYPE_I16) || w->dtype != NPK_DTYPE_I8)
        return npk__fail(err, NPK_ERR_SHAPE, "operands are %s and %s; iconv3d takes i8 or i16 data and i8 weights",
                         npk_dtype_name(x->dtype), npk_dtype_name(w->dtype));
    if (x->rank != 5 || w->rank != 5 || w->dims[4] != x->dims[4])
        return npk__fail(err, NPK_ERR_SHAPE, "data must be NDHWC and weights [OC, KD, KH, KW, IC] with the data's IC");
    if (op->n_in == 3 && (in[2]->dtype != acc || in[2]->rank != 1 || (in[2]->dims[0] != w->dims[0] && in[2]->dims[0] != 1)))
        return npk__fail(err, NPK_ERR_SHAPE, "bias must be %s [%u] or [1]", npk_dtype_name(acc), w->dims[0]);
    out->rank = 5;
    out->dims[0] = x->dims[0];
    for (k = 0; k < 3; k++) {
        uint64_t n = npk__window_extent(x->dims[1 + k], (uint64_t)pad[2 * k] + (uint64_t)pad[2 * k + 1], w->dims[1 + k],
                                        (uint64_t)dil[k], (uint64_t)stride[k]);
        if (n == 0 || n > 0xFFFFFFFFu) return npk__fail(err, NPK_ERR_SHAPE, "the window does not fit the padded input");
        out->dims[1 + k] = (uint32_t)n;
    }
    out->dims[4] = w->dims[0];
    out->dtype = (uint8_t)acc;
    return NPK_OK;
}

static void npk__iconv3d_exec(const npk_op_run *r)
{
    const npk_iconv3d_attrs *a = &r->op->attr.iconv3d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1], *y = r->y;
    const int8_t *w = (const int8_t *)(const void *)r->in[1];
    size_t ID = xd->dims[1], IH = xd->dims[2], IW = xd->dims[3], IC = xd->dims[4];
    size_t OC = wd->dims[0], KD = wd->dims[1], KH = wd->dims[2], KW = wd->dims[3];
    size_t e, kd, kh, kw, ic, total = npk__elems(y);
    int wide = xd->dtype == NPK_DTYPE_I16;
    for (e = 0; e < total; e++) {
        size_t oc = e % OC, ow = e / OC % y->dims[3], oh = e / OC / y->dims[3] % y->dims[2];
        size_t od = e / OC / y->dims[3] / y->dims[2] % y->dims[1], n = e / OC / y->dims[3] / y->dims[2] / y->dims[1];
        uint64_t acc = 0;   /* two's complement: wraps, no C overflow */
        if (r->op->n_in == 3) {
            size_t bi = r->td[2]->dims[0] == 1 ? 0 : oc;
            acc = wide ? (uint64_t)((const int64_t *)(const void *)r->in[2])[bi]
                       : (uint64_t)(int64_t)((const int32_t *)(const void *)r->in[2])[bi];
        }
        for (kd = 0; kd < KD; kd++) {
            int64_t id = (int64_t)(od * (size_t)a->stride_d + kd * (size_t)a->dil_d) - a->pad_front;
            if (id < 0 || id >= (int64_t)ID) continue;   /* padding: x = in_zp adds 0 */
            for (kh = 0; kh < KH; kh++) {
                int64_t ih = (int64_t)(oh * (size_t)a->stride_h + kh * (size_t)a->dil_h) - a->pad_top;
                if (ih < 0 || ih >= (int64_t)IH) continue;
                for (kw = 0; kw < KW; kw++) {
                    int64_t iw = (int64_t)(ow * (size_t)a->stride_w + kw * (size_t)a->dil_w) - a->pad_left;
                    size_t xo, wo;
                    if (iw < 0 || iw >= (int64_t)IW) continue;
                    xo = (((n * ID + (size_t)id) * IH + (size_t)ih) * IW + (size_t)iw) * IC;
                    wo = (((oc * KD + kd) * KH + kh) * KW + kw) * IC;
                    for (ic = 0; ic < IC; ic++) {
                        int64_t xv = wide ? ((const int16_t *)(const void *)r->in[0])[xo + ic]
                                          : ((const int8_t *)(const void *)r->in[0])[xo + ic];
                        acc += (uint64_t)((xv - a->in_zp) * ((int64_t)w[wo + ic] - a->w_zp));
                    }
                }
            }
        }
        if (wide) ((uint64_t *)(void *)r->out)[e] = acc;
        else ((uint32_t *)(void *)r->out)[e] = (uint32_t)acc;
    }
}

#define NPK__ROW_ICONV3D NPK__KEEP
#define NPK__OPIMPL_ICONV3D npk__iconv3d_schema, NPK_iconv3d_N_ATTRS, npk__iconv3d_infer, NULL, npk__iconv3d_exec, NULL
#else
#define NPK__OPIMPL_ICONV3D NPK__OPIMPL_NONE
#define NPK__ROW_ICONV3D NPK__DROP
#endif
#endif
