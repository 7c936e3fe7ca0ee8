/* dce.c - dead-code removal: ops whose result nobody uses (and that are
 * not returned) are dropped, back to front so whole chains die. Constants
 * only used by dead ops are then never placed in the weights. */
#include "ir.h"

void m2c_recount_uses(m2c_func *f)
{
    int i, j;
    for (i = 0; i < f->n_args; i++) f->args[i]->uses = 0;
    for (i = 0; i < f->n_ops; i++) {
        f->ops[i]->out->uses = 0;
        for (j = 0; j < f->ops[i]->n_in; j++) if (f->ops[i]->in[j]) f->ops[i]->in[j]->uses = 0;   /* NULL: an omitted ONNX input */
    }
    for (i = 0; i < f->n_ops; i++)
        if (!f->ops[i]->dead)
            for (j = 0; j < f->ops[i]->n_in; j++) if (f->ops[i]->in[j]) f->ops[i]->in[j]->uses++;
}

void m2c_dce(m2c_func *f)
{
    int i, j;
    m2c_recount_uses(f);
    for (i = f->n_ops - 1; i >= 0; i--) {
        m2c_op *op = f->ops[i];
        if (op->dead || op->out->uses > 0 || op->out->is_result) continue;
        op->dead = 1;
        for (j = 0; j < op->n_in; j++) op->in[j]->uses--;
    }
}
