/* fma_peak.c - single-core peak FMA throughput (the loop: fma_chains.h).
 * Prints the best of 30 short rounds per ISA, since on a shared machine
 * interference only ever makes a round slower. npk_bench runs the same loop
 * as BM_fma_peak/avx512 and /avx2, next to the SGEMMs it is compared with. */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <time.h>

#include "fma_chains.h"

#define ITERS 1000000L

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static volatile float sink; /* keeps the chains' results live */

int main(void)
{
    double best512 = 0.0, best256 = 0.0, t, g;
    int r;
    __builtin_cpu_init();
    for (r = 0; r < 30; ++r) {
        if (__builtin_cpu_supports("avx512f")) {
            t = now();
            sink = npk_fma_chains512(ITERS);
            if ((g = NPK_FMA_FLOPS512(ITERS) / (now() - t) * 1e-9) > best512) best512 = g;
        }
        if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
            t = now();
            sink = npk_fma_chains256(ITERS);
            if ((g = NPK_FMA_FLOPS256(ITERS) / (now() - t) * 1e-9) > best256) best256 = g;
        }
    }
    if (best512 > 0) printf("avx512 peak: %.1f GFLOP/s (fp32, 1 core)\n", best512);
    if (best256 > 0) printf("avx2   peak: %.1f GFLOP/s (fp32, 1 core)\n", best256);
    return 0;
}
