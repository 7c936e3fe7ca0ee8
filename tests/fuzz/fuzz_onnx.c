/* fuzz_onnx.c - fuzz target: the ONNX reader (tools/mlir2c/onnx). Every
 * input is read as a ModelProto, with a model folder holding one external
 * data file (w.bin, 64 bytes) and a symlink out of the folder, and as a
 * TensorProto. A successful read must describe itself consistently (every
 * array as long as its count, every string terminated, tensor data exactly
 * count elements); a failed one must leave an empty model and one line. */
#define _POSIX_C_SOURCE 200809L
#include "onnx_model.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Not assert(): Release builds define NDEBUG and the replay must still check. */
#define CHECK(x) do { if (!(x)) { fprintf(stderr, "fuzz_onnx: check failed: %s\n", #x); abort(); } } while (0)

static char folder[256];

static void cleanup(void)
{
    char path[300];
    snprintf(path, sizeof path, "%s/w.bin", folder);
    remove(path);
    snprintf(path, sizeof path, "%s/out.bin", folder);
    remove(path);
    remove(folder);
}

static const char *model_folder(void)
{
    if (!folder[0]) {
        const char *tmp = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp";
        char path[300];
        unsigned char bytes[64];
        FILE *f;
        int i;
        snprintf(folder, sizeof folder, "%s/npk-fuzz-onnx-XXXXXX", tmp);
        if (!mkdtemp(folder)) {
            folder[0] = 0;
            return NULL;
        }
        for (i = 0; i < 64; i++) bytes[i] = (unsigned char)(i * 37);
        snprintf(path, sizeof path, "%s/w.bin", folder);
        if ((f = fopen(path, "wb"))) {
            fwrite(bytes, 1, sizeof bytes, f);
            fclose(f);
        }
        snprintf(path, sizeof path, "%s/out.bin", folder);
        if (symlink("../", path) != 0) { /* the fuzzing goes on without it */ }
        atexit(cleanup);
    }
    return folder;
}

static volatile unsigned sink;

static void touch_str(const char *s)
{
    CHECK(s != NULL);
    sink += (unsigned)strlen(s);
}

static void check_tensor(const ox_tensor *t)
{
    uint64_t count = 1, i;
    int d;
    touch_str(t->name);
    CHECK(t->rank >= 0 && t->rank <= OX_MAX_RANK);
    for (d = 0; d < t->rank; d++) {
        CHECK(t->dims[d] >= 0);
        count *= (uint64_t)t->dims[d];
    }
    CHECK(count == t->count);
    if (t->dtype == OX_STRING) {
        CHECK(t->data == NULL && t->bytes == 0);
        return;
    }
    CHECK(ox_dtype_size(t->dtype) > 0 && t->bytes == t->count * ox_dtype_size(t->dtype));
    CHECK((t->data != NULL) == (t->count > 0));
    for (i = 0; i < t->bytes; i++) sink += t->data[i];
}

static void check_values(int n, const ox_value_info *v)
{
    int i, d;
    CHECK(n >= 0 && (n == 0 || v));
    for (i = 0; i < n; i++) {
        touch_str(v[i].name);
        CHECK(v[i].rank >= -1 && v[i].rank <= OX_MAX_RANK);
        for (d = 0; d < v[i].rank; d++) {
            CHECK(v[i].dims[d].value >= -1);
            if (v[i].dims[d].param) touch_str(v[i].dims[d].param);
        }
    }
}

static void check_graph(const ox_graph *g, int depth);

static void check_nodes(int n, const ox_node *nodes, int depth)
{
    int i, k, j;
    CHECK(n >= 0 && (n == 0 || nodes));
    for (i = 0; i < n; i++) {
        const ox_node *nd = &nodes[i];
        touch_str(nd->name);
        touch_str(nd->op_type);
        touch_str(nd->domain);
        CHECK(nd->op_type[0] && strcmp(nd->domain, "ai.onnx") != 0);
        for (k = 0; k < nd->n_in; k++) touch_str(nd->in[k]);
        for (k = 0; k < nd->n_out; k++) touch_str(nd->out[k]);
        for (k = 0; k < nd->n_attrs; k++) {
            const ox_attr *a = &nd->attrs[k];
            touch_str(a->name);
            CHECK(a->type >= OX_ATTR_UNDEFINED && a->type <= OX_ATTR_TYPE_PROTOS && a->n >= 0);
            if (a->s) CHECK(a->s[a->s_len] == 0);
            if (a->t) check_tensor(a->t);
            if (a->g) check_graph(a->g, depth + 1);
            if (a->type == OX_ATTR_TENSOR && !a->ref_attr_name) CHECK(a->t);
            if (a->type == OX_ATTR_GRAPH && !a->ref_attr_name) CHECK(a->g);
            for (j = 0; j < a->n; j++) {
                switch (a->type) {
                case OX_ATTR_FLOATS: sink += a->floats[j] > 0; break;
                case OX_ATTR_INTS: sink += (unsigned)a->ints[j]; break;
                case OX_ATTR_STRINGS: touch_str(a->strings[j]); break;
                case OX_ATTR_TENSORS: check_tensor(&a->tensors[j]); break;
                case OX_ATTR_GRAPHS: check_graph(&a->graphs[j], depth + 1); break;
                default: CHECK(!"a count for a single-valued attribute");
                }
            }
        }
    }
}

static void check_graph(const ox_graph *g, int depth)
{
    int i;
    CHECK(g && depth < 64);
    touch_str(g->name);
    check_nodes(g->n_nodes, g->nodes, depth);
    CHECK(g->n_inits >= 0 && g->n_sparse_inits >= 0);
    for (i = 0; i < g->n_inits; i++) check_tensor(&g->inits[i]);
    check_values(g->n_inputs, g->inputs);
    check_values(g->n_outputs, g->outputs);
    check_values(g->n_value_info, g->value_info);
}

static void check_error(int rc, const char *err)
{
    CHECK(rc == -1 && err[0] && !strchr(err, '\n') && !strncmp(err, "byte ", 5));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    ox_model m;
    ox_tensor t;
    char err[512];
    int rc, i, k;
    rc = ox_read_model(data, size, model_folder(), &m, err, sizeof err);
    if (rc == 0) {
        check_graph(m.graph, 0);
        touch_str(m.producer_name);
        touch_str(m.producer_version);
        for (i = 0; i < m.n_opsets; i++) touch_str(m.opsets[i].domain);
        for (i = 0; i < m.n_functions; i++) {
            const ox_function *fn = &m.functions[i];
            touch_str(fn->name);
            touch_str(fn->domain);
            for (k = 0; k < fn->n_in; k++) touch_str(fn->in[k]);
            for (k = 0; k < fn->n_out; k++) touch_str(fn->out[k]);
            for (k = 0; k < fn->n_attr_names; k++) touch_str(fn->attr_names[k]);
            for (k = 0; k < fn->n_opsets; k++) touch_str(fn->opsets[k].domain);
            check_nodes(fn->n_nodes, fn->nodes, 0);
        }
        sink += (unsigned)ox_opset_version(&m, "");
        ox_model_free(&m);
    } else {
        check_error(rc, err);
        CHECK(m.graph == NULL && m.pool == NULL && m.n_opsets == 0);
    }
    CHECK(m.pool == NULL);
    sink += (unsigned)ox_looks_like_model(data, size);
    rc = ox_read_tensor(data, size, &t, err, sizeof err);
    if (rc == 0) {
        check_tensor(&t);
        ox_tensor_free(&t);
    } else {
        check_error(rc, err);
        CHECK(t.data == NULL && t.name == NULL);
    }
    return 0;
}
