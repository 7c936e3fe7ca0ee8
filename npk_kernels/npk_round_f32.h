/* npk_round_f32.h - a float rounded to int32 by TOSA's cast rules: nearest,
 * ties to even, saturating, NaN -> 0. Integer arithmetic only (no libm), so
 * the quantize kernel and the cast op, which both need it, give the same
 * integer on every target. The rule of npk__f64_to_int, in float: f - trunc(f)
 * is exact, and 0 once |f| >= 2^23. */
#ifndef NPK_ROUND_F32_H
#define NPK_ROUND_F32_H
#include <stdint.h>

static inline int32_t npk__f32_to_i32(float f)
{
    int32_t t;
    float fr;
    if (!(f > -2147483648.0f)) return f != f ? 0 : INT32_MIN;
    if (f >= 2147483648.0f) return INT32_MAX;
    t = (int32_t)f; /* toward zero */
    fr = f - (float)t;
    if (fr > 0.5f || (fr == 0.5f && (t & 1))) t++;
    else if (fr < -0.5f || (fr == -0.5f && (t & 1))) t--;
    return t;
}

#endif
