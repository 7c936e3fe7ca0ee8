/* ops/unary.h - y = f(x) elementwise; f is the `fn` attribute, one of
 * npk_kernels/npk_unary_fns.inc (relu, exp, tanh, sigmoid, clamp, ...). */
#ifndef NPK_OP_UNARY_H
#define NPK_OP_UNARY_H
#include "../npk_attrs.h"
#include "../../npk_kernels/npk_eltwise.h"

static const char *const npk__unary_fn_names[] = {
#define NPK_UNARY_FN(NAME, ident, code, params, form) #ident,
#include "../../npk_kernels/npk_unary_fns.inc"
#undef NPK_UNARY_FN
};
/* p0/p1: the function's parameters (clamp: min, max); 0 when it has none. */
#define NPK_UNARY_ATTRS(X)                                                           \
    X(unary, fn, ENUM, 0, 0, NPK_UN_COUNT_ - 1, npk__unary_fn_names)                 \
    X(unary, p0, F32, 0, 0, 0, NULL)                                  \
    X(unary, p1, F32, 0, 0, 0, NULL)
NPK_DEFINE_ATTRS(unary, NPK_UNARY_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_UNARY_IMPL)
#define NPK_OP_UNARY_IMPL
#include "../../npk_kernels/npk_select.h"
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_UNARY)
NPK_DEFINE_SCHEMA(unary, NPK_UNARY_ATTRS)

static npk_status npk__unary_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                   npk_tensor_desc *out, npk_error *err)
{
    static const uint8_t n_params[] = {
#define NPK_UNARY_FN(NAME, ident, code, params, form) params,
#include "../../npk_kernels/npk_unary_fns.inc"
#undef NPK_UNARY_FN
    };
    const npk_unary_attrs *a = &op->attr.unary;
#if defined(NPK_OPS_SELECTED) /* a default build has every function */
    {
        static const uint8_t kept[] = { /* npk_kernels/npk_select.h */
#define NPK_UNARY_FN(NAME, ident, code, params, form) NPK__UN_KEEP(NAME),
#include "../../npk_kernels/npk_unary_fns.inc"
#undef NPK_UNARY_FN
        };
        if (!kept[a->fn])
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "fn=%s is not compiled into this build (NPK_OPS_SELECTED without "
                                 "NPK_USE_UNARY_<FN>)", npk__unary_fn_names[a->fn]);
    }
#endif
    if (n_params[a->fn] < 2 && a->p1 != 0.0f)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "fn=%s takes no p1; it must be 0", npk__unary_fn_names[a->fn]);
    if (n_params[a->fn] < 1 && a->p0 != 0.0f)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "fn=%s takes no p0; it must be 0", npk__unary_fn_names[a->fn]);
    if (a->fn == NPK_UN_CLAMP && !(a->p0 <= a->p1))
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "fn=clamp needs p0 (min) <= p1 (max)");
    npk__copy_shape(out, in[0]);
    return NPK_OK;
}

/* Chunks are multiples of 64 elements, so each element takes the same
 * vector/tail path as in one serial call. */
#define NPK__UNARY_CHUNK 64u
typedef struct npk__unary_task { const npk_op_run *r; size_t n, tasks; } npk__unary_task;

static void npk__unary_task_run(void *ctx, size_t i)
{
    const npk__unary_task *t = (const npk__unary_task *)ctx;
    const npk_unary_attrs *a = &t->r->op->attr.unary;
    size_t lo, hi;
    npk__par_range((t->n + NPK__UNARY_CHUNK - 1) / NPK__UNARY_CHUNK, t->tasks, i, &lo, &hi);
    lo *= NPK__UNARY_CHUNK;
    hi = hi * NPK__UNARY_CHUNK < t->n ? hi * NPK__UNARY_CHUNK : t->n;
    if (lo < hi) npk_unary_f32((npk_unary_op)a->fn, hi - lo, t->r->in[0] + lo, t->r->out + lo, a->p0, a->p1);
}

static void npk__unary_exec(const npk_op_run *r)
{
    npk__unary_task t;
    t.r = r;
    t.n = npk__elems(r->y);
    t.tasks = npk__par_tasks(r->par, (t.n + NPK__UNARY_CHUNK - 1) / NPK__UNARY_CHUNK, (uint64_t)t.n * 8u);
    npk__par_run(r->par, t.tasks, npk__unary_task_run, &t);
}

#define NPK__ROW_UNARY NPK__KEEP
#define NPK__OPIMPL_UNARY npk__unary_schema, NPK_unary_N_ATTRS, npk__unary_infer, NULL, npk__unary_exec, NULL
#else
#define NPK__OPIMPL_UNARY NPK__OPIMPL_NONE
#define NPK__ROW_UNARY NPK__DROP
#endif
#endif
