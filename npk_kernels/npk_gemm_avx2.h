/* npk_gemm_avx2.h - AVX2+FMA GEMM microkernel (6 x 16) and the row/vector
 * helpers the matmul, conv and pool kernels share. Private to the
 * implementation; included by npk_matmul_impl.h when NPK_HAVE_AVX2 (and not
 * AVX-512). No masked loads here: tails go through scalar loops or a local tile. */
#ifndef NPK_GEMM_AVX2_H
#define NPK_GEMM_AVX2_H
#include "npk_vmath.h"
#include "npk_gemm_config.h"

/* Block sizes: npk_gemm_config.h */

#define NPK__FMA_ROW(r)                                             \
    a = _mm256_broadcast_ss(Ap + r);                                \
    c##r##0 = _mm256_fmadd_ps(a, b0, c##r##0);                      \
    c##r##1 = _mm256_fmadd_ps(a, b1, c##r##1)
#define NPK__STORE_ROW(r)                                           \
    if (mr > r) {                                                   \
        float *p = C + (size_t)r * ldc;                             \
        if (accumulate) {                                           \
            c##r##0 = _mm256_add_ps(c##r##0, _mm256_loadu_ps(p));   \
            c##r##1 = _mm256_add_ps(c##r##1, _mm256_loadu_ps(p + 8)); \
        }                                                           \
        _mm256_storeu_ps(p, c##r##0);                               \
        _mm256_storeu_ps(p + 8, c##r##1);                           \
    }
#define NPK__TILE_ROW(r)                                            \
    _mm256_storeu_ps(tile[r], c##r##0);                             \
    _mm256_storeu_ps(tile[r] + 8, c##r##1);

static void npk__gemm_ukernel(size_t kc, const float *Ap, const float *Bp, float *C, size_t ldc,
                              size_t mr, size_t nr, int accumulate)
{
    __m256 c00 = _mm256_setzero_ps(), c01 = _mm256_setzero_ps();
    __m256 c10 = _mm256_setzero_ps(), c11 = _mm256_setzero_ps();
    __m256 c20 = _mm256_setzero_ps(), c21 = _mm256_setzero_ps();
    __m256 c30 = _mm256_setzero_ps(), c31 = _mm256_setzero_ps();
    __m256 c40 = _mm256_setzero_ps(), c41 = _mm256_setzero_ps();
    __m256 c50 = _mm256_setzero_ps(), c51 = _mm256_setzero_ps();
    size_t k;
    for (k = 0; k < kc; ++k) {
        __m256 b0 = _mm256_loadu_ps(Bp), b1 = _mm256_loadu_ps(Bp + 8), a;
        NPK__FMA_ROW(0); NPK__FMA_ROW(1); NPK__FMA_ROW(2);
        NPK__FMA_ROW(3); NPK__FMA_ROW(4); NPK__FMA_ROW(5);
        Ap += NPK__GEMM_MR;
        Bp += NPK__GEMM_NR;
    }
    if (nr == NPK__GEMM_NR) {
        NPK__STORE_ROW(0) NPK__STORE_ROW(1) NPK__STORE_ROW(2)
        NPK__STORE_ROW(3) NPK__STORE_ROW(4) NPK__STORE_ROW(5)
    } else {
        /* Partial tile: spill, then copy only the columns that exist. */
        float tile[NPK__GEMM_MR][NPK__GEMM_NR];
        size_t i, j;
        NPK__TILE_ROW(0) NPK__TILE_ROW(1) NPK__TILE_ROW(2)
        NPK__TILE_ROW(3) NPK__TILE_ROW(4) NPK__TILE_ROW(5)
        for (i = 0; i < mr; ++i)
            for (j = 0; j < nr; ++j)
                C[i * ldc + j] = accumulate ? C[i * ldc + j] + tile[i][j] : tile[i][j];
    }
}
#undef NPK__FMA_ROW
#undef NPK__STORE_ROW
#undef NPK__TILE_ROW

/* The epilogue (npk__epi_row's operations, in its order) on the n <= 8
 * lanes of row i, columns j.. of C in a register, before it is stored. */
static inline __m256 npk__act_vec8(__m256 v, npk_act act, float lo, float hi)
{
    if (act == NPK_ACT_NONE) return v;
    v = _mm256_max_ps(_mm256_set1_ps(act == NPK_ACT_RELU ? 0.0f : lo), v); /* NaN v -> v */
    if (act == NPK_ACT_CLAMP) v = _mm256_min_ps(_mm256_set1_ps(hi), v);
    return v;
}
static inline __m256 npk__epi_vec8(__m256 v, const npk__epi *e, size_t i, size_t j, size_t n)
{
    if (e->bias)
        v = _mm256_add_ps(v, e->cs ? npk__loadk256(e->bias + i * e->rs + j, n) : _mm256_set1_ps(e->bias[i * e->rs]));
    v = npk__act_vec8(v, e->act, e->lo, e->hi);
#if NPK__KEEP_CONV_RES
    if (e->res) {
        v = _mm256_add_ps(v, npk__loadk256(e->res + i * e->res_ld + j, n));
        v = npk__act_vec8(v, e->res_act, e->lo, e->hi);
    }
#endif
    return v;
}
static inline void npk__row_add_scalar(float *c, size_t n, float b)
{
    __m256 vb = _mm256_set1_ps(b);
    size_t j;
    for (j = 0; j + 8 <= n; j += 8) _mm256_storeu_ps(c + j, _mm256_add_ps(_mm256_loadu_ps(c + j), vb));
    for (; j < n; ++j) c[j] += b;
}
static inline void npk__row_add(float *c, const float *b, size_t n)
{
    size_t j;
    for (j = 0; j + 8 <= n; j += 8)
        _mm256_storeu_ps(c + j, _mm256_add_ps(_mm256_loadu_ps(c + j), _mm256_loadu_ps(b + j)));
    for (; j < n; ++j) c[j] += b[j];
}
static inline void npk__row_act(float *c, size_t n, npk_act act, float lo, float hi)
{
    size_t j;
    if (act == NPK_ACT_NONE) return;
    for (j = 0; j + 8 <= n; j += 8) _mm256_storeu_ps(c + j, npk__act_vec8(_mm256_loadu_ps(c + j), act, lo, hi));
    for (; j < n; ++j) c[j] = act == NPK_ACT_CLAMP ? npk__clampf(c[j], lo, hi) : npk__reluf(c[j]);
}
static inline void npk__axpy(size_t n, float a, const float *x, float *y)
{
    __m256 va = _mm256_set1_ps(a);
    size_t j;
    for (j = 0; j + 8 <= n; j += 8)
        _mm256_storeu_ps(y + j, _mm256_fmadd_ps(va, _mm256_loadu_ps(x + j), _mm256_loadu_ps(y + j)));
    for (; j < n; ++j) y[j] += a * x[j];
}
static inline float npk__hsum256(__m256 v)
{
    __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    s = _mm_add_ps(s, _mm_movehl_ps(s, s));
    s = _mm_add_ss(s, _mm_movehdup_ps(s));
    return _mm_cvtss_f32(s);
}
static inline void npk__dot4(size_t n, const float *x, const float *rows, size_t ld, float *out)
{
    __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps();
    __m256 s2 = _mm256_setzero_ps(), s3 = _mm256_setzero_ps();
    const float *r0 = rows, *r1 = rows + ld, *r2 = rows + 2 * ld, *r3 = rows + 3 * ld;
    size_t k;
    for (k = 0; k + 8 <= n; k += 8) {
        __m256 vx = _mm256_loadu_ps(x + k);
        s0 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(r0 + k), s0);
        s1 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(r1 + k), s1);
        s2 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(r2 + k), s2);
        s3 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(r3 + k), s3);
    }
    out[0] = npk__hsum256(s0);
    out[1] = npk__hsum256(s1);
    out[2] = npk__hsum256(s2);
    out[3] = npk__hsum256(s3);
    for (; k < n; ++k) {
        out[0] += x[k] * r0[k];
        out[1] += x[k] * r1[k];
        out[2] += x[k] * r2[k];
        out[3] += x[k] * r3[k];
    }
}
/* Same arithmetic per row as npk__dot4, so a row's value never depends on
 * whether it was computed in a group of four (threads split rows freely). */
static inline float npk__dot(size_t n, const float *x, const float *y)
{
    __m256 s0 = _mm256_setzero_ps();
    float s;
    size_t k;
    for (k = 0; k + 8 <= n; k += 8) s0 = _mm256_fmadd_ps(_mm256_loadu_ps(x + k), _mm256_loadu_ps(y + k), s0);
    s = npk__hsum256(s0);
    for (; k < n; ++k) s += x[k] * y[k];
    return s;
}
static void npk__gemv(size_t K, size_t n, const float *x, const float *B, size_t ldb, float *y,
                      int accumulate)
{
    size_t j = 0, k;
    for (; j + 32 <= n; j += 32) {
        __m256 a0 = _mm256_setzero_ps(), a1 = _mm256_setzero_ps();
        __m256 a2 = _mm256_setzero_ps(), a3 = _mm256_setzero_ps();
        for (k = 0; k < K; ++k) {
            const float *b = B + k * ldb + j;
            __m256 vx = _mm256_broadcast_ss(x + k);
            a0 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(b), a0);
            a1 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(b + 8), a1);
            a2 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(b + 16), a2);
            a3 = _mm256_fmadd_ps(vx, _mm256_loadu_ps(b + 24), a3);
        }
        if (accumulate) {
            a0 = _mm256_add_ps(a0, _mm256_loadu_ps(y + j));
            a1 = _mm256_add_ps(a1, _mm256_loadu_ps(y + j + 8));
            a2 = _mm256_add_ps(a2, _mm256_loadu_ps(y + j + 16));
            a3 = _mm256_add_ps(a3, _mm256_loadu_ps(y + j + 24));
        }
        _mm256_storeu_ps(y + j, a0);
        _mm256_storeu_ps(y + j + 8, a1);
        _mm256_storeu_ps(y + j + 16, a2);
        _mm256_storeu_ps(y + j + 24, a3);
    }
    for (; j + 8 <= n; j += 8) {
        __m256 a0 = _mm256_setzero_ps();
        for (k = 0; k < K; ++k)
            a0 = _mm256_fmadd_ps(_mm256_broadcast_ss(x + k), _mm256_loadu_ps(B + k * ldb + j), a0);
        if (accumulate) a0 = _mm256_add_ps(a0, _mm256_loadu_ps(y + j));
        _mm256_storeu_ps(y + j, a0);
    }
    if (j < n) {
        /* masked tail: the same FMA per column as the full blocks, so a
         * column's value does not depend on where a split puts it */
        static const int32_t lanes[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};
        __m256i m = _mm256_loadu_si256((const __m256i *)(const void *)(lanes + 8 - (n - j)));
        __m256 a0 = _mm256_setzero_ps();
        for (k = 0; k < K; ++k)
            a0 = _mm256_fmadd_ps(_mm256_broadcast_ss(x + k), _mm256_maskload_ps(B + k * ldb + j, m), a0);
        if (accumulate) a0 = _mm256_add_ps(a0, _mm256_maskload_ps(y + j, m));
        _mm256_maskstore_ps(y + j, m, a0);
    }
}
#endif /* NPK_GEMM_AVX2_H */
