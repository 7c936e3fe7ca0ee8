/* test_intops.c - TOSA's integer profile, bit-exact: rescale (scale32 and
 * scale16, single and double rounding, per channel, zero points, unsigned
 * input and output, saturation, INT_MIN, shifts 1/31/32/62/63), table (i8
 * and i16 with interpolation), mul with a shift and arithmetic_right_shift
 * with round, through the interpreter. Hand-worked cases follow the TOSA 1.0
 * pseudo-code (scale_helpers apply_scale_32/16, RESCALE, TABLE's
 * apply_lookup_s, MUL, ARITHMETIC_RIGHT_SHIFT); the arithmetic is in the
 * comments. Odd shapes are checked against a reference written here with
 * floor division instead of shifts. Each case runs serially and in tasks. */
#include "npk.h"
#include "tcp_builder.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "one_op.h"



#define I8 NPK_DTYPE_I8
#define I16 NPK_DTYPE_I16
#define I32 NPK_DTYPE_I32
#define I64 NPK_DTYPE_I64

static npk_op_attrs rescale_attrs(int to, int in_zp, int out_zp, int scale32, int dbl)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.rescale.to = to;
    a.rescale.in_zp = in_zp;
    a.rescale.out_zp = out_zp;
    a.rescale.scale32 = scale32;
    a.rescale.rounding = dbl ? NPK_RESCALE_DOUBLE : NPK_RESCALE_SINGLE;
    return a;
}

static void rescale_hand_cases(void)
{
    {   /* i8 -> i8, scale16: multiplier 19689 (i16), shift 15, in_zp 17, out_zp 22.
         * round = 1 << 14 = 16384; y = clip(((x - 17) * 19689 + 16384) >> 15) + 22:
         *  100: 83 * 19689 = 1634187; +16384 = 1650571; >> 15 = 50 (50.37); +22 = 72
         * -128: -145 * 19689 = -2854905; +16384 = -2838521; >> 15 = -87 (floor of -86.6); +22 = -65
         *  127: 110 * 19689 = 2165790; +16384 = 2182174; >> 15 = 66 (66.6); +22 = 88
         *    0: -17 * 19689 = -334713; +16384 = -318329; >> 15 = -10 (floor of -9.7); +22 = 12 */
        const int8_t x[4] = {100, -128, 127, 0}, want[4] = {72, -65, 88, 12};
        const int16_t m = 19689;
        const int8_t s = 15;
        operand in[3] = {{1, {4}, I8, x}, {1, {1}, I16, &m}, {1, {1}, I8, &s}}, y = {1, {4}, I8, NULL};
        npk_op_attrs a = rescale_attrs(I8, 17, 22, 0, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* scale32, multiplier 2^30, shift 32 (x / 4), i32 -> i32: single vs double rounding.
         * single: round = 2^31.  5: 5*2^30 + 2^31 = 7*2^30 >> 32 = 1 (1.75)
         *  6: 6*2^30 + 2^31 = 2^33 >> 32 = 2;  -5: -5*2^30 + 2^31 = -3*2^30 >> 32 = -1 (floor -0.75)
         * -6: -6*2^30 + 2^31 = -2^32 >> 32 = -1;  2: 2^31 + 2^31 >> 32 = 1
         * double (shift > 31): round = 2^31 + 2^30 for x >= 0, 2^31 - 2^30 for x < 0.
         *  5: 5*2^30 + 3*2^30 = 2^33 >> 32 = 2;  6: 9*2^30 >> 32 = 2 (2.25)
         * -5: -5*2^30 + 2^30 = -2^32 >> 32 = -1;  -6: -5*2^30 >> 32 = -2 (floor -1.25)
         *  2: 2*2^30 + 3*2^30 = 5*2^30 >> 32 = 1 (1.25) */
        const int32_t x[5] = {5, 6, -5, -6, 2}, single[5] = {1, 2, -1, -1, 1}, dbl[5] = {2, 2, -1, -2, 1};
        const int32_t m = 1 << 30;
        const int8_t s = 32;
        operand in[3] = {{1, {5}, I32, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {5}, I32, NULL};
        npk_op_attrs a = rescale_attrs(I32, 0, 0, 1, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, single, NULL);
        a.rescale.rounding = NPK_RESCALE_DOUBLE;
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, dbl, NULL);
    }
    {   /* double rounding with shift <= 31 is single rounding: 2^30 / 2^31 = x / 2;
         * 3: 3*2^30 + 2^30 = 2^32 >> 31 = 2;  -3: -3*2^30 + 2^30 = -2^31 >> 31 = -1 */
        const int32_t x[2] = {3, -3}, want[2] = {2, -1};
        const int32_t m = 1 << 30;
        const int8_t s = 31;
        operand in[3] = {{1, {2}, I32, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {2}, I32, NULL};
        npk_op_attrs a = rescale_attrs(I32, 0, 0, 1, 1);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* saturation to i8, scale 1 (2^30 >> 30): 1000 -> 127, -1000 -> -128, 127 + out_zp 5 = 132 -> 127,
         * -130 + 5 = -125 */
        const int32_t x[4] = {1000, -1000, 127, -130};
        const int8_t want[4] = {127, -128, 127, -125};
        const int32_t m = 1 << 30;
        const int8_t s = 30;
        operand in[3] = {{1, {4}, I32, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {4}, I8, NULL};
        npk_op_attrs a = rescale_attrs(I8, 0, 5, 1, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* INT_MIN, shift 32 (REQUIRE: value >= -2^31): -2^31 * 2^30 + 2^31 = -2^61 + 2^31 >> 32 = -2^29
         * (floor of -2^29 + 0.5); INT_MAX: (2^31 - 1) * 2^30 + 2^31 >> 32 = 2^29 (2^29 - 2^-2 + 2^-1) */
        const int32_t x[2] = {INT32_MIN, INT32_MAX}, want[2] = {-(1 << 29), 1 << 29};
        const int32_t m = 1 << 30;
        const int8_t s = 32;
        operand in[3] = {{1, {2}, I32, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {2}, I32, NULL};
        npk_op_attrs a = rescale_attrs(I32, 0, 0, 1, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* shift 62 and 63 with multiplier 2^31 - 1 on INT_MAX / INT_MIN (the 64-bit sum's edge):
         * 62: (2^31-1)^2 + 2^61 = 2^62 - 2^32 + 1 + 2^61 >> 62 = 1 (1.5 - tiny);
         *     -(2^31)(2^31-1) + 2^61 = -2^62 + 2^31 + 2^61 >> 62 = -1 (floor of -0.5 + tiny)
         * 63: (2^31-1)^2 + 2^62 >> 63 = 0 (0.99...);  -(2^31)(2^31-1) + 2^62 = 2^31 >> 63 = 0 */
        const int32_t x[2] = {INT32_MAX, INT32_MIN}, w62[2] = {1, -1}, w63[2] = {0, 0};
        const int32_t m = INT32_MAX;
        int8_t s = 62;
        operand in[3] = {{1, {2}, I32, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {2}, I32, NULL};
        npk_op_attrs a = rescale_attrs(I32, 0, 0, 1, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, w62, NULL);
        s = 63;
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, w63, NULL);
    }
    {   /* unsigned output (uint8 stored as its int8 pattern), out_zp 128 given as its i8 pattern -128:
         * -100 + 128 = 28; 127 + 128 = 255 -> 0xFF (-1); -128 + 128 = 0; -129 + 128 = -1 -> 0 (clip) */
        const int32_t x[4] = {-100, 127, -128, -129};
        const int8_t want[4] = {28, -1, 0, 0};
        const int32_t m = 1 << 30;
        const int8_t s = 30;
        operand in[3] = {{1, {4}, I32, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {4}, I8, NULL};
        npk_op_attrs a = rescale_attrs(I8, 0, -128, 1, 0);
        a.rescale.out_unsigned = 1;
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* unsigned input: bytes 0xC8 (200), 0x00, 0xFF (255) with in_zp 128 (-128 as i8):
         * 72, -128, 127 to i8 at scale 1 */
        const int8_t x[3] = {-56, 0, -1}, want[3] = {72, -128, 127};
        const int32_t m = 1 << 30;
        const int8_t s = 30;
        operand in[3] = {{1, {3}, I8, x}, {1, {1}, I32, &m}, {1, {1}, I8, &s}}, y = {1, {3}, I8, NULL};
        npk_op_attrs a = rescale_attrs(I8, -128, 0, 1, 0);
        a.rescale.in_unsigned = 1;
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* per channel over the last dim: multipliers 2^30, 2^29, 3 * 2^28 with shift 30 (x1, x0.5,
         * x0.75): row 10, 10, 10 -> 10, 5, 8 (7.5 rounds up); row -10, -10, -10 -> -10, -5, -7
         * (-7.5 + 0.5 = -7); channel 2 with shift 31 in the second case: 10 -> 4, -10 -> -4 */
        const int16_t x[6] = {10, 10, 10, -10, -10, -10}, want[6] = {10, 5, 8, -10, -5, -7};
        const int16_t want2[6] = {10, 5, 4, -10, -5, -4};
        const int32_t m[3] = {1 << 30, 1 << 29, 3 << 28};
        int8_t s[3] = {30, 30, 30};
        operand in[3] = {{2, {2, 3}, I16, x}, {1, {3}, I32, m}, {1, {3}, I8, s}}, y = {2, {2, 3}, I16, NULL};
        npk_op_attrs a = rescale_attrs(I16, 0, 0, 1, 0);
        a.rescale.per_channel = 1;
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
        s[2] = 31; /* 10: 7.5 * 2^30 + 2^30 >> 31 = 4 (4.25); -10: -6.5 * 2^30 >> 31 = -4 (floor -3.25) */
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want2, NULL);
    }
    {   /* i48 input (held in i64) to i16 with scale16: 16384 >> 14 = x1; 70000 -> 32767,
         * -5 -> -5, 2^40 -> saturated (int32, then i16) 32767, -2^40 -> -32768 */
        const int64_t x[4] = {70000, -5, (int64_t)1 << 40, -((int64_t)1 << 40)};
        const int16_t want[4] = {32767, -5, 32767, -32768};
        const int16_t m = 16384;
        const int8_t s = 14;
        operand in[3] = {{1, {4}, I64, x}, {1, {1}, I16, &m}, {1, {1}, I8, &s}}, y = {1, {4}, I16, NULL};
        npk_op_attrs a = rescale_attrs(I16, 0, 0, 0, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, want, NULL);
    }
    {   /* the shape rule's refusals */
        const int8_t x[4] = {0, 0, 0, 0};
        const int32_t m[2] = {1, 1};
        const int8_t s[2] = {2, 2};
        const float f[4] = {0, 0, 0, 0};
        operand in[3] = {{1, {4}, I8, x}, {1, {1}, I32, m}, {1, {1}, I8, s}}, y = {1, {4}, I8, NULL};
        operand two[3] = {{1, {4}, I8, x}, {1, {2}, I32, m}, {1, {2}, I8, s}};
        operand fl[3] = {{1, {4}, NPK_DTYPE_F32, f}, {1, {1}, I32, m}, {1, {1}, I8, s}};
        npk_op_attrs a = rescale_attrs(I8, 0, 0, 0, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, NULL, "multiplier is i32 but scale32 is false");
        a = rescale_attrs(I8, 0, 0, 1, 0);
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, two, &y, NULL, "operand 1 has 2 elements; it needs 1");
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, fl, &y, NULL, "operand 0 is f32");
        a.rescale.per_channel = 1; /* 4 channels, 2 multipliers */
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, two, &y, NULL, "one per channel");
    }
}

/* floor(a / 2^s) by division (the kernel shifts). */
static int64_t floor_div_pow2(int64_t a, int s)
{
    int64_t d = (int64_t)1 << s, q = a / d;
    return (a % d != 0 && a < 0) ? q - 1 : q;
}

/* A straightforward RESCALE for in-REQUIRE values: i8/i16 in, int64 math. */
static int64_t ref_rescale(int64_t x, int64_t in_zp, int64_t m, int s, int scale32, int dbl, int64_t out_zp,
                           int64_t lo, int64_t hi)
{
    int64_t v = x - in_zp, round = (int64_t)1 << (s - 1), r;
    if (scale32 && dbl && s > 31) round += v >= 0 ? ((int64_t)1 << 30) : -((int64_t)1 << 30);
    r = floor_div_pow2(v * m + round, s) + out_zp;
    return r < lo ? lo : r > hi ? hi : r;
}

static uint32_t lcg(uint32_t *st) { *st = *st * 1664525u + 1013904223u; return *st >> 8; }

static void rescale_odd_shapes(void)
{
    enum { H = 7, W = 5 };
    int8_t x[H * W], y8[H * W];
    int16_t x16[H * W];
    int32_t m[W], y32[H * W];
    int8_t s[W];
    uint32_t st = 12345u;
    int trial, i;
    for (trial = 0; trial < 24; trial++) {
        int scale32 = trial % 2, dbl = scale32 && (trial / 2) % 2, out_uns = (trial / 4) % 2 && !(trial % 3);
        int in_zp = (int)(lcg(&st) % 256) - 128, out_zp = out_uns ? (int)(lcg(&st) % 256) : (int)(lcg(&st) % 256) - 128;
        int to16 = trial % 5 == 0;
        npk_op_attrs a = rescale_attrs(to16 ? I16 : I8, in_zp, to16 ? 0 : out_zp, scale32, dbl);
        operand in[3] = {{2, {H, W}, I8, x}, {1, {W}, scale32 ? I32 : I16, m}, {1, {W}, I8, s}};
        operand y = {2, {H, W}, to16 ? I16 : I8, NULL};
        int16_t m16[W];
        int16_t y16[H * W];
        a.rescale.per_channel = 1;
        a.rescale.out_unsigned = out_uns && !to16;
        for (i = 0; i < W; i++) {
            /* shifts 1..40 (31 and 32 straddle double rounding's switch) */
            s[i] = (int8_t)(i == 0 ? 31 : i == 1 ? 32 : 1 + (int)(lcg(&st) % 40));
            if (scale32) m[i] = (int32_t)(lcg(&st) & 0x7FFFFFFF);
            else m16[i] = (int16_t)(lcg(&st) & 0x7FFF);
            if (scale32 && s[i] < 10) m[i] >>= 16; /* keeps the scaled values near the output range */
        }
        if (!scale32) in[1].data = m16;
        for (i = 0; i < H * W; i++) x[i] = (int8_t)(lcg(&st) & 0xFF);
        x[0] = -128; x[1] = 127; x[2] = (int8_t)in_zp; /* the extremes and a zero after the zero point */
        for (i = 0; i < H * W; i++) {
            int c = i % W;
            int64_t mm = scale32 ? m[c] : m16[c];
            int64_t lo = to16 ? -32768 : a.rescale.out_unsigned ? 0 : -128, hi = to16 ? 32767 : a.rescale.out_unsigned ? 255 : 127;
            int64_t zp_out = a.rescale.out_unsigned ? (out_zp & 0xFF) : to16 ? 0 : out_zp;
            int64_t r = ref_rescale(x[i], in_zp, mm, s[c], scale32, dbl, zp_out, lo, hi);
            if (to16) y16[i] = (int16_t)r; else y8[i] = (int8_t)(uint8_t)(r & 0xFF);
        }
        run_one_op(__LINE__, NPK_OP_RESCALE, &a, 3, in, &y, to16 ? (const void *)y16 : (const void *)y8, NULL);
        /* the same values as i16 input, to i32 */
        for (i = 0; i < H * W; i++) x16[i] = (int16_t)(x[i] * 200);
        {
            npk_op_attrs b = rescale_attrs(I32, 0, 0, scale32, dbl);
            operand in2[3] = {{2, {H, W}, I16, x16}, {1, {W}, scale32 ? I32 : I16, scale32 ? (const void *)m : (const void *)m16},
                              {1, {W}, I8, s}};
            operand y2 = {2, {H, W}, I32, NULL};
            b.rescale.per_channel = 1;
            for (i = 0; i < H * W; i++)
                y32[i] = (int32_t)ref_rescale(x16[i], 0, scale32 ? m[i % W] : m16[i % W], s[i % W], scale32, dbl, 0,
                                              INT32_MIN, INT32_MAX);
            run_one_op(__LINE__, NPK_OP_RESCALE, &b, 3, in2, &y2, y32, NULL);
        }
    }
}

static void table_cases(void)
{
    npk_op_attrs a;
    int i;
    memset(&a, 0, sizeof a);
    {   /* i8: y = table[x + 128]; table[k] = 127 - k (so -128 -> 127, 127 -> -128, 0 -> -1) */
        int8_t t[256];
        const int8_t x[5] = {-128, 127, 0, -1, 5}, want[5] = {127, -128, -1, 0, -6};
        operand in[2] = {{1, {5}, I8, x}, {1, {256}, I8, t}}, y = {1, {5}, I8, NULL};
        for (i = 0; i < 256; i++) t[i] = (int8_t)(127 - i);
        run_one_op(__LINE__, NPK_OP_TABLE, &a, 2, in, &y, want, NULL);
    }
    {   /* i16: table[k] = 100 k - 25600; index = (x + 32768) >> 7, fraction = x & 127,
         * y = table[index] * 128 + (table[index + 1] - table[index]) * fraction:
         * -32768: index 0, fraction 0: -25600 * 128 = -3276800
         *  32767: index 511, fraction 127: 25500 * 128 + 100 * 127 = 3264000 + 12700 = 3276700
         *      1: index 256, fraction 1: 0 + 100 = 100
         *     -1: index 255, fraction 127: -100 * 128 + 100 * 127 = -100
         * and a table with a slope of -65535 (32767 then -32768): 0x8000 + 127 -> index 1 frac 127 */
        int16_t t[513];
        const int16_t x[4] = {-32768, 32767, 1, -1};
        const int32_t want[4] = {-3276800, 3276700, 100, -100};
        operand in[2] = {{1, {4}, I16, x}, {1, {513}, I16, t}}, y = {1, {4}, I32, NULL};
        for (i = 0; i < 513; i++) t[i] = (int16_t)(100 * i - 25600);
        run_one_op(__LINE__, NPK_OP_TABLE, &a, 2, in, &y, want, NULL);
        {   /* x = -32768 + 255: index 1, fraction 127 (-32513 & 127 = 127):
             * table[1] = 32767, table[2] = -32768: 32767 * 128 + (-65535) * 127 = 4194176 - 8322945 = -4128769 */
            const int16_t x2[1] = {-32513};
            const int32_t w2[1] = {-4128769};
            operand i2[2] = {{1, {1}, I16, x2}, {1, {513}, I16, t}}, y2 = {1, {1}, I32, NULL};
            t[1] = 32767; t[2] = -32768;
            run_one_op(__LINE__, NPK_OP_TABLE, &a, 2, i2, &y2, w2, NULL);
        }
    }
    {   /* refusals: wrong table length, f32 */
        int8_t t[255];
        const int8_t x[1] = {0};
        const float f[1] = {0};
        operand in[2] = {{1, {1}, I8, x}, {1, {255}, I8, t}}, y = {1, {1}, I8, NULL};
        operand fl[2] = {{1, {1}, NPK_DTYPE_F32, f}, {1, {255}, I8, t}};
        memset(t, 0, sizeof t);
        run_one_op(__LINE__, NPK_OP_TABLE, &a, 2, in, &y, NULL, "must be 256 elements of i8");
        run_one_op(__LINE__, NPK_OP_TABLE, &a, 2, fl, &y, NULL, "table takes i8 or i16");
    }
}

static void mul_shift_cases(void)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.ibinary.fn = NPK_IBIN_MUL;
    {   /* shift 1: (3*5 + 1) >> 1 = 8; (-3*5 + 1) >> 1 = -7; (7*1 + 1) >> 1 = 4; (-7 + 1) >> 1 = -3 */
        const int32_t x[4] = {3, -3, 7, -7}, z[4] = {5, 5, 1, 1}, want[4] = {8, -7, 4, -3};
        operand in[2] = {{1, {4}, I32, x}, {1, {4}, I32, z}}, y = {1, {4}, I32, NULL};
        a.ibinary.shift = 1;
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, want, NULL);
    }
    {   /* shift 31: (2^30 * 5 + 2^30) >> 31 = 6 * 2^30 / 2^31 = 3; (-2^30 * 5 + 2^30) >> 31 = -2;
         * INT_MIN * INT_MIN = 2^62, + 2^30 >> 31 = 2^31 -> stored low 32 bits: INT_MIN (outside the REQUIRE)
         * INT_MIN * 1 + 2^30 >> 31 = floor(-0.5) = -1 */
        const int32_t x[4] = {1 << 30, -(1 << 30), INT32_MIN, INT32_MIN}, z[4] = {5, 5, INT32_MIN, 1};
        const int32_t want[4] = {3, -2, INT32_MIN, -1};
        operand in[2] = {{1, {4}, I32, x}, {1, {4}, I32, z}}, y = {1, {4}, I32, NULL};
        a.ibinary.shift = 31;
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, want, NULL);
    }
    {   /* shift 63: INT_MIN * INT_MIN + 2^62 = 2^63 >> 63 = 1 (the sum needs 64 bits unsigned);
         * INT_MIN * INT_MAX + 2^62 = 2^31 >> 63 = 0; -1 * 1 + 2^62 >> 63 = 0 */
        const int32_t x[3] = {INT32_MIN, INT32_MIN, -1}, z[3] = {INT32_MIN, INT32_MAX, 1}, want[3] = {1, 0, 0};
        operand in[2] = {{1, {3}, I32, x}, {1, {3}, I32, z}}, y = {1, {3}, I32, NULL};
        a.ibinary.shift = 63;
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, want, NULL);
    }
    {   /* a shift on i8 is refused */
        const int8_t x[1] = {1};
        operand in[2] = {{1, {1}, I8, x}, {1, {1}, I8, x}}, y = {1, {1}, I8, NULL};
        a.ibinary.shift = 2;
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, NULL, "shift applies to mul of i32 only");
    }
}

static void shr_round_cases(void)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.ibinary.fn = NPK_IBIN_SHR;
    a.ibinary.round = 1;
    {   /* i8, round adds the last bit shifted out: 5 >> 1 = 2, bit 1 -> 3; -5 >> 1 = -3, bit 1 -> -2;
         * -128 >> 7 = -1, bit of -128 >> 6 = -2 is 0 -> -1; 127 >> 7 = 0, bit of 127 >> 6 = 1 -> 1;
         * 6 >> 2 = 1, bit of 6 >> 1 = 3 is 1 -> 2; 7 >> 0 = 7 (no rounding at 0); -6 >> 2 = -2, bit of -3 is 1 -> -1 */
        const int8_t x[7] = {5, -5, -128, 127, 6, 7, -6}, z[7] = {1, 1, 7, 7, 2, 0, 2};
        const int8_t want[7] = {3, -2, -1, 1, 2, 7, -1};
        operand in[2] = {{1, {7}, I8, x}, {1, {7}, I8, z}}, y = {1, {7}, I8, NULL};
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, want, NULL);
    }
    {   /* i32: INT_MIN >> 31 = -1, bit of INT_MIN >> 30 = -2 is 0 -> -1; INT_MAX >> 31 = 0, bit 1 -> 1;
         * INT_MAX >> 1 = 2^30 - 1, bit 1 -> 2^30; -1 >> 31 = -1, bit 1 -> 0 */
        const int32_t x[4] = {INT32_MIN, INT32_MAX, INT32_MAX, -1}, z[4] = {31, 31, 1, 31};
        const int32_t want[4] = {-1, 1, 1 << 30, 0};
        operand in[2] = {{1, {4}, I32, x}, {1, {4}, I32, z}}, y = {1, {4}, I32, NULL};
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, want, NULL);
    }
    {   /* round on another function is refused */
        const int8_t x[1] = {1};
        operand in[2] = {{1, {1}, I8, x}, {1, {1}, I8, x}}, y = {1, {1}, I8, NULL};
        a.ibinary.fn = NPK_IBIN_SHL;
        run_one_op(__LINE__, NPK_OP_IBINARY, &a, 2, in, &y, NULL, "round applies to shr only");
    }
}

/* iconv2d reference: the input copied into a padded buffer filled with
 * in_zp (the spec's padding), then the window sum per output. */
static void ref_iconv2d(const int8_t *x, const int8_t *w, const int32_t *bias, int32_t *y, int N, int H, int W, int C,
                        int O, int KH, int KW, int G, int sh, int sw, int dh, int dw, int pt, int pb, int pl, int pr,
                        int in_zp, int w_zp, int OH, int OW)
{
    int HP = H + pt + pb, WP = W + pl + pr, CG = C / G, OG = O / G, n, i, j, c, oy, ox, o, ky, kx;
    int32_t *xp = (int32_t *)malloc(sizeof(int32_t) * (size_t)(N * HP * WP * C));
    for (i = 0; i < N * HP * WP * C; i++) xp[i] = in_zp;
    for (n = 0; n < N; n++)
        for (i = 0; i < H; i++)
            for (j = 0; j < W; j++)
                for (c = 0; c < C; c++) xp[((n * HP + i + pt) * WP + j + pl) * C + c] = x[((n * H + i) * W + j) * C + c];
    for (n = 0; n < N; n++)
        for (oy = 0; oy < OH; oy++)
            for (ox = 0; ox < OW; ox++)
                for (o = 0; o < O; o++) {
                    int64_t acc = bias ? bias[o] : 0;
                    int g = o / OG;
                    for (ky = 0; ky < KH; ky++)
                        for (kx = 0; kx < KW; kx++)
                            for (c = 0; c < CG; c++)
                                acc += (int64_t)(xp[((n * HP + oy * sh + ky * dh) * WP + ox * sw + kx * dw) * C + g * CG + c] - in_zp) *
                                       (w[((o * KH + ky) * KW + kx) * CG + c] - w_zp);
                    y[((n * OH + oy) * OW + ox) * O + o] = (int32_t)acc;
                }
    free(xp);
}

static void iconv2d_cases(void)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.iconv2d.stride_h = a.iconv2d.stride_w = a.iconv2d.dil_h = a.iconv2d.dil_w = a.iconv2d.groups = 1;
    {   /* 1x2x2x1 input, one 2x2 filter, in_zp -1, w_zp 2, bias 10:
         * x - zp = 2, 3, 4, 5 (x = 1, 2, 3, 4); w - zp = 1, -1, 2, 0 (w = 3, 1, 4, 2)
         * y = 10 + 2*1 + 3*(-1) + 4*2 + 5*0 = 10 + 2 - 3 + 8 = 17.
         * With pad_top 1: row 0 sees padding (adds 0) then x row 0:
         * y0 = 10 + 2*2 + 3*0 = 14 (w row 1 = 2, 0 on x row 0 = 2, 3); y1 = 17 */
        const int8_t x[4] = {1, 2, 3, 4}, w[4] = {3, 1, 4, 2};
        const int32_t bias[1] = {10}, want[1] = {17}, want_pad[2] = {14, 17};
        operand in[3] = {{4, {1, 2, 2, 1}, I8, x}, {4, {1, 2, 2, 1}, I8, w}, {1, {1}, I32, bias}};
        operand y = {4, {1, 1, 1, 1}, I32, NULL}, y2 = {4, {1, 2, 1, 1}, I32, NULL};
        a.iconv2d.in_zp = -1; a.iconv2d.w_zp = 2;
        run_one_op(__LINE__, NPK_OP_ICONV2D, &a, 3, in, &y, want, NULL);
        a.iconv2d.pad_top = 1;
        run_one_op(__LINE__, NPK_OP_ICONV2D, &a, 3, in, &y2, want_pad, NULL);
        a.iconv2d.pad_top = 0;
        /* an i64 bias with i8 data, or f32 data, are refused */
        in[2].dtype = I64;
        run_one_op(__LINE__, NPK_OP_ICONV2D, &a, 3, in, &y, NULL, "bias must be i32");
        in[2].dtype = I32; in[0].dtype = NPK_DTYPE_F32;
        run_one_op(__LINE__, NPK_OP_ICONV2D, &a, 3, in, &y, NULL, "iconv2d takes i8 or i16 data and i8 weights");
        a.iconv2d.in_zp = 0; a.iconv2d.w_zp = 0;
    }
    {   /* odd shapes against the reference: groups 1, 3 (2 outputs each) and 6
         * (depthwise), strides, dilations, asymmetric padding, zero points */
        static const int cfg[][18] = {
            /* N  H  W  C  O KH KW  G sh sw dh dw pt pb pl pr in_zp w_zp */
            {1, 5, 7, 3, 4, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, -128, 0},
            {2, 6, 5, 3, 6, 2, 3, 3, 2, 1, 1, 2, 0, 2, 1, 0, 5, -3},
            {1, 9, 4, 2, 5, 1, 1, 1, 3, 2, 1, 1, 0, 0, 0, 0, 127, 127},
            {1, 7, 7, 6, 6, 3, 2, 6, 1, 2, 2, 1, 2, 1, 0, 3, 0, -128},
        };
        uint32_t st = 777u;
        size_t t;
        for (t = 0; t < sizeof cfg / sizeof cfg[0]; t++) {
            const int *k = cfg[t];
            int N = k[0], H = k[1], W = k[2], C = k[3], O = k[4], KH = k[5], KW = k[6], G = k[7];
            int sh = k[8], sw = k[9], dh = k[10], dw = k[11], pt = k[12], pb = k[13], pl = k[14], pr = k[15];
            int OH = (H + pt + pb - dh * (KH - 1) - 1) / sh + 1, OW = (W + pl + pr - dw * (KW - 1) - 1) / sw + 1, i;
            int8_t *x = (int8_t *)malloc((size_t)(N * H * W * C)), *w = (int8_t *)malloc((size_t)(O * KH * KW * (C / G)));
            int32_t *bias = (int32_t *)malloc(sizeof(int32_t) * (size_t)O);
            int32_t *want = (int32_t *)malloc(sizeof(int32_t) * (size_t)(N * OH * OW * O));
            operand in[3] = {{4, {0}, I8, NULL}, {4, {0}, I8, NULL}, {1, {0}, I32, NULL}}, y = {4, {0}, I32, NULL};
            for (i = 0; i < N * H * W * C; i++) x[i] = (int8_t)(lcg(&st) & 0xFF);
            for (i = 0; i < O * KH * KW * (C / G); i++) w[i] = (int8_t)(lcg(&st) & 0xFF);
            for (i = 0; i < O; i++) bias[i] = (int32_t)(lcg(&st) % 200001) - 100000;
            x[0] = -128; w[0] = -128; /* the extremes */
            ref_iconv2d(x, w, bias, want, N, H, W, C, O, KH, KW, G, sh, sw, dh, dw, pt, pb, pl, pr, k[16], k[17], OH, OW);
            a.iconv2d.stride_h = sh; a.iconv2d.stride_w = sw; a.iconv2d.dil_h = dh; a.iconv2d.dil_w = dw;
            a.iconv2d.pad_top = pt; a.iconv2d.pad_bottom = pb; a.iconv2d.pad_left = pl; a.iconv2d.pad_right = pr;
            a.iconv2d.groups = G; a.iconv2d.in_zp = k[16]; a.iconv2d.w_zp = k[17];
            in[0].data = x; in[0].dims[0] = (uint32_t)N; in[0].dims[1] = (uint32_t)H; in[0].dims[2] = (uint32_t)W; in[0].dims[3] = (uint32_t)C;
            in[1].data = w; in[1].dims[0] = (uint32_t)O; in[1].dims[1] = (uint32_t)KH; in[1].dims[2] = (uint32_t)KW; in[1].dims[3] = (uint32_t)(C / G);
            in[2].data = bias; in[2].dims[0] = (uint32_t)O;
            y.dims[0] = (uint32_t)N; y.dims[1] = (uint32_t)OH; y.dims[2] = (uint32_t)OW; y.dims[3] = (uint32_t)O;
            run_one_op(__LINE__, NPK_OP_ICONV2D, &a, 3, in, &y, want, NULL);
            free(x); free(w); free(bias); free(want);
        }
    }
}

static void imatmul_cases(void)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    {   /* [1,2,2] x [1,2,1] with a_zp 1, b_zp -2: a - zp = [[0, 1], [-129, 126]] (a = 1 2 -128 127),
         * b - zp = [3, 4] (b = 1 2): y = [0*3 + 1*4, -129*3 + 126*4] = [4, -387 + 504] = [4, 117] */
        const int8_t x[4] = {1, 2, -128, 127}, z[2] = {1, 2};
        const int32_t want[2] = {4, 117};
        operand in[2] = {{3, {1, 2, 2}, I8, x}, {3, {1, 2, 1}, I8, z}}, y = {3, {1, 2, 1}, I32, NULL};
        a.imatmul.a_zp = 1; a.imatmul.b_zp = -2;
        run_one_op(__LINE__, NPK_OP_IMATMUL, &a, 2, in, &y, want, NULL);
    }
    {   /* i16 gives i64 (TOSA's i48): 32767 * 32767 * 3 = 3220987467 needs more than 32 bits */
        const int16_t x[3] = {32767, 32767, 32767}, z[3] = {32767, 32767, 32767};
        const int64_t want[1] = {(int64_t)32767 * 32767 * 3};
        operand in[2] = {{3, {1, 1, 3}, I16, x}, {3, {1, 3, 1}, I16, z}}, y = {3, {1, 1, 1}, I64, NULL};
        a.imatmul.a_zp = 0; a.imatmul.b_zp = 0;
        run_one_op(__LINE__, NPK_OP_IMATMUL, &a, 2, in, &y, want, NULL);
    }
    {   /* odd shapes [3,5,7] x [3,7,2] against a plain loop */
        enum { B = 3, M = 5, K = 7, N = 2 };
        int8_t x[B * M * K], z[B * K * N];
        int32_t want[B * M * N];
        uint32_t st = 99u;
        int i, b, m, n, k;
        operand in[2] = {{3, {B, M, K}, I8, x}, {3, {B, K, N}, I8, z}}, y = {3, {B, M, N}, I32, NULL};
        for (i = 0; i < B * M * K; i++) x[i] = (int8_t)(lcg(&st) & 0xFF);
        for (i = 0; i < B * K * N; i++) z[i] = (int8_t)(lcg(&st) & 0xFF);
        a.imatmul.a_zp = -7; a.imatmul.b_zp = 100;
        for (b = 0; b < B; b++)
            for (m = 0; m < M; m++)
                for (n = 0; n < N; n++) {
                    int32_t s = 0;
                    for (k = 0; k < K; k++) s += (x[(b * M + m) * K + k] + 7) * (z[(b * K + k) * N + n] - 100);
                    want[(b * M + m) * N + n] = s;
                }
        run_one_op(__LINE__, NPK_OP_IMATMUL, &a, 2, in, &y, want, NULL);
        in[1].dims[1] = 6;
        run_one_op(__LINE__, NPK_OP_IMATMUL, &a, 2, in, &y, NULL, "operands must be [B, M, K] and [B, K, N]");
    }
}

/* The spec's avg pool division written out: reciprocal_scale then apply_scale_32. */
static int64_t ref_avg_divide(int64_t acc, int64_t count)
{
    int64_t k = 0, m, s;
    while (((int64_t)1 << k) < count) k++; /* (1 << k) / 2 < count <= (1 << k) */
    m = ((((int64_t)1 << 30) + 1) << k) / count;
    s = 30 + k;
    return floor_div_pow2(acc * m + ((int64_t)1 << (s - 1)), (int)s);
}

static void ipool2d_cases(void)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.ipool2d.kernel_h = 1; a.ipool2d.kernel_w = 2; a.ipool2d.stride_h = a.ipool2d.stride_w = 1;
    a.ipool2d.kind = NPK_IPOOL_AVG;
    {   /* avg over pairs of 1 2 -1 -2, count 2: reciprocal_scale(2): k = 1, multiplier = (2^30 + 1) * 2 / 2
         * = 2^30 + 1, shift 31. 3: 3 * (2^30 + 1) + 2^30 = 4 * 2^30 + 3 >> 31 = 2 (1.5 up);
         * 1: 2^30 + 1 + 2^30 >> 31 = 1 (0.5 up); -3: -3 * 2^30 - 3 + 2^30 = -2^31 - 3 >> 31 = -2 (floor) */
        const int8_t x[4] = {1, 2, -1, -2}, want[3] = {2, 1, -2};
        operand in[1] = {{4, {1, 1, 4, 1}, I8, x}}, y = {4, {1, 1, 3, 1}, I8, NULL};
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, want, NULL);
    }
    {   /* kernel 3, pad 1 each side, in_zp -1 (x - zp = 2 3 5), out_zp 5; padding is not counted:
         * 5 / 2: 5 * (2^30 + 1) + 2^30 = 6 * 2^30 + 5 >> 31 = 3, + 5 = 8;
         * 10 / 3: reciprocal_scale(3): k = 2, multiplier = (2^32 + 4) / 3 = 1431655766, shift 32;
         *   10 * 1431655766 + 2^31 = 16464041308 >> 32 = 3 (3.83), + 5 = 8;
         * 8 / 2: 8 * 2^30 + 8 + 2^30 >> 31 = 4, + 5 = 9; with out_zp 124: 127, 127, 128 -> 127 */
        const int8_t x[3] = {1, 2, 4}, want[3] = {8, 8, 9}, want_sat[3] = {127, 127, 127};
        operand in[1] = {{4, {1, 1, 3, 1}, I8, x}}, y = {4, {1, 1, 3, 1}, I8, NULL};
        a.ipool2d.kernel_w = 3; a.ipool2d.pad_left = a.ipool2d.pad_right = 1; a.ipool2d.in_zp = -1; a.ipool2d.out_zp = 5;
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, want, NULL);
        a.ipool2d.out_zp = 124;
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, want_sat, NULL);
    }
    {   /* max, kernel 2, stride 2, pad_left 1: windows (pad, 3) -> 3, (-128, 127) -> 127 */
        const int8_t x[4] = {3, -128, 127, 0}, want[2] = {3, 127};
        operand in[1] = {{4, {1, 1, 4, 1}, I8, x}}, y = {4, {1, 1, 2, 1}, I8, NULL};
        memset(&a, 0, sizeof a);
        a.ipool2d.kind = NPK_IPOOL_MAX; a.ipool2d.kernel_h = 1; a.ipool2d.kernel_w = 2;
        a.ipool2d.stride_h = 1; a.ipool2d.stride_w = 2; a.ipool2d.pad_left = 1;
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, want, NULL);
        a.ipool2d.pad_left = 2; /* a window of padding only */
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, NULL, "padding must be smaller than the kernel");
    }
    {   /* odd shapes, i16, against plain loops: [2,5,7,3], kernel 3x2, stride 2x1, pads 1,2 / 0,1 */
        enum { N = 2, H = 5, W = 7, C = 3, KH = 3, KW = 2, SH = 2, SW = 1, PT = 1, PB = 2, PL = 0, PR = 1 };
        enum { OH = (H + PT + PB - KH) / SH + 1, OW = (W + PL + PR - KW) / SW + 1 };
        int16_t x[N * H * W * C], wmax[N * OH * OW * C], wavg[N * OH * OW * C];
        uint32_t st = 4242u;
        int i, n, oy, ox, c, ky, kx;
        operand in[1] = {{4, {N, H, W, C}, I16, x}}, y = {4, {N, OH, OW, C}, I16, NULL};
        for (i = 0; i < N * H * W * C; i++) x[i] = (int16_t)(lcg(&st) & 0xFFFF);
        x[0] = -32768; x[1] = 32767;
        for (n = 0; n < N; n++)
            for (oy = 0; oy < OH; oy++)
                for (ox = 0; ox < OW; ox++)
                    for (c = 0; c < C; c++) {
                        int64_t mx = -32768, sum = 0, cnt = 0, r;
                        for (ky = 0; ky < KH; ky++)
                            for (kx = 0; kx < KW; kx++) {
                                int iy = oy * SH + ky - PT, ix = ox * SW + kx - PL;
                                if (iy >= 0 && iy < H && ix >= 0 && ix < W) {
                                    int16_t v = x[((n * H + iy) * W + ix) * C + c];
                                    if (v > mx) mx = v;
                                    sum += v; cnt++;
                                }
                            }
                        r = ref_avg_divide(sum, cnt);
                        wmax[((n * OH + oy) * OW + ox) * C + c] = (int16_t)mx;
                        wavg[((n * OH + oy) * OW + ox) * C + c] = (int16_t)(r < -32768 ? -32768 : r > 32767 ? 32767 : r);
                    }
        memset(&a, 0, sizeof a);
        a.ipool2d.kernel_h = KH; a.ipool2d.kernel_w = KW; a.ipool2d.stride_h = SH; a.ipool2d.stride_w = SW;
        a.ipool2d.pad_top = PT; a.ipool2d.pad_bottom = PB; a.ipool2d.pad_left = PL; a.ipool2d.pad_right = PR;
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, wmax, NULL);
        a.ipool2d.kind = NPK_IPOOL_AVG;
        run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, wavg, NULL);
    }
    {   /* i8 avg without padding (the 32-channel fast path), against plain loops: 37 and 70 channels,
         * a 3x2 window of stride 1x2 and a global pool, zero points, saturation */
        static const int shapes[2][6] = {{3, 4, 6, 37, 3, 2}, {2, 5, 4, 70, 5, 4}};
        static int8_t x[3 * 4 * 6 * 70], want[3 * 4 * 6 * 70];
        uint32_t st = 977u;
        int k, i, n, oy, ox, c, ky, kx;
        for (k = 0; k < 4; k++) {
            const int *sh = shapes[k % 2];
            int N = sh[0], H = sh[1], W = sh[2], C = sh[3], KH = sh[4], KW = sh[5], SW = k % 2 ? 1 : 2;
            int OH = H - KH + 1, OW = (W - KW) / SW + 1, izp = k < 2 ? -7 : 127, ozp = k < 2 ? 3 : -100;
            operand in[1] = {{4, {(uint32_t)N, (uint32_t)H, (uint32_t)W, (uint32_t)C}, I8, x}};
            operand y = {4, {(uint32_t)N, (uint32_t)OH, (uint32_t)OW, (uint32_t)C}, I8, NULL};
            for (i = 0; i < N * H * W * C; i++) x[i] = (int8_t)(lcg(&st) & 0xFF);
            for (n = 0; n < N; n++)
                for (oy = 0; oy < OH; oy++)
                    for (ox = 0; ox < OW; ox++)
                        for (c = 0; c < C; c++) {
                            int64_t sum = 0, r;
                            for (ky = 0; ky < KH; ky++)
                                for (kx = 0; kx < KW; kx++) sum += x[((n * H + oy + ky) * W + ox * SW + kx) * C + c] - izp;
                            r = ref_avg_divide(sum, KH * KW) + ozp;
                            want[((n * OH + oy) * OW + ox) * C + c] = (int8_t)(r < -128 ? -128 : r > 127 ? 127 : r);
                        }
            memset(&a, 0, sizeof a);
            a.ipool2d.kind = NPK_IPOOL_AVG;
            a.ipool2d.kernel_h = KH; a.ipool2d.kernel_w = KW; a.ipool2d.stride_h = 1; a.ipool2d.stride_w = SW;
            a.ipool2d.in_zp = izp; a.ipool2d.out_zp = ozp;
            run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, want, NULL);
        }
    }
    {   /* i8 max without padding (the chunked fast path and, where a window row is over 256
         * bytes, the per-pixel one), against plain loops: chunks of one output row (W = 50),
         * overlapping windows (stride 1), gaps between windows (stride 3 > kernel 2), a
         * stride in H, 1, 6 and 70 channels, two images, the extreme values */
        static const int shapes[5][8] = { /* N, H, W, C, KH, KW, SH, SW */
            {2, 5, 50, 6, 2, 2, 2, 2}, {1, 4, 9, 1, 3, 3, 1, 1}, {2, 6, 11, 6, 2, 2, 3, 3},
            {1, 3, 7, 70, 2, 4, 1, 2}, {2, 4, 23, 13, 1, 5, 1, 1}};
        static int8_t x[2 * 6 * 50 * 70], want[2 * 6 * 50 * 70];
        uint32_t st = 31337u;
        int k, i, n, oy, ox, c, ky, kx;
        for (k = 0; k < 5; k++) {
            const int *sh = shapes[k];
            int N = sh[0], H = sh[1], W = sh[2], C = sh[3], KH = sh[4], KW = sh[5], SH = sh[6], SW = sh[7];
            int OH = (H - KH) / SH + 1, OW = (W - KW) / SW + 1;
            operand in[1] = {{4, {(uint32_t)N, (uint32_t)H, (uint32_t)W, (uint32_t)C}, I8, x}};
            operand y = {4, {(uint32_t)N, (uint32_t)OH, (uint32_t)OW, (uint32_t)C}, I8, NULL};
            for (i = 0; i < N * H * W * C; i++) x[i] = (int8_t)(lcg(&st) & 0xFF);
            x[0] = -128; x[1 % (N * H * W * C)] = 127; x[N * H * W * C - 1] = 127;
            for (n = 0; n < N; n++)
                for (oy = 0; oy < OH; oy++)
                    for (ox = 0; ox < OW; ox++)
                        for (c = 0; c < C; c++) {
                            int mx = -128;
                            for (ky = 0; ky < KH; ky++)
                                for (kx = 0; kx < KW; kx++) {
                                    int v = x[((n * H + oy * SH + ky) * W + ox * SW + kx) * C + c];
                                    if (v > mx) mx = v;
                                }
                            want[((n * OH + oy) * OW + ox) * C + c] = (int8_t)mx;
                        }
            memset(&a, 0, sizeof a);
            a.ipool2d.kind = NPK_IPOOL_MAX;
            a.ipool2d.kernel_h = KH; a.ipool2d.kernel_w = KW; a.ipool2d.stride_h = SH; a.ipool2d.stride_w = SW;
            run_one_op(__LINE__, NPK_OP_IPOOL2D, &a, 1, in, &y, want, NULL);
        }
    }
}

static void ireduce_cases(void)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    {   /* i8 sum along axis 1, wrapping: 100 + 100 + 100 = 300 = 44 (mod 256); -1 - 2 - 3 = -6 */
        const int8_t x[6] = {100, 100, 100, -1, -2, -3}, want[2] = {44, -6};
        operand in[1] = {{2, {2, 3}, I8, x}}, y = {2, {2, 1}, I8, NULL};
        a.ireduce.fn = NPK_IRED_SUM; a.ireduce.axis = 1;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, want, NULL);
    }
    {   /* i16 product along axis 0: 300 * 300 = 90000 = 24464 (mod 65536), 2 * 3 = 6, -1 * 5 = -5 */
        const int16_t x[6] = {300, 2, -1, 300, 3, 5}, want[3] = {24464, 6, -5};
        operand in[1] = {{2, {2, 3}, I16, x}}, y = {2, {1, 3}, I16, NULL};
        a.ireduce.fn = NPK_IRED_PROD; a.ireduce.axis = 0;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, want, NULL);
    }
    {   /* i32 max / min along axis 1 with INT_MIN / INT_MAX */
        const int32_t x[6] = {INT32_MIN, -5, 7, INT32_MAX, 0, -1}, wmax[2] = {7, INT32_MAX}, wmin[2] = {INT32_MIN, -1};
        operand in[1] = {{2, {2, 3}, I32, x}}, y = {2, {2, 1}, I32, NULL};
        a.ireduce.fn = NPK_IRED_MAX; a.ireduce.axis = 1;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, wmax, NULL);
        a.ireduce.fn = NPK_IRED_MIN;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, wmin, NULL);
    }
    {   /* i1 all / any along axis 1 of [[1,1,1],[1,0,1],[0,0,0]] */
        const uint8_t x[9] = {1, 1, 1, 1, 0, 1, 0, 0, 0}, wall[3] = {1, 0, 0}, wany[3] = {1, 1, 0};
        operand in[1] = {{2, {3, 3}, NPK_DTYPE_I1, x}}, y = {2, {3, 1}, NPK_DTYPE_I1, NULL};
        a.ireduce.fn = NPK_IRED_ALL;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, wall, NULL);
        a.ireduce.fn = NPK_IRED_ANY;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, wany, NULL);
        a.ireduce.fn = NPK_IRED_SUM; /* sum of i1 is refused */
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, NULL, "sum takes i8, i16, i32 or i64");
        a.ireduce.fn = NPK_IRED_ANY; a.ireduce.axis = 2;
        run_one_op(__LINE__, NPK_OP_IREDUCE, &a, 1, in, &y, NULL, "axis 2 is out of range");
    }
}

int main(void)
{
    rescale_hand_cases();
    rescale_odd_shapes();
    table_cases();
    mul_shift_cases();
    shr_round_cases();
    iconv2d_cases();
    imatmul_cases();
    ipool2d_cases();
    ireduce_cases();
    printf("test_intops: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
