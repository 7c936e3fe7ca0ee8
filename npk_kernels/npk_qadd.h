/* npk_qadd.h - the int8 add with rescale (the qadd op) after its two input
 * rescales became tables: y[i] = clip(apply_scale_32(ta[a[i] + 128] +
 * tb[b[i] + 128], mult, shift) + out_zp, lo, hi), the sum wrapping in int32,
 * as npk_qgemm_requant computes it (shift 1..62, mult >= 0). The AVX-512 path
 * looks the entries up (gathers, or vpermi2b with VBMI) and requantises as
 * npk_requant_avx512.h does. */
#ifndef NPK_QADD_H
#define NPK_QADD_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef struct npk_qadd_params {
    size_t n;
    const int8_t *a, *b;
    const int32_t *ta, *tb;     /* [256]: index value + 128 */
    int32_t mult, shift;        /* mult >= 0, shift 1..62 */
    int double_round;
    int32_t out_zp, lo, hi;     /* int8 values, lo <= hi */
    int8_t *y;
} npk_qadd_params;

void npk_qadd_ref(const npk_qadd_params *p);
void npk_qadd(const npk_qadd_params *p);
/* "avx512" or "scalar" (AVX2 takes the scalar loop). */
const char *npk_qadd_path(void);

#ifdef __cplusplus
}
#endif
#endif
