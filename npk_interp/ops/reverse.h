/* ops/reverse.h - the order of `axis` reversed (tosa.reverse):
 * y[.., i, ..] = x[.., dims[axis] - 1 - i, ..]; any dtype. */
#ifndef NPK_OP_REVERSE_H
#define NPK_OP_REVERSE_H
#include "../npk_attrs.h"
#define NPK_REVERSE_ATTRS(X) X(reverse, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)
NPK_DEFINE_ATTRS(reverse, NPK_REVERSE_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_REVERSE_IMPL)
#define NPK_OP_REVERSE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_REVERSE)
NPK_DEFINE_SCHEMA(reverse, NPK_REVERSE_ATTRS)

static npk_status npk__reverse_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    if ((unsigned)op->attr.reverse.axis >= in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %u is out of range for rank %u", (unsigned)op->attr.reverse.axis,
                         (unsigned)in[0]->rank);
    npk__copy_shape(out, in[0]);
    return NPK_OK;
}

/* Blocks of (dims after the axis) elements, in reverse order within each
 * index before it. */
static void npk__reverse_exec(const npk_op_run *r)
{
    unsigned axis = (unsigned)r->op->attr.reverse.axis, d;
    size_t inner = npk_dtype_size(r->y->dtype), outer = 1, len = r->y->dims[axis], i, j;
    const unsigned char *x = (const unsigned char *)r->in[0];
    unsigned char *y = (unsigned char *)r->out;
    for (d = 0; d < axis; d++) outer *= r->y->dims[d];
    for (d = axis + 1; d < r->y->rank; d++) inner *= r->y->dims[d];
    for (i = 0; i < outer; i++)
        for (j = 0; j < len; j++) memcpy(y + (i * len + j) * inner, x + (i * len + len - 1 - j) * inner, inner);
}

#define NPK__ROW_REVERSE NPK__KEEP
#define NPK__OPIMPL_REVERSE npk__reverse_schema, NPK_reverse_N_ATTRS, npk__reverse_infer, NULL, npk__reverse_exec, NULL
#else
#define NPK__OPIMPL_REVERSE NPK__OPIMPL_NONE
#define NPK__ROW_REVERSE NPK__DROP
#endif
#endif
