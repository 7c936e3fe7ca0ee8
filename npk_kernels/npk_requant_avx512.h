/* npk_requant_avx512.h - TOSA's RESCALE of 16 int32 sums to int8 values on
 * AVX-512, exactly as npk_qgemm_requant (apply_scale_32, + zero point,
 * clip): the int8 GEMM (npk_qgemm_vnni.h), the direct and depthwise
 * convolutions and the int8 add share it. Private to them.
 *
 * Two ways, one result:
 *  - exact in 64-bit lanes: (acc + bias) * mult needs 64 bits, so even and
 *    odd int32 lanes are multiplied apart (vpmuldq) and rounded there. Where
 *    every lane shifts by 32 or more the rest is done in 32-bit lanes: the
 *    high halves of the two rounded products, shifted by shift - 32, are
 *    floor((P + round) / 2^shift) (floor division composes) and fit in
 *    int32, so adding the zero point and clipping there is exact. ~18 zmm
 *    ops per 16 values (Zen 4, npk_qconv_direct on 32x32x16 -> 16, 3x3:
 *    13% of the conv's time, its whole epilogue 26%; more of a 1x1 or a
 *    depthwise conv's, which do fewer multiply-adds per output).
 *  - in float, checked (npk__rq16_z and one test, about 7 ops): with
 *    X = (acc + bias) * mult / 2^shift + zp + 1/2 (+- 2^(30 - shift) where
 *    double rounding adds +-2^30), the result is floor(X). Z = X * 2^12
 *    is computed by one vcvtdq2ps, one FMA and (double rounding) one add,
 *    each rounded to nearest, then z = Z rounded to an integer. Each rounding is off by at
 *    most 2^-24 of its value; where |z| < 2^19.5 (the values that are not
 *    clipped far away) that is |z - Z| <= 0.81 < 1 (the sum of the three
 *    relative errors on |acc * mult| * 2^(12 - shift) <= 2^20.3, on the
 *    addend |(zp + 1/2) 2^12| <= 2^19 and on the result, plus 1/2 for z's
 *    own rounding). So unless z is a multiple of 2^12, Z lies in the same
 *    block of 2^12 as z and floor(X) = z >> 12. Where |z| >= 2^19.5 the
 *    relative error keeps Z's sign and |X| > 169: clipped alike. A lane
 *    whose z is a multiple of 2^12 (1 in 4096, or vcvtps2dq's overflow
 *    value 0x80000000) sends the 16 to the exact way. Embedded rounding
 *    (not MXCSR's mode) keeps every step round-to-nearest.
 * Values are returned as int32 lanes whose signed saturation to int8
 * (vpmovsdb, packs) is the result; the clip to lo..hi is applied only
 * where it is narrower than int8's. */
#ifndef NPK_REQUANT_AVX512_H
#define NPK_REQUANT_AVX512_H
#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__AVX512BW__) && defined(__AVX512VL__)
#define NPK__RQ_ATTR
#else
#define NPK__RQ_ATTR __attribute__((target("avx512f,avx512bw,avx512vl")))
#endif

#define NPK__RQ_BITS 12 /* the fraction bits of the float way's z */
#define NPK__RQ_RN (_MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)

/* One set of 16 lanes' constants. The exact way: bias, multiplier, shift
 * (s[0] even lanes, s[1] odd ones, as 64-bit counts; s32 as 32-bit counts
 * minus 32), the rounding for sums >= 0 and < 0 (they differ by double
 * rounding), whether every lane shifts by 32 or more. The float way:
 * mult * 2^(12 - shift), (zp + 1/2) * 2^12 and the double rounding's
 * 2^(42 - shift) (0 in lanes without it), whether it is taken and whether
 * it adds that term. The output's zero point and clip. */
typedef struct npk__rq16 {
    __m512i bias, mult, mult_odd, s[2], rpos[2], rneg[2], s32;
    __m512 fm, fc, fd;
    __m512i zp, lo, hi;
    int high, fast, dbl, clip_lo, clip_hi;
} npk__rq16;

/* The constants of the lanes in m (the others are not used). Shifts are
 * taken as 1..62, as npk_qgemm_requant; zp, lo, hi are int8 values. The
 * float way's constants cost about two of its applications: they are made
 * only where the caller will apply these to `uses` >= NPK__RQ_FAST_USES
 * vectors (GEMM tiles of fewer than 8 rows do not: measured no faster
 * there; the direct conv makes them once per call, so its pooled tiles of 4
 * vectors take the float way too). */
#define NPK__RQ_FAST_USES 8
static NPK__RQ_ATTR void npk__rq16_set(int double_round, __m512i bias, __m512i mult, __m512i sh, __mmask16 m,
                                       int32_t zp, int32_t lo, int32_t hi, size_t uses, npk__rq16 *k)
{
    const __m512i one = _mm512_set1_epi64(1), half = _mm512_set1_epi64((int64_t)1 << 30);
    __mmask16 coarse, dl;
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
    k->zp = _mm512_set1_epi32(zp), k->lo = _mm512_set1_epi32(lo), k->hi = _mm512_set1_epi32(hi);
    k->clip_lo = lo > -128, k->clip_hi = hi < 127;
    k->fast = 0;
    if (uses < NPK__RQ_FAST_USES) return;
    /* mult * 2^(12 - shift): the int -> float rounding, then an exact power of 2 */
    k->fm = _mm512_scalef_ps(_mm512_cvt_roundepi32_ps(mult, NPK__RQ_RN),
                             _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_set1_epi32(NPK__RQ_BITS), sh)));
    k->fc = _mm512_set1_ps((float)(zp * (1 << NPK__RQ_BITS) + (1 << (NPK__RQ_BITS - 1))));
    dl = double_round ? _mm512_cmpgt_epi32_mask(sh, _mm512_set1_epi32(31)) & m : 0;
    k->fd = _mm512_maskz_scalef_ps(dl, _mm512_set1_ps(1.0f),
                                   _mm512_cvtepi32_ps(_mm512_sub_epi32(_mm512_set1_epi32(30 + NPK__RQ_BITS), sh)));
    k->dbl = dl != 0;
    /* Exact ties (X an integer) always go the exact way; they are common
     * only where mult / 2^shift has few fraction bits (a lane with shift
     * - ctz(mult) < 10: then 1 sum in 2^(shift - ctz) or more is a tie). */
    {
        /* the low shift - 9 bits of mult (all 32 where that is 32 or more) */
        __m512i bit = _mm512_sllv_epi32(_mm512_set1_epi32(1), _mm512_sub_epi32(sh, _mm512_set1_epi32(9)));
        __m512i frac = _mm512_sub_epi32(bit, _mm512_set1_epi32(1));
        coarse = _mm512_mask_cmplt_epi32_mask(m, sh, _mm512_set1_epi32(10)) |
                 _mm512_mask_testn_epi32_mask(m & _mm512_test_epi32_mask(mult, mult), mult, frac);
    }
    k->fast = coarse == 0;
}

/* The exact way, from acc + bias. */
static NPK__RQ_ATTR inline __attribute__((always_inline)) __m512i npk__rq16_exact(const npk__rq16 *k, __m512i acc)
{
    __m512i v[2];
    __mmask8 neg[2];
    int h;
    neg[0] = _mm512_cmplt_epi64_mask(_mm512_slli_epi64(acc, 32), _mm512_setzero_si512()); /* even lanes' signs */
    neg[1] = _mm512_cmplt_epi64_mask(acc, _mm512_setzero_si512());                        /* odd lanes' signs */
    v[0] = _mm512_mul_epi32(acc, k->mult);
    v[1] = _mm512_mul_epi32(_mm512_srli_epi64(acc, 32), k->mult_odd);
    for (h = 0; h < 2; ++h) v[h] = _mm512_add_epi64(v[h], _mm512_mask_blend_epi64(neg[h], k->rpos[h], k->rneg[h]));
    if (k->high) {
        __m512i y = _mm512_mask_blend_epi32(0xAAAA, _mm512_srli_epi64(v[0], 32), v[1]); /* high halves */
        y = _mm512_add_epi32(_mm512_srav_epi32(y, k->s32), k->zp);
        return _mm512_min_epi32(_mm512_max_epi32(y, k->lo), k->hi);
    }
    for (h = 0; h < 2; ++h) {
        __m512i zp = _mm512_cvtepi32_epi64(_mm512_castsi512_si256(k->zp));
        v[h] = _mm512_add_epi64(_mm512_srav_epi64(v[h], k->s[h]), zp);
        v[h] = _mm512_min_epi64(_mm512_max_epi64(v[h], _mm512_cvtepi32_epi64(_mm512_castsi512_si256(k->lo))),
                                _mm512_cvtepi32_epi64(_mm512_castsi512_si256(k->hi)));
    }
    return _mm512_mask_blend_epi32(0xAAAA, v[0], _mm512_slli_epi64(v[1], 32));
}

/* The exact way as a call: the float way's fallback, taken about once in
 * 250 applications (inlined there too, it made GCC call npk__rq16_apply
 * instead of inlining it). */
static NPK__RQ_ATTR __attribute__((noinline)) __m512i npk__rq16_exact_call(const npk__rq16 *k, __m512i acc)
{
    return npk__rq16_exact(k, acc);
}

/* The float way's z (see the top) from acc + bias. */
static NPK__RQ_ATTR inline __attribute__((always_inline)) __m512i npk__rq16_z(const npk__rq16 *k, __m512i acc)
{
    __m512 af = _mm512_cvt_roundepi32_ps(acc, NPK__RQ_RN);
    __m512 t = _mm512_fmadd_round_ps(af, k->fm, k->fc, NPK__RQ_RN);
    if (k->dbl) { /* + 2^(42 - shift) with the sum's sign (+ for 0): (af & sign bit) | fd */
        __m512i d = _mm512_ternarylogic_epi32(_mm512_castps_si512(af), _mm512_set1_epi32((int)0x80000000u),
                                              _mm512_castps_si512(k->fd), 0xEA);
        t = _mm512_add_round_ps(t, _mm512_castsi512_ps(d), NPK__RQ_RN);
    }
    return _mm512_cvt_roundps_epi32(t, NPK__RQ_RN);
}

/* The float way's values from z: z >> 12, clipped where lo..hi is
 * narrower than int8 (the flags and bounds passed as values: a tile reads
 * them once, not per vector). */
static NPK__RQ_ATTR inline __attribute__((always_inline)) __m512i npk__rq16_from_z(__m512i z, int clip_lo, __m512i lo,
                                                                                     int clip_hi, __m512i hi)
{
    __m512i y = _mm512_srai_epi32(z, NPK__RQ_BITS);
    if (clip_lo) y = _mm512_max_epi32(y, lo);
    if (clip_hi) y = _mm512_min_epi32(y, hi);
    return y;
}

/* 16 sums -> 16 values (int32 lanes; narrow them with signed saturation). */
static NPK__RQ_ATTR inline __attribute__((always_inline)) __m512i npk__rq16_apply(const npk__rq16 *k, __m512i acc)
{
    __m512i z;
    acc = _mm512_add_epi32(acc, k->bias);
    if (!k->fast) return npk__rq16_exact(k, acc);
    z = npk__rq16_z(k, acc);
    if (_mm512_testn_epi32_mask(z, _mm512_set1_epi32((1 << NPK__RQ_BITS) - 1))) return npk__rq16_exact_call(k, acc);
    return npk__rq16_from_z(z, k->clip_lo, k->lo, k->clip_hi, k->hi);
}

/* v[0 .. n - 1] (n <= 16 vectors of sums) -> int8 at dst + i * stride,
 * lanes in m: all n by the float way and one check, or (a lane on a
 * multiple of 2^12 in any) all by the exact way. A GEMM-like tile's
 * epilogue: with one check per vector and the flags read per vector (a
 * byte store may alias them) the float way was no faster than the exact
 * one there; this way it is (npk_qconv_direct, Zen 4: 18.6 -> 18.0 us on a
 * 32x32x16 -> 16 3x3 conv). */
static NPK__RQ_ATTR inline __attribute__((always_inline)) void
npk__rq16_store_n(const npk__rq16 *k, const __m512i *v, size_t n, __mmask16 m, int8_t *dst, size_t stride)
{
    const __m512i bias = k->bias;
    __m512i z[16];
    size_t i;
    if (k->fast) {
        const __m512i low = _mm512_set1_epi32((1 << NPK__RQ_BITS) - 1), lo = k->lo, hi = k->hi;
        const int clip_lo = k->clip_lo, clip_hi = k->clip_hi;
        __mmask16 near = 0;
        for (i = 0; i < n; ++i) {
            z[i] = npk__rq16_z(k, _mm512_add_epi32(v[i], bias));
            near |= _mm512_testn_epi32_mask(z[i], low);
        }
        if (!near) {
            for (i = 0; i < n; ++i)
                _mm512_mask_cvtsepi32_storeu_epi8(dst + i * stride, m, npk__rq16_from_z(z[i], clip_lo, lo, clip_hi, hi));
            return;
        }
    }
    for (i = 0; i < n; ++i)
        _mm512_mask_cvtsepi32_storeu_epi8(dst + i * stride, m, npk__rq16_exact(k, _mm512_add_epi32(v[i], bias)));
}
#endif /* NPK_REQUANT_AVX512_H */
