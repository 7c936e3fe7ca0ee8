/* test_pad.c - the pad op through the interpreter against a plain reference
 * computed here: every rank 0..8, odd dims, paddings 0..3 per side, run
 * serially and split into tasks (run in reverse order), plus the shape
 * rule's rejections. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

static uint32_t rng = 12345u;
static unsigned rnd(unsigned n) { rng = rng * 1103515245u + 12345u; return (rng >> 16) % n; }


/* y[o] = x[o - before] inside the input, value outside. */
static void ref_pad(unsigned rank, const uint32_t *xd, const uint32_t *lo, const uint32_t *yd, const float *x,
                    float v, float *y)
{
    size_t n = 1, e;
    unsigned d;
    for (d = 0; d < rank; d++) n *= yd[d];
    for (e = 0; e < n; e++) {
        size_t rem = e, xi = 0, xs = 1;
        int inside = 1;
        for (d = rank; d-- > 0;) {
            size_t o = rem % yd[d];
            rem /= yd[d];
            if (o < lo[d] || o - lo[d] >= xd[d]) inside = 0;
            else xi += (o - lo[d]) * xs;
            xs *= xd[d];
        }
        y[e] = inside ? x[xi] : v;
    }
}

/* One pad program; mutate (may be NULL) breaks it before serialising. 1 if
 * it loaded (and then ran and was checked), 0 if the loader refused it. */
static int run_case(unsigned rank, const uint32_t *xd, const uint32_t *lo, const uint32_t *hi, float v,
                    void (*mutate)(tcp_builder *b), npk_status want, const char *msg)
{
    tcp_builder b;
    uint32_t yd[NPK_MAX_RANK], x, y, op;
    size_t nx = 1, ny = 1, size, i;
    unsigned d;
    unsigned char *buf;
    npk_program p;
    npk_error err;
    npk_status s;
    int mode;
    for (d = 0; d < rank; d++) {
        yd[d] = xd[d] + lo[d] + hi[d];
        nx *= xd[d];
        ny *= yd[d];
    }
    tb_init(&b);
    x = tb_arena(&b, "x", rank, xd, 0);
    y = tb_arena(&b, "y", rank, yd, (nx * 4 + 63) / 64 * 64);
    op = tb_op(&b, NPK_OP_PAD, 1, &x, y);
    for (d = 0; d < rank; d++) {
        NPK_PAD_BEFORE(&b.ops[op])[d] = (int32_t)lo[d];
        NPK_PAD_AFTER(&b.ops[op])[d] = (int32_t)hi[d];
    }
    b.ops[op].attr.pad.value = v;
    tb_input(&b, x);
    tb_output(&b, y);
    if (mutate) mutate(&b);
    buf = tb_serialize(&b, &size);
    s = npk_program_load(&p, buf, size, &err);
    if (mutate) {
        CHECK(s == want && strstr(err.message, msg), "rank %u: got %s '%s', want %s '%s'", rank, npk_status_str(s),
              err.message, npk_status_str(want), msg);
        free(buf);
        return 0;
    }
    CHECK(s == NPK_OK, "rank %u pad rejected: %s", rank, err.message);
    if (s == NPK_OK) {
        unsigned char *raw = (unsigned char *)malloc((size_t)p.arena_bytes + 64);
        float *arena = (float *)(void *)(raw + (64 - (uintptr_t)raw % 64) % 64);
        float *want_y = (float *)malloc(ny * sizeof(float)), *xin = (float *)malloc(nx * sizeof(float));
        for (i = 0; i < nx; i++) xin[i] = (float)(i + 1) * 0.5f;
        ref_pad(rank, xd, lo, yd, xin, v, want_y);
        for (mode = 0; mode < 2; mode++) {
            npk_run_options o;
            int ok = 1;
            memset(&o, 0, sizeof o);
            if (mode) { o.parallel_for = reverse_for; o.threads = 3; }
            memset(arena, 0xA5, (size_t)p.arena_bytes);
            memcpy(npk_input_data(&p, arena, 0), xin, nx * sizeof(float));
            CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "run: %s", err.message);
            for (i = 0; i < ny; i++) ok &= memcmp(&npk_output_data(&p, arena, 0)[i], &want_y[i], 4) == 0;
            CHECK(ok, "rank %u pad (tasks %d) differs from the reference", rank, mode);
        }
        free(raw); free(want_y); free(xin);
    }
    free(buf);
    return s == NPK_OK;
}

static void m_past_rank(tcp_builder *b) { NPK_PAD_AFTER(&b->ops[0])[3] = 1; }
static void m_negative(tcp_builder *b) { NPK_PAD_BEFORE(&b->ops[0])[0] = -1; }
static void m_shape(tcp_builder *b) { b->tensors[1].dims[1] -= 1; b->tensors[1].nbytes -= 4u * b->tensors[1].dims[0]; }
static void m_nan(tcp_builder *b) { b->ops[0].attr.pad.value = NAN; }

int main(void)
{
    unsigned rank, it, d;
    for (rank = 0; rank <= NPK_MAX_RANK; rank++)
        for (it = 0; it < 12; it++) {
            uint32_t xd[NPK_MAX_RANK], lo[NPK_MAX_RANK], hi[NPK_MAX_RANK];
            for (d = 0; d < rank; d++) {
                xd[d] = rank > 4 ? 1 + rnd(3) : 1 + 2 * rnd(4);
                lo[d] = rnd(rank > 4 ? 2 : 4);
                hi[d] = rnd(rank > 4 ? 2 : 4);
            }
            run_case(rank, xd, lo, hi, it % 3 ? -1.5f : -INFINITY, NULL, NPK_OK, NULL);
        }
    {
        const uint32_t xd[2] = { 3, 5 }, lo[2] = { 1, 0 }, hi[2] = { 2, 3 };
        run_case(2, xd, lo, hi, 0, m_past_rank, NPK_ERR_ATTRIBUTE, "past the rank");
        run_case(2, xd, lo, hi, 0, m_negative, NPK_ERR_ATTRIBUTE, "before0");
        run_case(2, xd, lo, hi, 0, m_shape, NPK_ERR_SHAPE, "");
        run_case(2, xd, lo, hi, 0, m_nan, NPK_ERR_ATTRIBUTE, "value");
    }
    printf("pad: checks=%d failures=%d\n", checks, failures);
    return failures ? 1 : 0;
}
