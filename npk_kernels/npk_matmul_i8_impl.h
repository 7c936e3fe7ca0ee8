/* npk_matmul_i8_impl.h - npk_ref_matmul_i8 (the oracle) and npk_matmul_i8
 * (x86 paths in npk_gemm_i8_x86.h; elsewhere the oracle). Compiled when the
 * build keeps an op that uses it (npk_select.h: NPK__KEEP_MATMUL_I8). */
#ifndef NPK_MATMUL_I8_IMPL_H
#define NPK_MATMUL_I8_IMPL_H
#include "npk_matmul_i8.h"
#include "npk_select.h"
#if NPK__KEEP_MATMUL_I8

void npk_ref_matmul_i8(const npk_matmul_i8_params *p)
{
    size_t m, n, k;
    for (m = 0; m < p->M; ++m)
        for (n = 0; n < p->N; ++n) {
            uint64_t acc = p->bias ? (uint64_t)(int64_t)p->bias[m * p->bias_ms + n * p->bias_ns] : 0;
            for (k = 0; k < p->K; ++k) /* unsigned: wraps, no C overflow */
                acc += (uint64_t)(((int64_t)p->a[m * p->a_rs + k * p->a_cs] - p->a_zp) *
                                  ((int64_t)p->b[k * p->b_rs + n * p->b_cs] - p->b_zp));
            p->c[m * p->c_rs + n * p->c_cs] = (int32_t)(uint32_t)acc;
        }
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
#include "npk_gemm_i8_x86.h"
#else
void npk_matmul_i8(const npk_matmul_i8_params *p) { npk_ref_matmul_i8(p); }
const char *npk_matmul_i8_path(void) { return "scalar"; }
#endif

#endif /* NPK__KEEP_MATMUL_I8 */
#endif /* NPK_MATMUL_I8_IMPL_H */
