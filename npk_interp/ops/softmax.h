/* ops/softmax.h - softmax (or log-softmax) along one axis; subtracts the
 * line's max first. */
#ifndef NPK_OP_SOFTMAX_H
#define NPK_OP_SOFTMAX_H
#include "../npk_attrs.h"

#define NPK_SOFTMAX_ATTRS(X)                                                         \
    X(softmax, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                              \
    X(softmax, log, BOOL, 0, 0, 1, NULL) /* log-softmax */
NPK_DEFINE_ATTRS(softmax, NPK_SOFTMAX_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_SOFTMAX_IMPL)
#define NPK_OP_SOFTMAX_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_SOFTMAX)
NPK_DEFINE_SCHEMA(softmax, NPK_SOFTMAX_ATTRS)

static npk_status npk__softmax_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    return npk__axis_infer(op->attr.softmax.axis, in[0], out, err);
}

static void npk__softmax_lines(const npk_op_run *r, size_t outer, size_t n, size_t inner, const float *x, float *y)
{
    npk_softmax_f32(outer, n, inner, x, y, r->op->attr.softmax.log);
}

static void npk__softmax_exec(const npk_op_run *r)
{
    npk__lines_exec(r, (size_t)r->op->attr.softmax.axis, npk__softmax_lines, 16u);
}

#define NPK__ROW_SOFTMAX NPK__KEEP
#define NPK__OPIMPL_SOFTMAX npk__softmax_schema, NPK_softmax_N_ATTRS, npk__softmax_infer, NULL, npk__softmax_exec, NULL
#else
#define NPK__OPIMPL_SOFTMAX NPK__OPIMPL_NONE
#define NPK__ROW_SOFTMAX NPK__DROP
#endif
#endif
