/* ops/argmax.h - the index of the largest element along `axis`, which is
 * removed (tosa.argmax); the result is i32. The first of equal maxima wins.
 * nan_mode propagate (TOSA's default): a NaN beats everything, so the first
 * NaN's index; ignore: NaNs are skipped (all NaN gives 0). */
#ifndef NPK_OP_ARGMAX_H
#define NPK_OP_ARGMAX_H
#include "../npk_attrs.h"
static const char *const npk__argmax_nan_names[] = { "propagate", "ignore" };
#define NPK_ARGMAX_ATTRS(X)                                                          \
    X(argmax, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)                               \
    X(argmax, nan_mode, ENUM, 0, 0, 1, npk__argmax_nan_names)
NPK_DEFINE_ATTRS(argmax, NPK_ARGMAX_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_ARGMAX_IMPL)
#define NPK_OP_ARGMAX_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_ARGMAX)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(argmax, NPK_ARGMAX_ATTRS)

static npk_status npk__argmax_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    unsigned axis = (unsigned)op->attr.argmax.axis, d, n = 0;
    if (axis >= in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %u is out of range for rank %u", axis, (unsigned)in[0]->rank);
    if (in[0]->dims[axis] > 2147483647u)
        return npk__fail(err, NPK_ERR_SHAPE, "dim %u (%u) is too long for an i32 index", axis, (unsigned)in[0]->dims[axis]);
    memset(out->dims, 0, sizeof out->dims);
    for (d = 0; d < in[0]->rank; d++)
        if (d != axis) out->dims[n++] = in[0]->dims[d];
    out->rank = (uint8_t)n;
    out->dtype = NPK_DTYPE_I32;
    return NPK_OK;
}

static void npk__argmax_exec(const npk_op_run *r)
{
    const npk_tensor_desc *x = r->td[0];
    unsigned axis = (unsigned)r->op->attr.argmax.axis, d;
    int ignore = r->op->attr.argmax.nan_mode == 1;
    size_t outer = 1, inner = 1, len = x->dims[axis], o, i, k;
    int32_t *y = (int32_t *)(void *)r->out;
    for (d = 0; d < axis; d++) outer *= x->dims[d];
    for (d = axis + 1; d < x->rank; d++) inner *= x->dims[d];
    for (o = 0; o < outer; o++)
        for (i = 0; i < inner; i++) {
            size_t best = 0;
            int have = 0; /* a value (or with propagate, a NaN) has been taken */
            npk__elem m = {0, 0.0, 0};
            for (k = 0; k < len; k++) {
                npk__elem v = npk__operand(r, 0, (o * len + k) * inner + i);
                int nan = v.is_float && v.f != v.f, m_nan = m.is_float && m.f != m.f;
                if (have && m_nan) break; /* propagate: the first NaN stays */
                if (nan) {
                    if (ignore) continue;
                    best = k, m = v, have = 1;
                    break;
                }
                if (!have || (v.is_float ? v.f > m.f : v.i > m.i)) best = k, m = v, have = 1;
            }
            y[o * inner + i] = (int32_t)best;
        }
}

#define NPK__ROW_ARGMAX NPK__KEEP
#define NPK__OPIMPL_ARGMAX npk__argmax_schema, NPK_argmax_N_ATTRS, npk__argmax_infer, NULL, npk__argmax_exec, NULL
#else
#define NPK__OPIMPL_ARGMAX NPK__OPIMPL_NONE
#define NPK__ROW_ARGMAX NPK__DROP
#endif
#endif
