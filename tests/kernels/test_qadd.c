/* test_qadd.c - npk_qadd (the qadd op's loop: input rescales as tables, the
 * sum requantised) and its oracle npk_qadd_ref, bit for bit against the
 * unfused chain computed element by element: the rescale op's
 * npk_rescale_apply on a - a_zp and b - b_zp, the int32 add (wrapping),
 * npk_rescale_apply again, + out_zp, clip. Lengths around the 16-lane
 * vectors (1..33, 1000, 16387), zero points -128..127, single and double
 * rounding, the multipliers the exporter writes (input ratio about 2^19,
 * output about 2^-20), ones with output shifts 32..35 and unclipped results
 * (where double rounding's extra half decides), random ones, clamps; the byte after y untouched.
 * Lengths past 64 and not multiples of it (the VBMI path's steps). The
 * input tables (npk_qadd_table and its oracle) against npk_rescale_apply.
 * Built per ISA path: avx512 (vpermi2b where the CPU has VBMI, checked),
 * avx512_novbmi (gathers), avx2 and scalar (the loop). */
#include "test_util.h"

static void run_case(size_t n, int32_t za, int32_t zb, int32_t zo, int32_t lo, int32_t hi, int dr, int realistic)
{
    int8_t *a = (int8_t *)malloc(n + 1), *b = (int8_t *)malloc(n + 1), *got = (int8_t *)malloc(n + 1);
    int8_t *got_ref = (int8_t *)malloc(n + 1);
    int32_t ta[256], tb[256], ma, mb, mo, sa, sb, so;
    size_t i, bad = 0;
    npk_qadd_params p;
    if (!a || !b || !got || !got_ref) exit(2);
    for (i = 0; i < n; ++i) a[i] = (int8_t)(tu_rand_u32() & 0xFF), b[i] = (int8_t)(tu_rand_u32() & 0xFF);
    if (realistic == 2) { /* outputs around int8's range with shifts 32..35: double rounding's half matters */
        ma = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), sa = (int32_t)(30 + tu_rand_below(3));
        mb = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), sb = (int32_t)(30 + tu_rand_below(3));
        mo = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), so = (int32_t)(32 + tu_rand_below(4));
    } else if (realistic) {
        ma = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), sa = (int32_t)(11 + tu_rand_below(3));
        mb = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), sb = (int32_t)(11 + tu_rand_below(3));
        mo = (int32_t)(0x40000000u + tu_rand_below(0x3FFFFFFFu)), so = (int32_t)(48 + tu_rand_below(4));
    } else {
        ma = (int32_t)(tu_rand_u32() & 0x7FFFFFFFu), sa = (int32_t)(1 + tu_rand_below(62));
        mb = (int32_t)(tu_rand_u32() & 0x7FFFFFFFu), sb = (int32_t)(1 + tu_rand_below(62));
        mo = (int32_t)(tu_rand_u32() & 0x7FFFFFFFu), so = (int32_t)(1 + tu_rand_below(62));
    }
    npk_qadd_table(za, ma, sa, dr, ta); /* the tables as the op makes them, checked in check_tables */
    npk_qadd_table(zb, mb, sb, dr, tb);
    memset(&p, 0, sizeof p);
    p.n = n, p.a = a, p.b = b, p.ta = ta, p.tb = tb, p.mult = mo, p.shift = so, p.double_round = dr;
    p.out_zp = zo, p.lo = lo, p.hi = hi;
    memset(got, 0x5A, n + 1), memset(got_ref, 0x5A, n + 1);
    p.y = got;
    npk_qadd(&p);
    p.y = got_ref;
    npk_qadd_ref(&p);
    for (i = 0; i < n; ++i) {
        int64_t x = npk_rescale_apply((int64_t)a[i] - za, ma, sa, 1, dr), z = npk_rescale_apply((int64_t)b[i] - zb, mb, sb, 1, dr);
        int64_t y = npk_rescale_apply((int32_t)(uint32_t)(uint64_t)(x + z), mo, so, 1, dr) + zo;
        int8_t want = (int8_t)(y < lo ? lo : y > hi ? hi : y);
        if ((got[i] != want || got_ref[i] != want) && bad++ < 3)
            CHECK(0, "n=%zu zp %d/%d/%d clip [%d,%d] dr %d mult %d/%d/%d shift %d/%d/%d: y[%zu] = %d (ref %d), want %d",
                  n, (int)za, (int)zb, (int)zo, (int)lo, (int)hi, dr, (int)ma, (int)mb, (int)mo, (int)sa, (int)sb,
                  (int)so, i, got[i], got_ref[i], want);
    }
    CHECK(got[n] == 0x5A && got_ref[n] == 0x5A, "n=%zu: the byte after y was written", n);
    CHECK(bad == 0, "n=%zu: %zu wrong bytes", n, bad);
    free(a), free(b), free(got), free(got_ref);
}

/* npk_qadd_table and npk_qadd_table_ref entry by entry against the
 * rescale op's npk_rescale_apply: every zero point, random multipliers
 * and every shift 1..62 (small shifts saturate int32), both roundings. */
static void check_tables(void)
{
    int32_t t[256], tr[256];
    int zp, sh, dr, v;
    size_t bad = 0, checked = 0;
    for (zp = -128; zp < 128; ++zp)
        for (dr = 0; dr < 2; ++dr) {
            int32_t mult = zp == 0 ? 0x7FFFFFFF : zp == 1 ? 0 : (int32_t)(tu_rand_u32() & 0x7FFFFFFFu);
            for (sh = 1; sh <= 62; sh += zp % 4 == 0 ? 1 : 7) {
                npk_qadd_table(zp, mult, sh, dr, t);
                npk_qadd_table_ref(zp, mult, sh, dr, tr);
                for (v = -128; v < 128; ++v, ++checked) {
                    int32_t want = (int32_t)npk_rescale_apply((int64_t)v - zp, mult, sh, 1, dr);
                    if ((t[v + 128] != want || tr[v + 128] != want) && bad++ < 3)
                        CHECK(0, "table zp %d mult %d shift %d dr %d: t[%d] = %d (ref %d), want %d", zp, (int)mult, sh, dr,
                              v + 128, (int)t[v + 128], (int)tr[v + 128], (int)want);
                }
            }
        }
    CHECK(bad == 0, "%zu of %zu table entries wrong", bad, checked);
}

int main(void)
{
    static const int32_t zps[] = {-128, -7, 0, 3, 127};
    const char *path = npk_qadd_path();
    size_t n, c = 0;
    int rc = tu_begin("kernels_qadd");
    if (rc) return rc;
    printf("kernels_qadd: npk_qadd_path() = %s\n", path);
#if TU_EXPECT_ISA == 2 && !defined(NPK_NO_VBMI) && defined(__GNUC__)
    __builtin_cpu_init();
    CHECK(strcmp(path, __builtin_cpu_supports("avx512vbmi") ? "avx512-vbmi" : "avx512") == 0, "path %s", path);
#elif TU_EXPECT_ISA == 2
    CHECK(strcmp(path, "avx512") == 0, "path %s, want avx512", path);
#else
    CHECK(strcmp(path, "scalar") == 0, "path %s, want scalar", path);
#endif
    for (n = 1; n <= 150; n += n < 33 ? 1 : 7, ++c) /* 1..33, then 40, 47, .. 145 */
        run_case(n, zps[c % 5], zps[(c / 5) % 5], zps[(c + 2) % 5] / 2, c % 5 == 1 ? -20 : -128, c % 7 == 2 ? 6 : 127,
                 (int)(c / 2 % 2), c % 3 != 0);
    check_tables();
    run_case(64, -128, 127, 0, -128, 127, 1, 1);
    run_case(128, 5, -9, -3, -100, 90, 0, 2);
    for (c = 0; c < 12; ++c) {
        run_case(1000, zps[c % 5], zps[(c + 1) % 5], zps[(c + 3) % 5], -128, 127, (int)(c % 2), c % 3 != 1);
        run_case(16387, zps[(c + 4) % 5], zps[c % 5], -128, -128, 127, 1, 1);
        run_case(4099, zps[(c + 2) % 5], zps[(c + 3) % 5], zps[c % 5] / 4, -128, 127, (int)(c % 2), 2);
    }
    return tu_end("kernels_qadd");
}
