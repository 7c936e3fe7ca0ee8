/* npk_common.h - shared types, status codes, ISA selection and checked size
 * arithmetic for npk. Part of npk.h; include "npk.h" rather than this file. */
#ifndef NPK_COMMON_H
#define NPK_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#define NPK_VERSION_MAJOR 0
#define NPK_VERSION_MINOR 1
#define NPK_VERSION_PATCH 0
#define NPK_VERSION_STRING "0.1.0"

/* Users may route internal invariant checks to their own handler. These are
 * never used for input validation: bad input always returns an npk_status. */
#ifndef NPK_ASSERT
#include <assert.h>
#define NPK_ASSERT(x) assert(x)
#endif

/* Alignment for static arrays (weights, arenas) in generated C tables. */
#if defined(__GNUC__) || defined(__clang__)
#define NPK_ALIGNED(n) __attribute__((aligned(n)))
#elif defined(_MSC_VER)
#define NPK_ALIGNED(n) __declspec(align(n))
#else
#define NPK_ALIGNED(n)
#endif

/* Largest tensor rank any kernel or program uses. */
#define NPK_MAX_RANK 8

/* Every public entry point that can fail returns one of these. */
typedef enum npk_status {
    NPK_OK = 0,
    NPK_ERR_ARGUMENT,      /* a NULL pointer or nonsensical argument from the caller */
    NPK_ERR_TRUNCATED,     /* a table, section or blob runs past the end of the data */
    NPK_ERR_MAGIC,         /* not a .tcp bundle */
    NPK_ERR_VERSION,       /* a .tcp version this build does not read */
    NPK_ERR_ALIGNMENT,     /* a buffer or offset is not aligned as required */
    NPK_ERR_OVERFLOW,      /* a size or offset computation overflows */
    NPK_ERR_BOUNDS,        /* an index or extent is out of range */
    NPK_ERR_OPCODE,        /* unknown opcode */
    NPK_ERR_ARITY,         /* wrong number of operands or results */
    NPK_ERR_ATTRIBUTE,     /* an attribute value is invalid */
    NPK_ERR_SHAPE,         /* a declared shape differs from the one derived from inputs */
    NPK_ERR_ORDER,         /* a tensor is used before it is defined, or defined twice */
    NPK_ERR_ARENA,         /* arena extents overlap while live, or the arena is too small */
    NPK_ERR_NOT_VALIDATED, /* npk_run on a program that did not pass validation */
    NPK_STATUS_COUNT
} npk_status;

const char *npk_status_str(npk_status s);

/* Error details: the status plus a human-readable message that names the op,
 * tensor or byte offset at fault. Zero-initialise; pass NULL if not wanted. */
typedef struct npk_error {
    npk_status status;
    char message[256];
} npk_error;

/* Instruction set the kernels were compiled for, picked from the compiler's
 * target macros (-mavx512f, -mavx2 -mfma, aarch64 NEON, or none of them).
 * NPK_FORCE_SCALAR turns every fast path off. A header build compiles exactly
 * one path; the desktop library npk_multi (npk_multi/) carries several x86
 * paths and picks one at start-up. */
#if !defined(NPK_FORCE_SCALAR) && defined(__AVX512F__)
#define NPK_HAVE_AVX512 1
#endif
#if !defined(NPK_FORCE_SCALAR) && defined(__AVX2__) && defined(__FMA__)
#define NPK_HAVE_AVX2 1
#endif
#if !defined(NPK_FORCE_SCALAR) && !defined(NPK_HAVE_AVX512) && !defined(NPK_HAVE_AVX2) && \
    defined(__aarch64__) && defined(__ARM_NEON)
#define NPK_HAVE_NEON 1
#endif
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* As C++, g++ 12 warns inside its own intrinsics (-W[maybe-]uninitialized on
 * the self-initialised _mm*_undefined_* values, GCC bug 105593); the warnings'
 * locations are in these headers, so silencing them here is enough. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
#endif
#if defined(NPK_HAVE_NEON)
#include <arm_neon.h>
#endif

/* "avx512", "avx2", "neon" or "scalar": the path the dispatching kernels take. */
const char *npk_isa_name(void);

/* Choose the kernel path by name: "avx512", "avx2", "neon", "scalar", or
 * NULL / "" / "auto" for the best one available. A header build has exactly
 * one path and accepts only its name (or auto); npk_multi accepts every path
 * it carries that this CPU can run and env NPK_MAX_ISA (if set) allows, and
 * its auto choice stays under that cap too. Anything else returns NPK_ERR_ARGUMENT
 * with a message naming the choices. Call it before kernels run, not while
 * they run in other threads. */
npk_status npk_isa_select(const char *isa, npk_error *err);

/* Overflow-checked size arithmetic: return 0 and leave *out alone on overflow. */
static inline int npk_mul_size(uint64_t a, uint64_t b, uint64_t *out)
{
    if (a != 0 && b > UINT64_MAX / a) return 0;
    *out = a * b;
    return 1;
}
static inline int npk_add_size(uint64_t a, uint64_t b, uint64_t *out)
{
    if (b > UINT64_MAX - a) return 0;
    *out = a + b;
    return 1;
}

#ifdef __cplusplus
}
#endif
#endif /* NPK_COMMON_H */

#if defined(NPK_IMPLEMENTATION) && !defined(NPK_COMMON_IMPLEMENTED)
#define NPK_COMMON_IMPLEMENTED
const char *npk_status_str(npk_status s)
{
    switch (s) {
    case NPK_OK: return "ok";
    case NPK_ERR_ARGUMENT: return "invalid argument";
    case NPK_ERR_TRUNCATED: return "truncated data";
    case NPK_ERR_MAGIC: return "bad magic (not a .tcp bundle)";
    case NPK_ERR_VERSION: return "unsupported version";
    case NPK_ERR_ALIGNMENT: return "misaligned data";
    case NPK_ERR_OVERFLOW: return "size overflow";
    case NPK_ERR_BOUNDS: return "out of bounds";
    case NPK_ERR_OPCODE: return "unknown opcode";
    case NPK_ERR_ARITY: return "wrong operand count";
    case NPK_ERR_ATTRIBUTE: return "invalid attribute";
    case NPK_ERR_SHAPE: return "shape mismatch";
    case NPK_ERR_ORDER: return "use before definition";
    case NPK_ERR_ARENA: return "arena conflict";
    case NPK_ERR_NOT_VALIDATED: return "program not validated";
    case NPK_STATUS_COUNT: break;
    }
    return "unknown status";
}
#endif
