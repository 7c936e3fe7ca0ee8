/* ops/resize.h - tosa.resize of an NHWC f32 image, nearest or bilinear,
 * with TOSA's rational scale (n/d per axis), offset and border:
 * OH = ((IH - 1) * scale_y_n - offset_y + border_y) / scale_y_d + 1 (exact),
 * output row oy samples input row (oy * scale_y_d + offset_y) / scale_y_n,
 * edges clamped; likewise for x. */
#ifndef NPK_OP_RESIZE_H
#define NPK_OP_RESIZE_H
#include "../npk_attrs.h"
typedef enum npk_resize_mode { NPK_RESIZE_NEAREST = 0, NPK_RESIZE_BILINEAR = 1 } npk_resize_mode;
static const char *const npk__resize_mode_names[] = { "nearest", "bilinear" };
#define NPK_RESIZE_ATTRS(X)                                                          \
    X(resize, mode, ENUM, 0, 0, 1, npk__resize_mode_names)                           \
    X(resize, scale_y_n, INT, 1, 1, 2048, NULL)                                      \
    X(resize, scale_y_d, INT, 1, 1, 32767, NULL)                                     \
    X(resize, scale_x_n, INT, 1, 1, 2048, NULL)                                      \
    X(resize, scale_x_d, INT, 1, 1, 32767, NULL)                                     \
    X(resize, offset_y, INT, 0, -2048, 32767, NULL)                                  \
    X(resize, offset_x, INT, 0, -2048, 32767, NULL)                                  \
    X(resize, border_y, INT, 0, -32768, 2047, NULL)                                  \
    X(resize, border_x, INT, 0, -32768, 2047, NULL)
NPK_DEFINE_ATTRS(resize, NPK_RESIZE_ATTRS)
#endif

/* Shared with iresize.h (also when this op is not selected): inline, so an
 * image that uses neither pays nothing. */
#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_RESIZE_AXIS)
#define NPK_OP_RESIZE_AXIS
/* One axis: the spec's limits on scale, offset and border, then the output
 * extent, which must come out exact. */
static inline npk_status npk__resize_axis(const char *axis, int32_t n, int32_t d, int32_t offset, int32_t border, uint32_t in,
                                   uint32_t *out, npk_error *err)
{
    int64_t num;
    if (d >= 16 * n) return npk__fail(err, NPK_ERR_ATTRIBUTE, "scale_%s_d must be less than 16 * scale_%s_n", axis, axis);
    if (offset < -n || offset >= 16 * n)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "offset_%s must be in [-scale_%s_n, 16 * scale_%s_n)", axis, axis, axis);
    if (border < -16 * n || border >= n)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "border_%s must be in [-16 * scale_%s_n, scale_%s_n)", axis, axis, axis);
    if (in >= 16384) return npk__fail(err, NPK_ERR_SHAPE, "input extent %u along %s is 16384 or more", (unsigned)in, axis);
    num = ((int64_t)in - 1) * n - offset + border;
    if (num < 0 || num % d)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "(I%s - 1) * scale_%s_n - offset_%s + border_%s is not a non-negative multiple of scale_%s_d",
                         axis[0] == 'y' ? "H" : "W", axis, axis, axis, axis);
    if (num / d + 1 >= 16384) return npk__fail(err, NPK_ERR_SHAPE, "output extent along %s is 16384 or more", axis);
    *out = (uint32_t)(num / d + 1);
    return NPK_OK;
}
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_RESIZE_IMPL)
#define NPK_OP_RESIZE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RESIZE)
NPK_DEFINE_SCHEMA(resize, NPK_RESIZE_ATTRS)

static npk_status npk__resize_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    const npk_resize_attrs *a = &op->attr.resize;
    char s0[NPK__SHAPE_STR];
    npk_status s;
    if (in[0]->rank != 4) return npk__fail(err, NPK_ERR_SHAPE, "input must be NHWC (rank 4), got %s", npk__shape_str(in[0], s0));
    npk__copy_shape(out, in[0]);
    if ((s = npk__resize_axis("y", a->scale_y_n, a->scale_y_d, a->offset_y, a->border_y, in[0]->dims[1], &out->dims[1], err)) != NPK_OK)
        return s;
    return npk__resize_axis("x", a->scale_x_n, a->scale_x_d, a->offset_x, a->border_x, in[0]->dims[2], &out->dims[2], err);
}

/* npk_kernels/npk_resize.h: taps once per call, channel vectors. */
static void npk__resize_exec(const npk_op_run *r)
{
    const npk_resize_attrs *a = &r->op->attr.resize;
    npk_resize_params p;
    p.n = r->y->dims[0]; p.oh = r->y->dims[1]; p.ow = r->y->dims[2]; p.c = r->y->dims[3];
    p.ih = r->td[0]->dims[1]; p.iw = r->td[0]->dims[2];
    p.bilinear = a->mode == NPK_RESIZE_BILINEAR;
    p.y_n = a->scale_y_n; p.y_d = a->scale_y_d; p.y_offset = a->offset_y;
    p.x_n = a->scale_x_n; p.x_d = a->scale_x_d; p.x_offset = a->offset_x;
    npk_resize_f32(&p, r->in[0], r->out);
}

#define NPK__ROW_RESIZE NPK__KEEP
#define NPK__OPIMPL_RESIZE npk__resize_schema, NPK_resize_N_ATTRS, npk__resize_infer, NULL, npk__resize_exec, NULL
#else
#define NPK__OPIMPL_RESIZE NPK__OPIMPL_NONE
#define NPK__ROW_RESIZE NPK__DROP
#endif
#endif
