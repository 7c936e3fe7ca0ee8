/* ops/quantize.h - a float tensor to int8 as a quantized model's input
 * does it in TOSA: MUL by a constant f32 scale, CAST to i32 (nearest, ties
 * to even, saturating), RESCALE to i8 with one multiplier and shift, as one
 * pass (mlir2c fuses the chain):
 *     y = clip(apply_scale_32(cast_i32(x * scale) - in_zp, mult, shift) + out_zp, -128, 127)
 * the product rounded to f32 first, exactly as the MUL op does. */
#ifndef NPK_OP_QUANTIZE_H
#define NPK_OP_QUANTIZE_H
#include "../npk_attrs.h"
#define NPK_QUANTIZE_ATTRS(X)                                         \
    X(quantize, scale, F32, 0, 0, 0, NULL)                            \
    X(quantize, mult, INT, 1073741824, 0, NPK_ATTR_INT_MAX, NULL)     \
    X(quantize, shift, INT, 30, 1, 62, NULL)                          \
    X(quantize, in_zp, INT, 0, -65536, 65536, NULL)                   \
    X(quantize, out_zp, INT, 0, -128, 127, NULL)                      \
    X(quantize, rounding, ENUM, 1, 0, 1, npk__rescale_rounding_names)
NPK_DEFINE_ATTRS(quantize, NPK_QUANTIZE_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_QUANTIZE_IMPL)
#define NPK_OP_QUANTIZE_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QUANTIZE)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(quantize, NPK_QUANTIZE_ATTRS)

static npk_status npk__quantize_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                      npk_tensor_desc *out, npk_error *err)
{
    (void)op;
    if (in[0]->dtype != NPK_DTYPE_F32)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 is %s; quantize takes f32", npk_dtype_name(in[0]->dtype));
    npk__copy_shape(out, in[0]);
    out->dtype = NPK_DTYPE_I8;
    return NPK_OK;
}

static void npk__quantize_exec(const npk_op_run *r)
{
    const npk_quantize_attrs *a = &r->op->attr.quantize;
    const float *x = (const float *)(const void *)r->in[0];
    int8_t *y = (int8_t *)(void *)r->out;
    size_t n = npk__elems(r->y), i;
    int64_t round = (int64_t)1 << (a->shift - 1), extra = a->rounding == NPK_RESCALE_DOUBLE && a->shift > 31 ? 1 << 30 : 0;
    /* npk_rescale_apply inlined for one scale: |v| <= 2^31 + 2^16 and mult < 2^31, so
     * v * mult + round fits int64; the int32 saturation before adding out_zp cannot
     * change the int8 clip */
    for (i = 0; i < n; i++) {
        int64_t v = (int64_t)npk__f32_to_i32(x[i] * a->scale) - a->in_zp;
        int64_t t = v * a->mult + (v >= 0 ? round + extra : round - extra);
        t = (t >= 0 ? t >> a->shift : ~(~t >> a->shift)) + a->out_zp;
        y[i] = (int8_t)(t < -128 ? -128 : t > 127 ? 127 : t);
    }
}

#define NPK__ROW_QUANTIZE NPK__KEEP
#define NPK__OPIMPL_QUANTIZE npk__quantize_schema, NPK_quantize_N_ATTRS, npk__quantize_infer, NULL, npk__quantize_exec
#else
#define NPK__OPIMPL_QUANTIZE NPK__OPIMPL_NONE
#define NPK__ROW_QUANTIZE NPK__DROP
#endif
#endif
