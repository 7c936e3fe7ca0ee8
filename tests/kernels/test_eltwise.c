/* test_eltwise.c - binary/unary ops, softmax, reshape and transpose against
 * their references, plus hand-computed values and the NaN / overflow policy. */
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
    for (op = 0; op < NPK_BIN_COUNT_; ++op)
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
        for (i = 0; i < N; ++i) ok &= (i % 3 == 2) ? y[i] == (op == NPK_BIN_MAX ? fmaxf(a[i], b[i]) : fminf(a[i], b[i])) && !isnan(y[i]) : isnan(y[i]) != 0;
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

/* The double-precision oracle of every function of npk_binary_fns.inc and
 * its stated tolerance, as for the unary functions (un_oracle below): rel =
 * abs = 0 means the correctly rounded result, and the sign of a zero result
 * (except for max and min). 0 for a function without one: the test fails. */
static int bin_oracle(int op, double a, double b, double *y, double *rel, double *abs_tol)
{
    *rel = 0;
    *abs_tol = 0;
    switch (op) {
    case NPK_BIN_ADD: *y = a + b; return 1;
    case NPK_BIN_SUB: *y = a - b; return 1;
    case NPK_BIN_MUL: *y = a * b; return 1;
    case NPK_BIN_MAX: *y = a != a ? a : (b != b ? b : (a > b ? a : b)); return 1;
    case NPK_BIN_MIN: *y = a != a ? a : (b != b ? b : (a < b ? a : b)); return 1;
    case NPK_BIN_DIV: *y = a / b; return 1;
    case NPK_BIN_POW: *y = pow(a, b); *rel = 2; *abs_tol = 3e-45; return 1;
    /* TOSA nan_mode IGNORE: the number wins over NaN; both NaN give NaN */
    case NPK_BIN_MAX_IGNORE: *y = a != a ? b : (b != b ? a : (a >= b ? a : b)); return 1;
    case NPK_BIN_MIN_IGNORE: *y = a != a ? b : (b != b ? a : (a < b ? a : b)); return 1;
    default: return 0;
    }
}

static int bin_ok(int op, float a, float b, float got)
{
    double y, rel, at;
    float w;
    if (!bin_oracle(op, a, b, &y, &rel, &at)) return 0;
    w = (float)y;
    if (w != w) return got != got;
    if (got != got) return 0;
    if (isinf(w) || isinf(got)) return got == w;
    if (w == 0 && got == 0 && rel == 0 && at == 0 && op != NPK_BIN_MAX && op != NPK_BIN_MIN) return tu_same(got, w);
    return got == w || fabs((double)got - y) <= rel * FLT_EPSILON * fabs(y) + at;
}

/* Every function, reference and dispatching kernel, against the oracle:
 * random operands at odd lengths (vector tails), contiguous and with b
 * broadcast, then every pair of special values (NaN, +-inf, +-0, ...). */
static void test_binary_oracle(void)
{
    static const size_t ns[] = {1, 7, 9, 15, 17, 33, 101};
    static const float sv[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, -2.5f, 2.0f, 3.0f, 1e-40f,
                               -1e30f};
    enum { NS = sizeof sv / sizeof sv[0] };
    float a[NS * NS], b[NS * NS], y[NS * NS], r[NS * NS];
    size_t i, k;
    int op;
    for (op = 0; op < NPK_BIN_COUNT_; ++op) {
        double yy, rel, at;
        CHECK(bin_oracle(op, 1, 2, &yy, &rel, &at), "binary fn %d (%s) has no oracle in test_eltwise.c", op,
              npk__binary_fn_names[op]);
        for (k = 0; k < sizeof ns / sizeof ns[0]; ++k) {
            size_t n = ns[k], dims[1], st[1] = {1}, s0[1] = {0}, bad = n, bad_ref = n, bad_bc = n;
            float *xa = tu_alloc(n), *xb = tu_alloc(n), *out = tu_alloc(n), *ref = tu_alloc(n);
            dims[0] = n;
            tu_fill(xa, n, k % 2 ? -4.0f : 0.0f, 4);
            tu_fill(xb, n, -3, 3);
            npk_ref_binary_f32((npk_binary_op)op, 1, dims, xa, st, xb, st, ref);
            npk_binary_f32((npk_binary_op)op, 1, dims, xa, st, xb, st, out);
            for (i = 0; i < n; ++i) {
                if (bad_ref == n && !bin_ok(op, xa[i], xb[i], ref[i])) bad_ref = i;
                if (bad == n && !bin_ok(op, xa[i], xb[i], out[i])) bad = i;
            }
            npk_binary_f32((npk_binary_op)op, 1, dims, xa, st, xb, s0, out); /* b[0] broadcast */
            for (i = 0; i < n; ++i)
                if (bad_bc == n && !bin_ok(op, xa[i], xb[0], out[i])) bad_bc = i;
            CHECK(bad_ref == n && bad == n && bad_bc == n && tu_guards_ok(out, n),
                  "binary %s n=%zu: outside the tolerance at %zu (reference), %zu, %zu (broadcast)",
                  npk__binary_fn_names[op], n, bad_ref, bad, bad_bc);
            tu_free(xa); tu_free(xb); tu_free(out); tu_free(ref);
        }
        {
            size_t dims[1] = {NS * NS}, st[1] = {1};
            for (i = 0; i < NS * NS; ++i) {
                a[i] = sv[i / NS];
                b[i] = sv[i % NS];
            }
            npk_ref_binary_f32((npk_binary_op)op, 1, dims, a, st, b, st, r);
            npk_binary_f32((npk_binary_op)op, 1, dims, a, st, b, st, y);
            for (i = 0; i < NS * NS; ++i) {
                CHECK(bin_ok(op, a[i], b[i], r[i]), "binary %s reference: f(%g, %g) = %g", npk__binary_fn_names[op],
                      a[i], b[i], r[i]);
                CHECK(bin_ok(op, a[i], b[i], y[i]), "binary %s: f(%g, %g) = %g", npk__binary_fn_names[op], a[i],
                      b[i], y[i]);
            }
        }
    }
}

/* ---- unary ops ---- */

/* The double-precision oracle of every function of npk_unary_fns.inc and
 * its stated tolerance: |got - exact| <= rel * FLT_EPSILON * |exact| + abs,
 * or got equal to the exact value rounded to float. rel = abs = 0 means the
 * result must be that correctly rounded value (and, except for relu and
 * clamp, carry the sign of a zero result). Both the reference (scalar) and
 * the dispatching (SIMD) kernel are held to it. Returns 0 for a function
 * without an oracle, which fails the test. */
static int un_oracle(int op, double x, double p0, double p1, double *y, double *rel, double *abs_tol)
{
    *rel = 0;
    *abs_tol = 0;
    switch (op) {
    case NPK_UN_RELU: *y = x != x ? x : (x > 0 ? x : 0.0); return 1;
    /* the vector exp is within 3 ulp of expf, which is within 1 */
    case NPK_UN_EXP: *y = exp(x); *rel = 4; *abs_tol = 3e-45; return 1;
    case NPK_UN_TANH: *y = tanh(x); *rel = 5; *abs_tol = 1e-7 * FLT_EPSILON; return 1;
    case NPK_UN_SIGMOID: *y = 1.0 / (1.0 + exp(-x)); *rel = 5; *abs_tol = 1e-7 * FLT_EPSILON + 3e-45; return 1;
    case NPK_UN_CLAMP: *y = x != x ? x : (x < p0 ? p0 : (x > p1 ? p1 : x)); return 1;
    case NPK_UN_COPY: *y = x; return 1;
    case NPK_UN_LOG: *y = log(x); *rel = 2; return 1;
    case NPK_UN_RECIPROCAL: *y = 1.0 / x; return 1;
    case NPK_UN_ABS: *y = fabs(x); return 1;
    case NPK_UN_NEG: *y = -x; return 1;
    case NPK_UN_SQRT: *y = sqrt(x); return 1;
    case NPK_UN_RSQRT: *y = 1.0 / sqrt(x); *rel = 1; return 1; /* 1/sqrtf: two correctly rounded steps, within 2^-23 relative */
    case NPK_UN_FLOOR: *y = floor(x); return 1;
    case NPK_UN_CEIL: *y = ceil(x); return 1;
    case NPK_UN_ERF: *y = erf(x); *rel = 2; *abs_tol = 3e-45; return 1;
    case NPK_UN_SIN: *y = sin(x); *rel = 2; *abs_tol = 3e-45; return 1;
    case NPK_UN_COS: *y = cos(x); *rel = 2; *abs_tol = 3e-45; return 1;
    /* x*alpha and + beta each round to float: within eps/2 of |x alpha| and
     * of |x alpha + beta| (cancellation makes that absolute, not relative);
     * the clamps are exact; hardswish scales that by |x| and rounds once more */
    case NPK_UN_HARDSIGMOID: case NPK_UN_HARDSWISH: {
        double t = x * p0 + p1, e = FLT_EPSILON * (fabs(x * p0) + fabs(p1));
        t = t != t ? t : (t < 0 ? 0.0 : (t > 1 ? 1.0 : t));
        *y = op == NPK_UN_HARDSWISH ? x * t : t;
        *rel = 1;
        *abs_tol = op == NPK_UN_HARDSWISH ? fabs(x) * e : e;
        return 1;
    }
    /* x times the sigmoid (5 eps, see above), rounded once more */
    case NPK_UN_SILU:
        *y = x / (1.0 + exp(-x));
        if (x == -INFINITY) *y = NAN; /* -inf * sigmoid(-inf) = -inf * 0 */
        *rel = 6;
        *abs_tol = fabs(x) * (1e-7 * FLT_EPSILON + 3e-45) + 3e-45;
        return 1;
    default: return 0;
    }
}

static int un_zero_sign_free(int op) { return op == NPK_UN_RELU || op == NPK_UN_CLAMP; }

/* got for f(x) within the stated tolerance (1), or not (0). */
static int un_ok(int op, float x, float p0, float p1, float got)
{
    double y, rel, at;
    float w;
    if (!un_oracle(op, x, p0, p1, &y, &rel, &at)) return 0;
    w = (float)y;
    if (w != w) return got != got;
    if (got != got) return 0;
    if (isinf(w) || isinf(got)) return got == w;
    if (w == 0 && got == 0 && rel == 0 && at == 0 && !un_zero_sign_free(op)) return tu_same(got, w);
    return got == w || fabs((double)got - y) <= rel * FLT_EPSILON * fabs(y) + at;
}

static void un_case(npk_unary_op op, size_t n, float lo, float hi, int inplace)
{
    float *x = tu_alloc(n), *y = tu_alloc(n), *r = tu_alloc(n), *x0 = tu_alloc(n);
    const float p0 = -0.5f, p1 = 0.75f;
    size_t i, bad_ref = n, bad = n;
    tu_fill(x, n, lo, hi);
    memcpy(x0, x, n * sizeof(float));
    npk_ref_unary_f32(op, n, x, r, p0, p1);
    if (inplace) {
        npk_unary_f32(op, n, x, x, p0, p1);
        memcpy(y, x, n * sizeof(float));
        CHECK(tu_guards_ok(x, n), "unary in-place guards");
    } else {
        npk_unary_f32(op, n, x, y, p0, p1);
        CHECK(tu_guards_ok(y, n), "unary op=%d n=%zu guards", (int)op, n);
    }
    for (i = 0; i < n; ++i) {
        if (bad_ref == n && !un_ok(op, x0[i], p0, p1, r[i])) bad_ref = i;
        if (bad == n && !un_ok(op, x0[i], p0, p1, y[i])) bad = i;
    }
    CHECK(bad_ref == n, "unary %s reference n=%zu range [%g,%g]: f(%.9g) = %.9g is outside the tolerance",
          npk__unary_fn_names[op], n, lo, hi, bad_ref < n ? x0[bad_ref] : 0.0f, bad_ref < n ? r[bad_ref] : 0.0f);
    CHECK(bad == n, "unary %s n=%zu range [%g,%g] inplace=%d: f(%.9g) = %.9g is outside the tolerance",
          npk__unary_fn_names[op], n, lo, hi, inplace, bad < n ? x0[bad] : 0.0f, bad < n ? y[bad] : 0.0f);
    tu_free(x); tu_free(y); tu_free(r); tu_free(x0);
}

/* Every function of the table, odd lengths (vector tails) and wide ranges. */
static void test_unary(void)
{
    static const size_t ns[] = {0, 1, 7, 8, 9, 15, 16, 17, 31, 32, 33, 100, 1001};
    static const float ranges[][2] = {{-1, 1}, {-0.6f, 0.6f}, {-20, 20}, {-110, 95}, {-1e-3f, 1e-3f},
                                      {0, 5}, {-1e4f, 1e4f}};
    size_t i, r;
    int op;
    for (op = 0; op < NPK_UN_COUNT_; ++op) {
        double y, rel, at;
        CHECK(un_oracle(op, 0.5, 0, 0, &y, &rel, &at), "unary fn %d (%s) has no oracle in test_eltwise.c", op,
              npk__unary_fn_names[op]);
        for (i = 0; i < sizeof ns / sizeof ns[0]; ++i)
            for (r = 0; r < sizeof ranges / sizeof ranges[0]; ++r)
                un_case((npk_unary_op)op, ns[i], ranges[r][0], ranges[r][1], (int)((i + r) % 2));
    }
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

/* NaN, +-inf, +-0, a denormal and a few exact cases for every function,
 * reference and dispatching kernel, against the oracle. */
static void test_unary_special_all(void)
{
    static const float sv[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, 1.0f, -1.0f, 0.5f, -0.5f, 2.5f, -2.5f,
                               1e-40f, -1e-40f, 3.0f, 100.0f, -100.0f, 1e30f};
    size_t k;
    int op;
    for (op = 0; op < NPK_UN_COUNT_; ++op)
        for (k = 0; k < sizeof sv / sizeof sv[0]; ++k) {
            float r;
            npk_ref_unary_f32((npk_unary_op)op, 1, &sv[k], &r, -0.5f, 0.75f);
            CHECK(un_ok(op, sv[k], -0.5f, 0.75f, r), "unary %s reference: f(%g) = %g", npk__unary_fn_names[op],
                  sv[k], r);
            r = un_at((npk_unary_op)op, sv[k], -0.5f, 0.75f);
            CHECK(un_ok(op, sv[k], -0.5f, 0.75f, r), "unary %s: f(%g) = %g", npk__unary_fn_names[op], sv[k], r);
        }
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

/* hardsigmoid, hardswish and silu replace chains of ops mlir2c used to emit
 * (x*alpha, +beta, relu, min 1, *x; sigmoid, *x): each must give that
 * chain's result bit for bit, on the SIMD path (body and tail) and the
 * reference, NaN and infinities included. */
static void act_chain(int simd, npk_unary_op op, size_t n, const float *x, float *y, float alpha, float beta)
{
    void (*un)(npk_unary_op, size_t, const float *, float *, float, float) = simd ? npk_unary_f32 : npk_ref_unary_f32;
    void (*bin)(npk_binary_op, size_t, const size_t *, const float *, const size_t *, const float *, const size_t *,
                float *) = simd ? npk_binary_f32 : npk_ref_binary_f32;
    size_t dims[1], one[1] = {1}, zero[1] = {0};
    float *t = tu_alloc(n);
    dims[0] = n;
    if (op == NPK_UN_SILU) {
        un(NPK_UN_SIGMOID, n, x, t, 0, 0);
    } else {
        bin(NPK_BIN_MUL, 1, dims, x, one, &alpha, zero, t);
        bin(NPK_BIN_ADD, 1, dims, t, one, &beta, zero, t);
        un(NPK_UN_RELU, n, t, t, 0, 0);
        {
            float c1 = 1.0f;
            bin(NPK_BIN_MIN, 1, dims, t, one, &c1, zero, t);
        }
    }
    if (op == NPK_UN_HARDSIGMOID) memcpy(y, t, n * sizeof(float));
    else bin(NPK_BIN_MUL, 1, dims, x, one, t, one, y);
    tu_free(t);
}

static void test_unary_act_chains(void)
{
    static const npk_unary_op ops[] = {NPK_UN_HARDSIGMOID, NPK_UN_HARDSWISH, NPK_UN_SILU};
    static const float ab[][2] = {{1.0f / 6.0f, 0.5f}, {0.2f, 0.5f}, {-0.5f, 0.75f}};
    static const float sv[] = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -3.0f, 3.0f, -2.5f, 2.5f, 1e-40f, 1e30f, -1e30f};
    static const size_t ns[] = {1, 7, 8, 9, 15, 16, 17, 33, 1001};
    size_t o, k, i, j, s;
    for (o = 0; o < 3; ++o)
        for (k = 0; k < 3; ++k)
            for (i = 0; i < sizeof ns / sizeof ns[0]; ++i)
                for (s = 0; s < 2; ++s) {
                    size_t n = ns[i], bad = n;
                    float *x = tu_alloc(n), *y = tu_alloc(n), *c = tu_alloc(n);
                    tu_fill(x, n, -8, 8);
                    for (j = 0; j < n; j += 3) x[j] = sv[(j / 3) % (sizeof sv / sizeof sv[0])];
                    if (s) npk_unary_f32(ops[o], n, x, y, ab[k][0], ab[k][1]);
                    else npk_ref_unary_f32(ops[o], n, x, y, ab[k][0], ab[k][1]);
                    act_chain((int)s, ops[o], n, x, c, ab[k][0], ab[k][1]);
                    for (j = 0; j < n && bad == n; ++j)
                        if (!tu_same(y[j], c[j]) && !(y[j] != y[j] && c[j] != c[j])) bad = j;
                    CHECK(bad == n, "unary %s (%s) alpha %g beta %g n=%zu: f(%.9g) = %.9g, the op chain gives %.9g",
                          npk__unary_fn_names[ops[o]], s ? "simd" : "reference", ab[k][0], ab[k][1], n,
                          bad < n ? x[bad] : 0.0f, bad < n ? y[bad] : 0.0f, bad < n ? c[bad] : 0.0f);
                    tu_free(x); tu_free(y); tu_free(c);
                }
    CHECK(isnan(un_at(NPK_UN_HARDSWISH, NAN, 1.0f / 6, 0.5f)) && isnan(un_at(NPK_UN_HARDSIGMOID, NAN, 0.2f, 0.5f)) &&
          isnan(un_at(NPK_UN_SILU, NAN, 0, 0)), "hardswish/hardsigmoid/silu of NaN must be NaN");
    CHECK(un_at(NPK_UN_HARDSWISH, 3, 1.0f / 6, 0.5f) == 3.0f && un_at(NPK_UN_HARDSWISH, -3, 1.0f / 6, 0.5f) == 0.0f &&
          un_at(NPK_UN_HARDSWISH, INFINITY, 1.0f / 6, 0.5f) == INFINITY, "hardswish(3), (-3), (inf)");
    CHECK(un_at(NPK_UN_HARDSIGMOID, 10, 0.2f, 0.5f) == 1.0f && un_at(NPK_UN_HARDSIGMOID, -10, 0.2f, 0.5f) == 0.0f &&
          un_at(NPK_UN_HARDSIGMOID, 0, 0.2f, 0.5f) == 0.5f, "hardsigmoid(10), (-10), (0)");
    CHECK(un_at(NPK_UN_SILU, 0, 0, 0) == 0.0f && un_at(NPK_UN_SILU, INFINITY, 0, 0) == INFINITY &&
          un_at(NPK_UN_SILU, 100, 0, 0) == 100.0f, "silu(0), (inf), (100)");
}

/* ---- erf: the bound npk_erf.h states ---- */

/* |got - erf(x)| in ulps of the exact value (the spacing of the float
 * nearest it; 2^-149 below FLT_MIN), HUGE_VAL when NaN/inf/zero-sign differ. */
static double erf_ulps(float x, float got)
{
    double exact = erf((double)x), ulp;
    float w = (float)exact;
    if (w != w) return got != got ? 0 : HUGE_VAL;
    if (got != got) return HUGE_VAL;
    if (w == 0) return got == 0 && signbit(got) == signbit(w) ? 0 : HUGE_VAL;
    ulp = fabsf(w) < FLT_MIN ? 0x1p-149 : (double)(nextafterf(fabsf(w), INFINITY) - fabsf(w));
    return fabs((double)got - exact) / ulp;
}

/* Every 4093rd float bit pattern (over a million, both signs, denormals,
 * inf and NaN patterns included) plus the region where the two pieces of
 * npk_erf.h meet and where erf reaches 1, through the dispatching kernel
 * (vector body and tail) and the reference: within ERF_MAX_ULPS of double
 * erf (the full sweep, tools/perf/erf_sweep.c, measured 1.35 ulp at most
 * over all 2^32 floats; npk_erf.h); libm's erff
 * is held to 2 ulp on the same points to show the oracle is sound. */
#define ERF_MAX_ULPS 1.5
static void test_erf_bound(void)
{
    enum { CHUNK = 1024 };
    float *x = tu_alloc(CHUNK), *y = tu_alloc(CHUNK), *r = tu_alloc(CHUNK);
    double worst = 0, worst_ref = 0, worst_libm = 0;
    float at = 0;
    uint64_t u = 0;
    size_t n = 0, i, total = 0;
    int pass;
    for (pass = 0; pass < 2; ++pass) {
        for (;;) {
            n = 0;
            if (pass == 0) {
                for (; n < CHUNK && u < 0x100000000ull; u += 4093) {
                    uint32_t b = (uint32_t)u;
                    memcpy(&x[n++], &b, 4);
                }
            } else {
                /* dense near the split (0.921875), near 4 and near 3.9 (erf -> 1) */
                static const float around[] = {0.921875f, 4.0f, 3.9192059f, 1e-38f, 0.0f};
                for (; n < CHUNK && u < 5 * 200; ++u) {
                    float v = around[u / 200];
                    int k = (int)(u % 200) - 100;
                    for (; k > 0; --k) v = nextafterf(v, INFINITY);
                    for (; k < 0; ++k) v = nextafterf(v, -INFINITY);
                    x[n++] = (u & 1) ? -v : v;
                }
            }
            if (n == 0) break;
            npk_unary_f32(NPK_UN_ERF, n, x, y, 0, 0);
            npk_ref_unary_f32(NPK_UN_ERF, n, x, r, 0, 0);
            for (i = 0; i < n; ++i) {
                double e = erf_ulps(x[i], y[i]), er = erf_ulps(x[i], r[i]), el = erf_ulps(x[i], erff(x[i]));
                if (e > worst) { worst = e; at = x[i]; }
                if (er > worst_ref) worst_ref = er;
                if (el > worst_libm) worst_libm = el;
            }
            total += n;
        }
        u = 0;
    }
    CHECK(worst <= ERF_MAX_ULPS, "erf (%s path): %.3f ulp at %a over %zu points, bound %.1f", npk_isa_name(), worst,
          at, total, ERF_MAX_ULPS);
    CHECK(worst_ref <= ERF_MAX_ULPS, "erf reference: %.3f ulp, bound %.1f", worst_ref, ERF_MAX_ULPS);
    CHECK(worst_libm <= 2.0, "libm erff: %.3f ulp (the double oracle or libm looks wrong)", worst_libm);
    CHECK(total > 1000000, "erf sweep covered only %zu points", total);
    /* exact special values through body and tail */
    CHECK(un_at(NPK_UN_ERF, INFINITY, 0, 0) == 1.0f && un_at(NPK_UN_ERF, -INFINITY, 0, 0) == -1.0f, "erf(+-inf)");
    CHECK(un_at(NPK_UN_ERF, 4.0f, 0, 0) == 1.0f && un_at(NPK_UN_ERF, 1e30f, 0, 0) == 1.0f, "erf(4), erf(1e30) = 1");
    CHECK(isnan(un_at(NPK_UN_ERF, NAN, 0, 0)), "erf(NaN) must be NaN");
    CHECK(tu_same(un_at(NPK_UN_ERF, -0.0f, 0, 0), -0.0f) && tu_same(un_at(NPK_UN_ERF, 0.0f, 0, 0), 0.0f), "erf(+-0)");
    CHECK(un_at(NPK_UN_ERF, 1e-40f, 0, 0) > 1e-40f, "erf(1e-40) = %g (a denormal must not flush)",
          un_at(NPK_UN_ERF, 1e-40f, 0, 0));
    printf("erf %s: max %.3f ulp at %a, reference %.3f, libm erff %.3f (%zu points)\n", npk_isa_name(), worst, at,
               worst_ref, worst_libm, total);
    tu_free(x); tu_free(y); tu_free(r);
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
    test_binary_oracle();
    test_unary();
    test_unary_special();
    test_unary_special_all();
    test_unary_act_chains();
    test_erf_bound();
    test_softmax();
    test_reshape();
    test_transpose();
    return tu_end("eltwise");
}
