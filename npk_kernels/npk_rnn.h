/* npk_rnn.h - LSTM and GRU layers (one direction) over a whole sequence, with
 * PyTorch's gate order and formulas. */
#ifndef NPK_RNN_H
#define NPK_RNN_H
#include "npk_common.h"
#ifdef __cplusplus
extern "C" {
#endif

typedef enum npk_rnn_cell {
    NPK_RNN_LSTM = 0, /* gates i, f, g, o */
    NPK_RNN_GRU = 1   /* gates r, z, n */
} npk_rnn_cell;

/* x is [T, B, I] ([B, T, I] if batch_first), y is [T, B, H] ([B, T, H]).
 * wx [I, G*H] and wh [H, G*H] are PyTorch's weight_ih / weight_hh transposed
 * (G = 4 for LSTM, 3 for GRU, gates side by side in PyTorch's order). Per step,
 * with xg = x_t wx + bx (all steps in one GEMM) and hg = h wh + bh:
 *   LSTM: i, f, o = sigmoid(xg + hg), g = tanh(xg + hg) (per gate),
 *         c' = f * c + i * g, h' = o * tanh(c')
 *   GRU:  r, z = sigmoid(xg + hg), n = tanh(xg_n + r * hg_n),
 *         h' = n + z * (h - n)          (= (1 - z) * n + z * h)
 * so the GRU's b_hn (inside r * (W_hn h + b_hn)) belongs in bh, and every
 * other bias may go in either. bx, bh [G*H], h0 [B, H], c0 [B, H] (LSTM) may
 * be NULL (zeros); h_n and c_n [B, H] may be NULL (not wanted). y may be
 * NULL too (only h_n / c_n wanted): the steps' h then live in two [B, H]
 * rows of scratch, which needs npk_rnn_scratch_floats_no_y floats. */
typedef struct npk_rnn_shape {
    npk_rnn_cell cell;
    size_t T, B, input, H; /* steps, batch, input size, hidden size */
    int batch_first;
} npk_rnn_shape;

static inline size_t npk_rnn_gates(npk_rnn_cell cell) { return cell == NPK_RNN_LSTM ? 4u : 3u; }

/* Floats of scratch both kernels need: the input projection of every step,
 * the recurrent one of a step, the cell state and the initial h. */
static inline size_t npk_rnn_scratch_floats(const npk_rnn_shape *s)
{
    size_t gh = npk_rnn_gates(s->cell) * s->H;
    return s->T * s->B * gh + s->B * gh + 2u * s->B * s->H;
}

/* With y = NULL: two more [B, H] blocks, the h of the last step and the one before. */
static inline size_t npk_rnn_scratch_floats_no_y(const npk_rnn_shape *s)
{
    return npk_rnn_scratch_floats(s) + 2u * s->B * s->H;
}

/* The reference: npk_ref_matmul_f32 and scalar gate arithmetic. y must not
 * overlap any other argument. */
void npk_ref_rnn_f32(const npk_rnn_shape *s, const float *x, const float *wx, const float *wh, const float *bx,
                     const float *bh, const float *h0, const float *c0, float *y, float *h_n, float *c_n,
                     float *scratch);
/* Same contract: npk_matmul_f32 and the vector gate arithmetic of this build. */
void npk_rnn_f32(const npk_rnn_shape *s, const float *x, const float *wx, const float *wh, const float *bx,
                 const float *bh, const float *h0, const float *c0, float *y, float *h_n, float *c_n, float *scratch);

#ifdef __cplusplus
}
#endif
#endif
