/* npk_matmul_i8.h - int8 x int8 -> int32 matrix product with zero points, as
 * TOSA's integer MATMUL, CONV2D and FULLY_CONNECTED accumulate:
 *     C[m][n] = bias + sum over k of (A[m][k] - a_zp) * (B[k][n] - b_zp)
 * in 32 bits, wrapping modulo 2^32 (TOSA REQUIREs no overflow; where a
 * caller overflows anyway, every path gives the reference's wrapped value).
 * Operands are addressed by strides, so transposed or im2col'd views need no
 * copy. The fast paths are bit-exact with npk_ref_matmul_i8 for any shape,
 * zero point and value: they compute sum a*b exactly (no saturating
 * instruction) and apply the zero points as row/column-sum corrections, an
 * identity that holds exactly modulo 2^32. */
#ifndef NPK_MATMUL_I8_H
#define NPK_MATMUL_I8_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_matmul_i8_params {
    size_t M, N, K;
    const int8_t *a; /* A[m][k] = a[m * a_rs + k * a_cs] */
    size_t a_rs, a_cs;
    const int8_t *b; /* B[k][n] = b[k * b_rs + n * b_cs] */
    size_t b_rs, b_cs;
    int32_t a_zp, b_zp;
    const int32_t *bias; /* NULL, or bias[m * bias_ms + n * bias_ns] (one of the two strides 0) */
    size_t bias_ms, bias_ns;
    int32_t *c; /* C[m][n] = c[m * c_rs + n * c_cs]; must not overlap a, b or bias */
    size_t c_rs, c_cs;
} npk_matmul_i8_params;

/* The oracle: plain loops, accumulation in 64 bits truncated to 32. */
void npk_ref_matmul_i8(const npk_matmul_i8_params *p);
/* Same contract, the fastest path compiled in and run by this CPU. Uses up
 * to ~200 KB of stack (packed blocks; no heap). */
void npk_matmul_i8(const npk_matmul_i8_params *p);
/* The path npk_matmul_i8 takes: "avx512-vnni" (vpdpbusd), "avx512" and
 * "avx2" (vpmaddwd on sign-extended int16) or "scalar". */
const char *npk_matmul_i8_path(void);

#ifdef __cplusplus
}
#endif
#endif
