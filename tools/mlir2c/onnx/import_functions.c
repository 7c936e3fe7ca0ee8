/* import_functions.c - before the import (onnx_control.h): model-local
 * functions inlined, and each If/Loop of the main graph given the outer
 * values its bodies read as extra inputs plus a "__ctl" attribute that
 * names its record (import_control.c lowers it). Works on copies of the
 * reader's structs; the model itself is not changed. */
#include <stdio.h>
#include <string.h>
#include "onnx_control.h"

#define MAX_CALL_DEPTH 64

/* ---- a string map (name -> name or pointer), open addressing ---- */
typedef struct smap { const char **key; const void **val; size_t cap, n; } smap;

static size_t shash(const char *s)
{
    size_t h = 1469598103u;
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static void sput(smap *m, const char *k, const void *v)
{
    size_t i;
    if (2 * (m->n + 1) > m->cap) {
        smap g;
        size_t j;
        g.cap = m->cap ? 2 * m->cap : 64;
        g.n = 0;
        g.key = (const char **)m2c_alloc(g.cap * sizeof *g.key);
        g.val = (const void **)m2c_alloc(g.cap * sizeof *g.val);
        for (j = 0; j < m->cap; j++)
            if (m->key[j]) sput(&g, m->key[j], m->val[j]);
        m2c_free((void *)m->key);
        m2c_free((void *)m->val);
        *m = g;
    }
    for (i = shash(k) & (m->cap - 1); m->key[i]; i = (i + 1) & (m->cap - 1))
        if (!strcmp(m->key[i], k)) { m->val[i] = v; return; }
    m->key[i] = k;
    m->val[i] = v;
    m->n++;
}

static const void *sget(const smap *m, const char *k, int *found)
{
    size_t i;
    if (found) *found = 0;
    if (!m || !m->cap) return NULL;
    for (i = shash(k) & (m->cap - 1); m->key[i]; i = (i + 1) & (m->cap - 1))
        if (!strcmp(m->key[i], k)) {
            if (found) *found = 1;
            return m->val[i];
        }
    return NULL;
}

static int shas(const smap *m, const char *k)
{
    int f;
    sget(m, k, &f);
    return f;
}

static char *dup(const char *s) { return m2c_strndup(s, strlen(s)); }

static const char *renamed(const smap *map, const char *name)
{
    int f;
    const char *r = (const char *)sget(map, name, &f);
    return f ? r : name;
}

/* ---- the pass ---- */
typedef struct nodes { ox_node *v; int n, cap; } nodes;

typedef struct prep {
    const ox_model *m;
    int calls;                 /* inlined calls so far: unique prefixes */
} prep;

static const ox_function *find_function(const prep *P, const ox_node *nd)
{
    int i;
    const char *d = nd->domain ? nd->domain : "";
    for (i = 0; i < P->m->n_functions; i++) {
        const ox_function *fn = &P->m->functions[i];
        if (!strcmp(fn->name, nd->op_type) && !strcmp(fn->domain ? fn->domain : "", d)) return fn;
    }
    return NULL;
}

static void expand(prep *P, const ox_node *in, int n, const smap *map, const ox_node *call, int depth, nodes *out);

static ox_graph *copy_graph(prep *P, const ox_graph *g, const smap *map, const ox_node *call, int depth)
{
    ox_graph *c = (ox_graph *)m2c_alloc(sizeof *c);
    nodes ns;
    int i;
    *c = *g;
    memset(&ns, 0, sizeof ns);
    expand(P, g->nodes, g->n_nodes, map, call, depth, &ns);
    c->nodes = ns.v;
    c->n_nodes = ns.n;
    c->outputs = (ox_value_info *)m2c_alloc(((size_t)g->n_outputs + 1) * sizeof *c->outputs);
    for (i = 0; i < g->n_outputs; i++) {
        c->outputs[i] = g->outputs[i];
        c->outputs[i].name = renamed(map, g->outputs[i].name);
    }
    return c;
}

/* nd with names through map, attribute references resolved from call, bodies copied */
static ox_node copy_node(prep *P, const ox_node *nd, const smap *map, const ox_node *call, int depth)
{
    ox_node c = *nd;
    int k, j;
    c.in = (const char **)m2c_alloc(((size_t)nd->n_in + 1) * sizeof(char *));
    c.out = (const char **)m2c_alloc(((size_t)nd->n_out + 1) * sizeof(char *));
    for (k = 0; k < nd->n_in; k++) c.in[k] = *nd->in[k] ? renamed(map, nd->in[k]) : "";
    for (k = 0; k < nd->n_out; k++) c.out[k] = *nd->out[k] ? renamed(map, nd->out[k]) : "";
    c.attrs = (ox_attr *)m2c_alloc(((size_t)nd->n_attrs + 2) * sizeof(ox_attr));
    c.n_attrs = 0;
    for (k = 0; k < nd->n_attrs; k++) {
        ox_attr a = nd->attrs[k];
        if (a.ref_attr_name) {   /* the calling node's attribute of that name, or none */
            const ox_attr *from = NULL;
            for (j = 0; call && j < call->n_attrs; j++)
                if (!strcmp(call->attrs[j].name, a.ref_attr_name)) from = &call->attrs[j];
            if (!from) continue;
            a = *from;
            a.name = nd->attrs[k].name;
            a.ref_attr_name = NULL;
        }
        if (a.type == OX_ATTR_GRAPH && a.g) a.g = copy_graph(P, a.g, map, call, depth);
        if (a.type == OX_ATTR_GRAPHS && a.graphs) {
            ox_graph *gs = (ox_graph *)m2c_alloc(((size_t)a.n + 1) * sizeof *gs);
            for (j = 0; j < a.n; j++) gs[j] = *copy_graph(P, &a.graphs[j], map, call, depth);
            a.graphs = gs;
        }
        c.attrs[c.n_attrs++] = a;
    }
    return c;
}

static void push(nodes *o, const ox_node *nd)
{
    M2C_PUSH(o->v, o->n, o->cap, *nd);
}

/* The call c (names already its caller's) as the function's nodes. */
static void inline_call(prep *P, const ox_function *fn, const ox_node *c, int depth, nodes *out)
{
    smap map;
    char prefix[300];
    int k, j;
    memset(&map, 0, sizeof map);
    snprintf(prefix, sizeof prefix, "%s%s%s#%d/", *c->name ? c->name : "", *c->name ? "/" : "", fn->name, ++P->calls);
    for (k = 0; k < fn->n_in; k++) sput(&map, fn->in[k], k < c->n_in ? c->in[k] : "");
    for (k = 0; k < fn->n_out; k++) {
        if (shas(&map, fn->out[k])) continue;   /* an input passed through: an Identity below */
        if (k < c->n_out && *c->out[k]) sput(&map, fn->out[k], c->out[k]);
    }
    for (k = 0; k < fn->n_nodes; k++)
        for (j = 0; j < fn->nodes[k].n_out; j++) {
            const char *o = fn->nodes[k].out[j];
            char buf[1200];
            if (!*o || shas(&map, o)) continue;
            snprintf(buf, sizeof buf, "%s%s", prefix, o);
            sput(&map, o, dup(buf));
        }
    expand(P, fn->nodes, fn->n_nodes, &map, c, depth, out);
    for (k = 0; k < fn->n_out && k < c->n_out; k++) {
        int is_in = 0;
        for (j = 0; j < fn->n_in; j++) if (!strcmp(fn->in[j], fn->out[k])) is_in = 1;
        if (is_in && *c->out[k]) {
            ox_node id;
            memset(&id, 0, sizeof id);
            id.name = "";
            id.op_type = "Identity";
            id.domain = "";
            id.n_in = id.n_out = 1;
            id.in = (const char **)m2c_alloc(sizeof(char *));
            id.out = (const char **)m2c_alloc(sizeof(char *));
            id.in[0] = renamed(&map, fn->out[k]);
            id.out[0] = c->out[k];
            push(out, &id);
        }
    }
    m2c_free((void *)map.key);
    m2c_free((void *)map.val);
}

static void expand(prep *P, const ox_node *in, int n, const smap *map, const ox_node *call, int depth, nodes *out)
{
    int i;
    for (i = 0; i < n; i++) {
        ox_node c = copy_node(P, &in[i], map, call, depth);
        const ox_function *fn = find_function(P, &c);
        if (!fn) { push(out, &c); continue; }
        if (depth >= MAX_CALL_DEPTH)
            m2c_fatal(M2C_EXIT_INPUT, "ONNX function '%s' (domain '%s'): calls nest more than %d deep (a function that calls "
                      "itself cannot be inlined)", fn->name, fn->domain ? fn->domain : "", MAX_CALL_DEPTH);
        inline_call(P, fn, &c, depth + 1, out);
    }
}

/* ---- If/Loop of the main graph: the outer values their bodies read ---- */
/* Constants of the main graph a body may read: name -> outer_const. */
typedef struct outer_const { const ox_tensor *t; const ox_node *nd; } outer_const;
static smap g_consts;
static ox_ctl *g_ctl;
static int g_n_ctl, g_cap_ctl;

ox_ctl *m2c_onnx_ctl(int64_t id)
{
    return id >= 0 && id < g_n_ctl ? &g_ctl[id] : NULL;
}

typedef struct names { const char **v; int n, cap; smap seen; } names;

static void add_name(names *o, const char *s)
{
    if (!*s || shas(&o->seen, s)) return;
    sput(&o->seen, s, s);
    M2C_PUSH(o->v, o->n, o->cap, s);
}

/* Names g reads that it does not define (nested bodies included). */
static void free_names(const ox_graph *g, names *o)
{
    smap def;
    int i, k, j;
    memset(&def, 0, sizeof def);
    for (i = 0; i < g->n_inputs; i++) sput(&def, g->inputs[i].name, "");
    for (i = 0; i < g->n_inits; i++) sput(&def, g->inits[i].name, "");
    for (i = 0; i < g->n_nodes; i++)
        for (k = 0; k < g->nodes[i].n_out; k++) if (*g->nodes[i].out[k]) sput(&def, g->nodes[i].out[k], "");
    for (i = 0; i < g->n_nodes; i++) {
        const ox_node *nd = &g->nodes[i];
        for (k = 0; k < nd->n_in; k++)
            if (*nd->in[k] && !shas(&def, nd->in[k])) add_name(o, nd->in[k]);
        for (k = 0; k < nd->n_attrs; k++) {
            names sub;
            memset(&sub, 0, sizeof sub);
            if (nd->attrs[k].type == OX_ATTR_GRAPH && nd->attrs[k].g) free_names(nd->attrs[k].g, &sub);
            for (j = 0; j < sub.n; j++) if (!shas(&def, sub.v[j])) add_name(o, sub.v[j]);
        }
    }
    for (i = 0; i < g->n_outputs; i++)
        if (!shas(&def, g->outputs[i].name)) add_name(o, g->outputs[i].name);
}

static int is_default(const char *d) { return !d || !*d || !strcmp(d, "ai.onnx"); }

static void prepare_control(ox_node *nd)
{
    names caps;
    ox_ctl c;
    int k, n = 0;
    memset(&caps, 0, sizeof caps);
    memset(&c, 0, sizeof c);
    for (k = 0; k < nd->n_attrs; k++)
        if (nd->attrs[k].type == OX_ATTR_GRAPH && nd->attrs[k].g) free_names(nd->attrs[k].g, &caps);
    c.n_decl = nd->n_in;
    c.caps = (const char **)m2c_alloc(((size_t)caps.n + 1) * sizeof(char *));
    /* constants (initializers, Constant nodes) are made where they are read; the others become inputs */
    {
        const char **in = (const char **)m2c_alloc(((size_t)nd->n_in + (size_t)caps.n + 1) * sizeof(char *));
        memcpy(in, nd->in, (size_t)nd->n_in * sizeof(char *));
        for (k = 0; k < caps.n; k++)
            if (!shas(&g_consts, caps.v[k])) {
                c.caps[n++] = caps.v[k];
                in[nd->n_in + n - 1] = caps.v[k];
            }
        nd->in = in;
        nd->n_in += n;
    }
    c.n_caps = n;
    if (nd->n_in > M2C_MAX_OPERANDS)
        m2c_fatal(M2C_EXIT_INPUT, "node '%s': %s: its inputs and the %d values its bodies read from the graph are more than "
                  "the %d operands one op holds", nd->name, nd->op_type, n, M2C_MAX_OPERANDS);
    {
        ox_attr *a = (ox_attr *)m2c_alloc(((size_t)nd->n_attrs + 1) * sizeof(ox_attr));
        memcpy(a, nd->attrs, (size_t)nd->n_attrs * sizeof(ox_attr));
        memset(&a[nd->n_attrs], 0, sizeof a[0]);
        a[nd->n_attrs].name = "__ctl";
        a[nd->n_attrs].type = OX_ATTR_INT;
        a[nd->n_attrs].i = g_n_ctl;
        nd->attrs = a;
        nd->n_attrs++;
    }
    c.node = nd;
    M2C_PUSH(g_ctl, g_n_ctl, g_cap_ctl, c);
}


int m2c_onnx_outer_const(const char *name, const ox_tensor **t, const ox_node **nd)
{
    int f;
    const outer_const *p = (const outer_const *)sget(&g_consts, name, &f);
    if (!f) return 0;
    *t = p->t;
    *nd = p->nd;
    return 1;
}

const ox_graph *m2c_onnx_prepare(const ox_model *m, const ox_graph *g)
{
    prep P;
    ox_graph *c;
    int i, any = 0;
    for (i = 0; i < g->n_nodes && !any; i++) {
        const ox_node *nd = &g->nodes[i];
        int k;
        if (m->n_functions) any = 1;
        for (k = 0; k < nd->n_attrs; k++) if (nd->attrs[k].type == OX_ATTR_GRAPH || nd->attrs[k].type == OX_ATTR_GRAPHS) any = 1;
    }
    if (!any) return g;
    memset(&P, 0, sizeof P);
    P.m = m;
    c = copy_graph(&P, g, NULL, NULL, 0);
    memset(&g_consts, 0, sizeof g_consts);
    for (i = 0; i < c->n_inits; i++) {
        outer_const *o = (outer_const *)m2c_alloc(sizeof *o);
        o->t = &c->inits[i];
        sput(&g_consts, c->inits[i].name, o);
    }
    for (i = 0; i < c->n_nodes; i++)
        if (is_default(c->nodes[i].domain) && !strcmp(c->nodes[i].op_type, "Constant") && c->nodes[i].n_out == 1) {
            outer_const *o = (outer_const *)m2c_alloc(sizeof *o);
            o->nd = &c->nodes[i];
            sput(&g_consts, c->nodes[i].out[0], o);
        }
    for (i = 0; i < c->n_nodes; i++) {
        ox_node *nd = &c->nodes[i];
        if (is_default(nd->domain) && (!strcmp(nd->op_type, "If") || !strcmp(nd->op_type, "Loop")))
            prepare_control(nd);
    }
    return c;
}
