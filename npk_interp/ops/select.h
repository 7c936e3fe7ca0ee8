/* ops/select.h - y = cond ? a : b elementwise with numpy broadcasting of
 * all three (tosa.select): cond is i1, a and b of one type (any), y too. */
#ifndef NPK_OP_SELECT_H
#define NPK_OP_SELECT_H
#include "../npk_attrs.h"
NPK_DEFINE_NO_ATTRS(select)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_SELECT_IMPL)
#define NPK_OP_SELECT_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_SELECT)) && !defined(NPK__F32_ONLY)
static npk_status npk__select_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    npk_status s;
    (void)op;
    if (in[0]->dtype != NPK_DTYPE_I1)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 (the condition) is %s; it must be i1", npk_dtype_name(in[0]->dtype));
    if ((s = npk__same_dtypes(in, 1, 3, NPK__DT_ANY, err)) != NPK_OK) return s;
    out->dtype = in[1]->dtype;
    return npk__bcast_infer(in, 3, out, err);
}

static void npk__select_elem(const npk_op_run *r, size_t e, const size_t *off)
{
    size_t es = npk_dtype_size(r->y->dtype);
    unsigned k = ((const unsigned char *)(const void *)r->in[0])[off[0]] ? 1u : 2u;
    memcpy((unsigned char *)(void *)r->out + e * es, (const unsigned char *)(const void *)r->in[k] + off[k] * es, es);
}

static void npk__select_exec(const npk_op_run *r) { npk__bcast_walk(r, 3, npk__select_elem); }

#define NPK__ROW_SELECT NPK__KEEP
#define NPK__OPIMPL_SELECT NULL, 0, npk__select_infer, NULL, npk__select_exec, NULL
#else
#define NPK__OPIMPL_SELECT NPK__OPIMPL_NONE
#define NPK__ROW_SELECT NPK__DROP
#endif
#endif
