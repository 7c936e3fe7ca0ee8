/* ops/cast.h - every element converted to the element type `to`, by TOSA
 * 1.0 CAST's rules (npk_interp/npk_cast_impl.h): any of the 17 types to any.
 * With `bitwise` the bytes are kept instead (arith.bitcast): both types
 * must take the same bytes per element (i8 <-> f8E4M3FN, i32 <-> f32; i4
 * <-> f4E2M1FN, whose byte holds the 4 bits). */
#ifndef NPK_OP_CAST_H
#define NPK_OP_CAST_H
#include "../npk_attrs.h"
/* The dtype names in code order (npk_format.h's NPK_DTYPES, codes 1..17). */
static const char *const npk__cast_to_names[] = { "f32", "f16", "bf16", "i1", "i8", "i16", "i32", "i64", "f64",
    "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E8M0FNU", "f4E2M1FN", "i4", "i2" };
#define NPK_CAST_ATTRS(X) X(cast, to, ENUM, 1, 1, 17, npk__cast_to_names) X(cast, bitwise, BOOL, 0, 0, 1, NULL)
NPK_DEFINE_ATTRS(cast, NPK_CAST_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_CAST_IMPL)
#define NPK_OP_CAST_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_CAST)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(cast, NPK_CAST_ATTRS)

static npk_status npk__cast_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                  npk_tensor_desc *out, npk_error *err)
{
    if (!npk__dtype_size(in[0]->dtype))
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 has unknown dtype %u", (unsigned)in[0]->dtype);
    if (op->attr.cast.bitwise && npk__dtype_size(in[0]->dtype) != npk__dtype_size((unsigned)op->attr.cast.to))
        return npk__fail(err, NPK_ERR_SHAPE, "bitwise cast from %s to %s: element sizes differ", npk_dtype_name(in[0]->dtype),
                         npk_dtype_name((unsigned)op->attr.cast.to));
    npk__copy_shape(out, in[0]);
    out->dtype = (uint8_t)op->attr.cast.to;
    return NPK_OK;
}

typedef struct npk__cast_task { const npk_op_run *r; size_t n, tasks; } npk__cast_task;

/* Tasks take contiguous runs of elements. */
static void npk__cast_task_run(void *ctx, size_t i)
{
    const npk__cast_task *t = (const npk__cast_task *)ctx;
    unsigned from = t->r->td[0]->dtype, to = t->r->y->dtype;
    size_t lo, hi;
    npk__par_range(t->n, t->tasks, i, &lo, &hi);
    npk__cast_elems(from, (const unsigned char *)(const void *)t->r->in[0] + lo * npk_dtype_size(from), to,
                    (unsigned char *)(void *)t->r->out + lo * npk_dtype_size(to), hi - lo);
}

static void npk__cast_exec(const npk_op_run *r)
{
    npk__cast_task t;
    if (r->op->attr.cast.bitwise) { /* the bytes kept */
        if (r->out != r->in[0]) memmove(r->out, r->in[0], (size_t)r->y->nbytes);
        return;
    }
    t.r = r;
    t.n = npk__elems(r->y);
    t.tasks = npk__par_tasks(r->par, t.n, (uint64_t)t.n * 8u);
    npk__par_run(r->par, t.tasks, npk__cast_task_run, &t);
}

#define NPK__ROW_CAST NPK__KEEP
#define NPK__OPIMPL_CAST npk__cast_schema, NPK_cast_N_ATTRS, npk__cast_infer, NULL, npk__cast_exec, NULL
#else
#define NPK__OPIMPL_CAST NPK__OPIMPL_NONE
#define NPK__ROW_CAST NPK__DROP
#endif
#endif
