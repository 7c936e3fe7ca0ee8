/* npk_multi.c - the npk implementation for desktop programs, with the
 * kernels compiled for several ISAs (npk_multi_isa.c, once per ISA) and the
 * best one for this CPU chosen once, at the first kernel call or at an
 * explicit npk_isa_select(). Env NPK_ISA=scalar|avx2|avx512|auto forces a
 * path; env NPK_MAX_ISA=scalar|avx2|avx512 caps both the automatic choice and
 * NPK_ISA (a forced path above the cap is refused), so one machine can test
 * what a CPU without AVX-512 or AVX2 gets. A bad value of either, or a
 * forced path the CPU or the cap excludes, makes the first kernel call print
 * an error and exit(2) (programs that want to report it themselves call
 * npk_isa_select(getenv("NPK_ISA"), &err) first). Also holds the
 * interpreter (npk_status_str, loader, validator, executor), so linking
 * npk_multi replaces defining NPK_IMPLEMENTATION. This file is compiled for
 * the baseline ISA only. */
#define _POSIX_C_SOURCE 200112L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define NPK_IMPLEMENTATION
#define NPK_NO_KERNEL_IMPLEMENTATION
/* desktop: programs past NPK_VALIDATE_STACK_TENSORS tensors validate in heap memory */
#define NPK_VALIDATE_ALLOC(bytes) malloc(bytes)
#define NPK_VALIDATE_FREE(ptr) free(ptr)
#include "npk.h"
/* glibc 2.33+ already knows which ISA extensions the CPU and OS enable, so
 * asking it is free; the compiler's checks (libgcc's start-up constructor)
 * run cpuid again, and in a VM every cpuid traps: on our 2-vCPU VM that was
 * ~0.16 ms of a 0.79 ms one-digit npk-run. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GLIBC__) && \
    (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <sys/platform/x86.h>
#define NPK__MULTI_GLIBC_CPU 1
/* glibc's CPU_FEATURE_ACTIVE(name), with the bit shifted as unsigned: its
 * inline writes 1 << 31 for AVX512VL, which UBSan rejects. */
static int npk__multi_active(unsigned index)
{
    const struct cpuid_feature *f = __x86_get_cpuid_feature_leaf(index / 128);
    return (f->active_array[(index % 128) / 32] >> (index % 32)) & 1u;
}
#define NPK__MULTI_ACTIVE(name) npk__multi_active(x86_cpu_##name)
#endif

/* One table of entry points per compiled ISA. */
typedef struct npk__multi_table {
    const char *name;
#define NPK_MULTI_DISPATCH(ret, name, params, args) ret(*name) params;
#define NPK_MULTI_SCALAR(ret, name, params, args)
#define NPK_MULTI_SCALAR_RET(ret, name, params, args)
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
#undef NPK_MULTI_DISPATCH_RET
#undef NPK_MULTI_SCALAR
#undef NPK_MULTI_SCALAR_RET
} npk__multi_table;

/* Prototypes of the prefixed functions of every compiled ISA. */
#define NPK_MULTI_SCALAR(ret, name, params, args) ret npk__scalar_##name params;
#define NPK_MULTI_SCALAR_RET NPK_MULTI_SCALAR
#define NPK_MULTI_DISPATCH(ret, name, params, args) ret npk__scalar_##name params;
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
#undef NPK_MULTI_DISPATCH_RET
#undef NPK_MULTI_SCALAR
#undef NPK_MULTI_SCALAR_RET
#define NPK_MULTI_SCALAR(ret, name, params, args)
#define NPK_MULTI_SCALAR_RET(ret, name, params, args)
static const npk__multi_table npk__multi_scalar = {
    "scalar",
#define NPK_MULTI_DISPATCH(ret, name, params, args) npk__scalar_##name,
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
};
#if defined(NPK_MULTI_HAVE_AVX2)
#define NPK_MULTI_DISPATCH(ret, name, params, args) ret npk__avx2_##name params;
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
static const npk__multi_table npk__multi_avx2 = {
    "avx2",
#define NPK_MULTI_DISPATCH(ret, name, params, args) npk__avx2_##name,
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
};
#endif
#if defined(NPK_MULTI_HAVE_AVX512)
#define NPK_MULTI_DISPATCH(ret, name, params, args) ret npk__avx512_##name params;
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
static const npk__multi_table npk__multi_avx512 = {
    "avx512",
#define NPK_MULTI_DISPATCH(ret, name, params, args) npk__avx512_##name,
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
};
#endif
#if defined(NPK_MULTI_HAVE_NATIVE)
/* A non-x86 build: the compiler's own target (e.g. NEON) next to scalar. */
const char *npk__native_isa_name(void);
#define NPK_MULTI_DISPATCH(ret, name, params, args) ret npk__native_##name params;
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
static npk__multi_table npk__multi_native = {
    NULL, /* filled from npk__native_isa_name() */
#define NPK_MULTI_DISPATCH(ret, name, params, args) npk__native_##name,
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
};
#endif
#undef NPK_MULTI_SCALAR
#undef NPK_MULTI_SCALAR_RET

/* Can this CPU run table t? (The compiler's cpuid checks include the OS
 * enabling the wide register state.) */
static int npk__multi_cpu_ok(const npk__multi_table *t)
{
#if defined(NPK__MULTI_GLIBC_CPU)
#if defined(NPK_MULTI_HAVE_AVX512)
    if (t == &npk__multi_avx512)
        return NPK__MULTI_ACTIVE(AVX512F) && NPK__MULTI_ACTIVE(AVX512BW) && NPK__MULTI_ACTIVE(AVX512DQ) &&
               NPK__MULTI_ACTIVE(AVX512VL) && NPK__MULTI_ACTIVE(AVX2) && NPK__MULTI_ACTIVE(FMA);
#endif
#if defined(NPK_MULTI_HAVE_AVX2)
    if (t == &npk__multi_avx2) return NPK__MULTI_ACTIVE(AVX2) && NPK__MULTI_ACTIVE(FMA);
#endif
#elif defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
#if defined(NPK_MULTI_HAVE_AVX512)
    if (t == &npk__multi_avx512)
        return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
               __builtin_cpu_supports("avx512dq") && __builtin_cpu_supports("avx512vl") &&
               __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#endif
#if defined(NPK_MULTI_HAVE_AVX2)
    if (t == &npk__multi_avx2) return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#endif
#endif
    (void)t;
    return 1;
}

/* Compiled tables, best first. */
static const npk__multi_table *npk__multi_list(size_t i)
{
    const npk__multi_table *all[4];
    size_t n = 0;
#if defined(NPK_MULTI_HAVE_AVX512)
    all[n++] = &npk__multi_avx512;
#endif
#if defined(NPK_MULTI_HAVE_AVX2)
    all[n++] = &npk__multi_avx2;
#endif
#if defined(NPK_MULTI_HAVE_NATIVE)
    if (!npk__multi_native.name) npk__multi_native.name = npk__native_isa_name();
    all[n++] = &npk__multi_native;
#endif
    all[n++] = &npk__multi_scalar;
    return i < n ? all[i] : NULL;
}

static const npk__multi_table *npk__multi_cur; /* set once, read atomically */

/* Paths ordered for the NPK_MAX_ISA cap (like oneDNN's ONEDNN_MAX_CPU_ISA):
 * a cap lets a path run only if its rank is at most the cap's. NEON ranks
 * with AVX2, so on AArch64 only "scalar" caps anything. -1: unknown name. */
static int npk__multi_rank(const char *name)
{
    static const char *const names[] = {"scalar", "neon", "avx2", "avx512"};
    static const int ranks[] = {0, 1, 1, 2};
    size_t i;
    for (i = 0; i < sizeof names / sizeof names[0]; ++i)
        if (strcmp(name, names[i]) == 0) return ranks[i];
    return -1;
}

/* The cap from NPK_MAX_ISA (unset or empty: none) into *rank; 0 and a
 * message naming both variables when the value is unknown. */
static int npk__multi_cap(int *rank, npk_error *err)
{
    const char *cap = getenv("NPK_MAX_ISA");
    *rank = 2;
    if (!cap || !cap[0]) return 1;
    *rank = npk__multi_rank(cap);
    if (*rank >= 0) return 1;
    if (err) {
        err->status = NPK_ERR_ARGUMENT;
        snprintf(err->message, sizeof err->message,
                 "unknown NPK_MAX_ISA '%.64s' (choose one of: scalar, avx2, avx512); it caps the path "
                 "NPK_ISA or the automatic choice may take",
                 cap);
    }
    return 0;
}

npk_status npk_isa_select(const char *isa, npk_error *err)
{
    const npk__multi_table *t = NULL, *c;
    char names[64] = "";
    size_t i;
    int cap;
    if (!npk__multi_cap(&cap, err)) return NPK_ERR_ARGUMENT;
    for (i = 0; (c = npk__multi_list(i)) != NULL; ++i) {
        int capped = npk__multi_rank(c->name) > cap;
        if (strlen(names) + strlen(c->name) + 3 < sizeof names) {
            if (names[0]) strcat(names, ", ");
            strcat(names, c->name);
        }
        if (!t && (!isa || !isa[0] || strcmp(isa, "auto") == 0) && !capped && npk__multi_cpu_ok(c)) t = c;
        if (!t && isa && strcmp(isa, c->name) == 0) {
            if (capped || !npk__multi_cpu_ok(c)) {
                if (err) {
                    err->status = NPK_ERR_ARGUMENT;
                    if (capped)
                        snprintf(err->message, sizeof err->message,
                                 "ISA '%s' is above the cap NPK_MAX_ISA=%s: NPK_ISA (or npk_isa_select) "
                                 "cannot force a path the cap excludes",
                                 c->name, getenv("NPK_MAX_ISA"));
                    else
                        snprintf(err->message, sizeof err->message,
                                 "ISA '%s' is compiled in but this CPU cannot run it", c->name);
                }
                return NPK_ERR_ARGUMENT;
            }
            t = c;
        }
    }
    if (!t) {
        if (err) {
            err->status = NPK_ERR_ARGUMENT;
            snprintf(err->message, sizeof err->message, "unknown ISA '%.64s' (choose one of: %s, auto)", isa,
                     names);
        }
        return NPK_ERR_ARGUMENT;
    }
    __atomic_store_n(&npk__multi_cur, t, __ATOMIC_RELEASE);
    return NPK_OK;
}

/* First use: NPK_ISA or the best path. Threads racing here compute the same
 * answer, so a plain atomic store is enough. */
static const npk__multi_table *npk__multi_get(void)
{
    const npk__multi_table *t = __atomic_load_n(&npk__multi_cur, __ATOMIC_ACQUIRE);
    if (!t) {
        npk_error err;
        const char *env = getenv("NPK_ISA");
        if (npk_isa_select(env, &err) != NPK_OK) {
            const char *cap = getenv("NPK_MAX_ISA");
            fprintf(stderr, "npk: NPK_ISA=%s NPK_MAX_ISA=%s: %s\n", env ? env : "", cap ? cap : "", err.message);
            exit(2);
        }
        t = __atomic_load_n(&npk__multi_cur, __ATOMIC_ACQUIRE);
    }
    return t;
}

const char *npk_isa_name(void)
{
    return npk__multi_get()->name;
}

/* The public entry points. */
#define NPK_MULTI_DISPATCH(ret, name, params, args) \
    ret npk_##name params { npk__multi_get()->name args; }
#define NPK_MULTI_DISPATCH_RET(ret, name, params, args) \
    ret npk_##name params { return npk__multi_get()->name args; }
#define NPK_MULTI_SCALAR(ret, name, params, args) \
    ret npk_##name params { npk__scalar_##name args; }
#define NPK_MULTI_SCALAR_RET(ret, name, params, args) \
    ret npk_##name params { return npk__scalar_##name args; }
#include "npk_multi_fns.inc"
#undef NPK_MULTI_DISPATCH
#undef NPK_MULTI_DISPATCH_RET
#undef NPK_MULTI_SCALAR
#undef NPK_MULTI_SCALAR_RET
