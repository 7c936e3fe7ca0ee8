/* layernorm.c - recognises the normalisation PyTorch's LayerNorm exports to
 * (TOSA, one axis):
 *     mean = reduce_sum(x) * k          d = x - mean
 *     var  = reduce_sum(d * d) * k      y = d * rsqrt(var + eps)
 * with k and eps scalar constants, and replaces y's op by one layer_norm op
 * (inv_n = k, eps; the affine mul/add after it stay). The intermediate ops
 * die unless something else uses them. Runs after the softmax pass and
 * before finish_lowering turns reductions into matmuls. */
#include "ir.h"

/* The live op defining v if it is `opcode` with function `fn`. */
static m2c_op *def_of(m2c_value *v, int opcode, int fn)
{
    m2c_op *d = v->kind == M2C_V_OP ? v->def : NULL;
    if (!d || d->dead || d->opcode != opcode) return NULL;
    if (opcode == NPK_OP_UNARY) return d->attr.unary.fn == fn ? d : NULL;
    if (opcode == NPK_OP_BINARY) return d->attr.binary.fn == fn ? d : NULL;
    return d->attr.reduce.fn == fn ? d : NULL;
}

/* A constant holding one f32 value (any all-ones shape): 1 and *f, else 0. */
static int scalar_const(const m2c_value *v, float *f)
{
    if (v->kind != M2C_V_CONST || !v->cbuf || v->cbuf->count != 1 || v->cbuf->elem != 0) return 0;
    *f = v->cbuf->data[0];
    return 1;
}

/* s * k (either order) with s = reduce_sum(of) along axis: 1, the reduction
 * and k; else 0. */
static int scaled_sum(m2c_value *v, m2c_op **sum, float *k)
{
    m2c_op *mul = def_of(v, NPK_OP_BINARY, NPK_BIN_MUL);
    int j;
    if (!mul) return 0;
    for (j = 0; j < 2; j++)
        if ((*sum = def_of(mul->in[j], NPK_OP_REDUCE, NPK_REDUCE_SUM)) && scalar_const(mul->in[1 - j], k) &&
            m2c_type_equal(&mul->out->shape, &(*sum)->out->shape))
            return 1;
    return 0;
}

/* y = d * r: the input x, k and eps of the chain, or NULL. */
static m2c_value *match(m2c_op *y, float *k_out, float *eps, int *axis)
{
    int j, e;
    for (j = 0; j < 2; j++) {
        m2c_value *d = y->in[1 - j];
        m2c_op *rs = def_of(y->in[j], NPK_OP_UNARY, NPK_UN_RSQRT), *add, *var_sum, *sq, *sub, *mean_sum;
        float k1, k2;
        if (!rs || !(add = def_of(rs->in[0], NPK_OP_BINARY, NPK_BIN_ADD))) continue;
        for (e = 0; e < 2; e++)
            if (scalar_const(add->in[1 - e], eps) && scaled_sum(add->in[e], &var_sum, &k2)) break;
        if (e == 2) continue;
        if (!(sq = def_of(var_sum->in[0], NPK_OP_BINARY, NPK_BIN_MUL)) || sq->in[0] != d || sq->in[1] != d) continue;
        if (!(sub = def_of(d, NPK_OP_BINARY, NPK_BIN_SUB)) || !scaled_sum(sub->in[1], &mean_sum, &k1)) continue;
        if (mean_sum->in[0] != sub->in[0] || k1 != k2 || mean_sum->attr.reduce.axis != var_sum->attr.reduce.axis) continue;
        /* every tensor of the chain has x's shape, the reductions keepdims */
        if (!m2c_type_equal(&sub->in[0]->shape, &y->out->shape) || !m2c_type_equal(&d->shape, &y->out->shape) ||
            !m2c_type_equal(&rs->out->shape, &var_sum->out->shape) ||
            !m2c_type_equal(&sub->in[1]->shape, &mean_sum->out->shape))
            continue;
        *k_out = k1;
        *axis = mean_sum->attr.reduce.axis;
        return sub->in[0];
    }
    return NULL;
}

void m2c_layernorm(m2c_func *f)
{
    int i;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        m2c_value *x;
        float k, eps;
        int axis;
        if (op->dead || op->n_in != 2 || !m2c_is_binary(op, NPK_BIN_MUL)) continue;
        if (!(x = match(op, &k, &eps, &axis))) continue;
        op->kind = M2C_OPK_TCP;
        m2c_set_op(op, NPK_OP_LAYER_NORM);
        op->n_in = 1;
        op->in[0] = x;
        op->attr.layer_norm.axis = axis;
        op->attr.layer_norm.inv_n = k;
        op->attr.layer_norm.eps = eps;
        op->inplace_ok = 1;
    }
    m2c_dce(f);
}
