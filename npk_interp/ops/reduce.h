/* ops/reduce.h - sum, max, min or product along one axis, which stays as
 * size 1 (like tosa.reduce_*). max/min propagate NaN, or with nan_mode =
 * ignore (TOSA's IGNORE) skip it: NaN only where the whole line is NaN. */
#ifndef NPK_OP_REDUCE_H
#define NPK_OP_REDUCE_H
#include "../npk_attrs.h"

typedef enum npk_reduce_fn { NPK_REDUCE_SUM = 0, NPK_REDUCE_MAX = 1, NPK_REDUCE_MIN = 2, NPK_REDUCE_PROD = 3 } npk_reduce_fn;
static const char *const npk__reduce_fn_names[] = { "sum", "max", "min", "prod" };
static const char *const npk__reduce_nan_names[] = { "propagate", "ignore" };
#define NPK_REDUCE_ATTRS(X)                                                          \
    X(reduce, fn, ENUM, 0, 0, 3, npk__reduce_fn_names)                               \
    X(reduce, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                               \
    X(reduce, nan_mode, ENUM, 0, 0, 1, npk__reduce_nan_names)
NPK_DEFINE_ATTRS(reduce, NPK_REDUCE_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_REDUCE_IMPL)
#define NPK_OP_REDUCE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_REDUCE)
NPK_DEFINE_SCHEMA(reduce, NPK_REDUCE_ATTRS)

static npk_status npk__reduce_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    if (op->attr.reduce.nan_mode && op->attr.reduce.fn != NPK_REDUCE_MAX && op->attr.reduce.fn != NPK_REDUCE_MIN)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "nan_mode = ignore applies to max and min only");
    if (op->attr.reduce.axis >= (int32_t)in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %d is out of range for rank %u", (int)op->attr.reduce.axis,
                         (unsigned)in[0]->rank);
    npk__copy_shape(out, in[0]);
    out->dims[op->attr.reduce.axis] = 1;
    return NPK_OK;
}

/* Reference only: reductions are rare outside softmax, which has its own kernel. */
static void npk__reduce_exec(const npk_op_run *r)
{
    const npk_tensor_desc *x = r->td[0];
    int fn = r->op->attr.reduce.fn, ignore = r->op->attr.reduce.nan_mode;
    size_t axis = (size_t)r->op->attr.reduce.axis, outer = 1, inner = 1, len = x->dims[axis], d, i, j, k;
    for (d = 0; d < axis; d++) outer *= x->dims[d];
    for (d = axis + 1; d < x->rank; d++) inner *= x->dims[d];
    for (i = 0; i < outer; i++)
        for (k = 0; k < inner; k++) {
            const float *line = r->in[0] + i * len * inner + k;
            float acc = line[0];
            for (j = 1; j < len; j++) {
                float v = line[j * inner];
                if (fn == NPK_REDUCE_SUM) acc += v;
                else if (fn == NPK_REDUCE_PROD) acc *= v;
                else if (ignore) { if (v == v && (acc != acc || (fn == NPK_REDUCE_MAX ? v > acc : v < acc))) acc = v; }
                else if (v != v || (fn == NPK_REDUCE_MAX ? v > acc : v < acc)) acc = acc != acc ? acc : v;
            }
            r->out[i * inner + k] = acc;
        }
}

#define NPK__ROW_REDUCE NPK__KEEP
#define NPK__OPIMPL_REDUCE npk__reduce_schema, NPK_reduce_N_ATTRS, npk__reduce_infer, NULL, npk__reduce_exec, NULL
#else
#define NPK__OPIMPL_REDUCE NPK__OPIMPL_NONE
#define NPK__ROW_REDUCE NPK__DROP
#endif
#endif
