/* ops/reshape.h - same elements, another shape. The planner usually makes
 * the result a view of the operand's bytes; then nothing moves. */
#ifndef NPK_OP_RESHAPE_H
#define NPK_OP_RESHAPE_H
#include "../npk_attrs.h"
NPK_DEFINE_NO_ATTRS(reshape)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_RESHAPE_IMPL)
#define NPK_OP_RESHAPE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RESHAPE)
/* The result's shape is the requested one (*out on entry). */
static npk_status npk__reshape_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    (void)op;
    if (npk__elems(in[0]) != npk__elems(out))
        return npk__fail(err, NPK_ERR_SHAPE, "%s and %s hold different element counts", npk__shape_str(in[0], s0),
                         npk__shape_str(out, s1));
    return NPK_OK;
}

static void npk__reshape_exec(const npk_op_run *r)
{
    /* bytes, not floats: any dtype */
    if (r->y->storage == NPK_STORAGE_ARENA && r->out != r->in[0]) memmove(r->out, r->in[0], (size_t)r->y->nbytes);
}

#define NPK__ROW_RESHAPE NPK__KEEP
#define NPK__OPIMPL_RESHAPE NULL, 0, npk__reshape_infer, NULL, npk__reshape_exec, NULL
#else
#define NPK__OPIMPL_RESHAPE NPK__OPIMPL_NONE
#define NPK__ROW_RESHAPE NPK__DROP
#endif
#endif
