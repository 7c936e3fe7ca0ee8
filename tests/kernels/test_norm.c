/* test_norm.c - npk_layer_norm_f32 (the dispatching kernel) and its
 * reference against a double-precision oracle: odd line lengths around the
 * vector widths, several lines, lines along an inner axis, in place,
 * constant lines (variance 0: the result is 0), large offsets (mean >> spread),
 * NaN and inf. Built once per ISA path (CMakeLists). */
#include "test_util.h"

/* y within the oracle's tolerance: the float sums of n terms each may be off
 * by about n * eps relative to their magnitudes. */
static int line_ok(size_t n, size_t inner, const float *x, const float *y, float inv_n, float eps)
{
    double s = 0, v = 0, mean, r, mx = 0;
    size_t i;
    for (i = 0; i < n; i++) s += x[i * inner];
    mean = s * inv_n;
    for (i = 0; i < n; i++) {
        double d = x[i * inner] - mean;
        v += d * d;
        if (fabs(x[i * inner]) > mx) mx = fabs(x[i * inner]);
    }
    r = 1.0 / sqrt(v * inv_n + eps);
    for (i = 0; i < n; i++) {
        double want = (x[i * inner] - mean) * r;
        double tol = (2.0 * (double)n + 16.0) * FLT_EPSILON * (fabs(want) + mx * r);
        if (!(fabs((double)y[i * inner] - want) <= tol)) {
            fprintf(stderr, "  n=%zu: y[%zu] = %.9g, want %.9g (tol %.3g)\n", n, i, y[i * inner], want, tol);
            return 0;
        }
    }
    return 1;
}

static void norm_case(size_t outer, size_t n, size_t inner, float offset, float spread, int inplace)
{
    size_t total = outer * n * inner, o, j;
    float *x = tu_alloc(total), *y = tu_alloc(total), *r = tu_alloc(total), *x0 = tu_alloc(total);
    float inv_n = (float)(1.0 / (double)n), eps = 1e-5f;
    int ok = 1;
    tu_fill(x, total, offset - spread, offset + spread);
    memcpy(x0, x, total * sizeof(float));
    npk_ref_layer_norm_f32(outer, n, inner, x, r, inv_n, eps);
    if (inplace) {
        npk_layer_norm_f32(outer, n, inner, x, x, inv_n, eps);
        memcpy(y, x, total * sizeof(float));
        ok &= tu_guards_ok(x, total);
    } else {
        npk_layer_norm_f32(outer, n, inner, x, y, inv_n, eps);
        ok &= tu_guards_ok(y, total);
    }
    for (o = 0; o < outer; o++)
        for (j = 0; j < inner; j++) {
            size_t base = o * n * inner + j;
            ok &= line_ok(n, inner, x0 + base, y + base, inv_n, eps);
            ok &= line_ok(n, inner, x0 + base, r + base, inv_n, eps);
        }
    CHECK(ok, "layer_norm outer=%zu n=%zu inner=%zu offset=%g spread=%g inplace=%d", outer, n, inner, offset, spread,
          inplace);
    tu_free(x); tu_free(y); tu_free(r); tu_free(x0);
}

static void test_shapes(void)
{
    static const size_t ns[] = {1, 2, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100, 1001};
    size_t a, o;
    for (a = 0; a < sizeof ns / sizeof ns[0]; a++)
        for (o = 1; o <= 4; o += 3) {
            norm_case(o, ns[a], 1, 0.0f, 1.0f, (int)(a % 2));
            norm_case(o, ns[a], 1, 50.0f, 3.0f, (int)((a + 1) % 2));
            norm_case(o, ns[a], 3, -2.0f, 1.0f, 0);
        }
}

static void test_special(void)
{
    float x[19], y[19];
    size_t i;
    int ok = 1;
    /* a constant line: variance 0, every result 0 */
    for (i = 0; i < 19; i++) x[i] = 3.5f;
    npk_layer_norm_f32(1, 19, 1, x, y, 1.0f / 19, 1e-5f);
    for (i = 0; i < 19; i++) ok &= y[i] == 0.0f;
    CHECK(ok, "layer_norm of a constant line must be 0");
    /* a NaN or an inf anywhere makes the whole line NaN */
    x[17] = NAN;
    npk_layer_norm_f32(1, 19, 1, x, y, 1.0f / 19, 1e-5f);
    for (i = 0, ok = 1; i < 19; i++) ok &= y[i] != y[i];
    CHECK(ok, "layer_norm of a line holding NaN must be NaN");
    x[17] = INFINITY;
    npk_layer_norm_f32(1, 19, 1, x, y, 1.0f / 19, 1e-5f);
    for (i = 0, ok = 1; i < 19; i++) ok &= y[i] != y[i];
    CHECK(ok, "layer_norm of a line holding inf must be NaN");
    /* two values: -1 and 1 exactly (eps 0) */
    x[0] = 1.0f; x[1] = 3.0f;
    npk_layer_norm_f32(1, 2, 1, x, y, 0.5f, 0.0f);
    CHECK(y[0] == -1.0f && y[1] == 1.0f, "layer_norm of {1, 3} = {%g, %g}, want {-1, 1}", y[0], y[1]);
}

int main(void)
{
    int rc = tu_begin("norm");
    if (rc) return rc;
    test_shapes();
    test_special();
    return tu_end("norm");
}
