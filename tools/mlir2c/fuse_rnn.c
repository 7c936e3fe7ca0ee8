/* fuse_rnn.c - the exporter's unrolled LSTM / GRU (tools/export/seq_lower.py:
 * the input projection of every step as one matmul, then per step a slice, a
 * recurrent matmul and the gate arithmetic) back into one rnn op. Runs after
 * fuse.c, so the projection is matmul(x, wx, bias) and an LSTM step's
 * recurrent matmul may carry the step's input slice as its bias.
 *
 * It fires only on the exact op structure the exporter writes for a forward
 * direction with zero initial state, checked step by step (every slice offset,
 * every operand, the same recurrent weights in every step), and only when no
 * value inside the steps is read from outside, except the per-step hidden
 * states (they become slices of the rnn op's result) and the LSTM's last cell
 * state. When only the last step's h and/or c are read, the op gives just
 * those (result h_n, c_n or h_c_n: the sequence is never stored); when earlier
 * h's are read too, the op gives y and, if c_n is read, a second rnn op with
 * result=c_n computes it. Anything else (a reverse direction, an earlier cell
 * state read, a changed op) leaves the ops as they are. */
#include <string.h>
#include "ir.h"

#define MAX_STEPS 4096

typedef struct rnn_match {
    m2c_func *f;
    int cell;                  /* NPK_RNN_LSTM / NPK_RNN_GRU */
    int64_t N, T, I, H, GH;
    m2c_value *xp;             /* [N, T, GH]: the input projection of every step */
    m2c_value *wh;             /* the recurrent weights [H, GH] (first step's value) */
    m2c_value *bhn;            /* GRU: b_hn [1, H] (a constant), else NULL */
    m2c_op **set; int n_set, cap_set;
    m2c_op *h_op[MAX_STEPS];   /* the op whose result is h of step s */
    m2c_op *h_pre[MAX_STEPS];  /* an op of step s before h_op[s] (its slot hosts the slice) */
    int ext[MAX_STEPS];        /* uses of h of step s from outside the steps */
    m2c_op *c_last;            /* LSTM: the op whose result is c of the last step */
} rnn_match;

static void take(rnn_match *m, m2c_op *op)
{
    int i;
    for (i = 0; i < m->n_set; i++)
        if (m->set[i] == op) return;
    M2C_PUSH(m->set, m->n_set, m->cap_set, op);
}

static int is_fn(const m2c_op *op, int opcode, int fn)
{
    if (op->dead || op->opcode != opcode) return 0;
    if (opcode == NPK_OP_UNARY) return op->attr.unary.fn == fn;
    if (opcode == NPK_OP_BINARY) return op->attr.binary.fn == fn;
    return 1;
}

/* The live op of that opcode (and unary/binary fn) reading v; for a binary op
 * with `other`, its other operand must be that value (pos 0: either order,
 * 1: v first, 2: v second). Added to the match. */
static m2c_op *user(rnn_match *m, m2c_value *v, int opcode, int fn, m2c_value *other, int pos)
{
    int i;
    if (!v) return NULL;
    for (i = 0; i < m->f->n_ops; i++) {
        m2c_op *op = m->f->ops[i];
        if (!is_fn(op, opcode, fn)) continue;
        if (opcode == NPK_OP_BINARY) {
            int first = op->in[0] == v && (!other || op->in[1] == other);
            int second = op->in[1] == v && (!other || op->in[0] == other);
            if (!((pos != 2 && first) || (pos != 1 && second))) continue;
        } else if (op->in[0] != v) {
            continue;
        }
        take(m, op);
        return op;
    }
    return NULL;
}

static int dims_are(const m2c_value *v, int rank, int64_t d0, int64_t d1, int64_t d2)
{
    const m2c_type *s = &v->shape;
    if (s->rank != rank || s->elem != M2C_F32) return 0;
    return s->dims[0] == d0 && s->dims[1] == d1 && (rank < 3 || s->dims[2] == d2);
}

/* The slice of g [N, GH] that is gate k, [N, H]. */
static m2c_value *gate_slice(rnn_match *m, m2c_value *g, int k)
{
    int i;
    for (i = 0; i < m->f->n_ops; i++) {
        m2c_op *op = m->f->ops[i];
        if (!is_fn(op, NPK_OP_SLICE, 0) || op->in[0] != g || op->attr.raw[0] != 0 ||
            op->attr.raw[1] != k * m->H || !dims_are(op->out, 2, m->N, m->H, 0))
            continue;
        take(m, op);
        return op->out;
    }
    return NULL;
}

/* Step s's input projection [N, GH]: reshape(slice(xp, [0, s, 0], [N, 1, GH])). */
static m2c_value *step_input(rnn_match *m, int64_t s)
{
    int i;
    for (i = 0; i < m->f->n_ops; i++) {
        m2c_op *op = m->f->ops[i], *r;
        const int32_t *st = op->attr.raw, *sz = op->attr.raw + NPK_MAX_RANK;
        if (!is_fn(op, NPK_OP_SLICE, 0) || op->in[0] != m->xp || st[0] != 0 || st[1] != s || st[2] != 0 ||
            sz[0] != m->N || sz[1] != 1 || sz[2] != m->GH)
            continue;
        r = user(m, op->out, NPK_OP_RESHAPE, 0, NULL, 0);
        if (!r || !dims_are(r->out, 2, m->N, m->GH, 0)) return NULL;
        take(m, op);
        return r->out;
    }
    return NULL;
}

/* The recurrent weights of a matmul: a constant [H, GH], the same data in every step. */
static int is_wh(rnn_match *m, const m2c_op *mm)
{
    const m2c_value *w = mm->in[1];
    if (mm->attr.matmul.trans_a || mm->attr.matmul.trans_b || mm->attr.matmul.act != NPK_ACT_NONE) return 0;
    if (w->kind != M2C_V_CONST || !dims_are(w, 2, m->H, m->GH, 0) || w->cbuf->elem != M2C_F32) return 0;
    if (!m->wh) m->wh = (m2c_value *)w;
    return w->cbuf == m->wh->cbuf || (w->cbuf->count == m->wh->cbuf->count &&
                                      !memcmp(w->cbuf->data, m->wh->cbuf->data, w->cbuf->count * sizeof(float)));
}

/* LSTM step s: gates g [N, GH]; c_prev NULL at s = 0. Returns c, sets h_op[s]. */
static m2c_value *lstm_step(rnn_match *m, int64_t s, m2c_value *g, m2c_value *c_prev)
{
    m2c_value *sl[4];
    m2c_op *i, *f = NULL, *gg, *o, *ig, *fc = NULL, *c, *tc, *h;
    int k;
    for (k = 0; k < 4; k++) sl[k] = k == 1 && !c_prev ? NULL : gate_slice(m, g, k);
    if (!sl[0] || !sl[2] || !sl[3] || (c_prev && !sl[1])) return NULL;
    i = user(m, sl[0], NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0);
    gg = user(m, sl[2], NPK_OP_UNARY, NPK_UN_TANH, NULL, 0);
    o = user(m, sl[3], NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0);
    if (!i || !gg || !o) return NULL;
    ig = user(m, i->out, NPK_OP_BINARY, NPK_BIN_MUL, gg->out, 0);
    if (!ig) return NULL;
    c = ig;
    if (c_prev) {
        f = user(m, sl[1], NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0);
        fc = f ? user(m, f->out, NPK_OP_BINARY, NPK_BIN_MUL, c_prev, 0) : NULL;
        c = fc ? user(m, fc->out, NPK_OP_BINARY, NPK_BIN_ADD, ig->out, 0) : NULL;
        if (!c) return NULL;
    }
    tc = user(m, c->out, NPK_OP_UNARY, NPK_UN_TANH, NULL, 0);
    h = tc ? user(m, o->out, NPK_OP_BINARY, NPK_BIN_MUL, tc->out, 0) : NULL;
    if (!h) return NULL;
    m->h_op[s] = h;
    m->h_pre[s] = tc;
    m->c_last = c;
    return c->out;
}

/* GRU step s: input gates xg [N, GH], recurrent hg [N, GH] (NULL at s = 0). */
static int gru_step(rnn_match *m, int64_t s, m2c_value *xg, m2c_value *hg, m2c_value *h_prev)
{
    m2c_value *x[3], *hh[3] = {NULL, NULL, NULL};
    m2c_op *r, *z, *rb, *a, *n, *h, *zn, *hb = NULL, *d;
    int k;
    for (k = 0; k < 3; k++) {
        x[k] = gate_slice(m, xg, k);
        if (hg) hh[k] = gate_slice(m, hg, k);
        if (!x[k] || (hg && !hh[k])) return 0;
    }
    if (hg) {
        m2c_op *ar = user(m, x[0], NPK_OP_BINARY, NPK_BIN_ADD, hh[0], 0);
        m2c_op *az = user(m, x[1], NPK_OP_BINARY, NPK_BIN_ADD, hh[1], 0);
        r = ar ? user(m, ar->out, NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0) : NULL;
        z = az ? user(m, az->out, NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0) : NULL;
        hb = user(m, hh[2], NPK_OP_BINARY, NPK_BIN_ADD, m->bhn, 0);
        if (!hb) return 0;
    } else {
        r = user(m, x[0], NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0);
        z = user(m, x[1], NPK_OP_UNARY, NPK_UN_SIGMOID, NULL, 0);
    }
    if (!r || !z) return 0;
    if (!hg) {  /* learn b_hn: mul(r, const [1, H]) */
        int j;
        for (j = 0; j < m->f->n_ops && !m->bhn; j++) {
            m2c_op *op = m->f->ops[j];
            if (!is_fn(op, NPK_OP_BINARY, NPK_BIN_MUL) || (op->in[0] != r->out && op->in[1] != r->out)) continue;
            m->bhn = op->in[0] == r->out ? op->in[1] : op->in[0];
        }
        if (!m->bhn || m->bhn->kind != M2C_V_CONST || !dims_are(m->bhn, 2, 1, m->H, 0) || m->bhn->cbuf->elem != M2C_F32)
            return 0;
    }
    rb = user(m, r->out, NPK_OP_BINARY, NPK_BIN_MUL, hg ? hb->out : m->bhn, 0);
    a = rb ? user(m, x[2], NPK_OP_BINARY, NPK_BIN_ADD, rb->out, 0) : NULL;
    n = a ? user(m, a->out, NPK_OP_UNARY, NPK_UN_TANH, NULL, 0) : NULL;
    if (!n) return 0;
    if (hg) {  /* h = n + z * (h_prev - n) */
        d = user(m, h_prev, NPK_OP_BINARY, NPK_BIN_SUB, n->out, 1);
        zn = d ? user(m, z->out, NPK_OP_BINARY, NPK_BIN_MUL, d->out, 0) : NULL;
        h = zn ? user(m, n->out, NPK_OP_BINARY, NPK_BIN_ADD, zn->out, 0) : NULL;
    } else {   /* h = n - z * n */
        zn = user(m, z->out, NPK_OP_BINARY, NPK_BIN_MUL, n->out, 0);
        h = zn ? user(m, n->out, NPK_OP_BINARY, NPK_BIN_SUB, zn->out, 1) : NULL;
    }
    if (!h) return 0;
    m->h_op[s] = h;
    m->h_pre[s] = n;
    return 1;
}

/* The steps after step 0, each reading the previous h through the recurrent
 * matmul. Returns the number of steps matched. */
static int64_t match_steps(rnn_match *m)
{
    m2c_value *c = NULL, *g;
    int64_t s;
    g = step_input(m, 0);
    if (!g) return 0;
    if (m->cell == NPK_RNN_LSTM ? !(c = lstm_step(m, 0, g, NULL)) : !gru_step(m, 0, g, NULL, NULL)) return 0;
    for (s = 1; s < m->T; s++) {
        m2c_value *h = m->h_op[s - 1]->out, *xs = step_input(m, s);
        m2c_op *mm = user(m, h, NPK_OP_MATMUL, 0, NULL, 0);
        if (!xs || !mm || mm->in[0] != h || !is_wh(m, mm)) return s;
        if (m->cell == NPK_RNN_LSTM) {
            if (mm->n_in == 3) {   /* fuse.c put the step input in as the bias */
                int mode = mm->attr.matmul.bias;
                if (mm->in[2] != xs || !(mode == NPK_BIAS_FULL || (mode == NPK_BIAS_COL && m->N == 1))) return s;
                g = mm->out;
            } else {
                m2c_op *add = user(m, mm->out, NPK_OP_BINARY, NPK_BIN_ADD, xs, 0);
                if (!add) return s;
                g = add->out;
            }
            if (!(c = lstm_step(m, s, g, c))) return s;
        } else {
            if (mm->n_in != 2 || !gru_step(m, s, xs, mm->out, h)) return s;
        }
    }
    return s;
}

static int is_h(const rnn_match *m, const m2c_op *op)
{
    int64_t s;
    for (s = 0; s < m->T; s++)
        if (m->h_op[s] == op) return 1;
    return 0;
}

/* No value made inside the steps is read outside them, except the h's. */
static int closed(rnn_match *m)
{
    int i, j, k;
    for (i = 0; i < m->n_set; i++) {
        m2c_value *v = m->set[i]->out;
        int inside = 0;
        if (is_h(m, m->set[i]) || m->set[i] == m->c_last) continue;
        if (v->is_result) return 0;
        for (j = 0; j < m->n_set; j++)
            for (k = 0; k < m->set[j]->n_in; k++) inside += m->set[j]->in[k] == v;
        if (inside != v->uses) return 0;
    }
    return 1;
}

static m2c_value *const_of(const char *name, const char *loc, int rank, int64_t d0, int64_t d1, float *data)
{
    m2c_cbuf *cb = (m2c_cbuf *)m2c_alloc(sizeof *cb);
    m2c_type t;
    memset(&t, 0, sizeof t);
    t.rank = rank;
    t.dims[0] = d0;
    t.dims[1] = d1;
    cb->data = data;
    cb->count = (uint64_t)(d0 * d1);
    return m2c_new_const(name, loc, &t, cb);
}

/* Slot op becomes slice(v [2N, H], rows row0 .. row0 + N - 1) defining out. */
static void make_row_slice(m2c_op *op, m2c_value *v, int64_t row0, int64_t N, int64_t H, m2c_value *out)
{
    op->dead = 0;
    op->kind = M2C_OPK_TCP;
    op->typed = 1;
    m2c_set_op(op, NPK_OP_SLICE);
    op->in[0] = v;
    op->n_in = 1;
    op->attr.raw[0] = (int32_t)row0;
    op->attr.raw[NPK_MAX_RANK] = (int32_t)N;
    op->attr.raw[NPK_MAX_RANK + 1] = (int32_t)H;
    op->out = out;
    out->def = op;
}

/* Only the last step read (h, c or both): the rnn op gives h_n or c_n as the
 * read value itself, or h_c_n [2N, H] that two slices split. */
static void set_last_only(rnn_match *m, m2c_op *proj, int h_last, int c_ext)
{
    m2c_value *h = m->h_op[m->T - 1]->out, *c = m->c_last ? m->c_last->out : NULL;
    if (h_last && c_ext) {
        m2c_value *hc = m->xp;
        proj->attr.rnn.result = NPK_RNN_RESULT_H_C_N;
        proj->out = hc;
        hc->def = proj;
        hc->shape.rank = hc->decl.rank = 2;
        hc->shape.dims[0] = hc->decl.dims[0] = 2 * m->N;
        hc->shape.dims[1] = hc->decl.dims[1] = m->H;
        hc->shape.dims[2] = hc->decl.dims[2] = 0;
        make_row_slice(m->h_op[m->T - 1], hc, 0, m->N, m->H, h);
        make_row_slice(m->c_last, hc, m->N, m->N, m->H, c);
    } else {
        proj->attr.rnn.result = h_last ? NPK_RNN_RESULT_H_N : NPK_RNN_RESULT_C_N;
        proj->out = h_last ? h : c;
        proj->out->def = proj;
    }
}

/* proj: matmul(reshape(x [N, T, I]), wx [I, GH], bias [1, GH] or [GH]) with a
 * reshape to xp [N, T, GH]. */
static int try_rnn(m2c_func *f, m2c_op *proj, int cell)
{
    static rnn_match m; /* big (MAX_STEPS pointers twice): not on the stack */
    m2c_op *rs_x = proj->in[0]->kind == M2C_V_OP ? proj->in[0]->def : NULL, *rs_p;
    m2c_value *x, *wx = proj->in[1], *b = proj->in[2];
    float *bias;
    int x_view, c_ext = 0, last_only, h_last;
    int64_t G = cell == NPK_RNN_LSTM ? 4 : 3, j;
    memset(&m, 0, sizeof m);
    m.f = f;
    m.cell = cell;
    if (proj->n_in != 3 || proj->attr.matmul.bias != NPK_BIAS_COL || proj->attr.matmul.trans_a ||
        proj->attr.matmul.trans_b || proj->attr.matmul.act != NPK_ACT_NONE)
        return 0;
    if (!rs_x || rs_x->dead || rs_x->opcode != NPK_OP_RESHAPE) return 0;
    m.GH = proj->out->shape.dims[1];
    m.H = m.GH / G;
    m.I = wx->shape.dims[0];
    rs_p = user(&m, proj->out, NPK_OP_RESHAPE, 0, NULL, 0);
    if (!rs_p || rs_p->out->shape.rank != 3 || rs_p->out->shape.dims[2] != m.GH) return 0;
    m.N = rs_p->out->shape.dims[0];
    m.T = rs_p->out->shape.dims[1];
    if (m.H < 1 || m.H * G != m.GH || m.T < 1 || m.T > MAX_STEPS) return 0;
    if (wx->kind != M2C_V_CONST || !dims_are(wx, 2, m.I, m.GH, 0) || wx->cbuf->elem != M2C_F32) return 0;
    if (b->kind != M2C_V_CONST || b->cbuf->elem != M2C_F32 || b->cbuf->count != (uint64_t)m.GH) return 0;
    /* x as [N, T, I]: the reshape's operand, or the reshape itself made rank 3
     * when the projection is its only reader */
    x = rs_x->in[0];
    x_view = !dims_are(x, 3, m.N, m.T, m.I);
    if (x_view && (rs_x->out->uses != 1 || rs_x->out->is_result || rs_x->out->shape.elem != M2C_F32)) return 0;
    m.xp = rs_p->out;
    take(&m, proj);
    if (match_steps(&m) != m.T || !closed(&m)) {
        m2c_free(m.set);
        return 0;
    }
    /* row 0 of b: the projection's bias; row 1: the recurrent one (GRU: b_hn) */
    bias = (float *)m2c_alloc((size_t)(2 * m.GH) * sizeof(float));
    memcpy(bias, b->cbuf->data, (size_t)m.GH * sizeof(float));
    if (m.bhn)
        for (j = 0; j < m.H; j++) bias[m.GH + 2 * m.H + j] = m.bhn->cbuf->data[j];
    /* uses of each h from outside the steps, before the steps go */
    for (j = 0; j < m.T; j++) {
        int a, k, inside = 0;
        for (a = 0; a < m.n_set; a++)
            for (k = 0; k < m.set[a]->n_in; k++) inside += m.set[a]->in[k] == m.h_op[j]->out;
        m.ext[j] = m.h_op[j]->out->uses - inside;
    }
    if (m.c_last) {
        int a, k, inside = 0;
        for (a = 0; a < m.n_set; a++)
            for (k = 0; k < m.set[a]->n_in; k++) inside += m.set[a]->in[k] == m.c_last->out;
        c_ext = m.c_last->out->uses - inside || m.c_last->out->is_result;
    }
    for (j = 0; j < m.n_set; j++) m.set[j]->dead = 1;
    if (x_view) {
        x = rs_x->out;
        x->shape.rank = x->decl.rank = 3;
        x->shape.dims[0] = x->decl.dims[0] = m.N;
        x->shape.dims[1] = x->decl.dims[1] = m.T;
        x->shape.dims[2] = x->decl.dims[2] = m.I;
    } else if (rs_x->out->uses == 1 && !rs_x->out->is_result) {
        rs_x->dead = 1;
    }
    /* the projection's slot: the rnn op; its result xp becomes y [N, T, H] */
    proj->dead = 0;
    proj->kind = M2C_OPK_TCP;
    proj->typed = 1;
    m2c_set_op(proj, NPK_OP_RNN);
    proj->attr.rnn.cell = cell;
    proj->attr.rnn.batch_first = 1;
    proj->in[0] = x;
    proj->in[1] = wx;
    proj->in[2] = m.wh ? m.wh : const_of("rnn_wh", proj->loc, 2, m.H, m.GH,
                                         (float *)m2c_alloc((size_t)(m.H * m.GH) * sizeof(float)));
    proj->in[3] = const_of("rnn_b", proj->loc, 2, 2, m.GH, bias);
    proj->n_in = 4;
    for (j = 0; j + 1 < m.T && !m.h_op[j]->out->is_result; j++)
        if (m.ext[j]) break;
    last_only = j + 1 >= m.T;
    h_last = m.ext[m.T - 1] || m.h_op[m.T - 1]->out->is_result;
    if (last_only && (h_last || c_ext)) {
        set_last_only(&m, proj, h_last, c_ext);
        m2c_free(m.set);
        return 1;
    }
    proj->out = m.xp;
    m.xp->def = proj;
    m.xp->shape.dims[2] = m.xp->decl.dims[2] = m.H;
    if (c_ext) {  /* c_n read: the last c's slot runs the layer again for it */
        m2c_op *cn = m.c_last;
        m2c_value *out = cn->out;
        *cn = *proj;
        cn->out = out;
        out->def = cn;
        cn->attr.rnn.result = NPK_RNN_RESULT_C_N;
    }
    /* h of each step read outside: reshape(slice(y, [0, s, 0], [N, 1, H])) in
     * the slots of the step's last two ops */
    for (j = 0; j < m.T; j++) {
        m2c_op *h = m.h_op[j], *sl = m.h_pre[j];
        if (!m.ext[j] && !h->out->is_result) continue;
        sl->dead = h->dead = 0;
        sl->kind = h->kind = M2C_OPK_TCP;
        sl->typed = h->typed = 1;
        m2c_set_op(sl, NPK_OP_SLICE);
        sl->in[0] = m.xp;
        sl->n_in = 1;
        sl->attr.raw[1] = (int32_t)j;
        sl->attr.raw[NPK_MAX_RANK] = (int32_t)m.N;
        sl->attr.raw[NPK_MAX_RANK + 1] = 1;
        sl->attr.raw[NPK_MAX_RANK + 2] = (int32_t)m.H;
        sl->out->shape.rank = sl->out->decl.rank = 3;
        sl->out->shape.dims[0] = sl->out->decl.dims[0] = m.N;
        sl->out->shape.dims[1] = sl->out->decl.dims[1] = 1;
        sl->out->shape.dims[2] = sl->out->decl.dims[2] = m.H;
        m2c_set_op(h, NPK_OP_RESHAPE);
        h->in[0] = sl->out;
        h->n_in = 1;
    }
    m2c_free(m.set);
    return 1;
}

void m2c_fuse_rnn(m2c_func *f)
{
    int i;
    m2c_recount_uses(f);
    for (i = 0; i < f->n_ops; i++) {
        m2c_op *op = f->ops[i];
        if (op->dead || op->opcode != NPK_OP_MATMUL || op->n_in != 3) continue;
        if (try_rnn(f, op, NPK_RNN_LSTM) || try_rnn(f, op, NPK_RNN_GRU)) m2c_recount_uses(f);
    }
}
