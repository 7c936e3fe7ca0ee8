/* eval.c - run one lowered (TCP) op on plain float buffers with the npk
 * reference kernels. Constant folding uses it, so folded results are
 * exactly what the reference kernels compute. */
#include <math.h>
#include <string.h>
#include "ir.h"

static float bits_f32(int32_t b)
{
    float f;
    memcpy(&f, &b, 4);
    return f;
}

static void dims_of(const m2c_type *t, size_t *d)
{
    int i;
    for (i = 0; i < t->rank; i++) d[i] = (size_t)t->dims[i];
}

/* The internal kinds that have no TCP opcode (lowering leftovers). */
static void eval_internal(const m2c_op *op, const float *const *in, float *out)
{
    const m2c_type *x = &op->in[0]->shape, *y = &op->out->shape;
    size_t n = (size_t)m2c_type_count(y), i, j, k;
    switch (op->kind) {
    case M2C_OPK_RECIPROCAL: for (i = 0; i < n; i++) out[i] = 1.0f / in[0][i]; break;
    case M2C_OPK_LOG: for (i = 0; i < n; i++) out[i] = logf(in[0][i]); break;
    case M2C_OPK_REDUCE_MAX: case M2C_OPK_REDUCE_SUM: {
        size_t outer = 1, len = (size_t)x->dims[op->attr[0]], inner = 1;
        int d;
        for (d = 0; d < op->attr[0]; d++) outer *= (size_t)x->dims[d];
        for (d = op->attr[0] + 1; d < x->rank; d++) inner *= (size_t)x->dims[d];
        for (i = 0; i < outer; i++)
            for (k = 0; k < inner; k++) {
                float acc = op->kind == M2C_OPK_REDUCE_MAX ? -HUGE_VALF : 0.0f;
                for (j = 0; j < len; j++) {
                    float v = in[0][(i * len + j) * inner + k];
                    if (op->kind == M2C_OPK_REDUCE_SUM) acc += v;
                    else if (v > acc || v != v) acc = v;
                }
                out[i * inner + k] = acc;
            }
        break;
    }
    case M2C_OPK_BROADCAST: {
        size_t od[NPK_MAX_RANK], xd[NPK_MAX_RANK], xs[NPK_MAX_RANK], zs[NPK_MAX_RANK];
        static const float zero = 0.0f;
        dims_of(y, od);
        dims_of(x, xd);
        memset(zs, 0, sizeof zs);
        npk_broadcast_strides((size_t)y->rank, od, (size_t)x->rank, xd, xs);
        npk_ref_binary_f32(NPK_BIN_ADD, (size_t)y->rank, od, in[0], xs, &zero, zs, out);
        break;
    }
    default:
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: cannot evaluate %s", m2c_op_name(op));
    }
}

void m2c_eval_op(const m2c_op *op, const float *const *in, float *out, void *scratch)
{
    const m2c_type *x = &op->in[0]->shape, *y = &op->out->shape;
    size_t n = (size_t)m2c_type_count(y);
    (void)scratch;
    switch (op->opcode) {
    case NPK_OP_MATMUL: {
        const m2c_type *b = &op->in[1]->shape;
        size_t M = (size_t)y->dims[0], N = (size_t)y->dims[1];
        size_t K = (size_t)(op->attr[0] ? x->dims[0] : x->dims[1]);
        npk_epilogue ep;
        memset(&ep, 0, sizeof ep);
        ep.bias_mode = (npk_bias_mode)op->attr[2];
        ep.bias = op->n_in > 2 ? in[2] : NULL;
        ep.act = (npk_act)op->attr[3];
        ep.act_min = bits_f32(op->attr[4]);
        ep.act_max = bits_f32(op->attr[5]);
        npk_ref_matmul_f32(M, N, K, in[0], (size_t)x->dims[1], op->attr[0], in[1], (size_t)b->dims[1], op->attr[1], out, N, &ep);
        break;
    }
    case NPK_OP_ADD: case NPK_OP_SUB: case NPK_OP_MUL: case NPK_OP_MAX: case NPK_OP_MIN: {
        static const npk_binary_op map[] = { NPK_BIN_ADD, NPK_BIN_SUB, NPK_BIN_MUL, NPK_BIN_MAX, NPK_BIN_MIN };
        size_t od[NPK_MAX_RANK], ad[NPK_MAX_RANK], bd[NPK_MAX_RANK], as[NPK_MAX_RANK], bs[NPK_MAX_RANK];
        const m2c_type *b = &op->in[1]->shape;
        dims_of(y, od); dims_of(x, ad); dims_of(b, bd);
        npk_broadcast_strides((size_t)y->rank, od, (size_t)x->rank, ad, as);
        npk_broadcast_strides((size_t)y->rank, od, (size_t)b->rank, bd, bs);
        npk_ref_binary_f32(map[op->opcode - NPK_OP_ADD], (size_t)y->rank, od, in[0], as, in[1], bs, out);
        break;
    }
    case NPK_OP_RELU: npk_ref_unary_f32(NPK_UN_RELU, n, in[0], out, 0, 0); break;
    case NPK_OP_EXP: npk_ref_unary_f32(NPK_UN_EXP, n, in[0], out, 0, 0); break;
    case NPK_OP_TANH: npk_ref_unary_f32(NPK_UN_TANH, n, in[0], out, 0, 0); break;
    case NPK_OP_SIGMOID: npk_ref_unary_f32(NPK_UN_SIGMOID, n, in[0], out, 0, 0); break;
    case NPK_OP_CLAMP: npk_ref_unary_f32(NPK_UN_CLAMP, n, in[0], out, bits_f32(op->attr[0]), bits_f32(op->attr[1])); break;
    case NPK_OP_SOFTMAX: case NPK_OP_LOG_SOFTMAX: {
        size_t outer = 1, inner = 1;
        int i, axis = op->attr[0];
        for (i = 0; i < axis; i++) outer *= (size_t)x->dims[i];
        for (i = axis + 1; i < x->rank; i++) inner *= (size_t)x->dims[i];
        npk_ref_softmax_f32(outer, (size_t)x->dims[axis], inner, in[0], out, op->opcode == NPK_OP_LOG_SOFTMAX);
        break;
    }
    case NPK_OP_RESHAPE: memmove(out, in[0], n * sizeof(float)); break;
    case NPK_OP_TRANSPOSE: {
        size_t d[NPK_MAX_RANK], perm[NPK_MAX_RANK];
        int i;
        dims_of(x, d);
        for (i = 0; i < x->rank; i++) perm[i] = (size_t)op->attr[i];
        npk_ref_transpose_f32((size_t)x->rank, d, perm, in[0], out);
        break;
    }
    case NPK_OP_CONV2D: {
        npk_conv2d_params p;
        m2c_conv_params(op, &p);
        npk_ref_conv2d_f32(&p, in[0], in[1], op->n_in > 2 ? in[2] : NULL, out);
        break;
    }
    case NPK_OP_MAXPOOL2D: case NPK_OP_AVGPOOL2D: {
        npk_pool2d_params p;
        m2c_pool_params(op, &p);
        if (op->opcode == NPK_OP_MAXPOOL2D) npk_ref_maxpool2d_f32(&p, in[0], out);
        else npk_ref_avgpool2d_f32(&p, in[0], out);
        break;
    }
    case NPK_OP_GLOBAL_AVGPOOL: {
        size_t nc = (size_t)(x->dims[0] * x->dims[1]), hw = (size_t)(x->dims[2] * x->dims[3]), i, j;
        for (i = 0; i < nc; i++) {
            float s = 0;
            for (j = 0; j < hw; j++) s += in[0][i * hw + j];
            out[i] = s / (float)hw;
        }
        break;
    }
    case 0:
        eval_internal(op, in, out);
        break;
    default:
        m2c_fatal(M2C_EXIT_INTERNAL, "internal error: cannot evaluate opcode %d", op->opcode);
    }
}
