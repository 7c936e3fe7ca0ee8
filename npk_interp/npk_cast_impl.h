/* npk_cast_impl.h - one element converted between the .tcp element types,
 * by TOSA 1.0 CAST's rules (the cast op and pad's value use it):
 *  - to i1: x != 0 (so NaN gives 1);
 *  - float to integer: round to nearest, ties to even, saturated to the
 *    type's range (+-inf saturate; NaN, "unpredictable" in TOSA, gives 0);
 *  - integer to integer: sign extension when widening, the low bits (two's
 *    complement wrap) when narrowing; i1 reads as 0 or 1;
 *  - to a float: round to nearest even, overflow to +-inf, NaN stays NaN,
 *    f16/bf16 denormals kept (not flushed), -0 kept; the 8/4-bit floats by
 *    npk_minifloat_impl.h's rules (no inf: NaN, or saturation for f4);
 *  - i4/i2 like the other integers at their width (one byte per element,
 *    sign-extended).
 * Every value passes through an int64 or a double: every float type is
 * exact in a double; an integer too wide for one is rounded to odd first,
 * so the final rounding is still the one correct rounding (f64 to f32 or
 * narrower rounds once from the double).
 * Inline, so a firmware build that selects only some of the ops using them
 * drops the rest. Left out of f32-only firmware builds (NPK__F32_ONLY). */
#ifndef NPK_CAST_IMPL_H
#define NPK_CAST_IMPL_H
#if !defined(NPK__F32_ONLY)
#include <math.h>
#include "npk_minifloat_impl.h"
#include "../npk_kernels/npk_round_f32.h"

/* An element in transit: a double (float types) or an int64 (the rest). */
typedef struct npk__elem { int is_float; double f; int64_t i; } npk__elem;

static inline int npk__dtype_is_float(unsigned dt)
{
    return dt == NPK_DTYPE_F32 || dt == NPK_DTYPE_F16 || dt == NPK_DTYPE_BF16 || dt == NPK_DTYPE_F64 ||
           npk__dtype_is_minifloat(dt);
}

/* Bits of an integer type (i1 counts as 8 here: its byte is 0 or 1). */
static inline unsigned npk__dtype_int_bits(unsigned dt)
{
    return dt == NPK_DTYPE_I4 ? 4u : dt == NPK_DTYPE_I2 ? 2u : 8u * npk_dtype_size(dt);
}

/* A 16-bit float with `man` mantissa bits and exponent bias `bias` (f16: 10,
 * 15; bf16: 7, 127) as a double: exact. */
static inline double npk__half_to_f64(uint16_t h, unsigned man, int bias)
{
    unsigned emax = (1u << (15u - man)) - 1u, e = (h >> man) & emax;
    double m = (double)(h & ((1u << man) - 1u)), v;
    if (e == emax) v = m != 0.0 ? (double)NAN : (double)INFINITY;
    else if (e == 0) v = ldexp(m, 1 - bias - (int)man); /* denormal */
    else v = ldexp(m + (double)(1u << man), (int)e - bias - (int)man);
    return (h & 0x8000u) ? -v : v;
}

/* x rounded to nearest even into that 16-bit format. */
static inline uint16_t npk__f64_to_half(double x, unsigned man, int bias)
{
    uint32_t emax = (1u << (15u - man)) - 1u, sign = signbit(x) ? 0x8000u : 0u, bits;
    double a = fabs(x), q, fl;
    int e;
    if (x != x) return (uint16_t)(sign | emax << man | 1u << (man - 1u)); /* quiet NaN */
    if (a == 0.0) return (uint16_t)sign;
    if (a > 1e300) return (uint16_t)(sign | emax << man); /* inf (frexp of inf is unspecified) */
    (void)frexp(a, &e);
    e -= 1; /* a = 1.f x 2^e */
    if (e < 1 - bias) e = 1 - bias; /* denormal range: the quantum stays 2^(1-bias-man) */
    q = ldexp(a, (int)man - e); /* a in quanta, < 2^(man+1): exact */
    fl = floor(q);
    if (q - fl > 0.5 || (q - fl == 0.5 && fmod(fl, 2.0) != 0.0)) fl += 1.0;
    /* normal or denormal (exponent field 0 when fl < 2^man), a carry into
     * the exponent included, by the same sum */
    bits = ((uint32_t)(e + bias) << man) + (uint32_t)fl - (1u << man);
    if (bits >= emax << man) return (uint16_t)(sign | emax << man); /* overflow: inf */
    return (uint16_t)(sign | bits);
}

/* A double as the nearest float; beyond FLT_MAX + half an ulp (only from
 * f64) the C conversion is undefined: +-inf. */
static inline float npk__f64_to_f32(double d)
{
    return d >= 3.4028235677973366e38 ? HUGE_VALF : d <= -3.4028235677973366e38 ? -HUGE_VALF : (float)d;
}

/* An int64 as a double rounded to odd: a later rounding to a float of <= 51
 * mantissa bits is then the correct rounding of the integer. */
static inline double npk__i64_to_f64(int64_t i)
{
    uint64_t m = i < 0 ? 0u - (uint64_t)i : (uint64_t)i;
    int s = 0;
    while ((m >> s) >= ((uint64_t)1 << 53)) s++;
    if (s) m = (m >> s) | ((m & (((uint64_t)1 << s) - 1u)) ? 1u : 0u);
    return (i < 0 ? -1.0 : 1.0) * ldexp((double)m, s);
}

/* d rounded to nearest even and saturated to a signed integer of `bits` bits. */
static inline int64_t npk__f64_to_int(double d, unsigned bits)
{
    double hi = (double)((uint64_t)1 << (bits - 1u)), frac; /* exact: a power of two */
    int64_t max = (int64_t)(((uint64_t)1 << (bits - 1u)) - 1u), t;
    if (d != d) return 0;
    if (d >= hi) return max;
    if (d <= -hi) return -max - 1;
    t = (int64_t)d; /* toward zero; fits: |d| < 2^63 */
    frac = d - (double)t; /* exact (0 once |d| >= 2^52) */
    if (frac > 0.5 || (frac == 0.5 && (t & 1))) t++;
    else if (frac < -0.5 || (frac == -0.5 && (t & 1))) t--;
    return t > max ? max : t < -max - 1 ? -max - 1 : t;
}

static inline npk__elem npk__load_elem(unsigned dt, const unsigned char *p)
{
    npk__elem v = {0, 0.0, 0};
    uint16_t h;
    switch (dt) {
    case NPK_DTYPE_F32: { float f; memcpy(&f, p, 4); v.f = f; v.is_float = 1; break; }
    case NPK_DTYPE_F16: memcpy(&h, p, 2); v.f = npk__half_to_f64(h, 10, 15); v.is_float = 1; break;
    case NPK_DTYPE_BF16: memcpy(&h, p, 2); v.f = npk__half_to_f64(h, 7, 127); v.is_float = 1; break;
    case NPK_DTYPE_I1: v.i = p[0] != 0; break;
    case NPK_DTYPE_I8: { int8_t x; memcpy(&x, p, 1); v.i = x; break; }
    case NPK_DTYPE_I16: { int16_t x; memcpy(&x, p, 2); v.i = x; break; }
    case NPK_DTYPE_I32: { int32_t x; memcpy(&x, p, 4); v.i = x; break; }
    case NPK_DTYPE_F64: memcpy(&v.f, p, 8); v.is_float = 1; break;
    case NPK_DTYPE_I4: v.i = (int64_t)((p[0] & 0xFu) ^ 0x8u) - 8; break; /* the low bits, sign-extended */
    case NPK_DTYPE_I2: v.i = (int64_t)((p[0] & 0x3u) ^ 0x2u) - 2; break;
    case NPK_DTYPE_I64: memcpy(&v.i, p, 8); break;
    default: v.f = npk__mf_to_f64(p[0], dt); v.is_float = 1; break; /* 8/4-bit floats */
    }
    return v;
}

static inline void npk__store_elem(unsigned dt, npk__elem v, unsigned char *p)
{
    unsigned size = npk_dtype_size(dt);
    if (npk__dtype_is_float(dt)) {
        double d = v.is_float ? v.f : npk__i64_to_f64(v.i);
        uint16_t h;
        if (dt == NPK_DTYPE_F64) { memcpy(p, &d, 8); return; }
        if (npk__dtype_is_minifloat(dt)) { p[0] = (unsigned char)npk__f64_to_mf(d, dt); return; }
        if (dt == NPK_DTYPE_F32) { float f = npk__f64_to_f32(d); memcpy(p, &f, 4); return; }
        h = dt == NPK_DTYPE_F16 ? npk__f64_to_half(d, 10, 15) : npk__f64_to_half(d, 7, 127);
        memcpy(p, &h, 2);
        return;
    }
    if (dt == NPK_DTYPE_I1) { p[0] = (unsigned char)(v.is_float ? v.f != 0.0 : v.i != 0); return; }
    {
        /* the low `size` bytes of the two's complement value (little-endian host) */
        unsigned bits = npk__dtype_int_bits(dt);
        uint64_t u = v.is_float ? (uint64_t)npk__f64_to_int(v.f, bits) : (uint64_t)v.i;
        if (bits < 8) { /* i4/i2: wrapped to the width, sign-extended into the byte */
            uint64_t m = (uint64_t)1 << (bits - 1u);
            u = ((u & ((m << 1) - 1u)) ^ m) - m;
        }
        uint8_t b1 = (uint8_t)u; uint16_t b2 = (uint16_t)u; uint32_t b4 = (uint32_t)u;
        if (size == 1) memcpy(p, &b1, 1);
        else if (size == 2) memcpy(p, &b2, 2);
        else if (size == 4) memcpy(p, &b4, 4);
        else memcpy(p, &u, 8);
    }
}

/* y[i] = x[i] converted, for n elements. */
static inline void npk__cast_elems(unsigned from, const void *x, unsigned to, void *y, size_t n)
{
    const unsigned char *src = (const unsigned char *)x;
    unsigned char *dst = (unsigned char *)y;
    size_t i, si = npk_dtype_size(from), so = npk_dtype_size(to);
    if (from == NPK_DTYPE_F32 && to == NPK_DTYPE_I32) { /* a quantized model's input: the same rule, no switch */
        for (i = 0; i < n; i++) {
            float f;
            int32_t t;
            memcpy(&f, src + 4 * i, 4);
            t = npk__f32_to_i32(f);
            memcpy(dst + 4 * i, &t, 4);
        }
        return;
    }
    for (i = 0; i < n; i++) npk__store_elem(to, npk__load_elem(from, src + i * si), dst + i * so);
}
#endif /* !NPK__F32_ONLY */
#endif
