/* lower_onnx_rnn.c - ONNX LSTM, GRU and RNN (forward, reverse,
 * bidirectional; layout 0 or 1; the default activations) unrolled over the
 * sequence: the input projections of all steps as one matmul, then per step
 * a matmul with the recurrent weights and the gates' elementwise ops. The
 * node's output the op computes (L->src->result) is Y, Y_h or Y_c. Not
 * supported: sequence_lens, peepholes, clip, custom activations. */
#include <string.h>
#include "lower_onnx.h"

#define SRC (L->src)
enum { K_RNN, K_GRU, K_LSTM };

static m2c_value *rows(m2c_lowerer *L, m2c_value *x, int dim, int64_t start, int64_t n)
{
    int64_t st[NPK_MAX_RANK], sz[NPK_MAX_RANK];
    int d;
    for (d = 0; d < x->shape.rank; d++) { st[d] = 0; sz[d] = x->shape.dims[d]; }
    st[dim] = start;
    sz[dim] = n;
    return lw_slice(L, x, st, sz);
}

static m2c_value *mm_t(m2c_lowerer *L, m2c_value *a, m2c_value *b)   /* a b^T */
{
    m2c_value *in[2];
    m2c_op *op;
    in[0] = a;
    in[1] = b;
    op = lw_op(L, M2C_OPK_MATMUL, 2, in);
    op->attr.matmul.trans_b = 1;
    return lw_done(L, op, NULL, 0);
}

static m2c_value *add(m2c_lowerer *L, m2c_value *a, m2c_value *b) { return tw_bin(L, NPK_BIN_ADD, a, b); }
static m2c_value *mul(m2c_lowerer *L, m2c_value *a, m2c_value *b) { return tw_bin(L, NPK_BIN_MUL, a, b); }

/* [dirs, ...] -> direction d's matrix */
static m2c_value *dir_of(m2c_lowerer *L, m2c_value *w, int d)
{
    int64_t s[NPK_MAX_RANK];
    int k;
    w = rows(L, w, 0, d, 1);
    for (k = 1; k < w->shape.rank; k++) s[k - 1] = w->shape.dims[k];
    return tw_reshape_dims(L, w, w->shape.rank - 1, s);
}

static void check_activations(m2c_lowerer *L, int kind)
{
    static const char *const dflt[3][3] = { { "Tanh", NULL, NULL }, { "Sigmoid", "Tanh", NULL }, { "Sigmoid", "Tanh", "Tanh" } };
    m2c_attr *a = m2c_find_attr(SRC, "activations");
    int per = kind == K_RNN ? 1 : kind == K_GRU ? 2 : 3, k;
    if (!a) return;
    for (k = 0; k < a->n; k++)
        if (!a->strs || strcmp(a->strs[k], dflt[kind][k % per]) != 0)
            ox_error(L, "activations other than the defaults are not supported ('%s')", a->strs ? a->strs[k] : "?");
}

m2c_value *ox_rnn(m2c_lowerer *L, int kind)
{
    m2c_value *x = ox_float_in(L, 0), *W = ox_in(L, 1), *R = ox_in(L, 2), *B = ox_opt(L, 3), *h0 = ox_opt(L, 5);
    m2c_value *c0 = kind == K_LSTM ? ox_opt(L, 6) : NULL, *outs[2] = { NULL, NULL }, *last_h[2], *last_c[2];
    const char *dirs = ox_str(L, "direction", "forward");
    int layout = (int)ox_int(L, "layout", 0), nd = !strcmp(dirs, "bidirectional") ? 2 : 1, gates = kind == K_LSTM ? 4 : kind == K_GRU ? 3 : 1;
    int lbr = (int)ox_int(L, "linear_before_reset", 0), d, want = SRC->result ? SRC->result - 1 : 0;
    int64_t H = ox_int(L, "hidden_size", -1), T, N, I, s[4];
    if (ox_opt(L, 4)) ox_error(L, "sequence_lens is not supported");
    if (kind == K_LSTM && ox_opt(L, 7)) ox_error(L, "peepholes are not supported");
    if (m2c_find_attr(SRC, "clip")) ox_error(L, "clip is not supported");
    if (kind == K_LSTM && ox_int(L, "input_forget", 0)) ox_error(L, "input_forget = 1 is not supported");
    check_activations(L, kind);
    if (strcmp(dirs, "forward") && strcmp(dirs, "reverse") && nd == 1) ox_error(L, "direction = \"%s\" is not supported", dirs);
    if (x->shape.rank != 3) ox_error(L, "X must have rank 3");
    if (layout) { static const int64_t p[3] = { 1, 0, 2 }; x = lw_transpose(L, x, p, 0); }
    T = x->shape.dims[0]; N = x->shape.dims[1]; I = x->shape.dims[2];
    if (H < 1) H = R->shape.dims[2];
    if (W->shape.rank != 3 || W->shape.dims[0] != nd || W->shape.dims[1] != gates * H || W->shape.dims[2] != I)
        ox_error(L, "W must be [%d, %lld, %lld]", nd, (long long)(gates * H), (long long)I);
    if (h0 && layout) { static const int64_t p[3] = { 1, 0, 2 }; h0 = lw_transpose(L, h0, p, 0); }
    if (c0 && layout) { static const int64_t p[3] = { 1, 0, 2 }; c0 = lw_transpose(L, c0, p, 0); }
    for (d = 0; d < nd; d++) {
        int rev = d == 1 || !strcmp(dirs, "reverse"), t;
        m2c_value *w = dir_of(L, W, d), *r = dir_of(L, R, d), *xw, *h, *c = NULL, *wb = NULL, *rb = NULL, *steps[4096];
        if (T > 4096) ox_error(L, "sequences longer than 4096 steps are not supported");
        s[0] = T * N; s[1] = I;
        xw = mm_t(L, tw_reshape_dims(L, x, 2, s), w);                     /* [T*N, gates*H] */
        if (B) {
            m2c_value *b = dir_of(L, B, d);
            wb = rows(L, b, 0, 0, gates * H);
            rb = rows(L, b, 0, gates * H, gates * H);
            if (kind == K_GRU) xw = add(L, xw, wb);   /* Rb goes in per step (r multiplies Rb_h) */
            else xw = add(L, xw, add(L, wb, rb));
        }
        s[0] = T; s[1] = N; s[2] = gates * H;
        xw = tw_reshape_dims(L, xw, 3, s);
        s[0] = N; s[1] = H;
        if (h0) h = tw_reshape_dims(L, rows(L, h0, 0, d, 1), 2, s);
        else { m2c_type z; memset(&z, 0, sizeof z); z.rank = 2; z.dims[0] = N; z.dims[1] = H; h = lw_const(L, &z, NULL, 0.0f); }
        if (kind == K_LSTM) {
            if (c0) c = tw_reshape_dims(L, rows(L, c0, 0, d, 1), 2, s);
            else { m2c_type z; memset(&z, 0, sizeof z); z.rank = 2; z.dims[0] = N; z.dims[1] = H; c = lw_const(L, &z, NULL, 0.0f); }
        }
        for (t = 0; t < T; t++) {
            int at = rev ? (int)T - 1 - t : t;
            m2c_value *g = tw_reshape_dims(L, rows(L, xw, 0, at, 1), 2, xw->shape.dims + 1);
            if (kind == K_RNN) {
                h = tw_un(L, NPK_UN_TANH, add(L, g, mm_t(L, h, r)));
            } else if (kind == K_LSTM) {   /* gates i, o, f, c */
                m2c_value *a = add(L, g, mm_t(L, h, r));
                m2c_value *i_ = tw_un(L, NPK_UN_SIGMOID, rows(L, a, 1, 0, H)), *o = tw_un(L, NPK_UN_SIGMOID, rows(L, a, 1, H, H));
                m2c_value *f = tw_un(L, NPK_UN_SIGMOID, rows(L, a, 1, 2 * H, H)), *cc = tw_un(L, NPK_UN_TANH, rows(L, a, 1, 3 * H, H));
                c = add(L, mul(L, f, c), mul(L, i_, cc));
                h = mul(L, o, tw_un(L, NPK_UN_TANH, c));
            } else {   /* gates z, r, h */
                m2c_value *rz = mm_t(L, h, rows(L, r, 0, 0, 2 * H)), *z, *rr, *hh, *rh = rows(L, r, 0, 2 * H, H);
                if (rb) rz = add(L, rz, rows(L, rb, 0, 0, 2 * H));
                z = tw_un(L, NPK_UN_SIGMOID, add(L, rows(L, g, 1, 0, H), rows(L, rz, 1, 0, H)));
                rr = tw_un(L, NPK_UN_SIGMOID, add(L, rows(L, g, 1, H, H), rows(L, rz, 1, H, H)));
                if (lbr) {
                    hh = mm_t(L, h, rh);
                    if (rb) hh = add(L, hh, rows(L, rb, 0, 2 * H, H));
                    hh = mul(L, rr, hh);
                } else {
                    hh = mm_t(L, mul(L, rr, h), rh);
                    if (rb) hh = add(L, hh, rows(L, rb, 0, 2 * H, H));
                }
                hh = tw_un(L, NPK_UN_TANH, add(L, rows(L, g, 1, 2 * H, H), hh));
                /* (1 - z) hh + z h = hh + z (h - hh) */
                h = add(L, hh, mul(L, z, tw_bin(L, NPK_BIN_SUB, h, hh)));
            }
            steps[at] = h;
        }
        last_h[d] = h;
        last_c[d] = c;
        if (want == 0) {   /* Y [T, 1, N, H] of this direction */
            m2c_value *in[NPK_MAX_OP_INPUTS], *acc = NULL;
            int k = 0;
            s[0] = 1; s[1] = 1; s[2] = N; s[3] = H;
            while (k < T) {
                int m = 0;
                m2c_op *op;
                if (acc) in[m++] = acc;
                while (m < NPK_MAX_OP_INPUTS && k < T) in[m++] = tw_reshape_dims(L, steps[k++], 4, s);
                if (m == 1) { acc = in[0]; break; }
                op = lw_op(L, M2C_OPK_TCP, m, in);
                m2c_set_op(op, NPK_OP_CONCAT);
                op->attr.concat.axis = 0;
                acc = lw_done(L, op, NULL, 0);
            }
            outs[d] = acc;
        }
    }
    if (want == 0) {
        m2c_value *y = outs[0];
        if (nd == 2) {
            m2c_op *op = lw_op(L, M2C_OPK_TCP, 2, outs);
            m2c_set_op(op, NPK_OP_CONCAT);
            op->attr.concat.axis = 1;
            y = lw_done(L, op, NULL, 0);
        }
        if (layout) { static const int64_t p[4] = { 2, 0, 1, 3 }; y = lw_transpose(L, y, p, 0); }   /* [N, T, dirs, H] */
        return y;
    }
    if (want > 2 || (want == 2 && kind != K_LSTM)) ox_error(L, "output %d is not supported", want);
    {
        m2c_value *part[2], *y;
        s[0] = 1; s[1] = N; s[2] = H;
        for (d = 0; d < nd; d++) part[d] = tw_reshape_dims(L, want == 1 ? last_h[d] : last_c[d], 3, s);
        y = part[0];
        if (nd == 2) {
            m2c_op *op = lw_op(L, M2C_OPK_TCP, 2, part);
            m2c_set_op(op, NPK_OP_CONCAT);
            op->attr.concat.axis = 0;
            y = lw_done(L, op, NULL, 0);
        }
        if (layout) { static const int64_t p[3] = { 1, 0, 2 }; y = lw_transpose(L, y, p, 0); }
        return y;
    }
}

void ox_lower_rnn(m2c_lowerer *L)
{
    ox_finish(L, ox_rnn(L, L->arg));
}
