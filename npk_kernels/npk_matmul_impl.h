/* npk_matmul_impl.h - matmul implementation: the reference oracle, the
 * blocked GEMM (BLIS-style five loops around an MR x NR microkernel with A
 * and B packed into bounded stack buffers; block sizes in npk_gemm_config.h)
 * and a matrix-vector path for M == 1 or N == 1. B reaches the GEMM through
 * a packing callback, so conv packs its implicit im2col matrix straight into
 * the microkernel's layout. Included once by npk.h under NPK_IMPLEMENTATION. */
#ifndef NPK_MATMUL_IMPL_H
#define NPK_MATMUL_IMPL_H
#include "npk_matmul.h"
#include "npk_select.h"

/* Epilogue of a (sub-)problem: bias of element (i, j) is bias[i*rs + j*cs]. */
typedef struct npk__epi {
    const float *bias; /* NULL: none */
    size_t rs, cs;
    npk_act act;
    float lo, hi;
#if NPK__KEEP_CONV_RES
    /* a conv's residual (npk_conv_dst.h): element (i, j) += res[i*res_ld + j],
     * then res_act, after the bias and act; NULL: none */
    const float *res;
    size_t res_ld;
    npk_act res_act;
#endif
} npk__epi;

#if defined(NPK_HAVE_AVX512)
#include "npk_gemm_avx512.h"
#elif defined(NPK_HAVE_AVX2)
#include "npk_gemm_avx2.h"
#elif defined(NPK_HAVE_NEON)
#include "npk_gemm_neon.h"
#else
#include "npk_gemm_scalar.h"
#endif
#include "npk_matmul_narrow.h"
#include "npk_matmul_skinny.h"

/* Bias of element (i, j) of an M x N result. */
static inline float npk__bias_at(const npk_epilogue *ep, size_t i, size_t j, size_t N)
{
    switch (ep->bias_mode) {
    case NPK_BIAS_ROW: return ep->bias[i];
    case NPK_BIAS_COL: return ep->bias[j];
    case NPK_BIAS_FULL: return ep->bias[i * N + j];
    case NPK_BIAS_NONE: break;
    }
    return 0.0f;
}

static inline float npk__act_apply(npk_act act, float x, float lo, float hi)
{
    if (act == NPK_ACT_RELU) return npk__reluf(x);
    if (act == NPK_ACT_CLAMP) return npk__clampf(x, lo, hi);
    return x;
}

void npk_ref_matmul_f32(size_t M, size_t N, size_t K,
                        const float *A, size_t lda, int trans_a,
                        const float *B, size_t ldb, int trans_b,
                        float *C, size_t ldc, const npk_epilogue *ep)
{
    size_t i, j, k;
    for (i = 0; i < M; ++i) {
        for (j = 0; j < N; ++j) {
            float s = 0.0f;
            for (k = 0; k < K; ++k) {
                float a = trans_a ? A[k * lda + i] : A[i * lda + k];
                float b = trans_b ? B[j * ldb + k] : B[k * ldb + j];
                s += a * b;
            }
            if (ep) {
                if (ep->bias && ep->bias_mode != NPK_BIAS_NONE) s += npk__bias_at(ep, i, j, N);
                s = npk__act_apply(ep->act, s, ep->act_min, ep->act_max);
            }
            C[i * ldc + j] = s;
        }
    }
}


static npk__epi npk__epi_make(const npk_epilogue *ep, size_t N)
{
    npk__epi e;
    e.bias = NULL;
    e.rs = e.cs = 0;
    e.act = NPK_ACT_NONE;
    e.lo = e.hi = 0.0f;
#if NPK__KEEP_CONV_RES
    e.res = NULL;
    e.res_ld = 0;
    e.res_act = NPK_ACT_NONE;
#endif
    if (!ep) return e;
    e.act = ep->act;
    e.lo = ep->act_min;
    e.hi = ep->act_max;
    if (ep->bias && ep->bias_mode != NPK_BIAS_NONE) {
        e.bias = ep->bias;
        if (ep->bias_mode == NPK_BIAS_ROW) e.rs = 1;
        else if (ep->bias_mode == NPK_BIAS_COL) e.cs = 1;
        else { e.rs = N; e.cs = 1; }
    }
    return e;
}

/* Bias + activation on c[0:n] = row i, columns j0.. (sub-block coordinates). */
static void npk__epi_row(float *c, size_t n, size_t i, size_t j0, const npk__epi *e)
{
#if defined(NPK__HAVE_ROW_BIAS_ACT)
    /* a bias per row and no residual (the convs' case): one pass, not two */
    if (e->bias && e->cs == 0
#if NPK__KEEP_CONV_RES
        && !e->res
#endif
    ) {
        npk__row_bias_act(c, n, e->bias[i * e->rs], e->act, e->lo, e->hi);
        return;
    }
#endif
    if (e->bias) {
        if (e->cs == 0) npk__row_add_scalar(c, n, e->bias[i * e->rs]);
        else npk__row_add(c, e->bias + i * e->rs + j0, n);
    }
    npk__row_act(c, n, e->act, e->lo, e->hi);
#if NPK__KEEP_CONV_RES
    if (e->res) {
        npk__row_add(c, e->res + i * e->res_ld + j0, n);
        npk__row_act(c, n, e->res_act, e->lo, e->hi);
    }
#endif
}

#if !defined(NPK__GEMM_UKERNEL_EPI)
/* The microkernel, then e's epilogue (NULL: none) on its tile, rows i0.. and
 * columns j0.. in e's coordinates, while the tile is in L1. (The AVX-512
 * microkernel applies it in registers before the store: the same operations
 * in the same order.) */
static void npk__gemm_ukernel_epi(size_t kc, const float *Ap, const float *Bp, float *C, size_t ldc, size_t mr,
                                  size_t nr, int accumulate, const npk__epi *e, size_t i0, size_t j0)
{
    size_t r;
    npk__gemm_ukernel(kc, Ap, Bp, C, ldc, mr, nr, accumulate);
    if (e)
        for (r = 0; r < mr; ++r) npk__epi_row(C + r * ldc, nr, i0 + r, j0, e);
}
#endif

#if NPK__KEEP_GEMM /* npk_select.h */
/* The same epilogue seen from the sub-block starting at (r0, c0). */
static npk__epi npk__epi_shift(npk__epi e, size_t r0, size_t c0)
{
    if (e.bias) e.bias += r0 * e.rs + c0 * e.cs;
#if NPK__KEEP_CONV_RES
    if (e.res) e.res += r0 * e.res_ld + c0;
#endif
    return e;
}

/* Ap[(ir/MR)*MR*kc + k*MR + r] = op(A)[i0+ir+r, p0+k], rows past mc zeroed. */
static void npk__pack_a(size_t mc, size_t kc, const float *A, size_t lda, int trans_a,
                        size_t i0, size_t p0, float *Ap)
{
    size_t ir, r, k;
    for (ir = 0; ir < mc; ir += NPK__GEMM_MR) {
        size_t mr = mc - ir < NPK__GEMM_MR ? mc - ir : NPK__GEMM_MR;
        float *dst = Ap + ir * kc;
        if (trans_a) {
            for (k = 0; k < kc; ++k) {
                const float *src = A + (p0 + k) * lda + i0 + ir;
                for (r = 0; r < mr; ++r) dst[k * NPK__GEMM_MR + r] = src[r];
                for (; r < NPK__GEMM_MR; ++r) dst[k * NPK__GEMM_MR + r] = 0.0f;
            }
        } else if (mr == NPK__GEMM_MR) {
            /* k outer: one store stream; MR source rows read in step */
            const float *src = A + (i0 + ir) * lda + p0;
#if defined(NPK__GEMM_PACK_A_PANEL) /* the ISA's own (npk_gemm_<isa>.h) */
            NPK__GEMM_PACK_A_PANEL(kc, src, lda, dst, mc - ir >= 2 * NPK__GEMM_MR ? src + NPK__GEMM_MR * lda : NULL);
#else
            for (k = 0; k < kc; ++k, dst += NPK__GEMM_MR)
                for (r = 0; r < NPK__GEMM_MR; ++r) dst[r] = src[r * lda + k];
#endif
        } else {
            for (r = 0; r < mr; ++r) {
                const float *src = A + (i0 + ir + r) * lda + p0;
                for (k = 0; k < kc; ++k) dst[k * NPK__GEMM_MR + r] = src[k];
            }
            for (; r < NPK__GEMM_MR; ++r)
                for (k = 0; k < kc; ++k) dst[k * NPK__GEMM_MR + r] = 0.0f;
        }
    }
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* Conv filters may come packed ahead (npk_conv2d_pack_filter_f32) on x86
 * SIMD builds: not on firmware (scalar), whose code budget has no room for
 * it, nor yet on NEON (not measured there). */
#define NPK__GEMM_PREPACK 1
#endif
/* A matrix of weights packed ahead of time (npk_conv2d_pack_filter_f32):
 * per K block p0 (multiples of KC), its mpad rows (a multiple of MR) as
 * npk__pack_a lays them out, the panel of row i at p + p0 * mpad + i * kc.
 * r0 is the first row of the (sub-)problem the GEMM computes. */
typedef struct npk__apk {
    const float *p;
    size_t mpad, r0;
} npk__apk;

/* The packed block of op(A) rows [i0, i0 + mc) x K block [p0, p0 + kc):
 * with apk, a pointer into it when the rows start on a panel (rows past mc
 * in the last panel belong to the next rows: computed, never stored), else
 * those rows copied out of its panels into Ap; without, npk__pack_a into Ap. */
static const float *npk__a_block(const npk__apk *apk, size_t mc, size_t kc, const float *A, size_t lda,
                                 int trans_a, size_t i0, size_t p0, float *Ap)
{
#if defined(NPK__GEMM_PREPACK)
    size_t row, ir, r, k;
    const float *blk;
#endif
    if (!apk) {
        npk__pack_a(mc, kc, A, lda, trans_a, i0, p0, Ap);
        return Ap;
    }
#if !defined(NPK__GEMM_PREPACK)
    return NULL; /* not reached: only SIMD builds pack ahead */
#else
    row = apk->r0 + i0;
    blk = apk->p + p0 * apk->mpad;
    if (row % NPK__GEMM_MR == 0) return blk + row * kc;
    /* a task's rows split a panel: regroup them */
    for (ir = 0; ir < mc; ir += NPK__GEMM_MR)
        for (r = 0; r < NPK__GEMM_MR; ++r) {
            size_t i = row + ir + r;
            const float *src = blk + (i / NPK__GEMM_MR) * NPK__GEMM_MR * kc + i % NPK__GEMM_MR;
            float *dst = Ap + ir * kc + r;
            for (k = 0; k < kc; ++k) dst[k * NPK__GEMM_MR] = ir + r < mc ? src[k * NPK__GEMM_MR] : 0.0f;
        }
    return Ap;
#endif
}

/* Packs rows [p0, p0+kc) x columns [j0, j0+nc) of some K x N matrix as
 * Bp[(jr/NR)*NR*kc + k*NR + c], columns past nc zeroed. */
typedef void (*npk__pack_b_fn)(const void *ctx, size_t nc, size_t kc, size_t j0, size_t p0, float *Bp);

typedef struct npk__bmat {
    const float *B;
    size_t ldb;
    int trans;
} npk__bmat;

/* The packer for a stored matrix op(B). */
static void npk__pack_b_mat(const void *ctx, size_t nc, size_t kc, size_t j0, size_t p0, float *Bp)
{
    const npk__bmat *m = (const npk__bmat *)ctx;
    const float *B = m->B;
    size_t ldb = m->ldb, jr, c, k;
    if (!m->trans) {
        /* full panels row by row: each row of B read once, front to back,
         * in fixed-size copies the compiler turns into vector moves */
        size_t full = nc - nc % NPK__GEMM_NR;
        for (k = 0; k < kc; ++k) {
            const float *src = B + (p0 + k) * ldb + j0;
            for (jr = 0; jr < full; jr += NPK__GEMM_NR) {
                float *d = Bp + jr * kc + k * NPK__GEMM_NR;
                for (c = 0; c < NPK__GEMM_NR; ++c) d[c] = src[jr + c];
            }
        }
        if (full == nc) return;
        Bp += full * kc; /* the last, partial panel: below */
        j0 += full;
        nc -= full;
    }
    for (jr = 0; jr < nc; jr += NPK__GEMM_NR) {
        size_t nr = nc - jr < NPK__GEMM_NR ? nc - jr : NPK__GEMM_NR;
        float *dst = Bp + jr * kc;
        if (!m->trans) {
            for (k = 0; k < kc; ++k) {
                const float *src = B + (p0 + k) * ldb + j0 + jr;
                float *d = dst + k * NPK__GEMM_NR;
                memcpy(d, src, nr * sizeof(float));
                for (c = nr; c < NPK__GEMM_NR; ++c) d[c] = 0.0f;
            }
        } else {
            for (c = 0; c < nr; ++c) {
                const float *src = B + (j0 + jr + c) * ldb + p0;
                for (k = 0; k < kc; ++k) dst[k * NPK__GEMM_NR + c] = src[k];
            }
            for (; c < NPK__GEMM_NR; ++c)
                for (k = 0; k < kc; ++k) dst[k * NPK__GEMM_NR + c] = 0.0f;
        }
    }
}

/* C[M,N] = op(A) * B (+ epilogue) where B comes through pack_b (its column j
 * is the packer's column col0 + j). The five BLIS loops. With apk (else
 * NULL) A is read from its packed panels instead of A / lda / trans_a. */
static void npk__gemm_core(size_t M, size_t N, size_t K, const float *A, size_t lda, int trans_a,
                           const npk__apk *apk, npk__pack_b_fn pack_b, const void *bctx, size_t col0,
                           float *C, size_t ldc, const npk__epi *e)
{
    NPK_ALIGNED(64) float Ap[NPK__GEMM_MC * NPK__GEMM_KC];
    NPK_ALIGNED(64) float Bp[NPK__GEMM_NC * NPK__GEMM_KC];
    size_t jc, pc, ic, jr, ir;
    int epi = e->bias || e->act != NPK_ACT_NONE; /* else no pass over the tile */
#if NPK__KEEP_CONV_RES
    epi = epi || e->res;
#endif
#if defined(NPK__GEMM_UKERNEL_PACKS_B)
    /* B a plain matrix: its full panels are packed by the first microkernel
     * that reads them (npk__gemm_ukernel_b) instead of in a pass before */
    const npk__bmat *bm = pack_b == npk__pack_b_mat ? (const npk__bmat *)bctx : NULL;
    if (bm && bm->trans) bm = NULL;
#endif
    for (jc = 0; jc < N; jc += NPK__GEMM_NC) {
        size_t nc = N - jc < NPK__GEMM_NC ? N - jc : NPK__GEMM_NC;
        for (pc = 0; pc < K; pc += NPK__GEMM_KC) {
            size_t kc = K - pc < NPK__GEMM_KC ? K - pc : NPK__GEMM_KC;
            int accumulate = pc > 0, last = epi && pc + kc == K;
#if defined(NPK__GEMM_UKERNEL_PACKS_B)
            if (bm) {
                size_t full = nc - nc % NPK__GEMM_NR;
                if (full < nc) pack_b(bctx, nc - full, kc, col0 + jc + full, pc, Bp + full * kc);
            } else
#endif
            pack_b(bctx, nc, kc, col0 + jc, pc, Bp);
            for (ic = 0; ic < M; ic += NPK__GEMM_MC) {
                size_t mc = M - ic < NPK__GEMM_MC ? M - ic : NPK__GEMM_MC;
                const float *Ab = npk__a_block(apk, mc, kc, A, lda, trans_a, ic, pc, Ap);
                for (jr = 0; jr < nc; jr += NPK__GEMM_NR) {
                    size_t nr = nc - jr < NPK__GEMM_NR ? nc - jr : NPK__GEMM_NR;
                    for (ir = 0; ir < mc; ir += NPK__GEMM_MR) {
                        size_t mr = mc - ir < NPK__GEMM_MR ? mc - ir : NPK__GEMM_MR;
                        float *c = C + (ic + ir) * ldc + jc + jr;
#if defined(NPK__GEMM_UKERNEL_PACKS_B)
                        if (bm && ic == 0 && ir == 0 && nr == NPK__GEMM_NR)
                            npk__gemm_ukernel_b(kc, Ab, bm->B + pc * bm->ldb + col0 + jc + jr, bm->ldb, Bp + jr * kc,
                                                c, ldc, mr, nr, accumulate, last ? e : NULL, ic, jc + jr);
                        else
#endif
                        npk__gemm_ukernel_epi(kc, Ab + ir * kc, Bp + jr * kc, c, ldc, mr, nr, accumulate,
                                              last ? e : NULL, ic + ir, jc + jr);
                    }
                }
            }
        }
    }
}

#if NPK__KEEP_MATMUL_GEMM
#include "npk_matmul_rows.h"
#endif
#endif /* NPK__KEEP_GEMM */

/* Chunk of K a dot product runs over in one go; a contiguous x is read in
 * place. */
#define NPK__VEC_CHUNK 1024
/* A strided x is copied to contiguous stack memory in chunks of this many
 * floats, which are then also the chunks of K. Without SIMD (microcontrollers)
 * 128, so the frame stays well under 1 KB: a strided x's sums are split every
 * 128 terms there, not every 1024, other bits than a contiguous x's (still
 * the same for any part of the product). The SIMD builds keep 1024: a
 * horizontal sum per 128 terms made the strided dot form 1.6x slower on
 * AVX-512. */
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2) || defined(NPK_HAVE_NEON)
#define NPK__VEC_SCHUNK NPK__VEC_CHUNK
#else
#define NPK__VEC_SCHUNK 128
#endif
/* Output block of the gemv form when the output itself is strided (each
 * output's arithmetic is independent of the block). */
#define NPK__OUT_CHUNK 64

/* out[i * ostride] = sum_k x[k] * rows[i * ld + k], i < len (dot form), where
 * x[k] = xv[k * xstride]. Each row's arithmetic is independent of len. */
static void npk__matvec_dot(size_t len, size_t K, const float *rows, size_t ld,
                            const float *xv, size_t xstride, float *out, size_t ostride)
{
    NPK_ALIGNED(64) float xbuf[NPK__VEC_SCHUNK];
    size_t p0, i, k, chunk = xstride == 1 ? NPK__VEC_CHUNK : NPK__VEC_SCHUNK;
    for (p0 = 0; p0 < K; p0 += chunk) {
        size_t kn = K - p0 < chunk ? K - p0 : chunk;
        const float *x = xv + p0 * xstride;
        if (xstride != 1) {
            for (k = 0; k < kn; ++k) xbuf[k] = xv[(p0 + k) * xstride];
            x = xbuf;
        }
        for (i = 0; i + 4 <= len; i += 4) {
            float s[4];
            size_t r;
            npk__dot4(kn, x, rows + i * ld + p0, ld, s);
            for (r = 0; r < 4; ++r) out[(i + r) * ostride] = p0 ? out[(i + r) * ostride] + s[r] : s[r];
        }
        for (; i < len; ++i) {
            float s = npk__dot(kn, x, rows + i * ld + p0);
            out[i * ostride] = p0 ? out[i * ostride] + s : s;
        }
    }
}

/* out[j * ostride] = sum_k x[k] * rows[k * ld + j], j < len (axpy form). */
static void npk__matvec_axpy(size_t len, size_t K, const float *rows, size_t ld,
                             const float *xv, size_t xstride, float *out, size_t ostride)
{
    NPK_ALIGNED(64) float xbuf[NPK__VEC_SCHUNK];
    NPK_ALIGNED(64) float obuf[NPK__OUT_CHUNK];
    size_t j0, p0, k, j, chunk = xstride == 1 ? NPK__VEC_CHUNK : NPK__VEC_SCHUNK;
    size_t step = ostride == 1 ? len : NPK__OUT_CHUNK;
    for (j0 = 0; j0 < len; j0 += step) {
        size_t jn = len - j0 < step ? len - j0 : step;
        float *dst = ostride == 1 ? out + j0 : obuf;
        for (p0 = 0; p0 < K; p0 += chunk) {
            size_t kn = K - p0 < chunk ? K - p0 : chunk;
            const float *x = xv + p0 * xstride;
            if (xstride != 1) {
                for (k = 0; k < kn; ++k) xbuf[k] = xv[(p0 + k) * xstride];
                x = xbuf;
            }
            npk__gemv(kn, jn, x, rows + p0 * ld + j0, ld, dst, p0 > 0);
        }
        if (dst == obuf)
            for (j = 0; j < jn; ++j) out[(j0 + j) * ostride] = obuf[j];
    }
}

/* npk_matmul_f32_part storing the part at Cp (element (r0, c0) of the full
 * C, rows ldc apart), so a caller can keep just the part (the fused conv +
 * pool keeps a band of pixels). Needs r0 < r1 <= M, c0 < c1 <= N. */
static void npk__matmul_part_epi(size_t M, size_t N, size_t K, const float *A, size_t lda, int trans_a,
                                 const float *B, size_t ldb, int trans_b, float *Cp, size_t ldc, npk__epi e,
                                 size_t r0, size_t r1, size_t c0, size_t c1)
{
    size_t i, m, n;
    m = r1 - r0;
    n = c1 - c0;
    /* The path depends on the full M, N, K only, never on the part. */
    if (K == 0) {
        for (i = r0; i < r1; ++i) {
            memset(Cp + (i - r0) * ldc, 0, n * sizeof(float));
            npk__epi_row(Cp + (i - r0) * ldc, n, i, c0, &e);
        }
        return;
    }
    if (N == 1) {
        /* x[k] = op(B)[k, 0]; out[i] = C[i * ldc], i in [r0, r1) */
        size_t xs = trans_b ? 1 : ldb;
        if (!trans_a) npk__matvec_dot(m, K, A + r0 * lda, lda, B, xs, Cp, ldc);
        else npk__matvec_axpy(m, K, A + r0, lda, B, xs, Cp, ldc);
        for (i = r0; i < r1; ++i) npk__epi_row(Cp + (i - r0) * ldc, 1, i, 0, &e);
        return;
    }
    if (M == 1) {
        /* x[k] = op(A)[0, k]; out[j] = C[j], j in [c0, c1) */
        size_t xs = trans_a ? lda : 1;
        if (trans_b) npk__matvec_dot(n, K, B + c0 * ldb, ldb, A, xs, Cp, 1);
        else npk__matvec_axpy(n, K, B + c0, ldb, A, xs, Cp, 1);
        npk__epi_row(Cp, n, 0, c0, &e);
        return;
    }
#if defined(NPK__SKINNY_MAX_M)
    if (M <= NPK__SKINNY_MAX_M && K <= NPK__SKINNY_MAX_K && !trans_b) {
        /* few rows: all of them in registers, B streamed unpacked, one FMA
         * chain over K per element (so any part gives the same bits) */
        npk__skinny(m, n, K, trans_a ? A + r0 : A + r0 * lda, trans_a ? 1 : lda, trans_a ? lda : 1, B + c0, ldb,
                    Cp, ldc, c0, N);
        for (i = r0; i < r1; ++i) npk__epi_row(Cp + (i - r0) * ldc, n, i, c0, &e);
        return;
    }
#endif
#if defined(NPK__NARROW_MAX_N)
    if (N <= NPK__NARROW_MAX_N && K >= NPK__NARROW_MIN_K && !trans_a && !trans_b) {
        /* narrow N (a batch through a small output layer): no padding of N
         * to the GEMM's panels, no packing; one FMA chain per element */
        npk__narrow(m, n, K, A + r0 * lda, lda, B + c0, ldb, Cp, ldc);
        for (i = r0; i < r1; ++i) npk__epi_row(Cp + (i - r0) * ldc, n, i, c0, &e);
        return;
    }
#endif
#if NPK__KEEP_MATMUL_GEMM
    {
        npk__bmat bm;
        npk__epi es = npk__epi_shift(e, r0, c0);
        bm.B = B;
        bm.ldb = ldb;
        bm.trans = trans_b;
#if defined(NPK__ROWS_MAX_M)
        if (M <= NPK__ROWS_MAX_M && !trans_a) {
            /* A read in place, one FMA chain per element over K */
            npk__gemm_rows(m, n, K, A + r0 * lda, lda, &bm, c0, Cp, ldc, &es);
            return;
        }
#endif
        npk__gemm_core(m, n, K, trans_a ? A + r0 : A + r0 * lda, lda, trans_a, NULL, npk__pack_b_mat, &bm, c0,
                       Cp, ldc, &es);
    }
#else
    /* No GEMM for matmul in this build (npk_select.h): row by row, each as
     * the M == 1 product above. What only this branch would have called is
     * marked used with (void). */
    (void)m;
#if NPK__KEEP_GEMM
    (void)npk__pack_b_mat;
#else
    (void)npk__gemm_ukernel_epi;
#if defined(NPK__GEMM_UKERNEL_PACKS_B)
    (void)npk__gemm_ukernel_b;
#endif
#if defined(NPK__GEMM_PACK_A_PANEL)
    (void)NPK__GEMM_PACK_A_PANEL;
#endif
#endif
    for (i = r0; i < r1; ++i) {
        const float *a_row = trans_a ? A + i : A + i * lda;
        size_t xs = trans_a ? lda : 1;
        float *c_row = Cp + (i - r0) * ldc; /* Cp is element (r0, c0) */
        if (trans_b) npk__matvec_dot(n, K, B + c0 * ldb, ldb, a_row, xs, c_row, 1);
        else npk__matvec_axpy(n, K, B + c0, ldb, a_row, xs, c_row, 1);
        npk__epi_row(c_row, n, i, c0, &e);
    }
#endif
}

/* The same with the epilogue ep (the public form). */
static void npk__matmul_part_at(size_t M, size_t N, size_t K, const float *A, size_t lda, int trans_a,
                                const float *B, size_t ldb, int trans_b, float *Cp, size_t ldc,
                                const npk_epilogue *ep, size_t r0, size_t r1, size_t c0, size_t c1)
{
    npk__matmul_part_epi(M, N, K, A, lda, trans_a, B, ldb, trans_b, Cp, ldc, npk__epi_make(ep, N), r0, r1, c0, c1);
}

void npk_matmul_f32_part(size_t M, size_t N, size_t K,
                         const float *A, size_t lda, int trans_a,
                         const float *B, size_t ldb, int trans_b,
                         float *C, size_t ldc, const npk_epilogue *ep,
                         size_t r0, size_t r1, size_t c0, size_t c1)
{
    if (r1 > M) r1 = M;
    if (c1 > N) c1 = N;
    if (r0 >= r1 || c0 >= c1) return;
    npk__matmul_part_at(M, N, K, A, lda, trans_a, B, ldb, trans_b, C + r0 * ldc + c0, ldc, ep, r0, r1, c0, c1);
}

void npk_matmul_f32(size_t M, size_t N, size_t K,
                    const float *A, size_t lda, int trans_a,
                    const float *B, size_t ldb, int trans_b,
                    float *C, size_t ldc, const npk_epilogue *ep)
{
    npk_matmul_f32_part(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc, ep, 0, M, 0, N);
}
#endif /* NPK_MATMUL_IMPL_H */
