/* test_matmul_narrow.c - the narrow-N matmul path (N <= 16, more rows than
 * the skinny path takes, A and B not transposed; e.g. a batch of 100
 * through a 10-class layer) against npk_ref_matmul_f32, around its row
 * group (6 or 12) and vector widths (8, 16), with padded leading dims,
 * every bias mode and activation; row and column parts against the full
 * call, bit for bit. */
#define NPK_IMPLEMENTATION
#include "test_util.h"

/* The tolerance of test_matmul.c: 2*(K+2)*FLT_EPSILON*(sum|a*b| + |bias|). */
static double tol(size_t K, float abs_sum, float bias)
{
    return 2.0 * (double)(K + 2) * FLT_EPSILON * ((double)abs_sum + fabs((double)bias)) + 1e-30;
}

static void narrow_case(size_t M, size_t N, size_t K, size_t pad, npk_bias_mode bm, npk_act act)
{
    size_t lda = K + pad, ldb = N + pad, ldc = N + pad, i, j;
    size_t nbias = bm == NPK_BIAS_ROW ? M : bm == NPK_BIAS_COL ? N : bm == NPK_BIAS_FULL ? M * N : 0;
    float *A = tu_alloc(M * lda + 1), *B = tu_alloc(K * ldb + 1), *bias = tu_alloc(nbias + 1);
    float *C = tu_alloc(M * ldc + 1), *R = tu_alloc(M * ldc + 1), *S = tu_alloc(M * ldc + 1);
    float *P = tu_alloc(M * ldc + 1), *absA = tu_alloc(M * lda + 1), *absB = tu_alloc(K * ldb + 1);
    npk_epilogue ep;
    int bad = 0, same = 1;
    for (i = 0; i < M; ++i)
        for (j = 0; j < lda; ++j) A[i * lda + j] = j < K ? tu_randf(-1, 1) : NAN; /* padding must not be read */
    for (i = 0; i < K; ++i)
        for (j = 0; j < ldb; ++j) B[i * ldb + j] = j < N ? tu_randf(-1, 1) : NAN;
    for (i = 0; i < M * lda; ++i) absA[i] = fabsf(A[i]);
    for (i = 0; i < K * ldb; ++i) absB[i] = fabsf(B[i]);
    tu_fill(bias, nbias, -2, 2);
    ep.bias_mode = bm;
    ep.bias = nbias ? bias : NULL;
    ep.act = act;
    ep.act_min = -0.25f;
    ep.act_max = 0.5f;
    npk_matmul_f32(M, N, K, A, lda, 0, B, ldb, 0, C, ldc, &ep);
    npk_ref_matmul_f32(M, N, K, A, lda, 0, B, ldb, 0, R, ldc, &ep);
    npk_ref_matmul_f32(M, N, K, absA, lda, 0, absB, ldb, 0, S, ldc, NULL);
    for (i = 0; i < M && !bad; ++i)
        for (j = 0; j < ldc; ++j) {
            float b = bm == NPK_BIAS_ROW ? bias[i] : bm == NPK_BIAS_COL ? bias[j % N] : bm == NPK_BIAS_FULL ? bias[i * N + j % N] : 0;
            if (j >= N) {
                if (!tu_is_sentinel(&C[i * ldc + j])) bad = 1; /* padding of C untouched */
                continue;
            }
            if (!tu_close(C[i * ldc + j], R[i * ldc + j], tol(K, S[i * ldc + j], b))) {
                fprintf(stderr, "  C[%zu,%zu] = %.9g, ref %.9g\n", i, j, C[i * ldc + j], R[i * ldc + j]);
                bad = 1;
                break;
            }
        }
    CHECK(!bad && tu_guards_ok(C, M * ldc + 1), "narrow M=%zu N=%zu K=%zu pad=%zu bias=%d act=%d", M, N, K, pad,
          (int)bm, (int)act);
    /* parts: uneven row pieces, columns split in two, in reverse order */
    {
        size_t rstep = 1 + tu_rand_below(M), csplit = tu_rand_below(N + 1), r0;
        for (r0 = (M - 1) / rstep * rstep;; r0 -= rstep) {
            npk_matmul_f32_part(M, N, K, A, lda, 0, B, ldb, 0, P, ldc, &ep, r0, r0 + rstep, csplit, N);
            npk_matmul_f32_part(M, N, K, A, lda, 0, B, ldb, 0, P, ldc, &ep, r0, r0 + rstep, 0, csplit);
            if (r0 == 0) break;
        }
        for (i = 0; i < M; ++i)
            for (j = 0; j < N; ++j) same &= tu_same(P[i * ldc + j], C[i * ldc + j]);
        CHECK(same, "narrow parts differ from the full call (M=%zu N=%zu K=%zu)", M, N, K);
    }
    tu_free(A); tu_free(B); tu_free(bias); tu_free(C); tu_free(R); tu_free(S); tu_free(P);
    tu_free(absA); tu_free(absB);
}

int main(void)
{
    static const size_t Ms[] = {13, 17, 24, 25, 100};
    static const size_t Ns[] = {2, 7, 8, 9, 10, 15, 16, 17};
    static const size_t Ks[] = {1, 3, 33, 784};
    size_t a, b, c, it = 0;
    if (tu_begin("kernels_matmul_narrow")) return 77;
    for (a = 0; a < sizeof Ms / sizeof Ms[0]; ++a)
        for (b = 0; b < sizeof Ns / sizeof Ns[0]; ++b)
            for (c = 0; c < sizeof Ks / sizeof Ks[0]; ++c, ++it)
                narrow_case(Ms[a], Ns[b], Ks[c], it % 3, (npk_bias_mode)(it % 4), (npk_act)(it % 3));
    narrow_case(100, 10, 784, 0, NPK_BIAS_COL, NPK_ACT_NONE); /* fc_softmax at batch 100 */
    return tu_end("kernels_matmul_narrow");
}
