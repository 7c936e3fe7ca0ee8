/* fma_chains.h - the loop that measures a core's peak FMA rate, shared by
 * tools/perf/fma_peak and npk_bench's BM_fma_peak. 24 independent chains
 * a = a * x + y, more than FMA latency x FMA pipes on any current x86 core
 * (Zen 5: 4 x 2, Golden Cove: 4 x 2), so the loop is bound by the FMA issue
 * rate only; no memory traffic. x = 0.5, y = 0.25 converges to 0.5: no
 * overflow, no denormals. Each function returns a sum of the chains so the
 * compiler cannot drop them. x and y are read through volatiles: as known
 * constants the compiler may fold them into memory operands of the FMAs (seen
 * with GCC 12 once the loop was inlined), and a load per FMA costs up to 20%
 * of the measured rate. x86-64 with GCC or clang only (target
 * attributes; call after checking the CPU). */
#ifndef NPK_PERF_FMA_CHAINS_H
#define NPK_PERF_FMA_CHAINS_H
#include <immintrin.h>

#define NPK_FMA_CHAINS 24
#define NPK__CHAINS(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) \
                       X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) X(22) X(23)

/* fp32 FLOPs of one call: 2 per lane per FMA. */
#define NPK_FMA_FLOPS512(iters) (2.0 * 16 * NPK_FMA_CHAINS * (double)(iters))
#define NPK_FMA_FLOPS256(iters) (2.0 * 8 * NPK_FMA_CHAINS * (double)(iters))

#define NPK__DECL512(c) __m512 a##c = _mm512_set1_ps((float)c);
#define NPK__FMA512(c) a##c = _mm512_fmadd_ps(a##c, x, y);
#define NPK__SUM512(c) s = _mm512_add_ps(s, a##c);
/* iters rounds of 24 zmm FMAs. */
__attribute__((target("avx512f"))) static float npk_fma_chains512(long iters)
{
    volatile float vx = 0.5f, vy = 0.25f;
    __m512 x = _mm512_set1_ps(vx), y = _mm512_set1_ps(vy), s = _mm512_setzero_ps();
    long i;
    NPK__CHAINS(NPK__DECL512)
    for (i = 0; i < iters; ++i) { NPK__CHAINS(NPK__FMA512) }
    NPK__CHAINS(NPK__SUM512)
    return _mm512_reduce_add_ps(s);
}

#define NPK__DECL256(c) __m256 a##c = _mm256_set1_ps((float)c);
#define NPK__FMA256(c) a##c = _mm256_fmadd_ps(a##c, x, y);
#define NPK__SUM256(c) s = _mm256_add_ps(s, a##c);
/* iters rounds of 24 ymm FMAs. */
__attribute__((target("avx2,fma"))) static float npk_fma_chains256(long iters)
{
    volatile float vx = 0.5f, vy = 0.25f;
    __m256 x = _mm256_set1_ps(vx), y = _mm256_set1_ps(vy), s = _mm256_setzero_ps();
    float out[8];
    long i;
    NPK__CHAINS(NPK__DECL256)
    for (i = 0; i < iters; ++i) { NPK__CHAINS(NPK__FMA256) }
    NPK__CHAINS(NPK__SUM256)
    _mm256_storeu_ps(out, s);
    return out[0];
}

/* The int8 counterpart: 16 chains of 512-bit vpdpbusd (64 multiply-adds of
 * u8 x s8 each), the rate the int8 kernels' inner loops are bound by (16:
 * over latency x pipes on Zen 4 and Ice Lake..Sapphire Rapids; with 24 GCC
 * 12 spilled chains to the stack). x = 1 and y = 0 bytes: the sums stay
 * small, the instruction is timed all the same. Int8 "operations" of one
 * call: 2 per multiply-add. */
#define NPK_VNNI_CHAINS 16
#define NPK__CHAINS16(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13) X(14) X(15)
#define NPK_VNNI_OPS512(iters) (2.0 * 64 * NPK_VNNI_CHAINS * (double)(iters))
#define NPK__DECLQ(c) __m512i q##c = _mm512_set1_epi32(c);
#define NPK__DPQ(c) q##c = _mm512_dpbusd_epi32(q##c, x, y);
#define NPK__SUMQ(c) s = _mm512_add_epi32(s, q##c);
/* iters rounds of 16 zmm vpdpbusd. */
__attribute__((target("avx512f,avx512bw,avx512vnni"))) static inline int npk_vnni_chains512(long iters)
{
    volatile int vx = 0x01010101, vy = 0;
    __m512i x = _mm512_set1_epi32(vx), y = _mm512_set1_epi32(vy), s = _mm512_setzero_si512();
    long i;
    NPK__CHAINS16(NPK__DECLQ)
    for (i = 0; i < iters; ++i) { NPK__CHAINS16(NPK__DPQ) }
    NPK__CHAINS16(NPK__SUMQ)
    return _mm512_reduce_add_epi32(s);
}
#endif /* NPK_PERF_FMA_CHAINS_H */
