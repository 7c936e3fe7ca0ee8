/* ops/iunary.h - integer y = fn(x) elementwise on i8, i16, i32 or i64:
 * abs and negate (MIN wraps to MIN, where TOSA leaves it unpredictable),
 * bitwise not, clz (leading zero bits of the `bits`-bit pattern; clz(0) =
 * bits) - tosa.abs, negate, bitwise_not, clz on integers. */
#ifndef NPK_OP_IUNARY_H
#define NPK_OP_IUNARY_H
#include "../npk_attrs.h"
typedef enum npk_iunary_fn { NPK_IUN_ABS = 0, NPK_IUN_NEG = 1, NPK_IUN_NOT = 2, NPK_IUN_CLZ = 3 } npk_iunary_fn;
static const char *const npk__iunary_fn_names[] = { "abs", "neg", "not", "clz" };
#define NPK_IUNARY_ATTRS(X) X(iunary, fn, ENUM, 0, 0, 3, npk__iunary_fn_names)
NPK_DEFINE_ATTRS(iunary, NPK_IUNARY_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_IUNARY_IMPL)
#define NPK_OP_IUNARY_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IUNARY)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(iunary, NPK_IUNARY_ATTRS)

static npk_status npk__iunary_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    npk_status s;
    (void)op;
    if ((s = npk__same_dtypes(in, 0, 1, NPK__DT_BIT(I8) | NPK__DT_BIT(I16) | NPK__DT_BIT(I32) | NPK__DT_BIT(I64), err)) != NPK_OK)
        return s;
    npk__copy_shape(out, in[0]);
    return NPK_OK;
}

static void npk__iunary_elem(const npk_op_run *r, size_t e, const size_t *off)
{
    npk__elem x = npk__operand(r, 0, off[0]);
    unsigned dt = r->y->dtype, es = npk_dtype_size(dt), bits = 8u * es, n = 0;
    uint64_t u = (uint64_t)x.i;
    switch (r->op->attr.iunary.fn) {
    case NPK_IUN_ABS: x.i = x.i < 0 ? (int64_t)(0u - u) : x.i; break;
    case NPK_IUN_NEG: x.i = (int64_t)(0u - u); break;
    case NPK_IUN_NOT: x.i = (int64_t)~u; break;
    default:
        while (n < bits && !(u & ((uint64_t)1 << (bits - 1u - n)))) n++;
        x.i = (int64_t)n;
        break;
    }
    npk__store_elem(dt, x, (unsigned char *)(void *)r->out + e * es);
}

static void npk__iunary_exec(const npk_op_run *r) { npk__bcast_walk(r, 1, npk__iunary_elem); }

#define NPK__ROW_IUNARY NPK__KEEP
#define NPK__OPIMPL_IUNARY npk__iunary_schema, NPK_iunary_N_ATTRS, npk__iunary_infer, NULL, npk__iunary_exec, NULL
#else
#define NPK__OPIMPL_IUNARY NPK__OPIMPL_NONE
#define NPK__ROW_IUNARY NPK__DROP
#endif
#endif
