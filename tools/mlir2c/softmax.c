/* softmax.c - recognises a softmax or log_softmax that arrives decomposed
 * (TOSA: reduce_max, sub, exp, reduce_sum, reciprocal, mul; linalg: the
 * same as generics, with divf) and replaces it by one softmax op (log=1
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

static m2c_op *def_of(m2c_value *v, m2c_opkind kind, int through_reshapes)
{
    if (through_reshapes) v = skip_reshapes(v);
    return v->kind == M2C_V_OP && v->def && !v->def->dead && v->def->kind == kind ? v->def : NULL;
}

/* The input of exp(x - max(x)) or exp(x) with the reduction axis, or NULL.
 * `keep` is the keepdims shape the reductions must have. */
static m2c_value *softmax_input(m2c_value *e, int axis, const m2c_type *keep)
{
    m2c_op *ex = def_of(e, M2C_OPK_EXP, 0), *sub, *mx;
    m2c_value *d;
    if (!ex) return NULL;
    d = ex->in[0];
    sub = def_of(d, M2C_OPK_SUB, 0);
    if (sub && m2c_type_equal(&sub->in[1]->shape, keep) && (mx = def_of(sub->in[1], M2C_OPK_REDUCE_MAX, 1)) &&
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
        if (op->kind == M2C_OPK_MUL) {
            /* e * reciprocal(reduce_sum(e)) */
            for (k = 0; k < 2; k++) {
                m2c_value *e = op->in[1 - k];
                if (!(r = def_of(op->in[k], M2C_OPK_RECIPROCAL, 0))) continue;
                if (!(s = def_of(r->in[0], M2C_OPK_REDUCE_SUM, 1)) || s->in[0] != e) continue;
                if (!m2c_type_equal(&op->in[k]->shape, &s->out->shape) || !m2c_type_equal(&e->shape, &op->out->shape)) continue;
                if (!(x = softmax_input(e, s->attr.reduce.axis, &s->out->shape))) continue;
                make(op, 0, x, s->attr.reduce.axis);
                break;
            }
        } else if (op->kind == M2C_OPK_SUB) {
            /* d - log(reduce_sum(exp(d))), d = x - max(x) or x */
            m2c_value *d = op->in[0], *e;
            m2c_op *lg = def_of(op->in[1], M2C_OPK_LOG, 0), *mx, *sub;
            if (!lg || !(s = def_of(lg->in[0], M2C_OPK_REDUCE_SUM, 1))) continue;
            if (!m2c_type_equal(&op->in[1]->shape, &s->out->shape)) continue;
            e = s->in[0];
            if (!def_of(e, M2C_OPK_EXP, 0) || e->def->in[0] != d) continue;
            x = d;
            sub = def_of(d, M2C_OPK_SUB, 0);
            if (sub && m2c_type_equal(&sub->in[1]->shape, &s->out->shape) && (mx = def_of(sub->in[1], M2C_OPK_REDUCE_MAX, 1)) &&
                mx->in[0] == sub->in[0] && mx->attr.reduce.axis == s->attr.reduce.axis)
                x = sub->in[0];
            make(op, 1, x, s->attr.reduce.axis);
        }
    }
    m2c_dce(f);
}
