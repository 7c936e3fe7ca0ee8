/* ops/conv3d.h - tosa.conv3d over NDHWC: x [N, ID, IH, IW, IC], filter
 * [OC, KD, KH, KW, IC], optional bias [OC] or [1]; zero padding, stride and
 * dilation per axis; OD = (ID + pad_front + pad_back - (KD - 1) * dil_d - 1)
 * / stride_d + 1, likewise H and W. A plain reference kernel. */
#ifndef NPK_OP_CONV3D_H
#define NPK_OP_CONV3D_H
#include "../npk_attrs.h"
#define NPK_CONV3D_ATTRS(X)                                                          \
    X(conv3d, stride_d, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv3d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv3d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv3d, dil_d, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                              \
    X(conv3d, dil_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                              \
    X(conv3d, dil_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                              \
    X(conv3d, pad_front, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                          \
    X(conv3d, pad_back, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv3d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                            \
    X(conv3d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                         \
    X(conv3d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                           \
    X(conv3d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)
NPK_DEFINE_ATTRS(conv3d, NPK_CONV3D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_CONV3D_IMPL)
#define NPK_OP_CONV3D_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_CONV3D)
NPK_DEFINE_SCHEMA(conv3d, NPK_CONV3D_ATTRS)

static npk_status npk__conv3d_extent(const char *what, uint32_t in, int32_t lo, int32_t hi, uint32_t k, int32_t dil,
                                     int32_t stride, uint32_t *out, npk_error *err)
{
    int64_t span = (int64_t)in + lo + hi, reach = ((int64_t)k - 1) * dil + 1;
    if (reach > span)
        return npk__fail(err, NPK_ERR_SHAPE, "the dilated kernel (%U) is larger than the padded input (%U) along %s",
                         (uint64_t)reach, (uint64_t)span, what);
    if ((span - reach) / stride + 1 > 0xFFFFFFFFll)
        return npk__fail(err, NPK_ERR_SHAPE, "the output %s does not fit 32 bits", what);
    *out = (uint32_t)((span - reach) / stride + 1);
    return NPK_OK;
}

static npk_status npk__conv3d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    const npk_conv3d_attrs *a = &op->attr.conv3d;
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    npk_status s;
    if (in[0]->rank != 5) return npk__fail(err, NPK_ERR_SHAPE, "input must be NDHWC (rank 5), got %s", npk__shape_str(in[0], s0));
    if (in[1]->rank != 5) return npk__fail(err, NPK_ERR_SHAPE, "filter must be [OC, KD, KH, KW, IC], got %s", npk__shape_str(in[1], s1));
    if (in[1]->dims[4] != in[0]->dims[4])
        return npk__fail(err, NPK_ERR_SHAPE, "filter %s has %u input channels but the input %s has %u", npk__shape_str(in[1], s1),
                         (unsigned)in[1]->dims[4], npk__shape_str(in[0], s0), (unsigned)in[0]->dims[4]);
    if (op->n_in == 3 && (in[2]->rank != 1 || (in[2]->dims[0] != in[1]->dims[0] && in[2]->dims[0] != 1)))
        return npk__fail(err, NPK_ERR_SHAPE, "bias must be [%u] or [1], got %s", (unsigned)in[1]->dims[0], npk__shape_str(in[2], s0));
    npk__copy_shape(out, in[0]);
    out->dims[4] = in[1]->dims[0];
    if ((s = npk__conv3d_extent("depth", in[0]->dims[1], a->pad_front, a->pad_back, in[1]->dims[1], a->dil_d, a->stride_d,
                                &out->dims[1], err)) != NPK_OK ||
        (s = npk__conv3d_extent("height", in[0]->dims[2], a->pad_top, a->pad_bottom, in[1]->dims[2], a->dil_h, a->stride_h,
                                &out->dims[2], err)) != NPK_OK)
        return s;
    return npk__conv3d_extent("width", in[0]->dims[3], a->pad_left, a->pad_right, in[1]->dims[3], a->dil_w, a->stride_w,
                              &out->dims[3], err);
}

static void npk__conv3d_exec(const npk_op_run *r)
{
    const npk_conv3d_attrs *a = &r->op->attr.conv3d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1];
    size_t N = xd->dims[0], ID = xd->dims[1], IH = xd->dims[2], IW = xd->dims[3], IC = xd->dims[4];
    size_t OC = wd->dims[0], KD = wd->dims[1], KH = wd->dims[2], KW = wd->dims[3];
    size_t OD = r->y->dims[1], OH = r->y->dims[2], OW = r->y->dims[3];
    size_t b, od, oh, ow, oc, kd, kh, kw, ic;
    const float *x = r->in[0], *w = r->in[1];
    float *y = r->out;
    for (b = 0; b < N; b++)
        for (od = 0; od < OD; od++)
            for (oh = 0; oh < OH; oh++)
                for (ow = 0; ow < OW; ow++)
                    for (oc = 0; oc < OC; oc++, y++) {
                        float acc = 0.0f;
                        for (kd = 0; kd < KD; kd++) {
                            int64_t id = (int64_t)(od * a->stride_d + kd * a->dil_d) - a->pad_front;
                            if (id < 0 || id >= (int64_t)ID) continue;
                            for (kh = 0; kh < KH; kh++) {
                                int64_t ih = (int64_t)(oh * a->stride_h + kh * a->dil_h) - a->pad_top;
                                if (ih < 0 || ih >= (int64_t)IH) continue;
                                for (kw = 0; kw < KW; kw++) {
                                    int64_t iw = (int64_t)(ow * a->stride_w + kw * a->dil_w) - a->pad_left;
                                    const float *xp, *wp;
                                    if (iw < 0 || iw >= (int64_t)IW) continue;
                                    xp = x + (((b * ID + (size_t)id) * IH + (size_t)ih) * IW + (size_t)iw) * IC;
                                    wp = w + (((oc * KD + kd) * KH + kh) * KW + kw) * IC;
                                    for (ic = 0; ic < IC; ic++) acc += xp[ic] * wp[ic];
                                }
                            }
                        }
                        if (r->op->n_in == 3) acc += r->in[2][r->td[2]->dims[0] == 1 ? 0 : oc];
                        *y = acc;
                    }
}

#define NPK__ROW_CONV3D NPK__KEEP
#define NPK__OPIMPL_CONV3D npk__conv3d_schema, NPK_conv3d_N_ATTRS, npk__conv3d_infer, NULL, npk__conv3d_exec, NULL
#else
#define NPK__OPIMPL_CONV3D NPK__OPIMPL_NONE
#define NPK__ROW_CONV3D NPK__DROP
#endif
#endif
