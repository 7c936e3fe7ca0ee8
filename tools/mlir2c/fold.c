/* fold.c - constant folding and dead-op removal. An op whose operands are
 * all constants is evaluated now (eval.c, by the interpreter) and its result
 * becomes a constant; a reshape of a constant is a new constant viewing the
 * same bytes. Dead ops are dropped first and last (dce.c). */
#include <stdlib.h>
#include "ir.h"
#include "literals.h"

/* An op with a non-f32 result, evaluated on the constants' stored bytes:
 * the result keeps its bytes (raw) and, as every integer constant does,
 * its values as floats. */
static void fold_typed(m2c_op *op, const float *const *in)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    int es = m2c_elem_bytes(op->out->shape.elem);
    uint64_t k;
    cb->count = m2c_type_count(&op->out->shape);
    cb->elem = op->out->shape.elem;
    cb->raw = m2c_alloc((size_t)cb->count * (size_t)es + 8u);
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 4u);
    m2c_eval_op(op, in, (float *)cb->raw);
    for (k = 0; k < cb->count; k++) {
        int64_t i;
        cb->data[k] = (float)m2c_load_elem((const unsigned char *)cb->raw + k * (uint64_t)es, cb->elem, 0, &i);
    }
    op->out->kind = M2C_V_CONST;
    op->out->cbuf = cb;
    op->out->def = NULL;
    op->dead = 1;
}

/* An unrolled loop's step select(cond, body, value) whose cond is now a
 * constant: its result is the chosen operand (the other branch then dies),
 * so a loop on run-time data computes only the iterations it runs. */
static int take_branch(m2c_op *op)
{
    m2c_value *c = op->in[0], *pick;
    int64_t k = 0;
    if (c->kind != M2C_V_CONST || !c->cbuf || c->cbuf->count != 1) return 0;
    if (c->cbuf->raw) m2c_load_elem((const unsigned char *)c->cbuf->raw, c->cbuf->elem, 0, &k);
    else k = c->cbuf->data[0] != 0.0f;
    pick = op->in[k ? 1 : 2];
    if (op->out->is_result) {   /* a returned value owns its bytes: a copy */
        op->in[0] = pick;
        op->n_in = 1;
        m2c_set_op(op, NPK_OP_RESHAPE);
        op->kind = M2C_OPK_COPY;
        return 0;
    }
    op->out->repl = pick;
    op->dead = 1;
    return 1;
}

/* Fold op when its operands are all constants; typed: whatever the element
 * types (on the stored bytes), else f32 ops and reshapes only. */
static int fold_one(m2c_op *op, int typed)
{
    const float *in[NPK_MAX_OP_INPUTS];
    m2c_cbuf *cb;
    int j;
    for (j = 0; j < op->n_in; j++) {
        m2c_cbuf *c = op->in[j]->cbuf;
        if (op->in[j]->kind != M2C_V_CONST || !c->data) break;
        if (typed && op->in[j]->shape.elem != M2C_F32 && !c->raw) break;
        in[j] = typed && op->in[j]->shape.elem != M2C_F32 ? (const float *)c->raw : c->data;
    }
    if (j < op->n_in) return 0;
    if (typed && op->opcode != NPK_OP_RESHAPE && op->out->shape.elem != M2C_F32) {
        fold_typed(op, in);
        return 1;
    }
    /* eval.c computes in floats: other element types stay ops (a
     * reshape only renames the bytes, so it folds for every type);
     * an unrolled tosa.while_loop's ops fold whatever their type */
    if (op->opcode != NPK_OP_RESHAPE && !typed) {
        for (j = 0; j < op->n_in && op->in[j]->shape.elem == M2C_F32; j++) {}
        if (j < op->n_in || op->out->shape.elem != M2C_F32) return 0;
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
    return 1;
}

int m2c_fold_op(m2c_op *op)
{
    if (op->dead || (!op->opcode && op->kind != M2C_OPK_BROADCAST)) return 0;
    if (op->kind == M2C_OPK_BROADCAST && op->out->shape.elem != M2C_F32) return 0;   /* eval.c adds zeros in f32 */
    return fold_one(op, 1);
}

void m2c_fold(m2c_func *f)
{
    int i, j, typed;
    m2c_step("folding constants (%d ops)", f->n_ops);
    m2c_dce(f);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        if (op->dead) continue;
        typed = m2c_in_while_loop(op->loc) && op->opcode;
        if (typed) {
            for (j = 0; j < op->n_in; j++) op->in[j] = m2c_resolve(op->in[j]);
            if (op->opcode == NPK_OP_SELECT && take_branch(op)) continue;
        }
        fold_one(op, typed);
    }
    m2c_dce(f);
}
