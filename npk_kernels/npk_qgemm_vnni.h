/* npk_qgemm_vnni.h - npk_qgemm on AVX-512 VNNI. Private to npk_qgemm_impl.h.
 * A tile is ROWS rows of A times PANELS panels of 16 packed columns, one
 * zmm accumulator each: per 4 k, a broadcast word of each row (its bytes
 * XOR 0x80: A + 128 as u8) and one vpdpbusd per accumulator. The epilogue
 * adds the folded bias and requantises in 64-bit lanes (even and odd int32
 * lanes apart: vpmuldq), so the int32 accumulator never reaches memory. */
#ifndef NPK_QGEMM_VNNI_H
#define NPK_QGEMM_VNNI_H
#include "npk_qgemm.h"

#if defined(__AVX512VNNI__) && defined(__AVX512BW__)
#define NPK__QG_ATTR
static int npk__qg_cpu(void) { return 1; }
#else
#define NPK__QG_ATTR __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni")))
static int npk__qg_cpu(void)
{
    __builtin_cpu_init(); /* returns at once after the first call */
    return __builtin_cpu_supports("avx512vnni") && __builtin_cpu_supports("avx512bw");
}
#endif

/* The epilogue's per-column constants for 16 columns, even and odd int32
 * lanes apart (64-bit lanes): shift, rounding for acc >= 0 and acc < 0. */
typedef struct npk__qg_cols {
    __m512i bias, mult, mult_odd, s[2], rpos[2], rneg[2];
    __mmask16 m;
} npk__qg_cols;

static NPK__QG_ATTR inline void npk__qg_cols_load(const npk_qgemm_params *p, size_t n, __mmask16 m, npk__qg_cols *k)
{
    const __m512i one = _mm512_set1_epi64(1), half = _mm512_set1_epi64((int64_t)1 << 30);
    __m512i sh = _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->shift + n));
    int h;
    sh = _mm512_min_epi32(_mm512_max_epi32(sh, _mm512_set1_epi32(1)), _mm512_set1_epi32(62));
    k->m = m;
    k->bias = _mm512_maskz_loadu_epi32(m, p->bias + n);
    k->mult = _mm512_maskz_loadu_epi32(m, p->mult + n);
    k->mult_odd = _mm512_srli_epi64(k->mult, 32);
    k->s[0] = _mm512_and_si512(sh, _mm512_set1_epi64(0xFFFFFFFF));
    k->s[1] = _mm512_srli_epi64(sh, 32);
    for (h = 0; h < 2; ++h) {
        __m512i round = _mm512_sllv_epi64(one, _mm512_sub_epi64(k->s[h], one));
        __mmask8 big = p->double_round ? _mm512_cmpgt_epi64_mask(k->s[h], _mm512_set1_epi64(31)) : 0;
        k->rpos[h] = _mm512_mask_add_epi64(round, big, round, half);
        k->rneg[h] = _mm512_mask_sub_epi64(round, big, round, half);
    }
}

/* 16 accumulators of one row -> int8 at dst (lanes past the mask untouched). */
static NPK__QG_ATTR inline void npk__qg_store16(__m512i acc, const npk_qgemm_params *p, const npk__qg_cols *k,
                                                 int8_t *dst)
{
    const __m512i zp = _mm512_set1_epi64(p->out_zp), lo = _mm512_set1_epi64(p->lo), hi = _mm512_set1_epi64(p->hi);
    __m512i v[2];
    __mmask8 neg[2];
    int h;
    acc = _mm512_add_epi32(acc, k->bias);
    neg[0] = _mm512_cmplt_epi64_mask(_mm512_slli_epi64(acc, 32), _mm512_setzero_si512()); /* even lanes' signs */
    neg[1] = _mm512_cmplt_epi64_mask(acc, _mm512_setzero_si512());                        /* odd lanes' signs */
    v[0] = _mm512_mul_epi32(acc, k->mult);
    v[1] = _mm512_mul_epi32(_mm512_srli_epi64(acc, 32), k->mult_odd);
    for (h = 0; h < 2; ++h) {
        __m512i round = _mm512_mask_blend_epi64(neg[h], k->rpos[h], k->rneg[h]);
        v[h] = _mm512_add_epi64(_mm512_srav_epi64(_mm512_add_epi64(v[h], round), k->s[h]), zp);
        v[h] = _mm512_min_epi64(_mm512_max_epi64(v[h], lo), hi);
    }
    _mm512_mask_cvtepi32_storeu_epi8(dst, k->m, _mm512_mask_blend_epi32(0xAAAA, v[0], _mm512_slli_epi64(v[1], 32)));
}

/* Row r's last, partial word: its K % 4 bytes (W is 0 past K, so the rest is 0). */
static inline uint32_t npk__qg_tail(const int8_t *src, size_t left)
{
    uint32_t w = (uint8_t)src[0];
    if (left > 1) w |= (uint32_t)(uint8_t)src[1] << 8;
    if (left > 2) w |= (uint32_t)(uint8_t)src[2] << 16;
    return w;
}

/* The accumulators must live in registers: loops over them fully unrolled. */
#if defined(__clang__)
#define NPK__QG_UNROLL _Pragma("unroll")
#else
#define NPK__QG_UNROLL _Pragma("GCC unroll 16")
#endif

/* The tile body; ROWS and PANELS are constants where it is used. nr: the
 * tile's valid columns (1..16 * PANELS). */
#define NPK__QG_TILE(NAME, ROWS, PANELS)                                                              \
    static NPK__QG_ATTR void NAME(const npk_qgemm_params *p, size_t m0, size_t n0, size_t nr)       \
    {                                                                                                \
        const size_t kw = (p->K + 3) / 4, kfull = p->K / 4, pstride = kw * 4 * NPK_QPACK_NR;         \
        const int8_t *wp = p->w + n0 / NPK_QPACK_NR * pstride, *arow[ROWS];                          \
        const __m512i flip = _mm512_set1_epi32((int)0x80808080u);                                   \
        __m512i c[ROWS][PANELS];                                                                     \
        size_t r, j, q;                                                                              \
        NPK__QG_UNROLL                                                                               \
        for (r = 0; r < ROWS; ++r) {                                                                 \
            arow[r] = p->a + (m0 + r) * p->a_rs;                                                     \
            for (j = 0; j < PANELS; ++j) c[r][j] = _mm512_setzero_si512();                           \
        }                                                                                            \
        for (q = 0; q < kw; ++q) {                                                                   \
            __m512i b[PANELS];                                                                       \
            NPK__QG_UNROLL                                                                           \
            for (j = 0; j < PANELS; ++j) b[j] = _mm512_loadu_si512((const void *)(wp + j * pstride + q * 64)); \
            NPK__QG_UNROLL                                                                           \
            for (r = 0; r < ROWS; ++r) {                                                             \
                uint32_t word;                                                                       \
                if (q < kfull) memcpy(&word, arow[r] + 4 * q, 4);                                    \
                else word = npk__qg_tail(arow[r] + 4 * q, p->K - 4 * q);                             \
                {                                                                                    \
                    __m512i av = _mm512_xor_si512(_mm512_set1_epi32((int)word), flip);               \
                    NPK__QG_UNROLL                                                                   \
                    for (j = 0; j < PANELS; ++j) c[r][j] = _mm512_dpbusd_epi32(c[r][j], av, b[j]);   \
                }                                                                                    \
            }                                                                                        \
        }                                                                                            \
        for (j = 0; j < PANELS && j * 16 < nr; ++j) {                                                \
            size_t left = nr - j * 16, n = n0 + j * 16;                                              \
            npk__qg_cols k;                                                                          \
            npk__qg_cols_load(p, n, left >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << left) - 1), &k); \
            NPK__QG_UNROLL                                                                           \
            for (r = 0; r < ROWS; ++r) npk__qg_store16(c[r][j], p, &k, p->c + (m0 + r) * p->c_rs + n); \
        }                                                                                            \
    }
NPK__QG_TILE(npk__qg_tile8x2, 8, 2)
NPK__QG_TILE(npk__qg_tile4x2, 4, 2)
NPK__QG_TILE(npk__qg_tile2x2, 2, 2)
NPK__QG_TILE(npk__qg_tile1x2, 1, 2)
NPK__QG_TILE(npk__qg_tile8x1, 8, 1)
NPK__QG_TILE(npk__qg_tile4x1, 4, 1)
NPK__QG_TILE(npk__qg_tile2x1, 2, 1)
NPK__QG_TILE(npk__qg_tile1x1, 1, 1)
NPK__QG_TILE(npk__qg_tile1x4, 1, 4)

const char *npk_qgemm_path(void) { return npk__qg_cpu() ? "avx512-vnni" : "avx2"; }

void npk_qgemm(const npk_qgemm_params *p)
{
    size_t n0, m0;
    if (!npk__qg_cpu()) { /* AVX-512 without VNNI */
        npk__qgemm_avx2(p);
        return;
    }
    for (n0 = 0; n0 < p->N;) {
        size_t nr = p->N - n0;
        if (p->M == 1 && nr > 48) { /* a vector: four chains of vpdpbusd instead of two */
            nr = nr < 64 ? nr : 64;
            npk__qg_tile1x4(p, 0, n0, nr);
            n0 += nr;
            continue;
        }
        if (nr > 32) nr = 32;
        for (m0 = 0; m0 + 8 <= p->M; m0 += 8) (nr > 16 ? npk__qg_tile8x2 : npk__qg_tile8x1)(p, m0, n0, nr);
        if (p->M - m0 >= 4) (nr > 16 ? npk__qg_tile4x2 : npk__qg_tile4x1)(p, m0, n0, nr), m0 += 4;
        if (p->M - m0 >= 2) (nr > 16 ? npk__qg_tile2x2 : npk__qg_tile2x1)(p, m0, n0, nr), m0 += 2;
        if (p->M - m0 >= 1) (nr > 16 ? npk__qg_tile1x2 : npk__qg_tile1x1)(p, m0, n0, nr);
        n0 += nr;
    }
}
#endif /* NPK_QGEMM_VNNI_H */
