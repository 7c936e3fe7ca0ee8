/* bench_peak.c - BM_fma_peak/avx512 and /avx2: the core's peak fp32 FMA rate
 * (independent FMA chains, no memory traffic; the loop is
 * tools/perf/fma_chains.h). Measured in the same run as the SGEMMs so
 * compare.py can state SGEMM as a % of peak under the same machine load.
 * BM_vnni_peak/avx512: the same for 512-bit vpdpbusd, its FLOPS counter in
 * int8 operations (2 per multiply-add), the yardstick of the BM_i8_* rows.
 * Registered only for the ISAs the CPU has (x86-64, GCC or clang). */
#include "bench_common.h"

#if (defined(__x86_64__) || defined(_M_X64)) && defined(__GNUC__)
#include "../tools/perf/fma_chains.h"

/* ~0.3 ms per benchmark iteration: long enough to hide the loop's start-up */
#define PEAK_ROUNDS 100000L

static void bm_peak512(npkb_state *st, const void *arg)
{
    float s = 0.0f;
    (void)arg;
    while (npkb_keep_running(st)) s += npk_fma_chains512(PEAK_ROUNDS);
    npkb_do_not_optimize(&s);
    st->flops_per_iter = NPK_FMA_FLOPS512(PEAK_ROUNDS);
}

static void bm_peak256(npkb_state *st, const void *arg)
{
    float s = 0.0f;
    (void)arg;
    while (npkb_keep_running(st)) s += npk_fma_chains256(PEAK_ROUNDS);
    npkb_do_not_optimize(&s);
    st->flops_per_iter = NPK_FMA_FLOPS256(PEAK_ROUNDS);
}

static void bm_vnni512(npkb_state *st, const void *arg)
{
    int s = 0;
    (void)arg;
    while (npkb_keep_running(st)) s += npk_vnni_chains512(PEAK_ROUNDS);
    npkb_do_not_optimize(&s);
    st->flops_per_iter = NPK_VNNI_OPS512(PEAK_ROUNDS);
}

void npkb_register_peak(void)
{
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bw"))
        npkb_register("BM_vnni_peak", "BM_vnni_peak/avx512", bm_vnni512, NULL);
    if (__builtin_cpu_supports("avx512f")) npkb_register("BM_fma_peak", "BM_fma_peak/avx512", bm_peak512, NULL);
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma"))
        npkb_register("BM_fma_peak", "BM_fma_peak/avx2", bm_peak256, NULL);
}
#else
void npkb_register_peak(void) {}
#endif
