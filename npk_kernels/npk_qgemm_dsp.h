/* npk_qgemm_dsp.h - npk_qgemm for Cortex-M cores with the DSP extension
 * (__ARM_FEATURE_DSP: Cortex-M4/M7/M33/M55), included by npk_qgemm_impl.h.
 * Dual 16-bit multiply-accumulate on the packed layout of npk_qgemm.h: a
 * packed word holds one column's W[k..k+3]; SXTB16 splits it into the 16-bit
 * pairs (W[k], W[k+2]) and (rotated by 8) (W[k+1], W[k+3]); UXTB16 does the
 * same to A's four bytes with the top bit flipped (A + 128, 0..255), and two
 * SMLADs add the four products to the column's int32 sum. Each product and
 * each pair sum fits 32 bits; the accumulation wraps modulo 2^32 like the
 * reference's uint32 sum, so the result is the oracle's bit for bit. */
#ifndef NPK_QGEMM_DSP_H
#define NPK_QGEMM_DSP_H
#include <string.h>
#include "npk_arm_dsp.h"

/* Bytes k0..k0+3 of A's row as a word, A + 128 in each byte (0 past K: the
 * packed W is 0 there too, and A is not read past K). */
static inline uint32_t npk__qdsp_a_word(const int8_t *a, size_t k0, size_t K)
{
    uint32_t v = 0;
    if (k0 + 4 <= K) memcpy(&v, a + k0, 4); /* LDR: Cortex-M reads unaligned words */
    else {
        size_t j;
        for (j = 0; k0 + j < K; ++j) v |= (uint32_t)(uint8_t)a[k0 + j] << (8 * j);
        return v ^ (0x80808080u >> (8 * (4 - j))); /* flip only the bytes read */
    }
    return v ^ 0x80808080u;
}

/* Columns n0 .. n0 + 3 of one row (inside one 16-column panel). */
static inline void npk__qdsp_4cols(const int8_t *a, size_t K, const uint8_t *w, size_t kw, int32_t *acc)
{
    int32_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    size_t q;
    for (q = 0; q < kw; ++q, w += 4 * NPK_QPACK_NR) {
        uint32_t u = npk__qdsp_a_word(a, 4 * q, K), a02 = __uxtb16(u), a13 = npk__dsp_uxtb16_hi(u), wv;
        memcpy(&wv, w, 4), s0 = __smlad(a02, __sxtb16(wv), s0), s0 = __smlad(a13, npk__dsp_sxtb16_hi(wv), s0);
        memcpy(&wv, w + 4, 4), s1 = __smlad(a02, __sxtb16(wv), s1), s1 = __smlad(a13, npk__dsp_sxtb16_hi(wv), s1);
        memcpy(&wv, w + 8, 4), s2 = __smlad(a02, __sxtb16(wv), s2), s2 = __smlad(a13, npk__dsp_sxtb16_hi(wv), s2);
        memcpy(&wv, w + 12, 4), s3 = __smlad(a02, __sxtb16(wv), s3), s3 = __smlad(a13, npk__dsp_sxtb16_hi(wv), s3);
    }
    acc[0] = s0, acc[1] = s1, acc[2] = s2, acc[3] = s3;
}

static void npk__qgemm_dsp(const npk_qgemm_params *p)
{
    size_t m, n, l, kw = (p->K + 3) / 4;
    for (m = 0; m < p->M; ++m) {
        const int8_t *a = p->a + m * p->a_rs;
        /* 4 columns at a time: the panel is zero-padded to 16 columns, so
         * the last group may compute columns past N, which are not stored */
        for (n = 0; n < p->N; n += 4) {
            const uint8_t *w = (const uint8_t *)p->w + (n / NPK_QPACK_NR) * kw * 4 * NPK_QPACK_NR + (n % NPK_QPACK_NR) * 4;
            int32_t acc[4];
            npk__qdsp_4cols(a, p->K, w, kw, acc);
            for (l = 0; l < 4 && n + l < p->N; ++l) npk_qgemm_put(p, m, n + l, (uint32_t)acc[l]); /* int8 or dequantized */
        }
    }
}

void npk_qgemm(const npk_qgemm_params *p) { npk__qgemm_dsp(p); }
const char *npk_qgemm_path(void) { return "arm-dsp"; }

#endif /* NPK_QGEMM_DSP_H */
