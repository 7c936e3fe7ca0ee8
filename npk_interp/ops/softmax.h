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
    if (op->attr.softmax.axis >= (int32_t)in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %d is out of range for rank %u", (int)op->attr.softmax.axis,
                         (unsigned)in[0]->rank);
    npk__copy_shape(out, in[0]);
    return NPK_OK;
}

/* Tasks take slices of the dimensions before the axis. */
typedef struct npk__softmax_task { const npk_op_run *r; size_t outer, n, inner, tasks; } npk__softmax_task;

static void npk__softmax_task_run(void *ctx, size_t i)
{
    const npk__softmax_task *t = (const npk__softmax_task *)ctx;
    size_t lo, hi, slice = t->n * t->inner;
    npk__par_range(t->outer, t->tasks, i, &lo, &hi);
    if (lo < hi)
        npk_softmax_f32(hi - lo, t->n, t->inner, t->r->in[0] + lo * slice, t->r->out + lo * slice,
                        t->r->op->attr.softmax.log);
}

static void npk__softmax_exec(const npk_op_run *r)
{
    const npk_tensor_desc *x = r->td[0];
    size_t axis = (size_t)r->op->attr.softmax.axis, d;
    npk__softmax_task t;
    t.r = r;
    t.outer = 1;
    t.inner = 1;
    for (d = 0; d < axis; d++) t.outer *= x->dims[d];
    for (d = axis + 1; d < x->rank; d++) t.inner *= x->dims[d];
    t.n = x->dims[axis];
    t.tasks = npk__par_tasks(r->par, t.outer, (uint64_t)npk__elems(x) * 16u);
    npk__par_run(r->par, t.tasks, npk__softmax_task_run, &t);
}

#define NPK__ROW_SOFTMAX NPK__KEEP
#define NPK__OPIMPL_SOFTMAX npk__softmax_schema, NPK_softmax_N_ATTRS, npk__softmax_infer, NULL, npk__softmax_exec
#else
#define NPK__OPIMPL_SOFTMAX NPK__OPIMPL_NONE
#define NPK__ROW_SOFTMAX NPK__DROP
#endif
#endif
