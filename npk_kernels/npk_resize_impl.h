/* npk_resize_impl.h - resize: the reference (the op's original loops) and
 * the fast path (column taps computed once per call, not per pixel; the
 * bilinear blend as vertical then horizontal lerps over channel vectors). */
#ifndef NPK_RESIZE_IMPL_H
#define NPK_RESIZE_IMPL_H
#include <string.h>
#include "npk_resize.h"
#include "npk_select.h"
#include "npk_vmath.h" /* npk__mask16 */

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RESIZE)
/* Where output position o samples along one axis: the two neighbours
 * (clamped to the image) and the fraction between them. */
typedef struct npk__resize_tap { size_t i0, i1; float frac; } npk__resize_tap;
/* floor(pos / n) for n > 0 */
static int64_t npk__resize_floor(int64_t pos, int32_t n)
{
    return pos >= 0 ? pos / n : -((-pos + n - 1) / n);
}
/* The tap at pos = i * n + r (0 <= r < n). */
static npk__resize_tap npk__resize_tap_at(int64_t i, int64_t r, int32_t n, size_t in)
{
    npk__resize_tap t;
    int64_t lo = i < 0 ? 0 : i, hi = i + 1;
    if (lo > (int64_t)in - 1) lo = (int64_t)in - 1;
    if (hi > (int64_t)in - 1) hi = (int64_t)in - 1;
    t.i0 = (size_t)lo;
    t.i1 = (size_t)hi;
    t.frac = (float)r / (float)n;
    return t;
}
static npk__resize_tap npk__resize_at(size_t o, int32_t n, int32_t d, int32_t offset, size_t in)
{
    int64_t pos = (int64_t)o * d + offset, i = npk__resize_floor(pos, n);
    return npk__resize_tap_at(i, pos - i * n, n, in);
}

void npk_ref_resize_f32(const npk_resize_params *p, const float *x, float *y)
{
    size_t C = p->c, b, oy, ox, c;
    for (b = 0; b < p->n; b++)
        for (oy = 0; oy < p->oh; oy++) {
            npk__resize_tap ty = npk__resize_at(oy, p->y_n, p->y_d, p->y_offset, p->ih);
            for (ox = 0; ox < p->ow; ox++) {
                npk__resize_tap tx = npk__resize_at(ox, p->x_n, p->x_d, p->x_offset, p->iw);
                const float *img = x + b * p->ih * p->iw * C;
                if (!p->bilinear) {
                    const float *s = img + ((ty.frac >= 0.5f ? ty.i1 : ty.i0) * p->iw + (tx.frac >= 0.5f ? tx.i1 : tx.i0)) * C;
                    memcpy(y, s, C * sizeof *y);
                } else {
                    const float *p00 = img + (ty.i0 * p->iw + tx.i0) * C, *p01 = img + (ty.i0 * p->iw + tx.i1) * C;
                    const float *p10 = img + (ty.i1 * p->iw + tx.i0) * C, *p11 = img + (ty.i1 * p->iw + tx.i1) * C;
                    float dy = ty.frac, dx = tx.frac;
                    for (c = 0; c < C; c++) {
                        float acc = p00[c] * (1.0f - dy) * (1.0f - dx);
                        acc += p01[c] * (1.0f - dy) * dx;
                        acc += p10[c] * dy * (1.0f - dx);
                        acc += p11[c] * dy * dx;
                        y[c] = acc;
                    }
                }
                y += C;
            }
        }
}

/* y[c] = lerp(lerp(a0, b0, fy), lerp(a1, b1, fy), fx) for c < C, where
 * a0/b0 are the left pixel in the upper/lower row, a1/b1 the right one. */
static void npk__resize_blend(const float *a0, const float *a1, const float *b0, const float *b1, float fy, float fx,
                              size_t C, float *y)
{
    size_t c = 0;
    float gy = 1.0f - fy, gx = 1.0f - fx;
#if defined(NPK_HAVE_AVX512)
    __m512 vfy = _mm512_set1_ps(fy), vgy = _mm512_set1_ps(gy), vfx = _mm512_set1_ps(fx), vgx = _mm512_set1_ps(gx);
    for (; c < C; c += 16) {
        __mmask16 m = npk__mask16(C - c);
        __m512 l = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, b0 + c), vfy, _mm512_mul_ps(_mm512_maskz_loadu_ps(m, a0 + c), vgy));
        __m512 r = _mm512_fmadd_ps(_mm512_maskz_loadu_ps(m, b1 + c), vfy, _mm512_mul_ps(_mm512_maskz_loadu_ps(m, a1 + c), vgy));
        _mm512_mask_storeu_ps(y + c, m, _mm512_fmadd_ps(r, vfx, _mm512_mul_ps(l, vgx)));
    }
#elif defined(NPK_HAVE_AVX2)
    __m256 vfy = _mm256_set1_ps(fy), vgy = _mm256_set1_ps(gy), vfx = _mm256_set1_ps(fx), vgx = _mm256_set1_ps(gx);
    for (; c + 8 <= C; c += 8) {
        __m256 l = _mm256_fmadd_ps(_mm256_loadu_ps(b0 + c), vfy, _mm256_mul_ps(_mm256_loadu_ps(a0 + c), vgy));
        __m256 r = _mm256_fmadd_ps(_mm256_loadu_ps(b1 + c), vfy, _mm256_mul_ps(_mm256_loadu_ps(a1 + c), vgy));
        _mm256_storeu_ps(y + c, _mm256_fmadd_ps(r, vfx, _mm256_mul_ps(l, vgx)));
    }
#endif
    for (; c < C; c++) {
        float l = a0[c] * gy + b0[c] * fy, r = a1[c] * gy + b1[c] * fy;
        y[c] = l * gx + r * fx;
    }
}

/* Output columns per block of precomputed taps (three arrays of them on the
 * stack: 768 B on a 32-bit microcontroller). */
#define NPK__RESIZE_COLS 64u

/* The taps of o = 0, 1, 2, ... along one axis without a division each (a
 * 64-bit one is a library call on a microcontroller): pos = o * d + offset
 * steps by d; i = floor(pos / n) and r = pos - i * n in [0, n) follow it, so
 * npk__resize_tap_at(i, r) is npk__resize_at's tap exactly. */
typedef struct npk__resize_walk { int64_t i, r, q, dr; } npk__resize_walk;
static void npk__resize_walk_start(npk__resize_walk *w, int32_t n, int32_t d, int32_t offset)
{
    w->i = npk__resize_floor(offset, n);
    w->r = offset - w->i * n;
    w->q = d / n;
    w->dr = d % n;
}
static void npk__resize_walk_next(npk__resize_walk *w, int32_t n)
{
    w->i += w->q;
    w->r += w->dr;
    if (w->r >= n) {
        w->r -= n;
        w->i++;
    }
}

void npk_resize_f32(const npk_resize_params *p, const float *x, float *y)
{
    /* bilinear: the left and right neighbours' offsets (off0, off1) and fx;
     * nearest needs only the one to copy, so it takes twice the columns */
    size_t off[2 * NPK__RESIZE_COLS], *off0 = off, *off1 = off + NPK__RESIZE_COLS;
    float fx[NPK__RESIZE_COLS];
    size_t C = p->c, row = p->iw * C, ox0, j, b, oy, cols = p->bilinear ? NPK__RESIZE_COLS : 2 * NPK__RESIZE_COLS;
    npk__resize_walk wy;
    for (ox0 = 0; ox0 < p->ow; ox0 += cols) {
        size_t m = p->ow - ox0 < cols ? p->ow - ox0 : cols;
        for (j = 0; j < m; j++) {
            npk__resize_tap t = npk__resize_at(ox0 + j, p->x_n, p->x_d, p->x_offset, p->iw);
            if (!p->bilinear) {
                off0[j] = (t.frac >= 0.5f ? t.i1 : t.i0) * C; /* nearest: the one to copy */
                continue;
            }
            off0[j] = t.i0 * C;
            off1[j] = t.i1 * C;
            fx[j] = t.frac;
        }
        for (b = 0; b < p->n; b++)
            for (oy = 0, npk__resize_walk_start(&wy, p->y_n, p->y_d, p->y_offset); oy < p->oh;
                 oy++, npk__resize_walk_next(&wy, p->y_n)) {
                npk__resize_tap ty = npk__resize_tap_at(wy.i, wy.r, p->y_n, p->ih);
                const float *img = x + b * p->ih * row, *r0 = img + ty.i0 * row, *r1 = img + ty.i1 * row;
                float *yr = y + ((b * p->oh + oy) * p->ow + ox0) * C;
                if (!p->bilinear) {
                    const float *rs = ty.frac >= 0.5f ? r1 : r0;
                    if (C == 1)
                        for (j = 0; j < m; j++) yr[j] = rs[off0[j]];
                    else
                        for (j = 0; j < m; j++) memcpy(yr + j * C, rs + off0[j], C * sizeof(float));
                } else {
                    for (j = 0; j < m; j++)
                        npk__resize_blend(r0 + off0[j], r0 + off1[j], r1 + off0[j], r1 + off1[j], ty.frac, fx[j], C,
                                          yr + j * C);
                }
            }
    }
}
#endif
#endif /* NPK_RESIZE_IMPL_H */
