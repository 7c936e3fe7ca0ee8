/* bench_loop.c - the loop op (linalg.generic as a loop program) against the
 * TCP ops it stands in for, single thread, best of several runs:
 *   elementwise: y = max(x * a + b, 0) * c on 1M f32 (4 binary ops vs one loop op)
 *   row sum:     y[i] = sum_j x[i, j] on 1000 x 1000 (reduce vs a loop op)
 * Prints milliseconds and the loop/TCP ratio. Not a test: timings vary. */
#define _POSIX_C_SOURCE 200112L
#define NPK_IMPLEMENTATION
#include "npk.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* A program being built: tensors, ops, weights. */
typedef struct bprog {
    npk_tensor_desc t[16]; uint32_t nt;
    npk_op_desc op[8]; uint32_t nop;
    unsigned char *w; uint64_t nw;
    uint64_t arena;
    uint32_t in, out;
} bprog;

static uint32_t tensor(bprog *b, int is_const, unsigned dtype, unsigned rank, const uint32_t *dims, const void *data)
{
    npk_tensor_desc *d = &b->t[b->nt];
    uint64_t n = npk_dtype_size(dtype);
    unsigned k;
    memset(d, 0, sizeof *d);
    d->name = NPK_NO_NAME;
    d->storage = is_const ? NPK_STORAGE_CONST : NPK_STORAGE_ARENA;
    d->dtype = (uint8_t)dtype;
    d->rank = (uint8_t)rank;
    for (k = 0; k < rank; k++) { d->dims[k] = dims[k]; n *= dims[k]; }
    d->nbytes = n;
    if (is_const) {
        d->offset = b->nw;
        b->w = (unsigned char *)realloc(b->w, (size_t)(b->nw + (n + 63) / 64 * 64));
        memcpy(b->w + b->nw, data, (size_t)n);
        b->nw += (n + 63) / 64 * 64;
    } else {
        d->offset = b->arena;
        b->arena += (n + 63) / 64 * 64;
    }
    return b->nt++;
}

static void add_op(bprog *b, npk_op_desc *op, unsigned n_in, const uint32_t *in, uint32_t out)
{
    unsigned k;
    op->n_in = (uint8_t)n_in;
    op->n_out = 1;
    for (k = 0; k < n_in; k++) op->in[k] = in[k];
    op->out[0] = out;
    b->op[b->nop++] = *op;
}

/* Runs b `reps` times; best time in ms, output copied to y. */
static double run(bprog *b, const float *x, size_t nx, float *y, size_t ny, int reps)
{
    npk_program p;
    npk_error err;
    void *arena;
    double best = 1e30;
    uint32_t k;
    int r;
    for (k = 0; k < b->nop; k++) {
        b->op[k].scratch_bytes = npk_op_scratch_bytes(&b->op[k], b->t);
        b->op[k].scratch_offset = b->op[k].scratch_bytes ? b->arena : 0;
    }
    for (k = 0; k < b->nop; k++)
        if (b->op[k].scratch_bytes) { b->arena += (b->op[k].scratch_bytes + 63) / 64 * 64; break; }
    memset(&p, 0, sizeof p);
    p.tensors = b->t; p.n_tensors = b->nt;
    p.ops = b->op; p.n_ops = b->nop;
    p.inputs = &b->in; p.n_inputs = 1;
    p.outputs = &b->out; p.n_outputs = 1;
    p.weights = b->w; p.weights_bytes = b->nw;
    p.arena_bytes = b->arena;
    p.name = NPK_NO_NAME;
    if (npk_program_validate(&p, &err) != NPK_OK) { fprintf(stderr, "invalid: %s\n", err.message); exit(1); }
    if (posix_memalign(&arena, 64, (size_t)b->arena)) exit(1);
    memcpy(npk_input_data(&p, arena, 0), x, nx * 4);
    for (r = 0; r < reps; r++) {
        double t0 = now_ms(), t;
        npk_run(&p, arena, (size_t)b->arena, NULL, &err);
        t = now_ms() - t0;
        if (t < best) best = t;
    }
    memcpy(y, npk_output_data(&p, arena, 0), ny * 4);
    free(arena);
    return best;
}

/* Loop program header, identity maps over rank-`rank` operands. */
static unsigned header(int32_t *w, unsigned L, uint32_t red, const uint32_t *ext)
{
    unsigned d;
    memset(w, 0, NPK_LOOP_HEADER_WORDS * 4);
    w[0] = NPK_LOOP_MAGIC; w[1] = (int32_t)L; w[2] = (int32_t)red;
    for (d = 0; d < L; d++) w[4 + d] = (int32_t)ext[d];
    return NPK_LOOP_HEADER_WORDS;
}
static unsigned insn(int32_t *w, unsigned n, int op, int ty, int dst, int a, int b, int c)
{
    w[n] = op; w[n + 1] = ty; w[n + 2] = dst; w[n + 3] = a; w[n + 4] = b; w[n + 5] = c;
    w[3]++;
    return n + NPK_LOOP_INSN_WORDS;
}
static int32_t fbits(float f) { int32_t b; memcpy(&b, &f, 4); return b; }

int main(void)
{
    enum { N = 1 << 20, R = 1000, C = 1000 };
    static float x[N], y0[N], y1[N], zeros[N];
    const float a = 1.5f, bb = -0.25f, c = 0.75f, zero = 0.0f;
    uint32_t dn[1] = { N }, d2[2] = { R, C }, dr[1] = { R }, one[1] = { 1 };
    int32_t w[256];
    double t_ops, t_loop, t_red, t_lred, maxdiff = 0;
    size_t i;
    for (i = 0; i < N; i++) x[i] = (float)((int)(i * 7919u % 2001u) - 1000) / 500.0f;
    {   /* four binary ops */
        bprog b;
        npk_op_desc op;
        uint32_t in[2], ca, cb, cc, cz, t0, t1, t2, t3;
        memset(&b, 0, sizeof b);
        b.in = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL);
        ca = tensor(&b, 1, NPK_DTYPE_F32, 1, one, &a); cb = tensor(&b, 1, NPK_DTYPE_F32, 1, one, &bb);
        cc = tensor(&b, 1, NPK_DTYPE_F32, 1, one, &c); cz = tensor(&b, 1, NPK_DTYPE_F32, 1, one, &zero);
        t0 = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL); t1 = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL);
        t2 = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL); t3 = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL);
        npk_op_init(&op, NPK_OP_BINARY); op.attr.binary.fn = NPK_BIN_MUL; in[0] = b.in; in[1] = ca; add_op(&b, &op, 2, in, t0);
        op.attr.binary.fn = NPK_BIN_ADD; in[0] = t0; in[1] = cb; add_op(&b, &op, 2, in, t1);
        op.attr.binary.fn = NPK_BIN_MAX; in[0] = t1; in[1] = cz; add_op(&b, &op, 2, in, t2);
        op.attr.binary.fn = NPK_BIN_MUL; in[0] = t2; in[1] = cc; add_op(&b, &op, 2, in, t3);
        b.out = t3;
        t_ops = run(&b, x, N, y0, N, 20);
        free(b.w);
    }
    {   /* one loop op */
        bprog b;
        npk_op_desc op;
        uint32_t in[3], pd[1];
        unsigned n = header(w, 1, 0, dn);
        w[n++] = 0; w[n++] = 1; w[n++] = 0; /* x: d0 */
        w[n++] = 0; w[n++] = 1; w[n++] = 0; /* init */
        n = insn(w, n, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
        n = insn(w, n, NPK_LOOP_CONST, NPK_DTYPE_F32, 1, 0, fbits(a), 0);
        n = insn(w, n, NPK_LOOP_MULF, 0, 0, 0, 1, 0);
        n = insn(w, n, NPK_LOOP_CONST, NPK_DTYPE_F32, 1, 0, fbits(bb), 0);
        n = insn(w, n, NPK_LOOP_ADDF, 0, 0, 0, 1, 0);
        n = insn(w, n, NPK_LOOP_CONST, NPK_DTYPE_F32, 1, 0, fbits(zero), 0);
        n = insn(w, n, NPK_LOOP_MAXIMUMF, 0, 0, 0, 1, 0);
        n = insn(w, n, NPK_LOOP_CONST, NPK_DTYPE_F32, 1, 0, fbits(c), 0);
        n = insn(w, n, NPK_LOOP_MULF, 0, 0, 0, 1, 0);
        n = insn(w, n, NPK_LOOP_YIELD, 0, 0, 0, 0, 0);
        pd[0] = n;
        memset(&b, 0, sizeof b);
        b.in = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL);
        in[0] = tensor(&b, 1, NPK_DTYPE_I32, 1, pd, w);
        in[1] = b.in;
        in[2] = tensor(&b, 1, NPK_DTYPE_F32, 1, dn, zeros);
        b.out = tensor(&b, 0, NPK_DTYPE_F32, 1, dn, NULL);
        npk_op_init(&op, NPK_OP_LOOP); op.attr.loop.regs = 2; add_op(&b, &op, 3, in, b.out);
        t_loop = run(&b, x, N, y1, N, 20);
        free(b.w);
    }
    for (i = 0; i < N; i++) if (y0[i] != y1[i]) { fprintf(stderr, "elementwise results differ at %zu\n", i); return 1; }
    {   /* reduce op over the rows */
        bprog b;
        npk_op_desc op;
        npk_tensor_desc want;
        const npk_tensor_desc *ins[1];
        npk_error err;
        uint32_t in[1];
        memset(&b, 0, sizeof b);
        b.in = tensor(&b, 0, NPK_DTYPE_F32, 2, d2, NULL);
        npk_op_init(&op, NPK_OP_REDUCE); op.attr.reduce.axis = 1; op.n_in = 1; op.n_out = 1;
        ins[0] = &b.t[b.in];
        memset(&want, 0, sizeof want);
        if (npk_op_infer(&op, ins, &want, &err) != NPK_OK) { fprintf(stderr, "%s\n", err.message); return 1; }
        b.out = tensor(&b, 0, NPK_DTYPE_F32, want.rank, want.dims, NULL);
        in[0] = b.in; add_op(&b, &op, 1, in, b.out);
        t_red = run(&b, x, (size_t)R * C, y0, R, 50);
        free(b.w);
    }
    {   /* loop op: d0 parallel, d1 reduction */
        bprog b;
        npk_op_desc op;
        uint32_t in[3], pd[1];
        unsigned n = header(w, 2, 2, d2);
        w[n++] = 0; w[n++] = 1; w[n++] = 0; w[n++] = 0; w[n++] = 0; w[n++] = 1; w[n++] = 0; /* x[d0, d1] */
        w[n++] = 0; w[n++] = 1; w[n++] = 0; w[n++] = 0;                                     /* y[d0] */
        n = insn(w, n, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
        n = insn(w, n, NPK_LOOP_LOAD, 0, 1, 2, 0, 0);
        n = insn(w, n, NPK_LOOP_ADDF, 0, 1, 1, 0, 0);
        n = insn(w, n, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
        pd[0] = n;
        memset(&b, 0, sizeof b);
        b.in = tensor(&b, 0, NPK_DTYPE_F32, 2, d2, NULL);
        in[0] = tensor(&b, 1, NPK_DTYPE_I32, 1, pd, w);
        in[1] = b.in;
        in[2] = tensor(&b, 1, NPK_DTYPE_F32, 1, dr, zeros);
        b.out = tensor(&b, 0, NPK_DTYPE_F32, 1, dr, NULL);
        npk_op_init(&op, NPK_OP_LOOP); op.attr.loop.regs = 2; add_op(&b, &op, 3, in, b.out);
        t_lred = run(&b, x, (size_t)R * C, y1, R, 50);
        free(b.w);
    }
    for (i = 0; i < R; i++) {
        double d = y0[i] - y1[i];
        if (d < 0) d = -d;
        if (d > maxdiff) maxdiff = d;
    }
    printf("elementwise 4 ops, 1M f32:  binary ops %.3f ms, loop op %.3f ms, loop/ops %.2f\n", t_ops, t_loop, t_loop / t_ops);
    printf("row sum 1000x1000 f32:      reduce op  %.3f ms, loop op %.3f ms, loop/ops %.2f (max |diff| %.2g)\n", t_red,
           t_lred, t_lred / t_red, maxdiff);
    return 0;
}
