/* tcp_harness.h - shared helpers for the mlir2c tests: load and prepare a
 * .tcp (as npk-run does: marked 3x3 convs run Winograd), give it an aligned
 * arena, fill inputs with reproducible pseudo-random values. */
#ifndef M2C_TCP_HARNESS_H
#define M2C_TCP_HARNESS_H
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "npk.h"
#include "npk_io.h"

typedef struct m2c_loaded {
    npk_program prog;
    void *file;
    size_t file_size;
    unsigned char *arena_raw, *arena;
    void *prepared; /* npk_program_prepare's memory, NULL if none */
} m2c_loaded;

/* Exits the test with a message on any failure. */
static inline void m2c_load_tcp(const char *path, m2c_loaded *l)
{
    char err[512];
    npk_error e;
    uint64_t prep;
    memset(l, 0, sizeof *l);
    memset(&e, 0, sizeof e);
    if (npk_io_read_file_aligned(path, &l->file, &l->file_size, err, sizeof err) != 0) {
        fprintf(stderr, "FAIL: %s\n", err);
        exit(1);
    }
    if (npk_program_load(&l->prog, l->file, l->file_size, &e) != NPK_OK) {
        fprintf(stderr, "FAIL: %s does not load: %s: %s\n", path, npk_status_str(e.status), e.message);
        exit(1);
    }
    prep = npk_program_prepared_bytes(&l->prog);
    if (prep && (posix_memalign(&l->prepared, 64, (size_t)prep) != 0 ||
                 npk_program_prepare(&l->prog, l->prepared, (size_t)prep, &e) != NPK_OK)) {
        fprintf(stderr, "FAIL: %s: prepare: %s\n", path, e.message);
        exit(1);
    }
    l->arena_raw = (unsigned char *)calloc(1, (size_t)l->prog.arena_bytes + 64);
    l->arena = l->arena_raw + ((64 - ((uintptr_t)l->arena_raw & 63)) & 63);
}

static inline void m2c_unload(m2c_loaded *l)
{
    npk_io_free_aligned(l->file);
    free(l->arena_raw);
    free(l->prepared);
    memset(l, 0, sizeof *l);
}

static inline void m2c_run(const npk_program *p, void *arena)
{
    npk_error e;
    memset(&e, 0, sizeof e);
    if (npk_run(p, arena, (size_t)p->arena_bytes, NULL, &e) != NPK_OK) {
        fprintf(stderr, "FAIL: npk_run: %s: %s\n", npk_status_str(e.status), e.message);
        exit(1);
    }
}

/* Deterministic values in [-1, 1). */
static inline float m2c_rand(uint32_t *s)
{
    *s = *s * 1664525u + 1013904223u;
    return (float)((*s >> 8) & 0xFFFF) / 32768.0f - 1.0f;
}

static inline void m2c_fill_random(float *x, size_t n, uint32_t seed)
{
    size_t i;
    for (i = 0; i < n; i++) x[i] = m2c_rand(&seed);
}

/* |a - b| <= tol * max(1, |b|); NaN must match NaN. */
static inline int m2c_close(float a, float b, float tol)
{
    if (b != b) return a != a;
    if (isinf(b)) return a == b;
    return fabsf(a - b) <= tol * (fabsf(b) > 1.0f ? fabsf(b) : 1.0f);
}
#endif
