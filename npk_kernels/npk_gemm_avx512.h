/* npk_gemm_avx512.h - AVX-512 GEMM microkernel (8 x 32) and the row/vector
 * helpers the matmul, conv and pool kernels share. Private to the
 * implementation; included by npk_matmul_impl.h when NPK_HAVE_AVX512. */
#ifndef NPK_GEMM_AVX512_H
#define NPK_GEMM_AVX512_H
#include "npk_vmath.h"
#include "npk_gemm_config.h"

/* Block sizes: npk_gemm_config.h */

#define NPK__FMA_ROW(r)                                             \
    a = _mm512_set1_ps(Ap[r]);                                      \
    c##r##0 = _mm512_fmadd_ps(a, b0, c##r##0);                      \
    c##r##1 = _mm512_fmadd_ps(a, b1, c##r##1)
#define NPK__STORE_ROW(r)                                           \
    if (mr > r) {                                                   \
        float *p = C + (size_t)r * ldc;                             \
        if (accumulate) {                                           \
            c##r##0 = _mm512_add_ps(c##r##0, _mm512_maskz_loadu_ps(m0, p));      \
            c##r##1 = _mm512_add_ps(c##r##1, _mm512_maskz_loadu_ps(m1, p + 16)); \
        }                                                           \
        if (e) {                                                    \
            c##r##0 = npk__epi_vec(c##r##0, e, i0 + r, j0, m0);      \
            c##r##1 = npk__epi_vec(c##r##1, e, i0 + r, j0 + 16, m1); \
        }                                                           \
        _mm512_mask_storeu_ps(p, m0, c##r##0);                      \
        _mm512_mask_storeu_ps(p + 16, m1, c##r##1);                 \
    }

#define NPK__FMA_ROWS                                               \
    NPK__FMA_ROW(0); NPK__FMA_ROW(1); NPK__FMA_ROW(2); NPK__FMA_ROW(3); \
    NPK__FMA_ROW(4); NPK__FMA_ROW(5); NPK__FMA_ROW(6); NPK__FMA_ROW(7)
/* Rows of B this far ahead are prefetched by the packing microkernel: they
 * come from L3 or memory, the packed panel from L1/L2. */
#define NPK__PACKB_AHEAD 16

/* v = act(max/min) of a vector of C in registers, as npk__row_act does it
 * in memory: max(lo, v) and min(hi, v) return v when v is NaN. */
static inline __m512 npk__act_vec(__m512 v, npk_act act, float lo, float hi)
{
    if (act == NPK_ACT_NONE) return v;
    v = _mm512_max_ps(_mm512_set1_ps(act == NPK_ACT_RELU ? 0.0f : lo), v);
    if (act == NPK_ACT_CLAMP) v = _mm512_min_ps(_mm512_set1_ps(hi), v);
    return v;
}
/* The epilogue (npk__epi_row's operations, in its order) on the vector of
 * row i, columns j.. (lanes m) of C, before it is stored: one pass over C,
 * not two. */
static inline __m512 npk__epi_vec(__m512 v, const npk__epi *e, size_t i, size_t j, __mmask16 m)
{
    if (e->bias)
        v = _mm512_add_ps(v, e->cs ? _mm512_maskz_loadu_ps(m, e->bias + i * e->rs + j) : _mm512_set1_ps(e->bias[i * e->rs]));
    v = npk__act_vec(v, e->act, e->lo, e->hi);
#if NPK__KEEP_CONV_RES
    if (e->res) {
        v = _mm512_add_ps(v, _mm512_maskz_loadu_ps(m, e->res + i * e->res_ld + j));
        v = npk__act_vec(v, e->res_act, e->lo, e->hi);
    }
#endif
    return v;
}

/* C[0:mr, 0:nr] (+)= Ap * B over kc, where Ap is MR-interleaved and B is
 * either the packed panel Bp (NR-interleaved, zero-padded; Bsrc NULL) or,
 * for a full panel (nr == NR), rows Bsrc + k*ldb of the unpacked matrix,
 * which are then also stored to Bp: the first microkernel on a panel packs it
 * for the others while its FMAs run. The FMAs and their order are the same
 * either way. With e (else NULL) the tile, rows i0.. and columns j0.. in e's
 * coordinates, gets its epilogue before the store. */
static void npk__gemm_ukernel_b(size_t kc, const float *Ap, const float *Bsrc, size_t ldb, float *Bp, float *C,
                                size_t ldc, size_t mr, size_t nr, int accumulate, const npk__epi *e, size_t i0,
                                size_t j0)
{
    __m512 c00 = _mm512_setzero_ps(), c01 = _mm512_setzero_ps();
    __m512 c10 = _mm512_setzero_ps(), c11 = _mm512_setzero_ps();
    __m512 c20 = _mm512_setzero_ps(), c21 = _mm512_setzero_ps();
    __m512 c30 = _mm512_setzero_ps(), c31 = _mm512_setzero_ps();
    __m512 c40 = _mm512_setzero_ps(), c41 = _mm512_setzero_ps();
    __m512 c50 = _mm512_setzero_ps(), c51 = _mm512_setzero_ps();
    __m512 c60 = _mm512_setzero_ps(), c61 = _mm512_setzero_ps();
    __m512 c70 = _mm512_setzero_ps(), c71 = _mm512_setzero_ps();
    __mmask16 m0 = npk__mask16(nr);
    __mmask16 m1 = nr > 16 ? npk__mask16(nr - 16) : (__mmask16)0;
    size_t k, r;
    /* C rows are read (accumulate) or written after the k loop: start their
     * cache misses now so they overlap the FMAs (large ldc: C is not in L2) */
    for (r = 0; r < mr; ++r) {
        _mm_prefetch((const char *)(C + r * ldc), _MM_HINT_T0);
        _mm_prefetch((const char *)(C + r * ldc + nr - 1), _MM_HINT_T0);
    }
    if (Bsrc) {
        for (k = 0; k < kc; ++k, Bsrc += ldb) {
            __m512 b0 = _mm512_loadu_ps(Bsrc), b1 = _mm512_loadu_ps(Bsrc + 16), a;
            if (k + NPK__PACKB_AHEAD < kc) {
                _mm_prefetch((const char *)(Bsrc + NPK__PACKB_AHEAD * ldb), _MM_HINT_T0);
                _mm_prefetch((const char *)(Bsrc + NPK__PACKB_AHEAD * ldb + 31), _MM_HINT_T0);
            }
            _mm512_storeu_ps(Bp, b0);
            _mm512_storeu_ps(Bp + 16, b1);
            NPK__FMA_ROWS;
            Ap += NPK__GEMM_MR;
            Bp += NPK__GEMM_NR;
        }
    } else {
        for (k = 0; k < kc; ++k) {
            __m512 b0 = _mm512_loadu_ps(Bp), b1 = _mm512_loadu_ps(Bp + 16), a;
            NPK__FMA_ROWS;
            Ap += NPK__GEMM_MR;
            Bp += NPK__GEMM_NR;
        }
    }
    NPK__STORE_ROW(0) NPK__STORE_ROW(1) NPK__STORE_ROW(2) NPK__STORE_ROW(3)
    NPK__STORE_ROW(4) NPK__STORE_ROW(5) NPK__STORE_ROW(6) NPK__STORE_ROW(7)
}
#define NPK__GEMM_UKERNEL_PACKS_B 1

/* C[0:mr, 0:nr] (+)= Ap * Bp over kc, both packed (zero-padded to full MR / NR),
 * then e's epilogue (NULL: none) in registers. */
#define NPK__GEMM_UKERNEL_EPI 1
static void npk__gemm_ukernel_epi(size_t kc, const float *Ap, const float *Bp, float *C, size_t ldc, size_t mr,
                                  size_t nr, int accumulate, const npk__epi *e, size_t i0, size_t j0)
{
    npk__gemm_ukernel_b(kc, Ap, NULL, 0, (float *)Bp, C, ldc, mr, nr, accumulate, e, i0, j0);
}
#undef NPK__FMA_ROWS
#undef NPK__PACKB_AHEAD
#undef NPK__FMA_ROW
#undef NPK__STORE_ROW

/* Packs one full 8-row panel of A (rows src + r*lda, r < 8, columns
 * [0, kc)) as dst[k*8 + r], 8 x 16 blocks transposed in registers: the
 * scalar loop is bound by one store per element. next (or NULL) is the
 * panel packed after this one; its rows are prefetched at the same columns,
 * a panel ahead, since its 8 row streams start cold (A is re-read from L3
 * once per NC columns of C). */
#if NPK__GEMM_MR == 8
#define NPK__GEMM_PACK_A_PANEL npk__pack_a_panel8
static void npk__pack_a_panel8(size_t kc, const float *src, size_t lda, float *dst, const float *next)
{
    /* lanes of the final 2-source permutes: 128-bit blocks 0,2 / 1,3 of each */
    const __m512i lo = _mm512_set_epi32(23, 22, 21, 20, 7, 6, 5, 4, 19, 18, 17, 16, 3, 2, 1, 0);
    const __m512i hi = _mm512_set_epi32(31, 30, 29, 28, 15, 14, 13, 12, 27, 26, 25, 24, 11, 10, 9, 8);
    size_t k = 0, r, t;
    for (; k + 16 <= kc; k += 16, dst += 128) {
        const float *s = src + k;
        __m512 r0, r1, r2, r3, r4, r5, r6, r7, t0, t1, t2, t3, t4, t5, t6, t7;
        __m512 u0, u1, u2, u3, u4, u5, u6, u7, a0, a1, b0, b1, c0, c1, d0, d1;
        if (next)
            for (r = 0; r < 8; ++r) _mm_prefetch((const char *)(next + r * lda + k), _MM_HINT_T0);
        r0 = _mm512_loadu_ps(s);
        r1 = _mm512_loadu_ps(s + lda);
        r2 = _mm512_loadu_ps(s + 2 * lda);
        r3 = _mm512_loadu_ps(s + 3 * lda);
        r4 = _mm512_loadu_ps(s + 4 * lda);
        r5 = _mm512_loadu_ps(s + 5 * lda);
        r6 = _mm512_loadu_ps(s + 6 * lda);
        r7 = _mm512_loadu_ps(s + 7 * lda);
        /* rows interleaved in pairs, per 128-bit lane: t0 = (r0 r1) at k, k+1 */
        t0 = _mm512_unpacklo_ps(r0, r1);
        t1 = _mm512_unpackhi_ps(r0, r1);
        t2 = _mm512_unpacklo_ps(r2, r3);
        t3 = _mm512_unpackhi_ps(r2, r3);
        t4 = _mm512_unpacklo_ps(r4, r5);
        t5 = _mm512_unpackhi_ps(r4, r5);
        t6 = _mm512_unpacklo_ps(r6, r7);
        t7 = _mm512_unpackhi_ps(r6, r7);
        /* rows 0-3 (u0-u3) or 4-7 (u4-u7) of one k per 128-bit lane:
         * u0/u4 hold k = 0, 4, 8, 12; u1/u5 1, 5, 9, 13; u2/u6 2, 6, ...; u3/u7 3, 7, ... */
#define NPK__UNPD(f, x, y) _mm512_castpd_ps(f(_mm512_castps_pd(x), _mm512_castps_pd(y)))
        u0 = NPK__UNPD(_mm512_unpacklo_pd, t0, t2);
        u1 = NPK__UNPD(_mm512_unpackhi_pd, t0, t2);
        u2 = NPK__UNPD(_mm512_unpacklo_pd, t1, t3);
        u3 = NPK__UNPD(_mm512_unpackhi_pd, t1, t3);
        u4 = NPK__UNPD(_mm512_unpacklo_pd, t4, t6);
        u5 = NPK__UNPD(_mm512_unpackhi_pd, t4, t6);
        u6 = NPK__UNPD(_mm512_unpacklo_pd, t5, t7);
        u7 = NPK__UNPD(_mm512_unpackhi_pd, t5, t7);
#undef NPK__UNPD
        /* all 8 rows of one k per 256 bits: a0 = k0 | k4, a1 = k8 | k12, b: 1 5 / 9 13, ... */
        a0 = _mm512_permutex2var_ps(u0, lo, u4);
        a1 = _mm512_permutex2var_ps(u0, hi, u4);
        b0 = _mm512_permutex2var_ps(u1, lo, u5);
        b1 = _mm512_permutex2var_ps(u1, hi, u5);
        c0 = _mm512_permutex2var_ps(u2, lo, u6);
        c1 = _mm512_permutex2var_ps(u2, hi, u6);
        d0 = _mm512_permutex2var_ps(u3, lo, u7);
        d1 = _mm512_permutex2var_ps(u3, hi, u7);
        _mm512_storeu_ps(dst + 0, _mm512_shuffle_f32x4(a0, b0, 0x44));   /* k 0, 1 */
        _mm512_storeu_ps(dst + 16, _mm512_shuffle_f32x4(c0, d0, 0x44));  /* k 2, 3 */
        _mm512_storeu_ps(dst + 32, _mm512_shuffle_f32x4(a0, b0, 0xEE));  /* k 4, 5 */
        _mm512_storeu_ps(dst + 48, _mm512_shuffle_f32x4(c0, d0, 0xEE));  /* k 6, 7 */
        _mm512_storeu_ps(dst + 64, _mm512_shuffle_f32x4(a1, b1, 0x44));  /* k 8, 9 */
        _mm512_storeu_ps(dst + 80, _mm512_shuffle_f32x4(c1, d1, 0x44));  /* k 10, 11 */
        _mm512_storeu_ps(dst + 96, _mm512_shuffle_f32x4(a1, b1, 0xEE));  /* k 12, 13 */
        _mm512_storeu_ps(dst + 112, _mm512_shuffle_f32x4(c1, d1, 0xEE)); /* k 14, 15 */
    }
    for (t = 0; k + t < kc; ++t)
        for (r = 0; r < 8; ++r) dst[t * 8 + r] = src[r * lda + k + t];
}
#endif

/* c[0:n] += b */
static inline void npk__row_add_scalar(float *c, size_t n, float b)
{
    __m512 vb = _mm512_set1_ps(b);
    size_t j;
    for (j = 0; j + 16 <= n; j += 16) _mm512_storeu_ps(c + j, _mm512_add_ps(_mm512_loadu_ps(c + j), vb));
    if (j < n) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(c + j, m, _mm512_add_ps(_mm512_maskz_loadu_ps(m, c + j), vb));
    }
}
/* c[0:n] += b[0:n] */
static inline void npk__row_add(float *c, const float *b, size_t n)
{
    size_t j;
    for (j = 0; j + 16 <= n; j += 16)
        _mm512_storeu_ps(c + j, _mm512_add_ps(_mm512_loadu_ps(c + j), _mm512_loadu_ps(b + j)));
    if (j < n) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(c + j, m, _mm512_add_ps(_mm512_maskz_loadu_ps(m, c + j),
                                                      _mm512_maskz_loadu_ps(m, b + j)));
    }
}
/* c = act(c); max(lo, x) and min(hi, x) return x when x is NaN. */
static inline void npk__row_act(float *c, size_t n, npk_act act, float lo, float hi)
{
    size_t j;
    if (act == NPK_ACT_NONE) return;
    for (j = 0; j < n; j += 16) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(c + j, m, npk__act_vec(_mm512_maskz_loadu_ps(m, c + j), act, lo, hi));
    }
}
/* c = act(c + b) in one pass: npk__row_add_scalar then npk__row_act, the
 * same operations (the GEMM epilogue of a conv's row, bias per row). */
#define NPK__HAVE_ROW_BIAS_ACT 1
static inline void npk__row_bias_act(float *c, size_t n, float b, npk_act act, float lo, float hi)
{
    __m512 vb = _mm512_set1_ps(b);
    size_t j;
    for (j = 0; j < n; j += 16) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(c + j, m, npk__act_vec(_mm512_add_ps(_mm512_maskz_loadu_ps(m, c + j), vb), act, lo, hi));
    }
}
/* y[0:n] += a * x[0:n] */
static inline void npk__axpy(size_t n, float a, const float *x, float *y)
{
    __m512 va = _mm512_set1_ps(a);
    size_t j;
    for (j = 0; j + 16 <= n; j += 16)
        _mm512_storeu_ps(y + j, _mm512_fmadd_ps(va, _mm512_loadu_ps(x + j), _mm512_loadu_ps(y + j)));
    if (j < n) {
        __mmask16 m = npk__mask16(n - j);
        _mm512_mask_storeu_ps(y + j, m, _mm512_fmadd_ps(va, _mm512_maskz_loadu_ps(m, x + j),
                                                        _mm512_maskz_loadu_ps(m, y + j)));
    }
}
/* out[r] = dot(x, rows + r*ld) over n, for r < 4. */
static inline void npk__dot4(size_t n, const float *x, const float *rows, size_t ld, float *out)
{
    __m512 s0 = _mm512_setzero_ps(), s1 = _mm512_setzero_ps();
    __m512 s2 = _mm512_setzero_ps(), s3 = _mm512_setzero_ps();
    const float *r0 = rows, *r1 = rows + ld, *r2 = rows + 2 * ld, *r3 = rows + 3 * ld;
    size_t k;
    for (k = 0; k < n; k += 16) {
        __mmask16 m = npk__mask16(n - k);
        __m512 vx = _mm512_maskz_loadu_ps(m, x + k);
        s0 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m, r0 + k), s0);
        s1 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m, r1 + k), s1);
        s2 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m, r2 + k), s2);
        s3 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m, r3 + k), s3);
    }
    out[0] = _mm512_reduce_add_ps(s0);
    out[1] = _mm512_reduce_add_ps(s1);
    out[2] = _mm512_reduce_add_ps(s2);
    out[3] = _mm512_reduce_add_ps(s3);
}
/* Same arithmetic per row as npk__dot4, so a row's value never depends on
 * whether it was computed in a group of four (threads split rows freely). */
static inline float npk__dot(size_t n, const float *x, const float *y)
{
    __m512 s0 = _mm512_setzero_ps();
    size_t k;
    for (k = 0; k < n; k += 16) {
        __mmask16 m = npk__mask16(n - k);
        s0 = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, x + k), _mm512_maskz_loadu_ps(m, y + k), s0);
    }
    return _mm512_reduce_add_ps(s0);
}
/* y[j] (+)= sum_k x[k] * B[k*ldb + j] for j < n: 64 columns held in registers
 * across the whole k loop. */
static void npk__gemv(size_t K, size_t n, const float *x, const float *B, size_t ldb, float *y,
                      int accumulate)
{
    size_t j, k;
    for (j = 0; j < n; j += 64) {
        size_t w = n - j < 64 ? n - j : 64;
        __mmask16 m0 = npk__mask16(w), m1 = w > 16 ? npk__mask16(w - 16) : (__mmask16)0;
        __mmask16 m2 = w > 32 ? npk__mask16(w - 32) : (__mmask16)0;
        __mmask16 m3 = w > 48 ? npk__mask16(w - 48) : (__mmask16)0;
        __m512 a0 = _mm512_setzero_ps(), a1 = _mm512_setzero_ps();
        __m512 a2 = _mm512_setzero_ps(), a3 = _mm512_setzero_ps();
        const float *b = B + j;
        for (k = 0; k < K; ++k, b += ldb) {
            __m512 vx = _mm512_set1_ps(x[k]);
            a0 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m0, b), a0);
            a1 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m1, b + 16), a1);
            a2 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m2, b + 32), a2);
            a3 = _mm512_fmadd_ps(vx, _mm512_maskz_loadu_ps(m3, b + 48), a3);
        }
        if (accumulate) {
            a0 = _mm512_add_ps(a0, _mm512_maskz_loadu_ps(m0, y + j));
            a1 = _mm512_add_ps(a1, _mm512_maskz_loadu_ps(m1, y + j + 16));
            a2 = _mm512_add_ps(a2, _mm512_maskz_loadu_ps(m2, y + j + 32));
            a3 = _mm512_add_ps(a3, _mm512_maskz_loadu_ps(m3, y + j + 48));
        }
        _mm512_mask_storeu_ps(y + j, m0, a0);
        _mm512_mask_storeu_ps(y + j + 16, m1, a1);
        _mm512_mask_storeu_ps(y + j + 32, m2, a2);
        _mm512_mask_storeu_ps(y + j + 48, m3, a3);
    }
}
#endif /* NPK_GEMM_AVX512_H */
