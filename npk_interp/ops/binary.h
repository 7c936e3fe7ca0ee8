/* ops/binary.h - y = f(a, b) elementwise with numpy broadcasting over any
 * rank up to NPK_MAX_RANK; f is the `fn` attribute, one of
 * npk_kernels/npk_binary_fns.inc (add, sub, mul, max, min, ...). */
#ifndef NPK_OP_BINARY_H
#define NPK_OP_BINARY_H
#include "../npk_attrs.h"
#include "../../npk_kernels/npk_eltwise.h"

static const char *const npk__binary_fn_names[] = {
#define NPK_BINARY_FN(NAME, ident, code, form) #ident,
#include "../../npk_kernels/npk_binary_fns.inc"
#undef NPK_BINARY_FN
};
#define NPK_BINARY_ATTRS(X) X(binary, fn, ENUM, 0, 0, NPK_BIN_COUNT_ - 1, npk__binary_fn_names)
NPK_DEFINE_ATTRS(binary, NPK_BINARY_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_BINARY_IMPL)
#define NPK_OP_BINARY_IMPL
#include "../../npk_kernels/npk_select.h"
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_BINARY)
NPK_DEFINE_SCHEMA(binary, NPK_BINARY_ATTRS)

static npk_status npk__binary_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    const npk_tensor_desc *a = in[0], *b = in[1];
    unsigned r = a->rank > b->rank ? a->rank : b->rank, i;
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
#if defined(NPK_OPS_SELECTED) /* a default build has every function */
    {
        static const uint8_t kept[] = { /* npk_kernels/npk_select.h */
#define NPK_BINARY_FN(NAME, ident, code, form) NPK__BIN_KEEP(NAME),
#include "../../npk_kernels/npk_binary_fns.inc"
#undef NPK_BINARY_FN
        };
        if (!kept[op->attr.binary.fn])
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "fn=%s is not compiled into this build (NPK_OPS_SELECTED without "
                                 "NPK_USE_BINARY_<FN>)", npk__binary_fn_names[op->attr.binary.fn]);
    }
#endif
    (void)op;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = (uint8_t)r;
    for (i = 0; i < r; i++) {
        uint32_t da = i < a->rank ? a->dims[a->rank - 1 - i] : 1;
        uint32_t db = i < b->rank ? b->dims[b->rank - 1 - i] : 1;
        if (da != db && da != 1 && db != 1)
            return npk__fail(err, NPK_ERR_SHAPE, "operands %s and %s do not broadcast", npk__shape_str(a, s0), npk__shape_str(b, s1));
        out->dims[r - 1 - i] = da > db ? da : db;
    }
    return NPK_OK;
}

/* Tasks take slices along the result's first dimension. */
typedef struct npk__binary_task { const npk_op_run *r; size_t tasks; } npk__binary_task;

static void npk__binary_task_run(void *ctx, size_t i)
{
    const npk__binary_task *t = (const npk__binary_task *)ctx;
    const npk_op_run *r = t->r;
    const npk_tensor_desc *y = r->y;
    npk_binary_op fn = (npk_binary_op)r->op->attr.binary.fn;
    size_t od[NPK_MAX_RANK], ad[NPK_MAX_RANK], bd[NPK_MAX_RANK], as[NPK_MAX_RANK], bs[NPK_MAX_RANK];
    size_t lo, hi, inner = 1;
    unsigned k;
    npk__dims(y, od);
    npk__dims(r->td[0], ad);
    npk__dims(r->td[1], bd);
    npk_broadcast_strides(y->rank, od, r->td[0]->rank, ad, as);
    npk_broadcast_strides(y->rank, od, r->td[1]->rank, bd, bs);
    if (y->rank == 0) {
        npk_binary_f32(fn, 0, od, r->in[0], as, r->in[1], bs, r->out);
        return;
    }
    npk__par_range(y->dims[0], t->tasks, i, &lo, &hi);
    if (lo >= hi) return;
    for (k = 1; k < y->rank; k++) inner *= od[k];
    od[0] = hi - lo;
    npk_binary_f32(fn, y->rank, od, r->in[0] + lo * as[0], as, r->in[1] + lo * bs[0], bs, r->out + lo * inner);
}

static void npk__binary_exec(const npk_op_run *r)
{
    npk__binary_task t;
    t.r = r;
    t.tasks = npk__par_tasks(r->par, r->y->rank ? r->y->dims[0] : 1, (uint64_t)npk__elems(r->y) * 12u);
    npk__par_run(r->par, t.tasks, npk__binary_task_run, &t);
}

#define NPK__ROW_BINARY NPK__KEEP
#define NPK__OPIMPL_BINARY npk__binary_schema, NPK_binary_N_ATTRS, npk__binary_infer, NULL, npk__binary_exec, NULL
#else
#define NPK__OPIMPL_BINARY NPK__OPIMPL_NONE
#define NPK__ROW_BINARY NPK__DROP
#endif
#endif
