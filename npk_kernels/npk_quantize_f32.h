/* npk_quantize_f32.h - the quantize op's loop (a float input to int8, as
 * TOSA's MUL by a constant, CAST to i32 and one-scale RESCALE write it):
 *     y = clip(apply_scale_32(cast_i32(x * scale) - in_zp, mult, shift) + out_zp, -128, 127)
 * cast_i32: nearest, ties to even, saturating, NaN -> 0. The AVX-512 path
 * (in_zp 0, what the exporter writes) does 16 values per step (with
 * multiplier 2^k and shift k, the exporter's identity rescale, in 32-bit
 * lanes: clip(v + out_zp)); otherwise: the f32
 * product, vcvtps2dq under the default rounding, the saturation fixed up,
 * and the 64-bit-lane rescale of npk_qgemm_requant; npk_quantize_f32_ref is
 * the scalar oracle. */
#ifndef NPK_QUANTIZE_F32_H
#define NPK_QUANTIZE_F32_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_quantize_params {
    size_t n;
    const float *x;
    float scale;
    int32_t mult, shift;        /* mult >= 0, shift 1..62 */
    int double_round;
    int32_t in_zp, out_zp;      /* |in_zp| <= 65536, out_zp an int8 value */
    int8_t *y;
} npk_quantize_params;

void npk_quantize_f32_ref(const npk_quantize_params *p);
void npk_quantize_f32(const npk_quantize_params *p);
const char *npk_quantize_f32_path(void);

#ifdef __cplusplus
}
#endif
#endif
