/* ops/tile.h - the operand repeated multiples_d times along every dim d
 * (tosa.tile): y[i] = x[i mod x.dims]; any dtype, copied by element size. */
#ifndef NPK_OP_TILE_H
#define NPK_OP_TILE_H
#include "../npk_attrs.h"
/* multiples0..7: copies along dim d (>= 1 within the rank, 1 past it). */
#define NPK_TILE_ATTRS(X)                                                            \
    X(tile, multiples0, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples1, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples2, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples3, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples4, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples5, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples6, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(tile, multiples7, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)
NPK_DEFINE_ATTRS(tile, NPK_TILE_ATTRS)
#define NPK_TILE_MULTIPLES(desc) ((desc)->attr.raw)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_TILE_IMPL)
#define NPK_OP_TILE_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_TILE)
NPK_DEFINE_SCHEMA(tile, NPK_TILE_ATTRS)

static npk_status npk__tile_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                  npk_tensor_desc *out, npk_error *err)
{
    const int32_t *m = NPK_TILE_MULTIPLES(op);
    unsigned d;
    memset(out->dims, 0, sizeof out->dims);
    out->rank = in[0]->rank;
    for (d = 0; d < NPK_MAX_RANK; d++) {
        uint64_t n;
        if (d >= in[0]->rank) {
            if (m[d] != 1)
                return npk__fail(err, NPK_ERR_ATTRIBUTE, "multiples%u is past the rank (%u) and must be 1", d,
                                 (unsigned)in[0]->rank);
            continue;
        }
        n = (uint64_t)in[0]->dims[d] * (uint64_t)m[d];
        if (n > 0xFFFFFFFFu) return npk__fail(err, NPK_ERR_SHAPE, "dim %u tiled to %U does not fit 32 bits", d, n);
        out->dims[d] = (uint32_t)n;
    }
    return NPK_OK;
}

/* Row by row: each result row is the operand row at (i mod dims) repeated
 * along the last dim. */
static void npk__tile_exec(const npk_op_run *r)
{
    const npk_tensor_desc *x = r->td[0];
    unsigned rank = x->rank, d;
    size_t esize = npk_dtype_size(r->y->dtype), is[NPK_MAX_RANK], idx[NPK_MAX_RANK], rows, xrow, k, reps;
    const unsigned char *xs = (const unsigned char *)r->in[0];
    unsigned char *y = (unsigned char *)r->out;
    if (rank == 0) { memcpy(y, xs, esize); return; }
    is[rank - 1] = esize;
    for (d = rank - 1; d-- > 0;) is[d] = is[d + 1] * x->dims[d + 1];
    for (d = 0; d < rank; d++) idx[d] = 0;
    rows = npk__elems(r->y) / r->y->dims[rank - 1];
    xrow = (size_t)x->dims[rank - 1] * esize;
    reps = (size_t)NPK_TILE_MULTIPLES(r->op)[rank - 1];
    while (rows--) {
        size_t off = 0;
        for (d = 0; d + 1 < rank; d++) off += idx[d] % x->dims[d] * is[d];
        for (k = 0; k < reps; k++, y += xrow) memcpy(y, xs + off, xrow);
        for (d = rank - 1; d-- > 0;) {
            if (++idx[d] < r->y->dims[d]) break;
            idx[d] = 0;
        }
    }
}

#define NPK__ROW_TILE NPK__KEEP
#define NPK__OPIMPL_TILE npk__tile_schema, NPK_tile_N_ATTRS, npk__tile_infer, NULL, npk__tile_exec, NULL
#else
#define NPK__OPIMPL_TILE NPK__OPIMPL_NONE
#define NPK__ROW_TILE NPK__DROP
#endif
#endif
