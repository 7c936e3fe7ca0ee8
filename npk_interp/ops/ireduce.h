/* ops/ireduce.h - TOSA's reductions on integers and i1 along one axis (kept
 * as 1): sum, product (wrapping in the type, where TOSA REQUIREs no
 * overflow), max, min on i8..i64; all, any on i1. */
#ifndef NPK_OP_IREDUCE_H
#define NPK_OP_IREDUCE_H
#include "../npk_attrs.h"
typedef enum npk_ireduce_fn {
    NPK_IRED_SUM = 0, NPK_IRED_PROD, NPK_IRED_MAX, NPK_IRED_MIN, NPK_IRED_ALL, NPK_IRED_ANY
} npk_ireduce_fn;
static const char *const npk__ireduce_fn_names[] = { "sum", "prod", "max", "min", "all", "any" };
#define NPK_IREDUCE_ATTRS(X)                                      \
    X(ireduce, fn, ENUM, 0, 0, 5, npk__ireduce_fn_names)          \
    X(ireduce, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)
NPK_DEFINE_ATTRS(ireduce, NPK_IREDUCE_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_IREDUCE_IMPL)
#define NPK_OP_IREDUCE_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_IREDUCE)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(ireduce, NPK_IREDUCE_ATTRS)

static npk_status npk__ireduce_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    const npk_ireduce_attrs *a = &op->attr.ireduce;
    unsigned dt = in[0]->dtype;
    int logical = a->fn == NPK_IRED_ALL || a->fn == NPK_IRED_ANY;
    if (logical ? dt != NPK_DTYPE_I1 : (dt != NPK_DTYPE_I8 && dt != NPK_DTYPE_I16 && dt != NPK_DTYPE_I32 && dt != NPK_DTYPE_I64))
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 is %s; %s takes %s", npk_dtype_name(dt),
                         npk__ireduce_fn_names[a->fn], logical ? "i1" : "i8, i16, i32 or i64");
    if ((unsigned)a->axis >= in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %d is out of range for rank %u", a->axis, (unsigned)in[0]->rank);
    npk__copy_shape(out, in[0]);
    out->dims[a->axis] = 1;
    return NPK_OK;
}

static void npk__ireduce_exec(const npk_op_run *r)
{
    const npk_ireduce_attrs *a = &r->op->attr.ireduce;
    const npk_tensor_desc *x = r->td[0];
    unsigned dt = x->dtype, es = npk_dtype_size(dt), d;
    size_t outer = 1, inner = 1, n = x->dims[a->axis], o, i, k;
    for (d = 0; d < (unsigned)a->axis; d++) outer *= x->dims[d];
    for (d = (unsigned)a->axis + 1; d < x->rank; d++) inner *= x->dims[d];
    for (o = 0; o < outer; o++)
        for (i = 0; i < inner; i++) {
            const unsigned char *p = (const unsigned char *)(const void *)r->in[0] + (o * n * inner + i) * es;
            npk__elem acc = npk__load_elem(dt, p);
            uint64_t u = (uint64_t)acc.i;
            for (k = 1; k < n; k++) {
                int64_t v = npk__load_elem(dt, p + k * inner * es).i;
                switch (a->fn) {
                case NPK_IRED_SUM: u += (uint64_t)v; break;          /* wraps: no C overflow */
                case NPK_IRED_PROD: u *= (uint64_t)v; break;
                case NPK_IRED_MAX: if (v > (int64_t)u) u = (uint64_t)v; break;
                case NPK_IRED_MIN: if (v < (int64_t)u) u = (uint64_t)v; break;
                case NPK_IRED_ALL: u = u && v; break;
                default: u = u || v; break;
                }
            }
            acc.i = (int64_t)u;
            npk__store_elem(dt, acc, (unsigned char *)(void *)r->out + (o * inner + i) * es);
        }
}

#define NPK__ROW_IREDUCE NPK__KEEP
#define NPK__OPIMPL_IREDUCE npk__ireduce_schema, NPK_ireduce_N_ATTRS, npk__ireduce_infer, NULL, npk__ireduce_exec, NULL
#else
#define NPK__OPIMPL_IREDUCE NPK__OPIMPL_NONE
#define NPK__ROW_IREDUCE NPK__DROP
#endif
#endif
