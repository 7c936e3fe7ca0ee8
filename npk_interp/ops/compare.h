/* ops/compare.h - y = a fn b elementwise with numpy broadcasting, fn one of
 * equal, greater, greater_equal; a and b of one type (floats compared as
 * numbers: NaN compares false; integers signed); y is i1 (0 or 1), like
 * tosa.equal / greater / greater_equal. */
#ifndef NPK_OP_COMPARE_H
#define NPK_OP_COMPARE_H
#include "../npk_attrs.h"
typedef enum npk_compare_fn { NPK_CMP_EQUAL = 0, NPK_CMP_GREATER = 1, NPK_CMP_GREATER_EQUAL = 2 } npk_compare_fn;
static const char *const npk__compare_fn_names[] = { "equal", "greater", "greater_equal" };
#define NPK_COMPARE_ATTRS(X) X(compare, fn, ENUM, 0, 0, 2, npk__compare_fn_names)
NPK_DEFINE_ATTRS(compare, NPK_COMPARE_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_COMPARE_IMPL)
#define NPK_OP_COMPARE_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_COMPARE)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(compare, NPK_COMPARE_ATTRS)

static npk_status npk__compare_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    npk_status s;
    (void)op;
    if ((s = npk__same_dtypes(in, 0, 2, NPK__DT_ANY, err)) != NPK_OK) return s;
    out->dtype = NPK_DTYPE_I1;
    return npk__bcast_infer(in, 2, out, err);
}

static void npk__compare_elem(const npk_op_run *r, size_t e, const size_t *off)
{
    npk__elem a = npk__operand(r, 0, off[0]), b = npk__operand(r, 1, off[1]);
    int fn = r->op->attr.compare.fn, y;
    if (a.is_float) y = fn == NPK_CMP_EQUAL ? a.f == b.f : fn == NPK_CMP_GREATER ? a.f > b.f : a.f >= b.f;
    else y = fn == NPK_CMP_EQUAL ? a.i == b.i : fn == NPK_CMP_GREATER ? a.i > b.i : a.i >= b.i;
    ((unsigned char *)(void *)r->out)[e] = (unsigned char)y;
}

static void npk__compare_exec(const npk_op_run *r) { npk__bcast_walk(r, 2, npk__compare_elem); }

#define NPK__ROW_COMPARE NPK__KEEP
#define NPK__OPIMPL_COMPARE npk__compare_schema, NPK_compare_N_ATTRS, npk__compare_infer, NULL, npk__compare_exec, NULL
#else
#define NPK__OPIMPL_COMPARE NPK__OPIMPL_NONE
#define NPK__ROW_COMPARE NPK__DROP
#endif
#endif
