/* ops/global_avg_pool.h - [N, C, H, W] -> [N, C, 1, 1], the mean of each plane. */
#ifndef NPK_OP_GLOBAL_AVG_POOL_H
#define NPK_OP_GLOBAL_AVG_POOL_H
#include "../npk_attrs.h"
NPK_DEFINE_NO_ATTRS(global_avg_pool)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_GLOBAL_AVG_POOL_IMPL)
#define NPK_OP_GLOBAL_AVG_POOL_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_GLOBAL_AVGPOOL)
static npk_status npk__global_avg_pool_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                             npk_tensor_desc *out, npk_error *err)
{
    char s0[NPK__SHAPE_STR];
    (void)op;
    if (in[0]->rank != 4) return npk__fail(err, NPK_ERR_SHAPE, "input must be NCHW (rank 4), got %s", npk__shape_str(in[0], s0));
    npk__copy_shape(out, in[0]);
    out->dims[2] = out->dims[3] = 1;
    return NPK_OK;
}

static void npk__global_avg_pool_exec(const npk_op_run *r)
{
    npk_pool2d_params q;
    memset(&q, 0, sizeof q);
    q.n = r->td[0]->dims[0]; q.c = r->td[0]->dims[1]; q.h = r->td[0]->dims[2]; q.w = r->td[0]->dims[3];
    q.kh = q.h; q.kw = q.w; q.stride_h = q.h; q.stride_w = q.w;
    npk__pool_par(&q, r->in[0], r->out, 0, r->par);
}

#define NPK__ROW_GLOBAL_AVGPOOL NPK__KEEP
#define NPK__OPIMPL_GLOBAL_AVGPOOL NULL, 0, npk__global_avg_pool_infer, NULL, npk__global_avg_pool_exec, NULL
#else
#define NPK__OPIMPL_GLOBAL_AVGPOOL NPK__OPIMPL_NONE
#define NPK__ROW_GLOBAL_AVGPOOL NPK__DROP
#endif
#endif
