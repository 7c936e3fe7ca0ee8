/* test_prepare.c - npk_program_prepare(): a conv marked filter = oihw_winograd
 * runs the direct conv on its OIHW filter until the program is prepared and
 * the Winograd conv on the prepared filter after, each against a float64
 * reference on odd shapes (with a bias, ReLU, a fused max pool, batch 2);
 * prepared, it gives the same bits as the same conv with the filter
 * transformed ahead (filter = winograd4x4), serial or split into tasks.
 * Also: the memory asked for, nothing written past it, a filter that is
 * not a constant (nothing to prepare), and every refusal. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

static uint32_t rng = 777u;
static float frand(void)
{
    rng = rng * 1103515245u + 12345u;
    return (float)((rng >> 8) & 0xffff) / 32768.0f - 1.0f;
}

typedef struct conv_case {
    const char *what;
    uint32_t n, cin, cout, h, w;
    int pool;   /* fused 2x2/2 max pool */
    int w_input; /* the filter is a program input, not a constant */
} conv_case;

/* y = relu(conv3x3 pad 1 (x, w) + bias) [then 2x2/2 max pool], in float64. */
static void reference(const conv_case *c, const float *x, const float *w, const float *bias, double *y)
{
    uint32_t n, f, i, j, ch, ki, kj, oh = c->pool ? c->h / 2 : c->h, ow = c->pool ? c->w / 2 : c->w;
    double *full = (double *)malloc(sizeof(double) * c->cout * c->h * c->w);
    for (n = 0; n < c->n; n++) {
        for (f = 0; f < c->cout; f++)
            for (i = 0; i < c->h; i++)
                for (j = 0; j < c->w; j++) {
                    double s = bias[f];
                    for (ch = 0; ch < c->cin; ch++)
                        for (ki = 0; ki < 3; ki++)
                            for (kj = 0; kj < 3; kj++) {
                                long yi = (long)i + (long)ki - 1, xj = (long)j + (long)kj - 1;
                                if (yi < 0 || xj < 0 || yi >= (long)c->h || xj >= (long)c->w) continue;
                                s += (double)w[((f * c->cin + ch) * 3 + ki) * 3 + kj] *
                                     x[((n * c->cin + ch) * c->h + (uint32_t)yi) * c->w + (uint32_t)xj];
                            }
                    full[(f * c->h + i) * c->w + j] = s > 0 ? s : 0;
                }
        for (f = 0; f < c->cout; f++)
            for (i = 0; i < oh; i++)
                for (j = 0; j < ow; j++) {
                    double m = full[(f * c->h + i * (c->pool ? 2 : 1)) * c->w + j * (c->pool ? 2 : 1)];
                    if (c->pool)
                        for (ki = 0; ki < 2; ki++)
                            for (kj = 0; kj < 2; kj++) {
                                double v = full[(f * c->h + 2 * i + ki) * c->w + 2 * j + kj];
                                if (v > m) m = v;
                            }
                    y[((n * c->cout + f) * oh + i) * ow + j] = m;
                }
    }
    free(full);
}

/* x -> conv(w, bias) with the given filter layout -> y; a second conv with a
 * plain OIHW filter after it (so the op table has an op with nothing
 * prepared). wdata is OIHW, or the winograd4x4 transform for layout 1. */
static unsigned char *build(const conv_case *c, int32_t layout, const float *wdata, const float *bias, size_t *size)
{
    tcp_builder b;
    uint32_t dx[4], dw[4], db[1], dy[4], dz[4], in[3], in2[3], y, op;
    uint32_t oh = c->pool ? c->h / 2 : c->h, ow = c->pool ? c->w / 2 : c->w;
    uint64_t off = 0;
    dx[0] = c->n; dx[1] = c->cin; dx[2] = c->h; dx[3] = c->w;
    if (layout == NPK_CONV_FILTER_WINOGRAD_F4X3) { dw[0] = 6; dw[1] = 6; dw[2] = c->cin; dw[3] = c->cout; }
    else { dw[0] = c->cout; dw[1] = c->cin; dw[2] = 3; dw[3] = 3; }
    db[0] = c->cout;
    dy[0] = c->n; dy[1] = c->cout; dy[2] = oh; dy[3] = ow;
    dz[0] = c->n; dz[1] = 2; dz[2] = oh; dz[3] = ow;
    tb_init(&b);
    in[0] = tb_arena(&b, "x", 4, dx, off);
    off = b.arena_bytes;
    in[1] = c->w_input ? tb_arena(&b, "w", 4, dw, off) : tb_const(&b, "w", 4, dw, wdata);
    off = b.arena_bytes;
    in[2] = tb_const(&b, "bias", 1, db, bias);
    y = tb_arena(&b, "y", 4, dy, off);
    op = tb_op(&b, NPK_OP_CONV2D, 3, in, y);
    b.ops[op].attr.conv2d.filter = layout;
    b.ops[op].attr.conv2d.pad_top = b.ops[op].attr.conv2d.pad_left = 1;
    b.ops[op].attr.conv2d.pad_bottom = b.ops[op].attr.conv2d.pad_right = 1;
    b.ops[op].attr.conv2d.act = NPK_ACT_RELU;
    if (c->pool) {
        b.ops[op].attr.conv2d.pool = 1;
        b.ops[op].attr.conv2d.pool_kh = b.ops[op].attr.conv2d.pool_kw = 2;
        b.ops[op].attr.conv2d.pool_stride_h = b.ops[op].attr.conv2d.pool_stride_w = 2;
    }
    b.ops[op].scratch_offset = b.arena_bytes;
    b.ops[op].scratch_bytes = 1u << 20;
    b.arena_bytes += 1u << 20;
    { /* z = conv1x1(y) with a plain filter: nothing to prepare */
        uint32_t d1[4] = { 2, 0, 1, 1 };
        d1[1] = c->cout;
        in2[0] = y;
        in2[1] = tb_const(&b, "w2", 4, d1, NULL);
        tb_op(&b, NPK_OP_CONV2D, 2, in2, tb_arena(&b, "z", 4, dz, b.arena_bytes));
    }
    tb_input(&b, in[0]);
    if (c->w_input) tb_input(&b, in[1]);
    tb_output(&b, y);
    return tb_serialize(&b, size);
}

/* Run p (inputs x and, if it takes one, w) and copy output 0 to out. */
static int run(const npk_program *p, const conv_case *c, const float *x, const float *w, int tasks, float *out,
               size_t ny)
{
    void *arena = NULL;
    npk_run_options o;
    npk_error e;
    npk_status s;
    if (posix_memalign(&arena, 64, (size_t)p->arena_bytes)) return 0;
    memcpy(npk_input_data(p, arena, 0), x, sizeof(float) * c->n * c->cin * c->h * c->w);
    if (c->w_input) memcpy(npk_input_data(p, arena, 1), w, sizeof(float) * c->cout * c->cin * 9);
    memset(&o, 0, sizeof o);
    o.parallel_for = tasks ? reverse_for : NULL;
    o.threads = (size_t)tasks;
    s = npk_run(p, arena, (size_t)p->arena_bytes, &o, &e);
    CHECK(s == NPK_OK, "%s: run: %s", c->what, e.message);
    memcpy(out, npk_output_data(p, arena, 0), sizeof(float) * ny);
    free(arena);
    return s == NPK_OK;
}

static double worst_error(const float *y, const double *ref, size_t n)
{
    double worst = 0, top = 0;
    size_t i;
    for (i = 0; i < n; i++) {
        double d = fabs(y[i] - ref[i]);
        if (d > worst) worst = d;
        if (fabs(ref[i]) > top) top = fabs(ref[i]);
    }
    return worst / (1.0 + top);
}

static void run_case(const conv_case *c)
{
    size_t nx = (size_t)c->n * c->cin * c->h * c->w, nw = (size_t)c->cout * c->cin * 9, i;
    size_t ny = (size_t)c->n * c->cout * (c->pool ? c->h / 2 : c->h) * (c->pool ? c->w / 2 : c->w);
    size_t nu = npk_conv2d_winograd_filter_count(c->cout, c->cin);
    float *x = (float *)malloc(nx * 4), *w = (float *)malloc(nw * 4), *bias = (float *)malloc(c->cout * 4u);
    float *u = (float *)malloc(nu * 4), *direct = (float *)malloc(ny * 4), *prep = (float *)malloc(ny * 4);
    float *ahead = (float *)malloc(ny * 4), *split = (float *)malloc(ny * 4);
    double *ref = (double *)malloc(ny * sizeof(double));
    unsigned char *buf, *buf1 = NULL, *mem = NULL;
    size_t size, size1;
    uint64_t need, want;
    npk_program p, p1;
    npk_error e;
    npk_status s;
    for (i = 0; i < nx; i++) x[i] = frand();
    for (i = 0; i < nw; i++) w[i] = frand() * 0.3f;
    for (i = 0; i < c->cout; i++) bias[i] = frand() * 0.1f;
    npk_conv2d_winograd_filter_f32(c->cout, c->cin, w, u);
    reference(c, x, w, bias, ref);

    buf = build(c, NPK_CONV2D_FILTER_OIHW_WINOGRAD, w, bias, &size);
    CHECK(buf[10] == NPK_TCP_VERSION_MINOR_OIHW_WINOGRAD, "%s: written as .tcp 2.%u, want 2.%u", c->what,
          (unsigned)buf[10], (unsigned)NPK_TCP_VERSION_MINOR_OIHW_WINOGRAD);
    s = npk_program_load(&p, buf, size, &e);
    CHECK(s == NPK_OK, "%s: load: %s", c->what, e.message);
    if (s != NPK_OK) goto done;
    need = npk_program_prepared_bytes(&p);
    want = c->w_input ? 0 : 64u + (nu * 4u + 63u) / 64u * 64u; /* the table of 2 ops, the filter */
    CHECK(need == want, "%s: prepared bytes %llu, want %llu", c->what, (unsigned long long)need,
          (unsigned long long)want);

    /* unprepared: the direct conv on the OIHW filter */
    if (run(&p, c, x, w, 0, direct, ny))
        CHECK(worst_error(direct, ref, ny) < 2e-5, "%s: unprepared error %g", c->what, worst_error(direct, ref, ny));

    /* refusals, none of which may leave the program half-prepared */
    if (need) {
        npk_program raw;
        memset(&raw, 0, sizeof raw);
        CHECK(npk_program_prepare(&raw, NULL, 0, &e) == NPK_ERR_NOT_VALIDATED, "%s: unvalidated: %s", c->what, e.message);
        CHECK(npk_program_prepare(NULL, NULL, 0, &e) == NPK_ERR_ARGUMENT, "%s: NULL program", c->what);
        CHECK(npk_program_prepare(&p, NULL, 0, &e) == NPK_ERR_ARGUMENT && strstr(e.message, "needs"),
              "%s: NULL memory: %s", c->what, e.message);
        if (posix_memalign((void **)&mem, 64, (size_t)need + 128)) goto done;
        memset(mem, 0xA5, (size_t)need + 128);
        CHECK(npk_program_prepare(&p, mem + 4, (size_t)need, &e) == NPK_ERR_ALIGNMENT, "%s: misaligned: %s", c->what,
              e.message);
        CHECK(npk_program_prepare(&p, mem, (size_t)need - 1, &e) == NPK_ERR_ARENA && strstr(e.message, "needs"),
              "%s: too small: %s", c->what, e.message);
        CHECK(p.prepared == NULL && mem[0] == 0xA5, "%s: a refused prepare left state behind", c->what);
        s = npk_program_prepare(&p, mem, (size_t)need + 64, &e);
        CHECK(s == NPK_OK && p.prepared == mem && p.prepared_bytes == need, "%s: prepare: %s", c->what, e.message);
        for (i = (size_t)need; i < (size_t)need + 128; i++)
            if (mem[i] != 0xA5) break;
        CHECK(i == (size_t)need + 128, "%s: prepare wrote byte %zu past the %llu it asked for", c->what, i,
              (unsigned long long)need);
    } else {
        CHECK(npk_program_prepare(&p, NULL, 0, &e) == NPK_OK && p.prepared == NULL,
              "%s: nothing to prepare, yet: %s", c->what, e.message);
    }

    /* prepared: the Winograd conv, bit for bit the conv with the filter
     * transformed ahead, serial and in tasks */
    if (run(&p, c, x, w, 0, prep, ny)) {
        double err = worst_error(prep, ref, ny);
        CHECK(err < (need ? 2e-4 : 2e-5), "%s: prepared error %g", c->what, err);
        if (need) printf("%-34s direct %.2e  winograd %.2e  (%llu bytes prepared)\n", c->what,
                         worst_error(direct, ref, ny), err, (unsigned long long)need);
        else CHECK(!memcmp(prep, direct, ny * 4), "%s: nothing prepared, yet the result changed", c->what);
    }
    if (run(&p, c, x, w, 3, split, ny))
        CHECK(!memcmp(prep, split, ny * 4), "%s: prepared, split into tasks: different bits", c->what);
    if (need && !c->w_input) {
        buf1 = build(c, NPK_CONV_FILTER_WINOGRAD_F4X3, u, bias, &size1);
        s = npk_program_load(&p1, buf1, size1, &e);
        CHECK(s == NPK_OK, "%s: load winograd4x4: %s", c->what, e.message);
        if (s == NPK_OK && run(&p1, c, x, w, 0, ahead, ny))
            CHECK(!memcmp(prep, ahead, ny * 4), "%s: prepared differs from the filter transformed ahead", c->what);
    }
done:
    free(buf); free(buf1); free(mem);
    free(x); free(w); free(bias); free(u); free(direct); free(prep); free(ahead); free(split); free(ref);
}

/* The validator: oihw_winograd only where the Winograd conv applies. */
static void run_refusals(void)
{
    static const struct { const char *what; int stride, dil, groups; } bad[] = {
        { "stride 2", 2, 1, 1 }, { "dilation 2", 1, 2, 1 }, { "groups 2", 1, 1, 2 },
    };
    size_t i;
    for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        tcp_builder b;
        uint32_t dx[4] = { 1, 4, 9, 9 }, dw[4] = { 4, 4, 3, 3 }, dy[4] = { 1, 4, 7, 7 }, in[2], y, op;
        unsigned char *buf;
        size_t size;
        npk_program p;
        npk_error e;
        npk_status s;
        dw[1] = 4u / (uint32_t)bad[i].groups;
        if (bad[i].stride == 2) { dy[2] = dy[3] = 4; }
        if (bad[i].dil == 2) { dy[2] = dy[3] = 5; }
        tb_init(&b);
        in[0] = tb_arena(&b, "x", 4, dx, 0);
        in[1] = tb_const(&b, "w", 4, dw, NULL);
        y = tb_arena(&b, "y", 4, dy, b.arena_bytes);
        op = tb_op(&b, NPK_OP_CONV2D, 2, in, y);
        b.ops[op].attr.conv2d.filter = NPK_CONV2D_FILTER_OIHW_WINOGRAD;
        b.ops[op].attr.conv2d.stride_h = b.ops[op].attr.conv2d.stride_w = bad[i].stride;
        b.ops[op].attr.conv2d.dil_h = b.ops[op].attr.conv2d.dil_w = bad[i].dil;
        b.ops[op].attr.conv2d.groups = bad[i].groups;
        tb_input(&b, in[0]);
        tb_output(&b, y);
        buf = tb_serialize(&b, &size);
        s = npk_program_load(&p, buf, size, &e);
        CHECK(s == NPK_ERR_ATTRIBUTE && strstr(e.message, "oihw_winograd needs a 3x3 filter"),
              "oihw_winograd with %s: got %s '%s'", bad[i].what, npk_status_str(s), e.message);
        free(buf);
    }
}

int main(void)
{
    static const conv_case cases[] = {
        { "5 -> 7 channels, 9x11", 1, 5, 7, 9, 11, 0, 0 },
        { "batch 2, 16 -> 19, 13x6", 2, 16, 19, 13, 6, 0, 0 },
        { "fused 2x2 pool, 8 -> 33, 12x10", 1, 8, 33, 12, 10, 1, 0 },
        { "filter a program input", 1, 5, 7, 9, 11, 0, 1 },
    };
    size_t i;
    for (i = 0; i < sizeof cases / sizeof cases[0]; i++) run_case(&cases[i]);
    run_refusals();
    printf("%d checks, %d failures\n", checks, failures);
    return failures != 0;
}
