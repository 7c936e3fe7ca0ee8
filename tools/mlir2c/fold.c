/* fold.c - constant folding and dead-op removal. An op whose operands are
 * all constants is evaluated now (eval.c, by the interpreter) and its result
 * becomes a constant; a reshape of a constant is a new constant viewing the
 * same bytes. Dead ops are dropped first and last (dce.c). */
#include <stdlib.h>
#include "ir.h"

void m2c_fold(m2c_func *f)
{
    int i, j;
    m2c_dce(f);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        const float *in[NPK_MAX_OP_INPUTS];
        m2c_cbuf *cb;
        if (op->dead) continue;
        for (j = 0; j < op->n_in; j++) {
            if (op->in[j]->kind != M2C_V_CONST || !op->in[j]->cbuf->data) break;
            in[j] = op->in[j]->cbuf->data;
        }
        if (j < op->n_in) continue;
        /* eval.c computes in floats: other element types stay ops (a
         * reshape only renames the bytes, so it folds for every type) */
        if (op->opcode != NPK_OP_RESHAPE) {
            for (j = 0; j < op->n_in && op->in[j]->shape.elem == M2C_F32; j++) {}
            if (j < op->n_in || op->out->shape.elem != M2C_F32) continue;
        }
        if (op->opcode == NPK_OP_RESHAPE) {
            cb = op->in[0]->cbuf;  /* same bytes, new shape */
        } else {
            cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
            cb->count = m2c_type_count(&op->out->shape);
            cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float));
            m2c_eval_op(op, in, cb->data);
        }
        op->out->kind = M2C_V_CONST;
        op->out->cbuf = cb;
        op->out->def = NULL;
        op->dead = 1;
    }
    m2c_dce(f);
}
