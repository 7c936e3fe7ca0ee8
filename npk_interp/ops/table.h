/* ops/table.h - TOSA 1.0 TABLE: a lookup of every element of x in `table`
 * (operand 1). i8 x with a 256-entry i8 table gives i8: table[x + 128].
 * i16 x with a 513-entry i16 table gives i32, interpolated (the spec's
 * apply_lookup_s): index = (x + 32768) >> 7, fraction = x & 0x7f,
 * y = (table[index] << 7) + (table[index + 1] - table[index]) * fraction. */
#ifndef NPK_OP_TABLE_H
#define NPK_OP_TABLE_H
#include "../npk_attrs.h"
NPK_DEFINE_NO_ATTRS(table)

/* apply_lookup_s of the spec for one i16 value. */
static inline int32_t npk_table_lookup16(const int16_t *table, int32_t x)
{
    int32_t index = (x + 32768) >> 7, fraction = x & 0x7f;
    int32_t base = table[index], next = table[index + 1];
    return base * 128 + (next - base) * fraction;
}
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_TABLE_IMPL)
#define NPK_OP_TABLE_IMPL
#if (!defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_TABLE)) && !defined(NPK__F32_ONLY)
static npk_status npk__table_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                   npk_tensor_desc *out, npk_error *err)
{
    unsigned dx = in[0]->dtype;
    uint64_t need = dx == NPK_DTYPE_I8 ? 256 : 513;
    (void)op;
    if (dx != NPK_DTYPE_I8 && dx != NPK_DTYPE_I16)
        return npk__fail(err, NPK_ERR_SHAPE, "operand 0 is %s; table takes i8 or i16", npk_dtype_name(dx));
    if (in[1]->dtype != dx || in[1]->rank != 1 || in[1]->dims[0] != need)
        return npk__fail(err, NPK_ERR_SHAPE, "the table (operand 1) must be %U elements of %s",
                         need, npk_dtype_name(dx));
    npk__copy_shape(out, in[0]);
    out->dtype = dx == NPK_DTYPE_I8 ? NPK_DTYPE_I8 : NPK_DTYPE_I32;
    return NPK_OK;
}

static void npk__table_exec(const npk_op_run *r)
{
    size_t n = npk__elems(r->y), i;
    if (r->td[0]->dtype == NPK_DTYPE_I8) {
        const int8_t *x = (const int8_t *)(const void *)r->in[0], *t = (const int8_t *)(const void *)r->in[1];
        int8_t *y = (int8_t *)(void *)r->out;
        for (i = 0; i < n; i++) y[i] = t[x[i] + 128];
    } else {
        const int16_t *x = (const int16_t *)(const void *)r->in[0], *t = (const int16_t *)(const void *)r->in[1];
        int32_t *y = (int32_t *)(void *)r->out;
        for (i = 0; i < n; i++) y[i] = npk_table_lookup16(t, x[i]);
    }
}

#define NPK__ROW_TABLE NPK__KEEP
#define NPK__OPIMPL_TABLE NULL, 0, npk__table_infer, NULL, npk__table_exec, NULL
#else
#define NPK__OPIMPL_TABLE NPK__OPIMPL_NONE
#define NPK__ROW_TABLE NPK__DROP
#endif
#endif
