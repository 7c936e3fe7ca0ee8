/* npk_opattr_impl.h - decoding op attributes into kernel parameters; shared by
 * the validator (which checks them) and the executor (which trusts them). */
#ifndef NPK_OPATTR_IMPL_H
#define NPK_OPATTR_IMPL_H

static float npk__attr_f32(int32_t bits)
{
    float f;
    uint32_t u = (uint32_t)bits;
    memcpy(&f, &u, sizeof f);
    return f;
}

static size_t npk__elems(const npk_tensor_desc *t)
{
    size_t n = 1;
    unsigned i;
    for (i = 0; i < t->rank; i++) n *= t->dims[i];
    return n;
}

void npk_conv2d_params_decode(const int32_t *attr, const uint32_t *x_dims, const uint32_t *w_dims,
                              npk_conv2d_params *p)
{
    memset(p, 0, sizeof *p);
    p->n = x_dims[0]; p->c_in = x_dims[1]; p->h = x_dims[2]; p->w = x_dims[3];
    p->filter_layout = (npk_conv_filter_layout)attr[17];
    if (p->filter_layout == NPK_CONV_FILTER_WINOGRAD_F4X3) {
        p->c_out = w_dims[3]; p->kh = 3; p->kw = 3; /* w is [6, 6, Cin, Cout] */
    } else {
        p->c_out = w_dims[0]; p->kh = w_dims[2]; p->kw = w_dims[3];
    }
    p->stride_h = (size_t)attr[0]; p->stride_w = (size_t)attr[1];
    p->dil_h = (size_t)attr[2]; p->dil_w = (size_t)attr[3];
    p->pad_top = (size_t)attr[4]; p->pad_left = (size_t)attr[5];
    p->pad_bottom = (size_t)attr[6]; p->pad_right = (size_t)attr[7];
    p->groups = (size_t)attr[8];
    p->act = (npk_act)attr[9];
    p->act_min = npk__attr_f32(attr[10]);
    p->act_max = npk__attr_f32(attr[11]);
}

void npk_pool2d_params_decode(const int32_t *attr, const uint32_t *x_dims, npk_pool2d_params *q)
{
    memset(q, 0, sizeof *q);
    q->n = x_dims[0]; q->c = x_dims[1]; q->h = x_dims[2]; q->w = x_dims[3];
    q->kh = (size_t)attr[0]; q->kw = (size_t)attr[1];
    q->stride_h = (size_t)attr[2]; q->stride_w = (size_t)attr[3];
    q->pad_top = (size_t)attr[4]; q->pad_left = (size_t)attr[5];
    q->pad_bottom = (size_t)attr[6]; q->pad_right = (size_t)attr[7];
    q->ceil_mode = attr[8];
    q->count_include_pad = attr[9];
}

/* Values are only meaningful once the validator has accepted them. */
static void npk__conv_params(const npk_op_desc *op, const npk_tensor_desc *x,
                             const npk_tensor_desc *w, npk_conv2d_params *p)
{
    npk_conv2d_params_decode(op->attr, x->dims, w->dims, p);
}

/* The max pool fused into a conv (attrs 12..16) over the conv's output of one image. */
static void npk__fused_pool_params(const npk_op_desc *op, size_t c, size_t h, size_t w,
                                   npk_pool2d_params *q)
{
    memset(q, 0, sizeof *q);
    q->n = 1; q->c = c; q->h = h; q->w = w;
    q->kh = (size_t)op->attr[13]; q->kw = (size_t)op->attr[14];
    q->stride_h = (size_t)op->attr[15]; q->stride_w = (size_t)op->attr[16];
}

static void npk__pool_params(const npk_op_desc *op, const npk_tensor_desc *x, npk_pool2d_params *q)
{
    npk_pool2d_params_decode(op->attr, x->dims, q);
}

static uint64_t npk__round64(uint64_t n) { return (n + 63u) & ~(uint64_t)63u; }

uint64_t npk_op_scratch_bytes(const npk_op_desc *op, const npk_tensor_desc *tensors)
{
    npk_conv2d_params cp;
    if (op->opcode != NPK_OP_CONV2D) return 0;
    npk__conv_params(op, &tensors[op->in[0]], &tensors[op->in[1]], &cp);
    if (op->attr[12] == 1) { /* fused pool: a band of conv rows (npk_conv_pool.h) */
        npk_pool2d_params q;
        npk__fused_pool_params(op, cp.c_out, npk_conv2d_out_h(&cp), npk_conv2d_out_w(&cp), &q);
        return npk__round64(npk_conv2d_maxpool_scratch_bytes(&cp, &q));
    }
    return npk__round64(npk_conv2d_scratch_bytes(&cp));
}

#endif
