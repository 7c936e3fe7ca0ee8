/* npk_matmul_skinny.h - skinny GEMM (few rows of C, e.g. the playground FC
 * W[10,784] @ x[784,100]): C[0:m, 0:nr] = A * B over all of K in one FMA
 * chain per element, B read in place (row stride ldb, not packed), A read in
 * place too: row i's element k is a_i[k * aks], broadcast straight from A
 * (rows past m read row m - 1 and are never stored). No packing: copying A
 * k-major on every call cost as much as three 32-column passes of FMAs on
 * the playground FC. R rows x NV vectors of C stay in registers: AVX-512 2 vectors (nr <= 32, up to 24 of 32 zmm), AVX2 one
 * (nr <= 8, up to 12 of 16 ymm). Private to the implementation; included
 * by npk_matmul_impl.h. Every element's arithmetic depends only on K, so
 * row and column parts are bit-identical to the full call. */
#ifndef NPK_MATMUL_SKINNY_H
#define NPK_MATMUL_SKINNY_H
#include "npk_vmath.h"

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
#define NPK__SKINNY_MAX_M 12
#define NPK__SKINNY_MAX_K 2048
#if defined(NPK_HAVE_AVX512)
#define NPK__SK_VL 16
#define NPK__SK_NV 2
typedef __m512 npk__skv;
#define NPK__SK_ZERO() _mm512_setzero_ps()
#define NPK__SK_SET1(x) _mm512_set1_ps(x)
#define NPK__SK_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define NPK__SK_LOADK(p, n) _mm512_maskz_loadu_ps(npk__mask16(n), p)
#define NPK__SK_STOREK(p, v, n) _mm512_mask_storeu_ps(p, npk__mask16(n), v)
#else
#define NPK__SK_VL 8
#define NPK__SK_NV 1
typedef __m256 npk__skv;
#define NPK__SK_ZERO() _mm256_setzero_ps()
#define NPK__SK_SET1(x) _mm256_set1_ps(x)
#define NPK__SK_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define NPK__SK_LOADK(p, n) npk__loadk256(p, n)
#define NPK__SK_STOREK(p, v, n) npk__storek256(p, v, n)
#endif
#define NPK__SK_W (NPK__SK_VL * NPK__SK_NV) /* columns per pass */

/* Row lists for the kernels below: named accumulators, since GCC keeps
 * arrays of vectors in memory. */
#define NPK__SK2(X) X(0) X(1)
#define NPK__SK4(X) NPK__SK2(X) X(2) X(3)
#define NPK__SK6(X) NPK__SK4(X) X(4) X(5)
#define NPK__SK8(X) NPK__SK6(X) X(6) X(7)
#define NPK__SK10(X) NPK__SK8(X) X(8) X(9)
#define NPK__SK12(X) NPK__SK10(X) X(10) X(11)
#define NPK__SK_ROW(i) const float *a_##i = A + (i < m ? i : m - 1) * ars;
#define NPK__SK_FMA1(i) c0_##i = NPK__SK_FMA(NPK__SK_SET1(a_##i[kk]), b0, c0_##i);
#if NPK__SK_NV == 2
#define NPK__SK_DECL(i) npk__skv c0_##i = NPK__SK_ZERO(), c1_##i = NPK__SK_ZERO();
#define NPK__SK_FMA2(i)                                                                                \
    { npk__skv av = NPK__SK_SET1(a_##i[kk]);                                                           \
      c0_##i = NPK__SK_FMA(av, b0, c0_##i);                                                            \
      c1_##i = NPK__SK_FMA(av, b1, c1_##i); }
#define NPK__SK_STORE(i)                                                                               \
    if (i < m) {                                                                                       \
        NPK__SK_STOREK(C + i * ldc, c0_##i, nr);                                                       \
        if (nr > NPK__SK_VL) NPK__SK_STOREK(C + i * ldc + NPK__SK_VL, c1_##i, nr - NPK__SK_VL);       \
    }
/* the second vector of columns, when nr needs it */
#define NPK__SK_WIDE_LOOP(R)                                                                           \
    if (nr > NPK__SK_VL) {                                                                             \
        for (k = 0, kk = 0; k < K; ++k, B += ldb, kk += aks) {                                         \
            npk__skv b0 = NPK__SK_LOADK(B, NPK__SK_VL), b1 = NPK__SK_LOADK(B + NPK__SK_VL, nr - NPK__SK_VL); \
            NPK__SK##R(NPK__SK_FMA2)                                                                   \
        }                                                                                              \
    } else
#else
#define NPK__SK_DECL(i) npk__skv c0_##i = NPK__SK_ZERO();
#define NPK__SK_STORE(i) if (i < m) NPK__SK_STOREK(C + i * ldc, c0_##i, nr);
#define NPK__SK_WIDE_LOOP(R)
#endif
#define NPK__SKINNY_DEFINE(R)                                                                          \
    static void npk__skinny_##R(size_t K, const float *A, size_t ars, size_t aks, const float *B,       \
                                size_t ldb, float *C, size_t ldc, size_t m, size_t nr)                  \
    {                                                                                                   \
        size_t k, kk;                                                                                   \
        NPK__SK##R(NPK__SK_ROW)                                                                         \
        NPK__SK##R(NPK__SK_DECL)                                                                        \
        NPK__SK_WIDE_LOOP(R)                                                                            \
        {                                                                                               \
            for (k = 0, kk = 0; k < K; ++k, B += ldb, kk += aks) {                                      \
                npk__skv b0 = NPK__SK_LOADK(B, nr);                                                     \
                NPK__SK##R(NPK__SK_FMA1)                                                                \
            }                                                                                           \
        }                                                                                               \
        NPK__SK##R(NPK__SK_STORE)                                                                       \
    }
NPK__SKINNY_DEFINE(2)
NPK__SKINNY_DEFINE(4)
NPK__SKINNY_DEFINE(6)
NPK__SKINNY_DEFINE(8)
NPK__SKINNY_DEFINE(10)
NPK__SKINNY_DEFINE(12)

/* Rows [0, m) (m <= NPK__SKINNY_MAX_M) and columns [0, n) of C, K <=
 * NPK__SKINNY_MAX_K; A[i,k] at A[i*ars + k*aks]. */
static void npk__skinny(size_t m, size_t n, size_t K, const float *A, size_t ars, size_t aks, const float *B,
                        size_t ldb, float *C, size_t ldc)
{
    size_t R = (m + 1) & ~(size_t)1, j;
    for (j = 0; j < n; j += NPK__SK_W) {
        size_t nr = n - j < NPK__SK_W ? n - j : NPK__SK_W;
        switch (R) {
        case 2: npk__skinny_2(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 4: npk__skinny_4(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 6: npk__skinny_6(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 8: npk__skinny_8(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 10: npk__skinny_10(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        default: npk__skinny_12(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        }
    }
}
#undef NPK__SKINNY_DEFINE
#undef NPK__SK_DECL
#undef NPK__SK_FMA2
#undef NPK__SK_FMA1
#undef NPK__SK_ROW
#undef NPK__SK_STORE
#undef NPK__SK_WIDE_LOOP
#undef NPK__SK2
#undef NPK__SK4
#undef NPK__SK6
#undef NPK__SK8
#undef NPK__SK10
#undef NPK__SK12
#undef NPK__SK_W
#undef NPK__SK_VL
#undef NPK__SK_NV
#undef NPK__SK_ZERO
#undef NPK__SK_SET1
#undef NPK__SK_FMA
#undef NPK__SK_LOADK
#undef NPK__SK_STOREK
#endif /* AVX-512 or AVX2 */
#endif /* NPK_MATMUL_SKINNY_H */
