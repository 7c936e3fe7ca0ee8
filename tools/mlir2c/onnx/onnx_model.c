/* onnx_model.c - ModelProto and the messages in it (see onnx_model.h), and
 * the pool that owns what they decode to. TensorProto is onnx_tensor.c.
 *
 * Field numbers are those of onnx/onnx.proto as of github.com/onnx/onnx
 * commit f7546912001bc31e92a238b17068a21b373d882e (2026-08-22); they have
 * not changed since IR version 3, only grown.
 *
 * Each message is read in two passes: the first checks every field of the
 * message is well formed and counts the repeated ones, so each array is
 * allocated once at its exact size; the second decodes. */
#include "onnx_read.h"
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ pool */

typedef struct ox_block {
    struct ox_block *next;
    size_t size, used;
} ox_block;
struct ox_pool { ox_block *head; };

#define OX_ALIGN 16
#define OX_HDR ((sizeof(ox_block) + OX_ALIGN - 1) / OX_ALIGN * OX_ALIGN)
#define OX_BLOCK (64 * 1024)

ox_pool *ox_pool_new(void)
{
    return (ox_pool *)calloc(1, sizeof(ox_pool));
}

void ox_pool_free(ox_pool *p)
{
    ox_block *b, *next;
    if (!p) return;
    for (b = p->head; b; b = next) {
        next = b->next;
        free(b);
    }
    free(p);
}

void *ox_pool_array(ox_pool *p, uint64_t n, size_t size)
{
    ox_block *b;
    size_t bytes;
    if (size && n > (uint64_t)(SIZE_MAX - OX_HDR - OX_ALIGN) / size) return NULL;
    bytes = ((size_t)n * size + OX_ALIGN - 1) / OX_ALIGN * OX_ALIGN;
    if (bytes == 0) bytes = OX_ALIGN;
    if (p->head && p->head->size - p->head->used >= bytes) {
        b = p->head;
    } else if (bytes > OX_BLOCK / 4) {
        /* A large array gets a block of its own, behind the current one. */
        if (!(b = (ox_block *)calloc(1, OX_HDR + bytes))) return NULL;
        b->size = bytes;
        if (p->head) {
            b->next = p->head->next;
            p->head->next = b;
        } else {
            p->head = b;
        }
    } else {
        if (!(b = (ox_block *)calloc(1, OX_HDR + OX_BLOCK))) return NULL;
        b->size = OX_BLOCK;
        b->next = p->head;
        p->head = b;
    }
    b->used += bytes;
    return (char *)b + OX_HDR + b->used - bytes;
}

/* ------------------------------------------------------------------ helpers */

int ox__oom(ox_reader *r, size_t at)
{
    return ox_wire_fail(&r->w, at, "out of memory");
}

int ox__string(ox_reader *r, const ox_field *f, const char *name, int no_nul, const char **out, size_t *len)
{
    char *s;
    if (ox_wire_want(&r->w, f, OX_WT_LEN, name) != 0) return -1;
    if (no_nul && memchr(r->w.buf + f->off, 0, f->len))
        return ox_wire_fail(&r->w, f->at, "%s holds a NUL byte", name);
    if (!(s = (char *)ox_pool_array(r->pool, (uint64_t)f->len + 1, 1))) return ox__oom(r, f->at);
    if (f->len) memcpy(s, r->w.buf + f->off, f->len);
    *out = s;
    if (len) *len = f->len;
    return 0;
}

/* "" and "ai.onnx" are both the default domain: decoded as "". */
static int domain(ox_reader *r, const ox_field *f, const char **out)
{
    if (ox__string(r, f, "domain", 1, out, NULL) != 0) return -1;
    if (!strcmp(*out, "ai.onnx")) *out = "";
    return 0;
}

/* An array of n elements of size bytes; n from a field count. */
static int array(ox_reader *r, size_t at, uint64_t n, size_t size, const char *what, void **out, int *count)
{
    if (n > INT_MAX) return ox_wire_fail(&r->w, at, "more than %d %s", INT_MAX, what);
    if (!(*out = ox_pool_array(r->pool, n, size))) return ox__oom(r, at);
    if (count) *count = 0;
    return 0;
}

typedef int (*msg_fn)(ox_reader *r, ox_span s, size_t at, void *out);

/* The LEN field f as message `name` (index >= 0: name[index]) into out:
 * the path and depth grow for it. */
static int sub(ox_reader *r, const ox_field *f, const char *name, int index, msg_fn fn, void *out)
{
    size_t mark;
    int rc;
    if (ox_wire_want(&r->w, f, OX_WT_LEN, name) != 0) return -1;
    mark = index >= 0 ? ox_wire_push(&r->w, ".%s[%d]", name, index) : ox_wire_push(&r->w, ".%s", name);
    if (r->depth >= OX_MAX_DEPTH) return ox_wire_fail(&r->w, f->at, "messages nested more than %d deep", OX_MAX_DEPTH);
    r->depth++;
    rc = fn(r, ox_wire_sub(f), f->at, out);
    r->depth--;
    if (rc == 0) ox_wire_pop(&r->w, mark);
    return rc;
}

static int tensor_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    return ox__tensor(r, s, at, (ox_tensor *)out);
}

static int graph_msg(ox_reader *r, ox_span s, size_t at, void *out);

/* ------------------------------------------------------------------ types */

/* TensorShapeProto.Dimension: dim_value = 1, dim_param = 2. A negative
 * dim_value (some exporters write -1) is an unknown dimension. */
static int dim_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_dim *d = (ox_dim *)out;
    ox_field f;
    int rc;
    (void)at;
    d->value = -1;
    d->param = NULL;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num == 1) {
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "dim_value") != 0) return -1;
            d->value = (int64_t)f.v < 0 ? -1 : (int64_t)f.v;
        } else if (f.num == 2) {
            if (ox__string(r, &f, "dim_param", 1, &d->param, NULL) != 0) return -1;
        }
    }
    return rc;
}

/* TensorShapeProto: dim = 1. */
static int shape_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_value_info *v = (ox_value_info *)out;
    uint64_t c[OX_WIRE_COUNTED];
    ox_field f;
    int rc, i = 0;
    if (ox_wire_count(&r->w, s, c) != 0) return -1;
    if (c[1] > OX_MAX_RANK) return ox_wire_fail(&r->w, at, "rank %llu is more than %d", (unsigned long long)c[1], OX_MAX_RANK);
    v->rank = (int)c[1];
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num != 1) continue;
        if (sub(r, &f, "dim", i, dim_msg, &v->dims[i]) != 0) return -1;
        i++;
    }
    return rc;
}

/* TypeProto.Tensor: elem_type = 1, shape = 2. */
static int tensor_type_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_value_info *v = (ox_value_info *)out;
    ox_field f;
    int rc;
    v->has_type = 1;
    v->rank = -1;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num == 1) {
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "elem_type") != 0) return -1;
            if (f.v > INT_MAX) return ox_wire_fail(&r->w, f.at, "elem_type %llu is out of range", (unsigned long long)f.v);
            v->dtype = (int)f.v;
        } else if (f.num == 2) {
            if (sub(r, &f, "shape", -1, shape_msg, v) != 0) return -1;
        }
    }
    (void)at;
    return rc;
}

/* TypeProto: tensor_type = 1; the other kinds (sequence, map, optional,
 * sparse, opaque) leave has_type 0 and are not decoded. */
static int type_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_value_info *v = (ox_value_info *)out;
    ox_field f;
    int rc;
    (void)at;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num != 1) continue;
        v->has_type = 0;
        v->dtype = 0;
        v->rank = -1;
        if (sub(r, &f, "tensor_type", -1, tensor_type_msg, v) != 0) return -1;
    }
    return rc;
}

/* ValueInfoProto: name = 1, type = 2. */
static int value_info_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_value_info *v = (ox_value_info *)out;
    ox_field f;
    int rc;
    v->name = NULL;
    v->rank = -1;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num == 1 && ox__string(r, &f, "name", 1, &v->name, NULL) != 0) return -1;
        if (f.num == 2 && sub(r, &f, "type", -1, type_msg, v) != 0) return -1;
    }
    if (rc < 0) return -1;
    if (!v->name) return ox_wire_fail(&r->w, at, "the value has no name");
    return 0;
}

/* ------------------------------------------------------------------ nodes */

/* AttributeProto field numbers. */
enum {
    A_NAME = 1, A_F = 2, A_I = 3, A_S = 4, A_T = 5, A_G = 6, A_FLOATS = 7, A_INTS = 8, A_STRINGS = 9,
    A_TENSORS = 10, A_GRAPHS = 11, A_TP = 14, A_TYPE_PROTOS = 15, A_TYPE = 20, A_REF_ATTR_NAME = 21,
    A_SPARSE_TENSOR = 22, A_SPARSE_TENSORS = 23
};

static const char *attr_type_name(int type)
{
    static const char *const names[] = { "UNDEFINED", "FLOAT", "INT", "STRING", "TENSOR", "GRAPH", "FLOATS", "INTS",
                                         "STRINGS", "TENSORS", "GRAPHS", "SPARSE_TENSOR", "SPARSE_TENSORS",
                                         "TYPE_PROTO", "TYPE_PROTOS" };
    return type >= 0 && type <= OX_ATTR_TYPE_PROTOS ? names[type] : "?";
}

static int attr_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_attr *a = (ox_attr *)out;
    uint64_t c[OX_WIRE_COUNTED], nf, ni;
    int has_f = 0, has_i = 0, has_s = 0, has_sparse = 0, has_tp = 0, ns = 0, nt = 0, ng = 0, rc;
    ox_field f;
    ox_scalars it;
    uint64_t n, v;
    memset(a, 0, sizeof *a);
    if (ox_wire_count(&r->w, s, c) != 0) return -1;
    if (ox_scalars_total(&r->w, s, A_FLOATS, OX_FIXED32, "floats", &nf) != 0) return -1;
    if (ox_scalars_total(&r->w, s, A_INTS, OX_VARINT, "ints", &ni) != 0) return -1;
    if (array(r, at, nf, sizeof(float), "floats", (void **)&a->floats, NULL) != 0 ||
        array(r, at, ni, sizeof(int64_t), "ints", (void **)&a->ints, NULL) != 0 ||
        array(r, at, c[A_STRINGS], sizeof(char *), "strings", (void **)&a->strings, NULL) != 0 ||
        array(r, at, c[A_TENSORS], sizeof(ox_tensor), "tensors", (void **)&a->tensors, NULL) != 0 ||
        array(r, at, c[A_GRAPHS], sizeof(ox_graph), "graphs", (void **)&a->graphs, NULL) != 0)
        return -1;
    nf = ni = 0;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        switch (f.num) {
        case A_NAME:
            if (ox__string(r, &f, "name", 1, &a->name, NULL) != 0) return -1;
            break;
        case A_REF_ATTR_NAME:
            if (ox__string(r, &f, "ref_attr_name", 1, &a->ref_attr_name, NULL) != 0) return -1;
            break;
        case A_F: {
            float x;
            uint32_t bits;
            if (ox_wire_want(&r->w, &f, OX_WT_I32, "f") != 0) return -1;
            bits = (uint32_t)f.v;
            memcpy(&x, &bits, sizeof x);
            a->f = x;
            has_f = 1;
            break;
        }
        case A_I:
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "i") != 0) return -1;
            a->i = (int64_t)f.v;
            has_i = 1;
            break;
        case A_S:
            if (ox__string(r, &f, "s", 0, &a->s, &a->s_len) != 0) return -1;
            has_s = 1;
            break;
        case A_T:
            if (a->t) return ox_wire_fail(&r->w, f.at, "t is given twice");
            if (!(a->t = (ox_tensor *)ox_pool_array(r->pool, 1, sizeof(ox_tensor)))) return ox__oom(r, f.at);
            if (sub(r, &f, "t", -1, tensor_msg, a->t) != 0) return -1;
            break;
        case A_G:
            if (a->g) return ox_wire_fail(&r->w, f.at, "g is given twice");
            if (!(a->g = (ox_graph *)ox_pool_array(r->pool, 1, sizeof(ox_graph)))) return ox__oom(r, f.at);
            if (sub(r, &f, "g", -1, graph_msg, a->g) != 0) return -1;
            break;
        case A_FLOATS:
            if (ox_scalars_begin(&r->w, &f, OX_FIXED32, "floats", &it, &n) != 0) return -1;
            while (ox_scalars_next(&it, &v)) {
                uint32_t bits = (uint32_t)v;
                memcpy(&a->floats[nf++], &bits, sizeof bits);
            }
            break;
        case A_INTS:
            if (ox_scalars_begin(&r->w, &f, OX_VARINT, "ints", &it, &n) != 0) return -1;
            while (ox_scalars_next(&it, &v)) a->ints[ni++] = (int64_t)v;
            break;
        case A_STRINGS:
            if (ox__string(r, &f, "strings", 1, &a->strings[ns], NULL) != 0) return -1;
            ns++;
            break;
        case A_TENSORS:
            if (sub(r, &f, "tensors", nt, tensor_msg, &a->tensors[nt]) != 0) return -1;
            nt++;
            break;
        case A_GRAPHS:
            if (sub(r, &f, "graphs", ng, graph_msg, &a->graphs[ng]) != 0) return -1;
            ng++;
            break;
        case A_TP: case A_TYPE_PROTOS:
            if (ox_wire_want(&r->w, &f, OX_WT_LEN, f.num == A_TP ? "tp" : "type_protos") != 0) return -1;
            has_tp = 1;
            break;
        case A_SPARSE_TENSOR: case A_SPARSE_TENSORS:
            if (ox_wire_want(&r->w, &f, OX_WT_LEN, f.num == A_SPARSE_TENSOR ? "sparse_tensor" : "sparse_tensors") != 0)
                return -1;
            has_sparse = f.num == A_SPARSE_TENSOR ? 1 : 2;
            break;
        case A_TYPE:
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "type") != 0) return -1;
            if (f.v > OX_ATTR_TYPE_PROTOS)
                return ox_wire_fail(&r->w, f.at, "attribute type %llu is unknown", (unsigned long long)f.v);
            a->type = (int)f.v;
            break;
        default:
            break;
        }
    }
    if (rc < 0) return -1;
    if (!a->name) return ox_wire_fail(&r->w, at, "the attribute has no name");
    if (a->type == OX_ATTR_UNDEFINED) {
        /* IR version 1 wrote no type: the field that is set says it. */
        a->type = nf ? OX_ATTR_FLOATS : ni ? OX_ATTR_INTS : ns ? OX_ATTR_STRINGS : nt ? OX_ATTR_TENSORS
                : ng ? OX_ATTR_GRAPHS : a->t ? OX_ATTR_TENSOR : a->g ? OX_ATTR_GRAPH : has_s ? OX_ATTR_STRING
                : has_i ? OX_ATTR_INT : has_f ? OX_ATTR_FLOAT : has_sparse == 1 ? OX_ATTR_SPARSE_TENSOR
                : has_sparse == 2 ? OX_ATTR_SPARSE_TENSORS : has_tp ? OX_ATTR_TYPE_PROTO : OX_ATTR_UNDEFINED;
    }
    switch (a->type) {
    case OX_ATTR_FLOATS: a->n = (int)nf; break;
    case OX_ATTR_INTS: a->n = (int)ni; break;
    case OX_ATTR_STRINGS: a->n = ns; break;
    case OX_ATTR_TENSORS: a->n = nt; break;
    case OX_ATTR_GRAPHS: a->n = ng; break;
    case OX_ATTR_TENSOR:
    case OX_ATTR_GRAPH:
        if ((a->type == OX_ATTR_TENSOR ? (void *)a->t : (void *)a->g) == NULL && !a->ref_attr_name)
            return ox_wire_fail(&r->w, at, "attribute '%s' is a %s but has no %s", a->name, attr_type_name(a->type),
                                a->type == OX_ATTR_TENSOR ? "t" : "g");
        break;
    default: break;
    }
    return 0;
}

/* NodeProto: input = 1, output = 2, name = 3, op_type = 4, attribute = 5,
 * domain = 7. */
static int node_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_node *n = (ox_node *)out;
    uint64_t c[OX_WIRE_COUNTED];
    ox_field f;
    int rc;
    memset(n, 0, sizeof *n);
    n->name = n->domain = "";
    if (ox_wire_count(&r->w, s, c) != 0) return -1;
    if (array(r, at, c[1], sizeof(char *), "inputs", (void **)&n->in, NULL) != 0 ||
        array(r, at, c[2], sizeof(char *), "outputs", (void **)&n->out, NULL) != 0 ||
        array(r, at, c[5], sizeof(ox_attr), "attributes", (void **)&n->attrs, NULL) != 0)
        return -1;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        switch (f.num) {
        case 1: if (ox__string(r, &f, "input", 1, &n->in[n->n_in++], NULL) != 0) return -1; break;
        case 2: if (ox__string(r, &f, "output", 1, &n->out[n->n_out++], NULL) != 0) return -1; break;
        case 3: if (ox__string(r, &f, "name", 1, &n->name, NULL) != 0) return -1; break;
        case 4: if (ox__string(r, &f, "op_type", 1, &n->op_type, NULL) != 0) return -1; break;
        case 5:
            if (sub(r, &f, "attribute", n->n_attrs, attr_msg, &n->attrs[n->n_attrs]) != 0) return -1;
            n->n_attrs++;
            break;
        case 7: if (domain(r, &f, &n->domain) != 0) return -1; break;
        default: break;
        }
    }
    if (rc < 0) return -1;
    if (!n->op_type || !n->op_type[0]) return ox_wire_fail(&r->w, at, "the node has no op_type");
    return 0;
}

/* ------------------------------------------------------------------ graphs */

/* GraphProto: node = 1, name = 2, initializer = 5, input = 11, output = 12,
 * value_info = 13, sparse_initializer = 15. */
static int graph_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_graph *g = (ox_graph *)out;
    uint64_t c[OX_WIRE_COUNTED];
    ox_field f;
    int rc;
    memset(g, 0, sizeof *g);
    g->name = "";
    if (ox_wire_count(&r->w, s, c) != 0) return -1;
    if (array(r, at, c[1], sizeof(ox_node), "nodes", (void **)&g->nodes, NULL) != 0 ||
        array(r, at, c[5], sizeof(ox_tensor), "initializers", (void **)&g->inits, NULL) != 0 ||
        array(r, at, c[11], sizeof(ox_value_info), "inputs", (void **)&g->inputs, NULL) != 0 ||
        array(r, at, c[12], sizeof(ox_value_info), "outputs", (void **)&g->outputs, NULL) != 0 ||
        array(r, at, c[13], sizeof(ox_value_info), "value_infos", (void **)&g->value_info, NULL) != 0)
        return -1;
    if (c[15] > INT_MAX) return ox_wire_fail(&r->w, at, "more than %d sparse initializers", INT_MAX);
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        switch (f.num) {
        case 1:
            if (sub(r, &f, "node", g->n_nodes, node_msg, &g->nodes[g->n_nodes]) != 0) return -1;
            g->n_nodes++;
            break;
        case 2: if (ox__string(r, &f, "name", 1, &g->name, NULL) != 0) return -1; break;
        case 5:
            if (sub(r, &f, "initializer", g->n_inits, tensor_msg, &g->inits[g->n_inits]) != 0) return -1;
            g->n_inits++;
            break;
        case 11:
            if (sub(r, &f, "input", g->n_inputs, value_info_msg, &g->inputs[g->n_inputs]) != 0) return -1;
            g->n_inputs++;
            break;
        case 12:
            if (sub(r, &f, "output", g->n_outputs, value_info_msg, &g->outputs[g->n_outputs]) != 0) return -1;
            g->n_outputs++;
            break;
        case 13:
            if (sub(r, &f, "value_info", g->n_value_info, value_info_msg, &g->value_info[g->n_value_info]) != 0)
                return -1;
            g->n_value_info++;
            break;
        case 15:
            if (ox_wire_want(&r->w, &f, OX_WT_LEN, "sparse_initializer") != 0) return -1;
            g->n_sparse_inits++;
            break;
        default: break;
        }
    }
    return rc < 0 ? -1 : 0;
}

/* OperatorSetIdProto: domain = 1, version = 2. */
static int opset_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_opset *o = (ox_opset *)out;
    ox_field f;
    int rc;
    (void)at;
    o->domain = "";
    o->version = 0;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        if (f.num == 1 && domain(r, &f, &o->domain) != 0) return -1;
        if (f.num == 2) {
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "version") != 0) return -1;
            o->version = (int64_t)f.v;
        }
    }
    return rc < 0 ? -1 : 0;
}

/* FunctionProto: name = 1, input = 4, output = 5, attribute = 6, node = 7,
 * opset_import = 9, domain = 10, attribute_proto = 11 (attributes with
 * defaults: their names join attr_names; the defaults are not kept). */
static int function_msg(ox_reader *r, ox_span s, size_t at, void *out)
{
    ox_function *fn = (ox_function *)out;
    uint64_t c[OX_WIRE_COUNTED];
    ox_field f;
    int rc;
    memset(fn, 0, sizeof *fn);
    fn->name = fn->domain = "";
    if (ox_wire_count(&r->w, s, c) != 0) return -1;
    if (array(r, at, c[4], sizeof(char *), "inputs", (void **)&fn->in, NULL) != 0 ||
        array(r, at, c[5], sizeof(char *), "outputs", (void **)&fn->out, NULL) != 0 ||
        array(r, at, c[6] + c[11], sizeof(char *), "attributes", (void **)&fn->attr_names, NULL) != 0 ||
        array(r, at, c[7], sizeof(ox_node), "nodes", (void **)&fn->nodes, NULL) != 0 ||
        array(r, at, c[9], sizeof(ox_opset), "opsets", (void **)&fn->opsets, NULL) != 0)
        return -1;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        switch (f.num) {
        case 1: if (ox__string(r, &f, "name", 1, &fn->name, NULL) != 0) return -1; break;
        case 4: if (ox__string(r, &f, "input", 1, &fn->in[fn->n_in++], NULL) != 0) return -1; break;
        case 5: if (ox__string(r, &f, "output", 1, &fn->out[fn->n_out++], NULL) != 0) return -1; break;
        case 6:
            if (ox__string(r, &f, "attribute", 1, &fn->attr_names[fn->n_attr_names++], NULL) != 0) return -1;
            break;
        case 11: {
            ox_attr a;
            if (sub(r, &f, "attribute_proto", fn->n_attr_names, attr_msg, &a) != 0) return -1;
            fn->attr_names[fn->n_attr_names++] = a.name;
            break;
        }
        case 7:
            if (sub(r, &f, "node", fn->n_nodes, node_msg, &fn->nodes[fn->n_nodes]) != 0) return -1;
            fn->n_nodes++;
            break;
        case 9:
            if (sub(r, &f, "opset_import", fn->n_opsets, opset_msg, &fn->opsets[fn->n_opsets]) != 0) return -1;
            fn->n_opsets++;
            break;
        case 10: if (domain(r, &f, &fn->domain) != 0) return -1; break;
        default: break;
        }
    }
    if (rc < 0) return -1;
    if (!fn->name[0]) return ox_wire_fail(&r->w, at, "the function has no name");
    return 0;
}

/* ModelProto: ir_version = 1, producer_name = 2, producer_version = 3,
 * graph = 7, opset_import = 8, functions = 25. */
static int model_msg(ox_reader *r, ox_span s, ox_model *m)
{
    uint64_t c[OX_WIRE_COUNTED];
    ox_field f;
    int rc;
    m->producer_name = m->producer_version = "";
    if (ox_wire_count(&r->w, s, c) != 0) return -1;
    if (c[7] > 1) return ox_wire_fail(&r->w, 0, "the model has %llu graphs", (unsigned long long)c[7]);
    if (array(r, 0, c[8], sizeof(ox_opset), "opsets", (void **)&m->opsets, NULL) != 0 ||
        array(r, 0, c[25], sizeof(ox_function), "functions", (void **)&m->functions, NULL) != 0)
        return -1;
    while ((rc = ox_wire_next(&r->w, &s, &f)) == 1) {
        switch (f.num) {
        case 1:
            if (ox_wire_want(&r->w, &f, OX_WT_VARINT, "ir_version") != 0) return -1;
            m->ir_version = (int64_t)f.v;
            break;
        case 2: if (ox__string(r, &f, "producer_name", 1, &m->producer_name, NULL) != 0) return -1; break;
        case 3: if (ox__string(r, &f, "producer_version", 1, &m->producer_version, NULL) != 0) return -1; break;
        case 7:
            if (!(m->graph = (ox_graph *)ox_pool_array(r->pool, 1, sizeof(ox_graph)))) return ox__oom(r, f.at);
            if (sub(r, &f, "graph", -1, graph_msg, m->graph) != 0) return -1;
            break;
        case 8:
            if (sub(r, &f, "opset_import", m->n_opsets, opset_msg, &m->opsets[m->n_opsets]) != 0) return -1;
            m->n_opsets++;
            break;
        case 25:
            if (sub(r, &f, "functions", m->n_functions, function_msg, &m->functions[m->n_functions]) != 0) return -1;
            m->n_functions++;
            break;
        default: break;
        }
    }
    if (rc < 0) return -1;
    if (!m->graph) return ox_wire_fail(&r->w, s.end, "the model has no graph (field 7)");
    return 0;
}

int ox_read_model(const unsigned char *buf, size_t len, const char *dir, ox_model *m, char *err, size_t err_size)
{
    ox_reader r;
    ox_span s;
    memset(m, 0, sizeof *m);
    memset(&r, 0, sizeof r);
    ox_wire_init(&r.w, buf, len, err, err_size);
    r.dir = dir;
    if (!buf && len) return ox_wire_fail(&r.w, 0, "no input");
    if (!(m->pool = r.pool = ox_pool_new())) return ox__oom(&r, 0);
    s.pos = 0;
    s.end = len;
    if (model_msg(&r, s, m) != 0) {
        ox_model_free(m);
        return -1;
    }
    return 0;
}

void ox_model_free(ox_model *m)
{
    if (!m) return;
    ox_pool_free(m->pool);
    memset(m, 0, sizeof *m);
}

int64_t ox_opset_version(const ox_model *m, const char *dom)
{
    int i;
    if (!dom || !strcmp(dom, "ai.onnx")) dom = "";
    for (i = 0; i < m->n_opsets; i++)
        if (!strcmp(m->opsets[i].domain, dom)) return m->opsets[i].version;
    return 0;
}

/* The first field must be a ModelProto field of the right wire type whose
 * value fits in buf; the one after it (if any) must have a valid tag. MLIR
 * text starts with none of these bytes in that order. */
int ox_looks_like_model(const unsigned char *buf, size_t len)
{
    static const unsigned char len_fields[] = { 2, 3, 4, 6, 7, 8, 14, 20, 25, 26 };
    char err[8];
    ox_wire w;
    ox_span s;
    ox_field f;
    size_t i;
    int known = 0;
    if (!buf || !len) return 0;
    ox_wire_init(&w, buf, len, err, sizeof err);
    s.pos = 0;
    s.end = len;
    if (ox_wire_next(&w, &s, &f) != 1) return 0;
    if (f.num == 1 || f.num == 5) known = f.type == OX_WT_VARINT && (f.num != 1 || f.v < 1000);
    for (i = 0; i < sizeof len_fields; i++)
        if (f.num == len_fields[i]) known = f.type == OX_WT_LEN;
    if (!known) return 0;
    if (s.pos < s.end) {
        uint64_t tag;
        size_t p = s.pos;
        int t, rc = ox_varint(buf, &p, len, &tag);
        if (rc == -2) return 0;
        if (rc == -1) return 1;   /* a model cut short is still a model */
        t = (int)(tag & 7);
        if (tag >> 3 == 0 || t == 3 || t == 4 || t == 6 || t == 7) return 0;
    }
    return 1;
}
