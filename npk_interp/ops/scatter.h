/* ops/scatter.h - tosa.scatter: values_in [N, K, C] (any dtype), indices
 * [N, W] (i32), input [N, W, C] -> values_out [N, K, C]: a copy of values_in
 * with row indices[n, w] replaced by input[n, w, :]. The spec requires
 * indices in [0, K) and no row written twice; here an index outside is
 * skipped and of repeated ones the last wins. */
#ifndef NPK_OP_SCATTER_H
#define NPK_OP_SCATTER_H
#include "../npk_attrs.h"
NPK_DEFINE_NO_ATTRS(scatter)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_SCATTER_IMPL)
#define NPK_OP_SCATTER_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_SCATTER)

static npk_status npk__scatter_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                     npk_tensor_desc *out, npk_error *err)
{
    (void)op;
    if (in[0]->rank != 3) return npk__fail(err, NPK_ERR_SHAPE, "values_in must have rank 3 [N, K, C], got rank %u", (unsigned)in[0]->rank);
    if (in[1]->rank != 2) return npk__fail(err, NPK_ERR_SHAPE, "indices must have rank 2 [N, W], got rank %u", (unsigned)in[1]->rank);
    if (in[2]->rank != 3) return npk__fail(err, NPK_ERR_SHAPE, "input must have rank 3 [N, W, C], got rank %u", (unsigned)in[2]->rank);
    if (in[1]->dtype != NPK_DTYPE_I32) return npk__fail(err, NPK_ERR_SHAPE, "indices are %s; they must be i32", npk_dtype_name(in[1]->dtype));
    if (in[2]->dtype != in[0]->dtype)
        return npk__fail(err, NPK_ERR_SHAPE, "input is %s but values_in is %s", npk_dtype_name(in[2]->dtype), npk_dtype_name(in[0]->dtype));
    if (in[1]->dims[0] != in[0]->dims[0] || in[2]->dims[0] != in[0]->dims[0] || in[2]->dims[1] != in[1]->dims[1] ||
        in[2]->dims[2] != in[0]->dims[2])
        return npk__fail(err, NPK_ERR_SHAPE, "shapes disagree: values_in [N, K, C], indices [N, W] and input [N, W, C] must share N, W and C");
    npk__copy_shape(out, in[0]);
    return NPK_OK;
}

static void npk__scatter_exec(const npk_op_run *r)
{
    size_t n = r->y->dims[0], k = r->y->dims[1], w = r->td[1]->dims[1], row = r->y->dims[2] * (size_t)npk_dtype_size(r->y->dtype), b, i;
    const int32_t *idx = (const int32_t *)(const void *)r->in[1];
    const unsigned char *src = (const unsigned char *)r->in[2];
    unsigned char *y = (unsigned char *)r->out;
    memcpy(y, r->in[0], n * k * row);
    for (b = 0; b < n; b++)
        for (i = 0; i < w; i++) {
            int32_t at = idx[b * w + i];
            if (at >= 0 && (size_t)at < k) memcpy(y + (b * k + (size_t)at) * row, src + (b * w + i) * row, row);
        }
}

#define NPK__ROW_SCATTER NPK__KEEP
#define NPK__OPIMPL_SCATTER NULL, 0, npk__scatter_infer, NULL, npk__scatter_exec, NULL
#else
#define NPK__OPIMPL_SCATTER NPK__OPIMPL_NONE
#define NPK__ROW_SCATTER NPK__DROP
#endif
#endif
