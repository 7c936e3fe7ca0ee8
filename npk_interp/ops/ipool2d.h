/* ops/ipool2d.h - TOSA 1.0's MAX_POOL2D and AVG_POOL2D on integers (i8,
 * i16, and i32 for max as MLIR allows; NHWC; the result has the input's type). max: the largest element of
 * the window, padding taking no part. avg: acc = sum of (x - in_zp) over
 * the window's elements inside the input (padding not counted), then the
 * spec's integer division acc * reciprocal_scale(count) by apply_scale_32
 * (single rounding), + out_zp, clipped to the type. */
#ifndef NPK_OP_IPOOL2D_H
#define NPK_OP_IPOOL2D_H
#include "../npk_attrs.h"
typedef enum npk_ipool2d_kind { NPK_IPOOL_MAX = 0, NPK_IPOOL_AVG = 1 } npk_ipool2d_kind;
static const char *const npk__ipool2d_kind_names[] = { "max", "avg" };
#define NPK_IPOOL2D_ATTRS(X)                                          \
    X(ipool2d, kind, ENUM, 0, 0, 1, npk__ipool2d_kind_names)          \
    X(ipool2d, kernel_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)           \
    X(ipool2d, kernel_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)           \
    X(ipool2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)           \
    X(ipool2d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)           \
    X(ipool2d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)            \
    X(ipool2d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)         \
    X(ipool2d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)           \
    X(ipool2d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)          \
    X(ipool2d, in_zp, INT, 0, -32768, 32767, NULL)                    \
    X(ipool2d, out_zp, INT, 0, -32768, 32767, NULL)
NPK_DEFINE_ATTRS(ipool2d, NPK_IPOOL2D_ATTRS)

/* The spec's reciprocal_scale(count) applied by apply_scale_32 (no double
 * rounding): acc / count rounded to nearest, ties up. */
static inline int64_t npk_ipool_divide(int64_t acc, uint32_t count)
{
    uint32_t v = count - 1u;
    int k = 0, shift;
    int64_t multiplier, p;
    while (v) { k++; v >>= 1; } /* k = 32 - clz(count - 1): (1 << k) / 2 < count <= 1 << k */
    multiplier = (int64_t)((((uint64_t)1 << 30) + 1u) << k) / (int64_t)count;
    shift = 30 + k;
    p = acc * multiplier + ((int64_t)1 << (shift - 1)); /* |acc| < 2^31, multiplier < 2^31: fits */
    return p >= 0 ? p >> shift : -((-p + ((int64_t)1 << shift) - 1) >> shift); /* floor */
}
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_IPOOL2D_IMPL)
#define NPK_OP_IPOOL2D_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IPOOL2D)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(ipool2d, NPK_IPOOL2D_ATTRS)

static npk_status npk__ipool2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_ipool2d_attrs *a = &op->attr.ipool2d;
    const npk_tensor_desc *x = in[0];
    uint64_t ph = (uint64_t)x->dims[1] + (uint64_t)a->pad_top + (uint64_t)a->pad_bottom;
    uint64_t pw = (uint64_t)x->dims[2] + (uint64_t)a->pad_left + (uint64_t)a->pad_right, oh, ow;
    if ((x->dtype != NPK_DTYPE_I8 && x->dtype != NPK_DTYPE_I16 &&
         (x->dtype != NPK_DTYPE_I32 || op->attr.ipool2d.kind != NPK_IPOOL_MAX)) || x->rank != 4)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 is %s of rank %u; ipool2d takes i8 or i16 NHWC (max also i32)",
                         npk_dtype_name(x->dtype), (unsigned)x->rank);
    if (ph < (uint64_t)a->kernel_h || pw < (uint64_t)a->kernel_w)
        return npk__fail(err, NPK_ERR_SHAPE, "the kernel does not fit the padded input");
    if ((uint64_t)a->pad_top >= (uint64_t)a->kernel_h || (uint64_t)a->pad_bottom >= (uint64_t)a->kernel_h ||
        (uint64_t)a->pad_left >= (uint64_t)a->kernel_w || (uint64_t)a->pad_right >= (uint64_t)a->kernel_w)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "padding must be smaller than the kernel (a window of padding only)");
    oh = (ph - (uint64_t)a->kernel_h) / (uint64_t)a->stride_h + 1;
    ow = (pw - (uint64_t)a->kernel_w) / (uint64_t)a->stride_w + 1;
    out->rank = 4;
    out->dims[0] = x->dims[0];
    out->dims[1] = (uint32_t)oh;
    out->dims[2] = (uint32_t)ow;
    out->dims[3] = x->dims[3];
    return NPK_OK;
}

#define NPK__IPOOL_SPAN 256 /* bytes of input row the i8 max pool takes at a time (two such buffers on the stack) */

static void npk__ipool2d_exec(const npk_op_run *r)
{
    const npk_ipool2d_attrs *a = &r->op->attr.ipool2d;
    const npk_tensor_desc *xd = r->td[0], *y = r->y;
    unsigned dt = xd->dtype;
    int64_t lo = dt == NPK_DTYPE_I8 ? -128 : dt == NPK_DTYPE_I16 ? -32768 : INT32_MIN;
    int64_t hi = dt == NPK_DTYPE_I8 ? 127 : dt == NPK_DTYPE_I16 ? 32767 : INT32_MAX;
    size_t H = xd->dims[1], W = xd->dims[2], C = xd->dims[3], n, oy, ox, c;
    int64_t ky, kx;
    if (dt == NPK_DTYPE_I8 && a->kind == NPK_IPOOL_MAX && !(a->pad_top | a->pad_bottom | a->pad_left | a->pad_right)) {
        /* every window inside the input. Output pixels go in chunks whose
         * input span fits a small buffer: the max over the window's rows
         * (contiguous bytes), then over its columns (contiguous again, the
         * column kx being kx * C bytes on), then every stride_w-th pixel
         * picked. All three are long plain loops the compiler vectorises,
         * where a pixel's few channels (C = 6 in LeNet) were too short to. */
        const int8_t *x = (const int8_t *)(const void *)r->in[0];
        int8_t *o = (int8_t *)(void *)r->out;
        int8_t span[NPK__IPOOL_SPAN], cols[NPK__IPOOL_SPAN];
        size_t kh = (size_t)a->kernel_h, kw = (size_t)a->kernel_w, sh = (size_t)a->stride_h, sw = (size_t)a->stride_w;
        size_t OW = y->dims[2], per, ox0, i, k;
        if (kw * C <= NPK__IPOOL_SPAN) {
            per = (NPK__IPOOL_SPAN / C - kw) / sw + 1; /* output pixels per chunk: (per - 1) * sw + kw pixels in */
            for (n = 0; n < y->dims[0]; n++)
                for (oy = 0; oy < y->dims[1]; oy++)
                    for (ox0 = 0; ox0 < OW; ox0 += per) {
                        size_t cnt = OW - ox0 < per ? OW - ox0 : per, in_px = (cnt - 1) * sw + kw;
                        size_t bytes = in_px * C, hb = ((cnt - 1) * sw + 1) * C;
                        const int8_t *row = x + ((n * H + oy * sh) * W + ox0 * sw) * C;
                        for (i = 0; i < bytes; i++) span[i] = row[i];
                        for (k = 1; k < kh; k++) {
                            const int8_t *t = row + k * W * C;
                            for (i = 0; i < bytes; i++) span[i] = t[i] > span[i] ? t[i] : span[i];
                        }
                        for (i = 0; i < hb; i++) cols[i] = span[i]; /* cols[i]: the max of the kw columns from i */
                        for (k = 1; k < kw; k++)
                            for (i = 0; i < hb; i++) cols[i] = span[i + k * C] > cols[i] ? span[i + k * C] : cols[i];
                        if (sw == 1) memcpy(o, cols, cnt * C);
                        else
                            for (ox = 0; ox < cnt; ox++)
                                for (c = 0; c < C; c++) o[ox * C + c] = cols[ox * sw * C + c];
                        o += cnt * C;
                    }
            return;
        }
        for (n = 0; n < y->dims[0]; n++)
            for (oy = 0; oy < y->dims[1]; oy++)
                for (ox = 0; ox < OW; ox++, o += C) {
                    const int8_t *w0 = x + ((n * H + oy * sh) * W + ox * sw) * C;
                    for (c = 0; c < C; c++) o[c] = w0[c];
                    for (ky = 0; ky < a->kernel_h; ky++)
                        for (kx = ky == 0; kx < a->kernel_w; kx++) {
                            const int8_t *t = w0 + ((size_t)ky * W + (size_t)kx) * C;
                            for (c = 0; c < C; c++) o[c] = t[c] > o[c] ? t[c] : o[c];
                        }
                }
        return;
    }
    if (dt == NPK_DTYPE_I8 && a->kind == NPK_IPOOL_AVG && !(a->pad_top | a->pad_bottom | a->pad_left | a->pad_right) &&
        (uint64_t)a->kernel_h * (uint64_t)a->kernel_w < ((uint64_t)1 << 24)) {
        /* every window inside the input (a global average pool): sums of
         * 32 channels at a time, a window row's pixels in order */
        const int8_t *x = (const int8_t *)(const void *)r->in[0];
        int8_t *o = (int8_t *)(void *)r->out;
        uint32_t count = (uint32_t)(a->kernel_h * a->kernel_w);
        int32_t acc[32];
        size_t c0, nc, k;
        for (n = 0; n < y->dims[0]; n++)
            for (oy = 0; oy < y->dims[1]; oy++)
                for (ox = 0; ox < y->dims[2]; ox++, o += C)
                    for (c0 = 0; c0 < C; c0 += nc) {
                        const int8_t *w0 = x + ((n * H + oy * (size_t)a->stride_h) * W + ox * (size_t)a->stride_w) * C + c0;
                        nc = C - c0 < 32 ? C - c0 : 32;
                        for (k = 0; k < nc; k++) acc[k] = 0;
                        for (ky = 0; ky < a->kernel_h; ky++)
                            for (kx = 0; kx < a->kernel_w; kx++) {
                                const int8_t *t = w0 + ((size_t)ky * W + (size_t)kx) * C;
                                for (k = 0; k < nc; k++) acc[k] += t[k]; /* |sum| < 2^31 for windows < 2^24 */
                            }
                        for (k = 0; k < nc; k++) {
                            int64_t v = npk_ipool_divide((int64_t)acc[k] - (int64_t)count * a->in_zp, count) + a->out_zp;
                            o[c0 + k] = (int8_t)(v < -128 ? -128 : v > 127 ? 127 : v);
                        }
                    }
        return;
    }
    for (n = 0; n < y->dims[0]; n++)
        for (oy = 0; oy < y->dims[1]; oy++)
            for (ox = 0; ox < y->dims[2]; ox++)
                for (c = 0; c < C; c++) {
                    int64_t acc = a->kind == NPK_IPOOL_MAX ? lo : 0, v;
                    uint32_t count = 0;
                    size_t e = ((n * y->dims[1] + oy) * y->dims[2] + ox) * C + c;
                    for (ky = 0; ky < a->kernel_h; ky++) {
                        int64_t iy = (int64_t)(oy * (size_t)a->stride_h) + ky - a->pad_top;
                        if (iy < 0 || iy >= (int64_t)H) continue;
                        for (kx = 0; kx < a->kernel_w; kx++) {
                            int64_t ix = (int64_t)(ox * (size_t)a->stride_w) + kx - a->pad_left;
                            size_t i;
                            if (ix < 0 || ix >= (int64_t)W) continue;
                            i = ((n * H + (size_t)iy) * W + (size_t)ix) * C + c;
                            v = dt == NPK_DTYPE_I8 ? ((const int8_t *)(const void *)r->in[0])[i]
                              : dt == NPK_DTYPE_I16 ? ((const int16_t *)(const void *)r->in[0])[i]
                              : ((const int32_t *)(const void *)r->in[0])[i];
                            if (a->kind == NPK_IPOOL_MAX) acc = v > acc ? v : acc;
                            else acc += v - a->in_zp;
                            count++;
                        }
                    }
                    if (a->kind == NPK_IPOOL_AVG) {
                        acc = npk_ipool_divide(acc, count) + a->out_zp;
                        acc = acc < lo ? lo : acc > hi ? hi : acc;
                    }
                    if (dt == NPK_DTYPE_I8) ((int8_t *)(void *)r->out)[e] = (int8_t)acc;
                    else if (dt == NPK_DTYPE_I16) ((int16_t *)(void *)r->out)[e] = (int16_t)acc;
                    else ((int32_t *)(void *)r->out)[e] = (int32_t)acc;
                }
}

#define NPK__ROW_IPOOL2D NPK__KEEP
#define NPK__OPIMPL_IPOOL2D npk__ipool2d_schema, NPK_ipool2d_N_ATTRS, npk__ipool2d_infer, NULL, npk__ipool2d_exec, NULL
#else
#define NPK__OPIMPL_IPOOL2D NPK__OPIMPL_NONE
#define NPK__ROW_IPOOL2D NPK__DROP
#endif
#endif
