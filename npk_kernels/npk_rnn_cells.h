/* npk_rnn_cells.h - the elementwise part of one LSTM / GRU step for one batch
 * row: gate pre-activations xg (input projection) and hg (recurrent
 * projection), both [G*H] with the gates side by side, to the new state.
 * The scalar cells are the reference (npk__sigmoidf and tanhf, as the unary
 * op's reference); the vector cells use npk_vmath.h's sigmoid and tanh, the
 * unary op's vector forms. Included by npk_rnn_impl.h only. */
#ifndef NPK_RNN_CELLS_H
#define NPK_RNN_CELLS_H
#include <math.h>
#include "npk_vmath.h"

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RNN) /* only with the rnn op */
/* c' = f * c + i * g, h' = o * tanh(c'); c is updated in place. */
static void npk__lstm_cell_ref(size_t H, const float *xg, const float *hg, float *c, float *h)
{
    size_t j;
    for (j = 0; j < H; ++j) {
        float i = npk__sigmoidf(xg[j] + hg[j]);
        float f = npk__sigmoidf(xg[H + j] + hg[H + j]);
        float g = tanhf(xg[2 * H + j] + hg[2 * H + j]);
        float o = npk__sigmoidf(xg[3 * H + j] + hg[3 * H + j]);
        float cn = f * c[j] + i * g;
        c[j] = cn;
        h[j] = o * tanhf(cn);
    }
}

/* h' = n + z * (hp - n) with n = tanh(xg_n + r * hg_n); h must not be hp. */
static void npk__gru_cell_ref(size_t H, const float *xg, const float *hg, const float *hp, float *h)
{
    size_t j;
    for (j = 0; j < H; ++j) {
        float r = npk__sigmoidf(xg[j] + hg[j]);
        float z = npk__sigmoidf(xg[H + j] + hg[H + j]);
        float n = tanhf(xg[2 * H + j] + r * hg[2 * H + j]);
        h[j] = n + z * (hp[j] - n);
    }
}

#if defined(NPK_HAVE_AVX512)
/* 16 lanes at a time; the tail through a mask (nothing past H is touched). */
static void npk__lstm_cell(size_t H, const float *xg, const float *hg, float *c, float *h)
{
    size_t j;
    for (j = 0; j < H; j += 16) {
        __mmask16 k = npk__mask16(H - j);
        __m512 i = npk__sigmoid512(_mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + j), _mm512_maskz_loadu_ps(k, hg + j)));
        __m512 f = npk__sigmoid512(
            _mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + H + j), _mm512_maskz_loadu_ps(k, hg + H + j)));
        __m512 g = npk__tanh512(
            _mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + 2 * H + j), _mm512_maskz_loadu_ps(k, hg + 2 * H + j)));
        __m512 o = npk__sigmoid512(
            _mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + 3 * H + j), _mm512_maskz_loadu_ps(k, hg + 3 * H + j)));
        __m512 cn = _mm512_add_ps(_mm512_mul_ps(f, _mm512_maskz_loadu_ps(k, c + j)), _mm512_mul_ps(i, g));
        _mm512_mask_storeu_ps(c + j, k, cn);
        _mm512_mask_storeu_ps(h + j, k, _mm512_mul_ps(o, npk__tanh512(cn)));
    }
}

static void npk__gru_cell(size_t H, const float *xg, const float *hg, const float *hp, float *h)
{
    size_t j;
    for (j = 0; j < H; j += 16) {
        __mmask16 k = npk__mask16(H - j);
        __m512 r = npk__sigmoid512(_mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + j), _mm512_maskz_loadu_ps(k, hg + j)));
        __m512 z = npk__sigmoid512(
            _mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + H + j), _mm512_maskz_loadu_ps(k, hg + H + j)));
        __m512 n = npk__tanh512(_mm512_add_ps(_mm512_maskz_loadu_ps(k, xg + 2 * H + j),
                                              _mm512_mul_ps(r, _mm512_maskz_loadu_ps(k, hg + 2 * H + j))));
        __m512 d = _mm512_sub_ps(_mm512_maskz_loadu_ps(k, hp + j), n);
        _mm512_mask_storeu_ps(h + j, k, _mm512_add_ps(n, _mm512_mul_ps(z, d)));
    }
}
#elif defined(NPK_HAVE_AVX2)
/* 8 lanes at a time; the tail through masked loads and stores. */
static void npk__lstm_cell(size_t H, const float *xg, const float *hg, float *c, float *h)
{
    size_t j;
    for (j = 0; j < H; j += 8) {
        size_t k = H - j;
        __m256 i = npk__sigmoid256(_mm256_add_ps(npk__loadk256(xg + j, k), npk__loadk256(hg + j, k)));
        __m256 f = npk__sigmoid256(_mm256_add_ps(npk__loadk256(xg + H + j, k), npk__loadk256(hg + H + j, k)));
        __m256 g = npk__tanh256(_mm256_add_ps(npk__loadk256(xg + 2 * H + j, k), npk__loadk256(hg + 2 * H + j, k)));
        __m256 o = npk__sigmoid256(_mm256_add_ps(npk__loadk256(xg + 3 * H + j, k), npk__loadk256(hg + 3 * H + j, k)));
        __m256 cn = _mm256_add_ps(_mm256_mul_ps(f, npk__loadk256(c + j, k)), _mm256_mul_ps(i, g));
        npk__storek256(c + j, cn, k);
        npk__storek256(h + j, _mm256_mul_ps(o, npk__tanh256(cn)), k);
    }
}

static void npk__gru_cell(size_t H, const float *xg, const float *hg, const float *hp, float *h)
{
    size_t j;
    for (j = 0; j < H; j += 8) {
        size_t k = H - j;
        __m256 r = npk__sigmoid256(_mm256_add_ps(npk__loadk256(xg + j, k), npk__loadk256(hg + j, k)));
        __m256 z = npk__sigmoid256(_mm256_add_ps(npk__loadk256(xg + H + j, k), npk__loadk256(hg + H + j, k)));
        __m256 n = npk__tanh256(
            _mm256_add_ps(npk__loadk256(xg + 2 * H + j, k), _mm256_mul_ps(r, npk__loadk256(hg + 2 * H + j, k))));
        __m256 d = _mm256_sub_ps(npk__loadk256(hp + j, k), n);
        npk__storek256(h + j, _mm256_add_ps(n, _mm256_mul_ps(z, d)), k);
    }
}
#else
#define npk__lstm_cell npk__lstm_cell_ref
#define npk__gru_cell npk__gru_cell_ref
#endif
#endif /* rnn op */
#endif /* NPK_RNN_CELLS_H */
