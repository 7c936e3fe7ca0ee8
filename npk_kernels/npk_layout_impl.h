/* npk_layout_impl.h - reshape and transpose. The fast transpose drops size-1
 * dims, merges dims that stay adjacent, then either copies contiguous runs
 * (innermost dim kept) or transposes 2-D tiles between the output's innermost
 * dim and the dim that is innermost in the input. */
#ifndef NPK_LAYOUT_IMPL_H
#define NPK_LAYOUT_IMPL_H
#include "npk_layout.h"

void npk_reshape_f32(size_t n, const float *x, float *y)
{
    if (x != y) memmove(y, x, n * sizeof(float));
}

void npk_ref_transpose_f32(size_t rank, const size_t *in_dims, const size_t *perm, const float *x, float *y)
{
    size_t in_stride[NPK_MAX_RANK], idx[NPK_MAX_RANK] = {0}, out_dims[NPK_MAX_RANK];
    size_t total = 1, e, d, s = 1;
    for (d = rank; d-- > 0;) {
        in_stride[d] = s;
        s *= in_dims[d];
    }
    for (d = 0; d < rank; ++d) {
        out_dims[d] = in_dims[perm[d]];
        total *= out_dims[d];
    }
    for (e = 0; e < total; ++e) {
        size_t off = 0;
        for (d = 0; d < rank; ++d) off += idx[d] * in_stride[perm[d]];
        y[e] = x[off];
        for (d = rank; d-- > 0;) {
            if (++idx[d] < out_dims[d]) break;
            idx[d] = 0;
        }
    }
}

#define NPK__TT 8 /* transpose tile */

#if defined(NPK_HAVE_AVX2) || defined(NPK_HAVE_AVX512)
/* Full 8x8 tile: y[c * ldy + r] = x[r * ldx + c]. */
static inline void npk__transpose8x8(const float *x, size_t ldx, float *y, size_t ldy)
{
    __m256 r0 = _mm256_loadu_ps(x), r1 = _mm256_loadu_ps(x + ldx);
    __m256 r2 = _mm256_loadu_ps(x + 2 * ldx), r3 = _mm256_loadu_ps(x + 3 * ldx);
    __m256 r4 = _mm256_loadu_ps(x + 4 * ldx), r5 = _mm256_loadu_ps(x + 5 * ldx);
    __m256 r6 = _mm256_loadu_ps(x + 6 * ldx), r7 = _mm256_loadu_ps(x + 7 * ldx);
    __m256 t0 = _mm256_unpacklo_ps(r0, r1), t1 = _mm256_unpackhi_ps(r0, r1);
    __m256 t2 = _mm256_unpacklo_ps(r2, r3), t3 = _mm256_unpackhi_ps(r2, r3);
    __m256 t4 = _mm256_unpacklo_ps(r4, r5), t5 = _mm256_unpackhi_ps(r4, r5);
    __m256 t6 = _mm256_unpacklo_ps(r6, r7), t7 = _mm256_unpackhi_ps(r6, r7);
    __m256 u0 = _mm256_shuffle_ps(t0, t2, 0x44), u1 = _mm256_shuffle_ps(t0, t2, 0xEE);
    __m256 u2 = _mm256_shuffle_ps(t1, t3, 0x44), u3 = _mm256_shuffle_ps(t1, t3, 0xEE);
    __m256 u4 = _mm256_shuffle_ps(t4, t6, 0x44), u5 = _mm256_shuffle_ps(t4, t6, 0xEE);
    __m256 u6 = _mm256_shuffle_ps(t5, t7, 0x44), u7 = _mm256_shuffle_ps(t5, t7, 0xEE);
    _mm256_storeu_ps(y, _mm256_permute2f128_ps(u0, u4, 0x20));
    _mm256_storeu_ps(y + ldy, _mm256_permute2f128_ps(u1, u5, 0x20));
    _mm256_storeu_ps(y + 2 * ldy, _mm256_permute2f128_ps(u2, u6, 0x20));
    _mm256_storeu_ps(y + 3 * ldy, _mm256_permute2f128_ps(u3, u7, 0x20));
    _mm256_storeu_ps(y + 4 * ldy, _mm256_permute2f128_ps(u0, u4, 0x31));
    _mm256_storeu_ps(y + 5 * ldy, _mm256_permute2f128_ps(u1, u5, 0x31));
    _mm256_storeu_ps(y + 6 * ldy, _mm256_permute2f128_ps(u2, u6, 0x31));
    _mm256_storeu_ps(y + 7 * ldy, _mm256_permute2f128_ps(u3, u7, 0x31));
}
#endif

/* y[c * ldy + r] = x[r * ldx + c] for r < rows, c < cols, in 8x8 tiles. */
static void npk__transpose2d(size_t rows, size_t cols, const float *x, size_t ldx, float *y, size_t ldy)
{
    size_t r0, c0, r, c;
    for (r0 = 0; r0 < rows; r0 += NPK__TT) {
        size_t rn = rows - r0 < NPK__TT ? rows - r0 : NPK__TT;
        for (c0 = 0; c0 < cols; c0 += NPK__TT) {
            size_t cn = cols - c0 < NPK__TT ? cols - c0 : NPK__TT;
#if defined(NPK_HAVE_AVX2) || defined(NPK_HAVE_AVX512)
            if (rn == NPK__TT && cn == NPK__TT) {
                npk__transpose8x8(x + r0 * ldx + c0, ldx, y + c0 * ldy + r0, ldy);
                continue;
            }
#endif
            for (c = 0; c < cn; ++c)
                for (r = 0; r < rn; ++r) y[(c0 + c) * ldy + r0 + r] = x[(r0 + r) * ldx + c0 + c];
        }
    }
}

void npk_transpose_f32(size_t rank, const size_t *in_dims, const size_t *perm, const float *x, float *y)
{
    size_t in_stride[NPK_MAX_RANK], dim[NPK_MAX_RANK], st[NPK_MAX_RANK], idx[NPK_MAX_RANK];
    size_t ostride[NPK_MAX_RANK];
    size_t r = 0, d, s = 1, total = 1, outer = 1, e, q, n;
    for (d = rank; d-- > 0;) {
        in_stride[d] = s;
        s *= in_dims[d];
    }
    total = s;
    if (total == 0) return;
    /* Output dims with their input strides; drop size-1 dims, merge a dim
     * into the previous one when the input steps through both as one. */
    for (d = 0; d < rank; ++d) {
        size_t dd = in_dims[perm[d]], ss = in_stride[perm[d]];
        if (dd == 1) continue;
        if (r > 0 && st[r - 1] == ss * dd) {
            dim[r - 1] *= dd;
            st[r - 1] = ss;
            continue;
        }
        dim[r] = dd;
        st[r] = ss;
        ++r;
    }
    if (r == 0 || (r == 1 && st[0] == 1)) { /* identity order */
        memcpy(y, x, total * sizeof(float));
        return;
    }
    s = 1;
    for (d = r; d-- > 0;) {
        ostride[d] = s;
        s *= dim[d];
    }
    if (st[r - 1] == 1) {
        /* Innermost dim kept: copy runs of dim[r-1] contiguous floats. */
        n = dim[r - 1];
        for (d = 0; d + 1 < r; ++d) {
            outer *= dim[d];
            idx[d] = 0;
        }
        for (e = 0; e < outer; ++e) {
            size_t off = 0;
            for (d = 0; d + 1 < r; ++d) off += idx[d] * st[d];
            memcpy(y + e * n, x + off, n * sizeof(float));
            for (d = r - 1; d-- > 0;) {
                if (++idx[d] < dim[d]) break;
                idx[d] = 0;
            }
        }
        return;
    }
    /* q: the output dim that is the input's innermost (stride 1). Tiles of
     * (output dim q) x (output dim r-1) are 2-D transposes. */
    for (q = 0; q < r && st[q] != 1; ++q) {}
    for (d = 0; d < r; ++d) idx[d] = 0;
    for (d = 0; d + 1 < r; ++d)
        if (d != q) outer *= dim[d];
    for (e = 0; e < outer; ++e) {
        size_t xoff = 0, yoff = 0;
        for (d = 0; d + 1 < r; ++d) {
            xoff += idx[d] * st[d];
            yoff += idx[d] * ostride[d];
        }
        /* rows: output dim r-1 (input stride st[r-1]); cols: output dim q (input stride 1) */
        npk__transpose2d(dim[r - 1], dim[q], x + xoff, st[r - 1], y + yoff, ostride[q]);
        for (d = r - 1; d-- > 0;) {
            if (d == q) continue;
            if (++idx[d] < dim[d]) break;
            idx[d] = 0;
        }
    }
}
#undef NPK__TT
#endif /* NPK_LAYOUT_IMPL_H */
