/* npk_gemm_i8_x86.h - npk_matmul_i8 on x86: blocked GEMM over packed int8
 * panels. Private to npk_matmul_i8_impl.h.
 *
 * Exactness. Every path sums plain products a * b, never saturating:
 *  - vpdpbusd (AVX-512 VNNI) multiplies u8 by s8 and adds four products to
 *    an int32 lane, wrapping. A is fed as u8 = a + 128 (a byte XOR 0x80), so
 *    it sums (a + 128) * b; the extra 128 * sum(b) is subtracted below.
 *  - vpmaddwd (AVX2, AVX-512 without VNNI) multiplies int16 pairs: a and b
 *    sign-extended, |a * b| <= 16384, two of them <= 32768: no saturation
 *    (vpmaddubsw, whose int16 sums saturate, is not used).
 * Zero points: sum (a - za)(b - zb) = sum ab - zb sum a - (za [+128]) sum b
 * + K za zb. All lanes and corrections are computed in uint32/int32 lanes,
 * i.e. modulo 2^32, where this identity is exact for any K, any zero point
 * and any value: the result equals the reference's 32-bit wrap bit for bit.
 * So no bound on K or the zero points is needed and no shape falls back.
 * K blocks add: each block adds its own row/column corrections (they are
 * linear in k), the constant and bias go in with the first block. */
#ifndef NPK_GEMM_I8_X86_H
#define NPK_GEMM_I8_X86_H
#include "npk_matmul_i8.h"
#include "npk_vmath.h" /* npk__mask16 */

#if defined(NPK_HAVE_AVX512)
#define NPK__I8_MR 8  /* 16 zmm accumulators */
#define NPK__I8_NR 32
#else
#define NPK__I8_MR 6  /* 12 ymm accumulators */
#define NPK__I8_NR 16
#endif
#define NPK__I8_KCW 256 /* packed k words per block (4 or 2 k each) */
#define NPK__I8_NC 128  /* columns per packed B block: 128 KiB of stack */

/* VNNI: compiled in when the target has it, else (GCC/clang) as a function
 * with a target attribute taken only when the CPU reports avx512_vnni.
 * -DNPK_NO_VNNI leaves it out (tests use that to run the vpmaddwd path). */
#if defined(NPK_HAVE_AVX512) && !defined(NPK_NO_VNNI)
#if defined(__AVX512VNNI__)
#define NPK__I8_VNNI 1
#define NPK__I8_VNNI_ATTR
static int npk__i8_cpu_vnni(void) { return 1; }
#elif defined(__GNUC__) || defined(__clang__)
#define NPK__I8_VNNI 1
#define NPK__I8_VNNI_ATTR __attribute__((target("avx512vnni")))
static int npk__i8_cpu_vnni(void)
{
    __builtin_cpu_init(); /* returns at once after the first call */
    return __builtin_cpu_supports("avx512vnni");
}
#endif
#endif

/* One packed word from cnt (<= g) int8 at src, src + st, ...: g = 4, u8
 * bytes (XORed with flip: 0x80 feeds a + 128 to vpdpbusd); g = 2,
 * sign-extended int16 halves. *sum gets their plain sum. g and flip are
 * constants where it is inlined, so the shifts and the branch fold. */
static inline uint32_t npk__i8_word(const int8_t *src, size_t st, size_t cnt, unsigned g, uint32_t flip, uint32_t *sum)
{
    uint32_t word = 0;
    size_t i;
    if (cnt == g) {
        if (g == 4) {
            int8_t v0 = src[0], v1 = src[st], v2 = src[2 * st], v3 = src[3 * st];
            *sum += (uint32_t)((int32_t)v0 + v1 + v2 + v3);
            return ((uint32_t)(uint8_t)v0 | (uint32_t)(uint8_t)v1 << 8 | (uint32_t)(uint8_t)v2 << 16 |
                    (uint32_t)(uint8_t)v3 << 24) ^ flip;
        } else {
            int8_t v0 = src[0], v1 = src[st];
            *sum += (uint32_t)((int32_t)v0 + v1);
            return (uint32_t)(uint16_t)(int16_t)v0 | (uint32_t)(uint16_t)(int16_t)v1 << 16;
        }
    }
    for (i = 0; i < cnt; ++i) {
        int8_t v = src[i * st];
        *sum += (uint32_t)(int32_t)v;
        word |= (g == 4 ? (uint32_t)(uint8_t)(v ^ (int8_t)(flip & 0xFF)) : (uint32_t)(uint16_t)(int16_t)v)
                << (i * (g == 4 ? 8 : 16));
    }
    return word;
}

/* Pack B[k0:k0+kc, n0:n0+nc] as panels of NR columns, each kw words deep,
 * a word holding g consecutive k of one column; zero beyond kc and nc.
 * colterm[n] gets this block's column correction -(za + off) * sum b (+ the
 * bias by column and K za zb with the first block). */
static inline void npk__i8_pack_b_g(const npk_matmul_i8_params *p, size_t k0, size_t kc, size_t n0, size_t nc,
                                    const unsigned g, uint32_t off, uint32_t *Bp, uint32_t *colterm)
{
    size_t kw = (kc + g - 1) / g, j, w, l;
    uint32_t czero = k0 ? 0 : (uint32_t)p->K * (uint32_t)p->a_zp * (uint32_t)p->b_zp;
    for (j = 0; j < nc; j += NPK__I8_NR)
        for (l = 0; l < NPK__I8_NR; ++l) {
            size_t n = j + l;
            uint32_t *dst = Bp + j * kw + l, sum = 0, t;
            const int8_t *src;
            if (n >= nc) {
                for (w = 0; w < kw; ++w, dst += NPK__I8_NR) *dst = 0;
                colterm[n] = 0; /* read by the masked stores' whole-vector loads */
                continue;
            }
            src = p->b + (n0 + n) * p->b_cs + k0 * p->b_rs;
            for (w = 0; w < kw; ++w, dst += NPK__I8_NR)
                *dst = npk__i8_word(src + w * g * p->b_rs, p->b_rs, kc - w * g < g ? kc - w * g : g, g, 0, &sum);
            t = czero - ((uint32_t)p->a_zp + off) * sum;
            if (p->bias && k0 == 0 && p->bias_ms == 0) t += (uint32_t)p->bias[(n0 + n) * p->bias_ns];
            colterm[n] = t;
        }
}
static void npk__i8_pack_b(const npk_matmul_i8_params *p, size_t k0, size_t kc, size_t n0, size_t nc, unsigned g,
                           uint32_t off, uint32_t *Bp, uint32_t *colterm)
{
    if (g == 4) npk__i8_pack_b_g(p, k0, kc, n0, nc, 4, off, Bp, colterm);
    else npk__i8_pack_b_g(p, k0, kc, n0, nc, 2, off, Bp, colterm);
}

/* Pack A[m0:m0+mr, k0:k0+kc] MR-interleaved: Ap[w * MR + r] is row r's word
 * w (g = 4: a + 128 as u8). rowterm[r] gets this block's row correction
 * -zb * sum a (+ the bias by row with the first block). */
static inline void npk__i8_pack_a_g(const npk_matmul_i8_params *p, size_t m0, size_t mr, size_t k0, size_t kc,
                                    const unsigned g, uint32_t *Ap, uint32_t *rowterm)
{
    size_t kw = (kc + g - 1) / g, r, w;
    for (r = 0; r < NPK__I8_MR; ++r) {
        const int8_t *src;
        uint32_t sum = 0, t;
        if (r >= mr) {
            for (w = 0; w < kw; ++w) Ap[w * NPK__I8_MR + r] = 0;
            continue;
        }
        src = p->a + (m0 + r) * p->a_rs + k0 * p->a_cs;
        w = 0;
        if (g == 4 && p->a_cs == 1 && p->b_zp == 0) /* row sums unused: whole words as they are */
            for (; w < kc / 4; ++w) {
                uint32_t word;
                memcpy(&word, src + w * 4, 4);
                Ap[w * NPK__I8_MR + r] = word ^ 0x80808080u;
            }
        for (; w < kw; ++w)
            Ap[w * NPK__I8_MR + r] = npk__i8_word(src + w * g * p->a_cs, p->a_cs, kc - w * g < g ? kc - w * g : g, g,
                                                  g == 4 ? 0x80808080u : 0, &sum);
        t = 0u - (uint32_t)p->b_zp * sum;
        if (p->bias && k0 == 0 && p->bias_ms != 0) t += (uint32_t)p->bias[(m0 + r) * p->bias_ms];
        rowterm[r] = t;
    }
}
static void npk__i8_pack_a(const npk_matmul_i8_params *p, size_t m0, size_t mr, size_t k0, size_t kc, unsigned g,
                           uint32_t *Ap, uint32_t *rowterm)
{
    if (g == 4) npk__i8_pack_a_g(p, m0, mr, k0, kc, 4, Ap, rowterm);
    else npk__i8_pack_a_g(p, m0, mr, k0, kc, 2, Ap, rowterm);
}

#if defined(NPK_HAVE_AVX512)
typedef __m512i npk__i8_vec;
#define NPK__I8_LANES 16
#define NPK__I8_SET1(x) _mm512_set1_epi32((int)(x))
#define NPK__I8_LOAD(p) _mm512_loadu_si512((const void *)(p))
#define NPK__I8_ADD(a, b) _mm512_add_epi32(a, b)
#define NPK__I8_MADD(c, a, b) _mm512_add_epi32(c, _mm512_madd_epi16(a, b))
#define NPK__I8_ZERO() _mm512_setzero_si512()
#else
typedef __m256i npk__i8_vec;
#define NPK__I8_LANES 8
#define NPK__I8_SET1(x) _mm256_set1_epi32((int)(x))
#define NPK__I8_LOAD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define NPK__I8_ADD(a, b) _mm256_add_epi32(a, b)
#define NPK__I8_MADD(c, a, b) _mm256_add_epi32(c, _mm256_madd_epi16(a, b))
#define NPK__I8_ZERO() _mm256_setzero_si256()
#endif

/* The microkernel body: out[r * 2 + h] = sum over kw words of row r of Ap
 * times lanes h * LANES.. of the panel Bp, with MAC(c, a, b). ROWS is a
 * constant at each use, so the loops unroll into registers. */
#define NPK__I8_TILE_BODY(ROWS, MAC)                                          \
    npk__i8_vec c[ROWS][2];                                                   \
    size_t r, w;                                                              \
    for (r = 0; r < ROWS; ++r) c[r][0] = c[r][1] = NPK__I8_ZERO();            \
    for (w = 0; w < kw; ++w, Ap += NPK__I8_MR, Bp += NPK__I8_NR) {            \
        npk__i8_vec b0 = NPK__I8_LOAD(Bp), b1 = NPK__I8_LOAD(Bp + NPK__I8_LANES); \
        for (r = 0; r < ROWS; ++r) {                                          \
            npk__i8_vec a = NPK__I8_SET1(Ap[r]);                              \
            c[r][0] = MAC(c[r][0], a, b0);                                    \
            c[r][1] = MAC(c[r][1], a, b1);                                    \
        }                                                                     \
    }                                                                         \
    for (r = 0; r < ROWS; ++r) {                                              \
        out[2 * r] = c[r][0];                                                 \
        out[2 * r + 1] = c[r][1];                                             \
    }

static void npk__i8_tile_madd(size_t kw, const uint32_t *Ap, const uint32_t *Bp, npk__i8_vec *out)
{
    NPK__I8_TILE_BODY(NPK__I8_MR, NPK__I8_MADD)
}
static void npk__i8_tile_madd1(size_t kw, const uint32_t *Ap, const uint32_t *Bp, npk__i8_vec *out)
{
    NPK__I8_TILE_BODY(1, NPK__I8_MADD)
}
#if defined(NPK__I8_VNNI)
#define NPK__I8_DPBUSD(c, a, b) _mm512_dpbusd_epi32(c, a, b)
static NPK__I8_VNNI_ATTR void npk__i8_tile_vnni(size_t kw, const uint32_t *Ap, const uint32_t *Bp, npk__i8_vec *out)
{
    NPK__I8_TILE_BODY(NPK__I8_MR, NPK__I8_DPBUSD)
}
static NPK__I8_VNNI_ATTR void npk__i8_tile_vnni1(size_t kw, const uint32_t *Ap, const uint32_t *Bp, npk__i8_vec *out)
{
    NPK__I8_TILE_BODY(1, NPK__I8_DPBUSD)
}
#endif

/* C tile (mr x nr at C) = out + rowterm + colterm (+ C when accumulate). */
static void npk__i8_store(const npk__i8_vec *out, const uint32_t *rowterm, const uint32_t *colterm, int32_t *C,
                          size_t c_rs, size_t c_cs, size_t mr, size_t nr, int accumulate)
{
    size_t r, h, l;
    if (c_cs == 1) { /* lanes past nr masked off (colterm is read whole: NC long) */
        for (r = 0; r < mr; ++r)
            for (h = 0; h < 2 && h * NPK__I8_LANES < nr; ++h) {
                int32_t *dst = C + r * c_rs + h * NPK__I8_LANES;
                size_t left = nr - h * NPK__I8_LANES;
                npk__i8_vec v = NPK__I8_ADD(NPK__I8_ADD(out[2 * r + h], NPK__I8_SET1(rowterm[r])),
                                            NPK__I8_LOAD(colterm + h * NPK__I8_LANES));
#if defined(NPK_HAVE_AVX512)
                __mmask16 m = npk__mask16(left);
                if (accumulate) v = _mm512_add_epi32(v, _mm512_maskz_loadu_epi32(m, dst));
                _mm512_mask_storeu_epi32((void *)dst, m, v);
#else
                __m256i m = _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(left >= 8 ? 8 : left)),
                                               _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
                if (accumulate) v = _mm256_add_epi32(v, _mm256_maskload_epi32((const int *)dst, m));
                _mm256_maskstore_epi32((int *)dst, m, v);
#endif
            }
        return;
    }
    for (r = 0; r < mr; ++r) {
        uint32_t lanes[NPK__I8_NR];
        memcpy(lanes, &out[2 * r], sizeof lanes);
        for (l = 0; l < nr; ++l) {
            int32_t *dst = C + r * c_rs + l * c_cs;
            uint32_t v = lanes[l] + rowterm[r] + colterm[l];
            if (accumulate) v += (uint32_t)*dst;
            *dst = (int32_t)v;
        }
    }
}

/* One row of A times columns whose k are contiguous (a fully connected
 * layer at batch 1: OHWI / [out, in] weights): dot products straight from
 * B, no packing, which would cost as much as the product itself. sums[n]
 * gets the plain dot a . b_n (modulo 2^32), bsum[n] the column's sum. */
#if defined(NPK__I8_VNNI)
static NPK__I8_VNNI_ATTR void npk__i8_dots_vnni(const int8_t *a, const int8_t *b, size_t b_cs, size_t K, size_t N,
                                                 uint32_t *sums, uint32_t *bsum)
{
    const __m512i flip = _mm512_set1_epi8((char)0x80), ones = _mm512_set1_epi8(1);
    size_t n, k;
    for (n = 0; n < N; ++n) {
        const int8_t *bn = b + n * b_cs;
        __m512i acc = _mm512_setzero_si512(), sb = _mm512_setzero_si512();
        for (k = 0; k < K; k += 64) {
            __mmask64 m = K - k >= 64 ? ~(__mmask64)0 : (((__mmask64)1 << (K - k)) - 1);
            __m512i av = _mm512_xor_si512(_mm512_maskz_loadu_epi8(m, a + k), flip);
            __m512i bv = _mm512_maskz_loadu_epi8(m, bn + k);
            acc = _mm512_dpbusd_epi32(acc, av, bv); /* (a + 128) * b; masked b is 0 */
            sb = _mm512_dpbusd_epi32(sb, ones, bv);
        }
        bsum[n] = (uint32_t)_mm512_reduce_add_epi32(sb);
        sums[n] = (uint32_t)_mm512_reduce_add_epi32(acc) - 128u * bsum[n];
    }
}
#endif
static void npk__i8_dots_madd(const int8_t *a, const int8_t *b, size_t b_cs, size_t K, size_t N, uint32_t *sums,
                              uint32_t *bsum)
{
    size_t n, k;
    for (n = 0; n < N; ++n) {
        const int8_t *bn = b + n * b_cs;
        uint32_t s = 0, sb = 0, lanes[NPK__I8_LANES], lb[NPK__I8_LANES];
        npk__i8_vec acc = NPK__I8_ZERO(), accb = NPK__I8_ZERO();
        for (k = 0; k + 2 * NPK__I8_LANES <= K; k += 2 * NPK__I8_LANES) {
#if defined(NPK_HAVE_AVX512)
            __m512i av = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(const void *)(a + k)));
            __m512i bv = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i *)(const void *)(bn + k)));
            acc = NPK__I8_MADD(acc, av, bv);
            accb = NPK__I8_MADD(accb, _mm512_set1_epi16(1), bv);
#else
            __m256i av = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(a + k)));
            __m256i bv = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(const void *)(bn + k)));
            acc = NPK__I8_MADD(acc, av, bv);
            accb = NPK__I8_MADD(accb, _mm256_set1_epi16(1), bv);
#endif
        }
        for (; k < K; ++k) {
            s += (uint32_t)((int32_t)a[k] * bn[k]);
            sb += (uint32_t)(int32_t)bn[k];
        }
        memcpy(lanes, &acc, sizeof lanes);
        memcpy(lb, &accb, sizeof lb);
        for (k = 0; k < NPK__I8_LANES; ++k) s += lanes[k], sb += lb[k];
        sums[n] = s;
        bsum[n] = sb;
    }
}

/* M == 1 with a and B's columns contiguous in k: the dots above, then the
 * zero-point corrections and bias, a block of columns at a time. */
static void npk__i8_gemv(const npk_matmul_i8_params *p, int vnni)
{
    uint32_t sums[64], bsum[64], asum = 0, czero = (uint32_t)p->K * (uint32_t)p->a_zp * (uint32_t)p->b_zp;
    size_t k, n0, j;
    for (k = 0; k < p->K; ++k) asum += (uint32_t)(int32_t)p->a[k];
    for (n0 = 0; n0 < p->N; n0 += 64) {
        size_t nb = p->N - n0 < 64 ? p->N - n0 : 64;
#if defined(NPK__I8_VNNI)
        if (vnni) npk__i8_dots_vnni(p->a, p->b + n0 * p->b_cs, p->b_cs, p->K, nb, sums, bsum);
        else
#endif
            npk__i8_dots_madd(p->a, p->b + n0 * p->b_cs, p->b_cs, p->K, nb, sums, bsum);
        for (j = 0; j < nb; ++j) {
            uint32_t v = sums[j] - (uint32_t)p->b_zp * asum - (uint32_t)p->a_zp * bsum[j] + czero;
            if (p->bias) v += (uint32_t)p->bias[(n0 + j) * p->bias_ns];
            p->c[(n0 + j) * p->c_cs] = (int32_t)v;
        }
    }
    (void)vnni;
}

const char *npk_matmul_i8_path(void)
{
#if defined(NPK__I8_VNNI)
    if (npk__i8_cpu_vnni()) return "avx512-vnni";
#endif
#if defined(NPK_HAVE_AVX512)
    return "avx512";
#else
    return "avx2";
#endif
}

void npk_matmul_i8(const npk_matmul_i8_params *p0)
{
    NPK_ALIGNED(64) uint32_t Bp[NPK__I8_NC * NPK__I8_KCW];
    NPK_ALIGNED(64) uint32_t Ap[NPK__I8_MR * NPK__I8_KCW];
    NPK_ALIGNED(64) uint32_t colterm[NPK__I8_NC];
    uint32_t rowterm[NPK__I8_MR];
    npk__i8_vec out[2 * NPK__I8_MR];
    npk_matmul_i8_params q = *p0;
    const npk_matmul_i8_params *p = &q;
    void (*tile)(size_t, const uint32_t *, const uint32_t *, npk__i8_vec *) = npk__i8_tile_madd;
    void (*tile1)(size_t, const uint32_t *, const uint32_t *, npk__i8_vec *) = npk__i8_tile_madd1;
    unsigned g = 2;
    uint32_t off = 0;
    size_t n0, k0, m0, j;
    if (q.M == 0 || q.N == 0) return;
    if (q.K == 0) {
        npk_ref_matmul_i8(p0);
        return;
    }
    /* One to three columns, more rows (a matrix times a vector): compute
     * C^T = B^T A^T instead, so the vector lanes run along the long side.
     * (Transposing a conv with a few output channels measured slower: the
     * strided stores cost more than the idle lanes.) */
    if (q.N < 4 && q.M > q.N) {
        size_t t;
        const int8_t *pt = q.a;
        int32_t zt = q.a_zp;
        t = q.M, q.M = q.N, q.N = t;
        q.a = q.b, q.b = pt;
        t = q.a_rs, q.a_rs = q.b_cs, q.b_cs = t;
        t = q.a_cs, q.a_cs = q.b_rs, q.b_rs = t;
        q.a_zp = q.b_zp, q.b_zp = zt;
        t = q.bias_ms, q.bias_ms = q.bias_ns, q.bias_ns = t;
        t = q.c_rs, q.c_rs = q.c_cs, q.c_cs = t;
    }
    if (q.M == 1 && q.a_cs == 1 && q.b_rs == 1) {
#if defined(NPK__I8_VNNI)
        npk__i8_gemv(p, npk__i8_cpu_vnni());
#else
        npk__i8_gemv(p, 0);
#endif
        return;
    }
#if defined(NPK__I8_VNNI)
    if (npk__i8_cpu_vnni()) {
        tile = npk__i8_tile_vnni;
        tile1 = npk__i8_tile_vnni1;
        g = 4;
        off = 128;
    }
#endif
    for (n0 = 0; n0 < q.N; n0 += NPK__I8_NC) {
        size_t nc = q.N - n0 < NPK__I8_NC ? q.N - n0 : NPK__I8_NC;
        for (k0 = 0; k0 < q.K; k0 += NPK__I8_KCW * g) {
            size_t kc = q.K - k0 < NPK__I8_KCW * g ? q.K - k0 : NPK__I8_KCW * g, kw = (kc + g - 1) / g;
            npk__i8_pack_b(p, k0, kc, n0, nc, g, off, Bp, colterm);
            for (m0 = 0; m0 < q.M; m0 += NPK__I8_MR) {
                size_t mr = q.M - m0 < NPK__I8_MR ? q.M - m0 : NPK__I8_MR;
                npk__i8_pack_a(p, m0, mr, k0, kc, g, Ap, rowterm);
                for (j = 0; j < nc; j += NPK__I8_NR) {
                    size_t nr = nc - j < NPK__I8_NR ? nc - j : NPK__I8_NR;
                    (mr == 1 ? tile1 : tile)(kw, Ap, Bp + j * kw, out);
                    npk__i8_store(out, rowterm, colterm + j, q.c + m0 * q.c_rs + (n0 + j) * q.c_cs, q.c_rs, q.c_cs,
                                  mr, nr, k0 != 0);
                }
            }
        }
    }
}
#endif /* NPK_GEMM_I8_X86_H */
