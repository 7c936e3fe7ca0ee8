/* ops/rnn.h - an LSTM or GRU layer (one direction, PyTorch's gates) over a
 * whole sequence: npk_rnn_f32 (npk_kernels/npk_rnn.h). Operands: x [T, B, I]
 * ([B, T, I] if batch_first), wx [I, G*H], wh [H, G*H] (weight_ih / weight_hh
 * transposed, G = 4 for LSTM, 3 for GRU), b [2, G*H] (row 0 added to the
 * input projection, row 1 to the recurrent one: the GRU's b_hn must be
 * there), then optionally h0 [B, H] and (LSTM) c0 [B, H]. Result: the hidden
 * state of every step, [T, B, H] ([B, T, H]); or only the last step's:
 * result=h_n the last hidden state [B, H], c_n (LSTM) the last cell state
 * [B, H], h_c_n (LSTM) both as [2*B, H] (h_n rows, then c_n rows). Without y
 * the steps' h live in two [B, H] scratch blocks, so a model reading only the
 * last step does not hold the whole sequence. mlir2c makes it from the
 * exporter's unrolled steps (tools/mlir2c/fuse_rnn.c). */
#ifndef NPK_OP_RNN_H
#define NPK_OP_RNN_H
#include "../npk_attrs.h"
typedef enum npk_rnn_result {
    NPK_RNN_RESULT_Y = 0,
    NPK_RNN_RESULT_C_N = 1,
    NPK_RNN_RESULT_H_N = 2,
    NPK_RNN_RESULT_H_C_N = 3
} npk_rnn_result;
static const char *const npk__rnn_cell_names[] = { "lstm", "gru" };
static const char *const npk__rnn_result_names[] = { "y", "c_n", "h_n", "h_c_n" };
#define NPK_RNN_ATTRS(X)                                                             \
    X(rnn, cell, ENUM, 0, 0, 1, npk__rnn_cell_names)                                 \
    X(rnn, batch_first, BOOL, 0, 0, 1, NULL)                                         \
    X(rnn, result, ENUM, 0, 0, 3, npk__rnn_result_names)
NPK_DEFINE_ATTRS(rnn, NPK_RNN_ATTRS)
#endif

#if defined(NPK__OPS_IMPL) && !defined(NPK_OP_RNN_IMPL)
#define NPK_OP_RNN_IMPL
#if !defined(NPK_OPS_SELECTED) || defined(NPK_USE_OP_RNN)
NPK_DEFINE_SCHEMA(rnn, NPK_RNN_ATTRS)

static void npk__rnn_shape_of(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_rnn_shape *s)
{
    const npk_rnn_attrs *a = &op->attr.rnn;
    s->cell = a->cell == 1 ? NPK_RNN_GRU : NPK_RNN_LSTM;
    s->batch_first = a->batch_first;
    s->T = in[0]->dims[a->batch_first ? 1 : 0];
    s->B = in[0]->dims[a->batch_first ? 0 : 1];
    s->input = in[0]->dims[2];
    s->H = in[2]->dims[0];
}

static npk_status npk__rnn_infer(const npk_op_desc *op, const npk_tensor_desc *const *in, npk_tensor_desc *out,
                                 npk_error *err)
{
    const npk_rnn_attrs *a = &op->attr.rnn;
    char s0[NPK__SHAPE_STR], s1[NPK__SHAPE_STR];
    npk_rnn_shape s;
    unsigned k;
    size_t gh;
    if (in[0]->rank != 3 || in[1]->rank != 2 || in[2]->rank != 2 || in[3]->rank != 2)
        return npk__fail(err, NPK_ERR_SHAPE, "x must have rank 3 and wx, wh, b rank 2, got %s and wh %s",
                         npk__shape_str(in[0], s0), npk__shape_str(in[2], s1));
    npk__rnn_shape_of(op, in, &s);
    gh = npk_rnn_gates(s.cell) * s.H;
    if (s.H == 0 || in[2]->dims[1] != gh)
        return npk__fail(err, NPK_ERR_SHAPE, "wh %s must be [H, %u*H] for cell=%s", npk__shape_str(in[2], s0),
                         (unsigned)npk_rnn_gates(s.cell), npk__rnn_cell_names[a->cell]);
    if (in[1]->dims[0] != s.input || in[1]->dims[1] != gh)
        return npk__fail(err, NPK_ERR_SHAPE, "wx %s must be [%u, %u] for x %s", npk__shape_str(in[1], s0),
                         (unsigned)s.input, (unsigned)gh, npk__shape_str(in[0], s1));
    if (in[3]->dims[0] != 2 || in[3]->dims[1] != gh)
        return npk__fail(err, NPK_ERR_SHAPE, "b %s must be [2, %u]", npk__shape_str(in[3], s0), (unsigned)gh);
    if (op->n_in > 5 && s.cell != NPK_RNN_LSTM)
        return npk__fail(err, NPK_ERR_ARITY, "c0 (operand 5) is for cell=lstm only");
    for (k = 4; k < op->n_in; k++)
        if (in[k]->rank != 2 || in[k]->dims[0] != s.B || in[k]->dims[1] != s.H)
            return npk__fail(err, NPK_ERR_SHAPE, "%s %s must be [%u, %u]", k == 4 ? "h0" : "c0",
                             npk__shape_str(in[k], s0), (unsigned)s.B, (unsigned)s.H);
    if ((a->result == NPK_RNN_RESULT_C_N || a->result == NPK_RNN_RESULT_H_C_N) && s.cell != NPK_RNN_LSTM)
        return npk__fail(err, NPK_ERR_ATTRIBUTE, "result=%s is for cell=lstm only", npk__rnn_result_names[a->result]);
    memset(out->dims, 0, sizeof out->dims);
    if (a->result != NPK_RNN_RESULT_Y) {
        out->rank = 2;
        out->dims[0] = (uint32_t)(a->result == NPK_RNN_RESULT_H_C_N ? 2u * s.B : s.B);
        out->dims[1] = (uint32_t)s.H;
    } else {
        out->rank = 3;
        out->dims[0] = in[0]->dims[0];
        out->dims[1] = in[0]->dims[1];
        out->dims[2] = (uint32_t)s.H;
    }
    return NPK_OK;
}

/* The kernel's scratch (two more [B, H] blocks for h when y is not the result). */
static uint64_t npk__rnn_scratch(const npk_op_desc *op, const npk_tensor_desc *const *in, const npk_tensor_desc *out)
{
    npk_rnn_shape s;
    uint64_t n;
    (void)out;
    npk__rnn_shape_of(op, in, &s);
    n = op->attr.rnn.result == NPK_RNN_RESULT_Y ? npk_rnn_scratch_floats(&s) : npk_rnn_scratch_floats_no_y(&s);
    return npk__round64(n * sizeof(float));
}

static void npk__rnn_exec(const npk_op_run *r)
{
    const npk_op_desc *op = r->op;
    npk_rnn_shape s;
    const unsigned result = op->attr.rnn.result;
    float *y = NULL, *h_n = NULL, *c_n = NULL;
    size_t gh;
    npk__rnn_shape_of(op, r->td, &s);
    gh = npk_rnn_gates(s.cell) * s.H;
    if (result == NPK_RNN_RESULT_Y) y = r->out;
    if (result == NPK_RNN_RESULT_H_N || result == NPK_RNN_RESULT_H_C_N) h_n = r->out;
    if (result == NPK_RNN_RESULT_C_N) c_n = r->out;
    if (result == NPK_RNN_RESULT_H_C_N) c_n = r->out + s.B * s.H;
    npk_rnn_f32(&s, r->in[0], r->in[1], r->in[2], r->in[3], r->in[3] + gh, op->n_in > 4 ? r->in[4] : NULL,
                op->n_in > 5 ? r->in[5] : NULL, y, h_n, c_n, (float *)(void *)r->scratch);
}

#define NPK__ROW_RNN NPK__KEEP
#define NPK__OPIMPL_RNN npk__rnn_schema, NPK_rnn_N_ATTRS, npk__rnn_infer, npk__rnn_scratch, npk__rnn_exec, NULL
#else
#define NPK__OPIMPL_RNN NPK__OPIMPL_NONE
#define NPK__ROW_RNN NPK__DROP
#endif
#endif
