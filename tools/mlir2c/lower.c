/* lower.c - the lowering pass: walks the function in program order, infers
 * and checks the shape of every TCF op (shapes.c), and replaces each TOSA,
 * linalg or tensor op by TCF-level ops (lower_tosa.c, lower_linalg.c).
 * Also the last lowering step after softmax recognition: a reduce_sum that
 * is left becomes a matmul with a ones vector, a broadcast left becomes an
 * add of zeros, and any other op with no TCP opcode is an error that names
 * the source op and its location. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "lower.h"

m2c_value *m2c_resolve(m2c_value *v)
{
    while (v && v->repl) v = v->repl;
    return v;
}

/* A tensor.pad result is only a marker for the conv or pool reading it. */
static void check_no_pad(const m2c_op *op)
{
    int k;
    for (k = 0; k < op->n_in; k++) {
        const m2c_value *v = op->in[k];
        if (v->kind == M2C_V_OP && v->def && v->def->kind == M2C_OPK_FOREIGN && !strcmp(v->def->dname, "tensor.pad"))
            m2c_error_at(v->def->loc, "tensor.pad is supported only as the input of a convolution or max pooling "
                         "(it becomes their padding); here %s uses it", m2c_op_name(op));
    }
}

m2c_op *lw_op(m2c_lowerer *L, m2c_opkind kind, int n, m2c_value *const *in)
{
    m2c_op *op = (m2c_op *)m2c_alloc(sizeof *op);
    int i, k;
    op->kind = kind;
    op->dname = L->src->dname;
    op->loc = L->src->loc;
    op->n_in = n;
    for (i = 0; i < n; i++) {
        op->in[i] = in[i];
        op->in_loc[i] = L->src->loc;
        for (k = 0; k < L->src->n_in; k++)
            if (L->src->in[k] == in[i]) op->in_loc[i] = L->src->in_loc[k];
    }
    return op;
}

static m2c_attr *new_attr(m2c_op *op, const char *name)
{
    m2c_attr a;
    int cap = op->n_attrs, i;
    memset(&a, 0, sizeof a);
    a.name = m2c_strndup(name, strlen(name));
    a.loc = a.vloc = op->loc;
    for (i = 0; i < op->n_attrs; i++)
        if (!strcmp(op->attrs[i].name, name)) return &op->attrs[i];
    M2C_PUSH(op->attrs, op->n_attrs, cap, a);
    return &op->attrs[op->n_attrs - 1];
}

void lw_attr_int(m2c_op *op, const char *name, int64_t v)
{
    m2c_attr *a = new_attr(op, name);
    a->kind = M2C_ATTR_INT;
    a->i = v;
    a->f = (double)v;
}

void lw_attr_ints(m2c_op *op, const char *name, const int64_t *v, int n)
{
    m2c_attr *a = new_attr(op, name);
    int i;
    a->kind = M2C_ATTR_ARRAY;
    a->all_int = 1;
    a->n = n;
    a->ints = (int64_t *)m2c_alloc((size_t)n * sizeof(int64_t) + 8);
    a->floats = (double *)m2c_alloc((size_t)n * sizeof(double) + 8);
    for (i = 0; i < n; i++) { a->ints[i] = v[i]; a->floats[i] = (double)v[i]; }
}

void lw_attr_float(m2c_op *op, const char *name, double v)
{
    m2c_attr *a = new_attr(op, name);
    a->kind = M2C_ATTR_FLOAT;
    a->f = v;
}

m2c_value *lw_done(m2c_lowerer *L, m2c_op *op, const m2c_type *decl, int final)
{
    m2c_value *v;
    if (final) {
        v = L->src->out;
    } else {
        char name[160];
        v = (m2c_value *)m2c_alloc(sizeof *v);
        snprintf(name, sizeof name, "%s.%d", L->src->out->name, ++L->tmp);
        v->name = m2c_strndup(name, strlen(name));
        v->loc = L->src->loc;
        v->tensor = -1;
        op->no_decl_check = 1;
    }
    v->kind = M2C_V_OP;
    v->def = op;
    if (decl) v->decl = *decl;
    op->out = v;
    check_no_pad(op);
    m2c_infer_op(op);
    M2C_PUSH(L->ops, L->n_ops, L->cap_ops, op);
    return v;
}

m2c_value *lw_unary(m2c_lowerer *L, m2c_opkind kind, m2c_value *x, int final)
{
    return lw_done(L, lw_op(L, kind, 1, &x), NULL, final);
}

m2c_value *lw_binary(m2c_lowerer *L, m2c_opkind kind, m2c_value *a, m2c_value *b, int final)
{
    m2c_value *in[2];
    in[0] = a;
    in[1] = b;
    return lw_done(L, lw_op(L, kind, 2, in), NULL, final);
}

m2c_value *lw_reshape(m2c_lowerer *L, m2c_value *x, const m2c_type *to, int final)
{
    m2c_type t = *to;
    t.elem = M2C_F32;
    t.scalar = 0;
    if (!final && m2c_type_equal(&x->shape, &t)) return x;
    return lw_done(L, lw_op(L, M2C_OPK_RESHAPE, 1, &x), &t, final);
}

m2c_value *lw_transpose(m2c_lowerer *L, m2c_value *x, const int64_t *perm, int final)
{
    m2c_op *op = lw_op(L, M2C_OPK_TRANSPOSE, 1, &x);
    lw_attr_ints(op, "permutation", perm, x->shape.rank);
    return lw_done(L, op, NULL, final);
}

m2c_value *lw_const(m2c_lowerer *L, const m2c_type *shape, const float *data, float fill)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    char name[160];
    uint64_t i;
    m2c_type t = *shape;
    t.elem = M2C_F32;
    t.scalar = 0;
    cb->count = m2c_type_count(&t);
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float));
    for (i = 0; i < cb->count; i++) cb->data[i] = data ? data[i] : fill;
    snprintf(name, sizeof name, "%s.c%d", L->src->out->name, ++L->tmp);
    return m2c_new_const(name, L->src->loc, &t, cb);
}

void lw_alias(m2c_lowerer *L, m2c_value *v)
{
    L->src->out->repl = v;
}

void lw_need_f32(m2c_lowerer *L, int i)
{
    const m2c_type *t = &L->src->in[i]->shape;
    if (t->elem != M2C_F32 || t->scalar) {
        char s[128];
        m2c_type_str(t, s, sizeof s);
        m2c_error_at(L->src->in_loc[i], "%s: operand %d has type %s; only f32 tensors are supported", L->src->dname, i, s);
    }
}

int lw_const_ints(m2c_lowerer *L, int i, int64_t *out, int max)
{
    m2c_value *v = L->src->in[i];
    uint64_t k;
    if (v->kind != M2C_V_CONST)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d must be a constant", L->src->dname, i);
    if (v->cbuf->count > (uint64_t)max)
        m2c_error_at(L->src->in_loc[i], "%s: operand %d has more than %d elements", L->src->dname, i, max);
    for (k = 0; k < v->cbuf->count; k++) out[k] = (int64_t)v->cbuf->data[k];
    return (int)v->cbuf->count;
}

int lw_is_splat(const m2c_value *v, float x)
{
    uint64_t k;
    if (!v || v->kind != M2C_V_CONST || !v->cbuf->data) return 0;
    for (k = 0; k < v->cbuf->count; k++)
        if (!(v->cbuf->data[k] == x)) return 0;
    return 1;
}

m2c_attr *lw_attr(m2c_lowerer *L, const char *name)
{
    return m2c_find_attr(L->src, name);
}

void lw_known_attrs(m2c_lowerer *L, const char *const *known)
{
    int i, k;
    for (i = 0; i < L->src->n_attrs; i++) {
        for (k = 0; known[k]; k++)
            if (!strcmp(known[k], L->src->attrs[i].name)) break;
        if (!known[k]) m2c_error_at(L->src->attrs[i].loc, "unknown attribute '%s' for %s", L->src->attrs[i].name, L->src->dname);
    }
}

void lw_arity(m2c_lowerer *L, int lo, int hi)
{
    int n = L->src->n_in;
    if (n < lo || n > hi) {
        if (lo == hi) m2c_error_at(L->src->loc, "%s takes %d operand%s, got %d", L->src->dname, lo, lo == 1 ? "" : "s", n);
        m2c_error_at(L->src->loc, "%s takes %d to %d operands, got %d", L->src->dname, lo, hi, n);
    }
}

void m2c_lower(m2c_func *f)
{
    m2c_lowerer L;
    int i, k;
    memset(&L, 0, sizeof L);
    L.f = f;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        for (k = 0; k < op->n_in; k++) op->in[k] = m2c_resolve(op->in[k]);
        if (op->kind != M2C_OPK_FOREIGN) {
            check_no_pad(op);
            m2c_infer_op(op);
            M2C_PUSH(L.ops, L.n_ops, L.cap_ops, op);
            continue;
        }
        L.src = op;
        L.tmp = 0;
        if (!strncmp(op->dname, "tosa.", 5)) m2c_lower_tosa(&L);
        else m2c_lower_linalg(&L);
    }
    m2c_free(f->ops);
    f->ops = L.ops;
    f->n_ops = L.n_ops;
    f->cap_ops = L.cap_ops;
    for (i = 0; i < f->n_results; i++) {
        f->results[i] = m2c_resolve(f->results[i]);
        if (f->results[i]->def && f->results[i]->def->kind == M2C_OPK_FOREIGN)
            m2c_error_at(f->result_locs[i], "returning a tensor.pad result is not supported");
        if (f->results[i]->shape.elem != M2C_F32)
            m2c_error_at(f->result_locs[i], "the function returns a non-f32 value");
        f->results[i]->is_result = 1;
    }
}

/* reduce_sum over `axis` as a matmul with a ones vector:
 * x -> (transpose axis last) -> [M, K] x ones[K, 1] -> keepdims shape. */
static void lower_reduce_sum(m2c_lowerer *L, m2c_op *op)
{
    m2c_value *x = op->in[0], *ones, *in[2];
    int axis = op->attr.reduce.axis, r = x->shape.rank, i;
    m2c_type t, o;
    uint64_t K = (uint64_t)x->shape.dims[axis];
    m2c_op *mm;
    if (axis != r - 1) {
        int64_t perm[NPK_MAX_RANK];
        int n = 0;
        for (i = 0; i < r; i++) if (i != axis) perm[n++] = i;
        perm[n] = axis;
        x = lw_transpose(L, x, perm, 0);
    }
    memset(&t, 0, sizeof t);
    t.rank = 2;
    t.dims[0] = (int64_t)(m2c_type_count(&x->shape) / K);
    t.dims[1] = (int64_t)K;
    x = lw_reshape(L, x, &t, 0);
    memset(&o, 0, sizeof o);
    o.rank = 2;
    o.dims[0] = (int64_t)K;
    o.dims[1] = 1;
    ones = lw_const(L, &o, NULL, 1.0f);
    in[0] = x;
    in[1] = ones;
    mm = lw_op(L, M2C_OPK_MATMUL, 2, in);
    x = lw_done(L, mm, NULL, 0);
    lw_reshape(L, x, &op->out->shape, 1);
}

void m2c_finish_lowering(m2c_func *f)
{
    m2c_lowerer L;
    int i, k, j;
    memset(&L, 0, sizeof L);
    L.f = f;
    m2c_recount_uses(f);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        if (op->dead) continue;
        for (k = 0; k < op->n_in; k++) op->in[k] = m2c_resolve(op->in[k]);
        L.src = op;
        L.tmp = 100;
        switch (op->kind) {
        case M2C_OPK_REDUCE_SUM: {
            m2c_type keep = op->out->shape;
            op->out->decl = keep;
            op->dead = 1;
            lower_reduce_sum(&L, op);
            continue;
        }
        case M2C_OPK_BROADCAST: {
            /* users that broadcast anyway (binary elementwise) read the small input */
            m2c_value *x = op->in[0], *zero;
            int all = 1;
            for (j = i + 1; j < f->n_ops; j++) {
                m2c_op *u = f->ops[j];
                if (u->dead) continue;
                for (k = 0; k < u->n_in; k++) {
                    if (u->in[k] != op->out) continue;
                    if (u->opcode == NPK_OP_BINARY && u->n_in == 2 &&
                        m2c_type_equal(&u->in[1 - k]->shape, &u->out->shape) && u->in[1 - k] != op->out) {
                        u->in[k] = x;
                    } else {
                        all = 0;
                    }
                }
            }
            if (all && !op->out->is_result) { op->dead = 1; continue; }
            zero = lw_const(&L, &op->out->shape, NULL, 0.0f);
            op->dead = 1;
            lw_binary(&L, M2C_OPK_ADD, x, zero, 1);
            continue;
        }
        default:
            break;
        }
        if (!op->opcode) m2c_error_at(op->loc, "internal error: %s was not lowered", m2c_op_name(op));
        M2C_PUSH(L.ops, L.n_ops, L.cap_ops, op);
    }
    m2c_free(f->ops);
    f->ops = L.ops;
    f->n_ops = L.n_ops;
    f->cap_ops = L.cap_ops;
    for (i = 0; i < f->n_results; i++) f->results[i] = m2c_resolve(f->results[i]);
    m2c_recount_uses(f);
}

void m2c_infer_shapes(m2c_func *f)
{
    m2c_lower(f);              /* shapes of TCF ops; TOSA/linalg -> TCF */
    m2c_layout(f);             /* cancel transposes, merge reshapes */
    m2c_fold(f);               /* constants (weights' layout changes), dead code */
    m2c_softmax(f);            /* decomposed softmax -> one op */
    m2c_finish_lowering(f);    /* reduce_sum -> matmul; errors for what is left */
}
