/* test_matmul.c - npk_matmul_f32 against npk_ref_matmul_f32 on odd shapes,
 * every transpose / bias / activation combination, padded leading dims, plus
 * hand-computed cases, NaN propagation and guard checks. */
#include "test_util.h"

/* Tolerance: both results are sums of K products, each within
 * K*FLT_EPSILON * sum|a_i*b_i| of the exact value (summation order differs,
 * FMA vs mul+add), so we allow 2*(K+2)*FLT_EPSILON*(sum|a_i*b_i| + |bias|)
 * plus a tiny absolute floor for sums that cancel to ~0. */
static double mm_tol(size_t K, float abs_sum, float bias)
{
    return 2.0 * (double)(K + 2) * FLT_EPSILON * ((double)abs_sum + fabs((double)bias)) + 1e-30;
}

static const char *const act_names[3] = {"none", "relu", "clamp"};

/* One case; lda/ldb/ldc get `pad` extra columns filled with NaN (inputs) or
 * the sentinel (output), so reading or writing them is caught. */
static void mm_case(size_t M, size_t N, size_t K, int ta, int tb, size_t pad, npk_bias_mode bm, npk_act act)
{
    size_t ra = ta ? K : M, ca = ta ? M : K, rb = tb ? N : K, cb = tb ? K : N;
    size_t lda = ca + pad, ldb = cb + pad, ldc = N + pad, i, j;
    size_t nbias = bm == NPK_BIAS_ROW ? M : bm == NPK_BIAS_COL ? N : bm == NPK_BIAS_FULL ? M * N : 0;
    float *A = tu_alloc(ra * lda + 1), *B = tu_alloc(rb * ldb + 1), *bias = tu_alloc(nbias + 1);
    float *C = tu_alloc(M * ldc + 1), *R = tu_alloc(M * ldc + 1), *S = tu_alloc(M * ldc + 1);
    float *absA = tu_alloc(ra * lda + 1), *absB = tu_alloc(rb * ldb + 1);
    npk_epilogue ep, *epp = &ep;
    int bad = 0;
    for (i = 0; i < ra; ++i)
        for (j = 0; j < lda; ++j) A[i * lda + j] = j < ca ? tu_randf(-1, 1) : NAN;
    for (i = 0; i < rb; ++i)
        for (j = 0; j < ldb; ++j) B[i * ldb + j] = j < cb ? tu_randf(-1, 1) : NAN;
    for (i = 0; i < ra * lda; ++i) absA[i] = fabsf(A[i]);
    for (i = 0; i < rb * ldb; ++i) absB[i] = fabsf(B[i]);
    tu_fill(bias, nbias, -2, 2);
    ep.bias_mode = bm;
    ep.bias = nbias ? bias : NULL;
    ep.act = act;
    ep.act_min = -0.25f;
    ep.act_max = 0.5f;
    if (bm == NPK_BIAS_NONE && act == NPK_ACT_NONE && (M + N) % 2) epp = NULL; /* ep may be NULL */
    npk_matmul_f32(M, N, K, A, lda, ta, B, ldb, tb, C, ldc, epp);
    npk_ref_matmul_f32(M, N, K, A, lda, ta, B, ldb, tb, R, ldc, epp);
    npk_ref_matmul_f32(M, N, K, absA, lda, ta, absB, ldb, tb, S, ldc, NULL);
    for (i = 0; i < M && !bad; ++i)
        for (j = 0; j < ldc; ++j) {
            float b = 0;
            if (j >= N) {
                if (!tu_is_sentinel(&C[i * ldc + j])) bad = 1;
                continue;
            }
            if (bm == NPK_BIAS_ROW) b = bias[i];
            if (bm == NPK_BIAS_COL) b = bias[j];
            if (bm == NPK_BIAS_FULL) b = bias[i * N + j];
            if (!tu_close(C[i * ldc + j], R[i * ldc + j], mm_tol(K, S[i * ldc + j], b))) {
                bad = 1;
                fprintf(stderr, "  C[%zu,%zu] = %.9g, ref %.9g\n", i, j, C[i * ldc + j], R[i * ldc + j]);
                break;
            }
        }
    CHECK(!bad, "matmul M=%zu N=%zu K=%zu ta=%d tb=%d pad=%zu bias=%d act=%s", M, N, K, ta, tb, pad, (int)bm,
          act_names[act]);
    CHECK(tu_guards_ok(C, M * ldc + 1) && tu_is_sentinel(&C[M * ldc]), "matmul guard M=%zu N=%zu K=%zu", M, N, K);
    tu_free(A); tu_free(B); tu_free(bias); tu_free(C); tu_free(R); tu_free(S); tu_free(absA); tu_free(absB);
}

static void test_sweeps(void)
{
    /* around SIMD width, MR (4/6/8), NR (8/16/32), primes */
    static const size_t small[] = {1, 2, 3, 5, 7, 8, 9, 13, 15, 16, 17, 31, 32, 33, 97};
    const size_t ns = sizeof small / sizeof small[0];
    size_t a, b, c;
    int t;
    for (a = 0; a < ns; ++a)
        for (b = 0; b < ns; ++b)
            for (c = 0; c < ns; c += 2)
                for (t = 0; t < 4; ++t)
                    mm_case(small[a], small[b], small[c], t & 1, t >> 1, (a + b + c) % 3, NPK_BIAS_NONE,
                            NPK_ACT_NONE);
    /* every bias mode and activation on shapes that hit the GEMM, M==1 and N==1 paths */
    {
        static const size_t shapes[][3] = {{7, 33, 19}, {1, 37, 29}, {41, 1, 23}, {2, 2, 2}, {9, 17, 1}};
        size_t s;
        int bm, act;
        for (s = 0; s < 5; ++s)
            for (bm = 0; bm < 4; ++bm)
                for (act = 0; act < 3; ++act)
                    for (t = 0; t < 4; ++t)
                        mm_case(shapes[s][0], shapes[s][1], shapes[s][2], t & 1, t >> 1, (size_t)t,
                                (npk_bias_mode)bm, (npk_act)act);
    }
    /* block boundaries: KC = 256, MC = 64/72, NC = 128; the x chunk of the
     * matrix-vector path is 1024, its output chunk 256 */
    mm_case(65, 129, 257, 0, 0, 1, NPK_BIAS_COL, NPK_ACT_RELU);
    mm_case(73, 127, 255, 1, 1, 0, NPK_BIAS_ROW, NPK_ACT_CLAMP);
    mm_case(64, 128, 256, 0, 1, 3, NPK_BIAS_FULL, NPK_ACT_NONE);
    mm_case(63, 130, 513, 1, 0, 2, NPK_BIAS_NONE, NPK_ACT_RELU);
    mm_case(145, 257, 70, 0, 0, 0, NPK_BIAS_COL, NPK_ACT_NONE);
    mm_case(10, 1, 784, 0, 0, 0, NPK_BIAS_ROW, NPK_ACT_NONE);   /* FC: W[10x784] @ x[784x1] */
    mm_case(10, 100, 784, 0, 0, 0, NPK_BIAS_ROW, NPK_ACT_NONE); /* playground FC at batch 100 (skinny path) */
    mm_case(11, 67, 2048, 1, 0, 1, NPK_BIAS_COL, NPK_ACT_RELU);  /* skinny: largest K, odd rows, A transposed */
    /* skinny reads A in place: odd rows (the row past m reads row m - 1),
     * padded lda, both layouts, a column tail below one vector */
    mm_case(9, 100, 784, 0, 0, 3, NPK_BIAS_ROW, NPK_ACT_NONE);
    mm_case(9, 100, 784, 1, 0, 3, NPK_BIAS_ROW, NPK_ACT_RELU);
    mm_case(5, 37, 333, 1, 0, 2, NPK_BIAS_FULL, NPK_ACT_CLAMP);
    mm_case(12, 49, 2049, 0, 0, 0, NPK_BIAS_FULL, NPK_ACT_CLAMP); /* K past the skinny limit: GEMM */
    mm_case(13, 40, 300, 0, 0, 2, NPK_BIAS_ROW, NPK_ACT_RELU);   /* M past the skinny limit */
    mm_case(1, 128, 784, 0, 1, 0, NPK_BIAS_COL, NPK_ACT_RELU);  /* MLP: x[1x784] @ W^T */
    mm_case(1, 300, 1100, 1, 0, 5, NPK_BIAS_COL, NPK_ACT_NONE); /* strided x, chunked */
    mm_case(300, 1, 1030, 1, 0, 2, NPK_BIAS_FULL, NPK_ACT_CLAMP);
    mm_case(257, 1, 1025, 0, 0, 1, NPK_BIAS_ROW, NPK_ACT_RELU);
    /* narrow N (<= 16) past the skinny rows, around the narrow path's row
     * pair, column block (6 or 12), vector width, K chunk (512) and its
     * smallest K (64; below it the GEMM takes them), K with a partial vector */
    {
        static const size_t Ms[] = {13, 17, 24, 25, 100}, Ns[] = {2, 6, 7, 9, 10, 12, 13, 16, 17},
                            Ks[] = {1, 3, 33, 63, 64, 97, 784};
        size_t a, b, c, it = 0;
        for (a = 0; a < 5; ++a)
            for (b = 0; b < 9; ++b)
                for (c = 0; c < 7; ++c, ++it)
                    mm_case(Ms[a], Ns[b], Ks[c], 0, 0, it % 3, (npk_bias_mode)(it % 4), (npk_act)(it % 3));
    }
    mm_case(100, 10, 784, 0, 0, 0, NPK_BIAS_COL, NPK_ACT_NONE); /* fc_softmax at batch 100 (narrow path) */
    /* A read in place, B packed (13 <= M <= 192, A not transposed): row
     * tiles of 2..12 (AVX-512) or 2..6 (AVX2) rows, odd rows, K past one
     * and two K blocks, a partial last column panel, B transposed or not */
    {
        static const size_t Ms[] = {13, 14, 25, 37, 100, 101, 192, 193}, Ns[] = {17, 33, 120, 128},
                            Ks[] = {1, 255, 400, 785};
        size_t a, b, c, it = 0;
        for (a = 0; a < 8; ++a)
            for (b = 0; b < 4; ++b)
                for (c = 0; c < 4; ++c, ++it)
                    mm_case(Ms[a], Ns[b], Ks[c], 0, (int)(it % 2), it % 3, (npk_bias_mode)(it % 4), (npk_act)(it % 3));
    }
    mm_case(100, 128, 784, 0, 0, 0, NPK_BIAS_COL, NPK_ACT_RELU);  /* MLP Linear 784->128, batch 100 */
    mm_case(100, 120, 400, 0, 0, 0, NPK_BIAS_COL, NPK_ACT_RELU);  /* LeNet Linear 400->120, batch 100 */
    mm_case(100, 128, 9216, 0, 0, 0, NPK_BIAS_COL, NPK_ACT_RELU); /* CNN Linear 9216->128, batch 100 */
    /* skinny: the last N % 16 columns (1..8 of them, N > 16, A's rows
     * contiguous) as dot products along K on AVX-512; K not a multiple of 16 */
    {
        static const size_t Ms[] = {2, 5, 10, 12}, Ns[] = {17, 20, 24, 25, 31, 100, 104},
                            Ks[] = {1, 15, 16, 33, 784, 2048};
        size_t a, b, c, it = 0;
        for (a = 0; a < 4; ++a)
            for (b = 0; b < 7; ++b)
                for (c = 0; c < 6; ++c, ++it)
                    mm_case(Ms[a], Ns[b], Ks[c], (int)(it % 5 == 4), 0, it % 3, (npk_bias_mode)(it % 4), (npk_act)(it % 3));
    }
    /* K == 0: bias (or 0) then activation */
    mm_case(3, 5, 0, 0, 0, 1, NPK_BIAS_FULL, NPK_ACT_CLAMP);
    mm_case(1, 4, 0, 1, 1, 0, NPK_BIAS_NONE, NPK_ACT_RELU);
    mm_case(6, 1, 0, 0, 1, 0, NPK_BIAS_ROW, NPK_ACT_NONE);
}

static void test_exact(void)
{
    /* [[1,2],[3,4]] @ [[5,6],[7,8]] = [[19,22],[43,50]]; + bias col [1,-100], relu */
    const float A[4] = {1, 2, 3, 4}, B[4] = {5, 6, 7, 8}, bias[2] = {1, -100};
    float C[4], Ct[4];
    npk_epilogue ep;
    memset(&ep, 0, sizeof ep);
    npk_matmul_f32(2, 2, 2, A, 2, 0, B, 2, 0, C, 2, NULL);
    CHECK(C[0] == 19 && C[1] == 22 && C[2] == 43 && C[3] == 50, "2x2 matmul gave %g %g %g %g", C[0], C[1], C[2], C[3]);
    /* A^T B^T = (BA)^T: B A = [[23,34],[31,46]] */
    npk_matmul_f32(2, 2, 2, A, 2, 1, B, 2, 1, Ct, 2, NULL);
    CHECK(Ct[0] == 23 && Ct[1] == 31 && Ct[2] == 34 && Ct[3] == 46, "2x2 trans matmul gave %g %g %g %g", Ct[0],
          Ct[1], Ct[2], Ct[3]);
    ep.bias_mode = NPK_BIAS_COL;
    ep.bias = bias;
    ep.act = NPK_ACT_RELU;
    npk_matmul_f32(2, 2, 2, A, 2, 0, B, 2, 0, C, 2, &ep);
    CHECK(C[0] == 20 && C[1] == 0 && C[2] == 44 && C[3] == 0, "2x2 bias+relu gave %g %g %g %g", C[0], C[1], C[2], C[3]);
    ep.act = NPK_ACT_CLAMP;
    ep.act_min = -1;
    ep.act_max = 30;
    npk_matmul_f32(2, 2, 2, A, 2, 0, B, 2, 0, C, 2, &ep);
    CHECK(C[0] == 20 && C[1] == -1 && C[2] == 30 && C[3] == -1, "2x2 bias+clamp gave %g %g %g %g", C[0], C[1], C[2],
          C[3]);
}

/* A NaN in row r of A makes row r of C NaN, through relu and clamp too. */
static void test_nan(void)
{
    static const size_t shapes[][3] = {{20, 40, 30}, {1, 40, 30}, {20, 1, 30}};
    size_t s, i, j;
    int act;
    for (s = 0; s < 3; ++s)
        for (act = 0; act < 3; ++act) {
            size_t M = shapes[s][0], N = shapes[s][1], K = shapes[s][2], r = M / 2;
            float *A = tu_alloc(M * K), *B = tu_alloc(K * N), *C = tu_alloc(M * N);
            npk_epilogue ep;
            int ok = 1;
            memset(&ep, 0, sizeof ep);
            ep.act = (npk_act)act;
            ep.act_min = 0;
            ep.act_max = 1;
            tu_fill(A, M * K, -1, 1);
            tu_fill(B, K * N, -1, 1);
            A[r * K + K / 3] = NAN;
            npk_matmul_f32(M, N, K, A, K, 0, B, N, 0, C, N, &ep);
            for (i = 0; i < M; ++i)
                for (j = 0; j < N; ++j)
                    if ((i == r) != isnan(C[i * N + j])) ok = 0;
            CHECK(ok, "NaN in A row %zu must give NaN exactly in C row %zu (M=%zu N=%zu act=%s)", r, r, M, N,
                  act_names[act]);
            tu_free(A); tu_free(B); tu_free(C);
        }
}

int main(void)
{
    int rc = tu_begin("matmul");
    if (rc) return rc;
    test_exact();
    test_nan();
    test_sweeps();
    return tu_end("matmul");
}
