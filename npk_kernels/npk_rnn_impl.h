/* npk_rnn_impl.h - LSTM / GRU over a sequence: the input projection of every
 * step as one GEMM, then per step the recurrent GEMM (B rows) and the gate
 * arithmetic of each batch row (npk_rnn_cells.h). The reference and the fast
 * kernel share this driver; they differ in the GEMM and the cells. Compiled
 * only where the rnn op is (a firmware image without it pays nothing). */
#ifndef NPK_RNN_IMPL_H
#define NPK_RNN_IMPL_H
#include <string.h>
#include "npk_rnn.h"
#include "npk_matmul.h"
#include "npk_rnn_cells.h"

#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RNN)
typedef void (*npk__rnn_gemm_fn)(size_t M, size_t N, size_t K, const float *A, size_t lda, int trans_a,
                                 const float *B, size_t ldb, int trans_b, float *C, size_t ldc,
                                 const npk_epilogue *ep);

static void npk__rnn_run(const npk_rnn_shape *s, const float *x, const float *wx, const float *wh, const float *bx,
                         const float *bh, const float *h0, const float *c0, float *y, float *h_n, float *c_n,
                         float *scratch, int ref)
{
    const size_t T = s->T, B = s->B, H = s->H, GH = npk_rnn_gates(s->cell) * s->H;
    /* row (t, b) of x, y and the projections: t * ts + b * bs */
    const size_t ts = s->batch_first ? 1u : B, bs = s->batch_first ? T : 1u;
    float *xg = scratch, *hg = xg + T * B * GH, *c = hg + B * GH, *hinit = c + B * H, *ring = hinit + B * H;
    npk__rnn_gemm_fn gemm = ref ? npk_ref_matmul_f32 : npk_matmul_f32;
    npk_epilogue ex, eh;
    size_t t, b, j;
    memset(&ex, 0, sizeof ex);
    memset(&eh, 0, sizeof eh);
    ex.bias_mode = bx ? NPK_BIAS_COL : NPK_BIAS_NONE;
    ex.bias = bx;
    eh.bias_mode = bh ? NPK_BIAS_COL : NPK_BIAS_NONE;
    eh.bias = bh;
    if (h0) memcpy(hinit, h0, B * H * sizeof(float));
    else memset(hinit, 0, B * H * sizeof(float));
    if (c0 && s->cell == NPK_RNN_LSTM) memcpy(c, c0, B * H * sizeof(float));
    else memset(c, 0, B * H * sizeof(float));
    if (T) gemm(T * B, GH, s->input, x, s->input, 0, wx, GH, 0, xg, GH, &ex);
    for (t = 0; t < T; ++t) {
        /* the previous h: hinit, the rows of step t - 1 in y, or (no y) the
         * ring block step t - 1 wrote */
        const float *hp = !t ? hinit : y ? y + (t - 1) * ts * H : ring + ((t - 1) & 1) * B * H;
        const size_t ldh = t && y ? bs * H : H;
        if (t == 0 && !h0) {
            /* h = 0: the recurrent projection is its bias (PyTorch's first step) */
            for (b = 0; b < B; ++b)
                for (j = 0; j < GH; ++j) hg[b * GH + j] = bh ? bh[j] : 0.0f;
        } else {
            gemm(B, GH, H, hp, ldh, 0, wh, GH, 0, hg, GH, &eh);
        }
        for (b = 0; b < B; ++b) {
            const size_t row = t * ts + b * bs;
            float *h = y ? y + row * H : ring + (t & 1) * B * H + b * H;
            if (s->cell == NPK_RNN_LSTM) {
                if (ref) npk__lstm_cell_ref(H, xg + row * GH, hg + b * GH, c + b * H, h);
                else npk__lstm_cell(H, xg + row * GH, hg + b * GH, c + b * H, h);
            } else {
                if (ref) npk__gru_cell_ref(H, xg + row * GH, hg + b * GH, hp + b * ldh, h);
                else npk__gru_cell(H, xg + row * GH, hg + b * GH, hp + b * ldh, h);
            }
        }
    }
    if (h_n)
        for (b = 0; b < B; ++b) {
            const float *last = !T ? hinit + b * H
                                : y ? y + ((T - 1) * ts + b * bs) * H : ring + ((T - 1) & 1) * B * H + b * H;
            memcpy(h_n + b * H, last, H * sizeof(float));
        }
    if (c_n) memcpy(c_n, c, B * H * sizeof(float));
}

void npk_ref_rnn_f32(const npk_rnn_shape *s, const float *x, const float *wx, const float *wh, const float *bx,
                     const float *bh, const float *h0, const float *c0, float *y, float *h_n, float *c_n,
                     float *scratch)
{
    npk__rnn_run(s, x, wx, wh, bx, bh, h0, c0, y, h_n, c_n, scratch, 1);
}

void npk_rnn_f32(const npk_rnn_shape *s, const float *x, const float *wx, const float *wh, const float *bx,
                 const float *bh, const float *h0, const float *c0, float *y, float *h_n, float *c_n, float *scratch)
{
    npk__rnn_run(s, x, wx, wh, bx, bh, h0, c0, y, h_n, c_n, scratch, 0);
}
#endif
#endif /* NPK_RNN_IMPL_H */
