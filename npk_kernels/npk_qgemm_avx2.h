/* npk_qgemm_avx2.h - npk_qgemm on AVX2 (and AVX-512 CPUs without VNNI),
 * same packed layout. Private to npk_qgemm_impl.h. Per 4 k: a 16-column
 * panel word (64 bytes) sign-extended to int16 in four ymm (4 columns x 4 k
 * each), a row's 4 bytes (A + 128, zero-extended) broadcast as int16, and
 * vpmaddwd: products <= 255 * 128, pairs <= 65280, no saturation. Each
 * accumulator lane holds half of a column's sum; one vphaddd per 8 columns
 * at the end completes them (all modulo 2^32, exact). Epilogue: scalar,
 * npk_qgemm_requant. */
#ifndef NPK_QGEMM_AVX2_H
#define NPK_QGEMM_AVX2_H
#include "npk_qgemm.h"

/* Rows m0..m0+ROWS-1 (ROWS 1 or 2) times the panel of columns n0.. */
#define NPK__QG2_ROWS(NAME, ROWS)                                                                      \
    static void NAME(const npk_qgemm_params *p, size_t m0, size_t n0)                                 \
    {                                                                                                  \
        const size_t kw = (p->K + 3) / 4, kfull = p->K / 4;                                            \
        const int8_t *panel = p->w + n0 * kw * 4;                                                      \
        __m256i acc[ROWS][4];                                                                          \
        int32_t sums[NPK_QPACK_NR];                                                                    \
        size_t r, q, l, j;                                                                             \
        for (r = 0; r < ROWS; ++r)                                                                     \
            for (j = 0; j < 4; ++j) acc[r][j] = _mm256_setzero_si256();                                \
        for (q = 0; q < kw; ++q) {                                                                     \
            const int8_t *w = panel + q * 4 * NPK_QPACK_NR;                                            \
            __m256i wv[4];                                                                             \
            for (j = 0; j < 4; ++j) wv[j] = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(w + 16 * j))); \
            for (r = 0; r < ROWS; ++r) {                                                               \
                const int8_t *a = p->a + (m0 + r) * p->a_rs + 4 * q;                                   \
                uint32_t wd = 0;                                                                       \
                uint64_t u;                                                                            \
                __m256i av;                                                                            \
                if (q < kfull) memcpy(&wd, a, 4);                                                      \
                else /* the last, partial word: only bytes below K are read (W is 0 past K) */          \
                    for (j = 0; 4 * q + j < p->K; ++j) wd |= (uint32_t)(uint8_t)a[j] << (8 * j);       \
                wd ^= 0x80808080u; /* A + 128 as u8, then each byte zero-extended to int16 */          \
                u = (uint64_t)(wd & 0xFF) | (uint64_t)(wd >> 8 & 0xFF) << 16 | (uint64_t)(wd >> 16 & 0xFF) << 32 | \
                    (uint64_t)(wd >> 24) << 48;                                                        \
                av = _mm256_set1_epi64x((long long)u);                                                 \
                for (j = 0; j < 4; ++j) acc[r][j] = _mm256_add_epi32(acc[r][j], _mm256_madd_epi16(av, wv[j])); \
            }                                                                                          \
        }                                                                                              \
        for (r = 0; r < ROWS; ++r) {                                                                   \
            /* [c0 c1 c4 c5 | c2 c3 c6 c7] -> c0..c7 */                                                \
            __m256i lo = _mm256_permute4x64_epi64(_mm256_hadd_epi32(acc[r][0], acc[r][1]), 0xD8);      \
            __m256i hi = _mm256_permute4x64_epi64(_mm256_hadd_epi32(acc[r][2], acc[r][3]), 0xD8);      \
            _mm256_storeu_si256((__m256i *)(void *)sums, lo);                                          \
            _mm256_storeu_si256((__m256i *)(void *)(sums + 8), hi);                                    \
            for (l = 0; l < NPK_QPACK_NR && n0 + l < p->N; ++l)                                        \
                npk_qgemm_put(p, m0 + r, n0 + l, (uint32_t)sums[l]);                                   \
        }                                                                                              \
    }
NPK__QG2_ROWS(npk__qg2_rows2, 2)
NPK__QG2_ROWS(npk__qg2_rows1, 1)

static void npk__qgemm_avx2(const npk_qgemm_params *p)
{
    size_t n0, m0;
    for (n0 = 0; n0 < p->N; n0 += NPK_QPACK_NR) {
        for (m0 = 0; m0 + 2 <= p->M; m0 += 2) npk__qg2_rows2(p, m0, n0);
        if (m0 < p->M) npk__qg2_rows1(p, m0, n0);
    }
}
#endif /* NPK_QGEMM_AVX2_H */
