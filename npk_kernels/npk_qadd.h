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
/* An input's table: t[v + 128] = apply_scale_32(v - zp, mult, shift) of
 * TOSA's RESCALE (double rounding if asked), saturated to int32, for v =
 * -128..127; zp an int8 value, mult >= 0, shift 1..62 (clamped to it).
 * Made per call of the op, so the AVX-512 path makes it 8 entries a step
 * (the scalar loop took about 1 us per table on Zen 4: a third of ResNet-8's
 * smallest add). */
void npk_qadd_table_ref(int32_t zp, int32_t mult, int32_t shift, int double_round, int32_t t[256]);
void npk_qadd_table(int32_t zp, int32_t mult, int32_t shift, int double_round, int32_t t[256]);
/* "avx512" or "scalar" (AVX2 takes the scalar loop). */
const char *npk_qadd_path(void);

#ifdef __cplusplus
}
#endif
#endif
