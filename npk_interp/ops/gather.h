/* ops/gather.h - tosa.gather: values [N, K, C] (any dtype), indices [N, W]
 * (i32) -> [N, W, C] with y[n, w, :] = values[n, indices[n, w], :]. The
 * spec leaves an index outside [0, K) undefined; here its row is zeros. */
#ifndef NPK_OP_GATHER_H
#define NPK_OP_GATHER_H
#include "../npk_attrs.h"
NPK_DEFINE_NO_ATTRS(gather)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_GATHER_IMPL)
#define NPK_OP_GATHER_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_GATHER)

static npk_status npk__gather_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    (void)op;
    if (in[0]->rank != 3) return npk__fail(err, NPK_ERR_SHAPE, "values must have rank 3 [N, K, C], got rank %u", (unsigned)in[0]->rank);
    if (in[1]->rank != 2) return npk__fail(err, NPK_ERR_SHAPE, "indices must have rank 2 [N, W], got rank %u", (unsigned)in[1]->rank);
    if (in[1]->dtype != NPK_DTYPE_I32) return npk__fail(err, NPK_ERR_SHAPE, "indices are %s; they must be i32", npk_dtype_name(in[1]->dtype));
    if (in[1]->dims[0] != in[0]->dims[0])
        return npk__fail(err, NPK_ERR_SHAPE, "indices have batch %u but values have %u", (unsigned)in[1]->dims[0], (unsigned)in[0]->dims[0]);
    memset(out->dims, 0, sizeof out->dims);
    out->rank = 3;
    out->dims[0] = in[0]->dims[0];
    out->dims[1] = in[1]->dims[1];
    out->dims[2] = in[0]->dims[2];
    return NPK_OK;
}

static void npk__gather_exec(const npk_op_run *r)
{
    size_t n = r->y->dims[0], w = r->y->dims[1], k = r->td[0]->dims[1], row = r->y->dims[2] * (size_t)npk_dtype_size(r->y->dtype), b, i;
    const unsigned char *v = (const unsigned char *)r->in[0];
    const int32_t *idx = (const int32_t *)(const void *)r->in[1];
    unsigned char *y = (unsigned char *)r->out;
    for (b = 0; b < n; b++)
        for (i = 0; i < w; i++, y += row) {
            int32_t at = idx[b * w + i];
            if (at >= 0 && (size_t)at < k) memcpy(y, v + (b * k + (size_t)at) * row, row);
            else memset(y, 0, row);
        }
}

#define NPK__ROW_GATHER NPK__KEEP
#define NPK__OPIMPL_GATHER NULL, 0, npk__gather_infer, NULL, npk__gather_exec, NULL
#else
#define NPK__OPIMPL_GATHER NPK__OPIMPL_NONE
#define NPK__ROW_GATHER NPK__DROP
#endif
#endif
