/* npk_qadd_vbmi.h - npk_qadd on AVX-512 VBMI. Private to npk_qadd_impl.h.
 *
 * Why: two vpgatherdd per 16 elements were most of the op (ResNet-8's three
 * residual adds: a fifth of the model on Zen 4). Here each int32 table is
 * held as four byte planes (byte k of the 256 entries: four zmm), and 64
 * entries of a plane are looked up at once by two vpermi2b (128 entries
 * each, the index's low 7 bits) and a blend on its top bit; the four looked
 * up planes are interleaved back into int32 lanes by unpacks. The input is
 * permuted first so that the unpacks, which work within 128-bit lanes, give
 * elements 16j..16j+15 in order in the j-th vector. The requantisation is
 * the gather path's (npk__qadd_store16). */
#ifndef NPK_QADD_VBMI_H
#define NPK_QADD_VBMI_H

#if defined(__AVX512VBMI__)
#define NPK__QA_ATTR
static int npk__qa_cpu(void) { return 1; }
#else
#define NPK__QA_ATTR __attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi")))
static int npk__qa_cpu(void)
{
    __builtin_cpu_init(); /* returns at once after the first call */
    return __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512bw");
}
#endif

/* pl[4 k + q]: byte k of entries 64 q .. 64 q + 63 of t. */
static NPK__QA_ATTR void npk__qa_planes(const int32_t *t, __m512i *pl)
{
    int k, q, j;
    for (q = 0; q < 4; ++q)
        for (k = 0; k < 4; ++k) {
            __m512i v = _mm512_setzero_si512();
            for (j = 0; j < 4; ++j) {
                __m128i b = _mm512_cvtepi32_epi8(_mm512_srli_epi32(_mm512_loadu_si512((const void *)(t + 64 * q + 16 * j)), 8 * k));
                v = _mm512_inserti32x4(v, b, 0), v = _mm512_alignr_epi32(v, v, 4); /* b into 128-bit lane j */
            }
            pl[4 * k + q] = v;
        }
}

/* 64 entries of a table at idx (value + 128, permuted), m7: idx's top bits;
 * d[j] lane L: entries of positions 16 L + 4 j .. 16 L + 4 j + 3. */
static NPK__QA_ATTR inline void npk__qa_lookup(const __m512i *pl, __m512i idx, __mmask64 m7, __m512i d[4])
{
    __m512i b[4], w[4];
    int k;
    for (k = 0; k < 4; ++k)
        b[k] = _mm512_mask_blend_epi8(m7, _mm512_permutex2var_epi8(pl[4 * k], idx, pl[4 * k + 1]),
                                      _mm512_permutex2var_epi8(pl[4 * k + 2], idx, pl[4 * k + 3]));
    w[0] = _mm512_unpacklo_epi8(b[0], b[1]), w[1] = _mm512_unpackhi_epi8(b[0], b[1]);
    w[2] = _mm512_unpacklo_epi8(b[2], b[3]), w[3] = _mm512_unpackhi_epi8(b[2], b[3]);
    d[0] = _mm512_unpacklo_epi16(w[0], w[2]), d[1] = _mm512_unpackhi_epi16(w[0], w[2]);
    d[2] = _mm512_unpacklo_epi16(w[1], w[3]), d[3] = _mm512_unpackhi_epi16(w[1], w[3]);
}

static NPK__QA_ATTR void npk__qadd_vbmi(const npk_qadd_params *p)
{
    __m512i pa[16], pb[16], perm;
    uint8_t order[64];
    npk__rq16 k;
    size_t i;
    int L, j, e;
    for (L = 0; L < 4; ++L) /* position 16 L + 4 j + e takes element 16 j + 4 L + e */
        for (j = 0; j < 4; ++j)
            for (e = 0; e < 4; ++e) order[16 * L + 4 * j + e] = (uint8_t)(16 * j + 4 * L + e);
    perm = _mm512_loadu_si512((const void *)order);
    npk__qa_planes(p->ta, pa);
    npk__qa_planes(p->tb, pb);
    npk__qadd_k_set(p, &k);
    for (i = 0; i < p->n; i += 64) {
        const __m512i top = _mm512_set1_epi8((char)0x80);
        size_t left = p->n - i;
        __mmask64 m = left >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << left) - 1);
        __m512i ia = _mm512_permutexvar_epi8(perm, _mm512_xor_si512(_mm512_maskz_loadu_epi8(m, p->a + i), top));
        __m512i ib = _mm512_permutexvar_epi8(perm, _mm512_xor_si512(_mm512_maskz_loadu_epi8(m, p->b + i), top));
        __m512i da[4], db[4];
        npk__qa_lookup(pa, ia, _mm512_movepi8_mask(ia), da);
        npk__qa_lookup(pb, ib, _mm512_movepi8_mask(ib), db);
        for (j = 0; j < 4 && 16 * (size_t)j < left; ++j)
            npk__qadd_store16(_mm512_add_epi32(da[j], db[j]), &k, (__mmask16)(m >> (16 * j)), p->y + i + 16 * j);
    }
}

void npk_qadd(const npk_qadd_params *p)
{
    if (npk__qa_cpu()) npk__qadd_vbmi(p);
    else npk__qadd_gather(p);
}
const char *npk_qadd_path(void) { return npk__qa_cpu() ? "avx512-vbmi" : "avx512"; }
#endif /* NPK_QADD_VBMI_H */
