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
/* B rows prefetched ahead: rows ldb apart are a new line or two each
 * (measured: the FC 10x784 @ 784x100 5% faster with 8 than with none) */
#define NPK__SK_AHEAD 8
/* the second vector of columns, when nr needs it */
#define NPK__SK_WIDE_LOOP(R)                                                                           \
    if (nr > NPK__SK_VL) {                                                                             \
        for (k = 0, kk = 0; k < K; ++k, B += ldb, kk += aks) {                                         \
            npk__skv b0 = NPK__SK_LOADK(B, NPK__SK_VL), b1 = NPK__SK_LOADK(B + NPK__SK_VL, nr - NPK__SK_VL); \
            if (k + NPK__SK_AHEAD < K) {                                                               \
                _mm_prefetch((const char *)(B + NPK__SK_AHEAD * ldb), _MM_HINT_T0);                    \
                _mm_prefetch((const char *)(B + NPK__SK_AHEAD * ldb + NPK__SK_W - 1), _MM_HINT_T0);    \
            }                                                                                          \
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

#if defined(NPK_HAVE_AVX512)
/* The last N % 16 columns when there are at most 8 of them (4 of the FC's
 * 100) and A's rows are contiguous: as dot products along K instead of a
 * 16-lane vector with a few lanes used. 10 rows x 4 columns cost 10 FMAs per
 * k in the column form (a quarter of the lanes used, bound by the 11 loads
 * per k); here 40 FMAs per 16 k plus the transpose of B's 4 columns. */
#define NPK__SKT_MAX 8
/* First column of the dot-product tail of a full width N (N: none). */
static size_t npk__skinny_tail_start(size_t N, size_t aks)
{
    size_t t = N % 16;
    return aks == 1 && t != 0 && t <= NPK__SKT_MAX && N > 16 ? N - t : N;
}

#define NPK__SKT_R(X) X(0) X(1) X(2) X(3) X(4)
#define NPK__SKT_ROW(r) const float *a_##r = A + (r0 + r < m ? r0 + r : m - 1) * lda;
#define NPK__SKT_DECL(r) __m512 s##r##0 = _mm512_setzero_ps(), s##r##1 = s##r##0, s##r##2 = s##r##0, s##r##3 = s##r##0;
#define NPK__SKT_FMA(r)                                                                                \
    { __m512 av = _mm512_maskz_loadu_ps(km, a_##r + k);                                                \
      s##r##0 = _mm512_fmadd_ps(av, b0, s##r##0);                                                      \
      s##r##1 = _mm512_fmadd_ps(av, b1, s##r##1);                                                      \
      s##r##2 = _mm512_fmadd_ps(av, b2, s##r##2);                                                      \
      s##r##3 = _mm512_fmadd_ps(av, b3, s##r##3); }
#define NPK__SKT_STORE(r)                                                                              \
    if (r0 + r < m) {                                                                                  \
        float *c = C + (r0 + r) * ldc + j0, v[4];                                                      \
        size_t q;                                                                                      \
        v[0] = _mm512_reduce_add_ps(s##r##0);                                                          \
        v[1] = _mm512_reduce_add_ps(s##r##1);                                                          \
        v[2] = _mm512_reduce_add_ps(s##r##2);                                                          \
        v[3] = _mm512_reduce_add_ps(s##r##3);                                                          \
        for (q = 0; q < cw; ++q) c[q] = v[q];                                                          \
    }

/* C[0:m, 0:w] = A * B[:, 0:w], w <= NPK__SKT_MAX, A[i,k] at A[i*lda + k].
 * Each element: 16 lane sums over k = lane mod 16, then one fixed reduction,
 * the same whatever m, w or the columns around it. */
static void npk__skinny_tail(size_t m, size_t w, size_t K, const float *A, size_t lda, const float *B, size_t ldb,
                             float *C, size_t ldc)
{
    /* bt[q * kv + k] = B[k, j0 + q], zero past K and past the group's columns */
    NPK_ALIGNED(64) float bt[4 * NPK__SKINNY_MAX_K];
    size_t kv = (K + 15) & ~(size_t)15, j0, k, r, r0;
    for (j0 = 0; j0 < w; j0 += 4) {
        size_t cw = w - j0 < 4 ? w - j0 : 4;
        __mmask8 cm = (__mmask8)((1u << cw) - 1u);
        for (k = 0; k < K; k += 16) {
            /* z[q] holds rows k + 4p + q in its 128-bit block p, so the
             * in-block 4x4 transpose below yields columns in k order */
            __m512 z[4], t0, t1, t2, t3;
            const float *p = B + k * ldb + j0;
            size_t kn = K - k < 16 ? K - k : 16;
            if (kn == 16 && cw == 4) {
#define NPK__SKT_Z(q)                                                                                  \
    z[q] = _mm512_castps128_ps512(_mm_loadu_ps(p + q * ldb));                                          \
    z[q] = _mm512_insertf32x4(z[q], _mm_loadu_ps(p + (4 + q) * ldb), 1);                               \
    z[q] = _mm512_insertf32x4(z[q], _mm_loadu_ps(p + (8 + q) * ldb), 2);                               \
    z[q] = _mm512_insertf32x4(z[q], _mm_loadu_ps(p + (12 + q) * ldb), 3);
                NPK__SKT_Z(0) NPK__SKT_Z(1) NPK__SKT_Z(2) NPK__SKT_Z(3)
#undef NPK__SKT_Z
            } else {
                z[0] = z[1] = z[2] = z[3] = _mm512_setzero_ps();
                for (r = 0; r < kn; ++r) {
                    __m128 row = _mm_maskz_loadu_ps(cm, p + r * ldb);
                    z[r & 3] = _mm512_mask_broadcast_f32x4(z[r & 3], (__mmask16)(0xFu << (4 * (r >> 2))), row);
                }
            }
            t0 = _mm512_unpacklo_ps(z[0], z[1]);
            t1 = _mm512_unpackhi_ps(z[0], z[1]);
            t2 = _mm512_unpacklo_ps(z[2], z[3]);
            t3 = _mm512_unpackhi_ps(z[2], z[3]);
#define NPK__UNPD(f, x, y) _mm512_castpd_ps(f(_mm512_castps_pd(x), _mm512_castps_pd(y)))
            _mm512_store_ps(bt + k, NPK__UNPD(_mm512_unpacklo_pd, t0, t2));
            _mm512_store_ps(bt + kv + k, NPK__UNPD(_mm512_unpackhi_pd, t0, t2));
            _mm512_store_ps(bt + 2 * kv + k, NPK__UNPD(_mm512_unpacklo_pd, t1, t3));
            _mm512_store_ps(bt + 3 * kv + k, NPK__UNPD(_mm512_unpackhi_pd, t1, t3));
#undef NPK__UNPD
        }
        for (r0 = 0; r0 < m; r0 += 5) {
            NPK__SKT_R(NPK__SKT_ROW)
            NPK__SKT_R(NPK__SKT_DECL)
            for (k = 0; k < K; k += 16) {
                __mmask16 km = npk__mask16(K - k);
                __m512 b0 = _mm512_load_ps(bt + k), b1 = _mm512_load_ps(bt + kv + k);
                __m512 b2 = _mm512_load_ps(bt + 2 * kv + k), b3 = _mm512_load_ps(bt + 3 * kv + k);
                NPK__SKT_R(NPK__SKT_FMA)
            }
            NPK__SKT_R(NPK__SKT_STORE)
        }
    }
}
#undef NPK__SKT_R
#undef NPK__SKT_ROW
#undef NPK__SKT_DECL
#undef NPK__SKT_FMA
#undef NPK__SKT_STORE
#else
static size_t npk__skinny_tail_start(size_t N, size_t aks)
{
    (void)aks;
    return N;
}
#endif

/* Rows [0, m) (m <= NPK__SKINNY_MAX_M) and columns [c0, c0 + n) of an
 * m x N result, K <= NPK__SKINNY_MAX_K; A[i,k] at A[i*ars + k*aks]; B and
 * C point at column c0. Which columns take the tail form depends on N only. */
static void npk__skinny(size_t m, size_t n, size_t K, const float *A, size_t ars, size_t aks, const float *B,
                        size_t ldb, float *C, size_t ldc, size_t c0, size_t N)
{
    size_t R = (m + 1) & ~(size_t)1, j, tail = npk__skinny_tail_start(N, aks);
    size_t nmain = tail > c0 ? (tail - c0 < n ? tail - c0 : n) : 0;
    for (j = 0; j < nmain; j += NPK__SK_W) {
        size_t nr = nmain - j < NPK__SK_W ? nmain - j : NPK__SK_W;
        switch (R) {
        case 2: npk__skinny_2(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 4: npk__skinny_4(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 6: npk__skinny_6(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 8: npk__skinny_8(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        case 10: npk__skinny_10(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        default: npk__skinny_12(K, A, ars, aks, B + j, ldb, C + j, ldc, m, nr); break;
        }
    }
#if defined(NPK_HAVE_AVX512)
    if (nmain < n) npk__skinny_tail(m, n - nmain, K, A, ars, B + nmain, ldb, C + nmain, ldc);
#endif
}
#undef NPK__SKINNY_DEFINE
#undef NPK__SK_DECL
#undef NPK__SK_FMA2
#undef NPK__SK_FMA1
#undef NPK__SK_ROW
#undef NPK__SK_STORE
#undef NPK__SK_WIDE_LOOP
#undef NPK__SK_AHEAD
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
