/* ops/qadd.h - the add of two int8 tensors with their own scales, as TOSA
 * (and TFLite's legalisation) writes it, in one op (mlir2c fuses the chain):
 *   ai = RESCALE(a - a_zp; a_mult, a_shift) to i32
 *   bi = RESCALE(b - b_zp; b_mult, b_shift) to i32
 *   y  = clip(RESCALE(ai + bi; out_mult, out_shift) + out_zp, lo, hi) as i8
 * a, b and y i8 of one shape; all three rescales scale32 with `rounding`.
 * ai and bi take 256 values each: two tables made per call (scratch,
 * npk_qadd_table), so a value costs two lookups, an add and one rescale
 * (npk_qadd, npk_kernels/npk_qadd.h). The sum wraps in int32 like the unfused add. */
#ifndef NPK_OP_QADD_H
#define NPK_OP_QADD_H
#include "../npk_attrs.h"
#define NPK_QADD_ATTRS(X)                                          \
    X(qadd, a_zp, INT, 0, -128, 127, NULL)                         \
    X(qadd, a_mult, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)             \
    X(qadd, a_shift, INT, 2, 1, 62, NULL)                          \
    X(qadd, b_zp, INT, 0, -128, 127, NULL)                         \
    X(qadd, b_mult, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)             \
    X(qadd, b_shift, INT, 2, 1, 62, NULL)                          \
    X(qadd, out_mult, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)           \
    X(qadd, out_shift, INT, 2, 1, 62, NULL)                        \
    X(qadd, out_zp, INT, 0, -128, 127, NULL)                       \
    X(qadd, lo, INT, -128, -128, 127, NULL)                        \
    X(qadd, hi, INT, 127, -128, 127, NULL)                         \
    X(qadd, rounding, ENUM, 1, 0, 1, npk__rescale_rounding_names)
NPK_DEFINE_ATTRS(qadd, NPK_QADD_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_QADD_IMPL)
#define NPK_OP_QADD_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_QADD)) && !defined(NPK__F32_ONLY)
NPK_DEFINE_SCHEMA(qadd, NPK_QADD_ATTRS)

static npk_status npk__qadd_infer(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_tensor_desc *out,
                                  npk_error *err)
{
    const npk_qadd_attrs *a = &op->attr.qadd;
    unsigned d;
    if (in[0]->dtype != NPK_DTYPE_I8 || in[1]->dtype != NPK_DTYPE_I8)
        return npk__fail(err, NPK_ERR_SHAPE, "operands are %s and %s; qadd takes i8 and i8", npk_dtype_name(in[0]->dtype),
                         npk_dtype_name(in[1]->dtype));
    if (in[0]->rank != in[1]->rank) return npk__fail(err, NPK_ERR_SHAPE, "operands of rank %u and %u; qadd takes one shape", in[0]->rank, in[1]->rank);
    for (d = 0; d < in[0]->rank; d++)
        if (in[0]->dims[d] != in[1]->dims[d])
            return npk__fail(err, NPK_ERR_SHAPE, "dim %u is %u and %u; qadd takes one shape (no broadcasting)", d,
                             in[0]->dims[d], in[1]->dims[d]);
    if (a->lo > a->hi) return npk__fail(err, NPK_ERR_ATTRIBUTE, "lo %d > hi %d", a->lo, a->hi);
    out->dtype = NPK_DTYPE_I8;
    return NPK_OK;
}

static uint64_t npk__qadd_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out)
{
    (void)op, (void)in, (void)out;
    return 2 * 256 * sizeof(int32_t);
}

static void npk__qadd_exec(const npk_op_run *r)
{
    const npk_qadd_attrs *a = &r->op->attr.qadd;
    const int8_t *x = (const int8_t *)(const void *)r->in[0], *z = (const int8_t *)(const void *)r->in[1];
    int8_t *y = (int8_t *)(void *)r->out;
    int32_t *ta = (int32_t *)(void *)r->scratch, *tb = ta + 256;
    int dr = a->rounding == NPK_RESCALE_DOUBLE;
    npk_qadd_params p;
    npk_qadd_table(a->a_zp, a->a_mult, a->a_shift, dr, ta); /* the two input rescales, once per value */
    npk_qadd_table(a->b_zp, a->b_mult, a->b_shift, dr, tb);
    p.n = npk__elems(r->y), p.a = x, p.b = z, p.ta = ta, p.tb = tb, p.y = y;
    p.mult = a->out_mult, p.shift = a->out_shift, p.double_round = dr;
    p.out_zp = a->out_zp, p.lo = a->lo, p.hi = a->hi;
    npk_qadd(&p);
}

#define NPK__ROW_QADD NPK__KEEP
#define NPK__OPIMPL_QADD npk__qadd_schema, NPK_qadd_N_ATTRS, npk__qadd_infer, npk__qadd_scratch, npk__qadd_exec, NULL
#else
#define NPK__OPIMPL_QADD NPK__OPIMPL_NONE
#define NPK__ROW_QADD NPK__DROP
#endif
#endif
