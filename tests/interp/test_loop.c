/* test_loop.c - the loop op (linalg.generic as a loop program) against
 * element-by-element references written here: elementwise bodies with
 * broadcast and permuted maps at ranks 1..8, reductions over several dims,
 * strided (convolution) maps, integer and i1 bodies, linalg.index and
 * extract (clamped), the NaN rules of maximumf/minimumf vs maxnumf/minnumf,
 * and hostile programs refused with a message at load. */
#define _POSIX_C_SOURCE 200112L /* posix_memalign */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

static uint32_t rng = 777u;
static unsigned rnd(unsigned n) { rng = rng * 1103515245u + 12345u; return (rng >> 16) % n; }

/* ---- a program under construction ---- */
typedef struct prog { int32_t w[1024]; unsigned n, L, n_insn; } prog;
static void p_begin(prog *p, unsigned L, uint32_t red, const uint32_t *ext)
{
    unsigned d;
    memset(p, 0, sizeof *p);
    p->w[0] = NPK_LOOP_MAGIC;
    p->w[1] = (int32_t)L;
    p->w[2] = (int32_t)red;
    for (d = 0; d < L; d++) p->w[4 + d] = (int32_t)ext[d];
    p->n = NPK_LOOP_HEADER_WORDS;
    p->L = L;
}
/* A map: rank rows; row r is coef[r*(L+1) .. ] (L coefficients, then the constant). */
static void p_map(prog *p, unsigned rank, const int32_t *rows)
{
    unsigned k;
    p->w[p->n++] = 0;
    for (k = 0; k < rank * (p->L + 1); k++) p->w[p->n++] = rows[k];
}
/* A projection map: result r is loop dim dims[r] (-1: constant 0). */
static void p_proj(prog *p, unsigned rank, const int *dims)
{
    int32_t rows[NPK_MAX_RANK * (NPK_MAX_RANK + 1)];
    unsigned r;
    memset(rows, 0, sizeof rows);
    for (r = 0; r < rank; r++)
        if (dims[r] >= 0) rows[r * (p->L + 1) + (unsigned)dims[r]] = 1;
    p_map(p, rank, rows);
}
static void p_extract_only(prog *p) { p->w[p->n++] = 1; }
static void p_ins(prog *p, int op, int ty, int dst, int a, int b, int c)
{
    int32_t *q = p->w + p->n;
    q[0] = op; q[1] = ty; q[2] = dst; q[3] = a; q[4] = b; q[5] = c;
    p->n += NPK_LOOP_INSN_WORDS;
    p->w[3] = (int32_t)++p->n_insn;
}
static void p_constf(prog *p, int dst, float v) { int32_t b; memcpy(&b, &v, 4); p_ins(p, NPK_LOOP_CONST, NPK_DTYPE_F32, dst, 0, b, 0); }
static void p_consti(prog *p, int ty, int dst, int64_t v)
{
    p_ins(p, NPK_LOOP_CONST, ty, dst, 0, (int32_t)(uint32_t)(uint64_t)v, (int32_t)(uint32_t)((uint64_t)v >> 32));
}

/* ---- running one loop op over constant operands ---- */
typedef struct operand { unsigned rank, dtype; uint32_t dims[NPK_MAX_RANK]; const void *data; } operand;

static size_t count(const operand *o)
{
    size_t n = 1;
    unsigned d;
    for (d = 0; d < o->rank; d++) n *= o->dims[d];
    return n;
}

/* Runs the program over ops[0..n) (the last is the init); the result's bytes
 * go to out. Returns the load status; msg gets its message. */
static npk_status run_loop(const prog *pg, int regs, const operand *ops, unsigned n, void *out, char *msg)
{
    tcp_builder b;
    uint32_t in[NPK_MAX_OP_INPUTS], y, op, pd = pg->n;
    unsigned k;
    size_t size, ybytes;
    unsigned char *buf;
    npk_program p;
    npk_error err;
    npk_status s;
    tb_init(&b);
    in[0] = tb_const_dt(&b, "prog", 1, &pd, NPK_DTYPE_I32, pg->w);
    for (k = 0; k < n; k++) in[k + 1] = tb_const_dt(&b, NULL, ops[k].rank, ops[k].dims, ops[k].dtype, ops[k].data);
    y = tb_arena_dt(&b, "y", ops[n - 1].rank, ops[n - 1].dims, ops[n - 1].dtype, 0);
    op = tb_op(&b, NPK_OP_LOOP, n + 1, in, y);
    b.ops[op].attr.loop.regs = regs;
    b.ops[op].scratch_offset = b.arena_bytes;
    b.ops[op].scratch_bytes = (uint64_t)(regs > 0 ? regs : 1) * NPK_LOOP_BLOCK * 8u;
    b.arena_bytes += b.ops[op].scratch_bytes;
    tb_output(&b, y);
    buf = tb_serialize(&b, &size);
    s = npk_program_load(&p, buf, size, &err);
    if (msg) strcpy(msg, err.message);
    if (s == NPK_OK) {
        void *arena = NULL;
        if (posix_memalign(&arena, 64, (size_t)p.arena_bytes)) abort();
        memset(arena, 0xA5, (size_t)p.arena_bytes);
        s = npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err);
        CHECK(s == NPK_OK, "run: %s", err.message);
        ybytes = count(&ops[n - 1]) * npk_dtype_size(ops[n - 1].dtype);
        memcpy(out, npk_output_ptr(&p, arena, 0), ybytes);
        free(arena);
    }
    free(buf);
    return s;
}

/* Row-major offset of idx in dims. */
static size_t at(unsigned rank, const uint32_t *dims, const size_t *idx)
{
    size_t e = 0;
    unsigned d;
    for (d = 0; d < rank; d++) e = e * dims[d] + idx[d];
    return e;
}
/* Next index of the box ext[0..L) (odometer); 0 when done. */
static int next(unsigned L, const uint32_t *ext, size_t *idx)
{
    int d;
    for (d = (int)L - 1; d >= 0; d--) {
        if (++idx[d] < ext[d]) return 1;
        idx[d] = 0;
    }
    return 0;
}

/* y[perm(i)] = max(x[i] * 2 + bias[i without its last dim], 0), ranks 1..8,
 * the result's dims in reverse loop order (a transpose). */
static void test_elementwise(void)
{
    unsigned L, it, d;
    for (L = 1; L <= NPK_MAX_RANK; L++)
        for (it = 0; it < 3; it++) {
            uint32_t ext[NPK_MAX_RANK], bd[NPK_MAX_RANK], yd[NPK_MAX_RANK];
            int xmap[NPK_MAX_RANK], bmap[NPK_MAX_RANK], ymap[NPK_MAX_RANK];
            size_t nx = 1, nb = 1, idx[NPK_MAX_RANK], bi[NPK_MAX_RANK], yi[NPK_MAX_RANK], e;
            float *x, *bias, *init, *want, *got;
            operand o[3];
            prog pg;
            int ok = 1;
            for (d = 0; d < L; d++) ext[d] = 1 + rnd(L == 1 ? 300 : L == 2 ? 23 : L == 3 ? 9 : L <= 6 ? 4 : 2);
            for (d = 0; d < L; d++) { nx *= ext[d]; xmap[d] = (int)d; ymap[d] = (int)(L - 1 - d); yd[d] = ext[L - 1 - d]; }
            for (d = 0; d + 1 < L; d++) { bd[d] = ext[d]; bmap[d] = (int)d; nb *= ext[d]; }
            if (L == 1) { bd[0] = 1; bmap[0] = -1; }
            x = (float *)malloc(nx * 4); bias = (float *)malloc(nb * 4); init = (float *)calloc(nx, 4);
            want = (float *)malloc(nx * 4); got = (float *)malloc(nx * 4);
            for (e = 0; e < nx; e++) x[e] = (float)((int)rnd(200) - 100) * 0.25f;
            for (e = 0; e < nb; e++) bias[e] = (float)((int)rnd(200) - 100) * 0.5f;
            memset(idx, 0, sizeof idx);
            do {
                for (d = 0; d < L; d++) yi[d] = idx[L - 1 - d];
                for (d = 0; d + 1 < L; d++) bi[d] = idx[d];
                {
                    float v = x[at(L, ext, idx)] * 2.0f + bias[L == 1 ? 0 : at(L - 1, bd, bi)];
                    want[at(L, yd, yi)] = v > 0.0f ? v : 0.0f;
                }
            } while (next(L, ext, idx));
            p_begin(&pg, L, 0, ext);
            p_proj(&pg, L, xmap);
            p_proj(&pg, L == 1 ? 1 : L - 1, bmap);
            p_proj(&pg, L, ymap);
            p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
            p_constf(&pg, 1, 2.0f);
            p_ins(&pg, NPK_LOOP_MULF, 0, 2, 0, 1, 0);
            p_ins(&pg, NPK_LOOP_LOAD, 0, 3, 2, 0, 0);
            p_ins(&pg, NPK_LOOP_ADDF, 0, 2, 2, 3, 0);
            p_constf(&pg, 1, 0.0f);
            p_ins(&pg, NPK_LOOP_MAXIMUMF, 0, 2, 2, 1, 0);
            p_ins(&pg, NPK_LOOP_YIELD, 0, 2, 2, 0, 0);
            o[0].rank = L; o[0].dtype = NPK_DTYPE_F32; memcpy(o[0].dims, ext, sizeof ext); o[0].data = x;
            o[1].rank = L == 1 ? 1 : L - 1; o[1].dtype = NPK_DTYPE_F32; memcpy(o[1].dims, bd, sizeof bd); o[1].data = bias;
            o[2].rank = L; o[2].dtype = NPK_DTYPE_F32; memcpy(o[2].dims, yd, sizeof yd); o[2].data = init;
            CHECK(run_loop(&pg, 4, o, 3, got, NULL) == NPK_OK, "rank %u elementwise refused", L);
            for (e = 0; e < nx; e++) ok &= got[e] == want[e];
            CHECK(ok, "rank %u elementwise differs", L);
            free(x); free(bias); free(init); free(want); free(got);
        }
}

/* y[d0, d2] = init + sum over d1, d3 of x[d0, d1, d2, d3] (reduction dims
 * in the middle and last), and y[i] = init + sum_k x[2i + k] * w[k]. */
static void test_reductions(void)
{
    uint32_t ext[4] = { 5, 7, 3, 9 }, yd[2] = { 5, 3 }, xd[1] = { 2 * 10 + 4 }, wd[1] = { 5 }, cd[1] = { 10 }, ce[2] = { 10, 5 };
    static float x[5 * 7 * 3 * 9], init[15], want[15], got[15], cx[24], cw[5], ci[10], cwant[10], cgot[10];
    int xmap[4] = { 0, 1, 2, 3 }, ymap[2] = { 0, 2 };
    int32_t conv_in[3] = { 2, 1, 0 }, conv_w[3] = { 0, 1, 0 }, conv_y[3] = { 1, 0, 0 };
    size_t idx[4] = { 0, 0, 0, 0 }, e, i, k;
    operand o[3];
    prog pg;
    int ok = 1;
    for (e = 0; e < sizeof x / 4; e++) x[e] = (float)((int)rnd(100) - 50) * 0.125f;
    for (e = 0; e < 15; e++) want[e] = init[e] = (float)e;
    do want[idx[0] * 3 + idx[2]] += x[at(4, ext, idx)]; while (next(4, ext, idx));
    p_begin(&pg, 4, 0xA, ext);
    p_proj(&pg, 4, xmap);
    p_proj(&pg, 2, ymap);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 1, 2, 0, 0);
    p_ins(&pg, NPK_LOOP_ADDF, 0, 1, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
    o[0].rank = 4; o[0].dtype = NPK_DTYPE_F32; memcpy(o[0].dims, ext, sizeof ext); o[0].data = x;
    o[1].rank = 2; o[1].dtype = NPK_DTYPE_F32; memcpy(o[1].dims, yd, sizeof yd); o[1].data = init;
    CHECK(run_loop(&pg, 2, o, 2, got, NULL) == NPK_OK, "reduction refused");
    for (e = 0; e < 15; e++) ok &= fabsf(got[e] - want[e]) <= 1e-4f * (1.0f + fabsf(want[e]));
    CHECK(ok, "sum over dims 1 and 3 differs");

    /* strided window: y[i] += x[2*i + k] * w[k] */
    for (e = 0; e < 24; e++) cx[e] = (float)e - 7.0f;
    for (e = 0; e < 5; e++) cw[e] = (float)e * 0.5f - 1.0f;
    for (i = 0; i < 10; i++) { ci[i] = 1.0f; cwant[i] = 1.0f; for (k = 0; k < 5; k++) cwant[i] += cx[2 * i + k] * cw[k]; }
    p_begin(&pg, 2, 0x2, ce);
    p_map(&pg, 1, conv_in);
    p_map(&pg, 1, conv_w);
    p_map(&pg, 1, conv_y);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 1, 2, 0, 0);
    p_ins(&pg, NPK_LOOP_MULF, 0, 0, 0, 1, 0);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 1, 3, 0, 0);
    p_ins(&pg, NPK_LOOP_ADDF, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 0, 0, 0, 0);
    o[0].rank = 1; o[0].dtype = NPK_DTYPE_F32; o[0].dims[0] = xd[0]; o[0].data = cx;
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_F32; o[1].dims[0] = wd[0]; o[1].data = cw;
    o[2].rank = 1; o[2].dtype = NPK_DTYPE_F32; o[2].dims[0] = cd[0]; o[2].data = ci;
    CHECK(run_loop(&pg, 2, o, 3, cgot, NULL) == NPK_OK, "strided window refused");
    ok = 1;
    for (i = 0; i < 10; i++) ok &= fabsf(cgot[i] - cwant[i]) <= 1e-5f;
    CHECK(ok, "strided window differs");
}

/* Row maxima with a NaN in some rows: maximumf gives NaN there, maxnumf
 * ignores it; the same for minimumf / minnumf; full reduction to a scalar. */
static void test_nan_rules(void)
{
    static float x[6 * 11], init[6], got[6];
    uint32_t ext[2] = { 6, 11 }, yd[1] = { 6 };
    int xmap[2] = { 0, 1 }, ymap[1] = { 0 };
    int fns[4] = { NPK_LOOP_MAXIMUMF, NPK_LOOP_MAXNUMF, NPK_LOOP_MINIMUMF, NPK_LOOP_MINNUMF }, f;
    size_t r, c;
    operand o[2];
    prog pg;
    for (r = 0; r < 6; r++)
        for (c = 0; c < 11; c++) x[r * 11 + c] = (float)((r * 7 + c * 5) % 13) - 6.0f;
    x[1 * 11 + 4] = NAN;
    x[4 * 11 + 10] = NAN;
    for (f = 0; f < 4; f++) {
        int is_max = f < 2, propagates = f % 2 == 0, ok = 1;
        for (r = 0; r < 6; r++) init[r] = is_max ? -INFINITY : INFINITY;
        p_begin(&pg, 2, 0x2, ext);
        p_proj(&pg, 2, xmap);
        p_proj(&pg, 1, ymap);
        p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
        p_ins(&pg, NPK_LOOP_LOAD, 0, 1, 2, 0, 0);
        p_ins(&pg, fns[f], 0, 1, 1, 0, 0);
        p_ins(&pg, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
        o[0].rank = 2; o[0].dtype = NPK_DTYPE_F32; memcpy(o[0].dims, ext, sizeof ext); o[0].data = x;
        o[1].rank = 1; o[1].dtype = NPK_DTYPE_F32; o[1].dims[0] = yd[0]; o[1].data = init;
        CHECK(run_loop(&pg, 2, o, 2, got, NULL) == NPK_OK, "nan case %d refused", f);
        for (r = 0; r < 6; r++) {
            float want = is_max ? -INFINITY : INFINITY;
            int has_nan = 0;
            for (c = 0; c < 11; c++) {
                float v = x[r * 11 + c];
                if (v != v) { has_nan = 1; continue; }
                want = is_max ? (v > want ? v : want) : (v < want ? v : want);
            }
            if (has_nan && propagates) ok &= got[r] != got[r];
            else ok &= got[r] == want;
        }
        CHECK(ok, "NaN rule of reduction fn %d", fns[f]);
    }
}

/* Integer body: y(i32) = select(x <s v, (x * 3 + extsi(v)) >>s 1, x remsi 5)
 * with v i8; and z(i1) = (x & 1) == 0 ult-compared; and u(i8) = trunci. */
static void test_integers(void)
{
    static int32_t x[37], yw[37], yg[37], y0[37];
    static int8_t v[37], tw[37], tg[37], t0[37];
    static unsigned char zw[37], zg[37], z0[37];
    uint32_t ext[1] = { 37 };
    int m[1] = { 0 };
    size_t i;
    operand o[3];
    prog pg;
    int ok = 1;
    for (i = 0; i < 37; i++) {
        x[i] = (int32_t)rnd(2000) - 1000;
        if (i == 3) x[i] = INT32_MIN;
        v[i] = (int8_t)((int)rnd(256) - 128);
        yw[i] = x[i] < v[i] ? (int32_t)(((int64_t)(uint32_t)((uint32_t)x[i] * 3u + (uint32_t)(int32_t)v[i]) ^ 0x80000000u) - 0x80000000LL) >> 1
                            : x[i] % 5;
        zw[i] = (uint32_t)(x[i] & 1) < 1u;
        tw[i] = (int8_t)(uint8_t)(uint32_t)x[i];
    }
    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);                     /* r0 = x (i32) */
    p_ins(&pg, NPK_LOOP_LOAD, 0, 1, 2, 0, 0);                     /* r1 = v (i8) */
    p_ins(&pg, NPK_LOOP_EXTSI, NPK_DTYPE_I32, 2, 1, 0, NPK_DTYPE_I8);
    p_ins(&pg, NPK_LOOP_CMPI, NPK_DTYPE_I32, 3, 0, 2, NPK_LOOP_I_SLT);
    p_consti(&pg, NPK_DTYPE_I32, 4, 3);
    p_ins(&pg, NPK_LOOP_MULI, NPK_DTYPE_I32, 5, 0, 4, 0);
    p_ins(&pg, NPK_LOOP_ADDI, NPK_DTYPE_I32, 5, 5, 2, 0);
    p_consti(&pg, NPK_DTYPE_I32, 4, 1);
    p_ins(&pg, NPK_LOOP_SHRSI, NPK_DTYPE_I32, 5, 5, 4, 0);
    p_consti(&pg, NPK_DTYPE_I32, 4, 5);
    p_ins(&pg, NPK_LOOP_REMSI, NPK_DTYPE_I32, 6, 0, 4, 0);
    p_ins(&pg, NPK_LOOP_SELECT, NPK_DTYPE_I32, 7, 3, 5, 6);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 7, 7, 0, 0);
    o[0].rank = 1; o[0].dtype = NPK_DTYPE_I32; o[0].dims[0] = 37; o[0].data = x;
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_I8; o[1].dims[0] = 37; o[1].data = v;
    o[2].rank = 1; o[2].dtype = NPK_DTYPE_I32; o[2].dims[0] = 37; o[2].data = y0;
    CHECK(run_loop(&pg, 8, o, 3, yg, NULL) == NPK_OK, "integer body refused");
    for (i = 0; i < 37; i++) ok &= yg[i] == yw[i];
    CHECK(ok, "integer body differs");

    /* i1 result: (x & 1) ult 1 */
    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_consti(&pg, NPK_DTYPE_I32, 1, 1);
    p_ins(&pg, NPK_LOOP_ANDI, NPK_DTYPE_I32, 2, 0, 1, 0);
    p_ins(&pg, NPK_LOOP_CMPI, NPK_DTYPE_I32, 3, 2, 1, NPK_LOOP_I_ULT);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 3, 3, 0, 0);
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_I1; o[1].dims[0] = 37; o[1].data = z0;
    CHECK(run_loop(&pg, 4, o, 2, zg, NULL) == NPK_OK, "i1 body refused");
    ok = 1;
    for (i = 0; i < 37; i++) ok &= zg[i] == zw[i];
    CHECK(ok, "i1 body differs");

    /* trunci to i8 */
    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_TRUNCI, NPK_DTYPE_I8, 1, 0, 0, NPK_DTYPE_I32);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_I8; o[1].dims[0] = 37; o[1].data = t0;
    CHECK(run_loop(&pg, 2, o, 2, tg, NULL) == NPK_OK, "trunci refused");
    ok = 1;
    for (i = 0; i < 37; i++) ok &= tg[i] == tw[i];
    CHECK(ok, "trunci differs");
}

/* arith.bitcast between an 8/4-bit float and i8/i4 (b names the float type):
 * f4E2M1FN values to their 4-bit codes (read back as signed i4) and back. */
static void test_minifloat_bitcast(void)
{
    static const float x[8] = { 0.0f, 0.5f, -1.5f, 6.0f, 2.0f, 3.0f, -0.0f, 4.0f };
    static const int8_t want[8] = { 0, 1, -5, 7, 4, 5, -8, 6 };   /* codes 0 1 11 7 4 5 8 6 as i4 */
    static int8_t c0[8], cg[8];
    static float f0[8], fg[8];
    uint32_t ext[1] = { 8 };
    int m[1] = { 0 }, ok = 1;
    size_t i;
    operand o[2];
    prog pg;
    char msg[256];
    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_BITCAST, NPK_DTYPE_I4, 1, 0, NPK_DTYPE_F4E2M1FN, NPK_DTYPE_F32);
    p_ins(&pg, NPK_LOOP_EXTSI, NPK_DTYPE_I8, 2, 1, 0, NPK_DTYPE_I4);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 2, 2, 0, 0);
    o[0].rank = 1; o[0].dtype = NPK_DTYPE_F32; o[0].dims[0] = 8; o[0].data = x;
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_I8; o[1].dims[0] = 8; o[1].data = c0;
    CHECK(run_loop(&pg, 3, o, 2, cg, msg) == NPK_OK, "f4 -> i4 bitcast refused: %s", msg);
    for (i = 0; i < 8; i++) ok &= cg[i] == want[i];
    CHECK(ok, "f4 -> i4 bitcast differs");
    pg.w[pg.n - 3 * NPK_LOOP_INSN_WORDS + 1] = NPK_DTYPE_I8;   /* f4 bits into an i8: widths differ */
    CHECK(run_loop(&pg, 3, o, 2, cg, msg) != NPK_OK && strstr(msg, "conversion"), "f4 -> i8 bitcast: '%s'", msg);

    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_TRUNCI, NPK_DTYPE_I4, 1, 0, 0, NPK_DTYPE_I8);
    p_ins(&pg, NPK_LOOP_BITCAST, NPK_DTYPE_F32, 2, 1, NPK_DTYPE_F4E2M1FN, NPK_DTYPE_I4);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 2, 2, 0, 0);
    o[0].rank = 1; o[0].dtype = NPK_DTYPE_I8; o[0].dims[0] = 8; o[0].data = want;
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_F32; o[1].dims[0] = 8; o[1].data = f0;
    CHECK(run_loop(&pg, 3, o, 2, fg, msg) == NPK_OK, "i4 -> f4 bitcast refused: %s", msg);
    ok = 1;
    for (i = 0; i < 8; i++) ok &= memcmp(&fg[i], &x[i], 4) == 0;   /* -0.0 keeps its sign */
    CHECK(ok, "i4 -> f4 bitcast differs");
}

/* y[i, j] = table[(i * 3 + j) remsi 7] + table[clamped i * 10] + sitofp(j),
 * with i, j from linalg.index. */
static void test_index_extract(void)
{
    static float table[7] = { 0.5f, -1.0f, 2.0f, 8.0f, -3.5f, 4.0f, 1.25f }, y0[4 * 5], yg[4 * 5], yw[4 * 5];
    uint32_t ext[2] = { 4, 5 };
    int ym[2] = { 0, 1 };
    size_t i, j;
    operand o[2];
    prog pg;
    int ok = 1;
    for (i = 0; i < 4; i++)
        for (j = 0; j < 5; j++) yw[i * 5 + j] = table[(i * 3 + j) % 7] + table[i * 10 > 6 ? 6 : i * 10] + (float)j;
    p_begin(&pg, 2, 0, ext);
    p_extract_only(&pg);
    p_proj(&pg, 2, ym);
    p_ins(&pg, NPK_LOOP_INDEX, 0, 0, 0, 0, 0);
    p_ins(&pg, NPK_LOOP_INDEX, 0, 1, 1, 0, 0);
    p_consti(&pg, NPK_DTYPE_I64, 2, 3);
    p_ins(&pg, NPK_LOOP_MULI, NPK_DTYPE_I64, 3, 0, 2, 0);
    p_ins(&pg, NPK_LOOP_ADDI, NPK_DTYPE_I64, 3, 3, 1, 0);
    p_consti(&pg, NPK_DTYPE_I64, 2, 7);
    p_ins(&pg, NPK_LOOP_REMSI, NPK_DTYPE_I64, 3, 3, 2, 0);
    p_ins(&pg, NPK_LOOP_EXTRACT, 0, 4, 1, 3, 0);
    p_consti(&pg, NPK_DTYPE_I64, 2, 10);
    p_ins(&pg, NPK_LOOP_MULI, NPK_DTYPE_I64, 3, 0, 2, 0);
    p_ins(&pg, NPK_LOOP_EXTRACT, 0, 5, 1, 3, 0);
    p_ins(&pg, NPK_LOOP_ADDF, 0, 4, 4, 5, 0);
    p_ins(&pg, NPK_LOOP_SITOFP, NPK_DTYPE_F32, 5, 1, 0, NPK_DTYPE_I64);
    p_ins(&pg, NPK_LOOP_ADDF, 0, 4, 4, 5, 0);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 4, 4, 0, 0);
    o[0].rank = 1; o[0].dtype = NPK_DTYPE_F32; o[0].dims[0] = 7; o[0].data = table;
    o[1].rank = 2; o[1].dtype = NPK_DTYPE_F32; memcpy(o[1].dims, ext, sizeof ext); o[1].data = y0;
    CHECK(run_loop(&pg, 6, o, 2, yg, NULL) == NPK_OK, "index/extract refused");
    for (i = 0; i < 20; i++) ok &= yg[i] == yw[i];
    CHECK(ok, "index/extract differs");
}

/* Hostile programs: each refused at load with a message. */
static void test_hostile(void)
{
    static float x[6], y0[6], yg[6];
    uint32_t ext[1] = { 6 };
    int m[1] = { 0 };
    int32_t far[2] = { 1, 1 }; /* x[i + 1]: one past the end */
    operand o[2];
    prog good, pg;
    char msg[256];
    int k;
    struct { int field, value; const char *want; } bad[] = {
        { 0, 0x1234, "magic" }, { 1, 9, "loops" }, { 2, 2, "reduction mask" }, { 3, 99, "instruction count" },
        { 4, 0, "extent" }, { 5, 3, "extent" },
    };
    o[0].rank = 1; o[0].dtype = NPK_DTYPE_F32; o[0].dims[0] = 6; o[0].data = x;
    o[1].rank = 1; o[1].dtype = NPK_DTYPE_F32; o[1].dims[0] = 6; o[1].data = y0;
    p_begin(&good, 1, 0, ext);
    p_proj(&good, 1, m); p_proj(&good, 1, m);
    p_ins(&good, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&good, NPK_LOOP_EXPM1, 0, 1, 0, 0, 0);
    p_ins(&good, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
    CHECK(run_loop(&good, 2, o, 2, yg, msg) == NPK_OK, "the good program: %s", msg);
    for (k = 0; k < (int)(sizeof bad / sizeof bad[0]); k++) {
        pg = good;
        pg.w[bad[k].field] = bad[k].value;
        CHECK(run_loop(&pg, 2, o, 2, yg, msg) != NPK_OK && strstr(msg, bad[k].want), "header case %d: '%s'", k, msg);
    }
#define BAD_INSN(i, word, value, want) do { pg = good; pg.w[pg.n - (3 - (i)) * NPK_LOOP_INSN_WORDS + (word)] = (value); \
    CHECK(run_loop(&pg, 2, o, 2, yg, msg) != NPK_OK && strstr(msg, want), "insn %d word %d = %d: '%s'", i, word, value, msg); } while (0)
    BAD_INSN(0, 0, 999, "unknown code");
    BAD_INSN(0, 2, 2, "outside");             /* dst beyond regs */
    BAD_INSN(1, 3, 1, "before it is written");
    BAD_INSN(0, 3, 3, "not a data operand");
    BAD_INSN(2, 0, NPK_LOOP_ADDF, "does not end with yield");
    BAD_INSN(1, 0, NPK_LOOP_ADDI, "integer operands");
    BAD_INSN(1, 0, NPK_LOOP_CMPF, "result's type");
#undef BAD_INSN
    pg = good;
    pg.n--; /* truncated */
    CHECK(run_loop(&pg, 2, o, 2, yg, msg) != NPK_OK && strstr(msg, "words"), "truncated: '%s'", msg);
    CHECK(run_loop(&good, 1, o, 2, yg, msg) != NPK_OK && strstr(msg, "outside"), "regs attribute: '%s'", msg);
    p_begin(&pg, 1, 0, ext);
    p_map(&pg, 1, far); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 0, 0, 0, 0);
    CHECK(run_loop(&pg, 1, o, 2, yg, msg) != NPK_OK && strstr(msg, "reaches index"), "map out of range: '%s'", msg);
    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_FPTOSI, NPK_DTYPE_I32, 1, 0, 0, NPK_DTYPE_F32);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
    CHECK(run_loop(&pg, 2, o, 2, yg, msg) != NPK_OK && strstr(msg, "result's type"), "yield type: '%s'", msg);
    p_begin(&pg, 1, 0, ext);
    p_proj(&pg, 1, m); p_proj(&pg, 1, m);
    p_ins(&pg, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
    p_ins(&pg, NPK_LOOP_FPTOSI, NPK_DTYPE_I32, 0, 0, 0, NPK_DTYPE_F32); /* int lanes over the float it reads */
    p_ins(&pg, NPK_LOOP_SITOFP, NPK_DTYPE_F32, 1, 0, 0, NPK_DTYPE_I32);
    p_ins(&pg, NPK_LOOP_YIELD, 0, 1, 1, 0, 0);
    CHECK(run_loop(&pg, 2, o, 2, yg, msg) != NPK_OK && strstr(msg, "other class"), "cross-class overwrite: '%s'", msg);

    /* random corruptions of a program using most instruction kinds: each is
     * refused or runs; none may crash or read out of bounds (ASan/UBSan in CI) */
    {
        static const int32_t pick[] = { -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 64, 100, 101, 102, 103, 104, 1 << 20, 0x7fffffff };
        prog base;
        int it, loaded = 0;
        p_begin(&base, 1, 0, ext);
        p_proj(&base, 1, m); p_proj(&base, 1, m);
        p_ins(&base, NPK_LOOP_LOAD, 0, 0, 1, 0, 0);
        p_ins(&base, NPK_LOOP_INDEX, 0, 1, 0, 0, 0);
        p_ins(&base, NPK_LOOP_SITOFP, NPK_DTYPE_F32, 2, 1, 0, NPK_DTYPE_I64);
        p_ins(&base, NPK_LOOP_ADDF, 0, 3, 0, 2, 0);
        p_ins(&base, NPK_LOOP_CMPF, 0, 4, 3, 0, NPK_LOOP_F_OGT);
        p_ins(&base, NPK_LOOP_SELECT, NPK_DTYPE_F32, 5, 4, 3, 0);
        p_ins(&base, NPK_LOOP_YIELD, 0, 5, 5, 0, 0);
        CHECK(run_loop(&base, 6, o, 2, yg, msg) == NPK_OK, "fuzz base: %s", msg);
        for (it = 0; it < 3000; it++) {
            unsigned k, n = 1 + rnd(3);
            pg = base;
            for (k = 0; k < n; k++) pg.w[rnd(pg.n)] = rnd(3) ? pick[rnd(sizeof pick / sizeof pick[0])] : (int32_t)(rnd(65536) * 65537u);
            loaded += run_loop(&pg, 1 + (int)rnd(8), o, 2, yg, msg) == NPK_OK;
        }
        CHECK(loaded > 0 && loaded < 3000, "fuzz: %d of 3000 corrupted programs loaded", loaded);
    }
}

int main(void)
{
    test_elementwise();
    test_reductions();
    test_nan_rules();
    test_integers();
    test_minifloat_bitcast();
    test_index_extract();
    test_hostile();
    printf("loop: checks=%d failures=%d\n", checks, failures);
    return failures ? 1 : 0;
}
