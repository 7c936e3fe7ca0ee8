/* ops/layer_norm.h - (x - mean) / sqrt(var + eps) along one axis, with
 * mean = sum(x) * inv_n and var = sum((x - mean)^2) * inv_n: the chain
 * PyTorch's LayerNorm exports to, fused by mlir2c (tools/mlir2c/layernorm.c);
 * the affine part stays a mul and an add. inv_n is the chain's constant
 * (1/n as the exporter rounded it), so the op computes what the chain does. */
#ifndef NPK_OP_LAYER_NORM_H
#define NPK_OP_LAYER_NORM_H
#include "../npk_attrs.h"

#define NPK_LAYER_NORM_ATTRS(X)                                                      \
    X(layer_norm, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                           \
    X(layer_norm, inv_n, F32, 0, 0, 0, NULL)                                         \
    X(layer_norm, eps, F32, 0, 0, 0, NULL)
NPK_DEFINE_ATTRS(layer_norm, NPK_LAYER_NORM_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_LAYER_NORM_IMPL)
#define NPK_OP_LAYER_NORM_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_LAYER_NORM)
NPK_DEFINE_SCHEMA(layer_norm, NPK_LAYER_NORM_ATTRS)

static npk_status npk__layer_norm_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                        npk_tensor_desc *out, npk_error *err)
{
    if (op->attr.layer_norm.axis >= (int32_t)in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %d is out of range for rank %u", (int)op->attr.layer_norm.axis,
                         (unsigned)in[0]->rank);
    npk__copy_shape(out, in[0]);
    return NPK_OK;
}

/* Tasks take slices of the dimensions before the axis. */
typedef struct npk__layer_norm_task { const npk_op_run *r; size_t outer, n, inner, tasks; } npk__layer_norm_task;

static void npk__layer_norm_task_run(void *ctx, size_t i)
{
    const npk__layer_norm_task *t = (const npk__layer_norm_task *)ctx;
    const npk_layer_norm_attrs *a = &t->r->op->attr.layer_norm;
    size_t lo, hi, slice = t->n * t->inner;
    npk__par_range(t->outer, t->tasks, i, &lo, &hi);
    if (lo < hi)
        npk_layer_norm_f32(hi - lo, t->n, t->inner, t->r->in[0] + lo * slice, t->r->out + lo * slice, a->inv_n, a->eps);
}

static void npk__layer_norm_exec(const npk_op_run *r)
{
    const npk_tensor_desc *x = r->td[0];
    size_t axis = (size_t)r->op->attr.layer_norm.axis, d;
    npk__layer_norm_task t;
    t.r = r;
    t.outer = 1;
    t.inner = 1;
    for (d = 0; d < axis; d++) t.outer *= x->dims[d];
    for (d = axis + 1; d < x->rank; d++) t.inner *= x->dims[d];
    t.n = x->dims[axis];
    t.tasks = npk__par_tasks(r->par, t.outer, (uint64_t)npk__elems(x) * 4u);
    npk__par_run(r->par, t.tasks, npk__layer_norm_task_run, &t);
}

#define NPK__ROW_LAYER_NORM NPK__KEEP
#define NPK__OPIMPL_LAYER_NORM npk__layer_norm_schema, NPK_layer_norm_N_ATTRS, npk__layer_norm_infer, NULL, npk__layer_norm_exec
#else
#define NPK__OPIMPL_LAYER_NORM NPK__OPIMPL_NONE
#define NPK__ROW_LAYER_NORM NPK__DROP
#endif
#endif
