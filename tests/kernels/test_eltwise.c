/* test_eltwise.c - binary/unary ops, softmax, reshape and transpose against
 * their references, plus hand-computed values and the NaN / overflow policy. */
#define NPK_IMPLEMENTATION
#include "test_util.h"

/* ---- broadcasting binary ops ---- */

static void test_broadcast_strides(void)
{
    const size_t out[3] = {2, 3, 4}, in1[2] = {3, 1}, in2[3] = {2, 3, 4}, in3[1] = {4};
    size_t s[3];
    npk_broadcast_strides(3, out, 2, in1, s);
    CHECK(s[0] == 0 && s[1] == 1 && s[2] == 0, "strides of [3,1] in [2,3,4]: %zu %zu %zu", s[0], s[1], s[2]);
    npk_broadcast_strides(3, out, 3, in2, s);
    CHECK(s[0] == 12 && s[1] == 4 && s[2] == 1, "strides of [2,3,4]: %zu %zu %zu", s[0], s[1], s[2]);
    npk_broadcast_strides(3, out, 1, in3, s);
    CHECK(s[0] == 0 && s[1] == 0 && s[2] == 1, "strides of [4]: %zu %zu %zu", s[0], s[1], s[2]);
    npk_broadcast_strides(3, out, 0, NULL, s);
    CHECK(s[0] == 0 && s[1] == 0 && s[2] == 0, "strides of a scalar: %zu %zu %zu", s[0], s[1], s[2]);
}

/* Random input shape for an output shape: drop some leading dims (rank
 * mismatch) and set some dims to 1 (broadcast). */
static size_t bin_input_shape(size_t rank, const size_t *out, size_t *in, int mode)
{
    size_t r = rank, d, drop = 0;
    if (mode == 1 && rank) drop = tu_rand_below(rank + 1); /* rank mismatch, maybe scalar */
    r = rank - drop;
    for (d = 0; d < r; ++d) {
        in[d] = out[drop + d];
        if (mode == 2 && tu_rand_below(2)) in[d] = 1;
    }
    return r;
}

static void bin_case(npk_binary_op op, size_t rank, const size_t *dims, int mode_a, int mode_b, int inplace)
{
    size_t adims[NPK_MAX_RANK], bdims[NPK_MAX_RANK], as[NPK_MAX_RANK], bs[NPK_MAX_RANK];
    size_t ar = bin_input_shape(rank, dims, adims, mode_a), br = bin_input_shape(rank, dims, bdims, mode_b);
    size_t na = 1, nb = 1, n = 1, i, d;
    float *a, *b, *y, *r;
    int ok = 1;
    for (d = 0; d < ar; ++d) na *= adims[d];
    for (d = 0; d < br; ++d) nb *= bdims[d];
    for (d = 0; d < rank; ++d) n *= dims[d];
    if (inplace && na != n) inplace = 0;
    a = tu_alloc(na);
    b = tu_alloc(nb);
    y = tu_alloc(n);
    r = tu_alloc(n);
    tu_fill(a, na, -3, 3);
    tu_fill(b, nb, -3, 3);
    for (i = 0; i < na; i += 7) if (tu_rand_below(4) == 0) a[i] = NAN;
    for (i = 0; i < nb; i += 5) if (tu_rand_below(4) == 0) b[i] = NAN;
    if (na == nb && nb > 2) b[1] = a[1]; /* ties */
    npk_broadcast_strides(rank, dims, ar, adims, as);
    npk_broadcast_strides(rank, dims, br, bdims, bs);
    npk_ref_binary_f32(op, rank, dims, a, as, b, bs, r);
    if (inplace) {
        npk_binary_f32(op, rank, dims, a, as, b, bs, a);
        for (i = 0; i < n; ++i) ok &= tu_same(a[i], r[i]);
        CHECK(tu_guards_ok(a, na), "binary in-place guards");
    } else {
        npk_binary_f32(op, rank, dims, a, as, b, bs, y);
        for (i = 0; i < n; ++i) ok &= tu_same(y[i], r[i]);
        CHECK(tu_guards_ok(y, n), "binary guards op=%d rank=%zu", (int)op, rank);
    }
    CHECK(ok, "binary op=%d rank=%zu modes=%d/%d inplace=%d differs from reference", (int)op, rank, mode_a, mode_b,
          inplace);
    tu_free(a); tu_free(b); tu_free(y); tu_free(r);
}

static void test_binary(void)
{
    static const size_t inner[] = {1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100};
    size_t rank, it, d;
    int op;
    for (op = 0; op < 5; ++op)
        for (rank = 0; rank <= NPK_MAX_RANK; ++rank)
            for (it = 0; it < 24; ++it) {
                size_t dims[NPK_MAX_RANK];
                for (d = 0; d < rank; ++d) dims[d] = 1 + tu_rand_below(rank > 3 ? 3 : 5);
                if (rank) dims[rank - 1] = inner[it % 11];
                bin_case((npk_binary_op)op, rank, dims, (int)(it % 3), (int)((it / 3) % 3), (int)(it % 4 == 0));
            }
    /* named patterns on [5, 33]: scalar, row, column */
    {
        const size_t dims[2] = {5, 33};
        size_t col[2] = {5, 1}, row[1] = {33}, as[2], bs[2], cs[2], ss[2];
        float a[5 * 33], c[5], rw[33], s = 2.5f, y[5 * 33];
        size_t i, j;
        int ok = 1;
        tu_fill(a, 5 * 33, -1, 1);
        tu_fill(c, 5, -1, 1);
        tu_fill(rw, 33, -1, 1);
        npk_broadcast_strides(2, dims, 2, dims, as);
        npk_broadcast_strides(2, dims, 2, col, cs);
        npk_broadcast_strides(2, dims, 1, row, bs);
        npk_broadcast_strides(2, dims, 0, NULL, ss);
        npk_binary_f32(NPK_BIN_SUB, 2, dims, a, as, c, cs, y);
        for (i = 0; i < 5; ++i) for (j = 0; j < 33; ++j) ok &= y[i * 33 + j] == a[i * 33 + j] - c[i];
        CHECK(ok, "a - column");
        npk_binary_f32(NPK_BIN_MUL, 2, dims, rw, bs, a, as, y);
        for (i = 0; i < 5; ++i) for (j = 0; j < 33; ++j) ok &= y[i * 33 + j] == rw[j] * a[i * 33 + j];
        CHECK(ok, "row * a");
        npk_binary_f32(NPK_BIN_ADD, 2, dims, &s, ss, a, as, y);
        for (i = 0; i < 5 * 33; ++i) ok &= y[i] == 2.5f + a[i];
        CHECK(ok, "scalar + a");
        npk_binary_f32(NPK_BIN_ADD, 2, dims, c, cs, rw, bs, y); /* outer sum */
        for (i = 0; i < 5; ++i) for (j = 0; j < 33; ++j) ok &= y[i * 33 + j] == c[i] + rw[j];
        CHECK(ok, "column + row");
    }
    /* rank 0 */
    {
        float a = 3, b = -4, y = 0;
        npk_binary_f32(NPK_BIN_MIN, 0, NULL, &a, NULL, &b, NULL, &y);
        CHECK(y == -4, "rank-0 min gave %g", y);
    }
}

/* max/min propagate NaN from either side, at every vector lane and in tails. */
static void test_binary_nan(void)
{
    enum { N = 37 };
    float a[N], b[N], y[N];
    const size_t dims[1] = {N}, st[1] = {1};
    size_t i;
    int op, ok = 1;
    for (i = 0; i < N; ++i) {
        a[i] = (float)i;
        b[i] = (float)(N - i);
    }
    for (i = 0; i < N; i += 3) a[i] = NAN;
    for (i = 1; i < N; i += 3) b[i] = NAN;
    for (op = NPK_BIN_MAX; op <= NPK_BIN_MIN; ++op) {
        npk_binary_f32((npk_binary_op)op, 1, dims, a, st, b, st, y);
        for (i = 0; i < N; ++i) ok &= (i % 3 == 2) ? y[i] == (op == NPK_BIN_MAX ? npk__maxf(a[i], b[i]) : npk__minf(a[i], b[i])) && !isnan(y[i]) : isnan(y[i]) != 0;
        CHECK(ok, "%s: NaN from either operand must give NaN", op == NPK_BIN_MAX ? "max" : "min");
    }
    {
        float one = 1, nan = NAN;
        npk_binary_f32(NPK_BIN_MAX, 0, NULL, &nan, NULL, &one, NULL, y);
        CHECK(isnan(y[0]), "max(NaN, 1) gave %g", y[0]);
        npk_binary_f32(NPK_BIN_MAX, 0, NULL, &one, NULL, &nan, NULL, y);
        CHECK(isnan(y[0]), "max(1, NaN) gave %g", y[0]);
    }
}

/* ---- unary ops ---- */

/* Tolerances vs libm (stated): exp within 3 ulp relative (+ 2 denormal ulps
 * absolute); tanh and sigmoid within 4 ulp relative + 1e-7 * FLT_EPSILON absolute. */
static double un_tol(npk_unary_op op, float want)
{
    double w = fabs((double)want);
    switch (op) {
    case NPK_UN_EXP: return 3.0 * FLT_EPSILON * w + 3e-45;
    case NPK_UN_TANH:
    case NPK_UN_SIGMOID: return 4.0 * FLT_EPSILON * w + 1e-7 * FLT_EPSILON;
    default: return 0.0;
    }
}

static void un_case(npk_unary_op op, size_t n, float lo, float hi, int inplace)
{
    float *x = tu_alloc(n), *y = tu_alloc(n), *r = tu_alloc(n);
    size_t i, worst = 0;
    double worst_err = 0;
    int ok = 1;
    tu_fill(x, n, lo, hi);
    npk_ref_unary_f32(op, n, x, r, -0.5f, 0.75f);
    if (inplace) {
        npk_unary_f32(op, n, x, x, -0.5f, 0.75f);
        memcpy(y, x, n * sizeof(float));
        CHECK(tu_guards_ok(x, n), "unary in-place guards");
    } else {
        npk_unary_f32(op, n, x, y, -0.5f, 0.75f);
        CHECK(tu_guards_ok(y, n), "unary op=%d n=%zu guards", (int)op, n);
    }
    for (i = 0; i < n; ++i) {
        if (!tu_close(y[i], r[i], un_tol(op, r[i]))) {
            ok = 0;
            if (fabs((double)y[i] - r[i]) >= worst_err) {
                worst_err = fabs((double)y[i] - r[i]);
                worst = i;
            }
        }
    }
    CHECK(ok, "unary op=%d n=%zu range [%g,%g]: y[%zu]=%.9g ref %.9g", (int)op, n, lo, hi, worst,
          n ? y[worst] : 0.0f, n ? r[worst] : 0.0f);
    tu_free(x); tu_free(y); tu_free(r);
}

static void test_unary(void)
{
    static const size_t ns[] = {0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100, 1001};
    static const float ranges[][2] = {{-1, 1}, {-0.6f, 0.6f}, {-20, 20}, {-110, 95}, {-1e-3f, 1e-3f}};
    size_t i, r;
    int op;
    for (op = 0; op <= NPK_UN_COPY; ++op)
        for (i = 0; i < sizeof ns / sizeof ns[0]; ++i)
            for (r = 0; r < 5; ++r) un_case((npk_unary_op)op, ns[i], ranges[r][0], ranges[r][1], (int)((i + r) % 2));
}

/* Specific values, run through the vector body (index 0..16) and the tail. */
static float un_at(npk_unary_op op, float v, float p0, float p1)
{
    float x[19], y[19];
    size_t i;
    for (i = 0; i < 19; ++i) x[i] = v;
    npk_unary_f32(op, 19, x, y, p0, p1);
    for (i = 1; i < 19; ++i)
        if (!tu_same(y[i], y[0])) return 12345.0f; /* body and tail disagree */
    return y[0];
}

static void test_unary_special(void)
{
    float v;
    CHECK(un_at(NPK_UN_EXP, 0, 0, 0) == 1.0f, "exp(0) = %g", un_at(NPK_UN_EXP, 0, 0, 0));
    CHECK(un_at(NPK_UN_EXP, 100, 0, 0) == INFINITY, "exp(100) must overflow to inf");
    CHECK(un_at(NPK_UN_EXP, 88.8f, 0, 0) == INFINITY, "exp(88.8) must overflow to inf");
    v = un_at(NPK_UN_EXP, 88.7f, 0, 0);
    CHECK(tu_close(v, expf(88.7f), 3 * FLT_EPSILON * expf(88.7f)), "exp(88.7) = %g vs %g", v, expf(88.7f));
    v = un_at(NPK_UN_EXP, -100, 0, 0); /* 3.7e-44, a denormal */
    CHECK(v > 0 && tu_close(v, expf(-100), 3e-45), "exp(-100) = %g vs %g", v, expf(-100));
    CHECK(un_at(NPK_UN_EXP, -110, 0, 0) == 0.0f, "exp(-110) must underflow to 0");
    CHECK(un_at(NPK_UN_EXP, -INFINITY, 0, 0) == 0.0f, "exp(-inf) must be 0");
    CHECK(un_at(NPK_UN_EXP, INFINITY, 0, 0) == INFINITY, "exp(inf) must be inf");
    CHECK(isnan(un_at(NPK_UN_EXP, NAN, 0, 0)), "exp(NaN) must be NaN");
    CHECK(isnan(un_at(NPK_UN_RELU, NAN, 0, 0)), "relu(NaN) must be NaN");
    CHECK(un_at(NPK_UN_RELU, -3, 0, 0) == 0.0f && un_at(NPK_UN_RELU, 3, 0, 0) == 3.0f, "relu(-3), relu(3)");
    CHECK(isnan(un_at(NPK_UN_CLAMP, NAN, -1, 1)), "clamp(NaN) must be NaN");
    CHECK(un_at(NPK_UN_CLAMP, 5, -1, 1) == 1.0f && un_at(NPK_UN_CLAMP, -5, -1, 1) == -1.0f, "clamp(+-5, -1, 1)");
    CHECK(un_at(NPK_UN_TANH, 50, 0, 0) == 1.0f && un_at(NPK_UN_TANH, -50, 0, 0) == -1.0f, "tanh(+-50) = +-1");
    CHECK(un_at(NPK_UN_TANH, INFINITY, 0, 0) == 1.0f && un_at(NPK_UN_TANH, -INFINITY, 0, 0) == -1.0f, "tanh(+-inf)");
    CHECK(isnan(un_at(NPK_UN_TANH, NAN, 0, 0)), "tanh(NaN) must be NaN");
    v = un_at(NPK_UN_TANH, 1e-20f, 0, 0);
    CHECK(v == 1e-20f, "tanh(1e-20) = %g", v);
    CHECK(un_at(NPK_UN_SIGMOID, 100, 0, 0) == 1.0f && un_at(NPK_UN_SIGMOID, -INFINITY, 0, 0) == 0.0f, "sigmoid(100), sigmoid(-inf)");
    v = un_at(NPK_UN_SIGMOID, -100, 0, 0);
    CHECK(v > 0 && tu_close(v, expf(-100), 3e-45), "sigmoid(-100) = %g (must not flush to 0)", v);
    CHECK(un_at(NPK_UN_SIGMOID, 0, 0, 0) == 0.5f, "sigmoid(0) = 0.5");
    CHECK(isnan(un_at(NPK_UN_SIGMOID, NAN, 0, 0)), "sigmoid(NaN) must be NaN");
    v = un_at(NPK_UN_COPY, -7.25f, 0, 0);
    CHECK(v == -7.25f, "copy");
}

/* ---- softmax ---- */

static void sm_case(size_t outer, size_t n, size_t inner, int logsm, int inplace, float spread)
{
    size_t total = outer * n * inner, i;
    float *x = tu_alloc(total), *y = tu_alloc(total), *r = tu_alloc(total);
    int ok = 1;
    tu_fill(x, total, -spread, spread);
    npk_ref_softmax_f32(outer, n, inner, x, r, logsm);
    if (inplace) {
        npk_softmax_f32(outer, n, inner, x, x, logsm);
        memcpy(y, x, total * sizeof(float));
        ok &= tu_guards_ok(x, total);
    } else {
        npk_softmax_f32(outer, n, inner, x, y, logsm);
        ok &= tu_guards_ok(y, total);
    }
    /* exp differs from expf by <= 3 ulp, the sum by n*eps relative: allow
     * (8 + n) * eps relative to the value (+1 for log-softmax's offset). */
    for (i = 0; i < total; ++i)
        ok &= tu_close(y[i], r[i], (8.0 + (double)n) * FLT_EPSILON * (fabs((double)r[i]) + (logsm ? 1.0 : 0.0)) + 1e-38);
    CHECK(ok, "softmax outer=%zu n=%zu inner=%zu log=%d inplace=%d", outer, n, inner, logsm, inplace);
    tu_free(x); tu_free(y); tu_free(r);
}

static void test_softmax(void)
{
    static const size_t shapes[][3] = {
        {1, 10, 1}, {3, 7, 1}, {2, 16, 1}, {2, 17, 1}, {1, 1, 1}, {4, 33, 1}, {1, 1000, 1}, /* last axis */
        {1, 5, 8}, {2, 3, 17}, {3, 9, 15}, {2, 4, 16}, {1, 1, 33}, {2, 31, 7}, /* middle axis */
        {1, 6, 40}, {1, 13, 1}};                                                  /* axis 0 */
    size_t s;
    int logsm;
    for (s = 0; s < sizeof shapes / sizeof shapes[0]; ++s)
        for (logsm = 0; logsm < 2; ++logsm) {
            sm_case(shapes[s][0], shapes[s][1], shapes[s][2], logsm, (int)(s % 2), 5);
            sm_case(shapes[s][0], shapes[s][1], shapes[s][2], logsm, (int)(s % 2 == 0), 80);
        }
    {
        /* softmax(10000..10003) = 0.0320586, 0.0871443, 0.2368828, 0.6439142 */
        const float x[4] = {10000, 10001, 10002, 10003};
        const double want[4] = {0.0320586033, 0.0871443187, 0.2368828181, 0.6439142599};
        float y[4];
        size_t i;
        npk_softmax_f32(1, 4, 1, x, y, 0);
        for (i = 0; i < 4; ++i) CHECK(fabs(y[i] - want[i]) < 1e-6, "softmax(1000%zu) = %.7f, want %.7f", i, y[i], want[i]);
        npk_softmax_f32(1, 4, 1, x, y, 1);
        for (i = 0; i < 4; ++i)
            CHECK(fabs(y[i] - log(want[i])) < 1e-5, "log_softmax(1000%zu) = %.7f, want %.7f", i, y[i], log(want[i]));
    }
    {
        /* a NaN poisons its own row only, for rows (inner 1) and columns (inner > 1) */
        float x[3 * 20], y[3 * 20];
        size_t i;
        int ok = 1;
        tu_fill(x, 60, -1, 1);
        x[20 + 19] = NAN; /* row 1, last element (a tail lane) */
        npk_softmax_f32(3, 20, 1, x, y, 0);
        for (i = 0; i < 60; ++i) ok &= (i / 20 == 1) == (isnan(y[i]) != 0);
        CHECK(ok, "softmax: NaN must fill its row and only its row");
        tu_fill(x, 60, -1, 1);
        x[2 * 20 + 3] = NAN; /* [outer 1, n 3, inner 20]: column 3 of k=2 */
        npk_softmax_f32(1, 3, 20, x, y, 1);
        for (i = 0; i < 60; ++i) ok &= (i % 20 == 3) == (isnan(y[i]) != 0);
        CHECK(ok, "log_softmax: NaN must fill its column along the axis only");
    }
}

/* ---- reshape / transpose ---- */

static void test_reshape(void)
{
    float buf[40];
    size_t i;
    int ok = 1;
    for (i = 0; i < 40; ++i) buf[i] = (float)i;
    npk_reshape_f32(40, buf, buf);
    for (i = 0; i < 40; ++i) ok &= buf[i] == (float)i;
    npk_reshape_f32(30, buf, buf + 10); /* overlapping: memmove */
    for (i = 0; i < 30; ++i) ok &= buf[10 + i] == (float)i;
    npk_reshape_f32(30, buf + 10, buf);
    for (i = 0; i < 30; ++i) ok &= buf[i] == (float)i;
    CHECK(ok, "reshape copies with memmove semantics");
}

static void tr_case(size_t rank, const size_t *dims, const size_t *perm)
{
    size_t n = 1, d;
    float *x, *y, *r;
    int ok = 1;
    for (d = 0; d < rank; ++d) n *= dims[d];
    x = tu_alloc(n);
    y = tu_alloc(n);
    r = tu_alloc(n);
    for (d = 0; d < n; ++d) x[d] = (float)d;
    npk_ref_transpose_f32(rank, dims, perm, x, r);
    npk_transpose_f32(rank, dims, perm, x, y);
    for (d = 0; d < n; ++d) ok &= y[d] == r[d];
    CHECK(ok && tu_guards_ok(y, n), "transpose rank %zu dims %zu,%zu,.. perm %zu,%zu,..", rank, dims[0],
          rank > 1 ? dims[1] : 0, perm[0], rank > 1 ? perm[1] : 0);
    tu_free(x); tu_free(y); tu_free(r);
}

/* Next permutation in lexicographic order; 0 after the last. */
static int next_perm(size_t *p, size_t n)
{
    size_t i, j, t;
    if (n < 2) return 0;
    for (i = n - 1; i > 0 && p[i - 1] >= p[i]; --i) {}
    if (i == 0) return 0;
    for (j = n - 1; p[j] <= p[i - 1]; --j) {}
    t = p[i - 1]; p[i - 1] = p[j]; p[j] = t;
    for (j = n - 1; i < j; ++i, --j) { t = p[i]; p[i] = p[j]; p[j] = t; }
    return 1;
}

static void test_transpose(void)
{
    static const size_t sizes[] = {1, 2, 3, 5, 8, 9, 17};
    size_t rank, d, it;
    /* exact small case: [2,3] -> [3,2] */
    {
        const float x[6] = {1, 2, 3, 4, 5, 6};
        const size_t dims[2] = {2, 3}, perm[2] = {1, 0};
        float y[6];
        npk_transpose_f32(2, dims, perm, x, y);
        CHECK(y[0] == 1 && y[1] == 4 && y[2] == 2 && y[3] == 5 && y[4] == 3 && y[5] == 6, "2x3 transpose");
    }
    for (rank = 1; rank <= NPK_MAX_RANK; ++rank)
        for (it = 0; it < (rank <= 3 ? 6u : 3u); ++it) {
            size_t dims[NPK_MAX_RANK], perm[NPK_MAX_RANK];
            for (d = 0; d < rank; ++d) {
                dims[d] = rank <= 3 ? sizes[tu_rand_below(7)] : 1 + tu_rand_below(4);
                perm[d] = d;
            }
            if (rank <= 4) {
                do tr_case(rank, dims, perm); while (next_perm(perm, rank));
            } else {
                size_t k;
                for (k = 0; k < 24; ++k) {
                    for (d = rank; d-- > 1;) { /* Fisher-Yates */
                        size_t j = tu_rand_below(d + 1), t = perm[d];
                        perm[d] = perm[j]; perm[j] = t;
                    }
                    tr_case(rank, dims, perm);
                }
            }
        }
    {
        /* big 2-D and batched 2-D: full 8x8 tiles plus edges */
        const size_t d2[2] = {67, 45}, p2[2] = {1, 0}, d3[3] = {3, 33, 17}, p3[3] = {0, 2, 1}, p3b[3] = {2, 0, 1};
        tr_case(2, d2, p2);
        tr_case(3, d3, p3);
        tr_case(3, d3, p3b);
    }
}

int main(void)
{
    int rc = tu_begin("eltwise");
    if (rc) return rc;
    test_broadcast_strides();
    test_binary();
    test_binary_nan();
    test_unary();
    test_unary_special();
    test_softmax();
    test_reshape();
    test_transpose();
    return tu_end("eltwise");
}
