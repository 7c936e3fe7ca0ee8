/* ops/logical.h - boolean and, or, xor (two i1 operands, numpy
 * broadcasting) and not (one); the result is i1 (tosa.logical_*). */
#ifndef NPK_OP_LOGICAL_H
#define NPK_OP_LOGICAL_H
#include "../npk_attrs.h"
typedef enum npk_logical_fn { NPK_LOGIC_AND = 0, NPK_LOGIC_OR = 1, NPK_LOGIC_XOR = 2, NPK_LOGIC_NOT = 3 } npk_logical_fn;
static const char *const npk__logical_fn_names[] = { "and", "or", "xor", "not" };
#define NPK_LOGICAL_ATTRS(X) X(logical, fn, ENUM, 0, 0, 3, npk__logical_fn_names)
NPK_DEFINE_ATTRS(logical, NPK_LOGICAL_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_LOGICAL_IMPL)
#define NPK_OP_LOGICAL_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_LOGICAL)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(logical, NPK_LOGICAL_ATTRS)

static npk_status npk__logical_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    unsigned n = op->attr.logical.fn == NPK_LOGIC_NOT ? 1u : 2u;
    npk_status s;
    if (op->n_in != n)
        return npk__fail(err, NPK_ERR_ARITY, "fn=%s takes %u operand(s), got %u", npk__logical_fn_names[op->attr.logical.fn],
                         n, (unsigned)op->n_in);
    if ((s = npk__same_dtypes(in, 0, n, NPK__DT_BIT(I1), err)) != NPK_OK) return s;
    return npk__bcast_infer(in, n, out, err);
}

static void npk__logical_elem(const npk_op_run *r, size_t e, const size_t *off)
{
    const unsigned char *a = (const unsigned char *)(const void *)r->in[0];
    const unsigned char *b = (const unsigned char *)(const void *)r->in[r->op->n_in - 1];
    int x = a[off[0]] != 0, y = b[off[r->op->n_in - 1]] != 0, v;
    switch (r->op->attr.logical.fn) {
    case NPK_LOGIC_AND: v = x && y; break;
    case NPK_LOGIC_OR: v = x || y; break;
    case NPK_LOGIC_XOR: v = x != y; break;
    default: v = !x; break;
    }
    ((unsigned char *)(void *)r->out)[e] = (unsigned char)v;
}

static void npk__logical_exec(const npk_op_run *r) { npk__bcast_walk(r, r->op->n_in, npk__logical_elem); }

#define NPK__ROW_LOGICAL NPK__KEEP
#define NPK__OPIMPL_LOGICAL npk__logical_schema, NPK_logical_N_ATTRS, npk__logical_infer, NULL, npk__logical_exec, NULL
#else
#define NPK__OPIMPL_LOGICAL NPK__OPIMPL_NONE
#define NPK__ROW_LOGICAL NPK__DROP
#endif
#endif
