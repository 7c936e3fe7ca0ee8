/* npk_qgemm_impl.h - packing, the oracle and the dispatch of npk_qgemm
 * (AVX-512 VNNI path in npk_qgemm_vnni.h). Compiled when a kept op uses it
 * (npk_select.h: NPK__KEEP_QGEMM). */
#ifndef NPK_QGEMM_IMPL_H
#define NPK_QGEMM_IMPL_H
#include "npk_qgemm.h"
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

void npk_qgemm_ref(const npk_qgemm_params *p)
{
    size_t m, n, k, kw = (p->K + 3) / 4;
    for (m = 0; m < p->M; ++m)
        for (n = 0; n < p->N; ++n) {
            const int8_t *col = p->w + (n / NPK_QPACK_NR) * kw * 4 * NPK_QPACK_NR + (n % NPK_QPACK_NR) * 4;
            uint32_t acc = (uint32_t)p->bias[n];
            for (k = 0; k < p->K; ++k) /* (A + 128) as u8 times W: wraps, no C overflow */
                acc += (uint32_t)((int32_t)(uint8_t)(p->a[m * p->a_rs + k] ^ 0x80) *
                                  col[(k / 4) * 4 * NPK_QPACK_NR + k % 4]);
            p->c[m * p->c_rs + n] = npk_qgemm_requant((int32_t)acc, p->mult[n], p->shift[n], p->double_round,
                                                      p->out_zp, p->lo, p->hi);
        }
}

#if defined(NPK_HAVE_AVX512) && !defined(NPK_NO_VNNI) && (defined(__AVX512VNNI__) || defined(__GNUC__) || defined(__clang__))
#include "npk_qgemm_vnni.h"
#else
void npk_qgemm(const npk_qgemm_params *p) { npk_qgemm_ref(p); }
const char *npk_qgemm_path(void) { return "scalar"; }
#endif

#endif /* NPK__KEEP_QGEMM */
#endif /* NPK_QGEMM_IMPL_H */
