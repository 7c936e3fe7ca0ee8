/* test_typed_ops.c - compare, select, logical, argmax and the integer ops
 * (ibinary, iunary: wrap, truncating division, shifts, clz) through the
 * interpreter on hand-worked cases: NaN compares false, signed integer
 * order, numpy broadcasting of 2 and 3 operands, i1 results, argmax's first
 * maximum and TOSA's NaN modes; and the rules' refusals (mixed types, a
 * condition that is not i1, arity, axis). Each case runs serially and in
 * tasks run in reverse order. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "one_op.h"


/* One op over inputs in[0..n-1] giving y; attr0/attr1 go to slots 0 and 1
 * (attr1 < 0: left at 0). want NULL: the loader must refuse it with msg. */
static void run_op(int line, npk_opcode code, int32_t attr0, int32_t attr1, unsigned n, const operand *in,
                   const operand *y, const void *want, const char *msg)
{
    npk_op_attrs a;
    memset(&a, 0, sizeof a);
    a.raw[0] = attr0;
    if (attr1 >= 0) a.raw[1] = attr1;
    run_one_op(line, code, &a, n, in, y, want, msg);
}

#define F32 NPK_DTYPE_F32
#define I1 NPK_DTYPE_I1

static void compare_cases(void)
{
    const float nan = (float)NAN;
    const float a[4] = {1.0f, nan, 3.0f, -0.0f}, b[4] = {1.0f, 1.0f, 2.0f, 0.0f};
    const float c[4] = {nan, nan, 2.0f, (float)INFINITY};
    operand in[2] = {{1, {4}, F32, a}, {1, {4}, F32, b}}, y = {1, {4}, I1, NULL};
    const uint8_t eq[4] = {1, 0, 0, 1}, gt[4] = {0, 0, 1, 0}, ge[4] = {1, 0, 1, 1};
    const uint8_t eq_nan[4] = {0, 0, 0, 0}, ge_nan[4] = {0, 0, 1, 0};
    run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_EQUAL, -1, 2, in, &y, eq, NULL);
    run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_GREATER, -1, 2, in, &y, gt, NULL);
    run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_GREATER_EQUAL, -1, 2, in, &y, ge, NULL);
    in[1].data = c; /* NaN on either side is false, also for equal */
    run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_EQUAL, -1, 2, in, &y, eq_nan, NULL);
    run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_GREATER_EQUAL, -1, 2, in, &y, ge_nan, NULL);
    {   /* signed integers, broadcasting [2,3] against [3] */
        const int8_t x[6] = {-128, 5, 0, 127, -1, 3}, z[3] = {127, 5, -1};
        const uint8_t want[6] = {0, 0, 1, 0, 0, 1}, want_ge[6] = {0, 1, 1, 1, 0, 1};
        operand i2[2] = {{2, {2, 3}, NPK_DTYPE_I8, x}, {1, {3}, NPK_DTYPE_I8, z}}, y2 = {2, {2, 3}, I1, NULL};
        run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_GREATER, -1, 2, i2, &y2, want, NULL);
        run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_GREATER_EQUAL, -1, 2, i2, &y2, want_ge, NULL);
    }
    {   /* i64 beyond a double's exact range */
        const int64_t x[2] = {INT64_MAX, INT64_MAX - 1}, z[2] = {INT64_MAX - 1, INT64_MAX - 1};
        const uint8_t want[2] = {1, 0};
        operand i2[2] = {{1, {2}, NPK_DTYPE_I64, x}, {1, {2}, NPK_DTYPE_I64, z}}, y2 = {1, {2}, I1, NULL};
        run_op(__LINE__, NPK_OP_COMPARE, NPK_CMP_GREATER, -1, 2, i2, &y2, want, NULL);
    }
    {
        const int32_t x[4] = {1, 2, 3, 4};
        operand mixed[2] = {{1, {4}, F32, a}, {1, {4}, NPK_DTYPE_I32, x}};
        operand wrong_y = {1, {4}, F32, NULL};
        run_op(__LINE__, NPK_OP_COMPARE, 0, -1, 2, mixed, &y, NULL, "operands 0 and 1 are f32 and i32");
        run_op(__LINE__, NPK_OP_COMPARE, 0, -1, 2, in, &wrong_y, NULL, "is f32; the operands give i1");
    }
}

static void select_cases(void)
{
    /* cond [2,1] picks row 0 of a [2,3] and b [3] for row 1 */
    const uint8_t cond[2] = {1, 0};
    const int16_t a[6] = {1, 2, 3, 4, 5, 6}, b[3] = {-7, -8, -9};
    const int16_t want[6] = {1, 2, 3, -7, -8, -9};
    operand in[3] = {{2, {2, 1}, I1, cond}, {2, {2, 3}, NPK_DTYPE_I16, a}, {1, {3}, NPK_DTYPE_I16, b}};
    operand y = {2, {2, 3}, NPK_DTYPE_I16, NULL};
    run_op(__LINE__, NPK_OP_SELECT, 0, -1, 3, in, &y, want, NULL);
    {   /* f32 with a scalar-like [1] on_false */
        const uint8_t c2[4] = {0, 1, 1, 0};
        const float x[4] = {1.5f, 2.5f, 3.5f, 4.5f}, z[1] = {-1.0f}, w[4] = {-1.0f, 2.5f, 3.5f, -1.0f};
        operand i2[3] = {{1, {4}, I1, c2}, {1, {4}, F32, x}, {1, {1}, F32, z}};
        operand y2 = {1, {4}, F32, NULL};
        run_op(__LINE__, NPK_OP_SELECT, 0, -1, 3, i2, &y2, w, NULL);
        i2[0].dtype = F32;
        i2[0].data = x;
        run_op(__LINE__, NPK_OP_SELECT, 0, -1, 3, i2, &y2, NULL, "the condition) is f32; it must be i1");
    }
}

static void logical_cases(void)
{
    const uint8_t a[4] = {0, 1, 0, 1}, b[2] = {0, 1};
    const uint8_t and_[4] = {0, 1, 0, 1}, or_[4] = {0, 1, 0, 1}, xor_[4] = {0, 0, 0, 0}, not_[4] = {1, 0, 1, 0};
    const uint8_t c[2] = {1, 1}, and_c[4] = {0, 1, 0, 1}, or_c[4] = {1, 1, 1, 1}, xor_c[4] = {1, 0, 1, 0};
    operand in[2] = {{2, {2, 2}, I1, a}, {1, {2}, I1, b}}, y = {2, {2, 2}, I1, NULL};
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_AND, -1, 2, in, &y, and_, NULL);
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_OR, -1, 2, in, &y, or_, NULL);
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_XOR, -1, 2, in, &y, xor_, NULL);
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_NOT, -1, 1, in, &y, not_, NULL);
    in[1].data = c;
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_AND, -1, 2, in, &y, and_c, NULL);
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_OR, -1, 2, in, &y, or_c, NULL);
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_XOR, -1, 2, in, &y, xor_c, NULL);
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_NOT, -1, 2, in, &y, NULL, "fn=not takes 1 operand(s), got 2");
    in[0].dtype = NPK_DTYPE_I8;
    run_op(__LINE__, NPK_OP_LOGICAL, NPK_LOGIC_AND, -1, 2, in, &y, NULL, "operand 0 is i8, which this op does not take");
}

static void argmax_cases(void)
{
    const float nan = (float)NAN, inf = (float)INFINITY;
    /* rows: first of equal maxima; NaNs; all -inf; a NaN after the maximum */
    const float x[5 * 4] = {1, 5, 5, 2,   nan, 3, nan, 9,   -inf, -inf, -inf, -inf,   1, 9, nan, 20,   nan, nan, nan, nan};
    const int32_t prop[5] = {1, 0, 0, 2, 0}, ign[5] = {1, 3, 0, 3, 0};
    operand in = {2, {5, 4}, F32, x}, y = {1, {5}, NPK_DTYPE_I32, NULL};
    run_op(__LINE__, NPK_OP_ARGMAX, 1, 0, 1, &in, &y, prop, NULL);
    run_op(__LINE__, NPK_OP_ARGMAX, 1, 1, 1, &in, &y, ign, NULL);
    {   /* axis 0 of an i16 [3,2] (the result [2]), negative values */
        const int16_t v[6] = {-5, 7, -3, 7, -9, 8};
        const int32_t want[2] = {1, 2};
        operand i2 = {2, {3, 2}, NPK_DTYPE_I16, v}, y2 = {1, {2}, NPK_DTYPE_I32, NULL};
        run_op(__LINE__, NPK_OP_ARGMAX, 0, 0, 1, &i2, &y2, want, NULL);
        run_op(__LINE__, NPK_OP_ARGMAX, 2, 0, 1, &i2, &y2, NULL, "axis 2 is out of range for rank 2");
    }
    {   /* the middle axis of [2,3,2] */
        const float v[12] = {0, 1, 2, 3, 4, 5,   5, 4, 3, 2, 1, 0};
        const int32_t want[4] = {2, 2, 0, 0};
        operand i2 = {3, {2, 3, 2}, F32, v}, y2 = {2, {2, 2}, NPK_DTYPE_I32, NULL};
        run_op(__LINE__, NPK_OP_ARGMAX, 1, 0, 1, &i2, &y2, want, NULL);
    }
}

static void integer_cases(void)
{
    {   /* i8: wrap on overflow, truncating division, x/0 = 0, MIN/-1 = MIN */
        const int8_t a[8] = {100, -128, 7, -7, 5, -128, 64, -1}, b[8] = {100, 1, 2, 2, 0, -1, 2, 1};
        const int8_t add[8] = {-56, -127, 9, -5, 5, 127, 66, 0}, sub[8] = {0, 127, 5, -9, 5, -127, 62, -2};
        const int8_t mul[8] = {16, -128, 14, -14, 0, -128, -128, -1}, div[8] = {1, -128, 3, -3, 0, -128, 32, -1};
        const int8_t mn[8] = {100, -128, 2, -7, 0, -128, 2, -1}, mx[8] = {100, 1, 7, 2, 5, -1, 64, 1};
        operand in[2] = {{1, {8}, NPK_DTYPE_I8, a}, {1, {8}, NPK_DTYPE_I8, b}}, y = {1, {8}, NPK_DTYPE_I8, NULL};
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_ADD, -1, 2, in, &y, add, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_SUB, -1, 2, in, &y, sub, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_MUL, -1, 2, in, &y, mul, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_INTDIV, -1, 2, in, &y, div, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_MIN, -1, 2, in, &y, mn, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_MAX, -1, 2, in, &y, mx, NULL);
    }
    {   /* i16 bitwise and shifts (counts past the width: 0 or the sign) */
        const int16_t a[6] = {0x0F0F, -32768, -5, 0x4001, -1, 12}, b[6] = {4, 1, 1, 1, 16, -1};
        const int16_t and_[6] = {0x0004, 0, 1, 1, 16, 12}, or_[6] = {0x0F0F, -32767, -5, 0x4001, -1, -1};
        const int16_t xor_[6] = {0x0F0B, -32767, -6, 0x4000, -17, -13};
        const int16_t shl[6] = {(int16_t)0xF0F0, 0, -10, (int16_t)0x8002, 0, 0};
        const int16_t shr[6] = {0x00F0, -16384, -3, 0x2000, -1, 0};
        const int16_t shrl[6] = {0x00F0, 16384, 32765, 0x2000, 0, 0};
        operand in[2] = {{1, {6}, NPK_DTYPE_I16, a}, {1, {6}, NPK_DTYPE_I16, b}}, y = {1, {6}, NPK_DTYPE_I16, NULL};
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_AND, -1, 2, in, &y, and_, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_OR, -1, 2, in, &y, or_, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_XOR, -1, 2, in, &y, xor_, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_SHL, -1, 2, in, &y, shl, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_SHR, -1, 2, in, &y, shr, NULL);
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_SHR_LOGICAL, -1, 2, in, &y, shrl, NULL);
    }
    {   /* i32 broadcasting [2,2] + [2]; f32 refused */
        const int32_t a[4] = {2147483647, 1, -2147483647 - 1, 5}, b[2] = {1, -1};
        const int32_t add[4] = {-2147483647 - 1, 0, -2147483647, 4};
        operand in[2] = {{2, {2, 2}, NPK_DTYPE_I32, a}, {1, {2}, NPK_DTYPE_I32, b}}, y = {2, {2, 2}, NPK_DTYPE_I32, NULL};
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_ADD, -1, 2, in, &y, add, NULL);
        in[0].dtype = in[1].dtype = y.dtype = NPK_DTYPE_F32;
        run_op(__LINE__, NPK_OP_IBINARY, NPK_IBIN_ADD, -1, 2, in, &y, NULL, "operand 0 is f32, which this op does not take");
    }
    {   /* unary: abs/neg wrap at MIN, not, clz of the type's width */
        const int8_t x[5] = {-128, -5, 0, 1, 127};
        const int8_t ab[5] = {-128, 5, 0, 1, 127}, ng[5] = {-128, 5, 0, -1, -127}, nt[5] = {127, 4, -1, -2, -128};
        const int8_t clz[5] = {0, 0, 8, 7, 1};
        const int32_t x32[3] = {0, 1, 0x00800000}, clz32[3] = {32, 31, 8};
        operand in = {1, {5}, NPK_DTYPE_I8, x}, y = {1, {5}, NPK_DTYPE_I8, NULL};
        operand in32 = {1, {3}, NPK_DTYPE_I32, x32}, y32 = {1, {3}, NPK_DTYPE_I32, NULL};
        run_op(__LINE__, NPK_OP_IUNARY, NPK_IUN_ABS, -1, 1, &in, &y, ab, NULL);
        run_op(__LINE__, NPK_OP_IUNARY, NPK_IUN_NEG, -1, 1, &in, &y, ng, NULL);
        run_op(__LINE__, NPK_OP_IUNARY, NPK_IUN_NOT, -1, 1, &in, &y, nt, NULL);
        run_op(__LINE__, NPK_OP_IUNARY, NPK_IUN_CLZ, -1, 1, &in, &y, clz, NULL);
        run_op(__LINE__, NPK_OP_IUNARY, NPK_IUN_CLZ, -1, 1, &in32, &y32, clz32, NULL);
    }
}

int main(void)
{
    integer_cases();
    compare_cases();
    select_cases();
    logical_cases();
    argmax_cases();
    printf("test_typed_ops: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
