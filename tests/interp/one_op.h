/* one_op.h - run one op of a hand-built bundle and compare its bytes:
 * the typed-op tests (test_typed_ops.c, test_intops.c) share it. */
#ifndef NPK_TEST_ONE_OP_H
#define NPK_TEST_ONE_OP_H
#include <stdlib.h>
#include <string.h>
#include "interp_check.h"
#include "tcp_builder.h"

typedef struct operand { unsigned rank; uint32_t dims[4]; unsigned dtype; const void *data; } operand;

static inline size_t bytes_of(const operand *o)
{
    size_t n = npk_dtype_size(o->dtype);
    unsigned d;
    for (d = 0; d < o->rank; d++) n *= o->dims[d];
    return n;
}

/* One op with attributes *attr over inputs in[0..n-1] giving y, run serially
 * and in reversed tasks, checked byte for byte against want; want NULL: the
 * loader must refuse the bundle with msg in its message. */
static void run_one_op(int line, npk_opcode code, const npk_op_attrs *attr, unsigned n, const operand *in,
                       const operand *y, const void *want, const char *msg)
{
    tcp_builder b;
    uint32_t t[4], ty, op;
    unsigned k;
    size_t size;
    unsigned char *buf;
    void *arena = NULL;
    npk_program p;
    npk_error err;
    int mode;
    tb_init(&b);
    for (k = 0; k < n; k++) {
        t[k] = tb_arena_dt(&b, NULL, in[k].rank, in[k].dims, in[k].dtype, b.arena_bytes);
        tb_input(&b, t[k]);
    }
    ty = tb_arena_dt(&b, "y", y->rank, y->dims, y->dtype, b.arena_bytes);
    op = tb_op(&b, code, n, t, ty);
    b.ops[op].attr = *attr;
    tb_op_scratch(&b, op);
    tb_output(&b, ty);
    buf = tb_serialize(&b, &size);
    if (npk_program_load(&p, buf, size, &err) != NPK_OK) {
        CHECK(!want && msg && strstr(err.message, msg), "line %d: load: %s", line, err.message);
        free(buf);
        return;
    }
    CHECK(want != NULL, "line %d: loaded; expected a refusal with '%s'", line, msg ? msg : "");
    if (!want) { free(buf); return; }
    CHECK(posix_memalign(&arena, 64, (size_t)p.arena_bytes) == 0, "arena");
    for (mode = 0; mode < 2; mode++) {
        npk_run_options o;
        memset(&o, 0, sizeof o);
        if (mode) { o.parallel_for = reverse_for; o.threads = 3; }
        memset(arena, 0x77, (size_t)p.arena_bytes);
        for (k = 0; k < n; k++) memcpy(npk_input_ptr(&p, arena, k), in[k].data, bytes_of(&in[k]));
        CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "line %d: run: %s", line, err.message);
        if (memcmp(npk_output_ptr(&p, arena, 0), want, bytes_of(y)) != 0) {
            const unsigned char *g = (const unsigned char *)npk_output_ptr(&p, arena, 0);
            size_t i;
            CHECK(0, "line %d: result differs (%s); got bytes:", line, mode ? "tasks" : "serial");
            for (i = 0; i < bytes_of(y) && i < 64; i++) fprintf(stderr, "%02x%s", g[i], i + 1 < bytes_of(y) ? " " : "\n");
        } else {
            checks++;
        }
    }
    free(arena);
    free(buf);
}
#endif
