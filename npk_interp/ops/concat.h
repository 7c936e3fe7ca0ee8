/* ops/concat.h - operands of the same rank and dtype joined along `axis`
 * (tosa.concat); any dtype, copied by element size. */
#ifndef NPK_OP_CONCAT_H
#define NPK_OP_CONCAT_H
#include "../npk_attrs.h"
#define NPK_CONCAT_ATTRS(X) X(concat, axis, INT, 0, 0, NPK_MAX_RANK - 1, NULL)
NPK_DEFINE_ATTRS(concat, NPK_CONCAT_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_CONCAT_IMPL)
#define NPK_OP_CONCAT_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_CONCAT)
NPK_DEFINE_SCHEMA(concat, NPK_CONCAT_ATTRS)

static npk_status npk__concat_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    unsigned axis = (unsigned)op->attr.concat.axis, k, d;
    uint64_t sum = 0;
    if (axis >= in[0]->rank)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "axis %u is out of range for rank %u", axis, (unsigned)in[0]->rank);
    for (k = 0; k < op->n_in; k++) {
        if (in[k]->dtype != in[0]->dtype)
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u is %s but operand 0 is %s", k, npk_dtype_name(in[k]->dtype),
                             npk_dtype_name(in[0]->dtype));
        if (in[k]->rank != in[0]->rank)
            return npk__fail(err, NPK_ERR_SHAPE, "operand %u has rank %u but operand 0 has rank %u", k,
                             (unsigned)in[k]->rank, (unsigned)in[0]->rank);
        for (d = 0; d < in[0]->rank; d++)
            if (d != axis && in[k]->dims[d] != in[0]->dims[d])
                return npk__fail(err, NPK_ERR_SHAPE, "operand %u has dim %u = %u but operand 0 has %u", k, d,
                                 (unsigned)in[k]->dims[d], (unsigned)in[0]->dims[d]);
        sum += in[k]->dims[axis];
    }
    if (sum > 0xFFFFFFFFu) return npk__fail(err, NPK_ERR_SHAPE, "the joined axis does not fit 32 bits");
    npk__copy_shape(out, in[0]);
    out->dims[axis] = (uint32_t)sum;
    return NPK_OK;
}

/* For each index before the axis, each operand's block (its axis extent
 * times the dims after it) in turn. */
static void npk__concat_exec(const npk_op_run *r)
{
    unsigned axis = (unsigned)r->op->attr.concat.axis, k, d;
    size_t esize = npk_dtype_size(r->y->dtype), outer = 1, inner = esize, i;
    unsigned char *y = (unsigned char *)r->out;
    for (d = 0; d < axis; d++) outer *= r->y->dims[d];
    for (d = axis + 1; d < r->y->rank; d++) inner *= r->y->dims[d];
    for (i = 0; i < outer; i++)
        for (k = 0; k < r->op->n_in; k++) {
            size_t block = r->td[k]->dims[axis] * inner;
            const unsigned char *x = (const unsigned char *)r->in[k] + i * block;
            /* an operand the planner placed in its slot (npk__concat_slot) is there already */
            if (x != y) memcpy(y, x, block);
            y += block;
        }
}

#define NPK__ROW_CONCAT NPK__KEEP
#define NPK__OPIMPL_CONCAT npk__concat_schema, NPK_concat_N_ATTRS, npk__concat_infer, NULL, npk__concat_exec, NULL
#else
#define NPK__OPIMPL_CONCAT NPK__OPIMPL_NONE
#define NPK__ROW_CONCAT NPK__DROP
#endif
#endif
