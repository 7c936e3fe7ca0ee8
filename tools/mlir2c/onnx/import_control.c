/* import_control.c - onnx.If and onnx.Loop (onnx_control.h): lowered by
 * importing their bodies while lowering, once the inputs that decide the
 * control flow have folded to constants (shape subgraphs, --const inputs).
 * An If becomes its chosen branch; a Loop is unrolled (at most LOOP_CAP
 * iterations), carried values threaded from one iteration to the next,
 * scan outputs concatenated on a new first axis. Body nodes are foreign
 * ops lowered at once through m2c_onnx_lowerings (and folded), so a body
 * is translated exactly as the main graph is; nested If/Loop recurse.
 * Locations of body nodes are the If/Loop's line of the listing. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "lower_onnx.h"
#include "onnx_control.h"
#include "literals.h"

#define LOOP_CAP 4096

typedef struct scope {
    const struct scope *up;
    const char **k; m2c_value **v; int n, cap, cap_v;
} scope;

typedef struct ctx {
    m2c_lowerer *L;
    m2c_op *top;               /* the onnx.If / onnx.Loop op being lowered */
    const ox_node *top_node;
} ctx;

static int is_default(const char *d) { return !d || !*d || !strcmp(d, "ai.onnx"); }

static char *cat(const char *a, const char *b)
{
    size_t n = strlen(a), m = strlen(b);
    char *s = (char *)m2c_alloc(n + m + 1);
    memcpy(s, a, n);
    memcpy(s + n, b, m + 1);
    return s;
}

static void bind(scope *s, const char *k, m2c_value *v)
{
    M2C_PUSH(s->k, s->n, s->cap, k);
    s->n--;
    M2C_PUSH(s->v, s->n, s->cap_v, v);
}

M2C_NORETURN static void fail(ctx *C, const ox_node *nd, const char *fmt, ...);

static m2c_value *look(ctx *C, const scope *s, const char *k)
{
    const ox_tensor *t;
    const ox_node *nd;
    int i;
    for (; s; s = s->up)
        for (i = s->n - 1; i >= 0; i--)
            if (!strcmp(s->k[i], k)) return m2c_resolve(s->v[i]);
    if (m2c_onnx_outer_const(k, &t, &nd))
        return t ? m2c_onnx_tensor_value(t, k, C->top->loc) : m2c_onnx_constant(nd, C->top->loc);
    return NULL;
}

static void fail(ctx *C, const ox_node *nd, const char *fmt, ...)
{
    char msg[700];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    C->L->src = C->top;
    if (nd == C->top_node) ox_error(C->L, "%s", msg);
    ox_error(C->L, "in its body, node '%s' (%s): %s", nd->name, nd->op_type, msg);
}


/* v's one element as an integer, or 0 when v is not a one-element constant. */
static int const_int(m2c_value *v, int64_t *out)
{
    int64_t k = 0;
    double d;
    v = m2c_resolve(v);
    if (!v || v->kind != M2C_V_CONST || !v->cbuf || v->cbuf->count != 1) return 0;
    if (!v->cbuf->raw) { *out = (int64_t)v->cbuf->data[0]; return 1; }
    d = m2c_load_elem((const unsigned char *)v->cbuf->raw, v->cbuf->elem, v->shape.uns, &k);
    *out = m2c_elem_is_float(v->cbuf->elem) ? (d != d ? 1 : (int64_t)(d > 9e18 ? 9e18 : d < -9e18 ? -9e18 : d)) : k;
    return 1;
}

static void need_known(ctx *C, const ox_node *nd, m2c_value *v, const char *what, const char *name)
{
    const char *src;
    int64_t k;
    if (const_int(v, &k)) return;
    src = ox_data_source(m2c_resolve(v), 0);
    if (v && m2c_resolve(v)->kind == M2C_V_CONST)
        fail(C, nd, "the %s '%s' must have one element", what, name);
    if (src)
        fail(C, nd, "the %s '%s' is computed from the graph input '%s' at run time; npk programs have no branches or loops, "
             "so it must be known at translate time (--const %s=... makes an input a constant)", what, name, src, src);
    fail(C, nd, "the %s '%s' is computed at run time; npk programs have no branches or loops, so it must be known at "
         "translate time", what, name);
}

/* The foreign op of output o of nd, lowered now. */
static m2c_value *lower_output(ctx *C, const ox_node *nd, int o, const scope *S, const char *prefix)
{
    m2c_lowerer *L = C->L;
    m2c_op *op = (m2c_op *)m2c_alloc(sizeof *op), *save = L->src;
    const m2c_lowering *e;
    char dname[256];
    int k, last = -1, tmp = L->tmp, arg = L->arg, from;
    m2c_value *v;
    snprintf(dname, sizeof dname, "onnx.%s", nd->op_type);
    op->kind = M2C_OPK_FOREIGN;
    op->dname = m2c_strndup(dname, strlen(dname));
    op->loc = C->top->loc;
    op->debug_name = *nd->name ? cat(prefix, nd->name) : NULL;
    op->no_decl_check = 1;
    for (k = 0; k < nd->n_in; k++) if (*nd->in[k]) last = k;
    if (last + 1 > M2C_MAX_OPERANDS) fail(C, nd, "%d inputs; at most %d are supported", last + 1, M2C_MAX_OPERANDS);
    op->n_in = last + 1;
    for (k = 0; k < op->n_in; k++) {
        op->in_loc[k] = op->loc;
        if (!*nd->in[k]) continue;
        op->in[k] = look(C, S, nd->in[k]);
        if (!op->in[k]) fail(C, nd, "'%s' is not defined in the body or outside it", nd->in[k]);
        if (op->in[k]->kind != M2C_V_OP) op->in_decl[k] = op->in[k]->kind == M2C_V_CONST ? op->in[k]->shape : op->in[k]->decl;
    }
    op->attrs = (m2c_attr *)m2c_alloc(((size_t)nd->n_attrs + 1) * sizeof(m2c_attr));
    for (k = 0; k < nd->n_attrs; k++) m2c_onnx_attr(&nd->attrs[k], &op->attrs[k], op->loc);
    op->n_attrs = nd->n_attrs;
    op->attrs[op->n_attrs].name = m2c_strndup(".outputs", 8);
    op->attrs[op->n_attrs].loc = op->attrs[op->n_attrs].vloc = op->loc;
    op->attrs[op->n_attrs].kind = M2C_ATTR_INT;
    op->attrs[op->n_attrs].i = nd->n_out;
    op->attrs[op->n_attrs].f = nd->n_out;
    op->n_attrs++;
    op->result = nd->n_out > 1 ? o + 1 : 0;
    v = (m2c_value *)m2c_alloc(sizeof *v);
    v->name = cat(prefix, nd->out[o]);
    v->loc = op->loc;
    v->kind = M2C_V_OP;
    v->tensor = -1;
    v->def = op;
    op->out = v;
    for (e = m2c_onnx_lowerings; e->name; e++)
        if (!strcmp(e->name, op->dname)) break;
    L->src = op;
    L->tmp = 0;
    if (!e->name) m2c_onnx_refuse(L);
    L->arg = e->arg;
    from = L->n_ops;
    e->fn(L);
    m2c_onnx_fold_new(L, from);
    L->src = save;
    L->tmp = tmp;
    L->arg = arg;
    return m2c_resolve(v);
}

static m2c_value **run_control(ctx *C, const ox_node *nd, int n_decl, const scope *S, const char *prefix);

/* Whether name is read in g (by a node, a nested body or as an output). */
static int read_in(const ox_graph *g, const char *name)
{
    int i, k;
    for (i = 0; i < g->n_outputs; i++) if (!strcmp(g->outputs[i].name, name)) return 1;
    for (i = 0; i < g->n_nodes; i++) {
        for (k = 0; k < g->nodes[i].n_in; k++) if (!strcmp(g->nodes[i].in[k], name)) return 1;
        for (k = 0; k < g->nodes[i].n_attrs; k++)
            if (g->nodes[i].attrs[k].type == OX_ATTR_GRAPH && g->nodes[i].attrs[k].g && read_in(g->nodes[i].attrs[k].g, name)) return 1;
    }
    return 0;
}

/* g's nodes in scope S with its inputs bound to in[]: its outputs' values. */
static m2c_value **import_body(ctx *C, const ox_node *owner, const ox_graph *g, const scope *S, m2c_value **in, int n_in,
                               const char *prefix)
{
    scope B;
    m2c_value **outs;
    int i, k;
    memset(&B, 0, sizeof B);
    B.up = S;
    if (g->n_inputs != n_in) fail(C, owner, "its body has %d inputs; %d are expected", g->n_inputs, n_in);
    for (i = 0; i < n_in; i++) bind(&B, g->inputs[i].name, in[i]);
    for (i = 0; i < g->n_inits; i++)
        bind(&B, g->inits[i].name, m2c_onnx_tensor_value(&g->inits[i], cat(prefix, g->inits[i].name), C->top->loc));
    for (i = 0; i < g->n_nodes; i++) {
        const ox_node *nd = &g->nodes[i];
        if (!is_default(nd->domain)) fail(C, nd, "domain '%s' is not supported (only the default domain is)", nd->domain);
        if (!strcmp(nd->op_type, "Constant")) {
            m2c_value *c = m2c_onnx_constant(nd, C->top->loc);
            c->name = cat(prefix, nd->out[0]);
            bind(&B, nd->out[0], c);
        } else if (!strcmp(nd->op_type, "If") || !strcmp(nd->op_type, "Loop")) {
            m2c_value **r = run_control(C, nd, nd->n_in, &B, prefix);
            for (k = 0; k < nd->n_out; k++) if (*nd->out[k]) bind(&B, nd->out[k], r[k]);
        } else {
            for (k = 0; k < nd->n_out; k++)
                if (*nd->out[k] && (nd->n_out == 1 || read_in(g, nd->out[k])))
                    bind(&B, nd->out[k], lower_output(C, nd, k, &B, prefix));
        }
    }
    outs = (m2c_value **)m2c_alloc(((size_t)g->n_outputs + 1) * sizeof *outs);
    for (i = 0; i < g->n_outputs; i++) {
        outs[i] = look(C, &B, g->outputs[i].name);
        if (!outs[i]) fail(C, owner, "its body's output '%s' is not computed", g->outputs[i].name);
    }
    m2c_free((void *)B.k);
    m2c_free(B.v);
    return outs;
}

static const ox_graph *graph_attr(ctx *C, const ox_node *nd, const char *name)
{
    int k;
    for (k = 0; k < nd->n_attrs; k++)
        if (!strcmp(nd->attrs[k].name, name) && nd->attrs[k].type == OX_ATTR_GRAPH && nd->attrs[k].g) return nd->attrs[k].g;
    fail(C, nd, "the graph attribute '%s' is missing", name);
}

static m2c_value *scalar(m2c_lowerer *L, int elem, double v)
{
    m2c_type t;
    memset(&t, 0, sizeof t);
    t.elem = elem;
    return tw_const(L, &t, elem, v);
}

/* The values of one scan output, stacked on a new first axis. */
static m2c_value *stack(m2c_lowerer *L, m2c_value **v, int n)
{
    int64_t dims[NPK_MAX_RANK];
    int i, d, r = v[0]->shape.rank, m;
    m2c_value **part = (m2c_value **)m2c_alloc((size_t)n * sizeof *part);
    dims[0] = 1;
    for (d = 0; d < r; d++) dims[d + 1] = v[0]->shape.dims[d];
    for (i = 0; i < n; i++) part[i] = tw_reshape_dims(L, v[i], r + 1, dims);
    while (n > 1) {
        for (i = m = 0; i < n; i += NPK_MAX_OP_INPUTS, m++) {
            int c = n - i < NPK_MAX_OP_INPUTS ? n - i : NPK_MAX_OP_INPUTS;
            m2c_op *op;
            if (c == 1) { part[m] = part[i]; continue; }
            op = lw_op(L, M2C_OPK_TCP, c, part + i);
            m2c_set_op(op, NPK_OP_CONCAT);
            op->attr.concat.axis = 0;
            part[m] = lw_done(L, op, NULL, 0);
        }
        n = m;
    }
    return part[0];
}

static m2c_value **run_control(ctx *C, const ox_node *nd, int n_decl, const scope *S, const char *prefix)
{
    m2c_lowerer *L = C->L;
    char pre[400];
    const char *nm = *nd->name ? nd->name : nd->out[0];
    int64_t k;
    if (!strcmp(nd->op_type, "If")) {
        m2c_value *c = n_decl > 0 && *nd->in[0] ? look(C, S, nd->in[0]) : NULL;
        const ox_graph *g;
        if (!c) fail(C, nd, "the condition is missing");
        need_known(C, nd, c, "condition", nd->in[0]);
        const_int(c, &k);
        g = graph_attr(C, nd, k ? "then_branch" : "else_branch");
        if (g->n_outputs < nd->n_out) fail(C, nd, "the %s branch has %d outputs; the node has %d", k ? "then" : "else", g->n_outputs, nd->n_out);
        snprintf(pre, sizeof pre, "%s%s/%s/", prefix, nm, k ? "then" : "else");
        return import_body(C, nd, g, S, NULL, 0, m2c_strndup(pre, strlen(pre)));
    } else {
        const ox_graph *body = graph_attr(C, nd, "body");
        m2c_value *mv = n_decl > 0 && *nd->in[0] ? look(C, S, nd->in[0]) : NULL;
        m2c_value *cv = n_decl > 1 && *nd->in[1] ? look(C, S, nd->in[1]) : NULL;
        int N = n_decl - 2, K, i, it;
        int64_t M = -1, cond = 1;
        m2c_value **carried, ***scans = NULL, **in, **outs;
        if (N < 0) N = 0;
        K = body->n_outputs - 1 - N;
        if (K < 0 || body->n_inputs != 2 + N)
            fail(C, nd, "its body has %d inputs and %d outputs; with %d carried values it needs %d inputs and at least %d outputs",
                 body->n_inputs, body->n_outputs, N, 2 + N, 1 + N);
        if (nd->n_out > N + K) fail(C, nd, "%d outputs; the body gives %d", nd->n_out, N + K);
        if (mv) { need_known(C, nd, mv, "trip count", nd->in[0]); const_int(mv, &M); }
        if (cv) { need_known(C, nd, cv, "condition", nd->in[1]); const_int(cv, &cond); }
        carried = (m2c_value **)m2c_alloc(((size_t)N + 1) * sizeof *carried);
        for (i = 0; i < N; i++) {
            carried[i] = *nd->in[2 + i] ? look(C, S, nd->in[2 + i]) : NULL;
            if (!carried[i]) fail(C, nd, "the initial value of carried value %d is missing", i);
        }
        if (K) {
            scans = (m2c_value ***)m2c_alloc((size_t)K * sizeof *scans);
            for (i = 0; i < K; i++) scans[i] = (m2c_value **)m2c_alloc(sizeof(m2c_value *));
        }
        in = (m2c_value **)m2c_alloc(((size_t)N + 3) * sizeof *in);
        for (it = 0; (M < 0 || it < M) && cond; it++) {
            m2c_value **r;
            if (it >= LOOP_CAP)
                fail(C, nd, "the loop runs more than %d iterations (it is unrolled at translate time; trip count %lld)", LOOP_CAP,
                     (long long)M);
            in[0] = scalar(L, M2C_I64, it);
            in[1] = scalar(L, M2C_I1, 1);
            for (i = 0; i < N; i++) in[2 + i] = carried[i];
            snprintf(pre, sizeof pre, "%s%s/%d/", prefix, nm, it);
            r = import_body(C, nd, body, S, in, 2 + N, m2c_strndup(pre, strlen(pre)));
            if (!const_int(r[0], &cond)) {
                const char *src = ox_data_source(m2c_resolve(r[0]), 0);
                fail(C, nd, "the condition its body computes in iteration %d is %s; npk programs have no loops, so it is unrolled "
                     "and the condition must be known at translate time", it,
                     src ? "computed from a graph input at run time" : "computed at run time");
            }
            for (i = 0; i < N; i++) carried[i] = r[1 + i];
            for (i = 0; i < K; i++) {
                scans[i] = (m2c_value **)m2c_grow(scans[i], ((size_t)it + 1) * sizeof(m2c_value *));
                scans[i][it] = r[1 + N + i];
            }
        }
        outs = (m2c_value **)m2c_alloc(((size_t)N + (size_t)K + 1) * sizeof *outs);
        for (i = 0; i < N; i++) outs[i] = carried[i];
        for (i = 0; i < K; i++) {
            if (i + N >= nd->n_out || !*nd->out[N + i]) continue;
            if (!it) fail(C, nd, "the loop runs no iterations, so scan output %d would be empty (not supported)", i);
            if (scans[i][0]->shape.rank + 1 > NPK_MAX_RANK) fail(C, nd, "scan output %d would have rank more than %d", i, NPK_MAX_RANK);
            outs[N + i] = stack(L, scans[i], it);
        }
        return outs;
    }
}

void ox_lower_control(m2c_lowerer *L)
{
    ox_ctl *c = m2c_onnx_ctl(ox_int(L, "__ctl", -1));
    int r = L->src->result ? L->src->result - 1 : 0;
    if (!c) ox_error(L, "internal error: the node was not prepared for import");
    if (!c->outs) {
        ctx C;
        scope S;
        int k;
        memset(&S, 0, sizeof S);
        C.L = L;
        C.top = L->src;
        C.top_node = c->node;
        for (k = 0; k < c->n_decl && k < L->src->n_in; k++)
            if (*c->node->in[k] && L->src->in[k]) bind(&S, c->node->in[k], L->src->in[k]);
        for (k = 0; k < c->n_caps && c->n_decl + k < L->src->n_in; k++) bind(&S, c->caps[k], L->src->in[c->n_decl + k]);
        c->outs = run_control(&C, c->node, c->n_decl, &S, "");
        L->src = C.top;
    }
    if (!c->outs[r]) ox_error(L, "output %d is not computed", r);
    ox_finish(L, c->outs[r]);
}
