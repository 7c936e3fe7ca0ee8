/* npk_requant_avx512.h - TOSA's RESCALE of 16 int32 sums to int8 values on
 * AVX-512, exactly as npk_qgemm_requant (apply_scale_32, + zero point,
 * clip): the int8 GEMM (npk_qgemm_vnni.h) and the depthwise convolution
 * (npk_qdwconv_avx512.h, npk_qdwconv_vnni.h) share it. Private to them.
 * The product (acc + bias) * mult needs 64 bits: even and odd int32 lanes
 * are multiplied apart (vpmuldq) and rounded in 64-bit lanes. Where every
 * lane shifts by 32 or more (the usual case: scales below 1/2) the rest
 * is done in 32-bit lanes on all 16 at once: the high halves of the two
 * rounded products, shifted by shift - 32, are floor((P + round) / 2^shift)
 * (floor division composes) and fit in int32 (|P + round| < 2^63), so
 * adding the zero point and clipping there is exact; otherwise in 64 bits. */
#ifndef NPK_REQUANT_AVX512_H
#define NPK_REQUANT_AVX512_H
#include <immintrin.h>
#include <stdint.h>

#if defined(__AVX512BW__) && defined(__AVX512VL__)
#define NPK__RQ_ATTR
#else
#define NPK__RQ_ATTR __attribute__((target("avx512f,avx512bw,avx512vl")))
#endif

/* One set of 16 lanes' constants: bias, multiplier, shift (s[0] even lanes,
 * s[1] odd ones, as 64-bit counts; s32 as 32-bit counts minus 32), the
 * rounding for sums >= 0 and < 0 (they differ by double rounding), and
 * whether every lane shifts by 32 or more. */
typedef struct npk__rq16 {
    __m512i bias, mult, mult_odd, s[2], rpos[2], rneg[2], s32;
    int high;
} npk__rq16;

/* The constants of the lanes in m (the others are not used). Shifts are
 * taken as 1..62, as npk_qgemm_requant. */
static NPK__RQ_ATTR void npk__rq16_set(int double_round, __m512i bias, __m512i mult, __m512i sh, __mmask16 m,
                                       npk__rq16 *k)
{
    const __m512i one = _mm512_set1_epi64(1), half = _mm512_set1_epi64((int64_t)1 << 30);
    int h;
    sh = _mm512_min_epi32(_mm512_max_epi32(sh, _mm512_set1_epi32(1)), _mm512_set1_epi32(62));
    k->bias = bias, k->mult = mult, k->mult_odd = _mm512_srli_epi64(mult, 32);
    k->s[0] = _mm512_and_si512(sh, _mm512_set1_epi64(0xFFFFFFFF));
    k->s[1] = _mm512_srli_epi64(sh, 32);
    k->s32 = _mm512_sub_epi32(sh, _mm512_set1_epi32(32));
    k->high = (_mm512_cmpge_epi32_mask(sh, _mm512_set1_epi32(32)) & m) == m;
    for (h = 0; h < 2; ++h) {
        __m512i round = _mm512_sllv_epi64(one, _mm512_sub_epi64(k->s[h], one));
        __mmask8 big = double_round ? _mm512_cmpgt_epi64_mask(k->s[h], _mm512_set1_epi64(31)) : 0;
        k->rpos[h] = _mm512_mask_add_epi64(round, big, round, half);
        k->rneg[h] = _mm512_mask_sub_epi64(round, big, round, half);
    }
}

/* 16 sums -> 16 values in lo..hi (int32 lanes). */
static NPK__RQ_ATTR inline __m512i npk__rq16_apply(const npk__rq16 *k, __m512i acc, int32_t zp, int32_t lo, int32_t hi)
{
    __m512i v[2];
    __mmask8 neg[2];
    int h;
    acc = _mm512_add_epi32(acc, k->bias);
    neg[0] = _mm512_cmplt_epi64_mask(_mm512_slli_epi64(acc, 32), _mm512_setzero_si512()); /* even lanes' signs */
    neg[1] = _mm512_cmplt_epi64_mask(acc, _mm512_setzero_si512());                        /* odd lanes' signs */
    v[0] = _mm512_mul_epi32(acc, k->mult);
    v[1] = _mm512_mul_epi32(_mm512_srli_epi64(acc, 32), k->mult_odd);
    for (h = 0; h < 2; ++h) v[h] = _mm512_add_epi64(v[h], _mm512_mask_blend_epi64(neg[h], k->rpos[h], k->rneg[h]));
    if (k->high) {
        __m512i y = _mm512_mask_blend_epi32(0xAAAA, _mm512_srli_epi64(v[0], 32), v[1]); /* high halves */
        y = _mm512_add_epi32(_mm512_srav_epi32(y, k->s32), _mm512_set1_epi32(zp));
        return _mm512_min_epi32(_mm512_max_epi32(y, _mm512_set1_epi32(lo)), _mm512_set1_epi32(hi));
    }
    for (h = 0; h < 2; ++h) {
        v[h] = _mm512_add_epi64(_mm512_srav_epi64(v[h], k->s[h]), _mm512_set1_epi64(zp));
        v[h] = _mm512_min_epi64(_mm512_max_epi64(v[h], _mm512_set1_epi64(lo)), _mm512_set1_epi64(hi));
    }
    return _mm512_mask_blend_epi32(0xAAAA, v[0], _mm512_slli_epi64(v[1], 32));
}
#endif /* NPK_REQUANT_AVX512_H */
