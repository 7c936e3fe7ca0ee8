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
    npk_quantize_params p; /* the loop: npk_kernels/npk_quantize_f32.h */
    p.n = npk__elems(r->y), p.x = (const float *)(const void *)r->in[0], p.scale = a->scale;
    p.mult = a->mult, p.shift = a->shift, p.double_round = a->rounding == NPK_RESCALE_DOUBLE;
    p.in_zp = a->in_zp, p.out_zp = a->out_zp, p.y = (int8_t *)(void *)r->out;
    npk_quantize_f32(&p);
}

#define NPK__ROW_QUANTIZE NPK__KEEP
#define NPK__OPIMPL_QUANTIZE npk__quantize_schema, NPK_quantize_N_ATTRS, npk__quantize_infer, NULL, npk__quantize_exec, NULL
#else
#define NPK__OPIMPL_QUANTIZE NPK__OPIMPL_NONE
#define NPK__ROW_QUANTIZE NPK__DROP
#endif
#endif
