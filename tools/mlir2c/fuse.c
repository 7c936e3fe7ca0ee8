/* fuse.c - merge chains into single TCP ops so intermediates never touch
 * memory:
 *   transpose(2-D) -> matmul            => matmul with trans_a/trans_b
 *   matmul -> add(bias) -> relu|clamp   => matmul with bias_mode and act
 *   conv -> add(const [1,F,1,1] bias) -> relu|clamp => conv2d with bias, act
 *   conv(relu) -> max_pool(no pad, floor) => conv2d with fused pool (attrs 12..16)
 *   conv(+bias)(+act) -> add(conv, r) [-> relu|clamp] => conv2d with the
 *     residual r as last operand, pool = add_after_act when the conv had an
 *     activation (act(conv + b) + r), else add_before_act, so that an
 *     activation after the add fuses as act(conv + b + r)
 *   sigmoid(x) -> mul(x, sigmoid(x)) (either order) => unary silu (SiLU as
 *     ONNX exports it: one pass instead of two)
 * A chain is only merged when the intermediate has exactly one user and is
 * not a function result. The merged op takes the place of the last op in
 * the chain, so every operand is still defined before it. */
#include <string.h>
#include "ir.h"

static m2c_op *only_user(m2c_func *f, int from, m2c_value *v)
{
    int i, j;
    if (v->uses != 1 || v->is_result) return NULL;
    for (i = from + 1; i < f->n_ops; i++) {
        if (f->ops[i]->dead) continue;
        for (j = 0; j < f->ops[i]->n_in; j++)
            if (f->ops[i]->in[j] == v) return f->ops[i];
    }
    return NULL;
}

/* Move op's computation into the slot of `user`, which produces the result. */
static void move_into(m2c_op *op, m2c_op *user)
{
    m2c_value *out = user->out;
    const char *loc = user->loc;
    /* the fused op keeps the main op's source name (debug names), not the user's */
    const char *name = op->debug_name ? op->debug_name : m2c_diag_loc_name(op->loc);
    *user = *op;
    user->out = out;
    user->loc = loc;
    user->debug_name = name;
    out->def = user;
    op->dead = 1;
}

static int is_act(const m2c_op *u) { return m2c_is_unary(u, NPK_UN_RELU) || m2c_is_unary(u, NPK_UN_CLAMP); }

/* The activation u as a fused act/act_min/act_max triple. */
static void set_act(int32_t *act, float *act_min, float *act_max, const m2c_op *u)
{
    *act = m2c_is_unary(u, NPK_UN_RELU) ? NPK_ACT_RELU : NPK_ACT_CLAMP;
    if (*act == NPK_ACT_CLAMP) {
        *act_min = u->attr.unary.p0;
        *act_max = u->attr.unary.p1;
    }
}

static int fuse_matmul(m2c_func *f, int i)
{
    m2c_op *op = f->ops[i], *u;
    int k;
    /* transpose feeding the matmul becomes a flag */
    for (k = 0; k < 2; k++) {
        m2c_value *v = op->in[k];
        m2c_op *t = v->def;
        if (v->kind != M2C_V_OP || !t || t->dead || t->opcode != NPK_OP_TRANSPOSE || v->uses != 1 || v->is_result) continue;
        if (t->in[0]->shape.rank != 2) continue;
        op->in[k] = t->in[0];
        if (k == 0) op->attr.matmul.trans_a = !op->attr.matmul.trans_a;
        else op->attr.matmul.trans_b = !op->attr.matmul.trans_b;
        t->dead = 1;
        return 1;
    }
    u = only_user(f, i, op->out);
    if (!u) return 0;
    if (op->n_in == 2 && op->attr.matmul.act == NPK_ACT_NONE && m2c_is_binary(u, NPK_BIN_ADD)) {
        m2c_value *b = u->in[0] == op->out ? u->in[1] : u->in[0];
        const m2c_type *s = &b->shape;
        int r = op->out->shape.rank;   /* batched: the bias applies to every matrix */
        int64_t M = op->out->shape.dims[r - 2], N = op->out->shape.dims[r - 1];
        int mode = 0;
        if (b == op->out || s->rank > 2) return 0;
        if (s->rank == 2 && s->dims[0] == 1 && s->dims[1] == N) mode = NPK_BIAS_COL;  /* also when M == 1 */
        else if (s->rank == 2 && s->dims[0] == M && s->dims[1] == N) mode = NPK_BIAS_FULL;
        else if (s->rank == 1 && s->dims[0] == N) mode = NPK_BIAS_COL;
        else if (s->rank == 2 && s->dims[0] == M && s->dims[1] == 1) mode = NPK_BIAS_ROW;
        if (!mode) return 0;
        op->in[2] = b;
        op->in_loc[2] = u->loc;
        op->n_in = 3;
        op->attr.matmul.bias = mode;
        move_into(op, u);
        return 1;
    }
    if (op->attr.matmul.act == NPK_ACT_NONE && is_act(u)) {
        set_act(&op->attr.matmul.act, &op->attr.matmul.act_min, &op->attr.matmul.act_max, u);
        move_into(op, u);
        return 1;
    }
    return 0;
}

/* Index of the first live op after i (f->n_ops: none). */
static int next_live(m2c_func *f, int i)
{
    for (i++; i < f->n_ops && f->ops[i]->dead; i++) {}
    return i;
}

/* Whether v exists before op i runs: an argument, a constant, or the
 * result of an earlier op. */
static int defined_before(m2c_func *f, const m2c_value *v, int i)
{
    int k;
    if (v->kind != M2C_V_OP) return 1;
    for (k = 0; k < i; k++)
        if (f->ops[k] == v->def) return 1;
    return 0;
}

/* conv -> add(conv, r): r becomes the conv's last operand. Only where the
 * add is the next op (the conv's inputs then live no longer than before),
 * r is defined before the conv (for a residual block the conv on the path
 * computed last: the shortcut's 1x1 conv when it follows the main path) and
 * has the conv's result shape (no broadcast). */
static int fuse_residual(m2c_func *f, int i, m2c_op *u)
{
    m2c_op *op = f->ops[i];
    npk_conv2d_attrs *a = &op->attr.conv2d;
    m2c_value *r = u->in[0] == op->out ? u->in[1] : u->in[0];
    int k;
    if (a->pool != NPK_CONV2D_POOL_NONE || !m2c_is_binary(u, NPK_BIN_ADD) || r == op->out) return 0;
    if (next_live(f, i) >= f->n_ops || f->ops[next_live(f, i)] != u || !defined_before(f, r, i)) return 0;
    if (r->shape.elem != op->out->shape.elem || r->shape.rank != 4 || op->out->shape.rank != 4) return 0;
    for (k = 0; k < 4; k++)
        if (r->shape.dims[k] != op->out->shape.dims[k]) return 0;
    op->in[op->n_in] = r;
    op->in_loc[op->n_in] = u->loc;
    op->n_in++;
    a->pool = a->act == NPK_ACT_NONE ? NPK_CONV2D_ADD_BEFORE_ACT : NPK_CONV2D_ADD_AFTER_ACT;
    move_into(op, u);
    return 1;
}

static int fuse_conv(m2c_func *f, int i)
{
    m2c_op *op = f->ops[i], *u = only_user(f, i, op->out);
    npk_conv2d_attrs *a = &op->attr.conv2d;
    if (!u || a->pool == NPK_CONV2D_POOL_MAX || a->pool == NPK_CONV2D_ADD_AFTER_ACT) return 0;
    if (op->n_in == 2 && a->act == NPK_ACT_NONE && !a->pool && m2c_is_binary(u, NPK_BIN_ADD)) {
        m2c_value *b = u->in[0] == op->out ? u->in[1] : u->in[0];
        const m2c_type *s = &b->shape;
        int64_t F = op->out->shape.dims[1];
        m2c_type t;
        int bias = b != op->out && b->kind == M2C_V_CONST &&
                   ((s->rank == 4 && s->dims[0] == 1 && s->dims[1] == F && s->dims[2] == 1 && s->dims[3] == 1) ||
                    (s->rank == 3 && s->dims[0] == F && s->dims[1] == 1 && s->dims[2] == 1));
        if (!bias) return fuse_residual(f, i, u);
        memset(&t, 0, sizeof t);
        t.rank = 1;
        t.dims[0] = F;
        op->in[2] = m2c_new_const(b->name, b->loc, &t, b->cbuf);
        op->in_loc[2] = u->loc;
        op->n_in = 3;
        move_into(op, u);
        return 1;
    }
    if (a->act == NPK_ACT_NONE && is_act(u)) {
        set_act(&a->act, &a->act_min, &a->act_max, u);
        move_into(op, u);
        return 1;
    }
    if (fuse_residual(f, i, u)) return 1;
    if (a->act == NPK_ACT_RELU && !a->pool && u->opcode == NPK_OP_MAXPOOL2D && !u->attr.max_pool2d.pad_top &&
        !u->attr.max_pool2d.pad_left && !u->attr.max_pool2d.pad_bottom && !u->attr.max_pool2d.pad_right &&
        !u->attr.max_pool2d.ceil_mode) {
        a->pool = NPK_CONV2D_POOL_MAX;
        a->pool_kh = u->attr.max_pool2d.kh;
        a->pool_kw = u->attr.max_pool2d.kw;
        a->pool_stride_h = u->attr.max_pool2d.stride_h;
        a->pool_stride_w = u->attr.max_pool2d.stride_w;
        move_into(op, u);
        return 1;
    }
    return 0;
}

/* op is sigmoid(x); its only user mul(x, op) or mul(op, x) becomes silu(x).
 * Same values: silu is x times that sigmoid (npk_eltwise_fns.h). */
static int fuse_silu(m2c_func *f, int i)
{
    m2c_op *op = f->ops[i], *u = only_user(f, i, op->out);
    m2c_value *x = op->in[0];
    if (!u || !m2c_is_binary(u, NPK_BIN_MUL) || u->in[0] == u->in[1]) return 0;
    if ((u->in[0] == op->out ? u->in[1] : u->in[0]) != x) return 0;
    op->attr.unary.fn = NPK_UN_SILU;
    move_into(op, u);
    return 1;
}

m2c_value *m2c_new_const(const char *name, const char *loc, const m2c_type *shape, m2c_cbuf *cb)
{
    m2c_value *v = (m2c_value *)m2c_alloc(sizeof *v);
    v->name = m2c_strndup(name, strlen(name));
    v->loc = loc;
    v->kind = M2C_V_CONST;
    v->decl = v->shape = *shape;
    v->cbuf = cb;
    v->tensor = -1;
    return v;
}

void m2c_fuse(m2c_func *f)
{
    int i, changed = 1;
    m2c_step("fusing ops (%d)", f->n_ops);
    while (changed) {
        changed = 0;
        for (i = 0; i < f->n_ops; i++) {
            m2c_op *op = f->ops[i];
            m2c_recount_uses(f);
            if (op->dead) continue;
            if (op->opcode == NPK_OP_MATMUL && fuse_matmul(f, i)) changed = 1;
            else if (op->opcode == NPK_OP_CONV2D && fuse_conv(f, i)) changed = 1;
            else if (m2c_is_unary(op, NPK_UN_SIGMOID) && fuse_silu(f, i)) changed = 1;
        }
    }
    m2c_recount_uses(f);
}
