/* ops/slice.h - the box start_d .. start_d + size_d - 1 of every dim
 * (tosa.slice); any dtype, copied by element size. */
#ifndef NPK_OP_SLICE_H
#define NPK_OP_SLICE_H
#include "../npk_attrs.h"
/* start0..7: first element taken in dim d; size0..7: how many (>= 1 within
 * the rank, 0 past it). */
#define NPK_SLICE_ATTRS(X)                                                           \
    X(slice, start0, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start1, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start2, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start3, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start4, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start5, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start6, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, start7, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                              \
    X(slice, size0, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size1, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size2, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size3, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size4, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size5, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size6, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                               \
    X(slice, size7, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)
NPK_DEFINE_ATTRS(slice, NPK_SLICE_ATTRS)
/* The starts and sizes as arrays: slots 0..7 and 8..15. */
#define NPK_SLICE_START(desc) ((desc)->attr.raw)
#define NPK_SLICE_SIZE(desc) ((desc)->attr.raw + NPK_MAX_RANK)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_SLICE_IMPL)
#define NPK_OP_SLICE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_SLICE)
NPK_DEFINE_SCHEMA(slice, NPK_SLICE_ATTRS)

static npk_status npk__slice_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                   npk_tensor_desc *out, npk_error *err)
{
    const int32_t *start = NPK_SLICE_START(op), *size = NPK_SLICE_SIZE(op);
    unsigned d;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = in[0]->rank;
    for (d = 0; d < NPK_MAX_RANK; d++) {
        if (d >= in[0]->rank) {
            if (start[d] || size[d])
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "start%u/size%u are past the rank (%u) and must be 0", d, d,
                                 (unsigned)in[0]->rank);
            continue;
        }
        if (size[d] < 1) return npk__fail(err, NPK_ERR_ATTRIBUTE, "size%u must be at least 1", d);
        if ((uint64_t)start[d] + (uint64_t)size[d] > in[0]->dims[d])
            return npk__fail(err, NPK_ERR_ATTRIBUTE, "start%u + size%u = %U is past dim %u (%u)", d, d,
                             (uint64_t)start[d] + (uint64_t)size[d], d, (unsigned)in[0]->dims[d]);
        out->dims[d] = (uint32_t)size[d];
    }
    return NPK_OK;
}

/* Row by row (the last dim is contiguous in both): an odometer over the
 * result's other dims gives each row's place in the operand. */
static void npk__slice_exec(const npk_op_run *r)
{
    const int32_t *start = NPK_SLICE_START(r->op);
    unsigned rank = r->y->rank, d;
    size_t esize = npk_dtype_size(r->y->dtype), is[NPK_MAX_RANK], idx[NPK_MAX_RANK], row, rows, base = 0;
    const unsigned char *x = (const unsigned char *)r->in[0];
    unsigned char *y = (unsigned char *)r->out;
    if (rank == 0) { memcpy(y, x, esize); return; }
    is[rank - 1] = esize;
    for (d = rank - 1; d-- > 0;) is[d] = is[d + 1] * r->td[0]->dims[d + 1];
    rows = npk__elems(r->y) / r->y->dims[rank - 1];
    row = (size_t)r->y->dims[rank - 1] * esize;
    for (d = 0; d < rank; d++) { idx[d] = 0; base += (size_t)start[d] * is[d]; }
    while (rows--) {
        size_t off = base;
        for (d = 0; d + 1 < rank; d++) off += idx[d] * is[d];
        memcpy(y, x + off, row);
        y += row;
        for (d = rank - 1; d-- > 0;) {
            if (++idx[d] < r->y->dims[d]) break;
            idx[d] = 0;
        }
    }
}

#define NPK__ROW_SLICE NPK__KEEP
#define NPK__OPIMPL_SLICE npk__slice_schema, NPK_slice_N_ATTRS, npk__slice_infer, NULL, npk__slice_exec, NULL
#else
#define NPK__OPIMPL_SLICE NPK__OPIMPL_NONE
#define NPK__ROW_SLICE NPK__DROP
#endif
#endif
