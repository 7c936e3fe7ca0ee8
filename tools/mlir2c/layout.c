/* layout.c - removes the layout changes that dialect lowering leaves:
 *   transpose(transpose(x))          -> one transpose (none if identity)
 *   transpose -> relu/clamp/exp/...  -> the unary first, then the transpose
 *                                       (so it can meet its inverse)
 *   reshape(reshape(x))              -> one reshape (none if same shape)
 * TOSA convs and pools are NHWC; lower_tosa.c wraps each NCHW kernel in
 * transposes, and torch-mlir wraps each NHWC op in the opposite ones, so
 * after this pass an NCHW model runs with no transposes at run time. */
#include <string.h>
#include "ir.h"

static int live_def(const m2c_value *v, int opcode)
{
    return v->kind == M2C_V_OP && v->def && !v->def->dead && v->def->opcode == opcode;
}

static int is_unary(const m2c_op *op)
{
    return op->opcode == NPK_OP_UNARY;
}

/* op's result is v everywhere (op itself dies), unless it is returned. */
static void replace(m2c_op *op, m2c_value *v)
{
    if (op->out->is_result) {       /* keep a copy so the output owns its bytes */
        op->kind = M2C_OPK_COPY;
        m2c_set_op(op, NPK_OP_RESHAPE);
        op->in[0] = v;
        op->n_in = 1;
        return;
    }
    op->out->repl = v;
    op->dead = 1;
}

static m2c_op *sole_user(m2c_func *f, int from, m2c_value *v)
{
    int i, j;
    m2c_op *u = NULL;
    if (v->is_result) return NULL;
    for (i = from + 1; i < f->n_ops; i++) {
        if (f->ops[i]->dead) continue;
        for (j = 0; j < f->ops[i]->n_in; j++)
            if (f->ops[i]->in[j] == v) { if (u && u != f->ops[i]) return NULL; u = f->ops[i]; }
    }
    return u;
}

static void resolve_all(m2c_func *f)
{
    int i, j;
    for (i = 0; i < f->n_ops; i++)
        for (j = 0; j < f->ops[i]->n_in; j++) f->ops[i]->in[j] = m2c_resolve(f->ops[i]->in[j]);
    for (i = 0; i < f->n_results; i++) f->results[i] = m2c_resolve(f->results[i]);
}

static int step(m2c_func *f)
{
    int i, d, changed = 0;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i], *u;
        m2c_value *x;
        if (op->dead) continue;
        x = op->in[0] = m2c_resolve(op->in[0]);
        if (op->opcode == NPK_OP_TRANSPOSE) {
            int ident = 1;
            if (live_def(x, NPK_OP_TRANSPOSE)) {
                const m2c_op *p = x->def;
                int32_t perm[NPK_MAX_RANK];
                for (d = 0; d < x->shape.rank; d++) perm[d] = NPK_TRANSPOSE_PERM(p)[NPK_TRANSPOSE_PERM(op)[d]];
                for (d = 0; d < x->shape.rank; d++) NPK_TRANSPOSE_PERM(op)[d] = perm[d];
                op->in[0] = x = p->in[0];
                changed = 1;
            }
            for (d = 0; d < x->shape.rank; d++) if (NPK_TRANSPOSE_PERM(op)[d] != d) ident = 0;
            if (ident) { replace(op, x); changed = 1; continue; }
            u = sole_user(f, i, op->out);
            if (u && is_unary(u) && !u->out->is_result) {
                /* T(x) -> U  becomes  U(x) -> T, reusing the two values */
                m2c_op t = *op;
                m2c_value *mid = op->out, *end = u->out;
                op->attr = u->attr;
                op->opcode = u->opcode; op->kind = u->kind; op->inplace_ok = u->inplace_ok;
                op->in[0] = x;
                mid->shape = mid->decl = x->shape;
                u->attr = t.attr;
                u->opcode = t.opcode; u->kind = t.kind; u->inplace_ok = t.inplace_ok;
                u->in[0] = mid;
                (void)end;
                changed = 1;
            }
        } else if (op->opcode == NPK_OP_RESHAPE && op->kind != M2C_OPK_COPY) {
            if (live_def(x, NPK_OP_RESHAPE) && x->def->kind != M2C_OPK_COPY) {
                op->in[0] = x = x->def->in[0];
                changed = 1;
            }
            if (m2c_type_equal(&x->shape, &op->out->shape) && !op->out->is_result) { replace(op, x); changed = 1; }
        }
    }
    resolve_all(f);
    return changed;
}

void m2c_layout(m2c_func *f)
{
    int rounds = 0;
    resolve_all(f);
    while (step(f) && ++rounds < 1000) {}
    m2c_dce(f);
}
