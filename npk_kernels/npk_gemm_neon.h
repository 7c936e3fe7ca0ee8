/* npk_gemm_neon.h - AArch64 NEON GEMM microkernel (8 x 12) and the row/vector
 * helpers the matmul, conv and pool kernels share. Private to the
 * implementation; included by npk_matmul_impl.h when NPK_HAVE_NEON.
 * Block sizes: npk_gemm_config.h. Tails never switch to a different
 * arithmetic (a partial vector goes through a small zero-padded buffer), so
 * an element's value does not depend on its position within a split. */
#ifndef NPK_GEMM_NEON_H
#define NPK_GEMM_NEON_H
#include "npk_vmath.h"
#include "npk_gemm_config.h"

/* c<r><j> += B[j*4 .. j*4+3] * A[r] for the 8 rows r and 3 column quads j. */
#define NPK__NFMA_ROW(r, a, lane)                                   \
    c##r##0 = vfmaq_laneq_f32(c##r##0, b0, a, lane);                \
    c##r##1 = vfmaq_laneq_f32(c##r##1, b1, a, lane);                \
    c##r##2 = vfmaq_laneq_f32(c##r##2, b2, a, lane)
#define NPK__NTILE_ROW(r)                                           \
    vst1q_f32(tile[r], c##r##0);                                    \
    vst1q_f32(tile[r] + 4, c##r##1);                                \
    vst1q_f32(tile[r] + 8, c##r##2)

static void npk__gemm_ukernel(size_t kc, const float *Ap, const float *Bp, float *C, size_t ldc,
                              size_t mr, size_t nr, int accumulate)
{
    float32x4_t c00 = vdupq_n_f32(0.0f), c01 = c00, c02 = c00, c10 = c00, c11 = c00, c12 = c00;
    float32x4_t c20 = c00, c21 = c00, c22 = c00, c30 = c00, c31 = c00, c32 = c00;
    float32x4_t c40 = c00, c41 = c00, c42 = c00, c50 = c00, c51 = c00, c52 = c00;
    float32x4_t c60 = c00, c61 = c00, c62 = c00, c70 = c00, c71 = c00, c72 = c00;
    float tile[NPK__GEMM_MR][NPK__GEMM_NR];
    size_t k, i, j;
    for (k = 0; k < kc; ++k) {
        float32x4_t a0 = vld1q_f32(Ap), a1 = vld1q_f32(Ap + 4);
        float32x4_t b0 = vld1q_f32(Bp), b1 = vld1q_f32(Bp + 4), b2 = vld1q_f32(Bp + 8);
        NPK__NFMA_ROW(0, a0, 0); NPK__NFMA_ROW(1, a0, 1); NPK__NFMA_ROW(2, a0, 2); NPK__NFMA_ROW(3, a0, 3);
        NPK__NFMA_ROW(4, a1, 0); NPK__NFMA_ROW(5, a1, 1); NPK__NFMA_ROW(6, a1, 2); NPK__NFMA_ROW(7, a1, 3);
        Ap += NPK__GEMM_MR;
        Bp += NPK__GEMM_NR;
    }
    if (mr == NPK__GEMM_MR && nr == NPK__GEMM_NR) {
#define NPK__NSTORE_ROW(r)                                                              \
        {                                                                               \
            float *p = C + (size_t)r * ldc;                                             \
            if (accumulate) {                                                           \
                c##r##0 = vaddq_f32(c##r##0, vld1q_f32(p));                             \
                c##r##1 = vaddq_f32(c##r##1, vld1q_f32(p + 4));                         \
                c##r##2 = vaddq_f32(c##r##2, vld1q_f32(p + 8));                         \
            }                                                                           \
            vst1q_f32(p, c##r##0); vst1q_f32(p + 4, c##r##1); vst1q_f32(p + 8, c##r##2); \
        }
        NPK__NSTORE_ROW(0) NPK__NSTORE_ROW(1) NPK__NSTORE_ROW(2) NPK__NSTORE_ROW(3)
        NPK__NSTORE_ROW(4) NPK__NSTORE_ROW(5) NPK__NSTORE_ROW(6) NPK__NSTORE_ROW(7)
#undef NPK__NSTORE_ROW
        return;
    }
    /* partial tile: spill, then copy only the elements that exist */
    NPK__NTILE_ROW(0); NPK__NTILE_ROW(1); NPK__NTILE_ROW(2); NPK__NTILE_ROW(3);
    NPK__NTILE_ROW(4); NPK__NTILE_ROW(5); NPK__NTILE_ROW(6); NPK__NTILE_ROW(7);
    for (i = 0; i < mr; ++i)
        for (j = 0; j < nr; ++j) C[i * ldc + j] = accumulate ? C[i * ldc + j] + tile[i][j] : tile[i][j];
}
#undef NPK__NFMA_ROW
#undef NPK__NTILE_ROW

static inline void npk__row_add_scalar(float *c, size_t n, float b)
{
    float32x4_t vb = vdupq_n_f32(b);
    size_t j;
    for (j = 0; j + 4 <= n; j += 4) vst1q_f32(c + j, vaddq_f32(vld1q_f32(c + j), vb));
    for (; j < n; ++j) c[j] += b;
}
static inline void npk__row_add(float *c, const float *b, size_t n)
{
    size_t j;
    for (j = 0; j + 4 <= n; j += 4) vst1q_f32(c + j, vaddq_f32(vld1q_f32(c + j), vld1q_f32(b + j)));
    for (; j < n; ++j) c[j] += b[j];
}
/* Same rules as npk__reluf / npk__clampf: compare-and-select, so NaN stays
 * NaN and -0 stays -0. */
static inline void npk__row_act(float *c, size_t n, npk_act act, float lo, float hi)
{
    float32x4_t vlo, vhi;
    size_t j;
    if (act == NPK_ACT_NONE) return;
    if (act == NPK_ACT_RELU) lo = 0.0f;
    vlo = vdupq_n_f32(lo);
    vhi = vdupq_n_f32(hi);
    for (j = 0; j + 4 <= n; j += 4) {
        float32x4_t v = vld1q_f32(c + j);
        v = vbslq_f32(vcltq_f32(v, vlo), vlo, v);
        if (act == NPK_ACT_CLAMP) v = vbslq_f32(vcgtq_f32(v, vhi), vhi, v);
        vst1q_f32(c + j, v);
    }
    for (; j < n; ++j) c[j] = act == NPK_ACT_CLAMP ? npk__clampf(c[j], lo, hi) : npk__reluf(c[j]);
}
/* y[0:n] += a * x[0:n]; the tail goes through a padded quad (same FMA). */
static inline void npk__axpy(size_t n, float a, const float *x, float *y)
{
    float32x4_t va = vdupq_n_f32(a);
    size_t j;
    for (j = 0; j + 4 <= n; j += 4) vst1q_f32(y + j, vfmaq_f32(vld1q_f32(y + j), va, vld1q_f32(x + j)));
    if (j < n) {
        float tx[4] = {0, 0, 0, 0}, ty[4] = {0, 0, 0, 0};
        size_t q;
        for (q = 0; q < n - j; ++q) { tx[q] = x[j + q]; ty[q] = y[j + q]; }
        vst1q_f32(ty, vfmaq_f32(vld1q_f32(ty), va, vld1q_f32(tx)));
        for (q = 0; q < n - j; ++q) y[j + q] = ty[q];
    }
}
/* One accumulator per row, quads then a padded tail quad, then a lane sum. */
static inline float npk__dot(size_t n, const float *x, const float *y)
{
    float32x4_t s = vdupq_n_f32(0.0f);
    size_t k;
    for (k = 0; k + 4 <= n; k += 4) s = vfmaq_f32(s, vld1q_f32(x + k), vld1q_f32(y + k));
    if (k < n) {
        float tx[4] = {0, 0, 0, 0}, ty[4] = {0, 0, 0, 0};
        size_t q;
        for (q = 0; q < n - k; ++q) { tx[q] = x[k + q]; ty[q] = y[k + q]; }
        s = vfmaq_f32(s, vld1q_f32(tx), vld1q_f32(ty));
    }
    return vaddvq_f32(s);
}
static inline void npk__dot4(size_t n, const float *x, const float *rows, size_t ld, float *out)
{
    size_t r;
    for (r = 0; r < 4; ++r) out[r] = npk__dot(n, x, rows + r * ld);
}
/* y[j] (+)= sum_k x[k] * B[k*ldb + j] for j < n: 16 columns in registers
 * across the k loop; the last partial quad through a padded buffer. */
static void npk__gemv(size_t K, size_t n, const float *x, const float *B, size_t ldb, float *y,
                      int accumulate)
{
    size_t j = 0, k;
    for (; j + 16 <= n; j += 16) {
        float32x4_t a0 = vdupq_n_f32(0.0f), a1 = a0, a2 = a0, a3 = a0;
        for (k = 0; k < K; ++k) {
            const float *b = B + k * ldb + j;
            float32x4_t vx = vdupq_n_f32(x[k]);
            a0 = vfmaq_f32(a0, vx, vld1q_f32(b));
            a1 = vfmaq_f32(a1, vx, vld1q_f32(b + 4));
            a2 = vfmaq_f32(a2, vx, vld1q_f32(b + 8));
            a3 = vfmaq_f32(a3, vx, vld1q_f32(b + 12));
        }
        if (accumulate) {
            a0 = vaddq_f32(a0, vld1q_f32(y + j));
            a1 = vaddq_f32(a1, vld1q_f32(y + j + 4));
            a2 = vaddq_f32(a2, vld1q_f32(y + j + 8));
            a3 = vaddq_f32(a3, vld1q_f32(y + j + 12));
        }
        vst1q_f32(y + j, a0);
        vst1q_f32(y + j + 4, a1);
        vst1q_f32(y + j + 8, a2);
        vst1q_f32(y + j + 12, a3);
    }
    for (; j < n; j += 4) {
        size_t w = n - j < 4 ? n - j : 4, q;
        float32x4_t a0 = vdupq_n_f32(0.0f);
        float t[4];
        for (k = 0; k < K; ++k) {
            float tb[4] = {0, 0, 0, 0};
            for (q = 0; q < w; ++q) tb[q] = B[k * ldb + j + q];
            a0 = vfmaq_f32(a0, vdupq_n_f32(x[k]), vld1q_f32(tb));
        }
        vst1q_f32(t, a0);
        for (q = 0; q < w; ++q) y[j + q] = accumulate ? y[j + q] + t[q] : t[q];
    }
}
#endif /* NPK_GEMM_NEON_H */
