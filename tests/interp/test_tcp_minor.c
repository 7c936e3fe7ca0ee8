/* test_tcp_minor.c - the .tcp writer marks a bundle with the oldest minor
 * version that has everything it uses (tools/common/tcp_write.c), so older
 * readers keep reading bundles that need nothing new: 2.5 only for a unary
 * hardsigmoid, hardswish or silu (also when an oihw_winograd conv alone
 * would make it 2.4), 2.4 for that conv, 2.2 for a plain program. Each
 * bundle is read back and run: the unary op gives npk_unary_f32's bits. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

#define N 37 /* odd: the unary kernel's vector tail runs too */

/* x[1,1,N,1] -> (conv 3x3 oihw_winograd, pad 1, when asked) -> unary fn -> y */
static unsigned char *build(int fn, float p0, float p1, int winograd, size_t *size)
{
    static const float w[3] = { 0.25f, 0.5f, 0.25f };
    tcp_builder b;
    uint32_t d[4] = { 1, 1, N, 1 }, dw[4] = { 1, 1, 3, 3 }, in[2], x, cur, y, op;
    float w9[9] = { 0 };
    tb_init(&b);
    x = tb_arena(&b, "x", 4, d, 0);
    cur = x;
    if (winograd) {
        w9[1] = w[0]; w9[4] = w[1]; w9[7] = w[2];
        in[0] = x;
        in[1] = tb_const(&b, "w", 4, dw, w9);
        cur = tb_arena(&b, "c", 4, d, b.arena_bytes);
        op = tb_op(&b, NPK_OP_CONV2D, 2, in, cur);
        b.ops[op].attr.conv2d.filter = NPK_CONV2D_FILTER_OIHW_WINOGRAD;
        b.ops[op].attr.conv2d.pad_top = b.ops[op].attr.conv2d.pad_bottom = 1;
        b.ops[op].attr.conv2d.pad_left = b.ops[op].attr.conv2d.pad_right = 1;
        tb_op_scratch(&b, op);
    }
    y = tb_arena(&b, "y", 4, d, b.arena_bytes);
    op = tb_op(&b, NPK_OP_UNARY, 1, &cur, y);
    b.ops[op].attr.unary.fn = fn;
    b.ops[op].attr.unary.p0 = p0;
    b.ops[op].attr.unary.p1 = p1;
    tb_input(&b, x);
    tb_output(&b, y);
    return tb_serialize(&b, size);
}

static void run_case(const char *what, int fn, float p0, float p1, int winograd, unsigned want_minor)
{
    float x[N], want[N];
    size_t size, i;
    unsigned char *buf = build(fn, p0, p1, winograd, &size);
    void *arena = NULL;
    npk_program p;
    npk_run_options o;
    npk_error e;
    npk_status s;
    CHECK(buf[8] == NPK_TCP_VERSION_MAJOR && buf[10] == want_minor, "%s: written as .tcp %u.%u, want %u.%u", what,
          (unsigned)buf[8], (unsigned)buf[10], (unsigned)NPK_TCP_VERSION_MAJOR, want_minor);
    s = npk_program_load(&p, buf, size, &e);
    CHECK(s == NPK_OK, "%s: load: %s", what, e.message);
    if (s != NPK_OK) goto done;
    if (winograd) goto done; /* the conv is there for the version only */
    if (posix_memalign(&arena, 64, (size_t)p.arena_bytes)) goto done;
    for (i = 0; i < N; i++) x[i] = (float)i * 0.37f - 6.5f;
    x[3] = NAN;
    x[5] = INFINITY;
    memcpy(npk_input_data(&p, arena, 0), x, sizeof x);
    memset(&o, 0, sizeof o);
    s = npk_run(&p, arena, (size_t)p.arena_bytes, &o, &e);
    CHECK(s == NPK_OK, "%s: run: %s", what, e.message);
    npk_unary_f32((npk_unary_op)fn, N, x, want, p0, p1);
    if (s == NPK_OK) {
        const float *y = (const float *)npk_output_data(&p, arena, 0);
        for (i = 0; i < N; i++)
            if (memcmp(&y[i], &want[i], 4) && !(y[i] != y[i] && want[i] != want[i])) break;
        CHECK(i == N, "%s: y[%u] = %g, the kernel gives %g", what, (unsigned)i, i < N ? y[i] : 0.0f,
              i < N ? want[i] : 0.0f);
    }
done:
    free(arena);
    free(buf);
}

int main(void)
{
    run_case("relu", NPK_UN_RELU, 0, 0, 0, NPK_TCP_VERSION_MINOR_DEBUG_NAMES - 1);
    run_case("erf", NPK_UN_ERF, 0, 0, 0, NPK_TCP_VERSION_MINOR_DEBUG_NAMES - 1);
    run_case("hardsigmoid", NPK_UN_HARDSIGMOID, 0.2f, 0.5f, 0, NPK_TCP_VERSION_MINOR_UNARY_ACT);
    run_case("hardswish", NPK_UN_HARDSWISH, 1.0f / 6.0f, 0.5f, 0, NPK_TCP_VERSION_MINOR_UNARY_ACT);
    run_case("silu", NPK_UN_SILU, 0, 0, 0, NPK_TCP_VERSION_MINOR_UNARY_ACT);
    run_case("oihw_winograd conv, relu", NPK_UN_RELU, 0, 0, 1, NPK_TCP_VERSION_MINOR_OIHW_WINOGRAD);
    run_case("oihw_winograd conv, silu", NPK_UN_SILU, 0, 0, 1, NPK_TCP_VERSION_MINOR_UNARY_ACT);
    CHECK(NPK_TCP_VERSION_MINOR == NPK_TCP_VERSION_MINOR_UNARY_ACT, "the reader's newest minor is %d",
          NPK_TCP_VERSION_MINOR);
    printf("%d checks, %d failures\n", checks, failures);
    return failures != 0;
}
