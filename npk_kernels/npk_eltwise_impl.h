/* npk_eltwise_impl.h - broadcasting binary ops and unary ops: references and
 * the SIMD paths (contiguous / scalar-broadcast inner loops after merging
 * dimensions that are laid out alike). */
#ifndef NPK_ELTWISE_IMPL_H
#define NPK_ELTWISE_IMPL_H
#include <math.h>
#include "npk_eltwise.h"
#include "npk_vmath.h"

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

static inline float npk__binop(npk_binary_op op, float a, float b)
{
    switch (op) {
    case NPK_BIN_ADD: return a + b;
    case NPK_BIN_SUB: return a - b;
    case NPK_BIN_MUL: return a * b;
    case NPK_BIN_MAX: return npk__maxf(a, b);
    case NPK_BIN_MIN: return npk__minf(a, b);
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

#if defined(NPK_HAVE_AVX512)
static inline __m512 npk__binop_v(npk_binary_op op, __m512 a, __m512 b)
{
    switch (op) {
    case NPK_BIN_ADD: return _mm512_add_ps(a, b);
    case NPK_BIN_SUB: return _mm512_sub_ps(a, b);
    case NPK_BIN_MUL: return _mm512_mul_ps(a, b);
    case NPK_BIN_MAX: return npk__max512(a, b);
    case NPK_BIN_MIN: return npk__min512(a, b);
    }
    return a;
}
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
static inline __m256 npk__binop_v(npk_binary_op op, __m256 a, __m256 b)
{
    switch (op) {
    case NPK_BIN_ADD: return _mm256_add_ps(a, b);
    case NPK_BIN_SUB: return _mm256_sub_ps(a, b);
    case NPK_BIN_MUL: return _mm256_mul_ps(a, b);
    case NPK_BIN_MAX: return npk__max256(a, b);
    case NPK_BIN_MIN: return npk__min256(a, b);
    }
    return a;
}
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
    case NPK_UN_RELU: return npk__reluf(x);
    case NPK_UN_EXP: return expf(x);
    case NPK_UN_TANH: return tanhf(x);
    case NPK_UN_SIGMOID: return npk__sigmoidf(x);
    case NPK_UN_CLAMP: return npk__clampf(x, p0, p1);
    case NPK_UN_COPY: return x;
    }
    return x;
}

void npk_ref_unary_f32(npk_unary_op op, size_t n, const float *x, float *y, float p0, float p1)
{
    size_t i;
    for (i = 0; i < n; ++i) y[i] = npk__unop(op, x[i], p0, p1);
}

#if defined(NPK_HAVE_AVX512)
static inline __m512 npk__unop_v(npk_unary_op op, __m512 x, __m512 p0, __m512 p1)
{
    switch (op) {
    case NPK_UN_RELU: return _mm512_max_ps(_mm512_setzero_ps(), x); /* NaN x -> x */
    case NPK_UN_EXP: return npk__exp512(x);
    case NPK_UN_TANH: return npk__tanh512(x);
    case NPK_UN_SIGMOID: return npk__sigmoid512(x);
    case NPK_UN_CLAMP: return _mm512_min_ps(p1, _mm512_max_ps(p0, x));
    case NPK_UN_COPY: return x;
    }
    return x;
}
#define NPK__UNARY_BODY(OP)                                                        \
    for (i = 0; i < n; i += 16) {                                                  \
        __mmask16 m = npk__mask16(n - i);                                          \
        _mm512_mask_storeu_ps(y + i, m, npk__unop_v(OP, _mm512_maskz_loadu_ps(m, x + i), v0, v1)); \
    }
#elif defined(NPK_HAVE_AVX2)
static inline __m256 npk__unop_v(npk_unary_op op, __m256 x, __m256 p0, __m256 p1)
{
    switch (op) {
    case NPK_UN_RELU: return _mm256_max_ps(_mm256_setzero_ps(), x);
    case NPK_UN_EXP: return npk__exp256(x);
    case NPK_UN_TANH: return npk__tanh256(x);
    case NPK_UN_SIGMOID: return npk__sigmoid256(x);
    case NPK_UN_CLAMP: return _mm256_min_ps(p1, _mm256_max_ps(p0, x));
    case NPK_UN_COPY: return x;
    }
    return x;
}
/* The tail goes through a zero-padded local vector so that it uses the same
 * approximations as the body. */
#define NPK__UNARY_BODY(OP)                                                        \
    for (i = 0; i + 8 <= n; i += 8)                                                \
        _mm256_storeu_ps(y + i, npk__unop_v(OP, _mm256_loadu_ps(x + i), v0, v1));  \
    if (i < n) {                                                                   \
        float t[8] = {0, 0, 0, 0, 0, 0, 0, 0};                                     \
        size_t k;                                                                  \
        for (k = 0; i + k < n; ++k) t[k] = x[i + k];                               \
        _mm256_storeu_ps(t, npk__unop_v(OP, _mm256_loadu_ps(t), v0, v1));          \
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
    /* One loop per op so the switch is resolved outside the loop. */
    switch (op) {
    case NPK_UN_RELU: NPK__UNARY_BODY(NPK_UN_RELU) break;
    case NPK_UN_EXP: NPK__UNARY_BODY(NPK_UN_EXP) break;
    case NPK_UN_TANH: NPK__UNARY_BODY(NPK_UN_TANH) break;
    case NPK_UN_SIGMOID: NPK__UNARY_BODY(NPK_UN_SIGMOID) break;
    case NPK_UN_CLAMP: NPK__UNARY_BODY(NPK_UN_CLAMP) break;
    case NPK_UN_COPY: break;
    }
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
