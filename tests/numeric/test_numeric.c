/* test_numeric.c - the numeric policy (docs/RELIABILITY.md, npk.h top
 * comment) checked through the interpreter on small bundles from
 * tcp_builder: softmax is shifted by the row max (no overflow at 10000),
 * NaN propagates through max, min, relu, clamp and max pooling, pooling over
 * -inf stays -inf (padding never wins), and a model run leaves the
 * floating-point environment (rounding mode, x87/SSE control, MXCSR) as it
 * found it. Linked with npk_multi, so NPK_ISA / NPK_MAX_ISA choose the
 * kernel path and CI checks the policy on every path. */
#define _POSIX_C_SOURCE 200809L
#include "npk.h"
#include "tcp_builder.h"
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE__) || defined(__x86_64__)
#include <immintrin.h>
#define HAVE_MXCSR 1
#endif

static int failures, checks;

#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; \
    fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #cond); \
    fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

/* A loaded program with its arena; inputs/outputs by index. */
typedef struct model {
    unsigned char *bundle;
    npk_program prog;
    void *arena;
} model;

static int model_load(model *m, const tcp_builder *b)
{
    size_t size = 0;
    npk_error err;
    memset(m, 0, sizeof *m);
    memset(&err, 0, sizeof err);
    m->bundle = tb_serialize(b, &size);
    if (!m->bundle || npk_program_load(&m->prog, m->bundle, size, &err) != NPK_OK) {
        fprintf(stderr, "bundle rejected: %s\n", err.message);
        return -1;
    }
    if (posix_memalign(&m->arena, NPK_ARENA_ALIGN, (size_t)m->prog.arena_bytes + 64)) return -1;
    return 0;
}

static int model_run(model *m, const float *in, size_t n_in)
{
    npk_error err;
    memset(&err, 0, sizeof err);
    memcpy(npk_input_data(&m->prog, m->arena, 0), in, n_in * sizeof *in);
    if (npk_run(&m->prog, m->arena, (size_t)m->prog.arena_bytes, NULL, &err) != NPK_OK) {
        fprintf(stderr, "run failed: %s\n", err.message);
        return -1;
    }
    return 0;
}

static void model_free(model *m)
{
    free(m->bundle);
    free(m->arena);
}

/* x[rows, cols] -> op -> y (same shape), the op's attributes given. */
static void unary_program(tcp_builder *b, npk_opcode code, uint32_t rows, uint32_t cols, const npk_op_attrs *attr)
{
    const uint32_t d[2] = { rows, cols };
    uint32_t x, y, op;
    tb_init(b);
    x = tb_arena(b, "x", 2, d, 0);
    y = tb_arena(b, "y", 2, d, ((uint64_t)rows * cols * 4 + 63) / 64 * 64);
    op = tb_op(b, code, 1, &x, y);
    b->ops[op].attr = *attr;
    tb_input(b, x);
    tb_output(b, y);
}

/* softmax (log-softmax if log) along axis 1. */
static npk_op_attrs softmax_attrs(int log)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.softmax.axis = 1;
    a.softmax.log = log;
    return a;
}

static void test_softmax_large(void)
{
    /* Spec values (issue 6): softmax(10000..10003) to 4 decimals. */
    static const float want4[4] = { 0.0321f, 0.0871f, 0.2369f, 0.6439f };
    const float x[4] = { 10000.0f, 10001.0f, 10002.0f, 10003.0f };
    tcp_builder b;
    model m;
    unsigned i, code;
    for (code = 0; code < 2; code++) {
        npk_op_attrs a = softmax_attrs((int)code);
        unary_program(&b, NPK_OP_SOFTMAX, 1, 4, &a);
        if (model_load(&m, &b) != 0 || model_run(&m, x, 4) != 0) { CHECK(0, "softmax model"); return; }
        {
            const float *y = npk_output_data(&m.prog, m.arena, 0);
            double sum = 0, e[4];
            for (i = 0; i < 4; i++) sum += e[i] = exp((double)x[i] - 10003.0);
            for (i = 0; i < 4; i++) {
                double ref = code ? log(e[i] / sum) : e[i] / sum;
                CHECK(isfinite(y[i]), "%s[%u] = %g", code ? "log_softmax" : "softmax", i, y[i]);
                CHECK(fabs(y[i] - ref) < 1e-6, "%s[%u] = %.9g, want %.9g", code ? "log_softmax" : "softmax", i, y[i], ref);
                if (!code) CHECK(fabs(y[i] - want4[i]) < 0.00005, "softmax[%u] = %.6f, spec %.4f", i, y[i], want4[i]);
            }
        }
        model_free(&m);
    }
}

/* Run op on rows holding a NaN in different lanes (scalar tail and vector
 * body: 37 columns); every NaN lane must give NaN, others a number. */
static void test_nan_unary(npk_unary_op fn, const char *name, float p0, float p1)
{
    npk_op_attrs a;
    enum { C = 37 };
    float x[2 * C];
    tcp_builder b;
    model m;
    unsigned i;
    for (i = 0; i < 2 * C; i++) x[i] = (float)i - 30.0f;
    x[0] = x[5] = x[16] = x[C + 36] = NAN;
    memset(&a, 0, sizeof a);
    a.unary.fn = fn; a.unary.p0 = p0; a.unary.p1 = p1;
    unary_program(&b, NPK_OP_UNARY, 2, C, &a);
    if (model_load(&m, &b) != 0 || model_run(&m, x, 2 * C) != 0) { CHECK(0, "%s model", name); return; }
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        for (i = 0; i < 2 * C; i++) {
            if (isnan(x[i])) CHECK(isnan(y[i]), "%s(NaN) at %u gave %g", name, i, y[i]);
            else CHECK(!isnan(y[i]), "%s(%g) at %u gave NaN", name, x[i], i);
        }
    }
    model_free(&m);
}

/* softmax of a row holding a NaN is NaN across that row, other rows unharmed. */
static void test_nan_softmax(void)
{
    enum { C = 37 };
    float x[2 * C];
    tcp_builder b;
    model m;
    unsigned i;
    for (i = 0; i < 2 * C; i++) x[i] = (float)(i % 5);
    x[C - 1] = NAN;
    npk_op_attrs a = softmax_attrs(0);
    unary_program(&b, NPK_OP_SOFTMAX, 2, C, &a);
    if (model_load(&m, &b) != 0 || model_run(&m, x, 2 * C) != 0) { CHECK(0, "softmax model"); return; }
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        double sum = 0;
        for (i = 0; i < C; i++) CHECK(isnan(y[i]), "softmax of a NaN row: [0][%u] = %g", i, y[i]);
        for (i = C; i < 2 * C; i++) { CHECK(isfinite(y[i]), "softmax row 1 [%u] = %g", i - C, y[i]); sum += y[i]; }
        CHECK(fabs(sum - 1.0) < 1e-5, "softmax row 1 sums to %.8f", sum);
    }
    model_free(&m);
}

/* max/min(x, c) with NaN on either side: NaN, whichever operand holds it. */
static void test_nan_binary(npk_binary_op fn, const char *name)
{
    enum { C = 37 };
    const uint32_t d[2] = { 2, C };
    float x[2 * C], c[2 * C];
    uint32_t tx, tc, ty, in[2];
    tcp_builder b;
    model m;
    unsigned i;
    for (i = 0; i < 2 * C; i++) { x[i] = (float)i - 20.0f; c[i] = 3.0f; }
    x[1] = x[17] = NAN;           /* NaN in the first operand */
    c[2] = c[C + 20] = NAN;       /* NaN in the second */
    tb_init(&b);
    tx = tb_arena(&b, "x", 2, d, 0);
    tc = tb_const(&b, "c", 2, d, c);
    ty = tb_arena(&b, "y", 2, d, 320);
    in[0] = tx; in[1] = tc;
    b.ops[tb_op(&b, NPK_OP_BINARY, 2, in, ty)].attr.binary.fn = fn;
    tb_input(&b, tx);
    tb_output(&b, ty);
    if (model_load(&m, &b) != 0 || model_run(&m, x, 2 * C) != 0) { CHECK(0, "%s model", name); return; }
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        for (i = 0; i < 2 * C; i++) {
            int nan_in = isnan(x[i]) || isnan(c[i]);
            CHECK((isnan(y[i]) != 0) == nan_in, "%s(%g, %g) at %u gave %g", name, x[i], c[i], i, y[i]);
        }
    }
    model_free(&m);
}

/* x[1,1,H,W] -> pool (k, stride k, padding pad) -> y. */
static int pool_model(model *m, npk_opcode code, uint32_t h, uint32_t w, uint32_t k, uint32_t pad)
{
    const uint32_t dx[4] = { 1, 1, h, w };
    uint32_t dy[4] = { 1, 1, 0, 0 }, tx, ty, op;
    tcp_builder b;
    dy[2] = (h + 2 * pad - k) / k + 1;
    dy[3] = (w + 2 * pad - k) / k + 1;
    tb_init(&b);
    tx = tb_arena(&b, "x", 4, dx, 0);
    ty = tb_arena(&b, "y", 4, dy, ((uint64_t)h * w * 4 + 63) / 64 * 64);
    op = tb_op(&b, code, 1, &tx, ty);
    {
        npk_max_pool2d_attrs *a = &b.ops[op].attr.max_pool2d;
        a->kh = a->kw = a->stride_h = a->stride_w = (int32_t)k;
        a->pad_top = a->pad_left = a->pad_bottom = a->pad_right = (int32_t)pad;
    }
    tb_input(&b, tx);
    tb_output(&b, ty);
    return model_load(m, &b);
}

static void test_pool_nan_and_inf(void)
{
    enum { H = 6, W = 20 };
    float x[H * W];
    model m;
    unsigned i, n;
    /* max pool 2x2, padding 1: output 4x11; one NaN poisons exactly its window */
    for (i = 0; i < H * W; i++) x[i] = (float)(i % 7);
    x[2 * W + 9] = NAN;           /* row 2, col 9 -> window (1+1)/2 = 1.5 -> row 1, col 5 */
    if (pool_model(&m, NPK_OP_MAXPOOL2D, H, W, 2, 1) != 0 || model_run(&m, x, H * W) != 0) { CHECK(0, "pool model"); return; }
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        n = (unsigned)npk_tensor_elems(&m.prog, m.prog.outputs[0]);
        for (i = 0; i < n; i++) {
            int win = i == 1 * 11 + 5;
            CHECK((isnan(y[i]) != 0) == win, "max_pool2d output %u = %g (NaN expected only at %d)", i, y[i], 1 * 11 + 5);
        }
    }
    /* all -inf: every window, including the ones that overlap padding, is -inf */
    for (i = 0; i < H * W; i++) x[i] = -INFINITY;
    CHECK(model_run(&m, x, H * W) == 0, "run");
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        for (i = 0; i < n; i++) CHECK(isinf(y[i]) && y[i] < 0, "max_pool2d of -inf at %u = %g", i, y[i]);
    }
    /* -inf next to numbers: the numbers win; a window whose real cells are
     * all -inf (edge windows are half padding) is -inf, never 0 */
    for (i = 0; i < H * W; i++) x[i] = (i % 2) ? -INFINITY : -5.0f;
    CHECK(model_run(&m, x, H * W) == 0, "run");
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        unsigned oy, ox;
        for (oy = 0; oy < 4; oy++)
            for (ox = 0; ox < 11; ox++) {
                float want = -INFINITY;
                int r, c;
                for (r = 2 * (int)oy - 1; r <= 2 * (int)oy; r++)
                    for (c = 2 * (int)ox - 1; c <= 2 * (int)ox; c++)
                        if (r >= 0 && r < H && c >= 0 && c < W && x[r * W + c] > want) want = x[r * W + c];
                CHECK(y[oy * 11 + ox] == want, "max_pool2d of {-inf, -5} at (%u, %u) = %g, want %g",
                      oy, ox, y[oy * 11 + ox], want);
            }
    }
    model_free(&m);

    /* avg pool over -inf is -inf; over NaN is NaN (no padding here: 3x3 stride 3) */
    for (i = 0; i < H * W; i++) x[i] = (float)i;
    x[0] = -INFINITY;
    x[W + 4] = NAN;               /* window (0, 1) */
    if (pool_model(&m, NPK_OP_AVGPOOL2D, H, W, 3, 0) != 0 || model_run(&m, x, H * W) != 0) { CHECK(0, "avg model"); return; }
    {
        const float *y = npk_output_data(&m.prog, m.arena, 0);
        n = (unsigned)npk_tensor_elems(&m.prog, m.prog.outputs[0]);
        CHECK(isinf(y[0]) && y[0] < 0, "avg_pool2d with -inf = %g", y[0]);
        CHECK(isnan(y[1]), "avg_pool2d with NaN = %g", y[1]);
        for (i = 2; i < n; i++) CHECK(isfinite(y[i]), "avg_pool2d output %u = %g", i, y[i]);
    }
    model_free(&m);
}

/* Everything a model run could change behind the caller's back. Status
 * flags (inexact, overflow...) are raised by arithmetic itself and are not
 * part of the comparison: they are cleared before both snapshots. */
typedef struct fp_state {
    fenv_t env;
    int round;
#ifdef HAVE_MXCSR
    unsigned mxcsr;
#endif
} fp_state;

static void fp_snapshot(fp_state *s)
{
    memset(s, 0, sizeof *s);
    feclearexcept(FE_ALL_EXCEPT);
    fegetenv(&s->env);
    s->round = fegetround();
#ifdef HAVE_MXCSR
    s->mxcsr = _mm_getcsr();
#endif
}

static void check_fp_unchanged(const fp_state *before, const char *what)
{
    fp_state after;
    fp_snapshot(&after);
    CHECK(after.round == before->round, "%s: rounding mode %d -> %d", what, before->round, after.round);
#ifdef HAVE_MXCSR
    CHECK(after.mxcsr == before->mxcsr, "%s: MXCSR 0x%x -> 0x%x", what, before->mxcsr, after.mxcsr);
#endif
    CHECK(memcmp(&after.env, &before->env, sizeof after.env) == 0, "%s: fenv_t bytes differ", what);
}

static void test_fp_env(void)
{
    static const int modes[] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };
    const uint32_t dx[4] = { 2, 1, 8, 8 }, dw[4] = { 3, 1, 3, 3 }, dy[4] = { 2, 3, 6, 6 }, dp[4] = { 2, 3, 3, 3 };
    const uint32_t df[2] = { 2, 27 }, dm[2] = { 27, 5 }, dz[2] = { 2, 5 };
    float x[128], wv[27], mv[135];
    tcp_builder b;
    model m;
    uint32_t tx, tw, ty, tp, tf, tm, tz, ts, in[2], op;
    unsigned i;
    /* conv -> max pool -> reshape -> matmul -> softmax: most kernels, incl. exp */
    for (i = 0; i < 27; i++) wv[i] = (float)((int)(i % 7) - 3) * 0.25f;
    for (i = 0; i < 135; i++) mv[i] = (float)((int)(i % 11) - 5) * 0.125f;
    tb_init(&b);
    tx = tb_arena(&b, "x", 4, dx, 0);            /* 512 bytes */
    tw = tb_const(&b, "w", 4, dw, wv);
    ty = tb_arena(&b, "y", 4, dy, 512);          /* 864 bytes */
    tp = tb_arena(&b, "p", 4, dp, 1408);         /* 216 bytes */
    tf = tb_arena(&b, "f", 2, df, 1408);         /* reshape view of p */
    tm = tb_const(&b, "m", 2, dm, mv);
    tz = tb_arena(&b, "z", 2, dz, 1664);
    ts = tb_arena(&b, "s", 2, dz, 1728);
    in[0] = tx; in[1] = tw;
    op = tb_op(&b, NPK_OP_CONV2D, 2, in, ty);
    op = tb_op(&b, NPK_OP_MAXPOOL2D, 1, &ty, tp);
    {
        npk_max_pool2d_attrs *a = &b.ops[op].attr.max_pool2d;
        a->kh = a->kw = a->stride_h = a->stride_w = 2;
    }
    tb_op(&b, NPK_OP_RESHAPE, 1, &tp, tf);
    in[0] = tf; in[1] = tm;
    tb_op(&b, NPK_OP_MATMUL, 2, in, tz);
    op = tb_op(&b, NPK_OP_SOFTMAX, 1, &tz, ts);
    b.ops[op].attr.softmax.axis = 1;
    tb_input(&b, tx);
    tb_output(&b, ts);
    for (i = 0; i < 128; i++) x[i] = (i % 3) ? (float)i * 0.37f : (i % 2 ? NAN : 1e30f);
    if (model_load(&m, &b) != 0) { CHECK(0, "fp model"); return; }
    for (i = 0; i < sizeof modes / sizeof modes[0]; i++) {
        fp_state before;
        CHECK(fesetround(modes[i]) == 0, "fesetround(%d)", modes[i]);
        fp_snapshot(&before);
        CHECK(model_run(&m, x, 128) == 0, "run");
        check_fp_unchanged(&before, "model run");
    }
    fesetround(FE_TONEAREST);
    model_free(&m);
}

int main(void)
{
    test_softmax_large();
    test_nan_unary(NPK_UN_RELU, "relu", 0.0f, 0.0f);
    test_nan_unary(NPK_UN_CLAMP, "clamp", -2.0f, 2.0f);
    test_nan_softmax();
    test_nan_binary(NPK_BIN_MAX, "max");
    test_nan_binary(NPK_BIN_MIN, "min");
    test_pool_nan_and_inf();
    test_fp_env();
    printf("numeric: isa=%s %d checks, %d failures\n", npk_isa_name(), checks, failures);
    return failures ? 1 : 0;
}
