/* import.c - an ONNX graph as mlir2c's IR (onnx_import.h). Graph inputs
 * that are not initializers become the function's arguments (unknown or
 * symbolic dims as `?`, which --shape resolves), initializers and Constant
 * nodes constants, every other node one foreign op "onnx.<OpType>" per
 * output that something reads (op->result = 1 + its index when the node
 * has several), with its attributes as m2c_attrs. Diagnostics point into a
 * listing of the graph, one line per input, initializer, node and output,
 * written here and given to diag.c as the "source". */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "onnx_import.h"
#include "literals.h"
#include "onnx_control.h"

int64_t m2c_onnx_opset;

/* ---- the listing: text grows, positions are offsets until it is done ---- */
typedef struct listing { char *s; size_t n, cap; } listing;

static size_t put(listing *t, const char *fmt, ...)
{
    size_t at = t->n;
    va_list ap;
    int k;
    for (;;) {
        size_t room = t->cap - t->n;
        va_start(ap, fmt);
        k = vsnprintf(t->s ? t->s + t->n : NULL, room, fmt, ap);
        va_end(ap);
        if (k < 0) m2c_fatal(M2C_EXIT_INTERNAL, "internal error: formatting the ONNX listing");
        if ((size_t)k < room) break;
        t->cap = (t->cap + (size_t)k + 1) * 2;
        t->s = (char *)m2c_grow(t->s, t->cap);
    }
    t->n += (size_t)k;
    return at;
}

/* A name as the listing shows it: quoted when it is not a plain identifier
 * (or always, for node names). */
static size_t put_quoted(listing *t, const char *name, int always)
{
    const char *p;
    size_t at;
    for (p = name; *p; p++)
        if (*p <= ' ' || *p == ',' || *p == '(' || *p == ')' || *p == '"' || *p == '{' || (unsigned char)*p >= 0x7f) break;
    if (*p || !*name || always) {
        at = put(t, "\"");
        for (p = name; *p; p++) {
            if (*p == '"' || *p == '\\') put(t, "\\%c", *p);
            else if ((unsigned char)*p < ' ') put(t, "\\x%02x", (unsigned char)*p);
            else put(t, "%c", *p);
        }
        put(t, "\"");
        return at;
    }
    return put(t, "%s", name);
}

static size_t put_name(listing *t, const char *name) { return put_quoted(t, name, 0); }

static void put_dims(listing *t, int rank, const int64_t *dims, const ox_dim *sym)
{
    int d;
    put(t, "[");
    for (d = 0; d < rank; d++) {
        if (d) put(t, ", ");
        if (sym && sym[d].value < 0) put(t, "%s", sym[d].param ? sym[d].param : "?");
        else put(t, "%lld", (long long)(sym ? sym[d].value : dims[d]));
    }
    put(t, "]");
}

/* ---- names -> values ---- */
typedef struct name_map { const char **key; m2c_value **val; size_t cap, n; } name_map;

static size_t hash(const char *s)
{
    size_t h = 1469598103u;
    while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
    return h;
}

static m2c_value **map_slot(name_map *m, const char *k)
{
    size_t i;
    if (2 * (m->n + 1) > m->cap) {
        name_map g;
        size_t j;
        g.cap = m->cap ? 2 * m->cap : 256;
        g.n = 0;
        g.key = (const char **)m2c_alloc(g.cap * sizeof *g.key);
        g.val = (m2c_value **)m2c_alloc(g.cap * sizeof *g.val);
        for (j = 0; j < m->cap; j++)
            if (m->key[j]) *map_slot(&g, m->key[j]) = m->val[j];
        m2c_free(m->key);
        m2c_free(m->val);
        *m = g;
    }
    for (i = hash(k) & (m->cap - 1); m->key[i]; i = (i + 1) & (m->cap - 1))
        if (!strcmp(m->key[i], k)) return &m->val[i];
    m->key[i] = k;
    m->n++;
    return &m->val[i];
}

static m2c_value *map_get(const name_map *m, const char *k)
{
    size_t i;
    if (!m->cap) return NULL;
    for (i = hash(k) & (m->cap - 1); m->key[i]; i = (i + 1) & (m->cap - 1))
        if (!strcmp(m->key[i], k)) return m->val[i];
    return NULL;
}

/* ---- types and data ---- */
int m2c_onnx_elem(int dtype, int *uns)
{
    int u = 0, e;
    switch (dtype) {
    case OX_FLOAT: e = M2C_F32; break;
    case OX_UINT8: e = M2C_I16; u = 1; break;   /* held wider, values true (docs/onnx.md) */
    case OX_INT8: e = M2C_I8; break;
    case OX_UINT16: e = M2C_I32; u = 1; break;
    case OX_INT16: e = M2C_I16; break;
    case OX_INT32: e = M2C_I32; break;
    case OX_INT64: e = M2C_I64; break;
    case OX_BOOL: e = M2C_I1; break;
    case OX_FLOAT16: e = M2C_F16; break;
    case OX_DOUBLE: e = M2C_F64; break;
    case OX_UINT32: e = M2C_I32; u = 1; break;
    case OX_UINT64: e = M2C_I64; u = 1; break;
    case OX_BFLOAT16: e = M2C_BF16; break;
    case OX_FLOAT8E4M3FN: e = M2C_F8E4M3FN; break;
    case OX_FLOAT8E4M3FNUZ: e = M2C_F8E4M3FNUZ; break;
    case OX_FLOAT8E5M2: e = M2C_F8E5M2; break;
    case OX_FLOAT8E5M2FNUZ: e = M2C_F8E5M2FNUZ; break;
    case OX_INT4: e = M2C_I4; break;
    case OX_FLOAT4E2M1: e = M2C_F4E2M1FN; break;
    default: e = -1; break;
    }
    if (uns) *uns = u;
    return e;
}

/* A tensor's elements as a constant buffer: floats for the lowerings, and
 * the stored bytes (the reader's layout is the .tcp's) for non-f32. */
static m2c_cbuf *tensor_cbuf(const ox_tensor *t, int elem, int uns)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    uint64_t k, n = t->count;
    int w = m2c_elem_bytes(elem);
    cb->count = n;
    cb->elem = elem;
    cb->data = (float *)m2c_alloc((size_t)n * sizeof(float) + 4u);
    if (elem == M2C_F32) {
        if (n) memcpy(cb->data, t->data, (size_t)n * 4u);
        return cb;
    }
    cb->raw = m2c_alloc((size_t)n * (size_t)w + 8u);
    if (t->dtype == OX_UINT8 || t->dtype == OX_UINT16) {   /* widened: each value stored in elem */
        int se = t->dtype == OX_UINT8 ? M2C_I8 : M2C_I16, sw = m2c_elem_bytes(se);
        for (k = 0; k < n; k++) {
            int64_t i = 0;
            (void)m2c_load_elem((const unsigned char *)t->data + k * (uint64_t)sw, se, 1, &i);
            m2c_store_elem((unsigned char *)cb->raw + k * (uint64_t)w, elem, (double)i, i);
            cb->data[k] = (float)i;
        }
        return cb;
    }
    if (n) memcpy(cb->raw, t->data, (size_t)n * (size_t)w);
    for (k = 0; k < n; k++) {
        int64_t i = 0;
        double d = m2c_load_elem((const unsigned char *)cb->raw + k * (uint64_t)w, elem, uns, &i);
        cb->data[k] = m2c_elem_is_float(elem) ? m2c_to_f32(d) : (float)i;
    }
    return cb;
}

/* ---- the import ---- */
typedef struct importer {
    const ox_model *m;
    const ox_graph *g;
    listing t;
    size_t *node_at, *node_op_at;          /* per node: line start, op type */
    size_t **in_at, **out_at, **attr_at;   /* per node: each input/output/attribute name */
    size_t *arg_at, *init_at, *res_at;
    name_map vals;
    m2c_func *f;
} importer;

#define AT(I, off) ((I)->t.s + (off))

static void list_attr(listing *t, const ox_attr *a)
{
    int k;
    switch (a->type) {
    case OX_ATTR_INT: put(t, "=%lld", (long long)a->i); break;
    case OX_ATTR_FLOAT: put(t, "=%g", a->f); break;
    case OX_ATTR_STRING: put(t, "="); put_name(t, a->s ? a->s : ""); break;
    case OX_ATTR_INTS:
        put(t, "=[");
        for (k = 0; k < a->n && k < 16; k++) put(t, "%s%lld", k ? ", " : "", (long long)a->ints[k]);
        put(t, "%s]", a->n > 16 ? ", ..." : "");
        break;
    case OX_ATTR_FLOATS:
        put(t, "=[");
        for (k = 0; k < a->n && k < 16; k++) put(t, "%s%g", k ? ", " : "", (double)a->floats[k]);
        put(t, "%s]", a->n > 16 ? ", ..." : "");
        break;
    case OX_ATTR_STRINGS:
        put(t, "=[");
        for (k = 0; k < a->n && k < 16; k++) { if (k) put(t, ", "); put_name(t, a->strings[k]); }
        put(t, "]");
        break;
    case OX_ATTR_TENSOR:
        put(t, "=<%s ", ox_dtype_name(a->t->dtype));
        put_dims(t, a->t->rank, a->t->dims, NULL);
        put(t, ">");
        break;
    case OX_ATTR_GRAPH: put(t, "=<graph>"); break;
    default: put(t, "=<%d>", a->type); break;
    }
}

static void build_listing(importer *I)
{
    const ox_graph *g = I->g;
    listing *t = &I->t;
    int i, k;
    put(t, "graph ");
    put_name(t, g->name ? g->name : "");
    put(t, " (opset %lld, ir_version %lld)\n", (long long)m2c_onnx_opset, (long long)I->m->ir_version);
    I->arg_at = (size_t *)m2c_alloc(((size_t)g->n_inputs + 1) * sizeof(size_t));
    for (i = 0; i < g->n_inputs; i++) {
        const ox_value_info *v = &g->inputs[i];
        put(t, "input ");
        I->arg_at[i] = put_name(t, v->name);
        put(t, ": %s ", v->has_type ? ox_dtype_name(v->dtype) : "?");
        if (v->rank >= 0) put_dims(t, v->rank, NULL, v->dims);
        else put(t, "[*]");
        put(t, "\n");
    }
    I->init_at = (size_t *)m2c_alloc(((size_t)g->n_inits + 1) * sizeof(size_t));
    for (i = 0; i < g->n_inits; i++) {
        put(t, "initializer ");
        I->init_at[i] = put_name(t, g->inits[i].name);
        put(t, ": %s ", ox_dtype_name(g->inits[i].dtype));
        put_dims(t, g->inits[i].rank, g->inits[i].dims, NULL);
        put(t, "\n");
    }
    I->node_at = (size_t *)m2c_alloc(((size_t)g->n_nodes + 1) * sizeof(size_t));
    I->node_op_at = (size_t *)m2c_alloc(((size_t)g->n_nodes + 1) * sizeof(size_t));
    I->in_at = (size_t **)m2c_alloc(((size_t)g->n_nodes + 1) * sizeof(size_t *));
    I->out_at = (size_t **)m2c_alloc(((size_t)g->n_nodes + 1) * sizeof(size_t *));
    I->attr_at = (size_t **)m2c_alloc(((size_t)g->n_nodes + 1) * sizeof(size_t *));
    for (i = 0; i < g->n_nodes; i++) {
        const ox_node *nd = &g->nodes[i];
        I->in_at[i] = (size_t *)m2c_alloc(((size_t)nd->n_in + 1) * sizeof(size_t));
        I->out_at[i] = (size_t *)m2c_alloc(((size_t)nd->n_out + 1) * sizeof(size_t));
        I->attr_at[i] = (size_t *)m2c_alloc(((size_t)nd->n_attrs + 1) * sizeof(size_t));
        I->node_at[i] = put(t, "node %d ", i);
        put_quoted(t, nd->name, 1);
        put(t, ": ");
        if (nd->domain && *nd->domain && strcmp(nd->domain, "ai.onnx") != 0) put(t, "%s.", nd->domain);
        I->node_op_at[i] = put(t, "%s", nd->op_type);
        put(t, "(");
        for (k = 0; k < nd->n_in; k++) {
            if (k) put(t, ", ");
            I->in_at[i][k] = *nd->in[k] ? put_name(t, nd->in[k]) : put(t, "_");
        }
        put(t, ") -> ");
        for (k = 0; k < nd->n_out; k++) {
            if (k) put(t, ", ");
            I->out_at[i][k] = *nd->out[k] ? put_name(t, nd->out[k]) : put(t, "_");
        }
        if (nd->n_attrs) put(t, " {");
        for (k = 0; k < nd->n_attrs; k++) {
            if (k) put(t, ", ");
            I->attr_at[i][k] = put(t, "%s", nd->attrs[k].name);
            list_attr(t, &nd->attrs[k]);
        }
        put(t, "%s\n", nd->n_attrs ? "}" : "");
    }
    I->res_at = (size_t *)m2c_alloc(((size_t)g->n_outputs + 1) * sizeof(size_t));
    for (i = 0; i < g->n_outputs; i++) {
        put(t, "output ");
        I->res_at[i] = put_name(t, g->outputs[i].name);
        put(t, "\n");
    }
    put(t, "%s", "");
}

static m2c_value *new_value(const char *name, const char *loc, m2c_value_kind kind)
{
    m2c_value *v = (m2c_value *)m2c_alloc(sizeof *v);
    v->name = m2c_strndup(name, strlen(name));
    v->loc = loc;
    v->kind = kind;
    v->tensor = -1;
    return v;
}

static void define(importer *I, const char *name, m2c_value *v, const char *loc)
{
    m2c_value **slot = map_slot(&I->vals, name);
    if (*slot) m2c_error_at(loc, "'%s' is defined twice (each value of an ONNX graph has one producer)", name);
    *slot = v;
}

/* A tensor (initializer or attribute) as a constant value. */
static m2c_value *tensor_const(const ox_tensor *t, const char *name, const char *loc)
{
    int uns, elem = m2c_onnx_elem(t->dtype, &uns), d;
    m2c_type ty;
    m2c_value *v;
    if (elem < 0 || (t->count && !t->data))
        m2c_error_at(loc, "tensor '%s' has element type %s, which npk cannot hold", name, ox_dtype_name(t->dtype));
    if (t->rank > NPK_MAX_RANK) m2c_error_at(loc, "tensor '%s' has rank %d (at most %d)", name, t->rank, NPK_MAX_RANK);
    memset(&ty, 0, sizeof ty);
    ty.rank = t->rank;
    for (d = 0; d < t->rank; d++) ty.dims[d] = t->dims[d];
    ty.elem = elem;
    ty.uns = uns;
    v = m2c_new_const(name, loc, &ty, tensor_cbuf(t, elem, uns));
    return v;
}

static void convert_attr(importer *I, const ox_attr *a, m2c_attr *o, const char *loc)
{
    int k;
    o->name = m2c_strndup(a->name, strlen(a->name));
    o->loc = o->vloc = loc;
    switch (a->type) {
    case OX_ATTR_INT: o->kind = M2C_ATTR_INT; o->i = a->i; o->f = (double)a->i; break;
    case OX_ATTR_FLOAT: o->kind = M2C_ATTR_FLOAT; o->f = a->f; break;
    case OX_ATTR_STRING: o->kind = M2C_ATTR_STRING; o->str = m2c_strndup(a->s ? a->s : "", a->s ? strlen(a->s) : 0); break;
    case OX_ATTR_INTS: case OX_ATTR_FLOATS:
        o->kind = M2C_ATTR_ARRAY;
        o->n = a->n;
        o->all_int = a->type == OX_ATTR_INTS;
        o->ints = (int64_t *)m2c_alloc(((size_t)a->n + 1) * sizeof(int64_t));
        o->floats = (double *)m2c_alloc(((size_t)a->n + 1) * sizeof(double));
        for (k = 0; k < a->n; k++) {
            o->ints[k] = o->all_int ? a->ints[k] : m2c_to_i64(a->floats[k]);
            o->floats[k] = o->all_int ? (double)a->ints[k] : (double)a->floats[k];
        }
        break;
    case OX_ATTR_STRINGS:
        o->kind = M2C_ATTR_OTHER;
        o->n = a->n;
        o->strs = (const char **)m2c_alloc(((size_t)a->n + 1) * sizeof(char *));
        for (k = 0; k < a->n; k++) o->strs[k] = m2c_strndup(a->strings[k], strlen(a->strings[k]));
        break;
    case OX_ATTR_TENSOR: {
        m2c_value *c = tensor_const(a->t, a->name, loc);
        o->kind = M2C_ATTR_DENSE;
        o->dense = c->cbuf;
        o->dense_type = c->shape;
        break;
    }
    default: o->kind = M2C_ATTR_OTHER; break;
    }
    (void)I;
}

/* Constant(value | value_float | value_floats | value_int | value_ints) */
static m2c_value *constant_node(importer *I, int i)
{
    const ox_node *nd = &I->g->nodes[i];
    const char *loc = AT(I, I->node_op_at[i]);
    const ox_attr *a;
    m2c_cbuf *cb;
    m2c_type ty;
    int k;
    if (nd->n_attrs != 1 || nd->n_out != 1)
        m2c_error_at(loc, "Constant needs exactly one value attribute and one output");
    a = &nd->attrs[0];
    if (a->type == OX_ATTR_TENSOR) return tensor_const(a->t, nd->out[0], loc);
    memset(&ty, 0, sizeof ty);
    cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    if (!strcmp(a->name, "value_float") || !strcmp(a->name, "value_int")) {
        cb->count = 1;
    } else if (!strcmp(a->name, "value_floats") || !strcmp(a->name, "value_ints")) {
        ty.rank = 1;
        ty.dims[0] = a->n;
        cb->count = (uint64_t)a->n;
    } else {
        m2c_error_at(AT(I, I->attr_at[i][0]), "Constant with attribute '%s' is not supported", a->name);
    }
    ty.elem = cb->elem = strstr(a->name, "int") ? M2C_I64 : M2C_F32;
    cb->data = (float *)m2c_alloc((size_t)cb->count * sizeof(float) + 4u);
    if (ty.elem == M2C_I64) cb->raw = m2c_alloc((size_t)cb->count * 8u + 8u);
    for (k = 0; k < (int)cb->count; k++) {
        double d = ty.rank ? (ty.elem == M2C_I64 ? (double)a->ints[k] : (double)a->floats[k])
                           : (ty.elem == M2C_I64 ? (double)a->i : a->f);
        cb->data[k] = m2c_to_f32(d);
        if (cb->raw) m2c_store_elem((unsigned char *)cb->raw + 8 * k, M2C_I64, d, ty.rank ? a->ints[k] : a->i);
    }
    return m2c_new_const(nd->out[0], loc, &ty, cb);
}

static int is_default_domain(const char *d) { return !d || !*d || !strcmp(d, "ai.onnx"); }

/* Nodes in an order where every input is defined before use (ONNX requires
 * it; a graph that is not sorted is sorted here). */
static int *sorted_nodes(importer *I, const unsigned char *avail_init)
{
    const ox_graph *g = I->g;
    int *order = (int *)m2c_alloc(((size_t)g->n_nodes + 1) * sizeof(int)), n = 0, i, k, progress = 1;
    unsigned char *done = (unsigned char *)m2c_alloc((size_t)g->n_nodes + 1);
    name_map have;
    memset(&have, 0, sizeof have);
    (void)avail_init;
    for (i = 0; i < g->n_nodes; i++)
        for (k = 0; k < g->nodes[i].n_out; k++)
            if (*g->nodes[i].out[k]) {
                m2c_value **s = map_slot(&have, g->nodes[i].out[k]);
                if (*s) m2c_error_at(AT(I, I->out_at[i][k]), "'%s' is defined twice (each value of an ONNX graph has one producer)",
                                     g->nodes[i].out[k]);
                *s = (m2c_value *)(void *)&order[0];   /* produced by a node, not yet computed */
            }
    while (n < g->n_nodes && progress) {
        progress = 0;
        for (i = 0; i < g->n_nodes; i++) {
            if (done[i]) continue;
            for (k = 0; k < g->nodes[i].n_in; k++) {
                const char *nm = g->nodes[i].in[k];
                m2c_value *p = *nm ? map_get(&have, nm) : NULL;
                if (p == (m2c_value *)(void *)&order[0]) break;   /* its producer has not run */
            }
            if (k < g->nodes[i].n_in) continue;
            for (k = 0; k < g->nodes[i].n_out; k++)
                if (*g->nodes[i].out[k]) *map_slot(&have, g->nodes[i].out[k]) = (m2c_value *)(void *)done;
            done[i] = 1;
            order[n++] = i;
            progress = 1;
        }
    }
    if (n < g->n_nodes)
        for (i = 0; i < g->n_nodes; i++)
            if (!done[i])
                m2c_error_at(AT(I, I->node_op_at[i]), "the graph has a cycle through this node (its inputs depend on its own outputs)");
    m2c_free(done);
    return order;
}

/* Uses of each value name by nodes and graph outputs. */
static int used(const name_map *uses, const char *name)
{
    return *name && map_get(uses, name) != NULL;
}

/* Opsets 1 to 5 differ from opset 6 mostly by `consumed_inputs`, a memory
 * hint opset 6 dropped, which is ignored here. The ops whose meaning changed
 * on the way to opset 6 (facts from onnx/defs at the commit named in
 * onnx_ops_opset21.tsv) are refused below it, naming the version. */
static void check_before_opset6(importer *I, int i)
{
    static const struct { const char *op; int since; } changed[] = {
        { "Cast", 6 },          /* `to` a string */
        { "Concat", 4 },        /* axis optional, default 1 */
        { "Split", 2 },         /* split sizes as an input */
        { "LpPool", 2 }, { "GlobalLpPool", 2 },   /* p a float */
        { "Tile", 6 },          /* tiles and axis inputs */
    };
    const ox_node *nd = &I->g->nodes[i];
    size_t k;
    if (m2c_onnx_opset >= 6) return;
    for (k = 0; k < sizeof changed / sizeof changed[0]; k++)
        if (!strcmp(nd->op_type, changed[k].op) && m2c_onnx_opset < changed[k].since)
            m2c_error_at(AT(I, I->node_op_at[i]), "%s of opset %lld (before its opset-%d form) is not supported", nd->op_type,
                         (long long)m2c_onnx_opset, changed[k].since);
}

/* One op of node i: inputs ins[0..n_in) (their listing positions in_at),
 * computing output `result` of n_res named out (at out_loc). */
static void add_op(importer *I, int i, const char *const *ins, int n_in, const size_t *in_at, const char *out,
                   const char *out_loc, int result, int n_res)
{
    const ox_node *nd = &I->g->nodes[i];
    m2c_op *op = (m2c_op *)m2c_alloc(sizeof *op);
    char dname[256];
    int k, last = -1;
    check_before_opset6(I, i);
    snprintf(dname, sizeof dname, "onnx.%s", nd->op_type);
    op->kind = M2C_OPK_FOREIGN;
    op->dname = m2c_strndup(dname, strlen(dname));
    op->loc = AT(I, I->node_op_at[i]);
    op->debug_name = *nd->name ? m2c_strndup(nd->name, strlen(nd->name)) : NULL;   /* npk-run --print/--profile */
    op->no_decl_check = 1;
    for (k = 0; k < n_in; k++) if (*ins[k]) last = k;
    if (last + 1 > M2C_MAX_OPERANDS)
        m2c_error_at(op->loc, "%s has %d inputs; at most %d are supported", nd->op_type, last + 1, M2C_MAX_OPERANDS);
    op->n_in = last + 1;
    for (k = 0; k < op->n_in; k++) {
        op->in_loc[k] = AT(I, in_at[k]);
        if (!*ins[k]) continue;
        op->in[k] = map_get(&I->vals, ins[k]);
        if (!op->in[k])
            m2c_error_at(op->in_loc[k], "'%s' is not defined by any node, initializer or graph input", ins[k]);
        if (op->in[k]->kind != M2C_V_OP) op->in_decl[k] = op->in[k]->decl;
    }
    op->n_attrs = nd->n_attrs;
    op->attrs = (m2c_attr *)m2c_alloc(((size_t)nd->n_attrs + 1) * sizeof(m2c_attr));
    for (k = 0; k < nd->n_attrs; k++) convert_attr(I, &nd->attrs[k], &op->attrs[k], AT(I, I->attr_at[i][k]));
    /* ".outputs": the node's output count (Split without sizes divides by it) */
    op->attrs[op->n_attrs].name = m2c_strndup(".outputs", 8);
    op->attrs[op->n_attrs].loc = op->attrs[op->n_attrs].vloc = op->loc;
    op->attrs[op->n_attrs].kind = M2C_ATTR_INT;
    op->attrs[op->n_attrs].i = nd->n_out;
    op->attrs[op->n_attrs].f = nd->n_out;
    op->n_attrs++;
    op->result = n_res > 1 ? result + 1 : 0;
    op->out = new_value(out, out_loc, M2C_V_OP);
    op->out->def = op;
    define(I, out, op->out, out_loc);
    M2C_PUSH(I->f->ops, I->f->n_ops, I->f->cap_ops, op);
}

/* Concat / Sum / Max / Min of more inputs than an op holds: ops over
 * groups of inputs, then the node's op over the groups' results (in groups
 * again while there are too many). */
static void add_wide(importer *I, int i, const char *const *ins, int n, const size_t *in_at)
{
    const ox_node *nd = &I->g->nodes[i];
    const char **part = (const char **)m2c_alloc(((size_t)n / M2C_MAX_OPERANDS + 2) * sizeof(char *));
    size_t *part_at = (size_t *)m2c_alloc(((size_t)n / M2C_MAX_OPERANDS + 2) * sizeof(size_t));
    const char *loc = AT(I, I->node_op_at[i]);
    int k, m = 0;
    if (strcmp(nd->op_type, "Concat") && strcmp(nd->op_type, "Sum") && strcmp(nd->op_type, "Max") && strcmp(nd->op_type, "Min"))
        m2c_error_at(loc, "%s has %d inputs; at most %d are supported", nd->op_type, n, M2C_MAX_OPERANDS);
    for (k = 0; k < n; k += M2C_MAX_OPERANDS) {
        char name[600];
        int c = n - k < M2C_MAX_OPERANDS ? n - k : M2C_MAX_OPERANDS;
        snprintf(name, sizeof name, "%s.part%d.%d", nd->out[0], n, m);
        part[m] = m2c_strndup(name, strlen(name));
        part_at[m] = I->node_op_at[i];
        add_op(I, i, ins + k, c, in_at + k, part[m], loc, 0, 1);
        m++;
    }
    if (m > M2C_MAX_OPERANDS) add_wide(I, i, part, m, part_at);
    else add_op(I, i, part, m, part_at, nd->out[0], AT(I, I->out_at[i][0]), 0, 1);
}

m2c_module *m2c_onnx_import(const ox_model *m, const char *filename)
{
    importer I;
    m2c_module *mod = (m2c_module *)m2c_alloc(sizeof *mod);
    m2c_func *f = (m2c_func *)m2c_alloc(sizeof *f);
    const ox_graph *g = m2c_onnx_prepare(m, m->graph);   /* functions inlined, If/Loop prepared (import_functions.c) */
    name_map uses;
    int i, k, *order;
    memset(&I, 0, sizeof I);
    memset(&uses, 0, sizeof uses);
    I.m = m;
    I.g = g;
    I.f = f;
    m2c_onnx_opset = ox_opset_version(m, "");
    if (!m2c_onnx_opset) m2c_onnx_opset = ox_opset_version(m, "ai.onnx");
    build_listing(&I);
    m2c_diag_init(filename, I.t.s, I.t.n);
    if (m2c_onnx_opset < 1 || m2c_onnx_opset > 21)
        m2c_error_at(I.t.s, "the model imports opset %lld of the default ONNX domain; mlir2c supports opsets 1 to 21",
                     (long long)m2c_onnx_opset);
    if (g->n_sparse_inits) m2c_error_at(I.t.s, "the graph has %d sparse initializers, which are not supported", g->n_sparse_inits);
    f->name = m2c_strndup(g->name && *g->name ? g->name : "main", strlen(g->name && *g->name ? g->name : "main"));
    f->loc = I.t.s;
    for (i = 0; i < g->n_inits; i++)
        define(&I, g->inits[i].name, tensor_const(&g->inits[i], g->inits[i].name, AT(&I, I.init_at[i])), AT(&I, I.init_at[i]));
    for (i = 0; i < g->n_inputs; i++) {
        const ox_value_info *vi = &g->inputs[i];
        const char *loc = AT(&I, I.arg_at[i]);
        m2c_value *v;
        int uns, elem, d;
        if (map_get(&I.vals, vi->name)) continue;   /* an initializer: its value is the default, used as a constant */
        if (!vi->has_type) m2c_error_at(loc, "graph input '%s' has no tensor type", vi->name);
        elem = m2c_onnx_elem(vi->dtype, &uns);
        if (elem < 0) m2c_error_at(loc, "graph input '%s' has element type %s, which npk cannot hold", vi->name, ox_dtype_name(vi->dtype));
        if (vi->rank < 0) m2c_error_at(loc, "graph input '%s' has no shape (any rank); npk needs its rank and dims", vi->name);
        if (vi->rank > NPK_MAX_RANK) m2c_error_at(loc, "graph input '%s' has rank %d (at most %d)", vi->name, vi->rank, NPK_MAX_RANK);
        v = new_value(vi->name, loc, M2C_V_ARG);
        v->decl.rank = vi->rank;
        v->decl.elem = elem;
        v->decl.uns = uns;
        for (d = 0; d < vi->rank; d++) v->decl.dims[d] = vi->dims[d].value >= 0 ? vi->dims[d].value : M2C_DYN;
        v->arg_index = f->n_args;
        define(&I, vi->name, v, loc);
        M2C_PUSH(f->args, f->n_args, f->cap_args, v);
    }
    for (i = 0; i < g->n_nodes; i++)
        for (k = 0; k < g->nodes[i].n_in; k++)
            if (*g->nodes[i].in[k]) *map_slot(&uses, g->nodes[i].in[k]) = (m2c_value *)(void *)f;
    for (i = 0; i < g->n_outputs; i++) *map_slot(&uses, g->outputs[i].name) = (m2c_value *)(void *)f;
    order = sorted_nodes(&I, NULL);
    for (k = 0; k < g->n_nodes; k++) {
        const ox_node *nd = &g->nodes[order[k]];
        int o, n_used = 0;
        i = order[k];
        if (!is_default_domain(nd->domain))
            m2c_error_at(AT(&I, I.node_op_at[i]), "ONNX op '%s' of domain '%s' is not supported (only the default domain is)",
                         nd->op_type, nd->domain);
        if (!strcmp(nd->op_type, "Constant")) {
            m2c_value *c = constant_node(&I, i);
            define(&I, nd->out[0], c, c->loc);
            continue;
        }
        for (o = 0; o < nd->n_out; o++) n_used += used(&uses, nd->out[o]);
        if (!n_used) continue;   /* nothing reads it */
        if (nd->n_in > M2C_MAX_OPERANDS && nd->n_out == 1) { add_wide(&I, i, nd->in, nd->n_in, I.in_at[i]); continue; }
        for (o = 0; o < nd->n_out; o++)
            if (used(&uses, nd->out[o]))
                add_op(&I, i, nd->in, nd->n_in, I.in_at[i], nd->out[o], AT(&I, I.out_at[i][o]), o, nd->n_out);
    }
    for (i = 0; i < g->n_outputs; i++) {
        const char *loc = AT(&I, I.res_at[i]);
        m2c_value *v = map_get(&I.vals, g->outputs[i].name);
        if (!v) m2c_error_at(loc, "graph output '%s' is not computed by any node", g->outputs[i].name);
        M2C_PUSH(f->results, f->n_results, f->cap_results, v);
        f->result_locs = (const char **)m2c_grow((void *)f->result_locs, (size_t)f->cap_results * sizeof(char *));
        f->result_locs[f->n_results - 1] = loc;
    }
    if (!f->n_results) m2c_error_at(I.t.s, "the graph has no outputs");
    f->ret_loc = f->n_results ? f->result_locs[0] : I.t.s;
    m2c_onnx_qdq(f);   /* QDQ groups as QLinearConv / QLinearMatMul (lower_onnx_qlinear.c) */
    M2C_PUSH(mod->funcs, mod->n_funcs, mod->cap_funcs, f);
    m2c_free(order);
    return mod;
}

/* For import_control.c: If/Loop bodies imported while lowering, located at the If/Loop. */
m2c_value *m2c_onnx_tensor_value(const ox_tensor *t, const char *name, const char *loc) { return tensor_const(t, name, loc); }
void m2c_onnx_attr(const ox_attr *a, m2c_attr *o, const char *loc) { convert_attr(NULL, a, o, loc); }
m2c_value *m2c_onnx_constant(const ox_node *nd, const char *loc)
{
    importer I;
    ox_graph g;
    size_t zero = 0, *attr_at = &zero;
    memset(&I, 0, sizeof I);
    memset(&g, 0, sizeof g);
    g.n_nodes = 1;
    g.nodes = (ox_node *)(void *)nd;
    I.g = &g;
    I.t.s = (char *)(void *)loc;
    I.node_op_at = &zero;
    I.attr_at = &attr_at;
    return constant_node(&I, 0);
}

/* The model's pool outlives the import (its names are the diagnostics'
 * source) and is released at exit, like every m2c_alloc block (util.c). */
static ox_model *g_loaded;
static void free_loaded_model(void)
{
    if (g_loaded) ox_model_free(g_loaded);
    g_loaded = NULL;
}

m2c_module *m2c_onnx_load(const char *path, const unsigned char *buf, size_t len)
{
    ox_model *m = (ox_model *)m2c_alloc(sizeof *m);
    char err[512], *dir;
    const char *slash = strrchr(path, '/');
    dir = slash ? m2c_strndup(path, (size_t)(slash - path + 1)) : m2c_strndup(".", 1);
    if (ox_read_model(buf, len, dir, m, err, sizeof err) != 0) m2c_fatal(M2C_EXIT_INPUT, "%s: %s", path, err);
    m2c_free(dir);
    if (!g_loaded) atexit(free_loaded_model); /* after util.c's handler is registered: runs before it */
    g_loaded = m;
    return m2c_onnx_import(m, path);   /* the model stays: its listing's names are the diagnostics' source */
}
