/* softmax.c - recognises a softmax or log_softmax that arrives decomposed
 * (TOSA: reduce_max, sub, exp, reduce_sum, reciprocal, mul; linalg: the
 * same as generics, with divf, a binary div) and replaces it by one softmax op (log=1
 * for log-softmax). Reshapes between the reductions and their users (linalg
 * drops and re-adds the reduced dim) are looked through. The max
 * subtraction may be missing; npk's softmax always subtracts the max. */
#include <string.h>
#include "ir.h"

static m2c_value *skip_reshapes(m2c_value *v)
{
    while (v->kind == M2C_V_OP && v->def && !v->def->dead && v->def->opcode == NPK_OP_RESHAPE) v = v->def->in[0];
    return v;
}

/* The live op defining v if it is `opcode` with function `fn`. */
static m2c_op *def_of(m2c_value *v, int opcode, int fn, int through_reshapes)
{
    m2c_op *d;
    if (through_reshapes) v = skip_reshapes(v);
    d = v->kind == M2C_V_OP ? v->def : NULL;
    if (!d || d->dead || d->opcode != opcode) return NULL;
    if (opcode == NPK_OP_UNARY) return d->attr.unary.fn == fn ? d : NULL;
    if (opcode == NPK_OP_BINARY) return d->attr.binary.fn == fn ? d : NULL;
    return d->attr.reduce.fn == fn ? d : NULL;
}
#define EXP_OF(v) def_of(v, NPK_OP_UNARY, NPK_UN_EXP, 0)
#define LOG_OF(v) def_of(v, NPK_OP_UNARY, NPK_UN_LOG, 0)
#define RECIPROCAL_OF(v) def_of(v, NPK_OP_UNARY, NPK_UN_RECIPROCAL, 0)
#define SUB_OF(v) def_of(v, NPK_OP_BINARY, NPK_BIN_SUB, 0)
#define REDUCE_MAX_OF(v) def_of(v, NPK_OP_REDUCE, NPK_REDUCE_MAX, 1)
#define REDUCE_SUM_OF(v) def_of(v, NPK_OP_REDUCE, NPK_REDUCE_SUM, 1)

/* The input of exp(x - max(x)) or exp(x) with the reduction axis, or NULL.
 * `keep` is the keepdims shape the reductions must have. */
static m2c_value *softmax_input(m2c_value *e, int axis, const m2c_type *keep)
{
    m2c_op *ex = EXP_OF(e), *sub, *mx;
    m2c_value *d;
    if (!ex) return NULL;
    d = ex->in[0];
    sub = SUB_OF(d);
    if (sub && m2c_type_equal(&sub->in[1]->shape, keep) && (mx = REDUCE_MAX_OF(sub->in[1])) &&
        mx->in[0] == sub->in[0] && mx->attr.reduce.axis == axis)
        return sub->in[0];
    return d;
}

static void make(m2c_op *op, int log, m2c_value *x, int axis)
{
    op->kind = log ? M2C_OPK_LOG_SOFTMAX : M2C_OPK_SOFTMAX;
    m2c_set_op(op, NPK_OP_SOFTMAX);
    op->n_in = 1;
    op->in[0] = x;
    op->attr.softmax.axis = axis;
    op->attr.softmax.log = log;
    op->inplace_ok = 1;
}

void m2c_softmax(m2c_func *f)
{
    int i, k;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i], *r, *s;
        m2c_value *x;
        if (op->dead || op->n_in != 2) continue;
        if (m2c_is_binary(op, NPK_BIN_MUL)) {
            /* e * reciprocal(reduce_sum(e)) */
            for (k = 0; k < 2; k++) {
                m2c_value *e = op->in[1 - k];
                if (!(r = RECIPROCAL_OF(op->in[k]))) continue;
                if (!(s = REDUCE_SUM_OF(r->in[0])) || s->in[0] != e) continue;
                if (!m2c_type_equal(&op->in[k]->shape, &s->out->shape) || !m2c_type_equal(&e->shape, &op->out->shape)) continue;
                if (!(x = softmax_input(e, s->attr.reduce.axis, &s->out->shape))) continue;
                make(op, 0, x, s->attr.reduce.axis);
                break;
            }
        } else if (m2c_is_binary(op, NPK_BIN_DIV)) {
            /* e / reduce_sum(e) (linalg's divf) */
            m2c_value *e = op->in[0];
            if (!(s = REDUCE_SUM_OF(op->in[1])) || s->in[0] != e) continue;
            if (!m2c_type_equal(&op->in[1]->shape, &s->out->shape) || !m2c_type_equal(&e->shape, &op->out->shape)) continue;
            if (!(x = softmax_input(e, s->attr.reduce.axis, &s->out->shape))) continue;
            make(op, 0, x, s->attr.reduce.axis);
        } else if (m2c_is_binary(op, NPK_BIN_SUB)) {
            /* d - log(reduce_sum(exp(d))), d = x - max(x) or x */
            m2c_value *d = op->in[0], *e;
            m2c_op *lg = LOG_OF(op->in[1]), *mx, *sub;
            if (!lg || !(s = REDUCE_SUM_OF(lg->in[0]))) continue;
            if (!m2c_type_equal(&op->in[1]->shape, &s->out->shape)) continue;
            e = s->in[0];
            if (!EXP_OF(e) || e->def->in[0] != d) continue;
            x = d;
            sub = SUB_OF(d);
            if (sub && m2c_type_equal(&sub->in[1]->shape, &s->out->shape) && (mx = REDUCE_MAX_OF(sub->in[1])) &&
                mx->in[0] == sub->in[0] && mx->attr.reduce.axis == s->attr.reduce.axis)
                x = sub->in[0];
            make(op, 1, x, s->attr.reduce.axis);
        }
    }
    m2c_dce(f);
}
