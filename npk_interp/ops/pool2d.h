/* ops/pool2d.h - max_pool2d and avg_pool2d over NCHW: one attribute list,
 * one shape rule, two opcodes. */
#ifndef NPK_OP_POOL2D_H
#define NPK_OP_POOL2D_H
#include "../npk_attrs.h"

#define NPK_POOL2D_ATTRS(X)                                                          \
    X(pool2d, kh, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                                 \
    X(pool2d, kw, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                                 \
    X(pool2d, stride_h, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(pool2d, stride_w, INT, 1, 1, NPK_ATTR_INT_MAX, NULL)                           \
    X(pool2d, pad_top, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                            \
    X(pool2d, pad_left, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                           \
    X(pool2d, pad_bottom, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                         \
    X(pool2d, pad_right, INT, 0, 0, NPK_ATTR_INT_MAX, NULL)                          \
    X(pool2d, ceil_mode, BOOL, 0, 0, 1, NULL)                                        \
    X(pool2d, count_include_pad, BOOL, 0, 0, 1, NULL) /* avg_pool2d only */
NPK_DEFINE_ATTRS(max_pool2d, NPK_POOL2D_ATTRS)
typedef npk_max_pool2d_attrs npk_avg_pool2d_attrs;
enum { NPK_avg_pool2d_N_ATTRS = NPK_max_pool2d_N_ATTRS };
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_POOL2D_IMPL)
#define NPK_OP_POOL2D_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_MAXPOOL2D) || defined(NPK_USE_OP_AVGPOOL2D)
NPK_DEFINE_SCHEMA(pool2d, NPK_POOL2D_ATTRS)

/* Kernel parameters from the attributes and the input's dims. */
static void npk__pool2d_params(const npk_max_pool2d_attrs *a, const uint32_t *x_dims, npk_pool2d_params *q)
{
    memset(q, 0, sizeof *q);
    q->n = x_dims[0]; q->c = x_dims[1]; q->h = x_dims[2]; q->w = x_dims[3];
    q->kh = (size_t)a->kh; q->kw = (size_t)a->kw;
    q->stride_h = (size_t)a->stride_h; q->stride_w = (size_t)a->stride_w;
    q->pad_top = (size_t)a->pad_top; q->pad_left = (size_t)a->pad_left;
    q->pad_bottom = (size_t)a->pad_bottom; q->pad_right = (size_t)a->pad_right;
    q->ceil_mode = a->ceil_mode;
    q->count_include_pad = a->count_include_pad;
}

static npk_status npk__pool2d_infer(const npk_op_desc *op, const npk_tensor_desc *const *in,
                                    npk_tensor_desc *out, npk_error *err)
{
    const npk_max_pool2d_attrs *a = &op->attr.max_pool2d;
    char s0[NPK__SHAPE_STR];
    npk_pool2d_params q;
    if (op->opcode == NPK_OP_MAXPOOL2D && a->count_include_pad)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "count_include_pad is for avg_pool2d");
    if (in[0]->rank != 4) return npk__fail(err, NPK_ERR_SHAPE, "input must be NCHW (rank 4), got %s", npk__shape_str(in[0], s0));
    npk__pool2d_params(a, in[0]->dims, &q);
    /* TOSA's rule (PyTorch's, at most half the window, is stricter): padding
     * smaller than the window, so no window is all padding (an average over
     * no taps would divide by zero). */
    if (q.pad_top >= q.kh || q.pad_bottom >= q.kh || q.pad_left >= q.kw || q.pad_right >= q.kw)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "padding must be smaller than the kernel (%dx%d)", (int)a->kh, (int)a->kw);
    if (q.kh > q.h + q.pad_top + q.pad_bottom || q.kw > q.w + q.pad_left + q.pad_right)
        return npk__fail(err, NPK_ERR_SHAPE, "kernel %dx%d is larger than the padded input %s", (int)a->kh, (int)a->kw,
                         npk__shape_str(in[0], s0));
    memset(out->dims, 0, sizeof out->dims);
    out->rank = 4;
    out->dims[0] = (uint32_t)q.n;
    out->dims[1] = (uint32_t)q.c;
    out->dims[2] = (uint32_t)npk_pool2d_out_h(&q);
    out->dims[3] = (uint32_t)npk_pool2d_out_w(&q);
    return NPK_OK;
}

static void npk__pool2d_exec(const npk_op_run *r)
{
    npk_pool2d_params q;
    npk__pool2d_params(&r->op->attr.max_pool2d, r->td[0]->dims, &q);
    npk__pool_par(&q, r->in[0], r->out, r->op->opcode == NPK_OP_MAXPOOL2D, r->par);
}
#define NPK__ROW_POOL2D NPK__KEEP
#define NPK__OPIMPL_POOL2D npk__pool2d_schema, NPK_max_pool2d_N_ATTRS, npk__pool2d_infer, NULL, npk__pool2d_exec, NULL
#else
#define NPK__OPIMPL_POOL2D NPK__OPIMPL_NONE
#define NPK__ROW_POOL2D NPK__DROP
#endif
#define NPK__ROW_MAXPOOL2D NPK__ROW_POOL2D
#define NPK__OPIMPL_MAXPOOL2D NPK__OPIMPL_POOL2D
#define NPK__ROW_AVGPOOL2D NPK__ROW_POOL2D
#define NPK__OPIMPL_AVGPOOL2D NPK__OPIMPL_POOL2D
#endif
