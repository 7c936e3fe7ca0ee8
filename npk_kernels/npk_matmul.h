/* npk_matmul.h - 2-D float32 matmul with a fused bias + activation epilogue. */
#ifndef NPK_MATMUL_H
#define NPK_MATMUL_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef enum npk_act {
    NPK_ACT_NONE = 0,
    NPK_ACT_RELU = 1,  /* max(x, 0); NaN stays NaN */
    NPK_ACT_CLAMP = 2  /* min(max(x, act_min), act_max); NaN stays NaN */
} npk_act;

typedef enum npk_bias_mode {
    NPK_BIAS_NONE = 0,
    NPK_BIAS_ROW = 1,  /* bias[M]: one value per output row (playground FC: 10x1) */
    NPK_BIAS_COL = 2,  /* bias[N]: one value per output column (nn.Linear) */
    NPK_BIAS_FULL = 3  /* bias[M*N], row-major with row stride N */
} npk_bias_mode;

typedef struct npk_epilogue {
    npk_bias_mode bias_mode;
    const float *bias;
    npk_act act;
    float act_min, act_max; /* used by NPK_ACT_CLAMP */
} npk_epilogue;

/* C[M,N] = op(A)[M,K] * op(B)[K,N], then bias, then activation.
 * A is stored M x K with row stride lda (K x M if trans_a); B is stored K x N
 * with row stride ldb (N x K if trans_b); C has row stride ldc. ep may be NULL.
 * C must not overlap A, B or the bias. K == 0 gives bias (or 0) + activation. */
void npk_ref_matmul_f32(size_t M, size_t N, size_t K,
                        const float *A, size_t lda, int trans_a,
                        const float *B, size_t ldb, int trans_b,
                        float *C, size_t ldc, const npk_epilogue *ep);
/* Same contract; takes the fastest path compiled in (see npk_isa_name()). */
void npk_matmul_f32(size_t M, size_t N, size_t K,
                    const float *A, size_t lda, int trans_a,
                    const float *B, size_t ldb, int trans_b,
                    float *C, size_t ldc, const npk_epilogue *ep);
/* The part of npk_matmul_f32's result in rows [r0, r1) and columns [c0, c1)
 * of C (ranges are clipped to M and N). Every element is computed exactly as
 * the full call computes it, so parts that cover C, run in any order or
 * concurrently, give a result bit-identical to one npk_matmul_f32 call.
 * Arguments are those of the full call. */
void npk_matmul_f32_part(size_t M, size_t N, size_t K,
                         const float *A, size_t lda, int trans_a,
                         const float *B, size_t ldb, int trans_b,
                         float *C, size_t ldc, const npk_epilogue *ep,
                         size_t r0, size_t r1, size_t c0, size_t c1);

#ifdef __cplusplus
}
#endif
#endif
