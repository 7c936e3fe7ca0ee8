/* ops/iconv2d.h - integer 2-D convolution as TOSA 1.0's CONV2D and
 * DEPTHWISE_CONV2D compute it (also FULLY_CONNECTED as a 1x1 one): x NHWC,
 * w OHWI [O, KH, KW, C / groups], optional bias [O] or [1];
 * y[n, oy, ox, o] = bias[o] + sum (x - in_zp) * (w - w_zp) over the window,
 * padding taking the value in_zp (so it adds nothing). x and w i8 give an
 * i32 result (TOSA's int32 accumulator), x i16 and w i8 give i64 (TOSA's
 * int48, held in 64 bits); the bias has the result's type. Accumulation
 * wraps in the result's width where TOSA REQUIREs it not to overflow.
 * The loops below are the reference; i8 data mostly takes npk_matmul_i8
 * (bit-exact with them, npk_kernels/npk_matmul_i8.h). */
#ifndef NPK_OP_ICONV2D_H
#define NPK_OP_ICONV2D_H
#include "../npk_attrs.h"
#define NPK_ICONV2D_ATTRS(X)                                         \
    X(iconv2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)          \
    X(iconv2d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)          \
    X(iconv2d, dil_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)             \
    X(iconv2d, dil_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)             \
    X(iconv2d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)           \
    X(iconv2d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)        \
    X(iconv2d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)          \
    X(iconv2d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)         \
    X(iconv2d, groups, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)            \
    X(iconv2d, in_zp, INT, 0, -32768, 65535, NULL)                   \
    X(iconv2d, w_zp, INT, 0, -128, 255, NULL)
NPK_DEFINE_ATTRS(iconv2d, NPK_ICONV2D_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_ICONV2D_IMPL)
#define NPK_OP_ICONV2D_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_ICONV2D)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(iconv2d, NPK_ICONV2D_ATTRS)

static npk_status npk__iconv2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_iconv2d_attrs *a = &op->attr.iconv2d;
    const npk_tensor_desc *x = in[0], *w = in[1];
    unsigned acc = x->dtype == NPK_DTYPE_I8 ? NPK_DTYPE_I32 : NPK_DTYPE_I64;
    if ((x->dtype != NPK_DTYPE_I8 && x->dtype != NPK_DTYPE_I16) || w->dtype != NPK_DTYPE_I8)
        return npk__fail(err, NPK_ERR_SHAPE, "operands are %s and %s; iconv2d takes i8 or i16 data and i8 weights",
                         npk_dtype_name(x->dtype), npk_dtype_name(w->dtype));
    if (x->rank != 4 || w->rank != 4)
        return npk__fail(err, NPK_ERR_SHAPE, "data must be NHWC and weights OHWI (rank 4)");
    if ((uint64_t)w->dims[3] * (uint64_t)a->groups != x->dims[3] || w->dims[0] % (uint32_t)a->groups)
        return npk__fail(err, NPK_ERR_SHAPE, "weights [%u, ., ., %u] with %d groups do not fit %u input channels",
                         w->dims[0], w->dims[3], a->groups, x->dims[3]);
    if (op->n_in == 3 && (in[2]->dtype != acc || in[2]->rank != 1 || (in[2]->dims[0] != w->dims[0] && in[2]->dims[0] != 1)))
        return npk__fail(err, NPK_ERR_SHAPE, "bias must be %s [%u] or [1]", npk_dtype_name(acc), w->dims[0]);
    if (!npk__window_hw(x, w->dims[1], w->dims[2], NPK__WINDOW_ARGS(a), out))
        return npk__fail(err, NPK_ERR_SHAPE, "the window does not fit the padded input");
    out->rank = 4;
    out->dims[0] = x->dims[0];
    out->dims[3] = w->dims[0];
    out->dtype = (uint8_t)acc;
    return NPK_OK;
}

/* The npk_conv2d_i8 parameters of the op (x [N, H, W, C], w [O, KH, KW, CG],
 * y [N, OH, OW, O]). */
static void npk__iconv2d_params(const npk_op_desc *op, const npk_tensor_desc *xd, const npk_tensor_desc *wd,
                                const npk_tensor_desc *y, int per_channel_bias, npk_conv2d_i8_params *p)
{
    const npk_iconv2d_attrs *a = &op->attr.iconv2d;
    p->n = xd->dims[0], p->h = xd->dims[1], p->w = xd->dims[2], p->c = xd->dims[3];
    p->c_out = wd->dims[0], p->kh = wd->dims[1], p->kw = wd->dims[2];
    p->oh = y->dims[1], p->ow = y->dims[2];
    p->stride_h = (size_t)a->stride_h, p->stride_w = (size_t)a->stride_w;
    p->dil_h = (size_t)a->dil_h, p->dil_w = (size_t)a->dil_w;
    p->pad_top = (size_t)a->pad_top, p->pad_left = (size_t)a->pad_left, p->groups = (size_t)a->groups;
    p->padded = a->pad_top || a->pad_bottom || a->pad_left || a->pad_right;
    p->in_zp = a->in_zp, p->w_zp = a->w_zp;
    p->bias_stride = (size_t)per_channel_bias;
}

/* i8 data: a block of npk_conv2d_i8's im2col rows (at most
 * NPK_CONV2D_I8_COLS bytes, none for a 1x1 stride-1 unpadded conv); i16
 * data runs the loops below and needs none. */
static uint64_t npk__iconv2d_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out)
{
    npk_conv2d_i8_params p;
    if (in[0]->dtype != NPK_DTYPE_I8) return 0;
    npk__iconv2d_params(op, in[0], in[1], out, 1, &p);
    return npk__round64(npk_conv2d_i8_scratch_bytes(&p));
}

/* i8 data: npk_conv2d_i8 (im2col + npk_matmul_i8, bit-exact with the loops
 * below); 0 where it does not apply and those loops run. */
static int npk__iconv2d_fast(const npk_op_run *r)
{
    npk_conv2d_i8_params p;
    if (r->td[0]->dtype != NPK_DTYPE_I8) return 0;
    npk__iconv2d_params(r->op, r->td[0], r->td[1], r->y, r->op->n_in == 3 && r->td[2]->dims[0] != 1, &p);
    return npk_conv2d_i8(&p, (const int8_t *)(const void *)r->in[0], (const int8_t *)(const void *)r->in[1],
                         r->op->n_in == 3 ? (const int32_t *)(const void *)r->in[2] : NULL, (int32_t *)(void *)r->out,
                         r->scratch);
}

static void npk__iconv2d_exec(const npk_op_run *r)
{
    const npk_iconv2d_attrs *a = &r->op->attr.iconv2d;
    const npk_tensor_desc *xd = r->td[0], *wd = r->td[1], *y = r->y;
    const int8_t *w = (const int8_t *)(const void *)r->in[1];
    size_t H = xd->dims[1], W = xd->dims[2], C = xd->dims[3];
    size_t O = wd->dims[0], KH = wd->dims[1], KW = wd->dims[2], CG = wd->dims[3], OG = O / (size_t)a->groups;
    size_t n, oy, ox, o, ky, kx, c;
    int wide = xd->dtype == NPK_DTYPE_I16;
    if (npk__iconv2d_fast(r)) return;
    for (n = 0; n < y->dims[0]; n++)
        for (oy = 0; oy < y->dims[1]; oy++)
            for (ox = 0; ox < y->dims[2]; ox++)
                for (o = 0; o < O; o++) {
                    size_t g = o / OG, e = ((n * y->dims[1] + oy) * y->dims[2] + ox) * O + o;
                    uint64_t acc = 0; /* two's complement: wraps, no C overflow */
                    if (r->op->n_in == 3) {
                        size_t bi = r->td[2]->dims[0] == 1 ? 0 : o;
                        acc = wide ? (uint64_t)((const int64_t *)(const void *)r->in[2])[bi]
                                   : (uint64_t)(int64_t)((const int32_t *)(const void *)r->in[2])[bi];
                    }
                    for (ky = 0; ky < KH; ky++) {
                        int64_t iy = (int64_t)(oy * (size_t)a->stride_h + ky * (size_t)a->dil_h) - a->pad_top;
                        if (iy < 0 || iy >= (int64_t)H) continue; /* padding: x = in_zp adds 0 */
                        for (kx = 0; kx < KW; kx++) {
                            int64_t ix = (int64_t)(ox * (size_t)a->stride_w + kx * (size_t)a->dil_w) - a->pad_left;
                            size_t xo, wo;
                            if (ix < 0 || ix >= (int64_t)W) continue;
                            xo = ((n * H + (size_t)iy) * W + (size_t)ix) * C + g * CG;
                            wo = ((o * KH + ky) * KW + kx) * CG;
                            for (c = 0; c < CG; c++) {
                                int64_t xv = wide ? ((const int16_t *)(const void *)r->in[0])[xo + c]
                                                  : ((const int8_t *)(const void *)r->in[0])[xo + c];
                                acc += (uint64_t)((xv - a->in_zp) * ((int64_t)w[wo + c] - a->w_zp));
                            }
                        }
                    }
                    if (wide) ((int64_t *)(void *)r->out)[e] = (int64_t)acc;
                    else ((uint32_t *)(void *)r->out)[e] = (uint32_t)acc;
                }
}

#define NPK__ROW_ICONV2D NPK__KEEP
#define NPK__OPIMPL_ICONV2D npk__iconv2d_schema, NPK_iconv2d_N_ATTRS, npk__iconv2d_infer, npk__iconv2d_scratch, npk__iconv2d_exec, NULL
#else
#define NPK__OPIMPL_ICONV2D NPK__OPIMPL_NONE
#define NPK__ROW_ICONV2D NPK__DROP
#endif
#endif
