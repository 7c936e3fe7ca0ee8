/* npk_exec_impl.h - npk_run(): executes a validated program op by op on the
 * caller's arena. Trusts everything the validator checked; allocates nothing. */
#ifndef NPK_EXEC_IMPL_H
#define NPK_EXEC_IMPL_H
#include "npk_opattr_impl.h"

const float *npk_tensor_data(const npk_program *p, const void *arena, uint32_t t)
{
    const npk_tensor_desc *d;
    if (!p || t >= p->n_tensors) return NULL;
    d = &p->tensors[t];
    if (d->storage == NPK_STORAGE_CONST) return (const float *)(const void *)(p->weights + d->offset);
    return arena ? (const float *)(const void *)((const unsigned char *)arena + d->offset) : NULL;
}

float *npk_input_data(const npk_program *p, void *arena, uint32_t i)
{
    if (!p || !arena || i >= p->n_inputs) return NULL;
    return (float *)(void *)((unsigned char *)arena + p->tensors[p->inputs[i]].offset);
}

float *npk_output_data(const npk_program *p, void *arena, uint32_t i)
{
    if (!p || !arena || i >= p->n_outputs) return NULL;
    return (float *)(void *)((unsigned char *)arena + p->tensors[p->outputs[i]].offset);
}

size_t npk_tensor_elems(const npk_program *p, uint32_t t)
{
    if (!p || t >= p->n_tensors) return 0;
    return npk__elems(&p->tensors[t]);
}

static void npk__dims(const npk_tensor_desc *d, size_t *dims)
{
    unsigned i;
    for (i = 0; i < d->rank; i++) dims[i] = d->dims[i];
}

static void npk__exec_matmul(const npk_op_desc *op, const npk_tensor_desc *const *td,
                             const float *const *in, float *out)
{
    const npk_tensor_desc *a = td[0], *b = td[1];
    int ta = op->attr[0], tb = op->attr[1];
    size_t m = ta ? a->dims[1] : a->dims[0], k = ta ? a->dims[0] : a->dims[1];
    size_t n = tb ? b->dims[0] : b->dims[1];
    npk_epilogue ep;
    ep.bias_mode = (npk_bias_mode)op->attr[2];
    ep.bias = op->n_in == 3 ? in[2] : NULL;
    ep.act = (npk_act)op->attr[3];
    ep.act_min = npk__attr_f32(op->attr[4]);
    ep.act_max = npk__attr_f32(op->attr[5]);
    npk_matmul_f32(m, n, k, in[0], a->dims[1], ta, in[1], b->dims[1], tb, out, n, &ep);
}

static void npk__exec_binary(const npk_op_desc *op, const npk_tensor_desc *const *td,
                             const npk_tensor_desc *y, const float *const *in, float *out)
{
    size_t od[NPK_MAX_RANK], ad[NPK_MAX_RANK], bd[NPK_MAX_RANK];
    size_t as[NPK_MAX_RANK], bs[NPK_MAX_RANK];
    npk__dims(y, od);
    npk__dims(td[0], ad);
    npk__dims(td[1], bd);
    npk_broadcast_strides(y->rank, od, td[0]->rank, ad, as);
    npk_broadcast_strides(y->rank, od, td[1]->rank, bd, bs);
    npk_binary_f32((npk_binary_op)(op->opcode - NPK_OP_ADD), y->rank, od, in[0], as, in[1], bs, out);
}

static void npk__exec_softmax(const npk_op_desc *op, const npk_tensor_desc *x, const float *in, float *out)
{
    size_t outer = 1, inner = 1, axis = (size_t)op->attr[0], i;
    for (i = 0; i < axis; i++) outer *= x->dims[i];
    for (i = axis + 1; i < x->rank; i++) inner *= x->dims[i];
    npk_softmax_f32(outer, x->dims[axis], inner, in, out, op->opcode == NPK_OP_LOG_SOFTMAX);
}

static void npk__exec_conv(const npk_op_desc *op, const npk_tensor_desc *const *td,
                           const float *const *in, float *out, unsigned char *scratch)
{
    npk_conv2d_params cp;
    npk_pool2d_params pp;
    size_t b, oh, ow, img_in, img_out, pooled;
    float *conv_out;
    const float *bias = op->n_in == 3 ? in[2] : NULL;
    npk__conv_params(op, td[0], td[1], &cp);
    if (op->attr[12] == 0) {
        npk_conv2d_f32(&cp, in[0], in[1], bias, out, scratch);
        return;
    }
    /* Fused conv + max pool: one image at a time through scratch. */
    oh = npk_conv2d_out_h(&cp);
    ow = npk_conv2d_out_w(&cp);
    npk__fused_pool_params(op, cp.c_out, oh, ow, &pp);
    conv_out = (float *)(void *)(scratch + npk__round64(npk_conv2d_scratch_bytes(&cp)));
    img_in = cp.c_in * cp.h * cp.w;
    img_out = cp.c_out * oh * ow;
    pooled = cp.c_out * npk_pool2d_out_h(&pp) * npk_pool2d_out_w(&pp);
    {
        size_t batch = cp.n;
        cp.n = 1;
        for (b = 0; b < batch; b++) {
            npk_conv2d_f32(&cp, in[0] + b * img_in, in[1], bias, conv_out, scratch);
            npk_maxpool2d_f32(&pp, conv_out, out + b * pooled);
        }
    }
    (void)img_out;
}

static void npk__exec_op(const npk_program *p, const npk_op_desc *op, unsigned char *arena)
{
    const npk_tensor_desc *td[NPK_MAX_OP_INPUTS];
    const float *in[NPK_MAX_OP_INPUTS];
    const npk_tensor_desc *y = &p->tensors[op->out[0]];
    float *out = (float *)(void *)(arena + y->offset);
    unsigned k;
    for (k = 0; k < op->n_in; k++) {
        td[k] = &p->tensors[op->in[k]];
        in[k] = npk_tensor_data(p, arena, op->in[k]);
    }
    switch ((npk_opcode)op->opcode) {
    case NPK_OP_MATMUL: npk__exec_matmul(op, td, in, out); break;
    case NPK_OP_ADD: case NPK_OP_SUB: case NPK_OP_MUL: case NPK_OP_MAX: case NPK_OP_MIN:
        npk__exec_binary(op, td, y, in, out); break;
    case NPK_OP_RELU: npk_unary_f32(NPK_UN_RELU, npk__elems(y), in[0], out, 0.0f, 0.0f); break;
    case NPK_OP_EXP: npk_unary_f32(NPK_UN_EXP, npk__elems(y), in[0], out, 0.0f, 0.0f); break;
    case NPK_OP_TANH: npk_unary_f32(NPK_UN_TANH, npk__elems(y), in[0], out, 0.0f, 0.0f); break;
    case NPK_OP_SIGMOID: npk_unary_f32(NPK_UN_SIGMOID, npk__elems(y), in[0], out, 0.0f, 0.0f); break;
    case NPK_OP_CLAMP:
        npk_unary_f32(NPK_UN_CLAMP, npk__elems(y), in[0], out, npk__attr_f32(op->attr[0]), npk__attr_f32(op->attr[1]));
        break;
    case NPK_OP_SOFTMAX: case NPK_OP_LOG_SOFTMAX: npk__exec_softmax(op, td[0], in[0], out); break;
    case NPK_OP_RESHAPE:
        /* A planned view shares its operand's bytes (also for constants): nothing to move. */
        if (y->storage == NPK_STORAGE_ARENA) npk_reshape_f32(npk__elems(y), in[0], out);
        break;
    case NPK_OP_TRANSPOSE: {
        size_t dims[NPK_MAX_RANK], perm[NPK_MAX_RANK];
        for (k = 0; k < td[0]->rank; k++) { dims[k] = td[0]->dims[k]; perm[k] = (size_t)op->attr[k]; }
        npk_transpose_f32(td[0]->rank, dims, perm, in[0], out);
        break;
    }
    case NPK_OP_CONV2D: npk__exec_conv(op, td, in, out, arena + op->scratch_offset); break;
    case NPK_OP_MAXPOOL2D: case NPK_OP_AVGPOOL2D: {
        npk_pool2d_params q;
        npk__pool_params(op, td[0], &q);
        if (op->opcode == NPK_OP_MAXPOOL2D) npk_maxpool2d_f32(&q, in[0], out);
        else npk_avgpool2d_f32(&q, in[0], out);
        break;
    }
    case NPK_OP_GLOBAL_AVGPOOL: {
        npk_pool2d_params q;
        memset(&q, 0, sizeof q);
        q.n = td[0]->dims[0]; q.c = td[0]->dims[1]; q.h = td[0]->dims[2]; q.w = td[0]->dims[3];
        q.kh = q.h; q.kw = q.w; q.stride_h = q.h; q.stride_w = q.w;
        npk_avgpool2d_f32(&q, in[0], out);
        break;
    }
    case NPK_OP_END_: break;
    }
}

npk_status npk_run(const npk_program *p, void *arena, size_t arena_bytes,
                   const npk_run_options *opts, npk_error *err)
{
    uint32_t i;
    (void)opts; /* the parallel-for hook is honoured by kernels in a later version */
    if (err) { err->status = NPK_OK; err->message[0] = '\0'; }
    if (!p) return npk__fail(err, NPK_ERR_ARGUMENT, "program is NULL");
    if (p->validated != NPK__VALIDATED)
        return npk__fail(err, NPK_ERR_NOT_VALIDATED, "call npk_program_validate() or npk_program_load() first");
    if (p->arena_bytes && !arena) return npk__fail(err, NPK_ERR_ARGUMENT, "arena is NULL");
    if ((uintptr_t)arena % NPK_ARENA_ALIGN)
        return npk__fail(err, NPK_ERR_ALIGNMENT, "arena is not 64-byte aligned");
    if ((uint64_t)arena_bytes < p->arena_bytes)
        return npk__fail(err, NPK_ERR_ARENA, "arena has %U bytes; the program needs %U", (uint64_t)arena_bytes, p->arena_bytes);
    for (i = 0; i < p->n_ops; i++) npk__exec_op(p, &p->ops[i], (unsigned char *)arena);
    return NPK_OK;
}

#endif
