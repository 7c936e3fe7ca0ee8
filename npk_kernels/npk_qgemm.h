/* npk_qgemm.h - int8 GEMM that requantises as it writes: the fused form of
 * TOSA's integer CONV2D / FULLY_CONNECTED (weight zero point 0) followed by
 * RESCALE to int8 (input zero point 0, scale32):
 *     acc[m][n] = bias[n] + sum over k of (A[m][k] - a_zp) * W[k][n]
 *     C[m][n]   = clip(apply_scale_32(acc, mult[n], shift[n]) + out_zp, lo, hi)
 * The weights are packed once, offline (mlir2c writes them into the .tcp), in
 * the layout AVX-512 VNNI's vpdpbusd reads, and the zero-point correction is
 * folded into the bias then, so a call packs nothing:
 *   - packed W: panels of NPK_QPACK_NR columns; in a panel, for each group of
 *     4 consecutive k, NR words of 4 bytes (column n's W[k..k+3][n]); k past K
 *     and columns past N are 0. npk_qpack_bytes(N, K) bytes.
 *   - folded bias: bias[n] - (a_zp + 128) * sum_k W[k][n] (modulo 2^32), so
 *     that acc = folded + sum (A + 128) * W, the unsigned-times-signed sum
 *     vpdpbusd computes (A + 128 is A's byte with the top bit flipped).
 * Every path computes that sum exactly modulo 2^32 and the same epilogue, so
 * all are bit-exact with npk_qgemm_ref, which is bit-exact with the unfused
 * reference (npk_ref_matmul_i8 then the rescale op) for shifts 2..62. */
#ifndef NPK_QGEMM_H
#define NPK_QGEMM_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

#define NPK_QPACK_NR 16

/* Bytes of the packed weights of N columns of depth K (0 on overflow). */
static inline uint64_t npk_qpack_bytes(uint64_t N, uint64_t K)
{
    uint64_t n = (N + NPK_QPACK_NR - 1) / NPK_QPACK_NR * NPK_QPACK_NR, k = (K + 3) / 4 * 4, b;
    return npk_mul_size(n, k, &b) ? b : 0;
}

/* W[k][n] = w[k * k_stride + n * n_stride] (OHWI weights: n_stride = K,
 * k_stride = 1; a [K, N] matmul operand: k_stride = N, n_stride = 1). */
void npk_qpack_weights(const int8_t *w, size_t k_stride, size_t n_stride, size_t N, size_t K, int8_t *packed);
/* folded[n] = (bias ? bias[n * bias_stride] : 0) - (a_zp + 128) * sum_k W[k][n]. */
void npk_qpack_bias(const int8_t *w, size_t k_stride, size_t n_stride, size_t N, size_t K, const int32_t *bias,
                    size_t bias_stride, int32_t a_zp, int32_t *folded);

typedef struct npk_qgemm_params {
    size_t M, N, K;
    const int8_t *a;       /* A[m][k] = a[m * a_rs + k]; read only for k < K */
    size_t a_rs;
    const int8_t *w;       /* packed, as above */
    const int32_t *bias;   /* folded [N] */
    const int32_t *mult;   /* [N] */
    const int8_t *shift;   /* [N]; taken as 1..62 (TOSA REQUIREs 2..62) */
    int double_round;      /* TOSA DOUBLE_ROUND */
    int32_t out_zp, lo, hi; /* -128 <= lo <= hi <= 127 */
    int8_t *c;             /* C[m][n] = c[m * c_rs + n] */
    size_t c_rs;
    /* Dequantising form (cf not NULL): no rescale, C is f32,
     * cf[m * c_rs + n] = (float)acc * scale[n], as TOSA's CAST to f32 then
     * MUL (round to nearest even each); c, mult, shift are not read. */
    float *cf;
    const float *scale;    /* [N] */
} npk_qgemm_params;

/* One value through the epilogue (the scalar form every path matches). */
static inline int8_t npk_qgemm_requant(int32_t acc, int32_t mult, int shift, int double_round, int32_t out_zp,
                                       int32_t lo, int32_t hi)
{
    int64_t round, r;
    if (shift < 1) shift = 1;
    if (shift > 62) shift = 62;
    round = (int64_t)1 << (shift - 1);
    if (double_round && shift > 31) round += acc >= 0 ? (1 << 30) : -(1 << 30);
    /* |acc * mult| <= 2^62 and 0 <= round < 2^62: no overflow; the shift
     * floors like TOSA's >>; saturating to int32 before adding out_zp would
     * not change the clipped result (lo, hi are int8 values) */
    r = (int64_t)acc * mult + round;
    r = (r >= 0 ? r >> shift : ~(~r >> shift)) + out_zp; /* floor, without >> of a negative */
    return (int8_t)(r < lo ? lo : r > hi ? hi : r);
}

/* Column n of row m from its sum of products (modulo 2^32, before the bias). */
static inline void npk_qgemm_put(const npk_qgemm_params *p, size_t m, size_t n, uint32_t sum)
{
    int32_t acc = (int32_t)(sum + (uint32_t)p->bias[n]);
    if (p->cf) p->cf[m * p->c_rs + n] = (float)acc * p->scale[n];
    else p->c[m * p->c_rs + n] = npk_qgemm_requant(acc, p->mult[n], p->shift[n], p->double_round, p->out_zp, p->lo, p->hi);
}

/* The oracle on packed weights: plain loops. */
void npk_qgemm_ref(const npk_qgemm_params *p);
/* Same result, the fastest path this build and CPU have. No stack buffers. */
void npk_qgemm(const npk_qgemm_params *p);
/* "avx512-vnni" (vpdpbusd), "avx2" (vpmaddwd; also AVX-512 without VNNI), "arm-dsp"
 * (Cortex-M SMLAD) or "scalar". */
const char *npk_qgemm_path(void);

#ifdef __cplusplus
}
#endif
#endif
