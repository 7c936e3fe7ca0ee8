/* bench_common.c - allocation and deterministic data for the benchmarks. */
#define _POSIX_C_SOURCE 200809L
#include "bench_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

float *npkb_alloc_floats(size_t n)
{
    void *p = NULL;
    size_t bytes = (n ? n : 1) * sizeof(float);
    if (posix_memalign(&p, 64, (bytes + 63) & ~(size_t)63) != 0 || !p) {
        fprintf(stderr, "npk_bench: out of memory (%zu bytes)\n", bytes);
        exit(1);
    }
    memset(p, 0, bytes);
    return (float *)p;
}

void npkb_fill(float *x, size_t n, float lo, float hi, unsigned seed)
{
    unsigned s = seed * 2654435761u + 1u;
    size_t i;
    for (i = 0; i < n; i++) {
        s = s * 1664525u + 1013904223u; /* LCG: enough for benchmark data */
        x[i] = lo + (hi - lo) * (float)(s >> 8) * (1.0f / 16777216.0f);
    }
}
