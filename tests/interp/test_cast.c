/* test_cast.c - the cast op through the interpreter, on hand-worked cases at
 * the edges of TOSA 1.0 CAST's rules: float -> int ties to even and
 * saturation (NaN -> 0, +-inf -> the limits), int -> int wrap and sign
 * extension, i1, float -> float rounding to nearest even with overflow to
 * inf and f16/bf16 denormals, -0, NaN, and integers too wide for a double's
 * mantissa (no double rounding); every pair of the 17 types (the 8/4-bit
 * floats in detail: test_minifloat.c). Every case runs serially and split into
 * tasks run in reverse order. The shape rule's refusals are checked too. */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"


static int is_nan_bits(unsigned dt, const unsigned char *p)
{
    uint32_t u32;
    uint16_t u16;
    if (dt == NPK_DTYPE_F32) { memcpy(&u32, p, 4); return (u32 & 0x7f800000u) == 0x7f800000u && (u32 & 0x7fffffu); }
    if (dt != NPK_DTYPE_F16 && dt != NPK_DTYPE_BF16) return 0; /* integers: p may hold one byte */
    memcpy(&u16, p, 2);
    if (dt == NPK_DTYPE_F16) return (u16 & 0x7c00u) == 0x7c00u && (u16 & 0x3ffu);
    if (dt == NPK_DTYPE_BF16) return (u16 & 0x7f80u) == 0x7f80u && (u16 & 0x7fu);
    return 0;
}

/* Casts n elements x (dtype from) to dtype to and compares with want byte
 * for byte (any NaN matches a NaN). */
static void run_cast(unsigned from, unsigned to, size_t n, const void *x, const void *want, int line)
{
    tcp_builder b;
    uint32_t dims[1], tx, ty, op;
    size_t size, i;
    unsigned char *buf;
    void *arena = NULL;
    npk_program p;
    npk_error err;
    int mode;
    unsigned so = npk_dtype_size(to);
    dims[0] = (uint32_t)n;
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 1, dims, from, 0);
    ty = tb_arena_dt(&b, "y", 1, dims, to, b.arena_bytes);
    op = tb_op(&b, NPK_OP_CAST, 1, &tx, ty);
    b.ops[op].attr.cast.to = (int32_t)to;
    tb_input(&b, tx);
    tb_output(&b, ty);
    buf = tb_serialize(&b, &size);
    if (npk_program_load(&p, buf, size, &err) != NPK_OK) {
        CHECK(0, "line %d: %s -> %s does not load: %s", line, npk_dtype_name(from), npk_dtype_name(to), err.message);
        free(buf);
        return;
    }
    CHECK(posix_memalign(&arena, 64, (size_t)p.arena_bytes) == 0, "arena");
    for (mode = 0; mode < 2; mode++) {
        npk_run_options o;
        const unsigned char *got, *w = (const unsigned char *)want;
        memset(&o, 0, sizeof o);
        if (mode) { o.parallel_for = reverse_for; o.threads = 3; }
        memset(arena, 0xA5, (size_t)p.arena_bytes);
        memcpy(npk_input_ptr(&p, arena, 0), x, n * npk_dtype_size(from));
        CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "run: %s", err.message);
        got = (const unsigned char *)npk_output_ptr(&p, arena, 0);
        for (i = 0; i < n; i++) {
            const unsigned char *g = got + i * so, *e = w + i * so;
            int ok = is_nan_bits(to, e) ? is_nan_bits(to, g) : memcmp(g, e, so) == 0;
            unsigned long long gv = 0, ev = 0;
            memcpy(&gv, g, so);
            memcpy(&ev, e, so);
            CHECK(ok, "line %d: %s -> %s element %zu: got bits 0x%llx, want 0x%llx (%s)", line, npk_dtype_name(from),
                  npk_dtype_name(to), i, gv, ev, mode ? "tasks" : "serial");
        }
    }
    free(arena);
    free(buf);
}

#define N(a) (sizeof(a) / sizeof((a)[0]))
#define CAST(F, T, x, w) do { \
    CHECK(N(x) == N(w), "line %d: %zu inputs, %zu results", __LINE__, N(x), N(w)); \
    run_cast(NPK_DTYPE_##F, NPK_DTYPE_##T, N(x), x, w, __LINE__); } while (0)

static float f32_bits(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

static void float_to_int(void)
{
    const float inf = (float)INFINITY, nan = (float)NAN;
    {   /* ties to even, both signs; saturation at both ends; NaN -> 0; -0 */
        const float x[] = {2.5f, 3.5f, -2.5f, -3.5f, 0.5f, 1.5f, -0.5f, 0.49999997f, 127.4f, 127.5f, 200.0f,
                           -128.5f, -129.0f, inf, -inf, nan, -0.0f, 126.5f, -127.5f};
        const int8_t w[] = {2, 4, -2, -4, 0, 2, 0, 0, 127, 127, 127, -128, -128, 127, -128, 0, 0, 126, -128};
        CAST(F32, I8, x, w);
    }
    {
        const float x[] = {32767.5f, 32766.5f, -32768.5f, -32769.0f, 1e20f, -1e20f, nan};
        const int16_t w[] = {32767, 32766, -32768, -32768, 32767, -32768, 0};
        CAST(F32, I16, x, w);
    }
    {   /* 2147483520 is the largest f32 below 2^31 */
        const float x[] = {2147483520.0f, 2147483648.0f, -2147483648.0f, -3e9f, 16777217.0f, -0.0f, inf, nan};
        const int32_t w[] = {2147483520, 2147483647, (int32_t)(-2147483647 - 1), (int32_t)(-2147483647 - 1),
                             16777216, 0, 2147483647, 0};
        CAST(F32, I32, x, w);
    }
    {
        const float x[] = {9223372036854775808.0f, -9223372036854775808.0f, 1e10f, -2.5f, inf, -inf, nan};
        const int64_t w[] = {INT64_MAX, INT64_MIN, 10000000000LL, -2, INT64_MAX, INT64_MIN, 0};
        CAST(F32, I64, x, w);
    }
    {   /* to bool: x != 0, so NaN is true */
        const float x[] = {0.0f, -0.0f, nan, 0.1f, -inf, f32_bits(1u)};
        const uint8_t w[] = {0, 0, 1, 1, 1, 1};
        CAST(F32, I1, x, w);
    }
    {   /* f16: 0x5BF8 = 255, 0x3E00 = 1.5, 0xB800 = -0.5, 0x7C00 = inf, 0x7E00 = NaN, 0x4100 = 2.5 */
        const uint16_t x[] = {0x5BF8, 0x3E00, 0xB800, 0x7C00, 0x7E00, 0x4100, 0xFC00};
        const int8_t w[] = {127, 2, 0, 127, 0, 2, -128};
        CAST(F16, I8, x, w);
    }
    {   /* bf16: 0x4F00 = 2^31 saturates, 0x4040 = 3.0, 0xC0A0 = -5.0, 0x3F40 = 0.75 */
        const uint16_t x[] = {0x4F00, 0x4040, 0xC0A0, 0x3F40, 0xCF00};
        const int32_t w[] = {2147483647, 3, -5, 1, (int32_t)(-2147483647 - 1)};
        CAST(BF16, I32, x, w);
    }
    {
        const uint16_t x[] = {0x0000, 0x8000, 0x0001, 0x7E00};
        const uint8_t w[] = {0, 0, 1, 1};
        CAST(F16, I1, x, w);
    }
}

static void int_to_int(void)
{
    {   /* narrowing keeps the low bits */
        const int32_t x[] = {300, -129, 128, 255, -1, 127, (int32_t)(-2147483647 - 1)};
        const int8_t w[] = {44, 127, -128, -1, -1, 127, 0};
        CAST(I32, I8, x, w);
    }
    {
        const int64_t x[] = {0x100000005LL, -1, 0x7FFFFFFFFFFFFFFFLL, 0x80000000LL};
        const int32_t w[] = {5, -1, -1, (int32_t)(-2147483647 - 1)};
        CAST(I64, I32, x, w);
    }
    {   /* widening sign-extends */
        const int8_t x[] = {-5, -128, 127, 0};
        const int64_t w[] = {-5, -128, 127, 0};
        CAST(I8, I64, x, w);
    }
    {
        const int16_t x[] = {-32768, 32767, -1};
        const int32_t w[] = {-32768, 32767, -1};
        CAST(I16, I32, x, w);
    }
    {
        const int16_t x[] = {0x1234, -32768, 0x00FF};
        const int8_t w[] = {0x34, 0, -1};
        CAST(I16, I8, x, w);
    }
    {   /* bool both ways */
        const int8_t x[] = {-128, 0, 1, 2};
        const uint8_t w[] = {1, 0, 1, 1};
        CAST(I8, I1, x, w);
    }
    {
        const uint8_t x[] = {1, 0, 1};
        const int32_t w[] = {1, 0, 1};
        CAST(I1, I32, x, w);
    }
    {
        const int64_t x[] = {0x100000000LL, 0, -7};
        const uint8_t w[] = {1, 0, 1};
        CAST(I64, I1, x, w);
    }
}

static void to_float(void)
{
    const float inf = (float)INFINITY;
    {   /* 2^24 + 1 is a tie (to even, down), 2^24 + 3 rounds up */
        const int32_t x[] = {16777217, 16777219, 2147483647, -2147483647 - 1, -3, 0};
        const float w[] = {16777216.0f, 16777220.0f, 2147483648.0f, -2147483648.0f, -3.0f, 0.0f};
        CAST(I32, F32, x, w);
    }
    {   /* 2^60 + 2^36 + 1 is just above the f32 tie: up to 2^60 + 2^37 (a cast
         * through a double would round twice and give 2^60) */
        const int64_t x[] = {(1LL << 60) + (1LL << 36) + 1, (1LL << 60) + (1LL << 36), INT64_MAX, INT64_MIN};
        const float w[] = {1152921642045800448.0f, 1152921504606846976.0f, 9223372036854775808.0f,
                           -9223372036854775808.0f};
        CAST(I64, F32, x, w);
    }
    {   /* f16 max 65504; 65520 is the tie past it: inf; 2049 ties to 2048 */
        const int32_t x[] = {65519, 65520, 2049, 2051, -70000, 1, 0};
        const uint16_t w[] = {0x7BFF, 0x7C00, 0x6800, 0x6802, 0xFC00, 0x3C00, 0x0000};
        CAST(I32, F16, x, w);
    }
    {   /* bf16: -2^63 exactly; 257 ties to 256; 259 up to 260 */
        const int64_t x[] = {INT64_MIN, 257, 259, 1};
        const uint16_t w[] = {0xDF00, 0x4380, 0x4382, 0x3F80};
        CAST(I64, BF16, x, w);
    }
    {
        const uint8_t x[] = {1, 0};
        const float w[] = {1.0f, 0.0f};
        CAST(I1, F32, x, w);
    }
    {
        const uint8_t x[] = {1, 0};
        const uint16_t w[] = {0x3C00, 0x0000};
        CAST(I1, F16, x, w);
    }
    (void)inf;
}

static void float_to_float(void)
{
    const float inf = (float)INFINITY, nan = (float)NAN;
    float d1 = ldexpf(1.0f, -24), d_half = ldexpf(1.0f, -25);
    {   /* f32 -> f16: normal range, overflow, specials, denormals and their ties */
        const float x[] = {1.0f, 65504.0f, 65519.99f, 65520.0f, 1e9f, -inf, nan, -0.0f, d1, d_half, 1.5f * d_half,
                           3.0f * d_half, 1023.0f * d1, ldexpf(1.0f, -14), 1023.5f * d1, 1.0f + ldexpf(1.0f, -11),
                           1.0f + 3.0f * ldexpf(1.0f, -11), -2.0f, ldexpf(1.0f, -30)};
        const uint16_t w[] = {0x3C00, 0x7BFF, 0x7BFF, 0x7C00, 0x7C00, 0xFC00, 0x7E00, 0x8000, 0x0001, 0x0000, 0x0001,
                              0x0002, 0x03FF, 0x0400, 0x0400, 0x3C00, 0x3C02, 0xC000, 0x0000};
        CAST(F32, F16, x, w);
    }
    {   /* f32 -> bf16: ties, FLT_MAX overflows to inf, denormals */
        const float x[] = {1.0f, 1.0f + ldexpf(1.0f, -8), 1.0f + 3.0f * ldexpf(1.0f, -8), f32_bits(0x7F7FFFFFu),
                           ldexpf(1.0f, -149), ldexpf(1.0f, -133), -ldexpf(1.0f, -126), nan, -0.0f, -inf,
                           f32_bits(0x3F808001u)};
        const uint16_t w[] = {0x3F80, 0x3F80, 0x3F82, 0x7F80, 0x0000, 0x0001, 0x8080, 0x7FC0, 0x8000, 0xFF80, 0x3F81};
        CAST(F32, BF16, x, w);
    }
    {   /* f16 -> f32: exact, specials, smallest denormal */
        const uint16_t x[] = {0x0001, 0x7BFF, 0x7C00, 0xFC00, 0x7E00, 0x8000, 0x3555, 0x03FF};
        const float w[] = {d1, 65504.0f, inf, -inf, nan, -0.0f, 0.333251953125f, 1023.0f * d1};
        CAST(F16, F32, x, w);
    }
    {
        const uint16_t x[] = {0x3F80, 0x0001, 0xFF80, 0x7FC1, 0x8000};
        const float w[] = {1.0f, ldexpf(1.0f, -133), -inf, nan, -0.0f};
        CAST(BF16, F32, x, w);
    }
    {   /* f16 -> bf16: 1 + 2^-10 rounds to 1; 65504 rounds up to 65536 */
        const uint16_t x[] = {0x3C01, 0x7BFF, 0x0001, 0x7E00};
        const uint16_t w[] = {0x3F80, 0x4780, 0x3380, 0x7FC0};
        CAST(F16, BF16, x, w);
    }
    {   /* bf16 -> f16: 65536 overflows; 2^-24 is f16's smallest denormal */
        const uint16_t x[] = {0x4780, 0x3380, 0x3300, 0xC040};
        const uint16_t w[] = {0x7C00, 0x0001, 0x0000, 0xC200};
        CAST(BF16, F16, x, w);
    }
    {   /* identity keeps the bits (NaN stays NaN) */
        const float x[] = {nan, -0.0f, 3.25f, inf};
        const float w[] = {nan, -0.0f, 3.25f, inf};
        CAST(F32, F32, x, w);
    }
}

/* The bytes of one (1.0 in the float types, from their definitions). */
static void one_bits(unsigned dt, unsigned char *p)
{
    float f = 1.0f;
    double d = 1.0;
    switch (dt) {
    case NPK_DTYPE_F32: memcpy(p, &f, 4); break;
    case NPK_DTYPE_F64: memcpy(p, &d, 8); break;
    case NPK_DTYPE_F16: p[0] = 0x00; p[1] = 0x3C; break;
    case NPK_DTYPE_BF16: p[0] = 0x80; p[1] = 0x3F; break;
    case NPK_DTYPE_F8E4M3FN: p[0] = 0x38; break;   /* 0 0111 000 */
    case NPK_DTYPE_F8E5M2: p[0] = 0x3C; break;     /* 0 01111 00 */
    case NPK_DTYPE_F8E4M3FNUZ: p[0] = 0x40; break; /* bias 8 */
    case NPK_DTYPE_F8E5M2FNUZ: p[0] = 0x40; break; /* bias 16 */
    case NPK_DTYPE_F8E8M0FNU: p[0] = 0x7F; break;  /* 2^0 */
    case NPK_DTYPE_F4E2M1FN: p[0] = 0x2; break;    /* 0 01 0 */
    default: p[0] = 1; break;
    }
}

/* Every pair of the 17 types runs (the zero and one of each type), so no pair
 * is left out of the converter. f8E8M0FNU has no zero: its pairs use one twice. */
static void every_pair(void)
{
    unsigned from, to;
    for (from = 1; from < NPK_DTYPE_END_; from++)
        for (to = 1; to < NPK_DTYPE_END_; to++) {
            unsigned char x[16] = {0}, w[16] = {0};
            size_t si = npk_dtype_size(from), so = npk_dtype_size(to);
            int no_zero = from == NPK_DTYPE_F8E8M0FNU || to == NPK_DTYPE_F8E8M0FNU;
            /* element 1 holds one */
            one_bits(from, x + si);
            one_bits(to, w + so);
            if (no_zero) { one_bits(from, x); one_bits(to, w); }
            run_cast(from, to, 2, x, w, __LINE__);
        }
}

/* The shape rule: result dtype is `to`, shape the operand's; an unknown
 * target is refused by the schema. */
static void infer_rules(void)
{
    npk_op_desc op;
    npk_tensor_desc x, y;
    const npk_tensor_desc *in[1];
    npk_error err;
    memset(&x, 0, sizeof x);
    x.dtype = NPK_DTYPE_I16;
    x.rank = 2;
    x.dims[0] = 3;
    x.dims[1] = 5;
    in[0] = &x;
    npk_op_init(&op, NPK_OP_CAST);
    op.n_in = 1;
    op.n_out = 1;
    op.attr.cast.to = NPK_DTYPE_BF16;
    memset(&y, 0, sizeof y);
    CHECK(npk_op_infer(&op, in, &y, &err) == NPK_OK, "infer: %s", err.message);
    CHECK(y.dtype == NPK_DTYPE_BF16 && y.rank == 2 && y.dims[1] == 5 && y.nbytes == 30, "result %u rank %u bytes %llu",
          (unsigned)y.dtype, (unsigned)y.rank, (unsigned long long)y.nbytes);
    op.attr.cast.to = 18;
    CHECK(npk_op_infer(&op, in, &y, &err) == NPK_ERR_ATTRIBUTE && strstr(err.message, "to = 18"), "to=18: %s", err.message);
    op.attr.cast.to = 0;
    CHECK(npk_op_infer(&op, in, &y, &err) == NPK_ERR_ATTRIBUTE, "to=0: %s", err.message);
    {
        char text[64];
        op.attr.cast.to = NPK_DTYPE_I8;
        npk_op_format_attrs(&op, text, sizeof text);
        CHECK(strcmp(text, "to=i8") == 0, "printed '%s'", text);
    }
}

int main(void)
{
    float_to_int();
    int_to_int();
    to_float();
    float_to_float();
    every_pair();
    infer_rules();
    printf("test_cast: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
