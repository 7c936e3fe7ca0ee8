/* test_util.h - shared helpers for the kernel tests: ISA checks, a seeded
 * RNG, CHECK counting, guarded buffers (sentinel bytes around every output)
 * and tolerance comparisons. The implementation comes from the build
 * (npk_test_link_impl, tests/CMakeLists.txt) unless a test defines
 * NPK_IMPLEMENTATION itself (it reaches internals). */
#ifndef NPK_TEST_UTIL_H
#define NPK_TEST_UTIL_H
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* the kernels are the subject: leave the interpreter out (half the compile)
 * unless the test runs programs (it defines NPK_TEST_RUNS_PROGRAMS) */
#ifndef NPK_TEST_RUNS_PROGRAMS
#define NPK_NO_INTERP_IMPLEMENTATION
#endif
#include "npk.h"
#include "../isa_skip.h"

/* The build says which variant this is (0 scalar, 1 avx2, 2 avx512, 3 neon);
 * make sure the compiler flags really selected that path. */
#ifndef TU_EXPECT_ISA
#error "define TU_EXPECT_ISA (0 scalar, 1 avx2, 2 avx512, 3 neon)"
#endif
#if TU_EXPECT_ISA == 3 && !defined(NPK_HAVE_NEON)
#error "neon variant compiled without NPK_HAVE_NEON (aarch64 target needed)"
#endif
#if TU_EXPECT_ISA == 2 && !defined(NPK_HAVE_AVX512)
#error "avx512 variant compiled without NPK_HAVE_AVX512"
#endif
#if TU_EXPECT_ISA == 1 && (defined(NPK_HAVE_AVX512) || !defined(NPK_HAVE_AVX2))
#error "avx2 variant must have NPK_HAVE_AVX2 and not NPK_HAVE_AVX512 (check -march order)"
#endif
#if TU_EXPECT_ISA == 0 && (defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2) || defined(NPK_HAVE_NEON))
#error "scalar variant must not have a SIMD path"
#endif

static const char *const tu_isa_expected[4] = {"scalar", "avx2", "avx512", "neon"};
static int tu_checks, tu_failures;

#define CHECK(cond, ...)                                                   \
    do {                                                                   \
        ++tu_checks;                                                       \
        if (!(cond)) {                                                     \
            if (++tu_failures <= 40) {                                     \
                fprintf(stderr, "%s:%d: check failed: ", __FILE__, __LINE__); \
                fprintf(stderr, __VA_ARGS__);                              \
                fputc('\n', stderr);                                       \
            }                                                              \
        }                                                                  \
    } while (0)

/* 0: run; 77 (ctest skip): the CPU cannot run this variant or NPK_MAX_ISA
 * excludes it (../isa_skip.h); 2: bad NPK_MAX_ISA. */
static inline int tu_begin(const char *name)
{
    if (strcmp(npk_isa_name(), tu_isa_expected[TU_EXPECT_ISA]) != 0) {
        fprintf(stderr, "%s: npk_isa_name() is %s, expected %s\n", name, npk_isa_name(),
                tu_isa_expected[TU_EXPECT_ISA]);
        exit(1);
    }
    return tis_check(name, tu_isa_expected[TU_EXPECT_ISA]);
}

static inline int tu_end(const char *name)
{
    printf("%s: isa=%s checks=%d failures=%d\n", name, npk_isa_name(), tu_checks, tu_failures);
    return tu_failures ? 1 : 0;
}

/* xorshift64*: fixed seed, so failures reproduce. */
static uint64_t tu_rng_state = 0x9E3779B97F4A7C15ull;
static inline uint32_t tu_rand_u32(void)
{
    tu_rng_state ^= tu_rng_state >> 12;
    tu_rng_state ^= tu_rng_state << 25;
    tu_rng_state ^= tu_rng_state >> 27;
    return (uint32_t)((tu_rng_state * 0x2545F4914F6CDD1Dull) >> 32);
}
static inline size_t tu_rand_below(size_t n) { return n ? (size_t)(tu_rand_u32() % n) : 0; }
/* uniform in [lo, hi) */
static inline float tu_randf(float lo, float hi) { return lo + (hi - lo) * (float)(tu_rand_u32() >> 8) * (1.0f / 16777216.0f); }
static inline void tu_fill(float *p, size_t n, float lo, float hi)
{
    size_t i;
    for (i = 0; i < n; ++i) p[i] = tu_randf(lo, hi);
}

/* Guarded buffers: TU_GUARD floats of sentinel on each side; the body is
 * filled with the sentinel too, so unwritten outputs show up as well. */
#define TU_GUARD 64
static const uint32_t tu_sentinel_bits = 0x7FA5A5A5u; /* a signalling-NaN pattern */
static inline float tu_sentinel(void)
{
    float f;
    memcpy(&f, &tu_sentinel_bits, sizeof f);
    return f;
}
static inline float *tu_alloc(size_t n)
{
    float *base = (float *)malloc((n + 2 * TU_GUARD) * sizeof(float));
    size_t i;
    if (!base) {
        fprintf(stderr, "out of memory\n");
        exit(2);
    }
    for (i = 0; i < n + 2 * TU_GUARD; ++i) memcpy(base + i, &tu_sentinel_bits, sizeof(float));
    return base + TU_GUARD;
}
static inline void tu_free(float *p)
{
    if (p) free(p - TU_GUARD);
}
static inline int tu_is_sentinel(const float *p)
{
    return memcmp(p, &tu_sentinel_bits, sizeof(float)) == 0;
}
/* Guards of a tu_alloc(n) buffer untouched? */
static inline int tu_guards_ok(const float *p, size_t n)
{
    size_t i;
    for (i = 1; i <= TU_GUARD; ++i)
        if (!tu_is_sentinel(p - i) || !tu_is_sentinel(p + n - 1 + i)) return 0;
    return 1;
}

/* Equal, or both NaN, or within tol. */
static inline int tu_close(float got, float want, double tol)
{
    if (want != want) return got != got;
    if (got != got) return 0;
    if (isinf(want) || isinf(got)) return got == want;
    return fabs((double)got - (double)want) <= tol;
}
static inline int tu_same(float got, float want)
{
    if (want != want) return got != got;
    return memcmp(&got, &want, sizeof got) == 0;
}
#endif /* NPK_TEST_UTIL_H */
