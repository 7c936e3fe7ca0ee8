/* npk_matmul_narrow.h - C[M, N] = A[M, K] B[K, N] for narrow N (<= 16),
 * e.g. a batch through a 10-class output layer. Private to the
 * implementation; included by npk_matmul_impl.h.
 *
 * The blocked GEMM pads N to its 32-wide panels (3.2x wasted FMAs for
 * N = 10) and packs all of A. Here rows of A, contiguous along K, are loaded
 * a vector of k at a time and multiplied with B's columns, which are
 * transposed once per K chunk into Bt[COLS][NPK__NW_KC] (zero padded): a
 * block of ROWS x COLS accumulators, reduced across lanes at the end of the
 * chunk, chunks added in order. (Broadcasting A instead needs one pointer
 * per row, which gcc spills: measured 3x slower.) Each C element's
 * arithmetic depends only on K, never on the row, column or part it falls
 * in, so any split of the call is bit-identical to the whole. */
#ifndef NPK_MATMUL_NARROW_H
#define NPK_MATMUL_NARROW_H
#include "npk_vmath.h"

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
#define NPK__NARROW_MAX_N 16
/* Below this K the lane reductions at the end of each dot product cost more
 * than the FMAs (the transformer's attention P @ V, K = 32, N = 16: 19
 * GFLOP/s): those go to the GEMM. */
#define NPK__NARROW_MIN_K 64
#define NPK__NW_KC 512 /* K chunk */
#if defined(NPK_HAVE_AVX512)
#define NPK__NW_VL 16
#define NPK__NW_ROWS 2
#define NPK__NW_COLS 12 /* 24 accumulators of 32 zmm */
typedef __m512 npk__nwv;
#define NPK__NW_LOADK(p, n) _mm512_maskz_loadu_ps(npk__mask16(n), p)
#define NPK__NW_LOAD(p) _mm512_load_ps(p)
#define NPK__NW_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define NPK__NW_ZERO() _mm512_setzero_ps()
#define NPK__NW_HSUM(v) _mm512_reduce_add_ps(v)
#else
#define NPK__NW_VL 8
#define NPK__NW_ROWS 2
#define NPK__NW_COLS 6 /* 12 accumulators + 2 rows of A + 1 column of B of 16 ymm */
typedef __m256 npk__nwv;
#define NPK__NW_LOADK(p, n) npk__loadk256(p, n)
#define NPK__NW_LOAD(p) _mm256_load_ps(p)
#define NPK__NW_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define NPK__NW_ZERO() _mm256_setzero_ps()
#define NPK__NW_HSUM(v) npk__hsum256(v)
#endif

/* C[r][j] (+)= sum over the chunk of A[r][k] Bt[j][k], r < m (<= ROWS), j < nc (<= COLS). */
static void npk__narrow_chunk(size_t m, size_t nc, size_t kn, const float *A, size_t lda, const float *Bt,
                              float *C, size_t ldc, int accumulate)
{
    npk__nwv acc[NPK__NW_ROWS][NPK__NW_COLS];
    float sums[NPK__NW_ROWS][NPK__NW_COLS];
    const float *a1 = A + (m > 1 ? lda : 0); /* a missing second row repeats the first */
    size_t r, j, k;
    for (r = 0; r < NPK__NW_ROWS; ++r)
        for (j = 0; j < NPK__NW_COLS; ++j) acc[r][j] = NPK__NW_ZERO();
    for (k = 0; k < kn; k += NPK__NW_VL) {
        npk__nwv x0 = NPK__NW_LOADK(A + k, kn - k), x1 = NPK__NW_LOADK(a1 + k, kn - k);
        for (j = 0; j < NPK__NW_COLS; ++j) {
            npk__nwv b = NPK__NW_LOAD(Bt + j * NPK__NW_KC + k);
            acc[0][j] = NPK__NW_FMA(x0, b, acc[0][j]);
            acc[1][j] = NPK__NW_FMA(x1, b, acc[1][j]);
        }
    }
    /* constant bounds first: a variable index into acc would keep it in memory */
    for (r = 0; r < NPK__NW_ROWS; ++r)
        for (j = 0; j < NPK__NW_COLS; ++j) sums[r][j] = NPK__NW_HSUM(acc[r][j]);
    for (r = 0; r < m; ++r)
        for (j = 0; j < nc; ++j) C[r * ldc + j] = accumulate ? C[r * ldc + j] + sums[r][j] : sums[r][j];
}

/* Rows [0, m), columns [0, n) (n <= 16) of C = A B, A not transposed, B
 * [K, n] rows ldb apart. */
static void npk__narrow(size_t m, size_t n, size_t K, const float *A, size_t lda, const float *B, size_t ldb,
                        float *C, size_t ldc)
{
    NPK_ALIGNED(64) float Bt[NPK__NW_COLS * NPK__NW_KC];
    size_t j0, p0, i, j, k;
    for (j0 = 0; j0 < n; j0 += NPK__NW_COLS) {
        size_t nc = n - j0 < NPK__NW_COLS ? n - j0 : NPK__NW_COLS;
        for (p0 = 0; p0 < K; p0 += NPK__NW_KC) {
            size_t kn = K - p0 < NPK__NW_KC ? K - p0 : NPK__NW_KC;
            size_t kp = (kn + NPK__NW_VL - 1) / NPK__NW_VL * NPK__NW_VL;
            for (j = 0; j < NPK__NW_COLS; ++j) {
                float *d = Bt + j * NPK__NW_KC;
                if (j < nc)
                    for (k = 0; k < kn; ++k) d[k] = B[(p0 + k) * ldb + j0 + j];
                else
                    for (k = 0; k < kn; ++k) d[k] = 0.0f;
                for (k = kn; k < kp; ++k) d[k] = 0.0f;
            }
            for (i = 0; i < m; i += NPK__NW_ROWS)
                npk__narrow_chunk(m - i < NPK__NW_ROWS ? m - i : NPK__NW_ROWS, nc, kn, A + i * lda + p0, lda, Bt,
                                  C + i * ldc + j0, ldc, p0 > 0);
        }
    }
}
#undef NPK__NW_KC
#undef NPK__NW_VL
#undef NPK__NW_ROWS
#undef NPK__NW_COLS
#undef NPK__NW_LOADK
#undef NPK__NW_LOAD
#undef NPK__NW_FMA
#undef NPK__NW_ZERO
#undef NPK__NW_HSUM
#endif /* AVX-512 or AVX2 */
#endif /* NPK_MATMUL_NARROW_H */
