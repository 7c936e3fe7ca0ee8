/* test_dtypes.c - tensors of every element type through the runtime: the
 * typed accessors of npk_program.h, reshape (copy and view), transpose and
 * pad for every dtype against plain references computed here on odd shapes
 * (run serially and in reverse-order tasks), pad's value converted to the
 * tensor's type (rounded, saturated), inputs and outputs of any dtype bound
 * to caller buffers, and an f32-only op refusing another dtype by name. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

static uint32_t rng = 777u;
static unsigned rnd(unsigned n) { rng = rng * 1103515245u + 12345u; return (rng >> 16) % n; }


/* Random element bytes (i1: 0 or 1). */
static void fill(unsigned dt, unsigned char *p, size_t n)
{
    size_t i;
    for (i = 0; i < n * npk_dtype_size(dt); i++) p[i] = (unsigned char)(dt == NPK_DTYPE_I1 ? rnd(2) : rnd(256));
}

static void *load(tcp_builder *b, npk_program *p, unsigned char **buf)
{
    size_t size;
    npk_error err;
    void *arena = NULL;
    *buf = tb_serialize(b, &size);
    if (npk_program_load(p, *buf, size, &err) != NPK_OK) {
        CHECK(0, "load: %s", err.message);
        return NULL;
    }
    if (posix_memalign(&arena, 64, (size_t)(p->arena_bytes ? p->arena_bytes : 64))) return NULL;
    return arena;
}

/* Runs serially and in tasks; y must equal want (nbytes) both times. */
static void run_check(const npk_program *p, void *arena, const void *x, size_t xbytes, const void *want, size_t ybytes,
                      const char *what)
{
    int mode;
    npk_error err;
    for (mode = 0; mode < 2; mode++) {
        npk_run_options o;
        memset(&o, 0, sizeof o);
        if (mode) { o.parallel_for = reverse_for; o.threads = 3; }
        memset(arena, 0x5A, (size_t)p->arena_bytes);
        memcpy(npk_input_ptr(p, arena, 0), x, xbytes);
        CHECK(npk_run(p, arena, (size_t)p->arena_bytes, &o, &err) == NPK_OK, "%s run: %s", what, err.message);
        CHECK(memcmp(npk_output_ptr(p, arena, 0), want, ybytes) == 0, "%s: result differs (%s)", what,
              mode ? "tasks" : "serial");
    }
}

static void accessors_and_reshape(unsigned dt)
{
    tcp_builder b;
    npk_program p;
    unsigned char *buf, x[3 * 5 * 8];
    uint32_t xd[2] = {3, 5}, yd[3] = {5, 1, 3}, tx, ty;
    void *arena;
    size_t es = npk_dtype_size(dt);
    fill(dt, x, 15);
    /* a copy: y after x in the arena */
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 2, xd, dt, 0);
    ty = tb_arena_dt(&b, "y", 3, yd, dt, b.arena_bytes);
    tb_op(&b, NPK_OP_RESHAPE, 1, &tx, ty);
    tb_input(&b, tx);
    tb_output(&b, ty);
    if (!(arena = load(&b, &p, &buf))) return;
    CHECK(npk_tensor_dtype(&p, tx) == dt && npk_tensor_dtype(&p, ty) == dt, "dtype of %s", npk_dtype_name(dt));
    CHECK(npk_tensor_dtype(&p, 99) == 0 && npk_tensor_bytes(&p, 99) == 0, "out of range tensor");
    CHECK(npk_tensor_bytes(&p, ty) == 15 * es, "bytes of %s: %zu", npk_dtype_name(dt), npk_tensor_bytes(&p, ty));
    CHECK(npk_input_ptr(&p, arena, 0) == (void *)arena && npk_tensor_ptr(&p, arena, ty) == npk_output_ptr(&p, arena, 0),
          "pointers");
    run_check(&p, arena, x, 15 * es, x, 15 * es, "reshape copy");
    {   /* the same program with input and output in caller buffers */
        void *in = NULL, *out = NULL;
        const float *ins[1];
        float *outs[1];
        npk_run_options o;
        npk_error err;
        CHECK(posix_memalign(&in, 64, 128) == 0 && posix_memalign(&out, 64, 128) == 0, "alloc");
        memcpy(in, x, 15 * es);
        memset(out, 0, 128);
        ins[0] = (const float *)in;
        outs[0] = (float *)out;
        memset(&o, 0, sizeof o);
        o.inputs = ins;
        o.outputs = outs;
        CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "bound run: %s", err.message);
        CHECK(memcmp(out, x, 15 * es) == 0 && memcmp(in, x, 15 * es) == 0, "bound %s", npk_dtype_name(dt));
        free(in);
        free(out);
    }
    free(arena);
    free(buf);
    /* a view: y over x's bytes */
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 2, xd, dt, 0);
    ty = tb_arena_dt(&b, "y", 3, yd, dt, 0);
    tb_op(&b, NPK_OP_RESHAPE, 1, &tx, ty);
    tb_input(&b, tx);
    tb_output(&b, ty);
    if (!(arena = load(&b, &p, &buf))) return;
    run_check(&p, arena, x, 15 * es, x, 15 * es, "reshape view");
    free(arena);
    free(buf);
}

static void transpose_run(unsigned dt, unsigned rank, const uint32_t *xd, const unsigned *perm);

static void transpose_case(unsigned dt)
{
    uint32_t xd[4];
    unsigned rank = 1 + rnd(4), perm[4], d, k;
    const uint32_t pool[4] = {7, 3, 5, 2};
    for (d = 0; d < rank; d++) { xd[d] = pool[d]; perm[d] = d; }
    for (d = rank; d-- > 1;) { k = rnd(d + 1); unsigned t = perm[d]; perm[d] = perm[k]; perm[k] = t; }
    transpose_run(dt, rank, xd, perm);
}

/* x [dims] (at most 7 * 3 * 5 * 2 elements) transposed by perm against the index walk. */
static void transpose_run(unsigned dt, unsigned rank, const uint32_t *xd, const unsigned *perm)
{
    tcp_builder b;
    npk_program p;
    unsigned char *buf, x[7 * 3 * 5 * 2 * 8], want[sizeof x];
    uint32_t yd[4], tx, ty, op;
    unsigned d;
    size_t n = 1, es = npk_dtype_size(dt), e, idx[4] = {0}, stride[4], s = 1;
    void *arena;
    for (d = 0; d < rank; d++) n *= xd[d];
    for (d = 0; d < rank; d++) yd[d] = xd[perm[d]];
    for (d = rank; d-- > 0;) { stride[d] = s; s *= xd[d]; }
    fill(dt, x, n);
    for (e = 0; e < n; e++) {
        size_t off = 0;
        for (d = 0; d < rank; d++) off += idx[d] * stride[perm[d]];
        memcpy(want + e * es, x + off * es, es);
        for (d = rank; d-- > 0;) { if (++idx[d] < yd[d]) break; idx[d] = 0; }
    }
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", rank, xd, dt, 0);
    ty = tb_arena_dt(&b, "y", rank, yd, dt, b.arena_bytes);
    op = tb_op(&b, NPK_OP_TRANSPOSE, 1, &tx, ty);
    for (d = 0; d < rank; d++) NPK_TRANSPOSE_PERM(&b.ops[op])[d] = (int32_t)perm[d];
    tb_input(&b, tx);
    tb_output(&b, ty);
    if (!(arena = load(&b, &p, &buf))) return;
    run_check(&p, arena, x, n * es, want, n * es, "transpose");
    free(arena);
    free(buf);
}

/* Pads a [3, 2] tensor by (1, 0) before and (0, 2) after with value; the
 * padding holds pad_elem (value as the tensor's type). */
static void pad_case(unsigned dt, float value, const void *pad_elem)
{
    tcp_builder b;
    npk_program p;
    unsigned char *buf, x[6 * 8], want[4 * 4 * 8];
    uint32_t xd[2] = {3, 2}, yd[2] = {4, 4}, tx, ty, op;
    size_t es = npk_dtype_size(dt), r, c;
    void *arena;
    fill(dt, x, 6);
    for (r = 0; r < 4; r++)
        for (c = 0; c < 4; c++)
            memcpy(want + (r * 4 + c) * es, r >= 1 && c < 2 ? x + ((r - 1) * 2 + c) * es : (const unsigned char *)pad_elem, es);
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 2, xd, dt, 0);
    ty = tb_arena_dt(&b, "y", 2, yd, dt, b.arena_bytes);
    op = tb_op(&b, NPK_OP_PAD, 1, &tx, ty);
    NPK_PAD_BEFORE(&b.ops[op])[0] = 1;
    NPK_PAD_AFTER(&b.ops[op])[1] = 2;
    b.ops[op].attr.pad.value = value;
    tb_input(&b, tx);
    tb_output(&b, ty);
    if (!(arena = load(&b, &p, &buf))) return;
    run_check(&p, arena, x, 6 * es, want, 16 * es, npk_dtype_name(dt));
    free(arena);
    free(buf);
}

static void pad_values(void)
{
    const float f = 2.5f, fm = -1000.75f;
    const uint16_t h = 0x4100, hb = 0x4020, hm = 0xE3D2, hbm = 0xC47A;
    const uint8_t one = 1;
    const int8_t i8 = 2, i8m = -128;
    const int16_t i16 = 2, i16m = -1001;
    const int32_t i32 = 2, i32m = -1001;
    const int64_t i64 = 2, i64m = -1001;
    /* 2.5 ties to 2 in the integer types */
    pad_case(NPK_DTYPE_F32, 2.5f, &f);
    pad_case(NPK_DTYPE_F16, 2.5f, &h);
    pad_case(NPK_DTYPE_BF16, 2.5f, &hb);
    pad_case(NPK_DTYPE_I1, 2.5f, &one);
    pad_case(NPK_DTYPE_I8, 2.5f, &i8);
    pad_case(NPK_DTYPE_I16, 2.5f, &i16);
    pad_case(NPK_DTYPE_I32, 2.5f, &i32);
    pad_case(NPK_DTYPE_I64, 2.5f, &i64);
    /* -1000.75: rounded to -1001, saturated in i8, rounded to the float grids
     * (f16: a tie, to even -1001 = 0xE3D2; bf16 -1000 = 0xC47A) */
    pad_case(NPK_DTYPE_F32, -1000.75f, &fm);
    pad_case(NPK_DTYPE_F16, -1000.75f, &hm);
    pad_case(NPK_DTYPE_BF16, -1000.75f, &hbm);
    pad_case(NPK_DTYPE_I8, -1000.75f, &i8m);
    pad_case(NPK_DTYPE_I16, -1000.75f, &i16m);
    pad_case(NPK_DTYPE_I32, -1000.75f, &i32m);
    pad_case(NPK_DTYPE_I64, -1000.75f, &i64m);
}

/* An op that takes f32 only names the operand and both types. */
static void f32_only_refusal(void)
{
    tcp_builder b;
    uint32_t d[1] = {4}, tx, ty;
    size_t size;
    unsigned char *buf;
    npk_program p;
    npk_error err;
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 1, d, NPK_DTYPE_I32, 0);
    ty = tb_arena_dt(&b, "y", 1, d, NPK_DTYPE_I32, b.arena_bytes);
    tb_op(&b, NPK_OP_SOFTMAX, 1, &tx, ty);
    tb_input(&b, tx);
    tb_output(&b, ty);
    buf = tb_serialize(&b, &size);
    CHECK(npk_program_load(&p, buf, size, &err) != NPK_OK && strstr(err.message, "operand 0 is i32") &&
              strstr(err.message, "softmax takes f32 only"),
          "softmax on i32: %s", err.message);
    free(buf);
}

int main(void)
{
    unsigned dt, k;
    for (dt = 1; dt < NPK_DTYPE_END_; dt++) {
        accessors_and_reshape(dt);
        for (k = 0; k < 6; k++) transpose_case(dt);
        { /* the byte path's 2-D blocks (NCHW <-> NHWC, 2, 3, 4 and 5 rows) and perms it must refuse */
            static const uint32_t dims[][4] = {{2, 3, 5, 7}, {1, 5, 3, 7}, {2, 2, 5, 7}, {2, 4, 3, 5}, {5, 7, 3, 2}, {2, 7, 3, 5}};
            static const unsigned perms[][4] = {{0, 2, 3, 1}, {0, 3, 1, 2}, {2, 3, 0, 1}, {0, 1, 3, 2}, {0, 2, 1, 3}, {1, 2, 3, 0}};
            unsigned c;
            for (c = 0; c < 6; c++) transpose_run(dt, 4, dims[c], perms[(c + k) % 6]);
        }
    }
    pad_values();
    f32_only_refusal();
    printf("test_dtypes: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
