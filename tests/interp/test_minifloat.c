/* test_minifloat.c - the 8- and 4-bit float types and i4/i2, checked
 * against their definitions (OCP OFP8 1.0, OCP MX 1.0, APFloat's FNUZ
 * types) rather than against npk's own formulas:
 *  - every encoding: the value from a spec table (largest finite value,
 *    smallest denormal, NaN and inf encodings counted), positive encodings
 *    in increasing order, and encode(decode(b)) == b;
 *  - rounding: every midpoint between neighbours goes to the even encoding,
 *    a hair either side to the nearer one, both signs (FNUZ: -tiny -> +0);
 *  - beyond the largest value and +-inf/NaN: inf, NaN or saturation by type;
 *  - through the interpreter (serial and split into tasks) on an odd shape:
 *    the cast op f32 -> type -> f32 over all encodings, the bitwise cast
 *    i8 <-> f8 and i4 <-> f4E2M1FN, and i4/i2 wrapping and saturation. */
#define NPK_PAR_MIN_WORK 1u /* split every op into tasks */
#define NPK_IMPLEMENTATION /* its own copy: it calls the internal npk__mf_to_f64 / npk__f64_to_mf */
#include "npk.h"
#include "tcp_builder.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_check.h"

/* From the definitions: the type, its encodings, largest finite value,
 * smallest positive value, how many encodings are NaN and inf, whether
 * it has a sign. */
static const struct spec {
    unsigned dt, n_enc;
    double max, min_pos;
    unsigned n_nan, n_inf, has_sign;
} specs[] = {
    {NPK_DTYPE_F8E4M3FN, 256, 448.0, 0x1p-9, 2, 0, 1},
    {NPK_DTYPE_F8E5M2, 256, 57344.0, 0x1p-16, 6, 2, 1},
    {NPK_DTYPE_F8E4M3FNUZ, 256, 240.0, 0x1p-10, 1, 0, 1},
    {NPK_DTYPE_F8E5M2FNUZ, 256, 57344.0, 0x1p-17, 1, 0, 1},
    {NPK_DTYPE_F8E8M0FNU, 256, 0x1p127, 0x1p-127, 1, 0, 0},
    {NPK_DTYPE_F4E2M1FN, 16, 6.0, 0.5, 0, 0, 1},
};
#define N_SPECS (sizeof specs / sizeof specs[0])

static int is_fnuz(unsigned dt) { return dt == NPK_DTYPE_F8E4M3FNUZ || dt == NPK_DTYPE_F8E5M2FNUZ; }

static void encodings(const struct spec *s)
{
    unsigned b, nan = 0, inf = 0, half = s->has_sign ? s->n_enc / 2 : s->n_enc;
    double maxv = 0.0, minpos = INFINITY, prev = -1.0;
    const char *name = npk_dtype_name(s->dt);
    for (b = 0; b < s->n_enc; b++) {
        double v = npk__mf_to_f64(b, s->dt);
        if (v != v) { nan++; continue; }
        if (isinf(v)) { inf++; continue; }
        if (fabs(v) > maxv) maxv = fabs(v);
        if (v > 0 && v < minpos) minpos = v;
        CHECK(npk__f64_to_mf(v, s->dt) == b, "%s: encoding 0x%02x (%g) encodes back to 0x%02x", name, b, v,
              npk__f64_to_mf(v, s->dt));
        if (b < half) { /* positive encodings: increasing values */
            CHECK(v > prev || (b == 0 && v == 0.0), "%s: 0x%02x (%g) is not above the previous (%g)", name, b, v, prev);
            prev = v;
        } else if (s->has_sign && !isnan(npk__mf_to_f64(b - half, s->dt))) {
            double p = npk__mf_to_f64(b - half, s->dt);
            CHECK(v == -p && signbit(v), "%s: 0x%02x is %g, not minus 0x%02x (%g)", name, b, v, b - half, p);
        }
    }
    CHECK(nan == s->n_nan, "%s: %u NaN encodings, want %u", name, nan, s->n_nan);
    CHECK(inf == s->n_inf, "%s: %u inf encodings, want %u", name, inf, s->n_inf);
    CHECK(maxv == s->max, "%s: largest finite %g, want %g", name, maxv, s->max);
    CHECK(minpos == s->min_pos, "%s: smallest positive %g, want %g", name, minpos, s->min_pos);
}

static void rounding(const struct spec *s)
{
    unsigned b, half = s->has_sign ? s->n_enc / 2 : s->n_enc;
    const char *name = npk_dtype_name(s->dt);
    for (b = 0; b + 1 < half; b++) {
        double lo = npk__mf_to_f64(b, s->dt), hi = npk__mf_to_f64(b + 1, s->dt), mid, eps;
        unsigned even, sg;
        if (hi != hi || isinf(hi) || lo != lo) continue;
        mid = 0.5 * (lo + hi);
        eps = (hi - lo) * 0x1p-20;
        /* f8E8M0FNU's significand is the implicit 1, odd: its ties go up */
        even = s->dt == NPK_DTYPE_F8E8M0FNU ? b + 1 : (b & 1u) ? b + 1 : b;
        CHECK(npk__f64_to_mf(mid, s->dt) == even, "%s: midpoint %g of 0x%02x/0x%02x gave 0x%02x", name, mid, b, b + 1,
              npk__f64_to_mf(mid, s->dt));
        CHECK(npk__f64_to_mf(mid - eps, s->dt) == b, "%s: just below %g", name, mid);
        CHECK(npk__f64_to_mf(mid + eps, s->dt) == b + 1, "%s: just above %g", name, mid);
        if (!s->has_sign) continue;
        sg = half; /* the sign bit */
        if (is_fnuz(s->dt) && even == 0)
            CHECK(npk__f64_to_mf(-mid, s->dt) == 0, "%s: -%g must round to +0 (no -0)", name, mid);
        else
            CHECK(npk__f64_to_mf(-mid, s->dt) == (sg | even), "%s: midpoint -%g gave 0x%02x", name, mid,
                  npk__f64_to_mf(-mid, s->dt));
    }
}

static void beyond(const struct spec *s)
{
    const char *name = npk_dtype_name(s->dt);
    unsigned top = npk__f64_to_mf(s->max, s->dt), big = npk__f64_to_mf(s->max * 4.0, s->dt);
    unsigned pinf = npk__f64_to_mf((double)INFINITY, s->dt), nan = npk__f64_to_mf((double)NAN, s->dt);
    double vbig = npk__mf_to_f64(big, s->dt), vinf = npk__mf_to_f64(pinf, s->dt), vnan = npk__mf_to_f64(nan, s->dt);
    (void)top;
    if (s->n_inf) { /* f8E5M2: inf */
        CHECK(isinf(vbig) && vbig > 0 && isinf(vinf), "%s: overflow gives %g / %g, want inf", name, vbig, vinf);
        CHECK(vnan != vnan, "%s: NaN gives %g", name, vnan);
    } else if (s->n_nan) { /* no inf: NaN (APFloat's rule for FN/FNUZ) */
        CHECK(vbig != vbig && vinf != vinf && vnan != vnan, "%s: overflow/inf/NaN give %g / %g / %g, want NaN", name,
              vbig, vinf, vnan);
    } else { /* f4E2M1FN: neither, saturates; NaN -> +0 */
        CHECK(vbig == s->max && vinf == s->max && npk__mf_to_f64(npk__f64_to_mf(-(double)INFINITY, s->dt), s->dt) == -s->max,
              "%s: saturation gives %g / %g", name, vbig, vinf);
        CHECK(vnan == 0.0 && !signbit(vnan), "%s: NaN gives %g, want +0", name, vnan);
    }
    if (s->dt == NPK_DTYPE_F8E4M3FN) /* 464 is the tie between 448 (even) and the NaN slot: 448 */
        CHECK(npk__mf_to_f64(npk__f64_to_mf(464.0, s->dt), s->dt) == 448.0, "f8E4M3FN: 464 must round to 448");
    if (s->dt == NPK_DTYPE_F8E8M0FNU) {
        CHECK(npk__f64_to_mf(0.0, s->dt) == 0xFFu && npk__f64_to_mf(-1.0, s->dt) == 0xFFu, "f8E8M0FNU: 0 and -1 give NaN");
        CHECK(npk__f64_to_mf(0x1p-140, s->dt) == 0u, "f8E8M0FNU: below 2^-127 gives 2^-127");
    }
}

/* Runs one cast op (bitwise or not) over n elements. */
static void run_cast(unsigned from, unsigned to, int bitwise, size_t n, const void *x, void *y)
{
    tcp_builder b;
    uint32_t dims[2], tx, ty, op;
    size_t size;
    unsigned char *buf;
    void *arena = NULL;
    npk_program p;
    npk_error err;
    int mode;
    dims[0] = (uint32_t)n;
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 1, dims, from, 0);
    ty = tb_arena_dt(&b, "y", 1, dims, to, b.arena_bytes);
    op = tb_op(&b, NPK_OP_CAST, 1, &tx, ty);
    b.ops[op].attr.cast.to = (int32_t)to;
    b.ops[op].attr.cast.bitwise = bitwise;
    tb_input(&b, tx);
    tb_output(&b, ty);
    buf = tb_serialize(&b, &size);
    if (npk_program_load(&p, buf, size, &err) != NPK_OK) {
        CHECK(0, "%s -> %s does not load: %s", npk_dtype_name(from), npk_dtype_name(to), err.message);
        free(buf);
        return;
    }
    CHECK(posix_memalign(&arena, 64, (size_t)p.arena_bytes) == 0, "arena");
    for (mode = 0; mode < 2; mode++) {
        npk_run_options o;
        memset(&o, 0, sizeof o);
        if (mode) { o.parallel_for = reverse_for; o.threads = 3; }
        memset(arena, 0xA5, (size_t)p.arena_bytes);
        memcpy(npk_input_ptr(&p, arena, 0), x, n * npk_dtype_size(from));
        CHECK(npk_run(&p, arena, (size_t)p.arena_bytes, &o, &err) == NPK_OK, "run: %s", err.message);
        if (mode == 1) {
            unsigned char *again = (unsigned char *)malloc(n * npk_dtype_size(to));
            memcpy(again, npk_output_ptr(&p, arena, 0), n * npk_dtype_size(to));
            CHECK(memcmp(again, y, n * npk_dtype_size(to)) == 0, "%s -> %s: tasks differ from serial",
                  npk_dtype_name(from), npk_dtype_name(to));
            free(again);
        } else {
            memcpy(y, npk_output_ptr(&p, arena, 0), n * npk_dtype_size(to));
        }
    }
    free(arena);
    free(buf);
}

/* f32 -> type -> f32 through the interpreter: every encoding's value comes
 * back (NaN as NaN); 256 + 13 elements, an odd count. */
static void through_interpreter(const struct spec *s)
{
    enum { N = 269 };
    float x[N], back[N];
    unsigned char mid[N];
    unsigned k;
    for (k = 0; k < N; k++) x[k] = (float)npk__mf_to_f64(k % s->n_enc, s->dt);
    run_cast(NPK_DTYPE_F32, s->dt, 0, N, x, mid);
    run_cast(s->dt, NPK_DTYPE_F32, 0, N, mid, back);
    for (k = 0; k < N; k++)
        CHECK(x[k] != x[k] ? back[k] != back[k] : back[k] == x[k] && signbit(back[k]) == signbit(x[k]),
              "%s: element %u: %g came back as %g", npk_dtype_name(s->dt), k, x[k], back[k]);
}

static void bitwise_and_subbyte(void)
{
    int8_t i8[37], again[37];
    unsigned char f8[37];
    int32_t wide[19];
    int8_t i4[19], i2[19];
    float fx[9] = {-9.5f, -8.5f, -7.5f, 7.4f, 7.5f, 8.0f, 100.0f, -0.0f, NAN};
    int8_t fi4[9];
    const int8_t want_fi4[9] = {-8, -8, -8, 7, 7, 7, 7, 0, 0}; /* ties to even, saturated, NaN -> 0 */
    unsigned k;
    for (k = 0; k < 37; k++) i8[k] = (int8_t)(k * 7 - 128);
    run_cast(NPK_DTYPE_I8, NPK_DTYPE_F8E4M3FN, 1, 37, i8, f8);
    for (k = 0; k < 37; k++) CHECK(f8[k] == (unsigned char)i8[k], "bitwise i8 -> f8E4M3FN element %u", k);
    run_cast(NPK_DTYPE_F8E4M3FN, NPK_DTYPE_I8, 1, 37, f8, again);
    CHECK(memcmp(again, i8, 37) == 0, "bitwise f8E4M3FN -> i8 round trip");
    for (k = 0; k < 19; k++) wide[k] = (int32_t)k - 9; /* -9..9 */
    run_cast(NPK_DTYPE_I32, NPK_DTYPE_I4, 0, 19, wide, i4);
    run_cast(NPK_DTYPE_I32, NPK_DTYPE_I2, 0, 19, wide, i2);
    for (k = 0; k < 19; k++) {
        int v = (int)k - 9, w4 = ((v & 15) ^ 8) - 8, w2 = ((v & 3) ^ 2) - 2;
        CHECK(i4[k] == w4, "i32 %d -> i4: %d, want %d (wrapped)", v, i4[k], w4);
        CHECK(i2[k] == w2, "i32 %d -> i2: %d, want %d (wrapped)", v, i2[k], w2);
    }
    run_cast(NPK_DTYPE_F32, NPK_DTYPE_I4, 0, 9, fx, fi4);
    for (k = 0; k < 9; k++) CHECK(fi4[k] == want_fi4[k], "f32 %g -> i4: %d, want %d", fx[k], fi4[k], want_fi4[k]);
    {   /* i4 <-> f4E2M1FN bitwise: the 4 bits; 0b0111 is 6.0, 0b1001 (-7 as i4) is -0.5 */
        const int8_t b4[3] = {7, -7, 2};
        unsigned char f4[3];
        float fv[3];
        run_cast(NPK_DTYPE_I4, NPK_DTYPE_F4E2M1FN, 1, 3, b4, f4);
        run_cast(NPK_DTYPE_F4E2M1FN, NPK_DTYPE_F32, 0, 3, f4, fv);
        CHECK(fv[0] == 6.0f && fv[1] == -0.5f && fv[2] == 1.0f, "i4 -> f4E2M1FN bits: %g %g %g", fv[0], fv[1], fv[2]);
    }
    {   /* f64: stored exact, f32 rounds once; beyond f32 is inf */
        const double d[4] = {1.0 + 0x1p-30, 1e300, -1e-50, 0.1};
        float f[4];
        run_cast(NPK_DTYPE_F64, NPK_DTYPE_F32, 0, 4, d, f);
        CHECK(f[0] == 1.0f && isinf(f[1]) && f[2] == 0.0f && signbit(f[2]) && f[3] == 0.1f, "f64 -> f32: %g %g %g %g",
              f[0], f[1], f[2], f[3]);
    }
}

static void refusals(void)
{
    tcp_builder b;
    uint32_t dims[1] = {4}, tx, ty, op;
    size_t size;
    unsigned char *buf;
    npk_program p;
    npk_error err;
    tb_init(&b);
    tx = tb_arena_dt(&b, "x", 1, dims, NPK_DTYPE_F16, 0);
    ty = tb_arena_dt(&b, "y", 1, dims, NPK_DTYPE_I8, b.arena_bytes);
    op = tb_op(&b, NPK_OP_CAST, 1, &tx, ty);
    b.ops[op].attr.cast.to = NPK_DTYPE_I8;
    b.ops[op].attr.cast.bitwise = 1;
    tb_input(&b, tx);
    tb_output(&b, ty);
    buf = tb_serialize(&b, &size);
    CHECK(npk_program_load(&p, buf, size, &err) != NPK_OK && strstr(err.message, "element sizes differ"),
          "a bitwise cast f16 -> i8 must be refused: %s", err.message);
    free(buf);
}

int main(void)
{
    size_t k;
    for (k = 0; k < N_SPECS; k++) {
        encodings(&specs[k]);
        rounding(&specs[k]);
        beyond(&specs[k]);
        through_interpreter(&specs[k]);
    }
    bitwise_and_subbyte();
    refusals();
    printf("test_minifloat: %d checks, %d failures\n", checks, failures);
    return failures ? 1 : 0;
}
