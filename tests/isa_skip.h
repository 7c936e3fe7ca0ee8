/* isa_skip.h - may a test of one kernel path run here? A path the CPU lacks,
 * or one above env NPK_MAX_ISA (the cap npk_multi obeys), is skipped: ctest
 * counts exit 77 as skipped with SKIP_RETURN_CODE 77. So the suite passes on
 * any x86-64, and NPK_MAX_ISA=avx2 / =scalar on this machine runs what a CPU
 * without AVX-512 / without AVX2 would. Same ranks as npk_multi.c: scalar 0,
 * neon and avx2 1, avx512 2. Test helper only: it uses stdio and getenv. */
#ifndef NPK_TEST_ISA_SKIP_H
#define NPK_TEST_ISA_SKIP_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Rank of a path or cap name, -1 if unknown. */
static inline int tis_rank(const char *isa)
{
    if (strcmp(isa, "scalar") == 0) return 0;
    if (strcmp(isa, "neon") == 0 || strcmp(isa, "avx2") == 0) return 1;
    if (strcmp(isa, "avx512") == 0) return 2;
    return -1;
}

/* The cap's rank: 2 when NPK_MAX_ISA is unset or empty, -1 if unknown. */
static inline int tis_cap(void)
{
    const char *cap = getenv("NPK_MAX_ISA");
    return cap && cap[0] ? tis_rank(cap) : 2;
}

/* Does the CPU run path isa? (Other than x86, only the compiler's path
 * exists, so it does.) */
static inline int tis_cpu_has(const char *isa)
{
#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
    __builtin_cpu_init();
    if (strcmp(isa, "avx512") == 0)
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
               __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
               __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
    if (strcmp(isa, "avx2") == 0) return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#endif
    (void)isa;
    return 1;
}

/* 0: run the test of path isa; 77: skip it (says why on stdout); 2: bad
 * NPK_MAX_ISA (says so on stderr; a typo must not skip everything). */
static inline int tis_check(const char *test, const char *isa)
{
    const char *cap = getenv("NPK_MAX_ISA");
    int rank = tis_cap();
    if (rank < 0) {
        fprintf(stderr, "%s: unknown NPK_MAX_ISA '%s' (choose one of: scalar, avx2, avx512)\n", test, cap);
        return 2;
    }
    if (tis_rank(isa) > rank) {
        printf("%s: skipped, NPK_MAX_ISA=%s excludes the %s path\n", test, cap, isa);
        return 77;
    }
    if (!tis_cpu_has(isa)) {
        printf("%s: skipped, this CPU cannot run the %s path\n", test, isa);
        return 77;
    }
    return 0;
}
#endif /* NPK_TEST_ISA_SKIP_H */
