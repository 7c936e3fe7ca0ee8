/* npk_qgemm_impl.h - packing, the oracle and the dispatch of npk_qgemm
 * and npk_qconv_direct (AVX-512 VNNI paths in npk_qgemm_vnni.h and npk_qconv_vnni.h, AVX2 in npk_qgemm_avx2.h, Cortex-M
 * DSP in npk_qgemm_dsp.h). Compiled when a kept op uses it
 * (npk_select.h: NPK__KEEP_QGEMM). */
#ifndef NPK_QGEMM_IMPL_H
#define NPK_QGEMM_IMPL_H
#include "npk_qgemm.h"
#include "npk_qconv.h"
#include "npk_select.h"
#if NPK__KEEP_QGEMM

void npk_qpack_weights(const int8_t *w, size_t k_stride, size_t n_stride, size_t N, size_t K, int8_t *packed)
{
    size_t np = (N + NPK_QPACK_NR - 1) / NPK_QPACK_NR, kw = (K + 3) / 4, p, q, l, j;
    for (p = 0; p < np; ++p)
        for (q = 0; q < kw; ++q)
            for (l = 0; l < NPK_QPACK_NR; ++l)
                for (j = 0; j < 4; ++j) {
                    size_t n = p * NPK_QPACK_NR + l, k = q * 4 + j;
                    *packed++ = n < N && k < K ? w[k * k_stride + n * n_stride] : 0;
                }
}

void npk_qpack_bias(const int8_t *w, size_t k_stride, size_t n_stride, size_t N, size_t K, const int32_t *bias,
                    size_t bias_stride, int32_t a_zp, int32_t *folded)
{
    size_t n, k;
    for (n = 0; n < N; ++n) {
        uint32_t sum = 0, v = bias ? (uint32_t)bias[n * bias_stride] : 0u;
        for (k = 0; k < K; ++k) sum += (uint32_t)(int32_t)w[k * k_stride + n * n_stride];
        folded[n] = (int32_t)(v - ((uint32_t)a_zp + 128u) * sum);
    }
}

/* A panel of 16 columns at a time, four k per step, as the packed layout
 * holds them: plain loops a compiler can vectorise. */
void npk_qgemm_ref(const npk_qgemm_params *p)
{
    size_t m, n0, q, l, j, kw = (p->K + 3) / 4;
    for (m = 0; m < p->M; ++m) {
        const int8_t *a = p->a + m * p->a_rs;
        for (n0 = 0; n0 < p->N; n0 += NPK_QPACK_NR) {
            const int8_t *panel = p->w + n0 * kw * 4; /* panel n0 / 16: kw words of 16 columns */
            uint32_t acc[NPK_QPACK_NR];
            for (l = 0; l < NPK_QPACK_NR; ++l) acc[l] = 0;
            for (q = 0; q < kw; ++q) {
                int32_t u[4]; /* A + 128 as u8; 0 past K (W is 0 there too; A is not read) */
                const int8_t *w = panel + q * 4 * NPK_QPACK_NR;
                for (j = 0; j < 4; ++j) u[j] = 4 * q + j < p->K ? (int32_t)(uint8_t)(a[4 * q + j] ^ 0x80) : 0;
                for (l = 0; l < NPK_QPACK_NR; ++l) /* |sum| <= 4 * 255 * 128: no overflow */
                    acc[l] += (uint32_t)(u[0] * w[4 * l] + u[1] * w[4 * l + 1] + u[2] * w[4 * l + 2] + u[3] * w[4 * l + 3]);
            }
            for (l = 0; l < NPK_QPACK_NR && n0 + l < p->N; ++l) npk_qgemm_put(p, m, n0 + l, acc[l]);
        }
    }
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
#include "npk_qgemm_avx2.h"
#if defined(NPK_HAVE_AVX512) && !defined(NPK_NO_VNNI) && (defined(__AVX512VNNI__) || defined(__GNUC__) || defined(__clang__))
#include "npk_qgemm_vnni.h"
#include "npk_qconv_vnni.h"
#define NPK__QCONV_DIRECT 1
#else
void npk_qgemm(const npk_qgemm_params *p) { npk__qgemm_avx2(p); }
const char *npk_qgemm_path(void) { return "avx2"; }
#endif
#elif defined(__ARM_FEATURE_DSP) && !defined(NPK_NO_ARM_DSP)
#include "npk_qgemm_dsp.h" /* Cortex-M4/M7/M33/M55: SMLAD */
#else
void npk_qgemm(const npk_qgemm_params *p) { npk_qgemm_ref(p); }
const char *npk_qgemm_path(void) { return "scalar"; }
#endif

#ifndef NPK__QCONV_DIRECT /* no direct convolution on this path: the caller's im2col + npk_qgemm */
size_t npk_qconv_direct_scratch(const npk_qconv_params *p)
{
    (void)p;
    return 0;
}
int npk_qconv_direct(const npk_qconv_params *p, void *scratch, size_t bytes)
{
    (void)p, (void)scratch, (void)bytes;
    return 0;
}
#endif

#endif /* NPK__KEEP_QGEMM */
#endif /* NPK_QGEMM_IMPL_H */
