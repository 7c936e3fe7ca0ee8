/* npk_minifloat_impl.h - the 8- and 4-bit float element types to and from
 * a double, written from their definitions (OCP 8-bit Floating Point
 * Specification (OFP8) 1.0, OCP Microscaling Formats (MX) 1.0, and the
 * FNUZ types of LLVM's APFloat):
 *   type         exp man bias  inf  NaN                 -0   max
 *   f8E4M3FN      4   3    7   no   S.1111.111          yes  448
 *   f8E5M2        5   2   15   yes  S.11111.{01,10,11}  yes  57344
 *   f8E4M3FNUZ    4   3    8   no   0x80 only           no   240
 *   f8E5M2FNUZ    5   2   16   no   0x80 only           no   57344
 *   f8E8M0FNU     8   0  127   no   0xFF                no sign, no zero: 2^(e-127)
 *   f4E2M1FN      2   1    1   no   none                yes  6
 * Rounding is to nearest, ties to even (MLIR's arith.truncf default and
 * APFloat's). A value beyond the largest finite one after rounding, and
 * +-inf, become inf where the type has it, else NaN (APFloat's rule for
 * the FN/FNUZ types); f4E2M1FN, which has neither, saturates to +-6 and
 * takes NaN to +0 (APFloat leaves NaN to f4 unspecified). FNUZ types have
 * no -0: a negative value rounding to zero gives +0. f8E8M0FNU rounds the
 * exponent (ties up, the significand being the odd implicit 1); zero,
 * negative values and NaN give its NaN, values below 2^-127 give 2^-127.
 * Exhaustively checked against a float64 reference (tests/interp/
 * test_minifloat.c). */
#ifndef NPK_MINIFLOAT_IMPL_H
#define NPK_MINIFLOAT_IMPL_H
#include <math.h>

enum { NPK__MF_IEEE, NPK__MF_FN, NPK__MF_FNUZ, NPK__MF_FINITE, NPK__MF_E8M0 };
typedef struct npk__mf_fmt { unsigned char ebits, man, bias, kind; } npk__mf_fmt;

/* Indexed by dtype - NPK_DTYPE_F8E4M3FN. */
static inline const npk__mf_fmt *npk__mf_format(unsigned dt)
{
    static const npk__mf_fmt fmts[] = {
        {4, 3, 7, NPK__MF_FN}, {5, 2, 15, NPK__MF_IEEE}, {4, 3, 8, NPK__MF_FNUZ},
        {5, 2, 16, NPK__MF_FNUZ}, {8, 0, 127, NPK__MF_E8M0}, {2, 1, 1, NPK__MF_FINITE},
    };
    return &fmts[dt - NPK_DTYPE_F8E4M3FN];
}

static inline int npk__dtype_is_minifloat(unsigned dt) { return dt >= NPK_DTYPE_F8E4M3FN && dt <= NPK_DTYPE_F4E2M1FN; }

/* Bit pattern b (the low bits of the stored byte) as a double: exact. */
static inline double npk__mf_to_f64(unsigned b, unsigned dt)
{
    const npk__mf_fmt *f = npk__mf_format(dt);
    unsigned man = f->man, emask = (1u << f->ebits) - 1u, mmask = (1u << man) - 1u;
    unsigned sbit = f->kind == NPK__MF_E8M0 ? 0u : 1u << (f->ebits + man), e, m;
    double v;
    b &= (sbit ? sbit << 1 : 1u << f->ebits) - 1u;
    e = (b >> man) & emask;
    m = b & mmask;
    if (f->kind == NPK__MF_E8M0) return e == emask ? (double)NAN : ldexp(1.0, (int)e - 127);
    if (f->kind == NPK__MF_FNUZ && b == sbit) return (double)NAN;
    if (f->kind == NPK__MF_FN && (b & ~sbit) == (emask << man | mmask)) v = (double)NAN;
    else if (f->kind == NPK__MF_IEEE && e == emask) v = m ? (double)NAN : (double)INFINITY;
    else if (e == 0) v = ldexp((double)m, 1 - (int)f->bias - (int)man);
    else v = ldexp((double)(m + (1u << man)), (int)e - (int)f->bias - (int)man);
    return (b & sbit) ? -v : v;
}

/* x rounded to nearest even into the type (the rules above). */
static inline unsigned npk__f64_to_mf(double x, unsigned dt)
{
    const npk__mf_fmt *f = npk__mf_format(dt);
    unsigned man = f->man, emask = (1u << f->ebits) - 1u, mmask = (1u << man) - 1u;
    unsigned sbit = 1u << (f->ebits + man), sign = signbit(x) ? sbit : 0u, nan, maxb;
    double a = fabs(x), q, fl;
    int e;
    int64_t bits;
    switch (f->kind) {
    case NPK__MF_IEEE: nan = emask << man | 1u << (man - 1u); maxb = (emask << man) - 1u; break;
    case NPK__MF_FN: nan = emask << man | mmask; maxb = nan - 1u; break;
    case NPK__MF_FNUZ: nan = sbit; maxb = emask << man | mmask; break;
    case NPK__MF_E8M0: nan = 0xFFu; maxb = 0xFEu; sign = 0u; break;
    default: nan = 0u; maxb = emask << man | mmask; break; /* finite only */
    }
    if (f->kind == NPK__MF_E8M0 && !(x > 0.0)) return nan; /* zero, negative, NaN */
    if (x != x) return f->kind == NPK__MF_FNUZ || f->kind == NPK__MF_FINITE ? nan : (sign | nan);
    if (a == 0.0) return f->kind == NPK__MF_FNUZ ? 0u : sign;
    if (a > 1e300) bits = (int64_t)maxb + 1; /* inf (frexp of inf is unspecified) */
    else {
        int emin = f->kind == NPK__MF_E8M0 ? -127 : 1 - (int)f->bias;
        (void)frexp(a, &e);
        e -= 1; /* a = 1.f x 2^e */
        if (e < emin) {
            if (f->kind == NPK__MF_E8M0) return 0u; /* no denormals: the smallest, 2^-127 */
            e = emin; /* denormal range: the quantum stays 2^(emin-man) */
        }
        q = ldexp(a, (int)man - e); /* a in quanta, < 2^(man+1): exact */
        fl = floor(q);
        if (q - fl > 0.5 || (q - fl == 0.5 && fmod(fl, 2.0) != 0.0)) fl += 1.0;
        /* normal or denormal (exponent field 0 when fl < 2^man), a carry
         * into the exponent included, by the same sum */
        bits = ((int64_t)e + (f->kind == NPK__MF_E8M0 ? 127 : (int)f->bias)) * ((int64_t)1 << man) + (int64_t)fl -
               ((int64_t)1 << man);
    }
    if (bits > (int64_t)maxb) {
        if (f->kind == NPK__MF_IEEE) return sign | emask << man; /* inf */
        if (f->kind == NPK__MF_FINITE) return sign | maxb;    /* saturate */
        return f->kind == NPK__MF_FN ? (sign | nan) : nan;
    }
    if (bits == 0 && f->kind == NPK__MF_FNUZ) return 0u; /* no -0 */
    return sign | (unsigned)bits;
}
#endif
