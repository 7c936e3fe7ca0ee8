/* lower_onnx_rnn.c - ONNX LSTM, GRU and RNN (forward, reverse,
 * bidirectional; layout 0 or 1; the default activations) unrolled over the
 * sequence: the input projections of all steps as one matmul, then per step
 * a matmul with the recurrent weights and the gates' elementwise ops. The
 * node's output the op computes (L->src->result) is Y, Y_h or Y_c.
 * sequence_lens (known or not at translate time) masks the steps past each
 * sequence's end: h and c keep their values there and Y is zero. */
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

/* The activation functions ONNX's recurrent ops take by name, with the
 * alpha/beta each uses (the spec's defaults when the node gives none). */
typedef struct { const char *name; double alpha, beta; } rnn_act;

static m2c_value *act_apply(m2c_lowerer *L, const rnn_act *a, m2c_value *x)
{
    const char *n = a->name;
    m2c_value *K0 = ox_splat(L, 0, x);
    if (!strcmp(n, "Tanh")) return tw_un(L, NPK_UN_TANH, x);
    if (!strcmp(n, "Sigmoid")) return tw_un(L, NPK_UN_SIGMOID, x);
    if (!strcmp(n, "Relu")) return tw_bin(L, NPK_BIN_MAX, x, K0);
    if (!strcmp(n, "Affine")) return add(L, mul(L, x, ox_splat(L, a->alpha, x)), ox_splat(L, a->beta, x));
    if (!strcmp(n, "LeakyRelu")) return tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K0), x, mul(L, x, ox_splat(L, a->alpha, x)));
    if (!strcmp(n, "ThresholdedRelu")) return tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, ox_splat(L, a->alpha, x)), x, K0);
    if (!strcmp(n, "ScaledTanh")) return mul(L, tw_un(L, NPK_UN_TANH, mul(L, x, ox_splat(L, a->beta, x))), ox_splat(L, a->alpha, x));
    if (!strcmp(n, "HardSigmoid"))
        return tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, add(L, mul(L, x, ox_splat(L, a->alpha, x)), ox_splat(L, a->beta, x)), K0),
                      ox_splat(L, 1, x));
    if (!strcmp(n, "Elu"))
        return tw_select(L, tw_cmp(L, NPK_CMP_GREATER, x, K0), x,
                         mul(L, tw_bin(L, NPK_BIN_SUB, tw_un(L, NPK_UN_EXP, x), ox_splat(L, 1, x)), ox_splat(L, a->alpha, x)));
    if (!strcmp(n, "Softsign")) return tw_bin(L, NPK_BIN_DIV, x, add(L, tw_un(L, NPK_UN_ABS, x), ox_splat(L, 1, x)));
    if (!strcmp(n, "Softplus")) return tw_un(L, NPK_UN_LOG, add(L, tw_un(L, NPK_UN_EXP, x), ox_splat(L, 1, x)));
    ox_error(L, "activation '%s' is not one ONNX's recurrent ops define", n);
}

/* The node's activations: per (1 RNN, 2 GRU, 3 LSTM) for each of nd
 * directions, the defaults when absent; alpha/beta consumed in order by the
 * functions that take them. */
static void activations(m2c_lowerer *L, int kind, int nd, rnn_act *out)
{
    static const char *const dflt[3][3] = { { "Tanh", NULL, NULL }, { "Sigmoid", "Tanh", NULL }, { "Sigmoid", "Tanh", "Tanh" } };
    m2c_attr *a = m2c_find_attr(SRC, "activations"), *al = m2c_find_attr(SRC, "activation_alpha"),
             *be = m2c_find_attr(SRC, "activation_beta");
    int per = kind == K_RNN ? 1 : kind == K_GRU ? 2 : 3, k, ia = 0, ib = 0;
    if (a && (!a->strs || a->n != per * nd)) ox_error(L, "activations must name %d functions (%d per direction)", per * nd, per);
    for (k = 0; k < per * nd; k++) {
        const char *n = a ? a->strs[k] : dflt[kind][k % per];
        int takes_a = !strcmp(n, "Affine") || !strcmp(n, "LeakyRelu") || !strcmp(n, "ThresholdedRelu") ||
                      !strcmp(n, "ScaledTanh") || !strcmp(n, "HardSigmoid") || !strcmp(n, "Elu");
        int takes_b = !strcmp(n, "Affine") || !strcmp(n, "ScaledTanh") || !strcmp(n, "HardSigmoid");
        out[k].name = n;
        out[k].alpha = !strcmp(n, "LeakyRelu") ? 0.01 : !strcmp(n, "HardSigmoid") ? 0.2 : 1.0;
        out[k].beta = !strcmp(n, "HardSigmoid") ? 0.5 : 0.0;
        if (takes_a && al && ia < al->n) out[k].alpha = al->floats[ia++];
        if (takes_b && be && ib < be->n) out[k].beta = be->floats[ib++];
    }
}

/* x clamped to [-clip, clip] when the node sets clip (before each activation) */
static m2c_value *clipped(m2c_lowerer *L, m2c_value *x, double clip)
{
    if (clip <= 0) return x;
    return tw_bin(L, NPK_BIN_MIN, tw_bin(L, NPK_BIN_MAX, x, ox_splat(L, -clip, x)), ox_splat(L, clip, x));
}

/* where keep [N, 1] is 1 the new value, else the old (a step past a sequence's end) */
static m2c_value *masked(m2c_lowerer *L, m2c_value *keep, m2c_value *now, m2c_value *before)
{
    return keep ? add(L, before, mul(L, keep, tw_bin(L, NPK_BIN_SUB, now, before))) : now;
}

m2c_value *ox_rnn(m2c_lowerer *L, int kind)
{
    m2c_value *x = ox_float_in(L, 0), *W = ox_in(L, 1), *R = ox_in(L, 2), *B = ox_opt(L, 3), *h0 = ox_opt(L, 5);
    m2c_value *c0 = kind == K_LSTM ? ox_opt(L, 6) : NULL, *outs[2] = { NULL, NULL }, *last_h[2], *last_c[2];
    const char *dirs = ox_str(L, "direction", "forward");
    int layout = (int)ox_int(L, "layout", 0), nd = !strcmp(dirs, "bidirectional") ? 2 : 1, gates = kind == K_LSTM ? 4 : kind == K_GRU ? 3 : 1;
    int lbr = (int)ox_int(L, "linear_before_reset", 0), d, want = SRC->result ? SRC->result - 1 : 0;
    int64_t H = ox_int(L, "hidden_size", -1), T, N, I, s[4];
    m2c_value *lens = ox_opt(L, 4), *P = kind == K_LSTM ? ox_opt(L, 7) : NULL;
    double clip = ox_float(L, "clip", 0);
    int coupled = kind == K_LSTM && ox_int(L, "input_forget", 0) != 0;
    rnn_act fn[6];
    if (strcmp(dirs, "forward") && strcmp(dirs, "reverse") && nd == 1) ox_error(L, "direction = \"%s\" is not supported", dirs);
    if (m2c_find_attr(SRC, "clip") && !(clip > 0)) ox_error(L, "clip must be positive");
    activations(L, kind, nd, fn);
    if (x->shape.rank != 3) ox_error(L, "X must have rank 3");
    if (layout) { static const int64_t p[3] = { 1, 0, 2 }; x = lw_transpose(L, x, p, 0); }
    T = x->shape.dims[0]; N = x->shape.dims[1]; I = x->shape.dims[2];
    if (H < 1) H = R->shape.dims[2];
    if (W->shape.rank != 3 || W->shape.dims[0] != nd || W->shape.dims[1] != gates * H || W->shape.dims[2] != I)
        ox_error(L, "W must be [%d, %lld, %lld]", nd, (long long)(gates * H), (long long)I);
    if (h0 && layout) { static const int64_t p[3] = { 1, 0, 2 }; h0 = lw_transpose(L, h0, p, 0); }
    if (c0 && layout) { static const int64_t p[3] = { 1, 0, 2 }; c0 = lw_transpose(L, c0, p, 0); }
    if (lens) {   /* [N] lengths as an f32 column [N, 1], compared with each step's index */
        if (lens->shape.rank != 1 || lens->shape.dims[0] != N) ox_error(L, "sequence_lens must be [%lld]", (long long)N);
        s[0] = N; s[1] = 1;
        lens = tw_reshape_dims(L, tw_to(L, lens, x->shape.elem), 2, s);
    }
    if (P && (P->shape.rank != 2 || P->shape.dims[0] != nd || P->shape.dims[1] != 3 * H))
        ox_error(L, "P must be [%d, %lld]", nd, (long long)(3 * H));
    for (d = 0; d < nd; d++) {
        int rev = d == 1 || !strcmp(dirs, "reverse"), t;
        m2c_value *w = dir_of(L, W, d), *r = dir_of(L, R, d), *xw, *h, *c = NULL, *wb = NULL, *rb = NULL, **steps;
        m2c_value *pi = NULL, *po = NULL, *pf = NULL;
        const rnn_act *f = fn + d * (kind == K_RNN ? 1 : kind == K_GRU ? 2 : 3);   /* f, g, h of this direction */
        if (P) {
            m2c_value *p = dir_of(L, P, d);
            pi = rows(L, p, 0, 0, H); po = rows(L, p, 0, H, H); pf = rows(L, p, 0, 2 * H, H);
        }
        steps = m2c_alloc((size_t)T * sizeof *steps);
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
            m2c_value *g = tw_reshape_dims(L, rows(L, xw, 0, at, 1), 2, xw->shape.dims + 1), *hn, *cn = NULL;
            m2c_value *keep = lens ? tw_to(L, tw_cmp(L, NPK_CMP_GREATER, lens, ox_splat(L, at, lens)), x->shape.elem) : NULL;
#define ACT(k, v) act_apply(L, &f[k], clipped(L, (v), clip))
            if (kind == K_RNN) {
                hn = ACT(0, add(L, g, mm_t(L, h, r)));
            } else if (kind == K_LSTM) {   /* gates i, o, f, c; peepholes see c before (i, f) and after (o) */
                m2c_value *a = add(L, g, mm_t(L, h, r)), *ai = rows(L, a, 1, 0, H), *ao = rows(L, a, 1, H, H);
                m2c_value *af = rows(L, a, 1, 2 * H, H), *i_, *o, *fg, *cc;
                if (pi) { ai = add(L, ai, mul(L, pi, c)); af = add(L, af, mul(L, pf, c)); }
                i_ = ACT(0, ai);
                fg = coupled ? tw_bin(L, NPK_BIN_SUB, ox_splat(L, 1, i_), i_) : ACT(0, af);
                cc = ACT(1, rows(L, a, 1, 3 * H, H));
                cn = add(L, mul(L, fg, c), mul(L, i_, cc));
                if (po) ao = add(L, ao, mul(L, po, cn));
                o = ACT(0, ao);
                hn = mul(L, o, act_apply(L, &f[2], cn));
            } else {   /* gates z, r, h */
                m2c_value *rz = mm_t(L, h, rows(L, r, 0, 0, 2 * H)), *z, *rr, *hh, *rh = rows(L, r, 0, 2 * H, H);
                if (rb) rz = add(L, rz, rows(L, rb, 0, 0, 2 * H));
                z = ACT(0, add(L, rows(L, g, 1, 0, H), rows(L, rz, 1, 0, H)));
                rr = ACT(0, add(L, rows(L, g, 1, H, H), rows(L, rz, 1, H, H)));
                if (lbr) {
                    hh = mm_t(L, h, rh);
                    if (rb) hh = add(L, hh, rows(L, rb, 0, 2 * H, H));
                    hh = mul(L, rr, hh);
                } else {
                    hh = mm_t(L, mul(L, rr, h), rh);
                    if (rb) hh = add(L, hh, rows(L, rb, 0, 2 * H, H));
                }
                hh = ACT(1, add(L, rows(L, g, 1, 2 * H, H), hh));
                /* (1 - z) hh + z h = hh + z (h - hh) */
                hn = add(L, hh, mul(L, z, tw_bin(L, NPK_BIN_SUB, h, hh)));
            }
#undef ACT
            steps[at] = keep ? mul(L, keep, hn) : hn;   /* Y is zero past a sequence's end */
            h = masked(L, keep, hn, h);
            if (cn) c = masked(L, keep, cn, c);
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
