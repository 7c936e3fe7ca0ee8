/* test_onnx_reader.c - the ONNX reader on models built byte by byte
 * (pb_writer.h): every field decoded as written; malformed inputs (every
 * class the reader refuses) each give -1, an empty model and the golden
 * one-line message; every prefix and many mutations of a valid model give
 * either a model or a message, never a crash (run it under ASan/UBSan).
 * Exit 0 when every check passed. */
#define _POSIX_C_SOURCE 200809L
#define _XOPEN_SOURCE 700
#include "onnx_model.h"
#include "pb_writer.h"
#include <math.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>

static int checks, failures;
#define CHECK(x) check((x) != 0, #x, __LINE__)
static void check(int ok, const char *what, int line)
{
    checks++;
    if (!ok) {
        failures++;
        fprintf(stderr, "test_onnx_reader.c:%d: check failed: %s\n", line, what);
    }
}

static char tmpdir[256];

/* ------------------------------------------------------------ a valid model */

/* Offsets where a top-level field of the valid model ends: a prefix cut
 * there after the graph is itself a valid model. */
static size_t ends[64];
static int n_ends;

static void attr_graph(pb *node, const char *name, pb *graph)
{
    pb a = { 0 };
    pb_str(&a, 1, name);
    pb_int(&a, 20, 5);
    pb_put(&a, 6, graph);
    pb_put(node, 5, &a);
}

static void valid_model(pb *m)
{
    static const int64_t wdims[] = { 2, 3 }, in_dims[] = { -1, 3 }, out_dims[] = { -1, 2 };
    static const float w[6] = { 1, 2, 3, 4, 5, 6 };
    pb g = { 0 }, t = { 0 }, v = { 0 }, n = { 0 }, a = { 0 }, sub = { 0 }, op = { 0 }, fn = { 0 }, packed = { 0 };
    int i;
    n_ends = 0;
    pb_int(m, 1, 8);
    ends[n_ends++] = m->n;
    pb_str(m, 2, "unit");
    ends[n_ends++] = m->n;
    pb_str(m, 3, "1.0");
    ends[n_ends++] = m->n;
    pb_fixed64(m, 99, 42);   /* unknown fields of every wire type */
    pb_fixed32(m, 98, 7);
    pb_int(m, 97, -1);
    pb_str(m, 96, "ignored");
    ends[n_ends++] = m->n;

    pb_str(&g, 2, "main");
    /* W: FLOAT [2,3] raw_data */
    pb_tensor_raw(&t, "W", 1, wdims, 2, w, sizeof w);
    pb_put(&g, 5, &t);
    /* B: INT64 [3] int64_data packed, with a negative value */
    pb_int(&t, 1, 3);
    pb_int(&t, 2, 7);
    pb_str(&t, 8, "B");
    pb_varint(&packed, 5);
    pb_varint(&packed, (uint64_t)(int64_t)-2);
    pb_varint(&packed, (uint64_t)1 << 40);
    pb_put(&t, 7, &packed);
    pb_put(&g, 5, &t);
    /* C: INT32 [3] int32_data unpacked */
    pb_int(&t, 1, 3);
    pb_int(&t, 2, 6);
    pb_str(&t, 8, "C");
    pb_int(&t, 5, -7);
    pb_int(&t, 5, 8);
    pb_int(&t, 5, 9);
    pb_put(&g, 5, &t);
    /* H: FLOAT16 [2] in int32_data (bit patterns 1.0, -2.0) */
    pb_int(&t, 1, 2);
    pb_int(&t, 2, 10);
    pb_str(&t, 8, "H");
    pb_int(&t, 5, 0x3c00);
    pb_int(&t, 5, 0xc000);
    pb_put(&g, 5, &t);
    /* D: DOUBLE [2] double_data packed */
    pb_int(&t, 1, 2);
    pb_int(&t, 2, 11);
    pb_str(&t, 8, "D");
    {
        uint64_t d0 = pb_f64bits(0.5), d1 = pb_f64bits(-3.25);
        for (i = 0; i < 8; i++) pb_byte(&packed, (unsigned)(d0 >> (8 * i)) & 0xff);
        for (i = 0; i < 8; i++) pb_byte(&packed, (unsigned)(d1 >> (8 * i)) & 0xff);
    }
    pb_put(&t, 10, &packed);
    pb_put(&g, 5, &t);
    /* U: UINT32 [2] uint64_data; F: FLOAT [] float_data unpacked; Q: BOOL [2] raw */
    pb_int(&t, 1, 2);
    pb_int(&t, 2, 12);
    pb_str(&t, 8, "U");
    pb_int(&t, 11, 4000000000LL);
    pb_int(&t, 11, 1);
    pb_put(&g, 5, &t);
    pb_int(&t, 2, 1);
    pb_str(&t, 8, "F");
    pb_fixed32(&t, 4, pb_f32bits(2.5f));
    pb_put(&g, 5, &t);
    {
        static const int64_t qd[] = { 2 };
        static const unsigned char q[] = { 1, 0 };
        pb_tensor_raw(&t, "Q", 9, qd, 1, q, 2);
        pb_put(&g, 5, &t);
    }
    /* E: FLOAT [0, 5]: no data */
    pb_int(&t, 1, 0);
    pb_int(&t, 1, 5);
    pb_int(&t, 2, 1);
    pb_str(&t, 8, "E");
    pb_put(&g, 5, &t);

    pb_value_info(&v, "x", 1, in_dims, 2);
    pb_put(&g, 11, &v);
    pb_value_info(&v, "W", 1, wdims, 2);   /* an input that is also an initializer */
    pb_put(&g, 11, &v);
    pb_value_info(&v, "y", 1, out_dims, 2);
    pb_put(&g, 12, &v);
    pb_value_info(&v, "any", 7, NULL, -1);   /* no shape: any rank */
    pb_put(&g, 13, &v);
    pb_str(&v, 1, "seq");                    /* a sequence type: no tensor type */
    {
        pb ty = { 0 }, sq = { 0 };
        pb_put(&ty, 4, &sq);
        pb_put(&v, 2, &ty);
    }
    pb_put(&g, 13, &v);

    /* node 0: Gemm in domain "ai.onnx" with every attribute kind */
    pb_str(&n, 1, "x");
    pb_str(&n, 1, "");
    pb_str(&n, 1, "W");
    pb_str(&n, 2, "y");
    pb_str(&n, 3, "gemm0");
    pb_str(&n, 4, "Gemm");
    pb_str(&n, 7, "ai.onnx");
    pb_str(&a, 1, "alpha");
    pb_fixed32(&a, 2, pb_f32bits(0.25f));
    pb_int(&a, 20, 1);
    pb_put(&n, 5, &a);
    pb_str(&a, 1, "transB");
    pb_int(&a, 3, -1);
    pb_int(&a, 20, 2);
    pb_put(&n, 5, &a);
    pb_str(&a, 1, "mode");
    pb_bytes(&a, 4, "a\0b", 3);
    pb_int(&a, 20, 3);
    pb_put(&n, 5, &a);
    pb_str(&a, 1, "value");
    {
        static const int64_t d[] = { 1 };
        static const float one = 1;
        pb_tensor_raw(&t, NULL, 1, d, 1, &one, 4);
        pb_put(&a, 5, &t);
    }
    pb_int(&a, 20, 4);
    pb_put(&n, 5, &a);
    pb_str(&a, 1, "pads");   /* INTS, packed, no type (IR 1): inferred */
    pb_varint(&packed, 1);
    pb_varint(&packed, 2);
    pb_varint(&packed, (uint64_t)(int64_t)-3);
    pb_put(&a, 8, &packed);
    pb_put(&n, 5, &a);
    pb_str(&a, 1, "scales");   /* FLOATS, unpacked then packed */
    pb_fixed32(&a, 7, pb_f32bits(1.5f));
    {
        uint32_t b = pb_f32bits(-2.0f);
        for (i = 0; i < 4; i++) pb_byte(&packed, (b >> (8 * i)) & 0xff);
    }
    pb_put(&a, 7, &packed);
    pb_int(&a, 20, 6);
    pb_put(&n, 5, &a);
    pb_str(&a, 1, "names");
    pb_str(&a, 9, "p");
    pb_str(&a, 9, "qq");
    pb_int(&a, 20, 8);
    pb_put(&n, 5, &a);
    pb_put(&g, 1, &n);

    /* node 1: If with a then_branch subgraph of one node */
    pb_str(&n, 1, "c");
    pb_str(&n, 2, "z");
    pb_str(&n, 4, "If");
    pb_str(&sub, 2, "then");
    {
        pb sn = { 0 };
        pb_str(&sn, 2, "z");
        pb_str(&sn, 4, "Identity");
        pb_put(&sub, 1, &sn);
    }
    attr_graph(&n, "then_branch", &sub);
    pb_put(&g, 1, &n);
    pb_put(m, 7, &g);
    ends[n_ends++] = m->n;

    pb_str(&op, 1, "");
    pb_int(&op, 2, 17);
    pb_put(m, 8, &op);
    ends[n_ends++] = m->n;
    pb_str(&op, 1, "com.example");
    pb_int(&op, 2, 1);
    pb_put(m, 8, &op);
    ends[n_ends++] = m->n;

    /* a model-local function */
    pb_str(&fn, 1, "MyRelu");
    pb_str(&fn, 10, "com.example");
    pb_str(&fn, 4, "X");
    pb_str(&fn, 5, "Y");
    pb_str(&fn, 6, "alpha");
    pb_str(&n, 1, "X");
    pb_str(&n, 2, "Y");
    pb_str(&n, 4, "Relu");
    pb_put(&fn, 7, &n);
    pb_str(&op, 1, "");
    pb_int(&op, 2, 17);
    pb_put(&fn, 9, &op);
    pb_put(m, 25, &fn);
    ends[n_ends++] = m->n;
}

static const ox_tensor *init(const ox_graph *g, const char *name)
{
    int i;
    for (i = 0; i < g->n_inits; i++)
        if (!strcmp(g->inits[i].name, name)) return &g->inits[i];
    return NULL;
}

static int64_t le(const unsigned char *p, int size)
{
    uint64_t v = 0;
    int i;
    for (i = 0; i < size; i++) v |= (uint64_t)p[i] << (8 * i);
    if (size < 8 && (v >> (8 * size - 1)) & 1) v |= ~(uint64_t)0 << (8 * size);
    return (int64_t)v;
}

static void test_valid(void)
{
    pb m = { 0 };
    ox_model model;
    char err[512];
    const ox_graph *g;
    const ox_tensor *t;
    const ox_node *n;
    float f;
    double d;
    valid_model(&m);
    CHECK(ox_looks_like_model(m.b, m.n));
    if (ox_read_model(m.b, m.n, NULL, &model, err, sizeof err) != 0) {
        fprintf(stderr, "valid model refused: %s\n", err);
        failures++;
        pb_free(&m);
        return;
    }
    g = model.graph;
    CHECK(model.ir_version == 8);
    CHECK(!strcmp(model.producer_name, "unit") && !strcmp(model.producer_version, "1.0"));
    CHECK(model.n_opsets == 2 && !strcmp(model.opsets[0].domain, "") && model.opsets[0].version == 17);
    CHECK(ox_opset_version(&model, "") == 17 && ox_opset_version(&model, "ai.onnx") == 17);
    CHECK(ox_opset_version(&model, "com.example") == 1 && ox_opset_version(&model, "nope") == 0);
    CHECK(!strcmp(g->name, "main") && g->n_nodes == 2 && g->n_inits == 9 && g->n_inputs == 2 && g->n_outputs == 1);
    CHECK(g->n_value_info == 2 && g->n_sparse_inits == 0);

    t = init(g, "W");
    CHECK(t && t->dtype == OX_FLOAT && t->rank == 2 && t->dims[0] == 2 && t->dims[1] == 3 && t->count == 6);
    CHECK(t && t->bytes == 24 && !t->external && (memcpy(&f, t->data + 20, 4), f == 6.0f));
    t = init(g, "B");
    CHECK(t && t->dtype == OX_INT64 && t->count == 3 && t->bytes == 24);
    CHECK(t && le(t->data, 8) == 5 && le(t->data + 8, 8) == -2 && le(t->data + 16, 8) == (int64_t)1 << 40);
    t = init(g, "C");
    CHECK(t && t->dtype == OX_INT32 && t->count == 3 && le(t->data, 4) == -7 && le(t->data + 8, 4) == 9);
    t = init(g, "H");
    CHECK(t && t->dtype == OX_FLOAT16 && t->bytes == 4 && t->data[0] == 0x00 && t->data[1] == 0x3c && t->data[3] == 0xc0);
    t = init(g, "D");
    CHECK(t && t->dtype == OX_DOUBLE && t->count == 2 && (memcpy(&d, t->data + 8, 8), d == -3.25));
    t = init(g, "U");
    CHECK(t && t->dtype == OX_UINT32 && t->bytes == 8 && (uint32_t)le(t->data, 4) == 4000000000u);
    t = init(g, "F");
    CHECK(t && t->rank == 0 && t->count == 1 && (memcpy(&f, t->data, 4), f == 2.5f));
    t = init(g, "Q");
    CHECK(t && t->dtype == OX_BOOL && t->data[0] == 1 && t->data[1] == 0);
    t = init(g, "E");
    CHECK(t && t->count == 0 && t->data == NULL && t->rank == 2 && t->dims[1] == 5);

    CHECK(!strcmp(g->inputs[0].name, "x") && g->inputs[0].has_type && g->inputs[0].dtype == OX_FLOAT);
    CHECK(g->inputs[0].rank == 2 && g->inputs[0].dims[0].value == -1 && !strcmp(g->inputs[0].dims[0].param, "N"));
    CHECK(g->inputs[0].dims[1].value == 3 && g->inputs[0].dims[1].param == NULL);
    CHECK(g->value_info[0].has_type && g->value_info[0].rank == -1 && g->value_info[0].dtype == OX_INT64);
    CHECK(!g->value_info[1].has_type && !strcmp(g->value_info[1].name, "seq"));

    n = &g->nodes[0];
    CHECK(!strcmp(n->op_type, "Gemm") && !strcmp(n->domain, "") && !strcmp(n->name, "gemm0"));
    CHECK(n->n_in == 3 && !strcmp(n->in[1], "") && n->n_out == 1 && !strcmp(n->out[0], "y"));
    CHECK(n->n_attrs == 7);
    if (n->n_attrs == 7) {
        CHECK(n->attrs[0].type == OX_ATTR_FLOAT && n->attrs[0].f == 0.25);
        CHECK(n->attrs[1].type == OX_ATTR_INT && n->attrs[1].i == -1);
        CHECK(n->attrs[2].type == OX_ATTR_STRING && n->attrs[2].s_len == 3 && !memcmp(n->attrs[2].s, "a\0b", 4));
        CHECK(n->attrs[3].type == OX_ATTR_TENSOR && n->attrs[3].t && n->attrs[3].t->count == 1 && !strcmp(n->attrs[3].t->name, ""));
        CHECK(n->attrs[4].type == OX_ATTR_INTS && n->attrs[4].n == 3 && n->attrs[4].ints[2] == -3);
        CHECK(n->attrs[5].type == OX_ATTR_FLOATS && n->attrs[5].n == 2 && n->attrs[5].floats[0] == 1.5f &&
              n->attrs[5].floats[1] == -2.0f);
        CHECK(n->attrs[6].type == OX_ATTR_STRINGS && n->attrs[6].n == 2 && !strcmp(n->attrs[6].strings[1], "qq"));
        CHECK(n->attrs[0].ref_attr_name == NULL);
    }
    n = &g->nodes[1];
    CHECK(!strcmp(n->op_type, "If") && !strcmp(n->name, "") && n->n_attrs == 1);
    if (n->n_attrs == 1) {
        CHECK(n->attrs[0].type == OX_ATTR_GRAPH && n->attrs[0].g && !strcmp(n->attrs[0].g->name, "then"));
        CHECK(n->attrs[0].g && n->attrs[0].g->n_nodes == 1 && !strcmp(n->attrs[0].g->nodes[0].op_type, "Identity"));
    }
    CHECK(model.n_functions == 1);
    if (model.n_functions == 1) {
        const ox_function *fn = &model.functions[0];
        CHECK(!strcmp(fn->name, "MyRelu") && !strcmp(fn->domain, "com.example"));
        CHECK(fn->n_in == 1 && fn->n_out == 1 && fn->n_attr_names == 1 && !strcmp(fn->attr_names[0], "alpha"));
        CHECK(fn->n_nodes == 1 && !strcmp(fn->nodes[0].op_type, "Relu") && fn->n_opsets == 1);
    }
    ox_model_free(&model);
    CHECK(model.graph == NULL && model.pool == NULL);

    /* Every prefix: a model only when cut at a top-level field after the graph. */
    {
        size_t cut;
        int bad = 0;
        for (cut = 0; cut < m.n; cut++) {
            int rc = ox_read_model(m.b, cut, NULL, &model, err, sizeof err), at_end = 0, k;
            for (k = 4; k < n_ends; k++) at_end |= ends[k] == cut;
            if (rc == 0) {
                if (!at_end) bad++;
                ox_model_free(&model);
            } else if (rc != -1 || !err[0] || model.graph || model.pool || at_end) {
                bad++;
            }
        }
        CHECK(bad == 0);
    }
    /* Mutations (a fixed sequence): a model or a message, never a crash. */
    {
        unsigned char *b = (unsigned char *)malloc(m.n);
        uint32_t s = 12345;
        int i, k, bad = 0;
        for (i = 0; i < 20000; i++) {
            memcpy(b, m.b, m.n);
            for (k = 0; k < 1 + i % 4; k++) {
                s = s * 1664525u + 1013904223u;
                b[(s >> 8) % m.n] = (unsigned char)(s >> 24 & 1 ? s >> 16 : (s >> 16 & 1 ? 0xff : 0x80));
            }
            if (ox_read_model(b, m.n, NULL, &model, err, sizeof err) == 0) ox_model_free(&model);
            else if (!err[0] || model.graph) bad++;
        }
        CHECK(bad == 0);
        free(b);
    }
    pb_free(&m);
}

static void test_looks_like(void)
{
    static const char *texts[] = { "module {\n", "func.func @f()", "\"builtin.module\"() ({\n}) : () -> ()\n",
                                   "// comment\n", "#map = affine_map<(d0) -> (d0)>\n", "\n\nmodule", " module" };
    size_t i;
    for (i = 0; i < sizeof texts / sizeof texts[0]; i++)
        CHECK(!ox_looks_like_model((const unsigned char *)texts[i], strlen(texts[i])));
    CHECK(!ox_looks_like_model((const unsigned char *)"", 0));
    CHECK(ox_looks_like_model((const unsigned char *)"\x08\x07\x12\x04", 4));   /* cut short: still a model */
}

/* ------------------------------------------------------------ tensors alone */

static void test_tensors(void)
{
    pb t = { 0 };
    ox_tensor x;
    char err[512];
    /* INT4 [3] raw: 7, -8, -1 packed two per byte, first in the low nibble */
    {
        static const int64_t d[] = { 3 };
        static const unsigned char raw[] = { 0x87, 0x0f };
        pb_tensor_raw(&t, "i4", OX_INT4, d, 1, raw, 2);
        CHECK(ox_read_tensor(t.b, t.n, &x, err, sizeof err) == 0);
        CHECK(x.count == 3 && x.bytes == 3 && (signed char)x.data[0] == 7 && (signed char)x.data[1] == -8 &&
              (signed char)x.data[2] == -1 && !strcmp(x.name, "i4"));
        ox_tensor_free(&x);
        CHECK(x.data == NULL && x.name == NULL);
        pb_free(&t);
    }
    /* UINT4 [4] int32_data packed: 0x21, 0x43 -> 1 2 3 4 */
    pb_int(&t, 1, 4);
    pb_int(&t, 2, OX_UINT4);
    pb_int(&t, 5, 0x21);
    pb_int(&t, 5, 0x43);
    CHECK(ox_read_tensor(t.b, t.n, &x, err, sizeof err) == 0);
    CHECK(x.count == 4 && x.data[0] == 1 && x.data[1] == 2 && x.data[2] == 3 && x.data[3] == 4);
    ox_tensor_free(&x);
    pb_free(&t);
    /* COMPLEX64 [1] float_data: 2 values */
    pb_int(&t, 1, 1);
    pb_int(&t, 2, OX_COMPLEX64);
    pb_fixed32(&t, 4, pb_f32bits(1.0f));
    pb_fixed32(&t, 4, pb_f32bits(-1.0f));
    CHECK(ox_read_tensor(t.b, t.n, &x, err, sizeof err) == 0);
    CHECK(x.count == 1 && x.bytes == 8 && x.data[7] == 0xbf);
    ox_tensor_free(&x);
    pb_free(&t);
    /* STRING [2]: counted, not decoded */
    pb_int(&t, 1, 2);
    pb_int(&t, 2, OX_STRING);
    pb_str(&t, 6, "a");
    pb_str(&t, 6, "bc");
    CHECK(ox_read_tensor(t.b, t.n, &x, err, sizeof err) == 0);
    CHECK(x.count == 2 && x.data == NULL && x.bytes == 0);
    ox_tensor_free(&x);
    pb_free(&t);
    CHECK(ox_dtype_size(OX_FLOAT) == 4 && ox_dtype_size(OX_COMPLEX128) == 16 && ox_dtype_size(OX_STRING) == 0);
    CHECK(ox_dtype_size(99) == 0 && !strcmp(ox_dtype_name(OX_BFLOAT16), "BFLOAT16") && !strcmp(ox_dtype_name(-1), "?"));
}

/* ------------------------------------------------------------ malformed inputs */

/* A model whose graph holds tensor t as its one initializer. */
static void model_with_init(pb *m, pb *t)
{
    pb g = { 0 };
    pb_int(m, 1, 8);
    pb_put(&g, 5, t);
    pb_put(m, 7, &g);
}

/* A model whose graph has one node holding attribute a. */
static void model_with_attr(pb *m, pb *a)
{
    pb g = { 0 }, n = { 0 };
    pb_int(m, 1, 8);
    pb_str(&n, 4, "Constant");
    pb_put(&n, 5, a);
    pb_put(&g, 1, &n);
    pb_put(m, 7, &g);
}

static void expect_fail(const char *what, pb *m, const char *dir, const char *want)
{
    ox_model model;
    char err[512];
    int rc = ox_read_model(m->b, m->n, dir, &model, err, sizeof err);
    checks++;
    if (rc != -1 || model.graph || model.pool || strcmp(err, want) != 0) {
        failures++;
        fprintf(stderr, "%s: rc %d, message\n  got:  %s\n  want: %s\n", what, rc, rc ? err : "(none)", want);
        if (rc == 0) ox_model_free(&model);
    }
    pb_free(m);
}

/* A tensor FLOAT [dims] with n bytes of raw data, as an initializer. */
static void bad_init(const char *what, const int64_t *dims, int rank, size_t n, const char *want)
{
    pb m = { 0 }, t = { 0 };
    unsigned char *zeros = (unsigned char *)calloc(1, n + 1);
    pb_tensor_raw(&t, "T", 1, dims, rank, zeros, n);
    free(zeros);
    model_with_init(&m, &t);
    expect_fail(what, &m, NULL, want);
}

static void test_malformed(void)
{
    pb m = { 0 }, t = { 0 }, a = { 0 }, g = { 0 }, n = { 0 };
    int i;

    /* wire level */
    pb_int(&m, 1, 8);
    pb_int(&m, 7, 1);
    expect_fail("wrong wire type", &m, NULL, "byte 2: field 7 (graph) has wire type 0 (varint), expected 2 (length-delimited)");
    pb_int(&m, 1, 8);
    pb_tag(&m, 7, 2);
    pb_varint(&m, (uint64_t)1 << 62);
    expect_fail("huge length", &m, NULL, "byte 2: field 7: length 4611686018427387904 runs past the end of its message (0 bytes left)");
    pb_int(&m, 1, 8);
    pb_tag(&m, 7, 2);
    pb_varint(&m, 9);
    pb_str(&m, 2, "a");
    expect_fail("length past the end of the file", &m, NULL,
                "byte 2: field 7: length 9 runs past the end of its message (3 bytes left)");
    /* graph.name's 9 bytes are in the file, but not in the 3-byte graph */
    pb_int(&m, 1, 8);
    pb_tag(&m, 7, 2);
    pb_varint(&m, 3);
    pb_tag(&m, 2, 2);
    pb_varint(&m, 9);
    pb_raw(&m, "a", 1);
    pb_str(&m, 2, "producer-name");
    expect_fail("length past the enclosing message", &m, NULL,
                "byte 4: graph: field 2: length 9 runs past the end of its message (1 bytes left)");
    pb_int(&m, 1, 8);
    for (i = 0; i < 11; i++) pb_byte(&m, 0xff);
    expect_fail("varint too long", &m, NULL, "byte 2: field tag is longer than 10 bytes or past 64 bits");
    pb_int(&m, 1, 8);
    pb_tag(&m, 5, 0);
    pb_byte(&m, 0x80);
    expect_fail("truncated varint", &m, NULL, "byte 3: varint runs past the end of its message (1 bytes left)");
    pb_int(&m, 1, 8);
    pb_tag(&m, 7, 3);
    expect_fail("group", &m, NULL, "byte 2: field 7: groups (wire type 3) are not supported");
    pb_int(&m, 1, 8);
    pb_tag(&m, 9, 6);
    expect_fail("wire type 6", &m, NULL, "byte 2: field 9: wire type 6 is invalid");
    pb_int(&m, 1, 8);
    pb_byte(&m, 0x02);
    expect_fail("field number 0", &m, NULL, "byte 2: field number 0 is out of range");
    pb_int(&m, 1, 8);
    pb_tag(&m, 20, 5);
    pb_raw(&m, "ab", 2);
    expect_fail("fixed32 cut", &m, NULL, "byte 2: field 20: fixed32 runs past the end of its message (2 bytes left)");
    pb_int(&m, 1, 8);
    expect_fail("no graph", &m, NULL, "byte 2: the model has no graph (field 7)");
    pb_int(&m, 1, 8);
    pb_put(&m, 7, &g);
    pb_put(&m, 7, &g);
    expect_fail("two graphs", &m, NULL, "byte 0: the model has 2 graphs");

    /* nodes */
    pb_int(&m, 1, 8);
    pb_int(&n, 4, 5);
    pb_put(&g, 1, &n);
    pb_put(&m, 7, &g);
    expect_fail("op_type not a string", &m, NULL,
                "byte 6: graph.node[0]: field 4 (op_type) has wire type 0 (varint), expected 2 (length-delimited)");
    pb_int(&m, 1, 8);
    pb_str(&n, 1, "x");
    pb_put(&g, 1, &n);
    pb_put(&m, 7, &g);
    expect_fail("no op_type", &m, NULL, "byte 4: graph.node[0]: the node has no op_type");
    pb_int(&m, 1, 8);
    pb_str(&n, 4, "Relu");
    pb_bytes(&n, 1, "x\0y", 3);
    pb_put(&g, 1, &n);
    pb_put(&m, 7, &g);
    expect_fail("NUL in a name", &m, NULL, "byte 12: graph.node[0]: input holds a NUL byte");

    /* attributes */
    pb_str(&a, 1, "k");
    pb_int(&a, 20, 99);
    model_with_attr(&m, &a);
    expect_fail("unknown attribute type", &m, NULL, "byte 21: graph.node[0].attribute[0]: attribute type 99 is unknown");
    pb_str(&a, 1, "value");
    pb_int(&a, 20, 4);
    model_with_attr(&m, &a);
    expect_fail("TENSOR without t", &m, NULL, "byte 16: graph.node[0].attribute[0]: attribute 'value' is a TENSOR but has no t");
    pb_str(&a, 1, "alpha");
    pb_int(&a, 2, 1);
    model_with_attr(&m, &a);
    expect_fail("f as varint", &m, NULL,
                "byte 25: graph.node[0].attribute[0]: field 2 (f) has wire type 0 (varint), expected 5 (fixed32)");
    pb_str(&a, 1, "scales");
    pb_bytes(&a, 7, "abcde", 5);
    model_with_attr(&m, &a);
    expect_fail("packed floats not a multiple of 4", &m, NULL,
                "byte 26: graph.node[0].attribute[0]: floats: packed length 5 is not a multiple of 4");
    pb_str(&a, 1, "pads");
    pb_bytes(&a, 8, "\x01\x80", 2);
    model_with_attr(&m, &a);
    expect_fail("packed varint cut", &m, NULL,
                "byte 27: graph.node[0].attribute[0]: ints: packed varint runs past the end of its field");
    pb_str(&a, 1, "pads");
    pb_fixed64(&a, 8, 1);
    model_with_attr(&m, &a);
    expect_fail("ints as fixed64", &m, NULL,
                "byte 24: graph.node[0].attribute[0]: field 8 (ints) has wire type 1 (fixed64), expected 0 (varint) or 2 (packed)");
    {
        static const int64_t d[] = { 2, 3 };
        static const float v[3] = { 0 };
        pb_str(&a, 1, "value");
        pb_int(&a, 20, 4);
        pb_tensor_raw(&t, NULL, 1, d, 2, v, 12);
        pb_put(&a, 5, &t);
        model_with_attr(&m, &a);
        expect_fail("raw_data size in an attribute", &m, NULL,
                    "byte 36: graph.node[0].attribute[0].t: raw_data holds 12 bytes, dims [2,3] of FLOAT need 24");
    }

    /* tensors */
    {
        static const int64_t neg[] = { 2, -3 }, huge[] = { (int64_t)1 << 40, (int64_t)1 << 40 };
        static const int64_t deep[] = { 1, 1, 1, 1, 1, 1, 1, 1, 1 }, d23[] = { 2, 3 };
        bad_init("negative dim", neg, 2, 0, "byte 8: graph.initializer[0]: dims[1] is -3");
        bad_init("count overflow", huge, 2, 0, "byte 6: graph.initializer[0]: dims [1099511627776,1099511627776] hold more than 2^56 elements");
        bad_init("rank 9", deep, 9, 4, "byte 6: graph.initializer[0]: rank 9 is more than 8");
        bad_init("raw_data size", d23, 2, 20, "byte 15: graph.initializer[0]: raw_data holds 20 bytes, dims [2,3] of FLOAT need 24");
        pb_int(&t, 1, 2);
        pb_int(&t, 1, 3);
        pb_int(&t, 2, 1);
        for (i = 0; i < 5; i++) pb_fixed32(&t, 4, 0);
        model_with_init(&m, &t);
        expect_fail("float_data count", &m, NULL, "byte 12: graph.initializer[0]: float_data holds 5 values, dims [2,3] of FLOAT need 6");
        pb_int(&t, 1, 2);
        pb_int(&t, 2, 1);
        pb_int(&t, 7, 1);
        pb_int(&t, 7, 2);
        model_with_init(&m, &t);
        expect_fail("int64_data for FLOAT", &m, NULL, "byte 10: graph.initializer[0]: int64_data cannot hold FLOAT");
        pb_int(&t, 1, 2);
        pb_int(&t, 2, 1);
        model_with_init(&m, &t);
        expect_fail("no data", &m, NULL, "byte 4: graph.initializer[0]: the tensor holds 0 bytes, dims [2] of FLOAT need 8");
        pb_int(&t, 1, 1);
        model_with_init(&m, &t);
        expect_fail("no data_type", &m, NULL, "byte 4: graph.initializer[0]: data_type is missing (UNDEFINED)");
        pb_int(&t, 2, 24);
        pb_bytes(&t, 9, "x", 1);
        model_with_init(&m, &t);
        expect_fail("unknown data_type", &m, NULL, "byte 4: graph.initializer[0]: data_type 24 (?) is not supported");
        pb_int(&t, 1, 1);
        pb_int(&t, 2, 1);
        pb_bytes(&t, 9, "abcd", 4);
        pb_fixed32(&t, 4, 0);
        model_with_init(&m, &t);
        expect_fail("two data fields", &m, NULL,
                    "byte 4: graph.initializer[0]: the data is given by more than one field (raw_data, external data, typed fields)");
        pb_int(&t, 2, 1);
        pb_put(&t, 3, &a);
        model_with_init(&m, &t);
        expect_fail("segment", &m, NULL, "byte 8: graph.initializer[0]: segment (a tensor split into parts) is not supported");
    }

    /* nesting: If within If ... 21 levels read, 22 are refused */
    for (i = 21; i <= 22; i++) {
        pb inner = { 0 };
        int k;
        ox_model model;
        char err[512];
        pb_str(&inner, 2, "leaf");
        for (k = 0; k < i; k++) {
            pb node = { 0 }, graph = { 0 };
            pb_str(&node, 4, "If");
            attr_graph(&node, "then_branch", &inner);
            pb_put(&graph, 1, &node);
            inner = graph;
        }
        pb_int(&m, 1, 8);
        pb_put(&m, 7, &inner);
        if (i == 21) {
            CHECK(ox_read_model(m.b, m.n, NULL, &model, err, sizeof err) == 0);
            ox_model_free(&model);
            pb_free(&m);
        } else {
            ox_model tmp;
            int rc = ox_read_model(m.b, m.n, NULL, &tmp, err, sizeof err);
            CHECK(rc == -1 && strstr(err, ": messages nested more than 64 deep") &&
                  strstr(err, "graph.node[0].attribute[0].g.node[0].attribute[0].g."));
            pb_free(&m);
        }
    }
}

/* ------------------------------------------------------------ external data */

static void write_file(const char *name, const void *data, size_t n)
{
    char path[512];
    FILE *f;
    snprintf(path, sizeof path, "%s/%s", tmpdir, name);
    f = fopen(path, "wb");
    if (!f || fwrite(data, 1, n, f) != n) { fprintf(stderr, "cannot write %s\n", path); exit(1); }
    fclose(f);
}

/* A model with one FLOAT [2,3] initializer in external data. */
static void ext_model(pb *m, const char *location, const char *offset, const char *length)
{
    pb t = { 0 }, e = { 0 };
    pb_int(&t, 1, 2);
    pb_int(&t, 1, 3);
    pb_int(&t, 2, 1);
    pb_str(&t, 8, "W");
    pb_str(&e, 1, "location");
    pb_str(&e, 2, location);
    pb_put(&t, 13, &e);
    if (offset) {
        pb_str(&e, 1, "offset");
        pb_str(&e, 2, offset);
        pb_put(&t, 13, &e);
    }
    if (length) {
        pb_str(&e, 1, "length");
        pb_str(&e, 2, length);
        pb_put(&t, 13, &e);
    }
    pb_int(&t, 14, 1);
    model_with_init(m, &t);
}

static void test_external(void)
{
    char path[512], err[512], sub[512];
    float data[8] = { -1, 1, 2, 3, 4, 5, 6, -1 };
    ox_model model;
    pb m = { 0 };
    const char *tmp = getenv("TMPDIR");
    snprintf(tmpdir, sizeof tmpdir, "%s/onnx-reader-XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(tmpdir)) { perror("mkdtemp"); exit(1); }
    snprintf(sub, sizeof sub, "%s/model", tmpdir);
    mkdir(sub, 0700);
    write_file("secret.bin", data, sizeof data);          /* beside the model's folder */
    snprintf(path, sizeof path, "%s/model", tmpdir);
    strcpy(tmpdir, path);                                 /* the model's folder from here on */
    write_file("w.bin", data, sizeof data);
    mkdir((snprintf(path, sizeof path, "%s/d", tmpdir), path), 0700);
    write_file("d/w.bin", data, sizeof data);
    snprintf(path, sizeof path, "%s/out.bin", tmpdir);
    if (symlink("../secret.bin", path) != 0) { perror("symlink"); exit(1); }
    snprintf(path, sizeof path, "%s/in.bin", tmpdir);
    if (symlink("d/w.bin", path) != 0) { perror("symlink"); exit(1); }

    {
        static const char *const ok[] = { "w.bin", "d/w.bin", "./d/w.bin", "in.bin" };
        size_t i;
        for (i = 0; i < sizeof ok / sizeof ok[0]; i++) {
            float f;
            ext_model(&m, ok[i], "4", "24");
            if (ox_read_model(m.b, m.n, tmpdir, &model, err, sizeof err) != 0) {
                failures++;
                fprintf(stderr, "external data %s refused: %s\n", ok[i], err);
            } else {
                const ox_tensor *t = &model.graph->inits[0];
                CHECK(t->external && t->count == 6 && t->bytes == 24);
                CHECK((memcpy(&f, t->data, 4), f == 1) && (memcpy(&f, t->data + 20, 4), f == 6));
                ox_model_free(&model);
            }
            checks++;
            pb_free(&m);
        }
    }
    ext_model(&m, "w.bin", "4", NULL);
    expect_fail("external length by default", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data holds 28 bytes, dims [2,3] of FLOAT need 24");
    ext_model(&m, "../secret.bin", NULL, "24");
    expect_fail("external ..", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data location '../secret.bin' leaves the model's folder (..)");
    ext_model(&m, "d/../../secret.bin", NULL, "24");
    expect_fail("external inner ..", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data location 'd/../../secret.bin' leaves the model's folder (..)");
    ext_model(&m, "/etc/passwd", NULL, "24");
    expect_fail("external absolute", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data location '/etc/passwd' is an absolute path");
    ext_model(&m, "out.bin", NULL, "24");
    expect_fail("external symlink out", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data location 'out.bin' resolves outside the model's folder");
    ext_model(&m, "w.bin", "16", "24");
    expect_fail("external past the end", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data offset 16 + length 24 run past the end of 'w.bin' (32 bytes)");
    ext_model(&m, "w.bin", "40", NULL);
    expect_fail("external offset past the end", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data offset 40 is past the end of 'w.bin' (32 bytes)");
    ext_model(&m, "w.bin", "-4", "24");
    expect_fail("external offset not a number", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data offset '-4' is not a number");
    ext_model(&m, "missing.bin", NULL, "24");
    expect_fail("external missing file", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data file 'missing.bin' cannot be opened: No such file or directory");
    ext_model(&m, "a\nb", NULL, "24");
    expect_fail("control bytes in a message", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data file 'a?b' cannot be opened: No such file or directory");
    ext_model(&m, "d", NULL, "24");
    expect_fail("external directory", &m, tmpdir,
                "byte 15: graph.initializer[0]: external data file 'd' is not a regular file");
    ext_model(&m, "w.bin", NULL, "24");
    expect_fail("external without a folder", &m, NULL,
                "byte 15: graph.initializer[0]: external data is refused here (no model folder)");

    /* clean up */
    {
        static const char *const files[] = { "w.bin", "d/w.bin", "out.bin", "in.bin", "d", "" };
        size_t i;
        for (i = 0; i < sizeof files / sizeof files[0]; i++) {
            snprintf(path, sizeof path, "%s/%s", tmpdir, files[i]);
            if (remove(path) != 0) perror(path);
        }
        snprintf(path, sizeof path, "%s/../secret.bin", tmpdir);
        remove(path);
        snprintf(path, sizeof path, "%s/..", tmpdir);
        remove(path);
    }
}

int main(void)
{
    test_valid();
    test_looks_like();
    test_tensors();
    test_malformed();
    test_external();
    printf("test_onnx_reader: %d checks, %d failed\n", checks, failures);
    return failures ? 1 : 0;
}
