/* npk_gemm_scalar.h - portable C99 GEMM microkernel (4 x 8) and row/vector
 * helpers: the "fast" path when no SIMD ISA is compiled in. It shares the
 * packing and blocking code with the SIMD paths, so the scalar build tests
 * that code too. */
#ifndef NPK_GEMM_SCALAR_H
#define NPK_GEMM_SCALAR_H
#include "npk_vmath.h"
#include "npk_gemm_config.h"

/* Block sizes: npk_gemm_config.h */

static void npk__gemm_ukernel(size_t kc, const float *Ap, const float *Bp, float *C, size_t ldc,
                              size_t mr, size_t nr, int accumulate)
{
    float acc[NPK__GEMM_MR][NPK__GEMM_NR];
    size_t i, j, k;
    for (i = 0; i < NPK__GEMM_MR; ++i)
        for (j = 0; j < NPK__GEMM_NR; ++j) acc[i][j] = 0.0f;
    for (k = 0; k < kc; ++k, Ap += NPK__GEMM_MR, Bp += NPK__GEMM_NR)
        for (i = 0; i < NPK__GEMM_MR; ++i)
            for (j = 0; j < NPK__GEMM_NR; ++j) acc[i][j] += Ap[i] * Bp[j];
    for (i = 0; i < mr; ++i)
        for (j = 0; j < nr; ++j)
            C[i * ldc + j] = accumulate ? C[i * ldc + j] + acc[i][j] : acc[i][j];
}

static inline void npk__row_add_scalar(float *c, size_t n, float b)
{
    size_t j;
    for (j = 0; j < n; ++j) c[j] += b;
}
static inline void npk__row_add(float *c, const float *b, size_t n)
{
    size_t j;
    for (j = 0; j < n; ++j) c[j] += b[j];
}
static inline void npk__row_act(float *c, size_t n, npk_act act, float lo, float hi)
{
    size_t j;
    if (act == NPK_ACT_RELU)
        for (j = 0; j < n; ++j) c[j] = npk__reluf(c[j]);
    else if (act == NPK_ACT_CLAMP)
        for (j = 0; j < n; ++j) c[j] = npk__clampf(c[j], lo, hi);
}
static inline void npk__axpy(size_t n, float a, const float *x, float *y)
{
    size_t j;
    for (j = 0; j < n; ++j) y[j] += a * x[j];
}
static inline float npk__dot(size_t n, const float *x, const float *y)
{
    float s = 0.0f;
    size_t k;
    for (k = 0; k < n; ++k) s += x[k] * y[k];
    return s;
}
static inline void npk__dot4(size_t n, const float *x, const float *rows, size_t ld, float *out)
{
    size_t r;
    for (r = 0; r < 4; ++r) out[r] = npk__dot(n, x, rows + r * ld);
}
static void npk__gemv(size_t K, size_t n, const float *x, const float *B, size_t ldb, float *y,
                      int accumulate)
{
    size_t j, k;
    if (!accumulate)
        for (j = 0; j < n; ++j) y[j] = 0.0f;
    for (k = 0; k < K; ++k) npk__axpy(n, x[k], B + k * ldb, y);
}
#endif /* NPK_GEMM_SCALAR_H */
