/* test_multi.c - the npk_multi library: every ISA path this CPU can run,
 * selected with npk_isa_select() (and, with --env, through NPK_ISA), gives
 * results within tolerance of the reference kernels; unknown names are
 * rejected with a message naming them; no path above env NPK_MAX_ISA is
 * ever chosen or accepted.
 *   test_multi          select each path in turn
 *   test_multi --env    use whatever NPK_ISA chose; argv[2] = expected name
 *                       (exit 77 if the CPU or NPK_MAX_ISA excludes it);
 *                       without it, the automatic choice must be the best
 *                       path the CPU runs at or below the cap */
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "npk.h"
#include "../isa_skip.h"

static int failures, checks;
#define CHECK(c, ...) do { ++checks; if (!(c)) { ++failures; fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

static uint32_t rng = 2463534242u;
static float randf(void)
{
    rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5;
    return (float)(rng >> 8) / 16777216.0f * 2.0f - 1.0f;
}
static float *alloc_rand(size_t n)
{
    float *p = (float *)malloc((n + 1) * sizeof(float));
    size_t i;
    if (!p) exit(1);
    for (i = 0; i < n; ++i) p[i] = randf();
    return p;
}
/* |got - want| within a bound scaled by the reduction length k (inputs in
 * [-1, 1], so each result is at most k + bias in magnitude) */
static int close_all(const float *got, const float *want, size_t n, size_t k)
{
    size_t i;
    for (i = 0; i < n; ++i) {
        double tol = 2.0 * (double)(k + 2) * FLT_EPSILON * ((double)k + 2.0);
        if (!(fabs((double)got[i] - (double)want[i]) <= tol)) return 0;
    }
    return 1;
}

static void check_current(const char *isa)
{
    static const size_t shapes[][3] = {{1, 1, 1}, {7, 5, 3}, {17, 33, 65}, {1, 128, 784}, {10, 1, 784},
                                       {31, 47, 300}, {9, 100, 17}};
    size_t s, i;
    for (s = 0; s < sizeof shapes / sizeof shapes[0]; ++s) {
        size_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2];
        float *A = alloc_rand(M * K), *B = alloc_rand(K * N), *bias = alloc_rand(N);
        float *C = alloc_rand(M * N), *R = alloc_rand(M * N);
        npk_epilogue ep;
        memset(&ep, 0, sizeof ep);
        ep.bias_mode = NPK_BIAS_COL;
        ep.bias = bias;
        ep.act = NPK_ACT_RELU;
        npk_matmul_f32(M, N, K, A, K, 0, B, N, 0, C, N, &ep);
        npk_ref_matmul_f32(M, N, K, A, K, 0, B, N, 0, R, N, &ep);
        CHECK(close_all(C, R, M * N, K), "%s: matmul %zux%zux%zu differs from the reference", isa, M, N, K);
        free(A); free(B); free(bias); free(C); free(R);
    }
    {   /* conv 3x3 pad 1 (implicit im2col GEMM) and 1-channel conv */
        npk_conv2d_params p;
        size_t ny, cin;
        for (cin = 1; cin <= 5; cin += 4) {
            float *x, *w, *b, *y, *r;
            memset(&p, 0, sizeof p);
            p.n = 2; p.c_in = cin; p.h = 11; p.w = 13; p.c_out = 7; p.kh = p.kw = 3;
            p.stride_h = p.stride_w = p.dil_h = p.dil_w = p.groups = 1;
            p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = 1;
            p.act = NPK_ACT_RELU;
            ny = p.n * p.c_out * npk_conv2d_out_h(&p) * npk_conv2d_out_w(&p);
            x = alloc_rand(p.n * cin * 11 * 13); w = alloc_rand(7 * cin * 9); b = alloc_rand(7);
            y = alloc_rand(ny); r = alloc_rand(ny);
            {
                void *scratch = malloc(npk_conv2d_scratch_bytes(&p) + 64);
                npk_conv2d_f32(&p, x, w, b, y, scratch);
                free(scratch);
            }
            npk_ref_conv2d_f32(&p, x, w, b, r);
            CHECK(close_all(y, r, ny, cin * 9), "%s: conv cin=%zu differs from the reference", isa, cin);
            free(x); free(w); free(b); free(y); free(r);
        }
    }
    {   /* pooling, softmax, unary exp */
        npk_pool2d_params q;
        float *x = alloc_rand(3 * 2 * 9 * 10), *y = alloc_rand(3 * 2 * 4 * 5), *r = alloc_rand(3 * 2 * 4 * 5);
        memset(&q, 0, sizeof q);
        q.n = 3; q.c = 2; q.h = 9; q.w = 10; q.kh = q.kw = 2; q.stride_h = q.stride_w = 2;
        npk_maxpool2d_f32(&q, x, y);
        npk_ref_maxpool2d_f32(&q, x, r);
        CHECK(memcmp(y, r, sizeof(float) * 3 * 2 * 4 * 5) == 0, "%s: maxpool differs from the reference", isa);
        npk_softmax_f32(3, 37, 1, x, y, 0);
        npk_ref_softmax_f32(3, 37, 1, x, r, 0);
        CHECK(close_all(y, r, 3 * 37, 37), "%s: softmax differs from the reference", isa);
        npk_unary_f32(NPK_UN_EXP, 101, x, y, 0, 0);
        npk_ref_unary_f32(NPK_UN_EXP, 101, x, r, 0, 0);
        for (i = 0; i < 101; ++i) CHECK(fabsf(y[i] - r[i]) <= 4e-6f * fabsf(r[i]), "%s: exp[%zu] differs", isa, i);
        free(x); free(y); free(r);
    }
}

int main(int argc, char **argv)
{
    static const char *const isas[] = {"avx512", "avx2", "neon", "scalar"};
    npk_error err;
    size_t i;
    int ran = 0;
    if (argc >= 2 && strcmp(argv[1], "--env") == 0) {
        const char *want = argc >= 3 ? argv[2] : NULL, *name;
        if (want && tis_cap() >= 0 && tis_check("multi --env", want) == 77) {
            /* excluded here: npk_multi must refuse it too, naming it */
            memset(&err, 0, sizeof err);
            CHECK(npk_isa_select(want, &err) == NPK_ERR_ARGUMENT && strstr(err.message, want),
                  "%s is excluded here but npk_isa_select accepted it (or did not name it): %s", want, err.message);
            return failures ? 1 : 77;
        }
        /* NPK_ISA chose the path at the first call (a bad value exits 2) */
        name = npk_isa_name();
        CHECK(!want || strcmp(name, want) == 0, "NPK_ISA=%s but npk_isa_name() = %s", want ? want : "", name);
        CHECK(tis_rank(name) <= tis_cap(), "npk_isa_name() = %s is above NPK_MAX_ISA=%s", name,
              getenv("NPK_MAX_ISA"));
        check_current(name);
        for (i = 0; !want && i < sizeof isas / sizeof isas[0]; ++i) {
            /* auto: no better path the CPU runs under the cap may be compiled in */
            if (tis_rank(isas[i]) <= tis_rank(name) || tis_rank(isas[i]) > tis_cap() || !tis_cpu_has(isas[i]))
                continue;
            CHECK(npk_isa_select(isas[i], &err) != NPK_OK, "auto chose %s but %s was allowed and available", name,
                  isas[i]);
        }
        printf("multi --env: isa=%s NPK_MAX_ISA=%s checks=%d failures=%d\n", name,
               getenv("NPK_MAX_ISA") ? getenv("NPK_MAX_ISA") : "", checks, failures);
        return failures ? 1 : 0;
    }
    for (i = 0; i < sizeof isas / sizeof isas[0]; ++i) {
        memset(&err, 0, sizeof err);
        if (npk_isa_select(isas[i], &err) != NPK_OK) {
            CHECK(strstr(err.message, isas[i]) != NULL, "refusal of %s does not name it: %s", isas[i], err.message);
            printf("multi: %s not runnable here: %s\n", isas[i], err.message);
            continue;
        }
        CHECK(strcmp(npk_isa_name(), isas[i]) == 0, "selected %s, npk_isa_name() = %s", isas[i], npk_isa_name());
        CHECK(tis_rank(isas[i]) <= tis_cap(), "%s accepted above NPK_MAX_ISA=%s", isas[i], getenv("NPK_MAX_ISA"));
        check_current(isas[i]);
        ++ran;
    }
    CHECK(ran >= 1, "no ISA path could be selected");
    memset(&err, 0, sizeof err);
    CHECK(npk_isa_select("avx9000", &err) == NPK_ERR_ARGUMENT && strstr(err.message, "avx9000") &&
              strstr(err.message, "scalar"),
          "unknown ISA not rejected clearly: '%s'", err.message);
    CHECK(npk_isa_select("auto", &err) == NPK_OK && npk_isa_select(NULL, &err) == NPK_OK, "auto not accepted");
    printf("multi: paths run=%d checks=%d failures=%d\n", ran, checks, failures);
    return failures ? 1 : 0;
}
