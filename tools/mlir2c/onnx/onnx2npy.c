/* onnx2npy - an ONNX TensorProto (.pb, as in ONNX's test cases) to NumPy .npy,
 * and a one-screen summary of an ONNX model.
 *
 *   onnx2npy IN.pb OUT.npy       the tensor, with its dtype and shape
 *   onnx2npy --model M.onnx      ir_version, opsets, inputs and outputs with
 *                                shapes, node count, op types with counts
 *
 * Exit 0, or 1 with one line "onnx2npy: FILE: what is wrong". */
#define _POSIX_C_SOURCE 200809L
#include "onnx_model.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fail(const char *file, const char *msg)
{
    fprintf(stderr, "onnx2npy: %s: %s\n", file, msg);
    return 1;
}

static unsigned char *read_file(const char *path, size_t *len, char *err, size_t err_size)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL, *nb;
    size_t cap = 0, n = 0, got;
    if (!f) {
        snprintf(err, err_size, "cannot open");
        return NULL;
    }
    do {
        if (cap - n < 65536) {
            if (cap > ((size_t)-1) / 4 || !(nb = (unsigned char *)realloc(buf, cap = cap * 2 + 65536))) {
                snprintf(err, err_size, "out of memory");
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got);
    if (ferror(f)) {
        snprintf(err, err_size, "read error");
        free(buf);
        fclose(f);
        return NULL;
    }
    fclose(f);
    *len = n;
    return buf;
}

/* The NumPy descr of an ONNX element type, NULL where NumPy has none. */
static const char *npy_descr(int dtype)
{
    switch (dtype) {
    case OX_FLOAT: return "<f4";
    case OX_DOUBLE: return "<f8";
    case OX_FLOAT16: return "<f2";
    case OX_INT8: return "|i1";
    case OX_INT16: return "<i2";
    case OX_INT32: return "<i4";
    case OX_INT64: return "<i8";
    case OX_UINT8: return "|u1";
    case OX_UINT16: return "<u2";
    case OX_UINT32: return "<u4";
    case OX_UINT64: return "<u8";
    case OX_BOOL: return "|b1";
    case OX_COMPLEX64: return "<c8";
    case OX_COMPLEX128: return "<c16";
    default: return NULL;
    }
}

/* .npy version 1.0, the header padded so the data starts at a multiple of
 * 64; written to OUT.tmp, then renamed, so a failure leaves no OUT. */
static int write_npy(const char *path, const ox_tensor *t, const char *descr)
{
    char header[512], tmp[4096];
    size_t n, total;
    int d, ok;
    FILE *f;
    n = (size_t)snprintf(header, sizeof header, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
    for (d = 0; d < t->rank; d++)
        n += (size_t)snprintf(header + n, sizeof header - n, "%lld,%s", (long long)t->dims[d],
                              d + 1 < t->rank ? " " : "");
    if (t->rank > 1) n--;   /* (2, 3) but (5,) */
    n += (size_t)snprintf(header + n, sizeof header - n, "), }");
    total = (10 + n + 1 + 63) / 64 * 64;
    while (10 + n + 1 < total) header[n++] = ' ';
    header[n++] = '\n';
    if (snprintf(tmp, sizeof tmp, "%s.tmp", path) >= (int)sizeof tmp) return fail(path, "path too long");
    if (!(f = fopen(tmp, "wb"))) return fail(path, "cannot create");
    ok = fwrite("\x93NUMPY\x01\x00", 1, 8, f) == 8 && fputc((int)(n & 0xff), f) != EOF &&
         fputc((int)(n >> 8), f) != EOF && fwrite(header, 1, n, f) == n &&
         (!t->bytes || fwrite(t->data, 1, (size_t)t->bytes, f) == t->bytes);
    ok = (fclose(f) == 0) && ok;
    if (!ok || rename(tmp, path) != 0) {
        remove(tmp);
        return fail(path, "write failed");
    }
    return 0;
}

static int tensor_to_npy(const char *in, const char *out)
{
    char err[512];
    size_t len;
    unsigned char *buf = read_file(in, &len, err, sizeof err);
    ox_tensor t;
    const char *descr;
    int rc;
    if (!buf) return fail(in, err);
    rc = ox_read_tensor(buf, len, &t, err, sizeof err);
    free(buf);
    if (rc != 0) return fail(in, err);
    if (!(descr = npy_descr(t.dtype))) {
        snprintf(err, sizeof err, "%s has no NumPy dtype", ox_dtype_name(t.dtype));
        ox_tensor_free(&t);
        return fail(in, err);
    }
    rc = write_npy(out, &t, descr);
    ox_tensor_free(&t);
    return rc;
}

static void print_value(const char *kind, const ox_value_info *v)
{
    int d;
    printf("%s %s", kind, v->name);
    if (!v->has_type) {
        printf(" (not a tensor)\n");
        return;
    }
    printf(" %s", ox_dtype_name(v->dtype));
    if (v->rank < 0) {
        printf(" [any rank]\n");
        return;
    }
    printf(" [");
    for (d = 0; d < v->rank; d++) {
        if (d) printf(",");
        if (v->dims[d].value >= 0) printf("%lld", (long long)v->dims[d].value);
        else if (v->dims[d].param) printf("%s", v->dims[d].param);
        else printf("?");
    }
    printf("]\n");
}

typedef struct op_count { const char *op; int n; } op_count;

static int cmp_ops(const void *a, const void *b)
{
    const op_count *x = (const op_count *)a, *y = (const op_count *)b;
    if (x->n != y->n) return x->n > y->n ? -1 : 1;
    return strcmp(x->op, y->op);
}

static int is_init(const ox_graph *g, const char *name)
{
    int i;
    for (i = 0; i < g->n_inits; i++)
        if (!strcmp(g->inits[i].name, name)) return 1;
    return 0;
}

static int summary(const char *path)
{
    char err[512], *dir;
    size_t len;
    unsigned char *buf = read_file(path, &len, err, sizeof err);
    ox_model m;
    const ox_graph *g;
    op_count *ops;
    int i, j, n_ops = 0, rc;
    if (!buf) return fail(path, err);
    if (!(dir = (char *)malloc(strlen(path) + 2))) {
        free(buf);
        return fail(path, "out of memory");
    }
    strcpy(dir, path);
    if (strrchr(dir, '/')) strrchr(dir, '/')[1] = 0;
    else strcpy(dir, ".");
    rc = ox_read_model(buf, len, dir, &m, err, sizeof err);
    free(buf);
    free(dir);
    if (rc != 0) return fail(path, err);
    g = m.graph;
    printf("ir_version %lld\n", (long long)m.ir_version);
    if (m.producer_name[0])
        printf("producer %s%s%s\n", m.producer_name, m.producer_version[0] ? " " : "", m.producer_version);
    for (i = 0; i < m.n_opsets; i++)
        printf("opset %s %lld\n", m.opsets[i].domain[0] ? m.opsets[i].domain : "ai.onnx", (long long)m.opsets[i].version);
    for (i = 0; i < g->n_inputs; i++)
        if (!is_init(g, g->inputs[i].name)) print_value("input", &g->inputs[i]);
    for (i = 0; i < g->n_outputs; i++) print_value("output", &g->outputs[i]);
    printf("initializers %d\n", g->n_inits);
    if (m.n_functions) printf("functions %d\n", m.n_functions);
    printf("nodes %d\n", g->n_nodes);
    if (!(ops = (op_count *)calloc((size_t)g->n_nodes + 1, sizeof *ops))) {
        ox_model_free(&m);
        return fail(path, "out of memory");
    }
    for (i = 0; i < g->n_nodes; i++) {
        for (j = 0; j < n_ops && strcmp(ops[j].op, g->nodes[i].op_type); j++) {}
        if (j == n_ops) ops[n_ops++].op = g->nodes[i].op_type;
        ops[j].n++;
    }
    qsort(ops, (size_t)n_ops, sizeof *ops, cmp_ops);
    for (i = 0; i < n_ops; i++) printf("op %s %d\n", ops[i].op, ops[i].n);
    free(ops);
    ox_model_free(&m);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 3 && !strcmp(argv[1], "--model")) return summary(argv[2]);
    if (argc == 3 && argv[1][0] != '-') return tensor_to_npy(argv[1], argv[2]);
    fprintf(stderr, "usage: onnx2npy IN.pb OUT.npy\n       onnx2npy --model MODEL.onnx\n");
    return 2;
}
