/* inline.c - func.call of a function defined in the same module: the call
 * is replaced by a copy of the callee's ops over the call's operands, and
 * the call's result becomes the callee's returned value (callees first, so
 * calls inside them are inlined too; recursion is refused). Ops are copied
 * shallowly: attributes, maps and bodies are only read by the lowerings. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "ir.h"

#define M2C_MAX_CALL_DEPTH 16

static m2c_func *find_callee(const m2c_module *m, const m2c_op *call)
{
    m2c_attr *a = m2c_find_attr((m2c_op *)call, "callee");
    const char *p, *e;
    int i;
    if (!a || !a->vloc || a->vloc[0] != '@') m2c_error_at(call->loc, "func.call without a callee '@name'");
    p = a->vloc + 1;
    if (*p == '"') {
        e = strchr(++p, '"');
        if (!e) m2c_error_at(a->vloc, "unterminated callee name");
    } else {
        for (e = p; isalnum((unsigned char)*e) || *e == '_' || *e == '$' || *e == '.' || *e == '-'; e++) {}
    }
    for (i = 0; i < m->n_funcs; i++)
        if (strlen(m->funcs[i]->name) == (size_t)(e - p) && !memcmp(m->funcs[i]->name, p, (size_t)(e - p)))
            return m->funcs[i];
    m2c_error_at(a->vloc, "func.call of '@%.*s', which has no body in this file", (int)(e - p), p);
    return NULL;
}

typedef struct vpair { m2c_value *from, *to; } vpair;
typedef struct vmap { vpair *p; int n, cap; } vmap;

static m2c_value *mapped(const vmap *mp, m2c_value *v)
{
    int i;
    for (i = mp->n - 1; i >= 0; i--)
        if (mp->p[i].from == v) return mp->p[i].to;
    return v;   /* a constant: shared */
}

static void map_add(vmap *mp, m2c_value *from, m2c_value *to)
{
    vpair e;
    e.from = from;
    e.to = to;
    M2C_PUSH(mp->p, mp->n, mp->cap, e);
}

static void inline_into(const m2c_module *m, m2c_func *f, int depth);

/* A region's values from outside it (captured scalars, tensor.extract's
 * tensors) are the callee's: a copy of the body reads the caller's. */
static m2c_body *body_over(const vmap *mp, const m2c_body *b)
{
    m2c_body *c = (m2c_body *)m2c_alloc(sizeof *c);
    int k;
    *c = *b;
    c->vals = (m2c_sval *)m2c_alloc((size_t)b->n_vals * sizeof *c->vals + 1);
    memcpy(c->vals, b->vals, (size_t)b->n_vals * sizeof *c->vals);
    c->cap_vals = b->n_vals;
    c->ops = (m2c_sop *)m2c_alloc((size_t)b->n_ops * sizeof *c->ops + 1);
    memcpy(c->ops, b->ops, (size_t)b->n_ops * sizeof *c->ops);
    c->cap_ops = b->n_ops;
    for (k = 0; k < c->n_vals; k++)
        if (c->vals[k].kind == M2C_S_CAP) c->vals[k].cap = mapped(mp, m2c_resolve(c->vals[k].cap));
    for (k = 0; k < c->n_ops; k++)
        if (c->ops[k].tensor) c->ops[k].tensor = mapped(mp, m2c_resolve(c->ops[k].tensor));
    return c;
}

/* The callee's ops, copied over the call's operands, appended to *ops. */
static void expand_call(const m2c_module *m, m2c_op *call, m2c_op ***ops, int *n, int *cap, int depth)
{
    m2c_func *g = find_callee(m, call);
    vmap mp;
    int i, k;
    if (depth >= M2C_MAX_CALL_DEPTH)
        m2c_error_at(call->loc, "func.call nested more than %d deep (recursion is not supported)", M2C_MAX_CALL_DEPTH);
    inline_into(m, g, depth + 1);
    if (g->n_args != call->n_in)
        m2c_error_at(call->loc, "func.call of '@%s' passes %d operand%s; it takes %d", g->name, call->n_in,
                     call->n_in == 1 ? "" : "s", g->n_args);
    if (g->n_results != 1)
        m2c_error_at(call->loc, "func.call of '@%s', which returns %d values, is not supported (one result only)",
                     g->name, g->n_results);
    memset(&mp, 0, sizeof mp);
    for (i = 0; i < g->n_args; i++) {
        if (g->args[i]->decl.memref)
            m2c_error_at(call->in_loc[i], "func.call passing a memref is not supported");
        map_add(&mp, g->args[i], call->in[i]);
    }
    for (i = 0; i < g->n_ops; i++) {
        m2c_op *c = (m2c_op *)m2c_alloc(sizeof *c);
        *c = *g->ops[i];
        for (k = 0; k < c->n_in; k++) c->in[k] = mapped(&mp, m2c_resolve(c->in[k]));
        if (c->body) c->body = body_over(&mp, c->body);
        c->out = (m2c_value *)m2c_alloc(sizeof *c->out);
        *c->out = *g->ops[i]->out;
        c->out->def = c;
        {   /* "%scale.0": the callee's name in front of its value's */
            const char *nm = g->ops[i]->out->name;
            size_t len = strlen(g->name) + strlen(nm) + 3;
            c->out->name = (char *)m2c_alloc(len);
            snprintf(c->out->name, len, "%%%s.%s", g->name, nm + (nm[0] == '%'));
        }
        map_add(&mp, g->ops[i]->out, c->out);
        M2C_PUSH(*ops, *n, *cap, c);
    }
    call->out->repl = mapped(&mp, m2c_resolve(g->results[0]));
    m2c_free(mp.p);
}

static void inline_into(const m2c_module *m, m2c_func *f, int depth)
{
    m2c_op **ops = NULL;
    int n = 0, cap = 0, i, any = 0;
    for (i = 0; i < f->n_ops; i++)
        if (f->ops[i]->dname && !strcmp(f->ops[i]->dname, "func.call")) any = 1;
    if (!any) return;
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        int k;
        for (k = 0; k < op->n_in; k++) op->in[k] = m2c_resolve(op->in[k]);
        if (op->dname && !strcmp(op->dname, "func.call")) expand_call(m, op, &ops, &n, &cap, depth);
        else M2C_PUSH(ops, n, cap, op);
    }
    m2c_free(f->ops);
    f->ops = ops;
    f->n_ops = n;
    f->cap_ops = cap;
    for (i = 0; i < f->n_results; i++) f->results[i] = m2c_resolve(f->results[i]);
}

void m2c_inline_calls(const m2c_module *m, m2c_func *f) { inline_into(m, f, 0); }
