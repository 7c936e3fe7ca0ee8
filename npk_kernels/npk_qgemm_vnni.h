/* npk_qgemm_vnni.h - npk_qgemm on AVX-512 VNNI. Private to npk_qgemm_impl.h.
 * A tile is ROWS rows of A times PANELS panels of 16 packed columns, one
 * zmm accumulator each: per 4 k, a broadcast word of each row (its bytes
 * XOR 0x80: A + 128 as u8) and one vpdpbusd per accumulator. The epilogue
 * adds the folded bias and requantises (npk_requant_avx512.h), so the int32
 * accumulator never reaches memory. */
#ifndef NPK_QGEMM_VNNI_H
#define NPK_QGEMM_VNNI_H
#include "npk_qgemm.h"
#include "npk_requant_avx512.h"
#include "npk_vmath.h" /* npk__mask16 */

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

/* The epilogue's constants for 16 columns (npk_requant_avx512.h) and the
 * mask of the valid ones. */
typedef struct npk__qg_cols {
    npk__rq16 rq;
    __mmask16 m;
} npk__qg_cols;

/* The constants from per-lane bias, multiplier and shift. */
static NPK__QG_ATTR inline void npk__qg_cols_set(const npk_qgemm_params *p, __m512i bias, __m512i mult, __m512i sh,
                                                 __mmask16 m, size_t uses, npk__qg_cols *k)
{
    k->m = m;
    npk__rq16_set(p->double_round, bias, mult, sh, m, p->out_zp, p->lo, p->hi, uses, &k->rq);
}

static NPK__QG_ATTR inline void npk__qg_cols_load(const npk_qgemm_params *p, size_t n, __mmask16 m, size_t uses,
                                                  npk__qg_cols *k)
{
    npk__qg_cols_set(p, _mm512_maskz_loadu_epi32(m, p->bias + n), _mm512_maskz_loadu_epi32(m, p->mult + n),
                     _mm512_cvtepi8_epi32(_mm_maskz_loadu_epi8(m, p->shift + n)), m, uses, k);
}

/* The dequantising form: 16 accumulators + bias -> f32 * scale at dst
 * (vcvtdq2ps and vmulps round to nearest even, as the scalar form). */
static NPK__QG_ATTR inline void npk__qg_storef16(__m512i acc, const npk__qg_cols *k, __m512 scale, float *dst)
{
    __m512 v = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_add_epi32(acc, k->rq.bias)), scale);
    _mm512_mask_storeu_ps(dst, k->m, v);
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
 * tile's valid columns (1..16 * PANELS); kc: the panels' epilogue
 * constants made by the caller, or NULL (made here). */
#define NPK__QG_TILE(NAME, ROWS, PANELS)                                                              \
    static NPK__QG_ATTR void NAME(const npk_qgemm_params *p, const npk__qg_cols *kc, size_t m0, size_t n0, size_t nr) \
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
            __mmask16 mk = npk__mask16(left);                                                        \
            if (p->cf) { /* mult and shift are not there */                                          \
                __m512 sc = _mm512_maskz_loadu_ps(mk, p->scale + n);                                 \
                k.m = mk, k.rq.bias = _mm512_maskz_loadu_epi32(mk, p->bias + n);                     \
                NPK__QG_UNROLL                                                                       \
                for (r = 0; r < ROWS; ++r) npk__qg_storef16(c[r][j], &k, sc, p->cf + (m0 + r) * p->c_rs + n); \
                continue;                                                                            \
            }                                                                                        \
            if (!kc) npk__qg_cols_load(p, n, mk, ROWS, &k);                                          \
            {   /* all rows by one way, one check (npk__rq16_store_n): the constants are read once */ \
                __m512i v[ROWS];                                                                     \
                NPK__QG_UNROLL                                                                       \
                for (r = 0; r < ROWS; ++r) v[r] = c[r][j];                                           \
                npk__rq16_store_n(kc ? &kc[j].rq : &k.rq, v, ROWS, mk, p->c + m0 * p->c_rs + n, p->c_rs); \
            }                                                                                        \
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

/* N <= 8: rows in pairs, one zmm each (lanes 0-7 row m, 8-15 row m + 1;
 * the panel's 8 columns in both halves), 8 rows a call: half the vpdpbusd
 * and half the epilogues of a 16-column tile per row. */
static NPK__QG_ATTR void npk__qg_tile_pairs(const npk_qgemm_params *p, size_t m0)
{
    const size_t kw = (p->K + 3) / 4, kfull = p->K / 4;
    const __m512i flip = _mm512_set1_epi32((int)0x80808080u);
    const __mmask8 mn = (__mmask8)((1u << p->N) - 1);
    const int8_t *arow[8];
    __m512i c[4];
    size_t r, q;
    NPK__QG_UNROLL
    for (r = 0; r < 8; ++r) arow[r] = p->a + (m0 + r) * p->a_rs;
    NPK__QG_UNROLL
    for (r = 0; r < 4; ++r) c[r] = _mm512_setzero_si512();
    for (q = 0; q < kw; ++q) {
        __m512i b = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(const void *)(p->w + q * 64)));
        NPK__QG_UNROLL
        for (r = 0; r < 4; ++r) {
            uint32_t w0, w1;
            if (q < kfull) memcpy(&w0, arow[2 * r] + 4 * q, 4), memcpy(&w1, arow[2 * r + 1] + 4 * q, 4);
            else w0 = npk__qg_tail(arow[2 * r] + 4 * q, p->K - 4 * q), w1 = npk__qg_tail(arow[2 * r + 1] + 4 * q, p->K - 4 * q);
            c[r] = _mm512_dpbusd_epi32(c[r], _mm512_xor_si512(_mm512_mask_set1_epi32(_mm512_set1_epi32((int)w0), 0xFF00, (int)w1), flip), b);
        }
    }
    {
        __m512i bias = _mm512_broadcast_i64x4(_mm256_maskz_loadu_epi32(mn, p->bias));
        npk__qg_cols k;
        if (p->cf) { /* the dequantising form */
            __m512 sc = _mm512_castsi512_ps(_mm512_broadcast_i64x4(_mm256_castps_si256(_mm256_maskz_loadu_ps(mn, p->scale))));
            NPK__QG_UNROLL
            for (r = 0; r < 4; ++r) {
                __m512 v = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_add_epi32(c[r], bias)), sc);
                _mm256_mask_storeu_ps(p->cf + (m0 + 2 * r) * p->c_rs, mn, _mm512_castps512_ps256(v));
                _mm256_mask_storeu_ps(p->cf + (m0 + 2 * r + 1) * p->c_rs, mn,
                                      _mm256_castsi256_ps(_mm512_extracti64x4_epi64(_mm512_castps_si512(v), 1)));
            }
            return;
        }
        npk__qg_cols_set(p, bias, _mm512_broadcast_i64x4(_mm256_maskz_loadu_epi32(mn, p->mult)),
                         _mm512_broadcast_i64x4(_mm256_cvtepi8_epi32(_mm_maskz_loadu_epi8(mn, p->shift))),
                         (__mmask16)(mn | mn << 8), 4, &k);
        NPK__QG_UNROLL
        for (r = 0; r < 4; ++r) {
            __m128i v = _mm512_cvtsepi32_epi8(npk__rq16_apply(&k.rq, c[r]));
            _mm_mask_storeu_epi8(p->c + (m0 + 2 * r) * p->c_rs, mn, v);
            _mm_mask_storeu_epi8(p->c + (m0 + 2 * r + 1) * p->c_rs, mn, _mm_srli_si128(v, 8));
        }
    }
}

const char *npk_qgemm_path(void) { return npk__qg_cpu() ? "avx512-vnni" : "avx2"; }

void npk_qgemm(const npk_qgemm_params *p)
{
    npk__qg_cols kc[2];
    size_t n0, m0, j;
    if (!npk__qg_cpu()) { /* AVX-512 without VNNI */
        npk__qgemm_avx2(p);
        return;
    }
    if (p->N <= 8 && p->M >= 8) { /* narrow layers (VWW's and LeNet's first conv): rows in pairs */
        for (m0 = 0; m0 + 8 <= p->M; m0 += 8) npk__qg_tile_pairs(p, m0);
        if (p->M - m0 >= 4) npk__qg_tile4x1(p, NULL, m0, 0, p->N), m0 += 4;
        if (p->M - m0 >= 2) npk__qg_tile2x1(p, NULL, m0, 0, p->N), m0 += 2;
        if (p->M - m0 >= 1) npk__qg_tile1x1(p, NULL, m0, 0, p->N);
        return;
    }
    for (n0 = 0; n0 < p->N;) {
        size_t nr = p->N - n0;
        if (p->M == 1 && nr > 48) { /* a vector: four chains of vpdpbusd instead of two */
            nr = nr < 64 ? nr : 64;
            npk__qg_tile1x4(p, NULL, 0, n0, nr);
            n0 += nr;
            continue;
        }
        if (nr > 32) nr = 32;
        if (p->M >= 16 && !p->cf) /* the 8-row tiles' constants once for the column panels, not per tile */
            for (j = 0; j * 16 < nr; ++j)
                npk__qg_cols_load(p, n0 + j * 16, npk__mask16(nr - j * 16),
                                  8, &kc[j]);
        for (m0 = 0; m0 + 8 <= p->M; m0 += 8)
            (nr > 16 ? npk__qg_tile8x2 : npk__qg_tile8x1)(p, p->M >= 16 && !p->cf ? kc : NULL, m0, n0, nr);
        if (p->M - m0 >= 4) (nr > 16 ? npk__qg_tile4x2 : npk__qg_tile4x1)(p, NULL, m0, n0, nr), m0 += 4;
        if (p->M - m0 >= 2) (nr > 16 ? npk__qg_tile2x2 : npk__qg_tile2x1)(p, NULL, m0, n0, nr), m0 += 2;
        if (p->M - m0 >= 1) (nr > 16 ? npk__qg_tile1x2 : npk__qg_tile1x1)(p, NULL, m0, n0, nr);
        n0 += nr;
    }
}
#endif /* NPK_QGEMM_VNNI_H */
