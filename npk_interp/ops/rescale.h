/* ops/rescale.h - TOSA 1.0 RESCALE: y = clip(apply_scale(x - in_zp, multiplier[c], shift[c]) + out_zp)
 * on integers, bit-exact with the spec's pseudo-code (scale_helpers:
 * apply_scale_32 / apply_scale_16). Operands: x (i8, i16, i32, or i64
 * holding TOSA's i48), multiplier (i16 or i32) and shift (i8, i16 or i32),
 * both of one element, or one per channel (the last dim) with per_channel.
 * The result type is `to` (i8, i16, i32). in_unsigned / out_unsigned read x
 * as unsigned / clip to the unsigned range; an unsigned result is stored as
 * the bit pattern of the same-width signed type (uint8 200 -> int8 -56).
 * rounding: single (TOSA SINGLE_ROUND; also INEXACT_ROUND, which allows it),
 * double (DOUBLE_ROUND: an extra 1<<30 toward the sign when shift > 31).
 * Where the spec says REQUIRE this defines the result: the product and the
 * rounding are done in wrapping 64-bit arithmetic with the shift taken as
 * 0..63 (outside: 63 or 0), the scaled value is saturated to int32, the
 * output zero point added without overflow and the sum clipped. mlir2c
 * refuses constant multipliers and shifts outside the REQUIRE ranges. */
#ifndef NPK_OP_RESCALE_H
#define NPK_OP_RESCALE_H
#include "../npk_attrs.h"
typedef enum npk_rescale_rounding { NPK_RESCALE_SINGLE = 0, NPK_RESCALE_DOUBLE = 1 } npk_rescale_rounding;
static const char *const npk__rescale_rounding_names[] = { "single", "double" };
/* the dtype names of npk_format.h from i8 (5) to i32 (7) */
static const char *const npk__rescale_to_names[] = { "i8", "i16", "i32" };
#define NPK_RESCALE_ATTRS(X)                                                       \
    X(rescale, to, ENUM, 5, 5, 7, npk__rescale_to_names)                           \
    X(rescale, in_zp, INT, 0, -65536, 65536, NULL)                                 \
    X(rescale, out_zp, INT, 0, -65536, 65536, NULL)                                \
    X(rescale, scale32, BOOL, 1, 0, 1, NULL)                                       \
    X(rescale, rounding, ENUM, 0, 0, 1, npk__rescale_rounding_names)               \
    X(rescale, per_channel, BOOL, 0, 0, 1, NULL)                                   \
    X(rescale, in_unsigned, BOOL, 0, 0, 1, NULL)                                   \
    X(rescale, out_unsigned, BOOL, 0, 0, 1, NULL)
NPK_DEFINE_ATTRS(rescale, NPK_RESCALE_ATTRS)

/* apply_scale_32 (scale32) or apply_scale_16 of the spec on value, as
 * defined above for the REQUIRE cases; the result saturated to int32. */
static inline int64_t npk_rescale_apply(int64_t value, int64_t multiplier, int64_t shift, int scale32, int double_round)
{
    uint64_t round, acc;
    int64_t p, r;
    if (shift < 0) shift = 0;
    if (shift > 63) shift = 63;
    round = shift > 0 ? (uint64_t)1 << (shift - 1) : 0;
    if (scale32 && double_round && shift > 31) round = value >= 0 ? round + (1u << 30) : round - (1u << 30);
    /* the product wraps only outside the REQUIRE ranges; a product >= 0 plus
     * the rounding term fits 64 bits unsigned (shift 63: up to 2^63) */
    p = (int64_t)((uint64_t)value * (uint64_t)multiplier);
    acc = (uint64_t)p + round;
    r = p >= 0 || !(acc >> 63) ? (int64_t)(acc >> shift) : (int64_t)~(~acc >> shift);
    return r < INT32_MIN ? INT32_MIN : r > INT32_MAX ? INT32_MAX : r;
}
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_RESCALE_IMPL)
#define NPK_OP_RESCALE_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RESCALE)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(rescale, NPK_RESCALE_ATTRS)

static npk_status npk__rescale_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_rescale_attrs *a = &op->attr.rescale;
    unsigned dx = in[0]->dtype, k;
    uint64_t c = a->per_channel && in[0]->rank ? in[0]->dims[in[0]->rank - 1] : 1;
    if (dx != NPK_DTYPE_I8 && dx != NPK_DTYPE_I16 && dx != NPK_DTYPE_I32 && dx != NPK_DTYPE_I64)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 is %s; rescale takes i8, i16, i32 or i64 (i48)", npk_dtype_name(dx));
    if (in[1]->dtype != NPK_DTYPE_I16 && in[1]->dtype != NPK_DTYPE_I32)
        return npk__fail(err, NPK_ERR_SHAPE, "multiplier (operand 1) is %s; it must be i16 or i32", npk_dtype_name(in[1]->dtype));
    if (in[1]->dtype == NPK_DTYPE_I32 && !a->scale32)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "multiplier is i32 but scale32 is false");
    if (in[2]->dtype != NPK_DTYPE_I8 && in[2]->dtype != NPK_DTYPE_I16 && in[2]->dtype != NPK_DTYPE_I32)
        return npk__fail(err, NPK_ERR_SHAPE, "shift (operand 2) is %s; it must be i8, i16 or i32", npk_dtype_name(in[2]->dtype));
    for (k = 1; k < 3; k++)
        if (npk__elems(in[k]) != c)
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u has %U elements; it needs %U (%s)", k,
                             (uint64_t)npk__elems(in[k]), c,
                             a->per_channel ? "one per channel of the last dim" : "per_channel is false");
    if (a->rounding == NPK_RESCALE_DOUBLE && !a->scale32)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "double rounding needs scale32");
    if (a->scale32 && dx == NPK_DTYPE_I64)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "scale32 with an i48 (i64) input");
    npk__copy_shape(out, in[0]);
    out->dtype = (uint8_t)a->to;
    return NPK_OK;
}

/* x's element i as the spec's int48 value (zero- or sign-extended). */
static int64_t npk__rescale_load(unsigned dt, const void *p, size_t i, int uns)
{
    switch (dt) {
    case NPK_DTYPE_I8: return uns ? (int64_t)((const uint8_t *)p)[i] : (int64_t)((const int8_t *)p)[i];
    case NPK_DTYPE_I16: return uns ? (int64_t)((const uint16_t *)p)[i] : (int64_t)((const int16_t *)p)[i];
    case NPK_DTYPE_I32: return uns ? (int64_t)((const uint32_t *)p)[i] : (int64_t)((const int32_t *)p)[i];
    default: return ((const int64_t *)p)[i];
    }
}

static void npk__rescale_exec(const npk_op_run *r)
{
    const npk_rescale_attrs *a = &r->op->attr.rescale;
    size_t n = npk__elems(r->y), i;
    size_t c_n = a->per_channel && r->y->rank ? r->y->dims[r->y->rank - 1] : 1;
    unsigned bits = 8u * npk_dtype_size(r->y->dtype);
    int64_t lo = a->out_unsigned ? 0 : -((int64_t)1 << (bits - 1));
    int64_t hi = a->out_unsigned ? ((int64_t)1 << bits) - 1 : ((int64_t)1 << (bits - 1)) - 1;
    /* the zero points are the attribute's low bits read as the operand type */
    int64_t in_zp = a->in_unsigned ? (int64_t)(a->in_zp & (r->td[0]->dtype == NPK_DTYPE_I8 ? 0xFF : 0xFFFF)) : a->in_zp;
    int64_t out_zp = a->out_unsigned ? (int64_t)(a->out_zp & (bits == 8 ? 0xFF : 0xFFFF)) : a->out_zp;
    if (c_n == 1 && bits == 8 && r->td[0]->dtype == NPK_DTYPE_I32 && !a->in_unsigned) {
        /* one scale, i32 -> i8 (a quantized model's input): the loads hoisted */
        const int32_t *x = (const int32_t *)(const void *)r->in[0];
        int8_t *yo = (int8_t *)(void *)r->out;
        int64_t m = npk__rescale_load(r->td[1]->dtype, r->in[1], 0, 0), s = npk__rescale_load(r->td[2]->dtype, r->in[2], 0, 0);
        for (i = 0; i < n; i++) {
            int64_t y = npk_rescale_apply((int64_t)x[i] - in_zp, m, s, a->scale32, a->rounding == NPK_RESCALE_DOUBLE) + out_zp;
            yo[i] = (int8_t)(uint8_t)((y < lo ? lo : y > hi ? hi : y) & 0xFF);
        }
        return;
    }
    for (i = 0; i < n; i++) {
        size_t c = c_n > 1 ? i % c_n : 0;
        int64_t v = npk__rescale_load(r->td[0]->dtype, (const void *)r->in[0], i, a->in_unsigned) - in_zp;
        int64_t m = npk__rescale_load(r->td[1]->dtype, r->in[1], c, 0);
        int64_t s = npk__rescale_load(r->td[2]->dtype, r->in[2], c, 0);
        int64_t y = npk_rescale_apply(v, m, s, a->scale32, a->rounding == NPK_RESCALE_DOUBLE) + out_zp;
        y = y < lo ? lo : y > hi ? hi : y;
        if (bits == 8) ((uint8_t *)(void *)r->out)[i] = (uint8_t)(y & 0xFF);
        else if (bits == 16) ((uint16_t *)(void *)r->out)[i] = (uint16_t)(y & 0xFFFF);
        else ((uint32_t *)(void *)r->out)[i] = (uint32_t)y;
    }
}

#define NPK__ROW_RESCALE NPK__KEEP
#define NPK__OPIMPL_RESCALE npk__rescale_schema, NPK_rescale_N_ATTRS, npk__rescale_infer, NULL, npk__rescale_exec, NULL
#else
#define NPK__OPIMPL_RESCALE NPK__OPIMPL_NONE
#define NPK__ROW_RESCALE NPK__DROP
#endif
#endif
