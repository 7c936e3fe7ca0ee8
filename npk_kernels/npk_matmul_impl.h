/* npk_matmul_impl.h - matmul implementation: the reference oracle, the
 * blocked GEMM (BLIS-style five loops around an MR x NR microkernel with A
 * and B packed into bounded stack buffers), and a matrix-vector path for
 * M == 1 or N == 1. Included once by npk.h under NPK_IMPLEMENTATION. */
#ifndef NPK_MATMUL_IMPL_H
#define NPK_MATMUL_IMPL_H
#include "npk_matmul.h"
#if defined(NPK_HAVE_AVX512)
#include "npk_gemm_avx512.h"
#elif defined(NPK_HAVE_AVX2)
#include "npk_gemm_avx2.h"
#else
#include "npk_gemm_scalar.h"
#endif

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

/* Bias + activation on c[0:n] = row i, columns j0.., of the M x N result. */
static void npk__epilogue_row(float *c, size_t n, size_t i, size_t j0, size_t N, const npk_epilogue *ep)
{
    if (!ep) return;
    if (ep->bias) {
        if (ep->bias_mode == NPK_BIAS_ROW) npk__row_add_scalar(c, n, ep->bias[i]);
        else if (ep->bias_mode == NPK_BIAS_COL) npk__row_add(c, ep->bias + j0, n);
        else if (ep->bias_mode == NPK_BIAS_FULL) npk__row_add(c, ep->bias + i * N + j0, n);
    }
    npk__row_act(c, n, ep->act, ep->act_min, ep->act_max);
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

/* Bp[(jr/NR)*NR*kc + k*NR + c] = op(B)[p0+k, j0+jr+c], columns past nc zeroed. */
static void npk__pack_b(size_t nc, size_t kc, const float *B, size_t ldb, int trans_b,
                        size_t j0, size_t p0, float *Bp)
{
    size_t jr, c, k;
    for (jr = 0; jr < nc; jr += NPK__GEMM_NR) {
        size_t nr = nc - jr < NPK__GEMM_NR ? nc - jr : NPK__GEMM_NR;
        float *dst = Bp + jr * kc;
        if (!trans_b) {
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

static void npk__gemm(size_t M, size_t N, size_t K,
                      const float *A, size_t lda, int trans_a,
                      const float *B, size_t ldb, int trans_b,
                      float *C, size_t ldc, const npk_epilogue *ep)
{
    NPK_ALIGNED(64) float Ap[NPK__GEMM_MC * NPK__GEMM_KC];
    NPK_ALIGNED(64) float Bp[NPK__GEMM_NC * NPK__GEMM_KC];
    size_t jc, pc, ic, jr, ir;
    for (jc = 0; jc < N; jc += NPK__GEMM_NC) {
        size_t nc = N - jc < NPK__GEMM_NC ? N - jc : NPK__GEMM_NC;
        for (pc = 0; pc < K; pc += NPK__GEMM_KC) {
            size_t kc = K - pc < NPK__GEMM_KC ? K - pc : NPK__GEMM_KC;
            int accumulate = pc > 0, last = pc + kc == K;
            npk__pack_b(nc, kc, B, ldb, trans_b, jc, pc, Bp);
            for (ic = 0; ic < M; ic += NPK__GEMM_MC) {
                size_t mc = M - ic < NPK__GEMM_MC ? M - ic : NPK__GEMM_MC;
                npk__pack_a(mc, kc, A, lda, trans_a, ic, pc, Ap);
                for (jr = 0; jr < nc; jr += NPK__GEMM_NR) {
                    size_t nr = nc - jr < NPK__GEMM_NR ? nc - jr : NPK__GEMM_NR;
                    for (ir = 0; ir < mc; ir += NPK__GEMM_MR) {
                        size_t mr = mc - ir < NPK__GEMM_MR ? mc - ir : NPK__GEMM_MR, r;
                        float *c = C + (ic + ir) * ldc + jc + jr;
                        npk__gemm_ukernel(kc, Ap + ir * kc, Bp + jr * kc, c, ldc, mr, nr, accumulate);
                        if (last) /* epilogue while the tile is still in L1 */
                            for (r = 0; r < mr; ++r)
                                npk__epilogue_row(c + r * ldc, nr, ic + ir + r, jc + jr, N, ep);
                    }
                }
            }
        }
    }
}

/* Chunk of a strided vector copied to contiguous stack memory. */
#define NPK__VEC_CHUNK 1024
/* Output block of the gemv form when the output itself is strided. */
#define NPK__OUT_CHUNK 256

/* out[i * ostride] = sum_k x[k] * rows[i * ld + k], i < len (dot form), where
 * x[k] = xv[k * xstride]. */
static void npk__matvec_dot(size_t len, size_t K, const float *rows, size_t ld,
                            const float *xv, size_t xstride, float *out, size_t ostride)
{
    NPK_ALIGNED(64) float xbuf[NPK__VEC_CHUNK];
    size_t p0, i, k;
    for (p0 = 0; p0 < K; p0 += NPK__VEC_CHUNK) {
        size_t kn = K - p0 < NPK__VEC_CHUNK ? K - p0 : NPK__VEC_CHUNK;
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
    NPK_ALIGNED(64) float xbuf[NPK__VEC_CHUNK];
    NPK_ALIGNED(64) float obuf[NPK__OUT_CHUNK];
    size_t j0, p0, k, j;
    size_t step = ostride == 1 ? len : NPK__OUT_CHUNK;
    for (j0 = 0; j0 < len; j0 += step) {
        size_t jn = len - j0 < step ? len - j0 : step;
        float *dst = ostride == 1 ? out + j0 : obuf;
        for (p0 = 0; p0 < K; p0 += NPK__VEC_CHUNK) {
            size_t kn = K - p0 < NPK__VEC_CHUNK ? K - p0 : NPK__VEC_CHUNK;
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

void npk_matmul_f32(size_t M, size_t N, size_t K,
                    const float *A, size_t lda, int trans_a,
                    const float *B, size_t ldb, int trans_b,
                    float *C, size_t ldc, const npk_epilogue *ep)
{
    size_t i;
    if (M == 0 || N == 0) return;
    if (K == 0) {
        for (i = 0; i < M; ++i) {
            memset(C + i * ldc, 0, N * sizeof(float));
            npk__epilogue_row(C + i * ldc, N, i, 0, N, ep);
        }
        return;
    }
    if (N == 1) {
        /* x[k] = op(B)[k, 0]; out[i] = C[i * ldc] */
        const float *x = B;
        size_t xs = trans_b ? 1 : ldb;
        if (!trans_a) npk__matvec_dot(M, K, A, lda, x, xs, C, ldc);
        else npk__matvec_axpy(M, K, A, lda, x, xs, C, ldc);
        for (i = 0; i < M; ++i) npk__epilogue_row(C + i * ldc, 1, i, 0, 1, ep);
        return;
    }
    if (M == 1) {
        /* x[k] = op(A)[0, k]; out[j] = C[j] */
        size_t xs = trans_a ? lda : 1;
        if (trans_b) npk__matvec_dot(N, K, B, ldb, A, xs, C, 1);
        else npk__matvec_axpy(N, K, B, ldb, A, xs, C, 1);
        npk__epilogue_row(C, N, 0, 0, N, ep);
        return;
    }
    npk__gemm(M, N, K, A, lda, trans_a, B, ldb, trans_b, C, ldc, ep);
}
#endif /* NPK_MATMUL_IMPL_H */
