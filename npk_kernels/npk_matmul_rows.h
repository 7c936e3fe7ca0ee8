/* npk_matmul_rows.h - GEMM for a moderate number of rows (the batch-100
 * Linear layers x[100,K] @ W[K,N]) with A read in place: B is packed into
 * KC x NR panels as in npk__gemm_core, but A is not packed. Up to R rows
 * (12 on AVX-512, 6 on AVX2) x NR columns of C stay in registers and A's
 * elements are broadcast straight from its rows. Packing A by register
 * transposes cost about 6% of the FMA time at M = 100, for data read only
 * N / NR times; A's rows (M x KC) stay in L2 between column panels.
 * Each element is one FMA chain over all of K, carried through C between KC
 * blocks (the accumulators start from C, not from 0), so any row or column
 * part, any tiling, gives the same bits. Private to the implementation;
 * included by npk_matmul_impl.h inside its GEMM section. */
#ifndef NPK_MATMUL_ROWS_H
#define NPK_MATMUL_ROWS_H

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* Above this many rows A is packed (npk__gemm_core). Up to 192 rows (N 128
 * and 256, K 784) this path measured no slower than packing A on AVX-512 and
 * 10-20% faster on AVX2; larger M (the SGEMM rows, 256+) was not tried. */
#define NPK__ROWS_MAX_M 192
/* K block: the GEMM's (npk_gemm_config.h, overridable to bound the stack):
 * 256 keeps a 12 x KC tile of A (12 KiB) and a KC x NR panel of B (32 KiB)
 * in L1 */
#define NPK__ROWS_KC NPK__GEMM_KC
#if defined(NPK_HAVE_AVX512)
#define NPK__RW_VL 16
#define NPK__RW_MAXR 12
typedef __m512 npk__rwv;
#define NPK__RW_ZERO() _mm512_setzero_ps()
#define NPK__RW_SET1(x) _mm512_set1_ps(x)
#define NPK__RW_FMA(a, b, c) _mm512_fmadd_ps(a, b, c)
#define NPK__RW_LOAD(p) _mm512_load_ps(p)
#define NPK__RW_LOADU(p) _mm512_loadu_ps(p)
#define NPK__RW_STORE_B(p, b0, b1) (_mm512_store_ps(p, b0), _mm512_store_ps((p) + 16, b1))
#define NPK__RW_LOADK(p, n) _mm512_maskz_loadu_ps(npk__mask16(n), p)
#define NPK__RW_STOREK(p, v, n) _mm512_mask_storeu_ps(p, npk__mask16(n), v)
#define NPK__RW_EPI(v, i, j, n) npk__epi_vec(v, e, i, j, npk__mask16(n))
#else
#define NPK__RW_VL 8
#define NPK__RW_MAXR 6
typedef __m256 npk__rwv;
#define NPK__RW_ZERO() _mm256_setzero_ps()
#define NPK__RW_SET1(x) _mm256_broadcast_ss(&(x))
#define NPK__RW_FMA(a, b, c) _mm256_fmadd_ps(a, b, c)
#define NPK__RW_LOAD(p) _mm256_load_ps(p)
#define NPK__RW_LOADU(p) _mm256_loadu_ps(p)
#define NPK__RW_STORE_B(p, b0, b1) (_mm256_store_ps(p, b0), _mm256_store_ps((p) + 8, b1))
#define NPK__RW_LOADK(p, n) npk__loadk256(p, n)
#define NPK__RW_STOREK(p, v, n) npk__storek256(p, v, n)
#define NPK__RW_EPI(v, i, j, n) npk__epi_vec8(v, e, i, j, n)
#endif
/* rows of the unpacked B prefetched ahead of the packing row tile: they
 * come from L3 or memory (weights larger than L2) */
#define NPK__RW_AHEAD 16
#if NPK__GEMM_NR != 2 * NPK__RW_VL
#error "npk_matmul_rows.h: the packed B panel must be two vectors wide"
#endif

#define NPK__RW2(X) X(0) X(1)
#define NPK__RW4(X) NPK__RW2(X) X(2) X(3)
#define NPK__RW6(X) NPK__RW4(X) X(4) X(5)
#define NPK__RW8(X) NPK__RW6(X) X(6) X(7)
#define NPK__RW10(X) NPK__RW8(X) X(8) X(9)
#define NPK__RW12(X) NPK__RW10(X) X(10) X(11)
/* rows past m read row m - 1 and are never stored */
#define NPK__RW_ROW(i) const float *a_##i = A + (i < m ? i : m - 1) * lda;
#define NPK__RW_INIT(i)                                                                                \
    npk__rwv c0_##i = NPK__RW_ZERO(), c1_##i = NPK__RW_ZERO();                                         \
    if (accumulate && i < m) {                                                                         \
        c0_##i = NPK__RW_LOADK(C + i * ldc, nr);                                                       \
        c1_##i = NPK__RW_LOADK(C + i * ldc + NPK__RW_VL, nr > NPK__RW_VL ? nr - NPK__RW_VL : 0);       \
    }
#define NPK__RW_FMA2(i)                                                                                \
    { npk__rwv av = NPK__RW_SET1(a_##i[k]);                                                            \
      c0_##i = NPK__RW_FMA(av, b0, c0_##i);                                                            \
      c1_##i = NPK__RW_FMA(av, b1, c1_##i); }
#define NPK__RW_STORE(i)                                                                               \
    if (i < m) {                                                                                       \
        if (e) {                                                                                       \
            c0_##i = NPK__RW_EPI(c0_##i, i0 + i, j0, nr);                                              \
            c1_##i = NPK__RW_EPI(c1_##i, i0 + i, j0 + NPK__RW_VL, nr > NPK__RW_VL ? nr - NPK__RW_VL : 0); \
        }                                                                                              \
        NPK__RW_STOREK(C + i * ldc, c0_##i, nr);                                                       \
        if (nr > NPK__RW_VL) NPK__RW_STOREK(C + i * ldc + NPK__RW_VL, c1_##i, nr - NPK__RW_VL);        \
    }
/* C[0:m, 0:nr] = (accumulate ? C : 0) + A[0:m, 0:kc] * Bp, Bp a packed
 * kc x NR panel (64-byte aligned), m <= R. With Bsrc (nr columns of the
 * unpacked B, rows ldb apart) the panel is read from there and stored to Bp
 * on the way: the first row tile packs B for the others while its FMAs run.
 * With e (else NULL) the tile, rows i0.. and columns j0.. in e's
 * coordinates, gets its epilogue in registers before the store. */
#define NPK__RW_DEFINE(R)                                                                              \
    static void npk__rows_##R(size_t kc, const float *A, size_t lda, const float *Bsrc, size_t ldb,     \
                              float *Bp, float *C, size_t ldc, size_t m, size_t nr, int accumulate,      \
                              const npk__epi *e, size_t i0, size_t j0)                                 \
    {                                                                                                  \
        size_t k;                                                                                      \
        NPK__RW##R(NPK__RW_ROW)                                                                        \
        NPK__RW##R(NPK__RW_INIT)                                                                       \
        if (Bsrc) {                                                                                    \
            for (k = 0; k < kc; ++k, Bp += NPK__GEMM_NR, Bsrc += ldb) {                                \
                npk__rwv b0, b1;                                                                       \
                if (nr == NPK__GEMM_NR) {                                                              \
                    b0 = NPK__RW_LOADU(Bsrc);                                                          \
                    b1 = NPK__RW_LOADU(Bsrc + NPK__RW_VL);                                             \
                } else { /* the last, partial panel: zero-padded in Bp */                              \
                    b0 = NPK__RW_LOADK(Bsrc, nr);                                                      \
                    b1 = NPK__RW_LOADK(Bsrc + NPK__RW_VL, nr > NPK__RW_VL ? nr - NPK__RW_VL : 0);      \
                }                                                                                      \
                if (k + NPK__RW_AHEAD < kc) {                                                          \
                    _mm_prefetch((const char *)(Bsrc + NPK__RW_AHEAD * ldb), _MM_HINT_T0);             \
                    _mm_prefetch((const char *)(Bsrc + NPK__RW_AHEAD * ldb + NPK__GEMM_NR - 1), _MM_HINT_T0); \
                }                                                                                      \
                NPK__RW_STORE_B(Bp, b0, b1);                                                           \
                NPK__RW##R(NPK__RW_FMA2)                                                               \
            }                                                                                          \
        } else {                                                                                       \
            for (k = 0; k < kc; ++k, Bp += NPK__GEMM_NR) {                                             \
                npk__rwv b0 = NPK__RW_LOAD(Bp), b1 = NPK__RW_LOAD(Bp + NPK__RW_VL);                    \
                NPK__RW##R(NPK__RW_FMA2)                                                               \
            }                                                                                          \
        }                                                                                              \
        NPK__RW##R(NPK__RW_STORE)                                                                      \
    }
NPK__RW_DEFINE(2)
NPK__RW_DEFINE(4)
NPK__RW_DEFINE(6)
#if NPK__RW_MAXR > 6
NPK__RW_DEFINE(8)
NPK__RW_DEFINE(10)
NPK__RW_DEFINE(12)
#endif

/* Row tile [i0, i0 + m) of C against one panel; m <= NPK__RW_MAXR. */
static void npk__rows_tile(size_t m, size_t kc, const float *A, size_t lda, const float *Bsrc, size_t ldb,
                           float *Bp, float *C, size_t ldc, size_t nr, int accumulate, const npk__epi *e, size_t i0,
                           size_t j0)
{
    switch ((m + 1) / 2) {
    case 1: npk__rows_2(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
    case 2: npk__rows_4(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
#if NPK__RW_MAXR > 6
    case 3: npk__rows_6(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
    case 4: npk__rows_8(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
    case 5: npk__rows_10(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
    default: npk__rows_12(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
#else
    default: npk__rows_6(kc, A, lda, Bsrc, ldb, Bp, C, ldc, m, nr, accumulate, e, i0, j0); break;
#endif
    }
}

/* C[M,N] = A * op(B) (+ epilogue), A row-major (not transposed), op(B)
 * column j is column col0 + j of the stored matrix. Row tiles are as even as
 * the register budget allows (M = 100 on AVX-512: five of 12 rows and four
 * of 10), so no tile computes rows that do not exist. */
static void npk__gemm_rows(size_t M, size_t N, size_t K, const float *A, size_t lda, const npk__bmat *bm,
                           size_t col0, float *C, size_t ldc, const npk__epi *e)
{
    NPK_ALIGNED(64) float Bp[NPK__GEMM_NC * NPK__ROWS_KC];
    size_t jc, pc, jr, i0, r;
    int epi = e->bias || e->act != NPK_ACT_NONE;
#if NPK__KEEP_CONV_RES
    epi = epi || e->res; /* a 1x1 conv's residual */
#endif
    for (jc = 0; jc < N; jc += NPK__GEMM_NC) {
        size_t nc = N - jc < NPK__GEMM_NC ? N - jc : NPK__GEMM_NC;
        /* a plain B is packed by the first row tile, a transposed one before */
        int fused = !bm->trans;
        for (pc = 0; pc < K; pc += NPK__ROWS_KC) {
            size_t kc = K - pc < NPK__ROWS_KC ? K - pc : NPK__ROWS_KC;
            size_t tiles = (M + NPK__RW_MAXR - 1) / NPK__RW_MAXR;
            int last = epi && pc + kc == K;
            if (!fused) npk__pack_b_mat(bm, nc, kc, col0 + jc, pc, Bp);
            /* a tile's rows of A (r x kc) stay in L1 across the panels */
            for (i0 = 0; i0 < M; i0 += r, --tiles) {
                r = (M - i0 + tiles - 1) / tiles;
                r = (r + 1) & ~(size_t)1;
                if (r > M - i0) r = M - i0;
                for (jr = 0; jr < nc; jr += NPK__GEMM_NR) {
                    size_t nr = nc - jr < NPK__GEMM_NR ? nc - jr : NPK__GEMM_NR;
                    float *c = C + i0 * ldc + jc + jr;
                    const float *bsrc = fused && i0 == 0 ? bm->B + pc * bm->ldb + col0 + jc + jr : NULL;
                    npk__rows_tile(r, kc, A + i0 * lda + pc, lda, bsrc, bm->ldb, Bp + jr * kc, c, ldc, nr, pc > 0,
                                   last ? e : NULL, i0, jc + jr);
                }
            }
        }
    }
}
#undef NPK__RW_DEFINE
#undef NPK__RW_AHEAD
#undef NPK__RW_LOADU
#undef NPK__RW_STORE_B
#undef NPK__RW_VL
#undef NPK__RW_MAXR
#undef NPK__RW_ROW
#undef NPK__RW_INIT
#undef NPK__RW_FMA2
#undef NPK__RW_STORE
#undef NPK__RW_EPI
#undef NPK__RW2
#undef NPK__RW4
#undef NPK__RW6
#undef NPK__RW8
#undef NPK__RW10
#undef NPK__RW12
#undef NPK__RW_ZERO
#undef NPK__RW_SET1
#undef NPK__RW_FMA
#undef NPK__RW_LOAD
#undef NPK__RW_LOADK
#undef NPK__RW_STOREK
#endif /* AVX-512 or AVX2 */
#endif /* NPK_MATMUL_ROWS_H */
