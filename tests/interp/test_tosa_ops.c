/* test_tosa_ops.c - the TOSA data-movement and NN ops (concat, slice, tile,
 * reverse, gather, scatter, resize, transpose_conv2d, conv3d, and reduce's
 * nan_mode) through the
 * interpreter against plain references written here element by element
 * from the spec's pseudo-code: odd shapes, every axis, every element size
 * for the dtype-generic ops (random bytes, so NaN/inf bit patterns too),
 * plus the shape rules' rejections. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

static uint32_t rng = 2024u;
static unsigned rnd(unsigned n) { rng = rng * 1103515245u + 12345u; return (rng >> 16) % n; }
static float frnd(void) { return (float)rnd(2001) / 1000.0f - 1.0f; }

/* A tensor of the test: shape, dtype and its bytes. */
typedef struct tt { unsigned rank; uint32_t dims[NPK_MAX_RANK]; unsigned dtype; unsigned char *data; } tt;

static size_t tt_count(const tt *t)
{
    size_t n = 1;
    unsigned d;
    for (d = 0; d < t->rank; d++) n *= t->dims[d];
    return n;
}
static size_t tt_bytes(const tt *t) { return tt_count(t) * npk_dtype_size(t->dtype); }
static tt tt_make(unsigned dtype, unsigned rank, const uint32_t *dims)
{
    tt t;
    memset(&t, 0, sizeof t);
    t.dtype = dtype;
    t.rank = rank;
    memcpy(t.dims, dims, rank * sizeof *dims);
    t.data = (unsigned char *)calloc(tt_bytes(&t) + 8, 1);
    return t;
}
static void tt_random_bytes(tt *t)
{
    size_t i;
    for (i = 0; i < tt_bytes(t); i++) t->data[i] = (unsigned char)rnd(256);
}
static void tt_random_f32(tt *t)
{
    size_t i;
    for (i = 0; i < tt_count(t); i++) ((float *)(void *)t->data)[i] = frnd();
}
static float *F(const tt *t) { return (float *)(void *)t->data; }

/* Linear index <-> multi-index (row-major). */
static void unravel(size_t e, const tt *t, size_t *idx)
{
    unsigned d;
    for (d = t->rank; d-- > 0;) { idx[d] = e % t->dims[d]; e /= t->dims[d]; }
}
static size_t ravel(const size_t *idx, const tt *t)
{
    size_t e = 0;
    unsigned d;
    for (d = 0; d < t->rank; d++) e = e * t->dims[d] + idx[d];
    return e;
}

/* Runs one op on inputs in[] (arena tensors) giving out (its shape and dtype
 * given by the test). Returns the load status; on NPK_OK out->data holds the
 * result. A refusal must carry want_msg. */
static npk_status run_op(npk_opcode code, const int32_t *attrs, unsigned n_in, tt *in, tt *out, const char *want_msg)
{
    tcp_builder b;
    uint32_t ids[NPK_MAX_OP_INPUTS], y = 0, op;
    unsigned k;
    size_t size;
    unsigned char *buf;
    npk_program p;
    npk_error err;
    npk_status s;
    tb_init(&b);
    for (k = 0; k <= n_in; k++) {
        tt *t = k < n_in ? &in[k] : out;
        uint32_t id = tb_arena(&b, k < n_in ? "in" : "out", t->rank, t->dims, b.arena_bytes);
        b.tensors[id].dtype = (uint8_t)t->dtype;
        b.tensors[id].nbytes = tt_bytes(t);
        b.arena_bytes = (b.tensors[id].offset + tt_bytes(t) + 63) / 64 * 64;
        if (k < n_in) ids[k] = id; else y = id;
    }
    op = tb_op(&b, code, n_in, ids, y);
    if (attrs) memcpy(b.ops[op].attr.raw, attrs, sizeof b.ops[op].attr.raw);
    tb_op_scratch(&b, op);
    for (k = 0; k < n_in; k++) tb_input(&b, ids[k]);
    tb_output(&b, y);
    buf = tb_serialize(&b, &size);
    s = npk_program_load(&p, buf, size, &err);
    if (want_msg) {
        CHECK(s != NPK_OK && strstr(err.message, want_msg), "%s: want a refusal with '%s', got %s '%s'", npk_opcode_name(code),
              want_msg, npk_status_str(s), err.message);
    } else if (s != NPK_OK) {
        CHECK(0, "%s refused: %s", npk_opcode_name(code), err.message);
    } else {
        unsigned char *raw = (unsigned char *)malloc((size_t)p.arena_bytes + 64);
        unsigned char *arena = raw + (64 - (uintptr_t)raw % 64) % 64;
        memset(arena, 0xA5, (size_t)p.arena_bytes);
        for (k = 0; k < n_in; k++) memcpy(npk_input_data(&p, arena, k), in[k].data, tt_bytes(&in[k]));
        CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, NULL, &err) == NPK_OK, "run: %s", err.message);
        memcpy(out->data, npk_output_data(&p, arena, 0), tt_bytes(out));
        free(raw);
    }
    free(buf);
    return s;
}

static const unsigned elem_types[] = { NPK_DTYPE_F32, NPK_DTYPE_I8, NPK_DTYPE_I16, NPK_DTYPE_I64 };

static int same_bytes(const tt *a, const tt *b) { return memcmp(a->data, b->data, tt_bytes(a)) == 0; }

static void random_shape(unsigned rank, uint32_t *dims, unsigned maxd)
{
    unsigned d;
    for (d = 0; d < rank; d++) dims[d] = 1 + rnd(maxd);
}

static void test_concat(void)
{
    unsigned rank, axis, it, k, ty;
    for (rank = 1; rank <= 5; rank++)
        for (axis = 0; axis < rank; axis++)
            for (it = 0; it < 3; it++) {
                unsigned n = 1 + rnd(6), dt = elem_types[(rank + it) % 4];
                uint32_t dims[NPK_MAX_RANK];
                tt in[6], out, want;
                int32_t attrs[NPK_MAX_ATTRS] = {0};
                size_t e, idx[NPK_MAX_RANK], es = npk_dtype_size(dt);
                random_shape(rank, dims, rank > 3 ? 3 : 5);
                for (k = 0; k < n; k++) {
                    dims[axis] = 1 + rnd(4);
                    in[k] = tt_make(dt, rank, dims);
                    tt_random_bytes(&in[k]);
                }
                dims[axis] = 0;
                for (k = 0; k < n; k++) dims[axis] += in[k].dims[axis];
                out = tt_make(dt, rank, dims);
                want = tt_make(dt, rank, dims);
                for (e = 0; e < tt_count(&want); e++) {
                    size_t at;
                    unravel(e, &want, idx);
                    at = idx[axis];
                    for (k = 0; at >= in[k].dims[axis]; k++) at -= in[k].dims[axis];
                    idx[axis] = at;
                    memcpy(want.data + e * es, in[k].data + ravel(idx, &in[k]) * es, es);
                }
                attrs[0] = (int32_t)axis;
                if (run_op(NPK_OP_CONCAT, attrs, n, in, &out, NULL) == NPK_OK)
                    CHECK(same_bytes(&out, &want), "concat rank %u axis %u of %u %s operands", rank, axis, n, npk_dtype_name(dt));
                for (k = 0; k < n; k++) free(in[k].data);
                free(out.data); free(want.data);
            }
    /* refusals */
    {
        const uint32_t a[2] = { 2, 3 }, bb[2] = { 3, 3 }, c[2] = { 2, 4 };
        int32_t attrs[NPK_MAX_ATTRS] = {0};
        tt in[2], out;
        in[0] = tt_make(NPK_DTYPE_F32, 2, a);
        in[1] = tt_make(NPK_DTYPE_F32, 2, bb);
        attrs[0] = 1;
        out = tt_make(NPK_DTYPE_F32, 2, c);
        run_op(NPK_OP_CONCAT, attrs, 2, in, &out, "dim 0");
        attrs[0] = 2;
        run_op(NPK_OP_CONCAT, attrs, 2, in, &out, "axis 2 is out of range");
        free(in[1].data);
        in[1] = tt_make(NPK_DTYPE_I32, 2, a);
        attrs[0] = 0;
        free(out.data);
        { const uint32_t o[2] = { 4, 3 }; out = tt_make(NPK_DTYPE_F32, 2, o); }
        run_op(NPK_OP_CONCAT, attrs, 2, in, &out, "operand 1 is i32");
        free(in[0].data); free(in[1].data); free(out.data);
    }
    for (ty = 0; ty < 1; ty++) (void)ty;
}

static void test_slice(void)
{
    unsigned rank, it, d;
    for (rank = 0; rank <= 6; rank++)
        for (it = 0; it < 6; it++) {
            unsigned dt = elem_types[(rank + it) % 4];
            uint32_t dims[NPK_MAX_RANK], od[NPK_MAX_RANK];
            int32_t attrs[NPK_MAX_ATTRS] = {0};
            size_t e, idx[NPK_MAX_RANK], es = npk_dtype_size(dt);
            tt x, out, want;
            random_shape(rank, dims, rank > 4 ? 3 : 6);
            for (d = 0; d < rank; d++) {
                attrs[d] = (int32_t)rnd(dims[d]);
                attrs[8 + d] = 1 + (int32_t)rnd(dims[d] - (uint32_t)attrs[d]);
                od[d] = (uint32_t)attrs[8 + d];
            }
            x = tt_make(dt, rank, dims);
            tt_random_bytes(&x);
            out = tt_make(dt, rank, od);
            want = tt_make(dt, rank, od);
            for (e = 0; e < tt_count(&want); e++) {
                unravel(e, &want, idx);
                for (d = 0; d < rank; d++) idx[d] += (size_t)attrs[d];
                memcpy(want.data + e * es, x.data + ravel(idx, &x) * es, es);
            }
            if (run_op(NPK_OP_SLICE, attrs, 1, &x, &out, NULL) == NPK_OK)
                CHECK(same_bytes(&out, &want), "slice rank %u %s", rank, npk_dtype_name(dt));
            free(x.data); free(out.data); free(want.data);
        }
    {
        const uint32_t a[2] = { 3, 5 }, o[2] = { 2, 2 };
        int32_t attrs[NPK_MAX_ATTRS] = {0};
        tt x = tt_make(NPK_DTYPE_F32, 2, a), out = tt_make(NPK_DTYPE_F32, 2, o);
        attrs[0] = 2; attrs[1] = 0; attrs[8] = 2; attrs[9] = 2;
        run_op(NPK_OP_SLICE, attrs, 1, &x, &out, "start0 + size0 = 4 is past dim 0");
        attrs[0] = 0; attrs[9] = 0;
        run_op(NPK_OP_SLICE, attrs, 1, &x, &out, "size1 must be at least 1");
        attrs[9] = 2; attrs[10] = 1;
        run_op(NPK_OP_SLICE, attrs, 1, &x, &out, "past the rank");
        free(x.data); free(out.data);
    }
}

static void test_tile(void)
{
    unsigned rank, it, d;
    for (rank = 0; rank <= 5; rank++)
        for (it = 0; it < 5; it++) {
            unsigned dt = elem_types[(rank + it) % 4];
            uint32_t dims[NPK_MAX_RANK], od[NPK_MAX_RANK];
            int32_t attrs[NPK_MAX_ATTRS];
            size_t e, idx[NPK_MAX_RANK], es = npk_dtype_size(dt);
            tt x, out, want;
            for (d = 0; d < NPK_MAX_ATTRS; d++) attrs[d] = d < NPK_MAX_RANK ? 1 : 0;
            random_shape(rank, dims, 4);
            for (d = 0; d < rank; d++) { attrs[d] = 1 + (int32_t)rnd(3); od[d] = dims[d] * (uint32_t)attrs[d]; }
            x = tt_make(dt, rank, dims);
            tt_random_bytes(&x);
            out = tt_make(dt, rank, od);
            want = tt_make(dt, rank, od);
            for (e = 0; e < tt_count(&want); e++) {
                unravel(e, &want, idx);
                for (d = 0; d < rank; d++) idx[d] %= dims[d];
                memcpy(want.data + e * es, x.data + ravel(idx, &x) * es, es);
            }
            if (run_op(NPK_OP_TILE, attrs, 1, &x, &out, NULL) == NPK_OK)
                CHECK(same_bytes(&out, &want), "tile rank %u %s", rank, npk_dtype_name(dt));
            free(x.data); free(out.data); free(want.data);
        }
    {
        const uint32_t a[1] = { 3 };
        int32_t attrs[NPK_MAX_ATTRS] = {0};
        tt x = tt_make(NPK_DTYPE_F32, 1, a), out = tt_make(NPK_DTYPE_F32, 1, a);
        for (rank = 0; rank < NPK_MAX_RANK; rank++) attrs[rank] = 1;
        attrs[1] = 2;
        run_op(NPK_OP_TILE, attrs, 1, &x, &out, "multiples1 is past the rank");
        attrs[1] = 1; attrs[0] = 0;
        run_op(NPK_OP_TILE, attrs, 1, &x, &out, "multiples0");
        free(x.data); free(out.data);
    }
}

static void test_reverse(void)
{
    unsigned rank, axis, it;
    for (rank = 1; rank <= 6; rank++)
        for (axis = 0; axis < rank; axis++)
            for (it = 0; it < 2; it++) {
                unsigned dt = elem_types[(rank + axis + it) % 4];
                uint32_t dims[NPK_MAX_RANK];
                int32_t attrs[NPK_MAX_ATTRS] = {0};
                size_t e, idx[NPK_MAX_RANK], es = npk_dtype_size(dt);
                tt x, out, want;
                random_shape(rank, dims, rank > 4 ? 3 : 5);
                x = tt_make(dt, rank, dims);
                tt_random_bytes(&x);
                out = tt_make(dt, rank, dims);
                want = tt_make(dt, rank, dims);
                for (e = 0; e < tt_count(&want); e++) {
                    unravel(e, &want, idx);
                    idx[axis] = dims[axis] - 1 - idx[axis];
                    memcpy(want.data + e * es, x.data + ravel(idx, &x) * es, es);
                }
                attrs[0] = (int32_t)axis;
                if (run_op(NPK_OP_REVERSE, attrs, 1, &x, &out, NULL) == NPK_OK)
                    CHECK(same_bytes(&out, &want), "reverse rank %u axis %u %s", rank, axis, npk_dtype_name(dt));
                free(x.data); free(out.data); free(want.data);
            }
    {
        const uint32_t a[2] = { 3, 2 };
        int32_t attrs[NPK_MAX_ATTRS] = {0};
        tt x = tt_make(NPK_DTYPE_F32, 2, a), out = tt_make(NPK_DTYPE_F32, 2, a);
        attrs[0] = 2;
        run_op(NPK_OP_REVERSE, attrs, 1, &x, &out, "axis 2 is out of range");
        free(x.data); free(out.data);
    }
}

static void test_gather_scatter(void)
{
    unsigned it;
    for (it = 0; it < 12; it++) {
        unsigned dt = elem_types[it % 4];
        uint32_t N = 1 + rnd(3), K = 1 + rnd(5), W = 1 + rnd(6), C = 1 + rnd(4);
        uint32_t vd[3], id[2], od[3];
        size_t es = npk_dtype_size(dt), n, w, k;
        tt v, idx, out, want, src;
        vd[0] = N; vd[1] = K; vd[2] = C; id[0] = N; id[1] = W; od[0] = N; od[1] = W; od[2] = C;
        v = tt_make(dt, 3, vd);
        tt_random_bytes(&v);
        idx = tt_make(NPK_DTYPE_I32, 2, id);
        /* gather: any index in range, repeats allowed; one out of range
         * (undefined by the spec; npk gives zeros) */
        for (n = 0; n < N * W; n++) ((int32_t *)(void *)idx.data)[n] = (int32_t)rnd(K);
        if (it % 3 == 2) ((int32_t *)(void *)idx.data)[0] = it % 2 ? -1 : (int32_t)K;
        out = tt_make(dt, 3, od);
        want = tt_make(dt, 3, od);
        for (n = 0; n < N; n++)
            for (w = 0; w < W; w++) {
                int32_t at = ((int32_t *)(void *)idx.data)[n * W + w];
                if (at >= 0 && at < (int32_t)K) memcpy(want.data + (n * W + w) * C * es, v.data + (n * K + (size_t)at) * C * es, C * es);
            }
        {
            tt ins[2];
            ins[0] = v; ins[1] = idx;
            if (run_op(NPK_OP_GATHER, NULL, 2, ins, &out, NULL) == NPK_OK)
                CHECK(same_bytes(&out, &want), "gather N%u K%u W%u C%u %s", N, K, W, C, npk_dtype_name(dt));
        }
        free(out.data); free(want.data); free(idx.data);
        /* scatter: W <= K distinct indices (the spec's rule), a random permutation prefix */
        W = 1 + rnd(K);
        id[1] = W; od[1] = W;
        idx = tt_make(NPK_DTYPE_I32, 2, id);
        for (n = 0; n < N; n++) {
            int32_t perm[8];
            for (k = 0; k < K; k++) perm[k] = (int32_t)k;
            for (k = K; k > 1; k--) { size_t j = rnd((unsigned)k); int32_t t = perm[k - 1]; perm[k - 1] = perm[j]; perm[j] = t; }
            for (w = 0; w < W; w++) ((int32_t *)(void *)idx.data)[n * W + w] = perm[w];
        }
        src = tt_make(dt, 3, od);
        tt_random_bytes(&src);
        out = tt_make(dt, 3, vd);
        want = tt_make(dt, 3, vd);
        memcpy(want.data, v.data, tt_bytes(&v));
        for (n = 0; n < N; n++)
            for (w = 0; w < W; w++) {
                size_t at = (size_t)((int32_t *)(void *)idx.data)[n * W + w];
                memcpy(want.data + (n * K + at) * C * es, src.data + (n * W + w) * C * es, C * es);
            }
        {
            tt ins[3];
            ins[0] = v; ins[1] = idx; ins[2] = src;
            if (run_op(NPK_OP_SCATTER, NULL, 3, ins, &out, NULL) == NPK_OK)
                CHECK(same_bytes(&out, &want), "scatter N%u K%u W%u C%u %s", N, K, W, C, npk_dtype_name(dt));
        }
        free(out.data); free(want.data); free(idx.data); free(src.data); free(v.data);
    }
    {
        const uint32_t vd[3] = { 1, 4, 2 }, id[2] = { 1, 3 }, od[3] = { 1, 3, 2 };
        tt ins[3], out;
        ins[0] = tt_make(NPK_DTYPE_F32, 3, vd);
        ins[1] = tt_make(NPK_DTYPE_F32, 2, id);
        out = tt_make(NPK_DTYPE_F32, 3, od);
        run_op(NPK_OP_GATHER, NULL, 2, ins, &out, "indices are f32; they must be i32");
        free(ins[1].data);
        ins[1] = tt_make(NPK_DTYPE_I32, 2, id);
        ins[2] = tt_make(NPK_DTYPE_I8, 3, od);
        free(out.data);
        out = tt_make(NPK_DTYPE_F32, 3, vd);
        run_op(NPK_OP_SCATTER, NULL, 3, ins, &out, "input is i8 but values_in is f32");
        free(ins[0].data); free(ins[1].data); free(ins[2].data); free(out.data);
    }
}

/* ---- resize: the spec's pseudo-code, in double ---- */
static int64_t idiv_floor(int64_t a, int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

static double ref_resize_at(const tt *x, int bilinear, const int32_t *s, size_t n, size_t oy, size_t ox, size_t c)
{
    /* s: scale_y_n, scale_y_d, scale_x_n, scale_x_d, offset_y, offset_x */
    int64_t IH = x->dims[1], IW = x->dims[2], C = x->dims[3];
    int64_t y = (int64_t)oy * s[1] + s[4], xx = (int64_t)ox * s[3] + s[5];
    int64_t iy = idiv_floor(y, s[0]), ix = idiv_floor(xx, s[2]);
    double dy = (double)(y - iy * s[0]) / s[0], dx = (double)(xx - ix * s[2]) / s[2];
    int64_t iy0 = iy < 0 ? 0 : iy, iy1 = iy + 1 > IH - 1 ? IH - 1 : iy + 1;
    int64_t ix0 = ix < 0 ? 0 : ix, ix1 = ix + 1 > IW - 1 ? IW - 1 : ix + 1;
    const float *p = F(x) + n * IH * IW * C;
#define AT(a, b) ((double)p[((a) * IW + (b)) * C + (int64_t)c])
    if (!bilinear) return AT(dy >= 0.5 ? iy1 : iy0, dx >= 0.5 ? ix1 : ix0);
    return AT(iy0, ix0) * (1 - dy) * (1 - dx) + AT(iy0, ix1) * (1 - dy) * dx + AT(iy1, ix0) * dy * (1 - dx) + AT(iy1, ix1) * dy * dx;
#undef AT
}

static int close_to(float got, double want)
{
    if (want != want) return got != got;
    if (isinf(want)) return got == (float)want;
    return fabs((double)got - want) <= 1e-5 * (1 + fabs(want));
}

static void test_resize(void)
{
    /* scale n/d, offset, border per axis: up, down, identity, odd ratios,
     * negative offsets and borders (within the spec's limits) */
    static const int32_t cases[][8] = {
        /* yn yd xn xd  oy  ox  by  bx */
        { 2, 1, 2, 1, 0, 0, 0, 0 },   { 4, 2, 4, 2, -1, -1, 1, 1 }, { 3, 2, 5, 3, 0, 1, 1, 0 },
        { 1, 1, 1, 1, 0, 0, 0, 0 },   { 1, 2, 1, 3, 0, 0, 0, 0 },   { 5, 2, 3, 1, -2, -1, 0, -1 },
        { 2, 3, 7, 2, 1, 3, -1, 1 },  { 8, 3, 4, 1, -4, -2, -3, 2 }, { 3, 3, 6, 5, 2, -3, -1, -7 },
    };
    unsigned ci, mode;
    for (ci = 0; ci < sizeof cases / sizeof cases[0]; ci++)
        for (mode = 0; mode < 2; mode++) {
            const int32_t *s = cases[ci];
            uint32_t xd[4], od[4];
            int32_t attrs[NPK_MAX_ATTRS] = {0}, sc[6];
            int64_t numy, numx;
            size_t e, idx[4];
            unsigned tries = 0;
            tt x, out;
            int ok = 1;
            /* pick IH, IW so the extents come out exact */
            do {
                xd[0] = 1 + rnd(2); xd[1] = 1 + rnd(7); xd[2] = 1 + rnd(7); xd[3] = 1 + rnd(3);
                numy = ((int64_t)xd[1] - 1) * s[0] - s[4] + s[6];
                numx = ((int64_t)xd[2] - 1) * s[2] - s[5] + s[7];
            } while ((numy < 0 || numy % s[1] || numx < 0 || numx % s[3]) && ++tries < 10000);
            CHECK(tries < 10000, "resize case %u: no exact shape found", ci);
            od[0] = xd[0]; od[1] = (uint32_t)(numy / s[1] + 1); od[2] = (uint32_t)(numx / s[3] + 1); od[3] = xd[3];
            x = tt_make(NPK_DTYPE_F32, 4, xd);
            tt_random_f32(&x);
            if (ci == 2 && mode) F(&x)[0] = NAN;          /* NaN spreads to the taps that read it */
            if (ci == 3) F(&x)[tt_count(&x) - 1] = INFINITY;
            out = tt_make(NPK_DTYPE_F32, 4, od);
            attrs[0] = (int32_t)mode;
            memcpy(attrs + 1, s, 8 * sizeof *s);
            sc[0] = s[0]; sc[1] = s[1]; sc[2] = s[2]; sc[3] = s[3]; sc[4] = s[4]; sc[5] = s[5];
            if (run_op(NPK_OP_RESIZE, attrs, 1, &x, &out, NULL) == NPK_OK) {
                for (e = 0; e < tt_count(&out); e++) {
                    unravel(e, &out, idx);
                    ok &= close_to(F(&out)[e], ref_resize_at(&x, (int)mode, sc, idx[0], idx[1], idx[2], idx[3]));
                }
                CHECK(ok, "resize case %u %s (%ux%u -> %ux%u)", ci, mode ? "bilinear" : "nearest", xd[1], xd[2], od[1], od[2]);
            }
            free(x.data); free(out.data);
        }
    {
        const uint32_t xd[4] = { 1, 3, 3, 1 }, od[4] = { 1, 5, 5, 1 };
        int32_t attrs[NPK_MAX_ATTRS] = { 0, 2, 1, 2, 1, 0, 0, 0, 0 };
        tt x = tt_make(NPK_DTYPE_F32, 4, xd), out = tt_make(NPK_DTYPE_F32, 4, od);
        attrs[5] = -3;
        run_op(NPK_OP_RESIZE, attrs, 1, &x, &out, "offset_y must be in");
        attrs[5] = 0; attrs[4] = 40;
        run_op(NPK_OP_RESIZE, attrs, 1, &x, &out, "scale_x_d must be less than 16 * scale_x_n");
        attrs[4] = 1; attrs[1] = 2; attrs[2] = 3; attrs[3] = 2;
        run_op(NPK_OP_RESIZE, attrs, 1, &x, &out, "is not a non-negative multiple of scale_y_d");
        free(x.data); free(out.data);
    }
}

/* ---- transpose_conv2d: the spec's gather form, in double ---- */
static void test_transpose_conv2d(void)
{
    unsigned it;
    for (it = 0; it < 24; it++) {
        uint32_t N = 1 + rnd(2), IH = 1 + rnd(5), IW = 1 + rnd(5), IC = 1 + rnd(3), OC = 1 + rnd(4), KH = 1 + rnd(4), KW = 1 + rnd(4);
        int32_t sy = 1 + (int32_t)rnd(3), sx = 1 + (int32_t)rnd(3);
        int32_t pt = (int32_t)rnd(KH + 2) - (int32_t)KH + 1, pb = (int32_t)rnd(3), pl = (int32_t)rnd(2), pr = (int32_t)rnd(KW + 1) - (int32_t)KW + 1;
        int64_t OH = ((int64_t)IH - 1) * sy + pt + pb + KH, OW = ((int64_t)IW - 1) * sx + pl + pr + KW;
        uint32_t xd[4], wd[4], bd[1], od[4];
        int32_t attrs[NPK_MAX_ATTRS] = {0};
        tt in[3], out;
        size_t n, oy, ox, oc, ky, kx, ic;
        int bias = it % 3 != 0, ok = 1;
        if (OH < 1 || OW < 1) continue;
        xd[0] = N; xd[1] = IH; xd[2] = IW; xd[3] = IC;
        wd[0] = OC; wd[1] = KH; wd[2] = KW; wd[3] = IC;
        bd[0] = it % 3 == 2 ? 1 : OC;
        od[0] = N; od[1] = (uint32_t)OH; od[2] = (uint32_t)OW; od[3] = OC;
        in[0] = tt_make(NPK_DTYPE_F32, 4, xd); tt_random_f32(&in[0]);
        in[1] = tt_make(NPK_DTYPE_F32, 4, wd); tt_random_f32(&in[1]);
        in[2] = tt_make(NPK_DTYPE_F32, 1, bd); tt_random_f32(&in[2]);
        out = tt_make(NPK_DTYPE_F32, 4, od);
        attrs[0] = sy; attrs[1] = sx; attrs[2] = pt; attrs[3] = pb; attrs[4] = pl; attrs[5] = pr;
        if (run_op(NPK_OP_TRANSPOSE_CONV2D, attrs, bias ? 3 : 2, in, &out, NULL) != NPK_OK) goto next;
        for (n = 0; n < N; n++)
            for (oy = 0; oy < (size_t)OH; oy++)
                for (ox = 0; ox < (size_t)OW; ox++)
                    for (oc = 0; oc < OC; oc++) {
                        double acc = 0;
                        int64_t iy = (int64_t)oy - pt, ix = (int64_t)ox - pl;
                        for (ky = 0; ky < KH; ky++)
                            for (kx = 0; kx < KW; kx++)
                                for (ic = 0; ic < IC; ic++) {
                                    int64_t y = iy - (int64_t)ky, x = ix - (int64_t)kx;
                                    if (y >= 0 && y < (int64_t)IH * sy && x >= 0 && x < (int64_t)IW * sx && y % sy == 0 && x % sx == 0)
                                        acc += (double)F(&in[0])[((n * IH + (size_t)(y / sy)) * IW + (size_t)(x / sx)) * IC + ic] *
                                               F(&in[1])[((oc * KH + ky) * KW + kx) * IC + ic];
                                }
                        if (bias) acc += F(&in[2])[bd[0] == 1 ? 0 : oc];
                        ok &= close_to(F(&out)[((n * OH + oy) * OW + ox) * OC + oc], acc);
                    }
        CHECK(ok, "transpose_conv2d %ux%ux%ux%u k%ux%u stride %d,%d out_pad %d,%d,%d,%d", N, IH, IW, IC, KH, KW, sy, sx, pt, pb, pl, pr);
    next:
        free(in[0].data); free(in[1].data); free(in[2].data); free(out.data);
    }
    {
        const uint32_t xd[4] = { 1, 2, 2, 1 }, wd[4] = { 1, 2, 2, 1 }, od[4] = { 1, 3, 3, 1 };
        int32_t attrs[NPK_MAX_ATTRS] = { 1, 1, -2, 0, 0, 0 };
        tt in[2], out;
        in[0] = tt_make(NPK_DTYPE_F32, 4, xd); in[1] = tt_make(NPK_DTYPE_F32, 4, wd);
        out = tt_make(NPK_DTYPE_F32, 4, od);
        run_op(NPK_OP_TRANSPOSE_CONV2D, attrs, 2, in, &out, "out_pad along height must be greater than -2");
        free(in[0].data); free(in[1].data); free(out.data);
    }
}

/* ---- conv3d: the direct sum, in double ---- */
static void test_conv3d(void)
{
    unsigned it;
    for (it = 0; it < 16; it++) {
        uint32_t xd[5], wd[5], bd[1], od[5];
        int32_t attrs[NPK_MAX_ATTRS] = {0}, st[3], dl[3], pa[6];
        tt in[3], out;
        unsigned a, bias = it % 2;
        size_t e, idx[5];
        int ok = 1, bad = 0;
        xd[0] = 1 + rnd(2); xd[4] = 1 + rnd(3);
        wd[0] = 1 + rnd(3); wd[4] = xd[4];
        for (a = 0; a < 3; a++) {
            int64_t span, reach;
            xd[1 + a] = 1 + rnd(5); wd[1 + a] = 1 + rnd(3);
            st[a] = 1 + (int32_t)rnd(2); dl[a] = 1 + (int32_t)rnd(2);
            pa[2 * a] = (int32_t)rnd(2); pa[2 * a + 1] = (int32_t)rnd(2);
            span = (int64_t)xd[1 + a] + pa[2 * a] + pa[2 * a + 1];
            reach = ((int64_t)wd[1 + a] - 1) * dl[a] + 1;
            if (reach > span) bad = 1;
            else od[1 + a] = (uint32_t)((span - reach) / st[a] + 1);
        }
        if (bad) continue;
        od[0] = xd[0]; od[4] = wd[0]; bd[0] = wd[0];
        in[0] = tt_make(NPK_DTYPE_F32, 5, xd); tt_random_f32(&in[0]);
        in[1] = tt_make(NPK_DTYPE_F32, 5, wd); tt_random_f32(&in[1]);
        in[2] = tt_make(NPK_DTYPE_F32, 1, bd); tt_random_f32(&in[2]);
        out = tt_make(NPK_DTYPE_F32, 5, od);
        for (a = 0; a < 3; a++) { attrs[a] = st[a]; attrs[3 + a] = dl[a]; }
        for (a = 0; a < 6; a++) attrs[6 + a] = pa[a];
        if (run_op(NPK_OP_CONV3D, attrs, bias ? 3 : 2, in, &out, NULL) == NPK_OK) {
            for (e = 0; e < tt_count(&out); e++) {
                double acc = 0;
                size_t k[3], ic;
                unravel(e, &out, idx);
                if (bias) acc = F(&in[2])[idx[4]];
                for (k[0] = 0; k[0] < wd[1]; k[0]++)
                    for (k[1] = 0; k[1] < wd[2]; k[1]++)
                        for (k[2] = 0; k[2] < wd[3]; k[2]++) {
                            int64_t p[3];
                            int inside = 1;
                            for (a = 0; a < 3; a++) {
                                p[a] = (int64_t)idx[1 + a] * st[a] + (int64_t)k[a] * dl[a] - pa[2 * a];
                                if (p[a] < 0 || p[a] >= (int64_t)xd[1 + a]) inside = 0;
                            }
                            if (!inside) continue;
                            for (ic = 0; ic < xd[4]; ic++)
                                acc += (double)F(&in[0])[(((idx[0] * xd[1] + (size_t)p[0]) * xd[2] + (size_t)p[1]) * xd[3] + (size_t)p[2]) * xd[4] + ic] *
                                       F(&in[1])[(((idx[4] * wd[1] + k[0]) * wd[2] + k[1]) * wd[3] + k[2]) * wd[4] + ic];
                        }
                ok &= close_to(F(&out)[e], acc);
            }
            CHECK(ok, "conv3d case %u", it);
        }
        free(in[0].data); free(in[1].data); free(in[2].data); free(out.data);
    }
}

/* reduce max/min with nan_mode = ignore (TOSA IGNORE) and propagate, every
 * axis, inputs with scattered NaNs and whole NaN lines. */
static void test_reduce_nan(void)
{
    unsigned axis, fn, mode, it;
    for (it = 0; it < 4; it++)
        for (axis = 0; axis < 3; axis++)
            for (fn = NPK_REDUCE_MAX; fn <= NPK_REDUCE_MIN; fn++)
                for (mode = 0; mode < 2; mode++) {
                    uint32_t dims[3], od[3];
                    int32_t attrs[NPK_MAX_ATTRS] = {0};
                    size_t e, k, idx[3];
                    tt x, out;
                    int ok = 1;
                    random_shape(3, dims, 5);
                    memcpy(od, dims, sizeof od);
                    od[axis] = 1;
                    x = tt_make(NPK_DTYPE_F32, 3, dims);
                    tt_random_f32(&x);
                    for (e = 0; e < tt_count(&x); e++)
                        if (rnd(it + 2) == 0) F(&x)[e] = NAN;
                        else if (rnd(9) == 0) F(&x)[e] = rnd(2) ? INFINITY : -INFINITY;
                    out = tt_make(NPK_DTYPE_F32, 3, od);
                    attrs[0] = (int32_t)fn; attrs[1] = (int32_t)axis; attrs[2] = (int32_t)mode;
                    if (run_op(NPK_OP_REDUCE, attrs, 1, &x, &out, NULL) == NPK_OK) {
                        for (e = 0; e < tt_count(&out); e++) {
                            double acc = NAN;
                            int any_nan = 0, any_num = 0;
                            unravel(e, &out, idx);
                            for (k = 0; k < dims[axis]; k++) {
                                double v;
                                idx[axis] = k;
                                v = F(&x)[ravel(idx, &x)];
                                if (v != v) { any_nan = 1; continue; }
                                if (!any_num || (fn == NPK_REDUCE_MAX ? v > acc : v < acc)) acc = v;
                                any_num = 1;
                            }
                            if (mode == 0 && any_nan) acc = NAN;   /* propagate: NaN wins */
                            ok &= close_to(F(&out)[e], acc);
                        }
                        CHECK(ok, "reduce %s axis %u nan_mode %s", fn == NPK_REDUCE_MAX ? "max" : "min", axis, mode ? "ignore" : "propagate");
                    }
                    free(x.data); free(out.data);
                }
    {
        const uint32_t d[2] = { 2, 3 }, o[2] = { 1, 3 };
        int32_t attrs[NPK_MAX_ATTRS] = { NPK_REDUCE_SUM, 0, 1 };
        tt x = tt_make(NPK_DTYPE_F32, 2, d), out = tt_make(NPK_DTYPE_F32, 2, o);
        run_op(NPK_OP_REDUCE, attrs, 1, &x, &out, "nan_mode = ignore applies to max and min only");
        free(x.data); free(out.data);
    }
}

int main(void)
{
    test_concat();
    test_slice();
    test_tile();
    test_reverse();
    test_gather_scatter();
    test_resize();
    test_transpose_conv2d();
    test_conv3d();
    test_reduce_nan();
    printf("tosa ops: checks=%d failures=%d\n", checks, failures);
    return failures ? 1 : 0;
}
