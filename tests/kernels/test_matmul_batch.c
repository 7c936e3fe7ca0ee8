/* test_matmul_batch.c - the matmul op on stacks of matrices, through the
 * interpreter, against npk_ref_matmul_f32 applied matrix by matrix with the
 * batch dims broadcast by hand: odd M/N/K (around the microkernel sizes),
 * ranks 2..5, batch dims of 1 on either side (broadcast) and missing ones
 * (rank 2 times rank 4), every transpose, each bias mode, run serially and
 * split into tasks run in reverse order (must be bit-identical to serial;
 * the build sets NPK_PAR_MIN_WORK=1 so every op splits).
 * Then the shape rule's rejections. Built once per ISA path (CMakeLists). */
#define NPK_TEST_RUNS_PROGRAMS /* through npk_run */
#include "test_util.h"
#include "tcp_builder.h"

static void reverse_for(void *user, size_t n, void (*task)(void *ctx, size_t i), void *ctx)
{
    (void)user;
    while (n-- > 0) task(ctx, n);
}

/* Offset of result matrix `bi` (batch dims yd[0..ry-3]) in an operand of rank r. */
static size_t ref_offset(const uint32_t *td, unsigned r, const uint32_t *yd, unsigned ry, size_t bi, size_t sz)
{
    size_t off = 0, stride = sz;
    int d = (int)ry - 3, e = (int)r - 3;
    for (; d >= 0; d--, e--) {
        size_t i = bi % yd[d];
        bi /= yd[d];
        if (e < 0) continue;
        if (td[e] != 1) off += i * stride;
        stride *= td[e];
    }
    return off;
}

static size_t count(const uint32_t *d, unsigned r)
{
    size_t n = 1;
    unsigned i;
    for (i = 0; i < r; i++) n *= d[i];
    return n;
}

/* Builds and runs one case; checks the result shape and values. */
static void run_case(unsigned ra, const uint32_t *da, unsigned rb, const uint32_t *db, int ta, int tb, int bias)
{
    tcp_builder b;
    uint32_t yd[NPK_MAX_RANK], xt, wt, bt = 0, yt, in[3], op, bdims[2];
    unsigned ry = ra > rb ? ra : rb, d;
    size_t M = ta ? da[ra - 1] : da[ra - 2], K = ta ? da[ra - 2] : da[ra - 1];
    size_t N = tb ? db[rb - 2] : db[rb - 1], nx = count(da, ra), nw = count(db, rb), ny, nb = 0, mats, bi, i;
    uint64_t off = 0;
    unsigned char *buf;
    size_t size;
    npk_program p;
    npk_error err;
    npk_status s;
    float *x, *w, *bv, *want, *abs_want, *absx, *absw;
    int mode;
    for (d = 0; d + 2 < ry; d++) {
        uint32_t a = d + ra >= ry ? da[d + ra - ry] : 1, c = d + rb >= ry ? db[d + rb - ry] : 1;
        yd[d] = a == 1 ? c : a;
    }
    yd[ry - 2] = (uint32_t)M;
    yd[ry - 1] = (uint32_t)N;
    ny = count(yd, ry);
    mats = ny / (M * N);
    if (bias == NPK_BIAS_ROW) { nb = M; bdims[0] = (uint32_t)M; }
    if (bias == NPK_BIAS_COL) { nb = N; bdims[0] = (uint32_t)N; }
    if (bias == NPK_BIAS_FULL) { nb = M * N; bdims[0] = (uint32_t)M; bdims[1] = (uint32_t)N; }
    x = tu_alloc(nx); w = tu_alloc(nw); bv = tu_alloc(nb + 1);
    absx = tu_alloc(nx); absw = tu_alloc(nw);
    want = tu_alloc(ny); abs_want = tu_alloc(ny);
    tu_fill(x, nx, -1, 1);
    tu_fill(w, nw, -1, 1);
    tu_fill(bv, nb, -2, 2);
    for (i = 0; i < nx; i++) absx[i] = fabsf(x[i]);
    for (i = 0; i < nw; i++) absw[i] = fabsf(w[i]);

    tb_init(&b);
    xt = tb_arena(&b, "x", ra, da, off); off += (nx * 4 + 63) / 64 * 64;
    wt = tb_arena(&b, "w", rb, db, off); off += (nw * 4 + 63) / 64 * 64;
    if (nb) { bt = tb_arena(&b, "bias", bias == NPK_BIAS_FULL ? 2 : 1, bdims, off); off += (nb * 4 + 63) / 64 * 64; }
    yt = tb_arena(&b, "y", ry, yd, off);
    in[0] = xt; in[1] = wt; in[2] = bt;
    op = tb_op(&b, NPK_OP_MATMUL, nb ? 3 : 2, in, yt);
    b.ops[op].attr.matmul.trans_a = ta;
    b.ops[op].attr.matmul.trans_b = tb;
    b.ops[op].attr.matmul.bias = bias;
    b.ops[op].attr.matmul.act = NPK_ACT_RELU * (int)(M % 2);
    tb_input(&b, xt);
    tb_input(&b, wt);
    if (nb) tb_input(&b, bt);
    tb_output(&b, yt);
    buf = tb_serialize(&b, &size);
    s = npk_program_load(&p, buf, size, &err);
    CHECK(s == NPK_OK, "batched matmul rank %u x %u refused: %s", ra, rb, err.message);
    if (s == NPK_OK) {
        npk_epilogue ep;
        float *got[2];
        unsigned char *raw = (unsigned char *)malloc((size_t)p.arena_bytes + 64);
        unsigned char *arena = raw + (64 - (uintptr_t)raw % 64) % 64;
        ep.bias_mode = (npk_bias_mode)bias;
        ep.bias = nb ? bv : NULL;
        ep.act = (npk_act)b.ops[op].attr.matmul.act;
        ep.act_min = ep.act_max = 0;
        for (bi = 0; bi < mats; bi++) {
            size_t ox = ref_offset(da, ra, yd, ry, bi, M * K), ow = ref_offset(db, rb, yd, ry, bi, K * N);
            npk_ref_matmul_f32(M, N, K, x + ox, da[ra - 1], ta, w + ow, db[rb - 1], tb, want + bi * M * N, N, &ep);
            npk_ref_matmul_f32(M, N, K, absx + ox, da[ra - 1], ta, absw + ow, db[rb - 1], tb, abs_want + bi * M * N, N, NULL);
        }
        got[0] = (float *)malloc(ny * sizeof(float) + 1);
        got[1] = (float *)malloc(ny * sizeof(float) + 1);
        for (mode = 0; mode < 2; mode++) {
            npk_run_options o;
            int ok = 1;
            memset(&o, 0, sizeof o);
            if (mode) { o.parallel_for = reverse_for; o.threads = 3 + (unsigned)(M % 3); }
            memset(arena, 0xA5, (size_t)p.arena_bytes);
            memcpy(npk_input_data(&p, arena, 0), x, nx * sizeof(float));
            memcpy(npk_input_data(&p, arena, 1), w, nw * sizeof(float));
            if (nb) memcpy(npk_input_data(&p, arena, 2), bv, nb * sizeof(float));
            CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "run: %s", err.message);
            memcpy(got[mode], npk_output_data(&p, arena, 0), ny * sizeof(float));
            for (i = 0; i < ny && ok; i++) {
                double tol = 2.0 * (double)(K + 2) * FLT_EPSILON * (abs_want[i] + (nb ? 2.0 : 0.0)) + 1e-30;
                if (!tu_close(got[mode][i], want[i], tol)) {
                    fprintf(stderr, "  y[%zu] = %.9g, ref %.9g\n", i, got[mode][i], want[i]);
                    ok = 0;
                }
            }
            CHECK(ok, "batched matmul %ux%u M=%zu N=%zu K=%zu ta=%d tb=%d bias=%d mats=%zu tasks=%d", ra, rb, M, N, K,
                  ta, tb, bias, mats, mode);
        }
        CHECK(memcmp(got[0], got[1], ny * sizeof(float)) == 0, "tasks changed the bits (M=%zu N=%zu K=%zu mats=%zu)", M,
              N, K, mats);
        free(got[0]); free(got[1]); free(raw);
    }
    free(buf);
    tu_free(x); tu_free(w); tu_free(bv); tu_free(absx); tu_free(absw); tu_free(want); tu_free(abs_want);
}

/* Operand dims from batch dims and a matrix (rows, cols) stored as given. */
static unsigned dims_of(uint32_t *d, const uint32_t *batch, unsigned nbatch, size_t rows, size_t cols)
{
    unsigned i;
    for (i = 0; i < nbatch; i++) d[i] = batch[i];
    d[nbatch] = (uint32_t)rows;
    d[nbatch + 1] = (uint32_t)cols;
    return nbatch + 2;
}

static void test_sweep(void)
{
    static const size_t sz[] = { 1, 3, 7, 9, 17, 33 };
    /* batch dims of A and B: equal, broadcast either way, missing on one side */
    static const struct { unsigned na, nb; uint32_t a[3], b[3]; } bs[] = {
        { 1, 1, { 3 }, { 3 } },       { 1, 1, { 1 }, { 4 } },       { 1, 1, { 5 }, { 1 } },
        { 0, 1, { 0 }, { 2 } },       { 2, 0, { 2, 3 }, { 0 } },    { 2, 2, { 2, 1 }, { 1, 3 } },
        { 3, 1, { 2, 1, 3 }, { 3 } }, { 1, 3, { 1 }, { 1, 2, 2 } }, { 1, 1, { 1 }, { 1 } },
    };
    size_t a, c, e, k;
    for (k = 0; k < sizeof bs / sizeof bs[0]; k++)
        for (a = 0; a < 6; a++)
            for (c = 0; c < 6; c++)
                for (e = 0; e < 6; e += 1 + (a + c) % 2) {
                    size_t M = sz[a], N = sz[c], K = sz[e];
                    int t = (int)((a + c + e + k) % 4), bias = (int)((a * 3 + c + k) % 4);
                    int ta = t & 1, tb = t >> 1;
                    uint32_t da[NPK_MAX_RANK], db[NPK_MAX_RANK];
                    unsigned ra = dims_of(da, bs[k].a, bs[k].na, ta ? K : M, ta ? M : K);
                    unsigned rb = dims_of(db, bs[k].b, bs[k].nb, tb ? N : K, tb ? K : N);
                    run_case(ra, da, rb, db, ta, tb, bias);
                }
}

/* The shape rule: batch dims that do not broadcast, rank 1, inner dims. */
static void refused(unsigned ra, const uint32_t *da, unsigned rb, const uint32_t *db, const char *msg)
{
    tcp_builder b;
    uint32_t in[2], y, yd[2] = { 1, 1 };
    unsigned char *buf;
    size_t size;
    npk_program p;
    npk_error err;
    npk_status s;
    tb_init(&b);
    in[0] = tb_arena(&b, "x", ra, da, 0);
    in[1] = tb_arena(&b, "w", rb, db, 4096);
    y = tb_arena(&b, "y", 2, yd, 8192);
    tb_op(&b, NPK_OP_MATMUL, 2, in, y);
    tb_input(&b, in[0]);
    tb_input(&b, in[1]);
    tb_output(&b, y);
    buf = tb_serialize(&b, &size);
    s = npk_program_load(&p, buf, size, &err);
    CHECK(s == NPK_ERR_SHAPE && strstr(err.message, msg), "want shape error '%s', got %s '%s'", msg,
          npk_status_str(s), err.message);
    free(buf);
}

static void test_refusals(void)
{
    const uint32_t a3[3] = { 2, 3, 4 }, b3[3] = { 3, 4, 5 }, v[1] = { 4 }, b2[2] = { 5, 5 };
    refused(3, a3, 3, b3, "do not broadcast");
    refused(1, v, 3, b3, "rank >= 2");
    refused(3, a3, 2, b2, "inner dimensions differ");
}

int main(void)
{
    int rc = tu_begin("matmul_batch");
    if (rc) return rc;
    test_refusals();
    test_sweep();
    return tu_end("matmul_batch");
}
