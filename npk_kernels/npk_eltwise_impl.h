/* npk_eltwise_impl.h - broadcasting binary ops and unary ops: references and
 * the SIMD paths (contiguous / scalar-broadcast inner loops after merging
 * dimensions that are laid out alike). */
#ifndef NPK_ELTWISE_IMPL_H
#define NPK_ELTWISE_IMPL_H
#include <math.h>
#include "npk_eltwise.h"
#include "npk_vmath.h"
#include "npk_eltwise_fns.h"
#include "npk_select.h"

void npk_broadcast_strides(size_t out_rank, const size_t *out_dims,
                           size_t in_rank, const size_t *in_dims, size_t *strides)
{
    size_t s = 1, i;
    (void)out_dims;
    for (i = out_rank; i-- > 0;) {
        size_t from_right = out_rank - i; /* 1 for the last dim */
        if (from_right <= in_rank) {
            size_t d = in_dims[in_rank - from_right];
            strides[i] = d == 1 ? 0 : s;
            s *= d;
        } else {
            strides[i] = 0;
        }
    }
}

/* Each switch below compiles only the functions npk_select.h keeps (all of
 * them unless NPK_OPS_SELECTED); a left-out one yields 0 / x and is refused
 * earlier by the unary/binary op's shape rule. */
static inline float npk__binop(npk_binary_op op, float a, float b)
{
    switch (op) {
#define NPK_BINARY_FN(NAME, ident, code, form) \
    case NPK_BIN_##NAME: if (NPK__BIN_KEEP(NAME)) return npk__bin_##ident(a, b); break;
#include "npk_binary_fns.inc"
#undef NPK_BINARY_FN
    default: break;
    }
    return 0.0f;
}

void npk_ref_binary_f32(npk_binary_op op, size_t rank, const size_t *out_dims,
                        const float *a, const size_t *a_strides,
                        const float *b, const size_t *b_strides, float *out)
{
    size_t idx[NPK_MAX_RANK] = {0};
    size_t total = 1, e, d;
    for (d = 0; d < rank; ++d) total *= out_dims[d];
    for (e = 0; e < total; ++e) {
        size_t oa = 0, ob = 0;
        for (d = 0; d < rank; ++d) {
            oa += idx[d] * a_strides[d];
            ob += idx[d] * b_strides[d];
        }
        out[e] = npk__binop(op, a[oa], b[ob]);
        for (d = rank; d-- > 0;) {
            if (++idx[d] < out_dims[d]) break;
            idx[d] = 0;
        }
    }
}

#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
/* Functions without a vector form go through their scalar one lane by lane. */
#define NPK__BIN_V_V(ident) return npk__bin_##ident##_v(a, b);
#define NPK__BIN_V_S(ident) {                                                     \
        float ta[sizeof(npk__elt_v) / 4], tb[sizeof(npk__elt_v) / 4];                   \
        size_t l;                                                                 \
        memcpy(ta, &a, sizeof ta); memcpy(tb, &b, sizeof tb);                     \
        for (l = 0; l < sizeof ta / 4; ++l) ta[l] = npk__bin_##ident(ta[l], tb[l]); \
        memcpy(&a, ta, sizeof ta); return a; }
static inline npk__elt_v npk__binop_v(npk_binary_op op, npk__elt_v a, npk__elt_v b)
{
    switch (op) {
#define NPK_BINARY_FN(NAME, ident, code, form) \
    case NPK_BIN_##NAME: if (NPK__BIN_KEEP(NAME)) { NPK__BIN_V_##form(ident) } break;
#include "npk_binary_fns.inc"
#undef NPK_BINARY_FN
    default: break;
    }
    return a;
}
#endif

#if defined(NPK_HAVE_AVX512)
/* out[j] = a[j*sa] op b[j*sb] with sa, sb in {0, 1}. */
static void npk__binary_row_v(npk_binary_op op, size_t n, const float *a, size_t sa,
                              const float *b, size_t sb, float *out)
{
    size_t j;
    __m512 va = _mm512_set1_ps(a[0]), vb = _mm512_set1_ps(b[0]);
    for (j = 0; j < n; j += 16) {
        __mmask16 m = npk__mask16(n - j);
        if (sa) va = _mm512_maskz_loadu_ps(m, a + j);
        if (sb) vb = _mm512_maskz_loadu_ps(m, b + j);
        _mm512_mask_storeu_ps(out + j, m, npk__binop_v(op, va, vb));
    }
}
#elif defined(NPK_HAVE_AVX2)
static void npk__binary_row_v(npk_binary_op op, size_t n, const float *a, size_t sa,
                              const float *b, size_t sb, float *out)
{
    size_t j;
    __m256 va = _mm256_set1_ps(a[0]), vb = _mm256_set1_ps(b[0]);
    for (j = 0; j + 8 <= n; j += 8) {
        if (sa) va = _mm256_loadu_ps(a + j);
        if (sb) vb = _mm256_loadu_ps(b + j);
        _mm256_storeu_ps(out + j, npk__binop_v(op, va, vb));
    }
    for (; j < n; ++j) out[j] = npk__binop(op, a[j * sa], b[j * sb]);
}
#else
static void npk__binary_row_v(npk_binary_op op, size_t n, const float *a, size_t sa,
                              const float *b, size_t sb, float *out)
{
    size_t j;
    for (j = 0; j < n; ++j) out[j] = npk__binop(op, a[j * sa], b[j * sb]);
}
#endif

void npk_binary_f32(npk_binary_op op, size_t rank, const size_t *out_dims,
                    const float *a, const size_t *a_strides,
                    const float *b, const size_t *b_strides, float *out)
{
    size_t dim[NPK_MAX_RANK], sa[NPK_MAX_RANK], sb[NPK_MAX_RANK], idx[NPK_MAX_RANK];
    size_t r = 0, d, outer = 1, n, e, j;
    /* Drop size-1 dims and merge a dim into the previous one when both
     * inputs step through them as one longer dim. */
    for (d = 0; d < rank; ++d) {
        if (out_dims[d] == 0) return;
        if (out_dims[d] == 1) continue;
        if (r > 0 && sa[r - 1] == a_strides[d] * out_dims[d] && sb[r - 1] == b_strides[d] * out_dims[d]) {
            dim[r - 1] *= out_dims[d];
            sa[r - 1] = a_strides[d];
            sb[r - 1] = b_strides[d];
            continue;
        }
        dim[r] = out_dims[d];
        sa[r] = a_strides[d];
        sb[r] = b_strides[d];
        ++r;
    }
    if (r == 0) {
        out[0] = npk__binop(op, a[0], b[0]);
        return;
    }
    n = dim[r - 1];
    for (d = 0; d + 1 < r; ++d) {
        outer *= dim[d];
        idx[d] = 0;
    }
    for (e = 0; e < outer; ++e) {
        size_t oa = 0, ob = 0;
        const size_t ia = sa[r - 1], ib = sb[r - 1];
        for (d = 0; d + 1 < r; ++d) {
            oa += idx[d] * sa[d];
            ob += idx[d] * sb[d];
        }
        if (ia <= 1 && ib <= 1) {
            npk__binary_row_v(op, n, a + oa, ia, b + ob, ib, out + e * n);
        } else {
            for (j = 0; j < n; ++j) out[e * n + j] = npk__binop(op, a[oa + j * ia], b[ob + j * ib]);
        }
        for (d = r - 1; d-- > 0;) {
            if (++idx[d] < dim[d]) break;
            idx[d] = 0;
        }
    }
}

static inline float npk__unop(npk_unary_op op, float x, float p0, float p1)
{
    switch (op) {
#define NPK_UNARY_FN(NAME, ident, code, params, form) \
    case NPK_UN_##NAME: if (NPK__UN_KEEP(NAME)) return npk__un_##ident(x, p0, p1); break;
#include "npk_unary_fns.inc"
#undef NPK_UNARY_FN
    default: break;
    }
    return x;
}

void npk_ref_unary_f32(npk_unary_op op, size_t n, const float *x, float *y, float p0, float p1)
{
    size_t i;
    for (i = 0; i < n; ++i) y[i] = npk__unop(op, x[i], p0, p1);
}

#if defined(NPK_HAVE_AVX512)
#define NPK__UNARY_BODY(OP)                                                        \
    for (i = 0; i < n; i += 16) {                                                  \
        __mmask16 m = npk__mask16(n - i);                                          \
        _mm512_mask_storeu_ps(y + i, m, OP(_mm512_maskz_loadu_ps(m, x + i), v0, v1)); \
    }
#elif defined(NPK_HAVE_AVX2)
/* The tail goes through a zero-padded local vector so that it uses the same
 * approximations as the body. */
#define NPK__UNARY_BODY(OP)                                                        \
    for (i = 0; i + 8 <= n; i += 8)                                                \
        _mm256_storeu_ps(y + i, OP(_mm256_loadu_ps(x + i), v0, v1));  \
    if (i < n) {                                                                   \
        float t[8] = {0, 0, 0, 0, 0, 0, 0, 0};                                     \
        size_t k;                                                                  \
        for (k = 0; i + k < n; ++k) t[k] = x[i + k];                               \
        _mm256_storeu_ps(t, OP(_mm256_loadu_ps(t), v0, v1));          \
        for (k = 0; i + k < n; ++k) y[i + k] = t[k];                               \
    }
#endif

void npk_unary_f32(npk_unary_op op, size_t n, const float *x, float *y, float p0, float p1)
{
#if defined(NPK_HAVE_AVX512) || defined(NPK_HAVE_AVX2)
    size_t i;
#if defined(NPK_HAVE_AVX512)
    __m512 v0 = _mm512_set1_ps(p0), v1 = _mm512_set1_ps(p1);
#else
    __m256 v0 = _mm256_set1_ps(p0), v1 = _mm256_set1_ps(p1);
#endif
    if (op == NPK_UN_COPY) {
        if (x != y) memmove(y, x, n * sizeof(float));
        return;
    }
    /* One loop per function so the switch is resolved outside the loop;
     * functions without a vector form run their scalar one. */
#define NPK__UNARY_LOOP_V(ident) NPK__UNARY_BODY(npk__un_##ident##_v)
#define NPK__UNARY_LOOP_S(ident) for (i = 0; i < n; ++i) y[i] = npk__un_##ident(x[i], p0, p1);
    switch (op) {
#define NPK_UNARY_FN(NAME, ident, code, params, form) \
    case NPK_UN_##NAME: if (NPK__UN_KEEP(NAME)) { NPK__UNARY_LOOP_##form(ident) } break;
#include "npk_unary_fns.inc"
#undef NPK_UNARY_FN
    default: break;
    }
#undef NPK__UNARY_LOOP_V
#undef NPK__UNARY_LOOP_S
#else
    if (op == NPK_UN_COPY) {
        if (x != y) memmove(y, x, n * sizeof(float));
        return;
    }
    npk_ref_unary_f32(op, n, x, y, p0, p1);
#endif
}
#undef NPK__UNARY_BODY
#endif /* NPK_ELTWISE_IMPL_H */
