/* ops/iresize.h - tosa.resize of an NHWC i8 or i16 image, with the spec's
 * integer arithmetic (resize.h has the float op and the shape rule, which
 * is the same). Along each axis output o samples position
 * p = o * scale_d + offset: i = floor(p / scale_n), r = p - i * scale_n,
 * taps i0 = max(i, 0) and i1 = min(i + 1, I - 1).
 *   nearest:  i1 if 2 * r >= scale_n else i0; the input's type.
 *   bilinear: v00 (ny - ry)(nx - rx) + v01 (ny - ry) rx + v10 ry (nx - rx)
 *             + v11 ry rx, unscaled (ny = scale_y_n): i8 gives i32, i16 gives
 *             i48 (held as i64). */
#ifndef NPK_OP_IRESIZE_H
#define NPK_OP_IRESIZE_H
#include "../npk_attrs.h"
#define NPK_IRESIZE_ATTRS(X)                                                         \
    X(iresize, mode, ENUM, 0, 0, 1, npk__resize_mode_names)                          \
    X(iresize, scale_y_n, INT, 1, 1, 2048, NULL)                                     \
    X(iresize, scale_y_d, INT, 1, 1, 32767, NULL)                                    \
    X(iresize, scale_x_n, INT, 1, 1, 2048, NULL)                                     \
    X(iresize, scale_x_d, INT, 1, 1, 32767, NULL)                                    \
    X(iresize, offset_y, INT, 0, -2048, 32767, NULL)                                 \
    X(iresize, offset_x, INT, 0, -2048, 32767, NULL)                                 \
    X(iresize, border_y, INT, 0, -32768, 2047, NULL)                                 \
    X(iresize, border_x, INT, 0, -32768, 2047, NULL)
NPK_DEFINE_ATTRS(iresize, NPK_IRESIZE_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_IRESIZE_IMPL)
#define NPK_OP_IRESIZE_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IRESIZE)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(iresize, NPK_IRESIZE_ATTRS)

static npk_status npk__iresize_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_iresize_attrs *a = &op->attr.iresize;
    unsigned dt = in[0]->dtype;
    char s0[NPK__SHAPE_STR];
    npk_status s;
    if (dt != NPK_DTYPE_I8 && dt != NPK_DTYPE_I16)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 is %s; iresize takes i8 or i16", npk_dtype_name(dt));
    if (in[0]->rank != 4) return npk__fail(err, NPK_ERR_SHAPE, "input must be NHWC (rank 4), got %s", npk__shape_str(in[0], s0));
    npk__copy_shape(out, in[0]);
    if ((s = npk__resize_axis("y", a->scale_y_n, a->scale_y_d, a->offset_y, a->border_y, in[0]->dims[1], &out->dims[1], err)) != NPK_OK)
        return s;
    if ((s = npk__resize_axis("x", a->scale_x_n, a->scale_x_d, a->offset_x, a->border_x, in[0]->dims[2], &out->dims[2], err)) != NPK_OK)
        return s;
    /* nearest keeps the operand's type (preset); bilinear widens */
    if (a->mode == NPK_RESIZE_BILINEAR) out->dtype = dt == NPK_DTYPE_I8 ? NPK_DTYPE_I32 : NPK_DTYPE_I64;
    return NPK_OK;
}

/* One axis at output position o: the two taps and the remainder r in [0, n). */
typedef struct npk__iresize_tap { size_t i0, i1; int64_t r; } npk__iresize_tap;
static npk__iresize_tap npk__iresize_at(size_t o, int32_t n, int32_t d, int32_t offset, size_t in)
{
    npk__iresize_tap t;
    int64_t pos = (int64_t)o * d + offset, i = pos >= 0 ? pos / n : -((-pos + n - 1) / n);
    int64_t lo = i < 0 ? 0 : i, hi = i + 1;
    if (lo > (int64_t)in - 1) lo = (int64_t)in - 1; /* the spec's limits keep i < I; kept safe anyway */
    if (hi > (int64_t)in - 1) hi = (int64_t)in - 1;
    t.i0 = (size_t)lo;
    t.i1 = (size_t)hi;
    t.r = pos - i * n;
    return t;
}

static int64_t npk__iresize_load(const void *x, unsigned dt, size_t k)
{
    return dt == NPK_DTYPE_I8 ? ((const int8_t *)x)[k] : ((const int16_t *)x)[k];
}

static void npk__iresize_exec(const npk_op_run *r)
{
    const npk_iresize_attrs *a = &r->op->attr.iresize;
    size_t N = r->y->dims[0], OH = r->y->dims[1], OW = r->y->dims[2], C = r->y->dims[3];
    size_t IH = r->td[0]->dims[1], IW = r->td[0]->dims[2], b, oy, ox, c, at = 0;
    unsigned dt = r->td[0]->dtype, yt = r->y->dtype;
    int64_t ny = a->scale_y_n, nx = a->scale_x_n;
    for (b = 0; b < N; b++)
        for (oy = 0; oy < OH; oy++) {
            npk__iresize_tap ty = npk__iresize_at(oy, a->scale_y_n, a->scale_y_d, a->offset_y, IH);
            for (ox = 0; ox < OW; ox++) {
                npk__iresize_tap tx = npk__iresize_at(ox, a->scale_x_n, a->scale_x_d, a->offset_x, IW);
                size_t base = b * IH * IW * C;
                for (c = 0; c < C; c++, at++) {
                    int64_t v;
                    if (a->mode == NPK_RESIZE_NEAREST) {
                        size_t iy = 2 * ty.r >= ny ? ty.i1 : ty.i0, ix = 2 * tx.r >= nx ? tx.i1 : tx.i0;
                        v = npk__iresize_load(r->in[0], dt, base + (iy * IW + ix) * C + c);
                    } else {
                        int64_t v00 = npk__iresize_load(r->in[0], dt, base + (ty.i0 * IW + tx.i0) * C + c);
                        int64_t v01 = npk__iresize_load(r->in[0], dt, base + (ty.i0 * IW + tx.i1) * C + c);
                        int64_t v10 = npk__iresize_load(r->in[0], dt, base + (ty.i1 * IW + tx.i0) * C + c);
                        int64_t v11 = npk__iresize_load(r->in[0], dt, base + (ty.i1 * IW + tx.i1) * C + c);
                        v = v00 * (ny - ty.r) * (nx - tx.r) + v01 * (ny - ty.r) * tx.r + v10 * ty.r * (nx - tx.r) +
                            v11 * ty.r * tx.r;
                    }
                    switch (yt) { /* every value fits its type: |v| <= 2^15 * 2048^2 */
                    case NPK_DTYPE_I8: ((int8_t *)(void *)r->out)[at] = (int8_t)v; break;
                    case NPK_DTYPE_I16: ((int16_t *)(void *)r->out)[at] = (int16_t)v; break;
                    case NPK_DTYPE_I32: ((int32_t *)(void *)r->out)[at] = (int32_t)v; break;
                    default: ((int64_t *)(void *)r->out)[at] = v; break;
                    }
                }
            }
        }
}

#define NPK__ROW_IRESIZE NPK__KEEP
#define NPK__OPIMPL_IRESIZE npk__iresize_schema, NPK_iresize_N_ATTRS, npk__iresize_infer, NULL, npk__iresize_exec, NULL
#else
#define NPK__OPIMPL_IRESIZE NPK__OPIMPL_NONE
#define NPK__ROW_IRESIZE NPK__DROP
#endif
#endif
