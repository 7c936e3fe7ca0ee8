/* literals.c - conversions between element values and the bytes the .tcp
 * stores (see literals.h). Written for any host byte order. */
#include <math.h>
#include <string.h>
#include "ir.h"
#include "literals.h"
#include "npk_interp/npk_minifloat_impl.h"

/* The 8/4-bit float types, by the runtime's own conversions. */
static int elem_is_mini(int elem) { return elem >= M2C_F8E4M3FN && elem <= M2C_F4E2M1FN; }

int m2c_elem_bytes(int elem)
{
    switch (elem) {
    case M2C_I1: case M2C_I8: case M2C_I4: case M2C_I2: return 1;
    case M2C_F8E4M3FN: case M2C_F8E5M2: case M2C_F8E4M3FNUZ: case M2C_F8E5M2FNUZ: case M2C_F8E8M0FNU: case M2C_F4E2M1FN: return 1;
    case M2C_I16: case M2C_F16: case M2C_BF16: return 2;
    case M2C_I64: case M2C_INDEX: case M2C_F64: return 8;
    default: return 4;
    }
}

float m2c_to_f32(double d)
{
    /* beyond FLT_MAX + half an ulp the nearest float is infinity; the C cast would be undefined */
    if (d >= 3.4028235677973366e38) return HUGE_VALF;
    if (d <= -3.4028235677973366e38) return -HUGE_VALF;
    return (float)d;   /* NaN and in-range values */
}

static uint32_t f32_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float bits_f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

uint16_t m2c_f32_to_f16(float f)
{
    uint32_t u = f32_bits(f), sign = (u >> 16) & 0x8000u, mant = u & 0x7FFFFFu;
    int exp = (int)((u >> 23) & 0xFF);
    if (exp == 0xFF) return (uint16_t)(sign | 0x7C00u | (mant ? 0x200u | (mant >> 13) : 0));
    exp = exp - 127 + 15;
    if (exp >= 0x1F) return (uint16_t)(sign | 0x7C00u);          /* overflow: inf */
    if (exp <= 0) {                                               /* subnormal or zero */
        uint32_t m, half, r;
        int shift;
        if (exp < -10) return (uint16_t)sign;
        m = mant | 0x800000u;
        shift = 14 - exp;
        half = 1u << (shift - 1);
        r = m >> shift;
        if ((m & ((1u << shift) - 1)) > half || ((m & ((1u << shift) - 1)) == half && (r & 1))) r++;
        return (uint16_t)(sign | r);
    }
    {
        uint32_t r = ((uint32_t)exp << 10) | (mant >> 13), rest = mant & 0x1FFFu;
        if (rest > 0x1000u || (rest == 0x1000u && (r & 1))) r++;  /* may carry into the exponent: right */
        return (uint16_t)(sign | r);
    }
}

float m2c_f16_to_f32(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, exp = (h >> 10) & 0x1F, mant = h & 0x3FFu;
    if (exp == 0x1F) return bits_f32(sign | 0x7F800000u | (mant << 13));
    if (exp == 0) {
        float v = (float)mant * (1.0f / 16777216.0f);             /* mant * 2^-24 */
        return sign ? -v : v;
    }
    return bits_f32(sign | ((exp - 15 + 127) << 23) | (mant << 13));
}

uint16_t m2c_f32_to_bf16(float f)
{
    uint32_t u = f32_bits(f);
    if ((u & 0x7F800000u) == 0x7F800000u && (u & 0x7FFFFFu)) return (uint16_t)((u >> 16) | 0x40u); /* quiet NaN */
    u += 0x7FFFu + ((u >> 16) & 1);
    return (uint16_t)(u >> 16);
}

float m2c_bf16_to_f32(uint16_t h) { return bits_f32((uint32_t)h << 16); }

double m2c_float_from_bits(uint64_t bits, int elem)
{
    if (elem_is_mini(elem)) return npk__mf_to_f64((unsigned)(bits & 0xFFu), m2c_elem_dtype(elem));
    switch (elem) {
    case M2C_F16: return m2c_f16_to_f32((uint16_t)bits);
    case M2C_BF16: return m2c_bf16_to_f32((uint16_t)bits);
    case M2C_F64: { double d; memcpy(&d, &bits, 8); return d; }
    default: return bits_f32((uint32_t)bits);
    }
}

static void put_le(unsigned char *dst, uint64_t v, int n)
{
    int k;
    for (k = 0; k < n; k++) dst[k] = (unsigned char)(v >> (8 * k));
}

void m2c_store_elem(unsigned char *dst, int elem, double f, int64_t i)
{
    if (elem_is_mini(elem)) { dst[0] = (unsigned char)npk__f64_to_mf(f, m2c_elem_dtype(elem)); return; }
    switch (elem) {
    case M2C_I4: dst[0] = (unsigned char)(int8_t)((((uint64_t)i & 0xFu) ^ 0x8u) - 8u); break; /* wrapped, sign-extended */
    case M2C_I2: dst[0] = (unsigned char)(int8_t)((((uint64_t)i & 0x3u) ^ 0x2u) - 2u); break;
    case M2C_F16: put_le(dst, m2c_f32_to_f16(m2c_to_f32(f)), 2); break;
    case M2C_BF16: put_le(dst, m2c_f32_to_bf16(m2c_to_f32(f)), 2); break;
    case M2C_F64: { uint64_t u; memcpy(&u, &f, 8); put_le(dst, u, 8); break; }
    case M2C_F32: put_le(dst, f32_bits(m2c_to_f32(f)), 4); break;
    case M2C_I1: dst[0] = (unsigned char)(i != 0); break;
    default: put_le(dst, (uint64_t)i, m2c_elem_bytes(elem)); break;
    }
}

double m2c_load_elem(const unsigned char *src, int elem, int is_unsigned, int64_t *i)
{
    uint64_t u = 0;
    int k, n = m2c_elem_bytes(elem);
    for (k = 0; k < n; k++) u |= (uint64_t)src[k] << (8 * k);
    *i = 0;
    if (elem_is_mini(elem)) return m2c_float_from_bits(u, elem);
    switch (elem) {
    case M2C_F16: case M2C_BF16: case M2C_F64: case M2C_F32: return m2c_float_from_bits(u, elem);
    case M2C_I4: case M2C_I2: {
        unsigned bits = elem == M2C_I4 ? 4u : 2u;
        uint64_t m = (uint64_t)1 << (bits - 1u);
        u &= (m << 1) - 1u;
        *i = is_unsigned ? (int64_t)u : (int64_t)((u ^ m) - m);
        return (double)*i;
    }
    case M2C_I1: *i = u != 0; return (double)*i;
    default:
        if (!is_unsigned && n < 8 && (u >> (8 * n - 1)) & 1) u |= ~(uint64_t)0 << (8 * n);  /* sign-extend */
        *i = (int64_t)u;
        return is_unsigned ? (double)u : (double)*i;
    }
}

/* f as an integer, truncated toward zero; NaN and values outside int64 give
 * INT64_MIN (callers take it as "not an index": refused as out of range). */
int64_t m2c_to_i64(double f)
{
    if (!(f > -9223372036854775808.0 && f < 9223372036854775808.0)) return INT64_MIN;
    return (int64_t)f;
}
