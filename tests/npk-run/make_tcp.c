/* make_tcp.c - builds tiny .tcp bundles by hand (with tests/interp's
 * tcp_builder, independently of mlir2c) plus inputs and reference results for the npk-run
 * tests. Usage: make_tcp OUTDIR. Writes:
 *   fc.tcp         inputs x [2,4], y [2,3]; p = softmax(x W^T + b + y, axis 1);
 *                  outputs p, z (z = the logits)
 *   fc_logits.tcp  the same program with outputs z, p (scores are logits)
 *   fc_t.tcp       playground style, batch on the last axis: x [4,1];
 *                  p = log_softmax(W x + b, axis 0) [3,1]
 *   x.npy x.bin [5,4], y.npy y.bin [5,3], xt.npy [4,5], xu8.idx [5,2,2] (uint8)
 *   expect_p.npy expect_z.npy [5,3], expect_t.npy [3,5], expect_u8.npy [5,3]
 *   classes.txt    'sample i: class c' per sample (argmax of the reference)
 *   labels.idx     the reference classes with samples 1 and 3 changed
 *   accuracy.txt   the accuracy line npk-run must print for labels.idx
 *   id_DT.tcp      for each element type DT (f32 f16 bf16 i1 i8 i16 i32 i64):
 *                  x [1,3] DT copied to y [1,3] DT (a reshape); in_DT.npy and
 *                  in_DT.bin [5,3] DT inputs for it (bf16 as '<u2' bits)
 *   cast.tcp       x [1,4] f32 -> cast to i8 -> y; cast_x.npy [2,4] f32 and
 *                  cast_want.npy [2,4] i8, worked out by hand (ties to even,
 *                  saturation, NaN -> 0)
 * The reference is computed in double with plain loops. */
#define _POSIX_C_SOURCE 200809L
/* npk_op_init (the attribute defaults) comes from the implementation: npk_multi */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npk_io.h"
#include "tcp_builder.h"

#define SAMPLES 5
#define FEAT 4
#define CLASSES 3

static const char *outdir;

static const char *opath(const char *name)
{
    static char buf[2][1024];
    static int k;
    k ^= 1;
    snprintf(buf[k], sizeof buf[k], "%s/%s", outdir, name);
    return buf[k];
}

static void write_file(const char *name, const void *data, size_t n)
{
    FILE *f = fopen(opath(name), "wb");
    if (!f || fwrite(data, 1, n, f) != n || fclose(f) != 0) {
        fprintf(stderr, "make_tcp: cannot write %s\n", opath(name));
        exit(1);
    }
}

/* Lays the bundle out as docs/tcp-format.md describes (tests/interp's
 * tcp_builder) and writes it. */
static void write_tcp(tcp_builder *b, const char *model_name, const char *file)
{
    size_t size;
    unsigned char *buf;
    tb_model_name(b, model_name);
    buf = tb_serialize(b, &size);
    if (!buf) {
        fprintf(stderr, "make_tcp: out of memory\n");
        exit(1);
    }
    write_file(file, buf, size);
    free(buf);
}

/* An arena tensor in the next free 64-aligned slot (nothing ever overlaps). */
static uint32_t next_arena(tcp_builder *b, const char *name, unsigned rank, const uint32_t *dims)
{
    return tb_arena(b, name, rank, dims, b->arena_bytes);
}

/* The matmul x @ w^T + bias (bias per column, or per row with w first). */
static void set_matmul(tcp_builder *b, uint32_t op, int trans_b, int bias)
{
    b->ops[op].attr.matmul.trans_b = trans_b;
    b->ops[op].attr.matmul.bias = bias;
}

/* ---- the models ------------------------------------------------------ */

static float W[CLASSES * FEAT], B[CLASSES];

/* fc.tcp (outputs p, z) or fc_logits.tcp (outputs z, p). */
static void build_fc(int logits_first, const char *file)
{
    tcp_builder b;
    uint32_t dx[2] = {2, FEAT}, dy[2] = {2, CLASSES}, dw[2] = {CLASSES, FEAT}, db[1] = {CLASSES};
    uint32_t x, y, w, bias, h, z, p, in[3];
    tb_init(&b);
    x = next_arena(&b, "x", 2, dx);
    y = next_arena(&b, "y", 2, dy);
    w = tb_const(&b, "fc.weight", 2, dw, W);
    bias = tb_const(&b, "fc.bias", 1, db, B);
    h = next_arena(&b, "h", 2, dy);
    z = next_arena(&b, "z", 2, dy);
    p = next_arena(&b, "p", 2, dy);
    in[0] = x, in[1] = w, in[2] = bias;
    set_matmul(&b, tb_op(&b, NPK_OP_MATMUL, 3, in, h), 1, NPK_BIAS_COL);
    in[0] = h, in[1] = y;
    b.ops[tb_op(&b, NPK_OP_BINARY, 2, in, z)].attr.binary.fn = NPK_BIN_ADD;
    in[0] = z;
    b.ops[tb_op(&b, NPK_OP_SOFTMAX, 1, in, p)].attr.softmax.axis = 1;
    tb_input(&b, x);
    tb_input(&b, y);
    tb_output(&b, logits_first ? z : p);
    tb_output(&b, logits_first ? p : z);
    write_tcp(&b, "tiny_fc", file);
}

/* fc_t.tcp: [features, batch] layout, log-softmax over axis 0. */
static void build_fc_t(void)
{
    tcp_builder b;
    uint32_t dx[2] = {FEAT, 1}, dw[2] = {CLASSES, FEAT}, db[1] = {CLASSES}, dh[2] = {CLASSES, 1};
    uint32_t x, w, bias, h, p, in[3];
    tb_init(&b);
    x = next_arena(&b, "x", 2, dx);
    w = tb_const(&b, "w", 2, dw, W);
    bias = tb_const(&b, "b", 1, db, B);
    h = next_arena(&b, "h", 2, dh);
    p = next_arena(&b, "logp", 2, dh);
    in[0] = w, in[1] = x, in[2] = bias;
    set_matmul(&b, tb_op(&b, NPK_OP_MATMUL, 3, in, h), 0, NPK_BIAS_ROW);
    in[0] = h;
    b.ops[tb_op(&b, NPK_OP_SOFTMAX, 1, in, p)].attr.softmax.log = 1; /* axis 0 */
    tb_input(&b, x);
    tb_output(&b, p);
    write_tcp(&b, "tiny_fc_t", "fc_t.tcp");
}

/* ---- inputs and the double-precision reference ----------------------- */

static uint32_t rng = 7u; /* seed picked so the 5 samples cover all 3 classes */
static float uniform(void) /* deterministic, in [-1, 1) */
{
    rng = rng * 1664525u + 1013904223u;
    return (float)(rng >> 8) / 8388608.0f - 1.0f;
}

/* z[s][c] = sum_k x[s][k] W[c][k] + B[c] (+ y[s][c]); p = softmax; lp = log_softmax. */
static void reference(const float *x, const float *y, float *z, float *p, float *lp)
{
    int s, c, k;
    for (s = 0; s < SAMPLES; s++) {
        double zz[CLASSES], mx = -HUGE_VAL, sum = 0;
        for (c = 0; c < CLASSES; c++) {
            double acc = B[c] + (y ? y[s * CLASSES + c] : 0.0);
            for (k = 0; k < FEAT; k++) acc += (double)x[s * FEAT + k] * W[c * FEAT + k];
            zz[c] = acc;
            if (acc > mx) mx = acc;
        }
        for (c = 0; c < CLASSES; c++) sum += exp(zz[c] - mx);
        for (c = 0; c < CLASSES; c++) {
            if (z) z[s * CLASSES + c] = (float)zz[c];
            if (p) p[s * CLASSES + c] = (float)(exp(zz[c] - mx) / sum);
            if (lp) lp[s * CLASSES + c] = (float)(zz[c] - mx - log(sum));
        }
    }
}

static void save(const char *name, const float *data, int rank, uint64_t d0, uint64_t d1, uint64_t d2)
{
    npk_array a;
    char err[512];
    memset(&a, 0, sizeof a);
    a.rank = rank;
    a.dims[0] = d0, a.dims[1] = d1, a.dims[2] = d2;
    a.count = (rank > 0 ? d0 : 1) * (rank > 1 ? d1 : 1) * (rank > 2 ? d2 : 1);
    a.data = (float *)data;
    if ((strstr(name, ".npy") ? npk_io_write_npy(opath(name), &a, err, sizeof err)
                              : npk_io_write_bin(opath(name), &a, err, sizeof err)) != 0) {
        fprintf(stderr, "make_tcp: %s\n", err);
        exit(1);
    }
}

/* Writes n elements of dtype (raw bytes) as NAME.npy or NAME.bin, [d0, d1]. */
static void save_typed(const char *name, int dtype, const void *data, uint64_t d0, uint64_t d1)
{
    npk_array a;
    char err[512];
    memset(&a, 0, sizeof a);
    a.rank = 2;
    a.dims[0] = d0, a.dims[1] = d1;
    a.count = d0 * d1;
    a.dtype = dtype;
    a.data = (float *)(void *)data;
    if ((strstr(name, ".npy") ? npk_io_write_npy(opath(name), &a, err, sizeof err)
                              : npk_io_write_bin(opath(name), &a, err, sizeof err)) != 0) {
        fprintf(stderr, "make_tcp: %s\n", err);
        exit(1);
    }
}

/* id_DT.tcp and its inputs for every element type. */
static void build_typed(void)
{
    unsigned dt;
    for (dt = NPK_DTYPE_F32; dt < NPK_DTYPE_END_; dt++) {
        tcp_builder b;
        uint32_t d[2] = {1, 3}, tx, ty;
        unsigned char data[SAMPLES * 3 * 8];
        char file[64];
        size_t k, es = npk_dtype_size(dt);
        tb_init(&b);
        tx = tb_arena_dt(&b, "x", 2, d, dt, 0);
        ty = tb_arena_dt(&b, "y", 2, d, dt, b.arena_bytes);
        tb_op(&b, NPK_OP_RESHAPE, 1, &tx, ty);
        tb_input(&b, tx);
        tb_output(&b, ty);
        snprintf(file, sizeof file, "id_%s.tcp", npk_dtype_name(dt));
        write_tcp(&b, file, file);
        /* varied bytes; bools 0/1; floats are small numbers (a clear maximum per row) */
        for (k = 0; k < sizeof data; k++) data[k] = (unsigned char)(dt == NPK_DTYPE_I1 ? k % 2 : (k * 37 + 11) % 120);
        if (dt == NPK_DTYPE_F32)
            for (k = 0; k < SAMPLES * 3; k++) { float f = (float)k * 0.5f - 3.0f; memcpy(data + 4 * k, &f, 4); }
        if (dt == NPK_DTYPE_F16 || dt == NPK_DTYPE_BF16)
            for (k = 0; k < SAMPLES * 3; k++) data[2 * k + 1] = (unsigned char)(0x30 + k % 13); /* 2^-3 .. */
        snprintf(file, sizeof file, "in_%s.npy", npk_dtype_name(dt));
        save_typed(file, (int)dt, data, SAMPLES, 3);
        snprintf(file, sizeof file, "in_%s.bin", npk_dtype_name(dt));
        save_typed(file, (int)dt, data, SAMPLES, 3);
        (void)es;
    }
    {
        tcp_builder b;
        uint32_t d[2] = {1, 4}, tx, ty, op;
        const float x[8] = {2.5f, -3.5f, 300.0f, -1e9f, 0.49f, (float)NAN, -0.0f, 127.5f};
        const int8_t want[8] = {2, -4, 127, -128, 0, 0, 0, 127};
        tb_init(&b);
        tx = tb_arena_dt(&b, "x", 2, d, NPK_DTYPE_F32, 0);
        ty = tb_arena_dt(&b, "y", 2, d, NPK_DTYPE_I8, b.arena_bytes);
        op = tb_op(&b, NPK_OP_CAST, 1, &tx, ty);
        b.ops[op].attr.cast.to = NPK_DTYPE_I8;
        tb_input(&b, tx);
        tb_output(&b, ty);
        write_tcp(&b, "cast", "cast.tcp");
        save_typed("cast_x.npy", NPK_IO_F32, x, 2, 4);
        save_typed("cast_want.npy", NPK_IO_I8, want, 2, 4);
    }
}

/* scalar.tcp: y[2,3] = x[2,3] + s[] (a rank-0 input, which has no batch axis). */
static void build_scalar(void)
{
    tcp_builder b;
    uint32_t d[2] = {2, 3}, in[2], y, op;
    const float x[6] = {1.0f, -2.0f, 3.5f, 0.0f, 10.0f, -0.25f}, s = 0.5f;
    float want[6];
    int k;
    tb_init(&b);
    in[0] = tb_arena(&b, "x", 2, d, 0);
    in[1] = tb_arena(&b, "s", 0, d, b.arena_bytes);
    y = tb_arena(&b, "y", 2, d, b.arena_bytes);
    op = tb_op(&b, NPK_OP_BINARY, 2, in, y);
    b.ops[op].attr.binary.fn = NPK_BIN_ADD;
    tb_input(&b, in[0]);
    tb_input(&b, in[1]);
    tb_output(&b, y);
    write_tcp(&b, "scalar", "scalar.tcp");
    for (k = 0; k < 6; k++) want[k] = x[k] + s;
    save("scalar_x.npy", x, 2, 2, 3, 0);
    save("scalar_s.npy", &s, 0, 0, 0, 0);
    save("scalar_s1.npy", &s, 1, 1, 0, 0);
    save("scalar_s2.npy", x, 1, 2, 0, 0);
    save("scalar_want.npy", want, 2, 2, 3, 0);
}

static int argmax3(const float *r)
{
    int c, best = 0;
    for (c = 1; c < CLASSES; c++)
        if (r[c] > r[best]) best = c;
    return best;
}

int main(int argc, char **argv)
{
    float x[SAMPLES * FEAT], xt[FEAT * SAMPLES], xu[SAMPLES * FEAT], y[SAMPLES * CLASSES];
    float z[SAMPLES * CLASSES], p[SAMPLES * CLASSES], lp[SAMPLES * CLASSES], lpt[CLASSES * SAMPLES];
    float pu[SAMPLES * CLASSES];
    unsigned char idx[4 + 12 + SAMPLES * FEAT], lab[8 + SAMPLES];
    char text[1024];
    size_t n = 0;
    int i, s, c, correct = 0;
    if (argc != 2) {
        fprintf(stderr, "usage: make_tcp OUTDIR\n");
        return 2;
    }
    outdir = argv[1];
    for (i = 0; i < CLASSES * FEAT; i++) W[i] = 2.0f * uniform();
    for (i = 0; i < CLASSES; i++) B[i] = 0.5f * uniform();
    for (i = 0; i < SAMPLES * FEAT; i++) x[i] = uniform();
    for (i = 0; i < SAMPLES * CLASSES; i++) y[i] = 0.5f * uniform();
    build_fc(0, "fc.tcp");
    build_fc(1, "fc_logits.tcp");
    build_fc_t();
    build_typed();
    build_scalar();

    save("x.npy", x, 2, SAMPLES, FEAT, 0);
    save("x.bin", x, 1, SAMPLES * FEAT, 0, 0);
    save("y.npy", y, 2, SAMPLES, CLASSES, 0);
    save("y.bin", y, 1, SAMPLES * CLASSES, 0, 0);
    for (s = 0; s < SAMPLES; s++)
        for (i = 0; i < FEAT; i++) xt[i * SAMPLES + s] = x[s * FEAT + i];
    save("xt.npy", xt, 2, FEAT, SAMPLES, 0);

    reference(x, y, z, p, NULL);
    save("expect_p.npy", p, 2, SAMPLES, CLASSES, 0);
    save("expect_z.npy", z, 2, SAMPLES, CLASSES, 0);
    reference(x, NULL, NULL, NULL, lp);
    for (s = 0; s < SAMPLES; s++)
        for (c = 0; c < CLASSES; c++) lpt[c * SAMPLES + s] = lp[s * CLASSES + c];
    save("expect_t.npy", lpt, 2, CLASSES, SAMPLES, 0);

    /* IDX [5,2,2] uint8 images; npk-run sees value / 255. */
    memcpy(idx, "\0\0\x08\x03\0\0\0\x05\0\0\0\x02\0\0\0\x02", 16);
    for (i = 0; i < SAMPLES * FEAT; i++) {
        idx[16 + i] = (unsigned char)((i * 53 + 17) % 256);
        xu[i] = (float)idx[16 + i] / 255.0f;
    }
    write_file("xu8.idx", idx, sizeof idx);
    reference(xu, y, NULL, pu, NULL);
    save("expect_u8.npy", pu, 2, SAMPLES, CLASSES, 0);

    /* Classes, labels with two deliberate mistakes, and the accuracy line. */
    memcpy(lab, "\0\0\x08\x01\0\0\0\x05", 8);
    for (s = 0; s < SAMPLES; s++) {
        int cls = argmax3(p + s * CLASSES);
        n += (size_t)snprintf(text + n, sizeof text - n, "sample %d: class %d\n", s, cls);
        lab[8 + s] = (unsigned char)(s == 1 || s == 3 ? (cls + 1) % CLASSES : cls);
        correct += lab[8 + s] == cls;
    }
    write_file("classes.txt", text, n);
    write_file("labels.idx", lab, sizeof lab);
    n = (size_t)snprintf(text, sizeof text, "accuracy: %.4f (%d/%d)\n", (double)correct / SAMPLES, correct,
                         SAMPLES);
    write_file("accuracy.txt", text, n);
    return 0;
}
