/* npk_softmax_impl.h - softmax / log-softmax over [outer, n, inner] along n:
 * m = max (NaN-propagating), e = exp(x - m), y = e / sum(e) or
 * (x - m) - log(sum(e)). In place is safe: each pass reads an element before
 * writing the same element. */
#ifndef NPK_SOFTMAX_IMPL_H
#define NPK_SOFTMAX_IMPL_H
#include <math.h>
#include "npk_softmax.h"
#include "npk_vmath.h"

/* One line of n elements, `stride` apart. */
static void npk__softmax_line_ref(size_t n, size_t stride, const float *x, float *y, int log_softmax)
{
    float m = -INFINITY, s = 0.0f;
    size_t k;
    for (k = 0; k < n; ++k) m = npk__maxf(m, x[k * stride]);
    for (k = 0; k < n; ++k) s += expf(x[k * stride] - m);
    for (k = 0; k < n; ++k) {
        float d = x[k * stride] - m;
        y[k * stride] = log_softmax ? d - logf(s) : expf(d) / s;
    }
}

void npk_ref_softmax_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, int log_softmax)
{
    size_t o, i;
    for (o = 0; o < outer; ++o)
        for (i = 0; i < inner; ++i)
            npk__softmax_line_ref(n, inner, x + o * n * inner + i, y + o * n * inner + i, log_softmax);
}

#if defined(NPK_HAVE_AVX512)
/* One contiguous row (inner == 1). */
static void npk__softmax_row(size_t n, const float *x, float *y, int log_softmax)
{
    __m512 vm = _mm512_set1_ps(-INFINITY), vs = _mm512_setzero_ps(), t;
    float m, s;
    size_t k;
    for (k = 0; k < n; k += 16) {
        __mmask16 msk = npk__mask16(n - k);
        vm = npk__max512(_mm512_mask_loadu_ps(_mm512_set1_ps(-INFINITY), msk, x + k), vm);
    }
    /* Reduce with NaN propagation: max of the lanes, NaN if any lane is NaN. */
    m = _mm512_reduce_max_ps(vm);
    if (_mm512_cmp_ps_mask(vm, vm, _CMP_UNORD_Q)) m = NAN;
    t = _mm512_set1_ps(m);
    for (k = 0; k < n; k += 16) {
        __mmask16 msk = npk__mask16(n - k);
        __m512 d = _mm512_sub_ps(_mm512_maskz_loadu_ps(msk, x + k), t);
        __m512 e = npk__exp512(d);
        vs = _mm512_add_ps(vs, _mm512_maskz_mov_ps(msk, e));
        _mm512_mask_storeu_ps(y + k, msk, log_softmax ? d : e);
    }
    s = _mm512_reduce_add_ps(vs);
    t = log_softmax ? _mm512_set1_ps(-logf(s)) : _mm512_set1_ps(1.0f / s);
    for (k = 0; k < n; k += 16) {
        __mmask16 msk = npk__mask16(n - k);
        __m512 v = _mm512_maskz_loadu_ps(msk, y + k);
        _mm512_mask_storeu_ps(y + k, msk, log_softmax ? _mm512_add_ps(v, t) : _mm512_mul_ps(v, t));
    }
}
/* 16 columns (w <= 16 valid) of a [n, inner] slab, normalised down each column. */
static void npk__softmax_cols(size_t n, size_t inner, size_t w, const float *x, float *y, int log_softmax)
{
    __mmask16 msk = npk__mask16(w);
    __m512 vm = _mm512_set1_ps(-INFINITY), vs = _mm512_setzero_ps(), t;
    size_t k;
    for (k = 0; k < n; ++k) vm = npk__max512(_mm512_maskz_loadu_ps(msk, x + k * inner), vm);
    for (k = 0; k < n; ++k) {
        __m512 d = _mm512_sub_ps(_mm512_maskz_loadu_ps(msk, x + k * inner), vm);
        __m512 e = npk__exp512(d);
        vs = _mm512_add_ps(vs, e);
        _mm512_mask_storeu_ps(y + k * inner, msk, log_softmax ? d : e);
    }
    if (log_softmax) {
        float tmp[16];
        size_t i;
        _mm512_storeu_ps(tmp, vs);
        for (i = 0; i < 16; ++i) tmp[i] = -logf(tmp[i]);
        t = _mm512_loadu_ps(tmp);
    } else {
        t = _mm512_div_ps(_mm512_set1_ps(1.0f), vs);
    }
    for (k = 0; k < n; ++k) {
        __m512 v = _mm512_maskz_loadu_ps(msk, y + k * inner);
        _mm512_mask_storeu_ps(y + k * inner, msk, log_softmax ? _mm512_add_ps(v, t) : _mm512_mul_ps(v, t));
    }
}
#define NPK__SM_W 16
#elif defined(NPK_HAVE_AVX2)
static void npk__softmax_row(size_t n, const float *x, float *y, int log_softmax)
{
    __m256 vm = _mm256_set1_ps(-INFINITY), vs = _mm256_setzero_ps(), t;
    float m, s, lanes[8];
    size_t k, i;
    for (k = 0; k + 8 <= n; k += 8) vm = npk__max256(_mm256_loadu_ps(x + k), vm);
    _mm256_storeu_ps(lanes, vm);
    m = -INFINITY;
    for (i = 0; i < 8; ++i) m = npk__maxf(lanes[i], m);
    for (i = k; i < n; ++i) m = npk__maxf(x[i], m);
    t = _mm256_set1_ps(m);
    for (k = 0; k + 8 <= n; k += 8) {
        __m256 d = _mm256_sub_ps(_mm256_loadu_ps(x + k), t);
        __m256 e = npk__exp256(d);
        vs = _mm256_add_ps(vs, e);
        _mm256_storeu_ps(y + k, log_softmax ? d : e);
    }
    s = npk__hsum256(vs);
    if (k < n) { /* tail through a padded vector: same exp as the body */
        float in[8], out[8];
        __m256 d, e;
        for (i = 0; i < 8; ++i) in[i] = k + i < n ? x[k + i] - m : -INFINITY;
        d = _mm256_loadu_ps(in);
        e = npk__exp256(d);
        _mm256_storeu_ps(out, log_softmax ? d : e);
        _mm256_storeu_ps(in, e);
        for (i = 0; k + i < n; ++i) {
            y[k + i] = out[i];
            s += in[i];
        }
    }
    t = log_softmax ? _mm256_set1_ps(-logf(s)) : _mm256_set1_ps(1.0f / s);
    for (k = 0; k + 8 <= n; k += 8) {
        __m256 v = _mm256_loadu_ps(y + k);
        _mm256_storeu_ps(y + k, log_softmax ? _mm256_add_ps(v, t) : _mm256_mul_ps(v, t));
    }
    for (; k < n; ++k) y[k] = log_softmax ? y[k] - logf(s) : y[k] * (1.0f / s);
}
static void npk__softmax_cols(size_t n, size_t inner, size_t w, const float *x, float *y, int log_softmax)
{
    size_t k, i;
    if (w < 8) { /* column tail: the reference per column */
        for (i = 0; i < w; ++i) npk__softmax_line_ref(n, inner, x + i, y + i, log_softmax);
        return;
    }
    {
        __m256 vm = _mm256_set1_ps(-INFINITY), vs = _mm256_setzero_ps(), t;
        for (k = 0; k < n; ++k) vm = npk__max256(_mm256_loadu_ps(x + k * inner), vm);
        for (k = 0; k < n; ++k) {
            __m256 d = _mm256_sub_ps(_mm256_loadu_ps(x + k * inner), vm);
            __m256 e = npk__exp256(d);
            vs = _mm256_add_ps(vs, e);
            _mm256_storeu_ps(y + k * inner, log_softmax ? d : e);
        }
        if (log_softmax) {
            float tmp[8];
            _mm256_storeu_ps(tmp, vs);
            for (i = 0; i < 8; ++i) tmp[i] = -logf(tmp[i]);
            t = _mm256_loadu_ps(tmp);
        } else {
            t = _mm256_div_ps(_mm256_set1_ps(1.0f), vs);
        }
        for (k = 0; k < n; ++k) {
            __m256 v = _mm256_loadu_ps(y + k * inner);
            _mm256_storeu_ps(y + k * inner, log_softmax ? _mm256_add_ps(v, t) : _mm256_mul_ps(v, t));
        }
    }
}
#define NPK__SM_W 8
#endif

void npk_softmax_f32(size_t outer, size_t n, size_t inner, const float *x, float *y, int log_softmax)
{
#if defined(NPK__SM_W)
    size_t o, i;
    if (n == 0) return;
    for (o = 0; o < outer; ++o) {
        const float *xs = x + o * n * inner;
        float *ys = y + o * n * inner;
        if (inner == 1) {
            npk__softmax_row(n, xs, ys, log_softmax);
            continue;
        }
        for (i = 0; i < inner; i += NPK__SM_W) {
            size_t w = inner - i < NPK__SM_W ? inner - i : NPK__SM_W;
            npk__softmax_cols(n, inner, w, xs + i, ys + i, log_softmax);
        }
    }
#else
    npk_ref_softmax_f32(outer, n, inner, x, y, log_softmax);
#endif
}
#undef NPK__SM_W
#endif /* NPK_SOFTMAX_IMPL_H */
